package ui

import (
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
)

// onSquare handles a square picked on the board or with the keys 1–9. What
// it means depends on the phase: the first or second square of a move
// (the first again cancels it), where the newest mark lands in a collapse,
// or the square of the single ninth mark. A square the rules refuse leaves
// an explanation in the status line.
func (a *App) onSquare(sq game.Square) {
	a.board.SkipAnimation()
	if a.teaching.asking() {
		a.refuse(lang.L("Guess first: the board takes a move once the answer is shown (Space)."))
		return
	}
	if a.session.Reviewing() {
		a.refuse(lang.L("You are looking at an earlier position. Press Escape or Back to game to play on."))
		return
	}
	if a.session.ComputerToAct() {
		a.refuse(lang.L("Wait for the computer: it is thinking."))
		return
	}
	s := a.session.Present()
	a.session.Refuse("")
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

// placePair takes sq as the first or second square of a spooky pair.
func (a *App) placePair(s game.State, sq game.Square) {
	switch {
	case s.Classical(sq) != 0:
		a.refuse(lang.L("Square {{.Square}} already holds the classical mark {{.Mark}}: pick a square without one.",
			map[string]any{"Square": sq, "Mark": s.Classical(sq)}))
	case a.session.Selected() == game.NoSquare:
		a.session.Select(sq)
		a.refresh()
	case a.session.Selected() == sq:
		a.cancelMove()
	default:
		a.play(game.PlaceAction(a.session.Selected(), sq))
	}
}

// choose lands the newest mark in sq if sq is one of its two squares,
// unless the coin of the chance variant decides.
func (a *App) choose(s game.State, sq game.Square) {
	if a.session.Chance() {
		a.refuse(lang.L("A fair coin decides this collapse in a moment: no square needs picking."))
		return
	}
	m := s.Newest()
	if x, y := ordered(s.Pair(m)); sq != x && sq != y {
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

// cancelMove drops the first square of a half-made move.
func (a *App) cancelMove() {
	a.session.Select(game.NoSquare)
	a.refresh()
}

// refuse explains in the status line why an input did nothing.
func (a *App) refuse(why string) {
	a.session.Refuse(why)
	a.refresh()
}

// play performs act in the present position, dropping any undone actions
// that Redo could have brought back, and shows the result. It returns the
// rules' objection, leaving the game unchanged, if act is not allowed, and
// does nothing while an earlier position is on review.
func (a *App) play(act game.Action) error {
	if a.session.Reviewing() {
		return errReviewing
	}
	a.board.SkipAnimation()
	cascade, err := a.session.Play(act)
	if err != nil {
		return err
	}
	a.save()
	a.show(cascade)
	return nil
}
