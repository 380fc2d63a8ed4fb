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
	"github.com/qttt-edu/qttt/ui/session"
)

// errReviewing is play's answer while an earlier position is on review.
var errReviewing = errors.New("an earlier position is on review")

// Undo, redo and review. The record keeps undone actions at its end, so
// Redo can bring them back until a new action is played. Reviewing shows
// an earlier position without changing the game; "Play from here" makes
// the reviewed position the present, keeping the later actions for Redo.

// undo takes back the last action: a move, or a collapse choice, which
// brings back the pending choice. Against the computer it takes back the
// computer's reply with the human's action.
func (a *App) undo() {
	if a.session.Undo() {
		a.changed(nil)
	}
}

// redo plays the next undone action again, animating a collapse, and
// against the computer its reply too.
func (a *App) redo() {
	if a.session.CanRedo() {
		a.changed(a.session.Redo())
	}
}

// changed shows the present after the undo cursor moved and saves it.
func (a *App) changed(cascade []game.Landing) {
	a.save()
	a.show(cascade)
}

// review shows the position after the first n actions of the record
// without changing the game; n == At() returns to the present.
func (a *App) review(n int) {
	if a.session.Review(n) {
		a.show(nil)
	}
}

// backToGame ends a review.
func (a *App) backToGame() { a.review(a.session.At()) }

// playFromHere makes the reviewed position the present. Later actions
// stay in the record for Redo until a new action is played.
func (a *App) playFromHere() {
	if a.session.PlayFromHere() {
		a.changed(nil)
	}
}

// newReviewBar returns the bar shown while reviewing, with the ways back.
func (a *App) newReviewBar() fyne.CanvasObject {
	back := widget.NewButtonWithIcon(lang.L("Back to game"), theme.MediaFastForwardIcon(), a.backToGame)
	back.Importance = widget.HighImportance
	here := widget.NewButtonWithIcon(lang.L("Play from here"), theme.MediaPlayIcon(), a.playFromHere)
	return container.NewHBox(back, here)
}

// replace makes r the game for two players, asking first if the current
// game has unsaved changes.
func (a *App) replace(r *game.Record) { a.replaceThen(r, session.Opponent{}, nil) }

// replaceThen makes r the game, played as o says, asking first if the
// current game has unsaved changes, and calls then, if not nil, once r is
// the game and on show: not if the user keeps the current game.
func (a *App) replaceThen(r *game.Record, o session.Opponent, then func()) {
	load := func() {
		a.load(r, o, false)
		if then != nil {
			then()
		}
	}
	if !a.session.Dirty() || a.session.Record().Len() == 0 {
		load()
		return
	}
	question := lang.L("The current game has not been saved to a file. Replace it anyway?")
	if !userFiles() { // a browser has no file to save it to
		question = lang.L("The current game will be lost. Replace it anyway?")
	}
	dialog.ShowConfirm(lang.L("Replace the current game?"), question,
		func(ok bool) {
			if ok {
				load()
			}
		}, a.win)
}

// load makes r the game, at its end, played as o says, and shows it.
// unsaved says whether r holds actions that no file of the user's holds.
func (a *App) load(r *game.Record, o session.Opponent, unsaved bool) {
	a.session.Load(r, o, unsaved)
	a.save()
	a.show(nil)
}

// setChance turns the chance variant on or off. On, a fair coin decides
// every pending collapse, and the board takes no collapse choice.
func (a *App) setChance(on bool) {
	a.session.SetChance(on)
	a.show(nil)
}
