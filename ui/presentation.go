package ui

import (
	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/present"
	"github.com/qttt-edu/qttt/ui/present/slides"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/style"
)

// presentation is the window's presentation mode (package present): the
// main window as present.Host sees it, the slides the class sees, and
// the clicker's commands.
type presentation struct {
	model    *model.Model // owns whether presentation mode is on
	win      fyne.Window
	wins     *windows         // the windows, which it tells of the presenter view's
	desk     platform.Desktop // the screens the class and presenter views are put on
	board    *board.Board     // the main window's, whose pointer a change of mode leaves on another square
	controls *command.Controls
	look     *look
	settings *settings.Store
	slides   *slides.Slides
	tabs     []present.Tab       // the teaching tabs, which the presenter view offers
	answers  classAnswersOnShow  // what class answers add to the class and presenter views
	refuse   func(model.Refusal) // says why an action of the model did nothing
	stepOn   func()              // Page Down past the class view's pages (teaching.forward)
	scroll   func(lines int)     // Down and Up outside presentation mode (teaching.scroll)
	present  *present.Present    // made by newPresentation
}

// classAnswersOnShow is what class answers show in presentation mode:
// their part of the class view's slide and the live count for the
// presenter view ("" while they are off).
type classAnswersOnShow interface {
	slides.Answers
	Due() bool // a question on show waits to be put to the phones
}

// newPresentation returns presentation mode for p's window, on the
// desktop's screens, with its commands in p.controls.
func newPresentation(p presentation) *presentation {
	pr := &p
	pr.present = present.New(pr, p.controls, p.desk, p.settings)
	pr.addCommands()
	return pr
}

var _ present.Host = (*presentation)(nil)

// forward is a clicker's "next": the next page of the class view's
// slide, else the model's Forward as the teaching side takes it (the
// answer, the next step, the plan's next item). The glossary's pages it
// does not turn: it closes the glossary, which a teacher with only a
// clicker would otherwise page through to its end.
func (p *presentation) forward() {
	if p.model.GlossaryOnShow() || !p.present.Next() {
		p.stepOn()
	}
}

// back is a clicker's "previous": the page before, else the model's Back;
// it closes the glossary, as forward does.
func (p *presentation) back() {
	if p.model.GlossaryOnShow() || !p.present.Prev() {
		p.refuse(p.model.Back())
	}
}

// turnPage is the Down (lines > 0) and Up keys: in presentation mode the
// class view's next page or the one before, never the next step or
// item, which page through the glossary; else they move a lesson's text.
func (p *presentation) turnPage(lines int) {
	switch {
	case !p.model.Presented():
		p.scroll(lines)
	case lines > 0:
		p.present.Next()
	default:
		p.present.Prev()
	}
}

// render shows presentation mode as the model has it, where mo is what
// the Explain tab tells.
func (p *presentation) render(mo narrate.Moment) { p.present.Render(p.slides.View(p.answers, mo)) }

// tellSeen tells the model, once a pass has rendered, what the class has
// seen of a slide that came on show in it (PageShown).
func (p *presentation) tellSeen() { p.present.TellSeen() }

// addCommands has presentation mode's commands run: on and off, the
// clicker's next and previous, the blackout and the key that swaps the
// screens.
func (p *presentation) addCommands() {
	c, m := p.controls, p.model
	c.Handle(command.Present, func() { m.SetPresented(!m.Presented()) }, nil, nil)
	c.Handle(command.StartPresentation, func() { m.SetPresented(true) }, nil, nil)
	c.Handle(command.NextStep, p.forward, nil, nil)
	c.Handle(command.PreviousStep, p.back, nil, nil)
	c.Handle(command.Blackout, func() { m.ToggleBlank() }, m.Presented, m.Blank)
	c.Handle(command.SwapScreens, func() { p.present.SwapScreens() }, nil, nil)
	c.Handle(command.ScrollDown, func() { p.turnPage(3) }, nil, nil)
	c.Handle(command.ScrollUp, func() { p.turnPage(-3) }, nil, nil)
}

// PresenterShown keeps the presenter view's window, nil once it closes:
// the app asks its questions there meanwhile.
func (p *presentation) PresenterShown(w fyne.Window) { p.wins.presenter = w }

// Window returns the main window.
func (p *presentation) Window() fyne.Window { return p.win }

// ShowPresented hides the menu bar and the toolbar's labels in
// presentation mode, shows them out of it, and has the look put the theme
// for it in force. The window's content is the class view meanwhile
// (package present), the side panel on no canvas.
func (p *presentation) ShowPresented(on bool) {
	if on {
		p.win.SetMainMenu(nil)
	} else {
		p.win.SetMainMenu(p.controls.Menu())
	}
	p.board.MouseOut() // the board grows or shrinks under a pointer that has not moved: its square is another
	p.controls.ShowLabels(!on)
	p.look.present(on)
}

// EndPresentation ends presentation mode.
func (p *presentation) EndPresentation() { p.model.SetPresented(false) }

// Theme returns the settings' theme in or out of presentation mode.
func (p *presentation) Theme(presented bool) style.Theme { return p.look.theme(presented) }

// FullScreen reports whether the settings put presentation mode full
// screen on one screen.
func (p *presentation) FullScreen() bool { return p.settings.Get().Presentation.FullScreen }

// Tabs returns the teaching tabs with their keys.
func (p *presentation) Tabs() []present.Tab { return p.tabs }

// PageShown tells the model what the class has seen of the slide, and
// has the phones follow it: its question, come on show, is put to them.
func (p *presentation) PageShown(seen []string) {
	p.model.SlideSeen(seen)
	if p.answers.Due() {
		p.model.AnswersChanged()
	}
}

// Lessons returns the lessons, each opened from its first step.
func (p *presentation) Lessons() []present.Choice {
	var choices []present.Choice
	for i, l := range p.model.Lessons() {
		choices = append(choices, present.Choice{Title: l.Title, Open: func() { p.refuse(p.model.OpenLesson(i)) }})
	}
	return choices
}
