package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/worksheet"
)

// presenter is the teacher's window on the laptop's screen while the main
// window shows the class, full screen, on the projector (a second screen):
// the lesson's step on show and the next one, a question on the position
// with its answer, buttons for what the keys do and for the teacher's
// guide. The keys work in it as in the main window.
type presenter struct {
	win      fyne.Window
	controls *controls
	teaching *teaching
	game     *session.Session // read only

	stepHeading, step *widget.Label // the lesson's step on show
	nextHeading, next *widget.Label // the step after it
	ask, answer       *widget.Label
	question          *fyne.Container // ask and answer, hidden when the position asks nothing
	notes             *fyne.Container // all of the above, laid out again when their text changes
	look              *container.ThemeOverride
}

// newPresenter opens the presenter's window, in theme th (the app's
// theme is the projector's), with the keys and commands of c, the
// teaching tabs and lessons of t and the game g; openGuide opens the
// teacher's guide.
func newPresenter(th fyne.Theme, c *controls, t *teaching, g *session.Session, openGuide func()) *presenter {
	p := &presenter{
		controls:    c,
		teaching:    t,
		game:        g,
		win:         fyne.CurrentApp().NewWindow(lang.L("Presenter view")),
		stepHeading: &widget.Label{TextStyle: fyne.TextStyle{Bold: true}},
		step:        &widget.Label{Wrapping: fyne.TextWrapWord},
		nextHeading: &widget.Label{Text: lang.L("Next step"), TextStyle: fyne.TextStyle{Bold: true}},
		next:        &widget.Label{Wrapping: fyne.TextWrapWord},
		ask:         &widget.Label{Wrapping: fyne.TextWrapWord},
		answer:      &widget.Label{Wrapping: fyne.TextWrapWord},
	}
	p.question = container.NewVBox(widget.NewSeparator(),
		&widget.Label{Text: lang.L("Ask the class"), TextStyle: fyne.TextStyle{Bold: true}}, p.ask,
		&widget.Label{Text: lang.L("Answer"), TextStyle: fyne.TextStyle{Bold: true}}, p.answer)
	tabs := container.NewHBox()
	for i, item := range t.tabs {
		tabs.Add(widget.NewButton(item.Text+" ("+string(tabKeys[i])+")", func() { t.showTab(item) }))
	}
	lesson := container.NewHBox(
		widget.NewButtonWithIcon(lang.L("Previous lesson step"), theme.NavigateBackIcon(), func() { c.press(fyne.KeyPageUp) }),
		widget.NewButtonWithIcon(lang.L("Next lesson step"), theme.NavigateNextIcon(), func() { c.press(fyne.KeyPageDown) }))
	end := container.NewHBox(
		widget.NewButtonWithIcon(lang.L("Presentation mode")+" (F11)", theme.ViewRestoreIcon(), func() { c.press(fyne.KeyF11) }),
		widget.NewButtonWithIcon(lang.L("Teacher's guide"), theme.HelpIcon(), openGuide))
	p.notes = container.NewVBox(p.stepHeading, p.step, p.nextHeading, p.next, p.question)
	p.look = container.NewThemeOverride(container.NewBorder(container.NewVBox(tabs, lesson), end, nil, nil,
		container.NewVScroll(p.notes)), th)
	p.win.SetContent(p.look)
	c.bindAll(p.win.Canvas())
	p.win.Resize(fyne.NewSize(presenterEms*theme.TextSize(), presenterEms*theme.TextSize()*15/16))
	p.refresh()
	p.win.Show()
	return p
}

// setTheme draws the window in theme th.
func (p *presenter) setTheme(th fyne.Theme) {
	p.look.Theme = th
	p.look.Refresh()
}

// close closes the window.
func (p *presenter) close() { p.win.Close() }

// presenterEms is the width of the presenter's window, in units of the
// theme's text size: a column of notes beside the laptop's other windows.
const presenterEms = 46

// refresh shows the lesson's step on show and the next one, and the
// question the position on the board asks.
func (p *presenter) refresh() {
	m := p.teaching.model
	var q, answer string
	if l, _ := m.Lesson(); l != nil {
		step := m.Step()
		q, answer = worksheet.StepQuestion(l, step)
		steps := l.Steps
		p.stepHeading.SetText(l.Title + " · " +
			lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": step + 1, "Count": len(steps)}))
		p.step.SetText(steps[step].Text)
		if step+1 < len(steps) {
			p.next.SetText(steps[step+1].Text)
		} else {
			p.next.SetText(lang.L("This is the lesson's last step."))
		}
		p.nextHeading.Show()
		p.next.Show()
	} else {
		q, answer = worksheet.Ask(p.game.OnShow())
		p.stepHeading.SetText(lang.L("No lesson is open: Page Down opens the first."))
		p.step.SetText("")
		p.nextHeading.Hide()
		p.next.Hide()
	}
	p.ask.SetText(q)
	p.answer.SetText(answer)
	if q == "" {
		p.question.Hide()
	} else {
		p.question.Show()
	}
	p.notes.Refresh() // wrapped text takes another height
}

// secondScreen reports whether the computer has a second screen, as a
// projector beside a laptop's screen.
func secondScreen() bool {
	d, ok := fyne.CurrentApp().Driver().(desktop.Driver)
	return ok && d.HasSecondaryDisplay()
}

// fullScreenSecondary puts win full screen on the second screen.
func fullScreenSecondary(win fyne.Window) {
	if w, ok := win.(desktop.Window); ok {
		w.RequestFullScreenSecondary()
		return
	}
	win.SetFullScreen(true)
}
