package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/session"
)

// Undo, redo and review. The record keeps undone actions at its end, so
// Redo can bring them back until a new action is played. Reviewing shows
// an earlier position without changing the game; "Play from here" makes
// the reviewed position the present, keeping the later actions for Redo.

// undo takes back the last action: a move, or a collapse choice, which
// brings back the pending choice. Against the computer it takes back the
// computer's reply with the human's action.
func (a *App) undo() { a.model.Undo() }

// redo plays the next undone action again, animating a collapse, and
// against the computer its reply too.
func (a *App) redo() { a.model.Redo() }

// review shows the position after the first n actions of the record
// without changing the game; n == At() returns to the present.
func (a *App) review(n int) { a.model.Review(n) }

// backToGame ends a review.
func (a *App) backToGame() { a.review(a.game().At()) }

// playFromHere makes the reviewed position the present. Later actions
// stay in the record for Redo until a new action is played.
func (a *App) playFromHere() { a.model.PlayFromHere() }

// newReviewBar returns the bar shown while reviewing, with the ways back.
func (a *App) newReviewBar() fyne.CanvasObject {
	back := widget.NewButtonWithIcon(lang.L("Back to game"), theme.MediaFastForwardIcon(), a.backToGame)
	back.Importance = widget.HighImportance
	here := widget.NewButtonWithIcon(lang.L("Play from here"), theme.MediaPlayIcon(), a.playFromHere)
	return container.NewHBox(back, here)
}

// replace makes r the game for two players, asking first if the current
// game would be lost.
func (a *App) replace(r *game.Record) { a.model.Replace(r, session.Opponent{}, false) }

// setChance turns the chance variant on or off. On, a fair coin decides
// every pending collapse, and the board takes no collapse choice.
func (a *App) setChance(on bool) { a.model.SetChance(on) }
