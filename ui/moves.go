package ui

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/model"
)

// errWaiting is play's answer while an earlier position is on review or a
// question waits for its answer: the action waits.
var errWaiting = errors.New("an earlier position is on review, or a question waits for its answer")

// onSquare handles a square picked on the board or with the keys 1–9. What
// it means depends on the phase: the first or second square of a move
// (the first again cancels it), where the newest mark lands in a collapse,
// or the square of the single ninth mark. A square the rules refuse leaves
// an explanation in the status line.
func (a *App) onSquare(sq game.Square) {
	if !a.boardTakes() {
		return
	}
	s := a.game().Present()
	switch s.Phase() {
	case game.PhaseOver:
		a.refuse(lang.L("The game is over. Start a new game, or undo to play on from an earlier position."))
	case game.PhaseChoose:
		a.choose(s, sq)
	case game.PhasePlaceFinal:
		a.placeFinal(s, sq)
	case game.PhasePlace:
		a.placePair(s, sq)
	}
}

// boardTakes reports whether the board takes an input now, and says why
// not when it does not.
func (a *App) boardTakes() bool {
	a.board().SkipAnimation()
	switch {
	case a.model.Waiting() != model.NoQuestion:
		return false // the question's dialog is on show
	case a.model.Asking():
		a.refuse(lang.L("Predict first, and say why: the board takes a move once the answer is shown (Space)."))
	case a.game().Reviewing() && a.model.AtStep(),
		a.game().CoinDecides() && !a.model.CoinDecides(): // the coin tosses once the class plays on
		a.refuse(lang.L("This is a step of the lesson: Page Down goes on, and Play from here plays on from this position."))
	case a.game().Reviewing():
		a.refuse(lang.L("You are looking at an earlier position. Press Escape or Back to game to play on."))
	case a.game().ComputerToAct():
		a.refuse(lang.L("Wait for the computer: it is thinking."))
	default:
		return true
	}
	return false
}

// onMark handles a tap on spooky mark m in square sq while a collapse is
// pending, m not being its newest mark. By the rules the player chooses
// only where the newest mark lands, so the tap chooses nothing: a student
// who taps their own mark meaning "this one goes here" would otherwise
// land the newest mark there. It says which choice lands m in sq, if one
// does.
func (a *App) onMark(sq game.Square, m game.Mark) {
	if s := a.game().Present(); s.Phase() != game.PhaseChoose || a.game().Chance() {
		a.onSquare(sq) // which says why not
		return
	}
	if a.boardTakes() {
		a.refuse(coach.MarkTap(a.game().Present(), sq, m))
	}
}

// placePair takes sq as the first or second square of a spooky pair.
func (a *App) placePair(s game.State, sq game.Square) {
	switch {
	case s.Classical(sq) != 0:
		a.refuse(lang.L("Square {{.Square}} already holds the classical mark {{.Mark}}: pick a square without one.",
			map[string]any{"Square": sq, "Mark": s.Classical(sq)}))
	case a.game().Selected() == game.NoSquare:
		a.model.Select(sq)
	case a.game().Selected() == sq:
		a.cancelMove()
	default:
		a.play(game.PlaceAction(a.game().Selected(), sq))
	}
}

// choose lands the newest mark in sq if sq is one of its two squares,
// unless the coin of the chance variant decides.
func (a *App) choose(s game.State, sq game.Square) {
	if a.game().Chance() {
		a.refuse(lang.L("A fair coin decides this collapse in a moment: no square needs picking."))
		return
	}
	m := s.Newest()
	if x, y := s.Pair(m); sq != x && sq != y {
		a.refuse(lang.L("{{.Mark}} can only land in square {{.A}} or square {{.B}}.",
			map[string]any{"Mark": m, "A": x, "B": y}))
		return
	}
	a.play(game.ChooseAction(sq))
}

// placeFinal puts the single classical ninth mark in sq if sq is the one
// square left.
func (a *App) placeFinal(s game.State, sq game.Square) {
	if s.Classical(sq) != 0 {
		a.refuse(lang.L("Square {{.Square}} already holds the classical mark {{.Mark}}: the ninth mark goes in the one square left.",
			map[string]any{"Square": sq, "Mark": s.Classical(sq)}))
		return
	}
	a.play(game.FinalAction(sq))
}

// heldChoice says why a click on the collapse choice sq chose nothing
// yet: made as the pointer crossed into it, it may have been meant for the
// other square; made on mark m, for m rather than the square. The board
// now previews the choice, and a second click makes it.
func (a *App) heldChoice(sq game.Square, m game.Mark) {
	if m != 0 {
		a.refuse(coach.HeldMark(a.game().Present(), sq, m))
		return
	}
	a.refuse(lang.L("Click square {{.Square}} again to choose it: the board now shows where every mark would then land.", map[string]any{"Square": sq}))
}

// cancelMove drops the first square of a half-made move.
func (a *App) cancelMove() { a.model.Select(game.NoSquare) }

// refuse explains in the status line why an input did nothing.
func (a *App) refuse(why string) { a.model.Refuse(why) }

// refuseFor explains in the status line why an action of the model did
// nothing, when the user can do something about it.
func (a *App) refuseFor(r model.Refusal) {
	switch r {
	case model.AnswerFirst:
		a.refuse(lang.L("The answer comes first: press Space or Page Down to show it."))
	case model.LessonEnd:
		a.refuse(lang.L("This is the lesson's last step: play on from here, or press Ctrl+Page Down for the next lesson."))
	}
}

// play performs act in the present position, dropping any undone actions
// that Redo could have brought back, and shows the result. It returns the
// rules' objection, leaving the game unchanged, if act is not allowed;
// errWaiting while an earlier position is on review or a question waits
// for its answer.
func (a *App) play(act game.Action) error {
	a.board().SkipAnimation()
	r, err := a.model.Play(act)
	if err == nil && r != model.Done {
		err = errWaiting
	}
	return err
}
