package ui

import (
	"runtime"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/classanswers"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/loop"
)

// newClassAnswers returns class answers in the window (package
// classanswers), with Teach › Class answers and the commands of its
// rounds; the teaching side shows what they show in place of the board,
// and presentation mode what they add to the class and presenter views.
// The teacher's dialogs show in wins' window to ask in. A browser cannot
// listen for phones: there the commands are in no menu.
func (a *App) newClassAnswers(fa fyne.App, wins *windows, l loop.Scheduler) *classanswers.Controller {
	c := classanswers.New(classanswers.Window{
		Model:   a.model,
		Dialogs: wins.ask,
		Profile: fa.Storage().RootURI(),
		ShowError: func(title, what string, err error) {
			showErrorIn(wins.ask(), title, what, err)
		},
	}, l)
	if runtime.GOOS == "js" {
		return c
	}
	a.controls.Handle(command.ClassAnswers, c.Toggle, nil, c.On)
	a.controls.Handle(command.ShowSpread, c.ShowSpread, c.CanShowSpread, c.SpreadShown)
	a.controls.Handle(command.AnswerAgain, c.AnswerAgain, c.CanAnswerAgain, nil)
	a.controls.Handle(command.ClassResults, c.ShowResults, nil, nil)
	return c
}
