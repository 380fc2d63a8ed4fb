package ui

import (
	"errors"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/model"
)

// The board's callbacks: the model decides what an input means
// (Model.PickSquare, PickMark, HoldChoice), and the status line says why
// one did nothing, in coach's words.

// onSquare takes a square picked on the board or with the keys 1–9,
// once any cascade on show has played.
func (a *App) onSquare(sq game.Square) {
	a.board().SkipAnimation()
	a.object(a.model.PickSquare(sq))
}

// onMark takes a tap on spooky mark m in square sq.
func (a *App) onMark(sq game.Square, m game.Mark) {
	a.board().SkipAnimation()
	a.object(a.model.PickMark(sq, m))
}

// heldChoice says why a click on the collapse choice sq (on mark m, 0
// for none) chose nothing yet: the board now previews the choice, and a
// second click makes it.
func (a *App) heldChoice(sq game.Square, m game.Mark) {
	a.object(a.model.HoldChoice(sq, m))
}

// refuseFor explains in the status line why an action of the model did
// nothing, when the user can do something about it.
func (a *App) refuseFor(r model.Refusal) { a.object(model.Objection{Why: r}) }

// object explains in the status line why an input did nothing, when the
// user can do something about it.
func (a *App) object(o model.Objection) {
	if why := coach.Refused(o, a.game().Present()); why != "" {
		a.model.Refuse(why)
	}
}

// errWaiting is play's answer while an earlier position is on review or a
// question waits for its answer: the action waits.
var errWaiting = errors.New("an earlier position is on review, or a question waits for its answer")

// play performs act, the computer's, in the present position, dropping
// any undone actions that Redo could have brought back, and shows the
// result. It returns the rules' objection, leaving the game unchanged, if
// act is not allowed; errWaiting while an earlier position is on review
// or a question waits for its answer.
func (a *App) play(act game.Action) error {
	a.board().SkipAnimation()
	r, err := a.model.Play(act)
	if err == nil && r != model.Done {
		err = errWaiting
	}
	return err
}
