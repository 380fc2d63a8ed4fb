package model

import (
	"testing"

	"github.com/qttt-edu/qttt/game"
)

// A square picked on the board means what its phase makes it: the first
// square of a pair, the first again to cancel it, the second to place it,
// where the newest mark lands in a collapse; and a square the rules
// refuse says why, with what the words name.
func TestAPickedSquareMeansWhatItsPhaseMakesIt(t *testing.T) {
	m, _ := newModel(t)
	if o := m.PickSquare(1); o.Why != Done || m.Game().Selected() != 1 {
		t.Fatalf("first square: %+v, selected %v", o, m.Game().Selected())
	}
	if o := m.PickSquare(1); o.Why != Done || m.Game().Selected() != game.NoSquare {
		t.Fatalf("the first square again: %+v, selected %v; want the move cancelled", o, m.Game().Selected())
	}
	m.PickSquare(1)
	if o := m.PickSquare(5); o.Why != Done || m.Game().At() != 1 {
		t.Fatalf("second square: %+v, %d actions; want X1 1 5 played", o, m.Game().At())
	}
	play(t, m, "O2 1 5") // a cycle: X chooses where O2 lands
	want := Objection{Why: NotInPair, Mark: 2, Pair: [2]game.Square{1, 5}}
	if o := m.PickSquare(3); o != want {
		t.Errorf("a square outside the newest pair in a collapse: %+v, want %+v", o, want)
	}
	if o := m.PickMark(1, 1); o.Why != NotNewest || o.Square != 1 {
		t.Errorf("the older mark picked in a collapse: %+v, want NotNewest in square 1", o)
	}
	if o := m.PickSquare(1); o.Why != Done || m.Game().Present().Classical(1) == 0 {
		t.Fatalf("the collapse chosen: %+v, square 1 %v", o, m.Game().Present().Classical(1))
	}
	if o := m.PickSquare(1); o.Why != SquareTaken || o.Square != 1 || o.Mark != m.Game().Present().Classical(1) {
		t.Errorf("a classical square: %+v, want SquareTaken naming square 1 and its mark", o)
	}
	m.Review(1)
	if o := m.PickSquare(3); o.Why != OnReview || m.Game().Selected() != game.NoSquare {
		t.Errorf("on review: %+v, selected %v; want OnReview and nothing picked", o, m.Game().Selected())
	}
}

// While a lesson's question waits, or a question waits for its answer,
// the board takes no input.
func TestTheBoardTakesNoInputWhileAQuestionWaits(t *testing.T) {
	m, _ := newModel(t)
	m.OpenLesson(0)
	m.Forward() // the step that asks
	if !m.Asking() {
		t.Fatal("the lesson's second step asks nothing")
	}
	if o := m.PickSquare(3); o.Why != Predict {
		t.Errorf("a lesson's question waiting: %+v, want Predict", o)
	}
	m, _ = newModel(t)
	play(t, m, "X1 1 5", "O2 5 9")
	m.Replace(game.NewRecord(), m.Game().Opponent(), false) // asks first
	if m.Waiting() == NoQuestion {
		t.Fatal("replacing a game in progress does not ask")
	}
	if o := m.PickSquare(3); o.Why != Unanswered || m.Game().Selected() != game.NoSquare {
		t.Errorf("a question waiting: %+v, want Unanswered and nothing picked", o)
	}
}
