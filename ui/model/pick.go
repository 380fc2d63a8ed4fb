package model

import "github.com/qttt-edu/qttt/game"

// Objection is the model's answer to an input on the board: Done when it
// was taken, else why not (Why), with what the words for it name.
type Objection struct {
	Why    Refusal
	Square game.Square    // the square picked
	Mark   game.Mark      // the classical mark in Square, the mark picked, or the newest mark
	Pair   [2]game.Square // the newest mark's two squares, for NotInPair
}

// PickSquare takes square sq, picked on the board or with the keys 1–9,
// as its phase means it: the first or second square of a spooky pair (the
// first again cancels the move), where the newest mark lands in a
// collapse, or the square of the single ninth mark. It returns why the
// board took it as no move, if it did not.
func (m *Model) PickSquare(sq game.Square) Objection {
	if r := m.boardTakes(); r != Done {
		return Objection{Why: r}
	}
	s := m.game.Present()
	switch s.Phase() {
	case game.PhaseOver:
		return Objection{Why: GameOver}
	case game.PhaseChoose:
		if m.game.Chance() {
			return Objection{Why: CoinChooses}
		}
		newest := s.Newest()
		if x, y := s.Pair(newest); sq != x && sq != y {
			return Objection{Why: NotInPair, Mark: newest, Pair: [2]game.Square{x, y}}
		}
		return m.playPicked(game.ChooseAction(sq))
	case game.PhasePlaceFinal:
		if s.Classical(sq) != 0 {
			return Objection{Why: NinthTaken, Square: sq, Mark: s.Classical(sq)}
		}
		return m.playPicked(game.FinalAction(sq))
	case game.PhasePlace:
		return m.placePair(s, sq)
	}
	return Objection{Why: Nothing}
}

// placePair takes sq as the first or second square of a spooky pair in
// s: the first again cancels the move.
func (m *Model) placePair(s game.State, sq game.Square) Objection {
	switch selected := m.game.Selected(); {
	case s.Classical(sq) != 0:
		return Objection{Why: SquareTaken, Square: sq, Mark: s.Classical(sq)}
	case selected == game.NoSquare:
		return Objection{Why: m.Select(sq)}
	case selected == sq:
		return Objection{Why: m.Select(game.NoSquare)}
	default:
		return m.playPicked(game.PlaceAction(selected, sq))
	}
}

// PickMark takes a pick of spooky mark mk in square sq. While a collapse
// waits for the player's choice and mk is not its newest mark, it chooses
// nothing: by the rules the player chooses only where the newest mark
// lands, and a student who picks their own mark meaning "this one goes
// here" would otherwise land the newest mark there. Otherwise it is a
// pick of sq.
func (m *Model) PickMark(sq game.Square, mk game.Mark) Objection {
	if s := m.game.Present(); s.Phase() != game.PhaseChoose || m.game.Chance() {
		return m.PickSquare(sq) // which says why not
	}
	if r := m.boardTakes(); r != Done {
		return Objection{Why: r}
	}
	return Objection{Why: NotNewest, Square: sq, Mark: mk}
}

// HoldChoice says why a click on the collapse choice sq, which the board
// now previews, chose nothing yet: made as the pointer crossed into it,
// it may have been meant for the other square; made on mark mk (0 for
// none), for mk rather than the square. A second click chooses.
func (m *Model) HoldChoice(sq game.Square, mk game.Mark) Objection {
	if mk != 0 {
		return Objection{Why: HeldMark, Square: sq, Mark: mk}
	}
	return Objection{Why: HeldSquare, Square: sq}
}

// boardTakes returns Done when the board takes an input now, else why
// not.
func (m *Model) boardTakes() Refusal {
	switch {
	case m.question != NoQuestion:
		return Unanswered // the question's dialog is on show
	case m.Asking():
		return Predict
	case m.game.Reviewing() && m.AtStep(),
		m.game.CoinDecides() && !m.CoinDecides(): // the coin tosses once the class plays on
		return AtLessonStep
	case m.game.Reviewing():
		return OnReview
	case m.game.ComputerToAct():
		return ComputerTurn
	}
	return Done
}

// playPicked plays act, picked on the board. An action the rules refuse
// is no move, and the board's own checks leave none to tell.
func (m *Model) playPicked(act game.Action) Objection {
	r, err := m.Play(act)
	if err != nil {
		return Objection{Why: Nothing}
	}
	return Objection{Why: r}
}
