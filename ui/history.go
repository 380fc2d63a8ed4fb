package ui

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
)

// errReviewing is play's answer while an earlier position is on review.
var errReviewing = errors.New("an earlier position is on review")

// Undo, redo and review. The record keeps undone actions at its end, so
// Redo can bring them back until a new action is played. Reviewing shows
// an earlier position without changing the game; "Play from here" makes
// the reviewed position the present, keeping the later actions for Redo.

// canUndo reports whether there is an action to undo.
func (a *App) canUndo() bool { return a.undoTo() >= 0 }

// canRedo reports whether there is an undone action to play again.
func (a *App) canRedo() bool { return a.at < a.rec.Len() }

// undo takes back the last action: a move, or a collapse choice, which
// brings back the pending choice. Against the computer it takes back the
// computer's reply with the human's action.
func (a *App) undo() {
	if !a.canUndo() {
		return
	}
	a.at = a.undoTo()
	a.changed(nil)
}

// redo plays the next undone action again, animating a collapse.
func (a *App) redo() {
	if !a.canRedo() {
		return
	}
	s := a.present()
	cascade, _ := s.Apply(a.rec.Action(a.at)) // legal: the record played it from here
	a.at++
	if end := a.redoTo(a.at); end != a.at {
		a.at, cascade = end, nil // the computer's reply too: no single collapse to animate
	}
	a.changed(cascade)
}

// changed shows the present after the undo cursor moved and saves it.
func (a *App) changed(cascade []game.Landing) {
	a.shown = a.at
	a.selected, a.hint, a.dirty = game.NoSquare, "", true
	a.save()
	a.show(cascade)
}

// review shows the position after the first n actions of the record
// without changing the game; n == a.at returns to the present.
func (a *App) review(n int) {
	if n < 0 || n > a.rec.Len() || n == a.shown {
		return
	}
	a.shown, a.selected, a.hint = n, game.NoSquare, ""
	a.show(nil)
}

// backToGame ends a review.
func (a *App) backToGame() { a.review(a.at) }

// playFromHere makes the reviewed position the present. Later actions
// stay in the record for Redo until a new action is played.
func (a *App) playFromHere() {
	if !a.reviewing() {
		return
	}
	a.at = a.shown
	a.changed(nil)
}

// newReviewBar returns the bar shown while reviewing, with the ways back.
func (a *App) newReviewBar() fyne.CanvasObject {
	back := widget.NewButtonWithIcon(lang.L("Back to game"), theme.MediaFastForwardIcon(), a.backToGame)
	back.Importance = widget.HighImportance
	here := widget.NewButtonWithIcon(lang.L("Play from here"), theme.MediaPlayIcon(), a.playFromHere)
	return container.NewHBox(back, here)
}

// replace makes r the game, asking first if the current game has
// unsaved changes.
func (a *App) replace(r *game.Record) {
	if !a.dirty || a.rec.Len() == 0 {
		a.load(r, false)
		return
	}
	question := lang.L("The current game has not been saved to a file. Replace it anyway?")
	if !userFiles() { // a browser has no file to save it to
		question = lang.L("The current game will be lost. Replace it anyway?")
	}
	dialog.ShowConfirm(lang.L("Replace the current game?"), question,
		func(ok bool) {
			if ok {
				a.load(r, false)
			}
		}, a.win)
}

// load makes r the game, at its end, and shows it. unsaved says whether r
// holds actions that no file of the user's holds.
func (a *App) load(r *game.Record, unsaved bool) {
	a.rec, a.at, a.shown = r, r.Len(), r.Len()
	a.selected, a.hint, a.dirty = game.NoSquare, "", unsaved
	a.save()
	a.show(nil)
}
