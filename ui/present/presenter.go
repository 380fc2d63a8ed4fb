package present

import (
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/style"
	"github.com/qttt-edu/qttt/ui/worksheet"
)

// presenter is the teacher's window on the laptop's screen while the main
// window shows the class, full screen, on the projector (a second screen):
// the lesson's step on show and the next one, a question on the position
// with its answer, and buttons, with their keys, for what the keys do and
// for the teacher's guide, in text read from a step away. The keys work
// in it as in the main window.
type presenter struct {
	win fyne.Window

	stepHeading, step *widget.Label // the lesson's step on show
	nextHeading, next *widget.Label // the step after it
	ask, answer       *widget.Label
	question          *fyne.Container // ask and answer, hidden when the position asks nothing
	current, notes    *fyne.Container // the step on show; the rest: laid out again when their text changes
	keys              *fyne.Container // the buttons and swapHint
	swapHint          *widget.Label   // "Wrong screen? F12 swaps", when the app guessed which screen is the laptop's
	look              *Autoscale      // the laptop's theme, enlarged to the window
	body              *fyne.Container // all but the theme
	perScale          float32         // the body's least width at a theme scale of 1, the largest measured
}

// newPresenter opens the presenter's window of the main window of h, in
// theme th (the app's theme is the projector's), with h's tabs, commands
// and keys.
func newPresenter(h Host, th style.Theme) *presenter {
	p := &presenter{
		win:         fyne.CurrentApp().NewWindow(lang.L("Presenter view")),
		stepHeading: &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord},
		step:        &widget.Label{Wrapping: fyne.TextWrapWord},
		nextHeading: &widget.Label{Text: lang.L("Next step"), TextStyle: fyne.TextStyle{Bold: true}},
		next:        &widget.Label{Wrapping: fyne.TextWrapWord},
		ask:         &widget.Label{Wrapping: fyne.TextWrapWord},
		answer:      &widget.Label{Wrapping: fyne.TextWrapWord},
		swapHint: &widget.Label{Text: lang.L("Wrong screen? F12 swaps"), TextStyle: fyne.TextStyle{Bold: true},
			Importance: widget.WarningImportance, Alignment: fyne.TextAlignCenter, Wrapping: fyne.TextWrapWord},
	}
	p.swapHint.Hide()
	p.question = container.NewVBox(widget.NewSeparator(),
		&widget.Label{Text: lang.L("Ask the class"), TextStyle: fyne.TextStyle{Bold: true}}, p.ask,
		&widget.Label{Text: lang.L("Answer"), TextStyle: fyne.TextStyle{Bold: true}}, p.answer)
	teaching := h.Tabs()
	tabs := container.NewGridWithColumns(len(teaching))
	for _, tab := range teaching {
		tabs.Add(widget.NewButton(tab.Title+" ("+string(tab.Key)+")", tab.Show))
	}
	p.keys = container.NewGridWithColumns(3)
	for _, spec := range presenterButtons(h.Commands()) {
		label, icon := spec.Label, spec.Icon
		if spec.PresenterKey {
			label += " (" + string(spec.Key) + ")"
		}
		if spec.PresenterIcon != nil {
			icon = spec.PresenterIcon
		}
		p.keys.Add(widget.NewButtonWithIcon(label, icon, func() { h.Invoke(spec.ID) }))
	}
	p.keys.Add(p.swapHint)
	p.notes = container.NewVBox(p.nextHeading, p.next, p.question)
	p.current = container.NewVBox(p.stepHeading, p.step)
	columns := container.NewGridWithColumns(2, container.NewVScroll(p.current), container.NewVScroll(p.notes))
	p.body = container.NewBorder(tabs, p.keys, nil, nil, columns)
	p.look = NewAutoscale(p.body, th, p.scale)
	// Nothing shows until the window is on the laptop's screen (reveal):
	// a window manager maps a new window where it likes, as on the
	// projector when it is the main display, before moving it.
	p.win.SetContent(canvas.NewRectangle(theme.Color(theme.ColorNameBackground)))
	h.BindKeys(p.win.Canvas())
	p.win.Show()
	return p
}

// presenterButtons returns the commands of table that have a button in
// the presenter view, in their order there.
func presenterButtons(table []command.Spec) []command.Spec {
	var specs []command.Spec
	for _, s := range table {
		if s.Presenter > 0 {
			specs = append(specs, s)
		}
	}
	slices.SortFunc(specs, func(a, b command.Spec) int { return a.Presenter - b.Presenter })
	return specs
}

// setTheme draws the window in theme th, enlarged to the window.
func (p *presenter) setTheme(th style.Theme) {
	p.perScale = 0 // scale measures it again
	p.look.SetBase(th)
}

// scale returns the scale at which the text fills the window as
// presenterLines lines high and presenterEms text sizes wide would, but
// no wider than the window (a row of buttons with a language's long
// labels can be wider than presenterEms); the look keeps it no smaller
// than the laptop theme's: the teacher reads it from a step away, at
// arm's length.
func (p *presenter) scale(fyne.Size) float32 {
	// Every size is the theme's times its scale: the body's least width
	// too, measured at the scale in force. The largest measure yet, so
	// that the scale settles.
	p.perScale = max(p.perScale, p.body.MinSize().Width/scaleOf(p.look.Theme()))
	size, text := p.win.Canvas().Size(), theme.DefaultTheme().Size(theme.SizeNameText)
	least := min(size.Height/presenterLines, size.Width/presenterEms) / text
	least = min(least, size.Width/p.perScale)
	return float32(math.Floor(float64(least)*20)) / 20 // in steps of 0.05, as the class view's
}

// presenterLines and presenterEms are the height and the width of the
// presenter's window in units of the theme's text size at the least.
const presenterLines, presenterEms = 26, 48

// showSwapHint shows or hides, beside the button that swaps the screens,
// that F12 swaps them: shown when the app guessed which screen is the
// laptop's (pickScreens), so that a teacher who sees this window on the
// class's screen knows the one key that fixes it.
func (p *presenter) showSwapHint(on bool) {
	if on {
		p.swapHint.Show()
	} else {
		p.swapHint.Hide()
	}
	p.keys.Refresh() // its grid's cells are laid out again
}

// reveal shows the window's content, once the window is on the laptop's
// screen.
func (p *presenter) reveal() {
	if p.win.Content() != p.look {
		p.win.SetContent(p.look)
	}
}

// close closes the window.
func (p *presenter) close() { p.win.Close() }

// refresh shows the lesson's step on show in v and the next one, and the
// question the position on the board asks.
func (p *presenter) refresh(v View) {
	var q, answer string
	if l := v.Lesson; l != nil {
		step := v.Step
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
		q, answer = worksheet.Ask(v.OnShow)
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
	p.current.Refresh() // wrapped text takes another height
	p.notes.Refresh()
}

// fullScreenSecondary puts win full screen on the second screen.
func fullScreenSecondary(win fyne.Window) {
	if w, ok := win.(desktop.Window); ok {
		w.RequestFullScreenSecondary()
		return
	}
	win.SetFullScreen(true)
}
