package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/model"
)

// windows are the app's windows: the main one and, while presentation
// mode has it open, the presenter view on the laptop, which presentation
// mode tells (presentation.PresenterShown). Built first, whole, it is
// what the parts that ask questions or take keys are given.
type windows struct {
	main      fyne.Window
	presenter fyne.Window // nil while closed
}

// ask returns the window the app asks its questions in: the presenter
// view while it is open, so that nothing waits on the projector; else the
// main window.
func (w *windows) ask() fyne.Window {
	if w.presenter != nil {
		return w.presenter
	}
	return w.main
}

// all returns the windows that share the keys, the main window and,
// while it is open, the presenter view: a dialog in either takes the keys
// typed in either.
func (w *windows) all() []fyne.Window {
	if w.presenter != nil {
		return []fyne.Window{w.main, w.presenter}
	}
	return []fyne.Window{w.main}
}

// askWin returns the window the app asks its questions in (windows.ask).
func (a *App) askWin() fyne.Window { return a.presentation.wins.ask() }

// showError shows a dialog in the window to ask in, as showErrorIn does.
func (a *App) showError(title, what string, err error) {
	showErrorIn(a.askWin(), title, what, err)
}

// showErrorIn shows a dialog in win with a title, sentences for the user
// and, below them, the error's own message word for word, which names
// the file and line when there is one, for whoever fixes the file or
// reports the problem.
func showErrorIn(win fyne.Window, title, what string, err error) {
	dialogs.ShowInformation(title, what+"\n\n"+shorten(err.Error(), maxErrorText), win)
}

// renderQuestion shows the model's question waiting for its answer in a
// dialog in askWin, or closes the dialog once it is answered. A dialog in
// a window that is no longer the one to ask in (presentation mode began
// or ended) moves to the one that is, still waiting.
func (a *App) renderQuestion() {
	q := a.model.Waiting()
	if d := a.pass.asking; d != nil && (q == model.NoQuestion || a.pass.askingIn != a.askWin()) {
		a.pass.asking = nil // its callback answers nothing now
		d.Hide()
	}
	if q == model.ReplaceGame && a.pass.asking == nil {
		question := lang.L("The current game has not been saved to a file. Replace it anyway?")
		if !userFiles() { // a browser has no file to save it to
			question = lang.L("The current game will be lost. Replace it anyway?")
		}
		var d *dialog.ConfirmDialog
		d = dialog.NewConfirm(lang.L("Replace the current game?"), question, func(ok bool) {
			if a.pass.asking != d {
				return // moved to another window, or answered already
			}
			a.pass.asking = nil // hidden already
			a.model.Answer(ok)
		}, a.askWin())
		a.pass.asking, a.pass.askingIn = d, a.askWin()
		dialogs.ShowConfirm(d, a.askWin())
	}
}

// afterQuestion holds what was asked of the window while the model's
// question waited for its answer (model.Waiting), and carries it out in
// order once none waits.
type afterQuestion struct {
	model     interface{ Waiting() model.Question } // the window's model, which says whether a question waits
	queue     []func()
	scheduled bool // the first of queue is due to run
}

// add runs do now, or, while a question waits for its answer, once it is
// answered, after what was waiting before it.
func (q *afterQuestion) add(do func()) {
	if q.model.Waiting() == model.NoQuestion && len(q.queue) == 0 {
		do()
		return
	}
	q.queue = append(q.queue, do)
}

// run runs the first of what waited, once no question waits: it may ask
// a question of its own.
func (q *afterQuestion) run() {
	if q.scheduled || len(q.queue) == 0 || q.model.Waiting() != model.NoQuestion {
		return
	}
	q.scheduled = true
	fyne.Do(func() { // after the render that called this
		q.scheduled = false
		if len(q.queue) == 0 || q.model.Waiting() != model.NoQuestion {
			return
		}
		do := q.queue[0]
		q.queue = q.queue[1:]
		do()
		q.run()
	})
}
