package ui

import (
	"runtime"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/classanswers"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/present"
)

// addClassAnswers adds class answers to the window (package
// classanswers): Teach › Class answers and the commands of its rounds,
// what they show in place of the board and on the class view, and the
// live count in the presenter view. A browser cannot listen for phones:
// there the commands are in no menu.
func (a *App) addClassAnswers(fa fyne.App) {
	c := classanswers.New(classanswers.Window{
		Model:     a.model,
		Dialogs:   a.askWin,
		Profile:   fa.Storage().RootURI(),
		ShowError: a.showError,
		Render:    func() { a.render(model.Change{}) },
		News:      func() { a.world.render() },
	})
	a.classAnswers = c
	a.teaching.inPlaceOfBoard = c.Visual
	slide := a.world.slide
	a.world.slide = func() present.Slide { return c.OnSlide(slide()) }
	a.world.answers = c.PresenterLine
	if runtime.GOOS == "js" {
		return
	}
	a.controls.Handle(command.ClassAnswers, c.Toggle, nil, c.On)
	a.controls.Handle(command.ShowSpread, c.ShowSpread, c.CanShowSpread, c.SpreadShown)
	a.controls.Handle(command.AnswerAgain, c.AnswerAgain, c.CanAnswerAgain, nil)
	a.controls.Handle(command.ClassResults, c.ShowResults, nil, nil)
}
