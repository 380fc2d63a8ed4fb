package ui

import (
	"testing"
	"time"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/board"
)

// TestTheComputersCollapseIsShownAndStaysTold: the computer's collapse
// choice is shown before it is made, its cascade is told mark by mark,
// and the story stays in the status line until the student moves.
func TestTheComputersCollapseIsShownAndStaysTold(t *testing.T) {
	a, queue := newComputerTestApp(t)
	startGame(t, a, playX, "Beginner")
	tapAction(a, game.PlaceAction(1, 2))
	awaitReply(t, a, queue)
	setPace(a, time.Millisecond)         // fast, but with every beat
	tapAction(a, game.PlaceAction(1, 2)) // closes a cycle: the computer (O) chooses
	awaitComputer(t, queue, func() bool { _, ok := a.model.Announced(); return ok })
	act, _ := a.model.Announced()
	sq := act.Squares[0]
	if a.game().Present().Phase() != game.PhaseChoose || !a.board().Lit(sq) {
		t.Fatalf("while the choice is shown: phase %v, square %v lit %v", a.game().Present().Phase(), sq, a.board().Lit(sq))
	}
	assertStatus(t, a, "O chooses the collapse", "The computer chooses square "+sq.String()+" for X3.")
	awaitComputer(t, queue, func() bool { return a.game().Present().Phase() != game.PhaseChoose })
	if d, perMark := a.cascadeDuration(make([]game.Landing, 5)), 600*time.Millisecond; d < 5*perMark {
		t.Errorf("the computer's cascade of 5 marks takes %v, want a mark at a time, %v each", d, perMark)
	}
	awaitReply(t, a, queue)
	if a.game().Present().Over() {
		t.Fatal("the collapse ended the game: nothing to tell after it")
	}
	o4 := a.game().Record().Action(a.game().At() - 1)
	assertStatus(t, a, "O chose square "+sq.String()+" for X3.",
		"The computer played O4 in squares "+o4.Squares[0].String()+" and "+o4.Squares[1].String()+".")
	if a.board().Lit(sq) && o4.Squares[0] != sq && o4.Squares[1] != sq {
		t.Error("the chosen square stays lit after the choice was made")
	}
	tapSquare(a, a.game().Present().Legal()[0].Squares[0]) // half a move: the story stays
	assertStatus(t, a, "O chose square "+sq.String()+" for X3.")
	// Anyone's cascade lands a mark at a time, slow enough to follow its
	// order (student walk t8 #9), and a short one takes the usual second.
	if d := a.cascadeDuration(make([]game.Landing, 5)); d != 5*board.LandingPace {
		t.Errorf("a cascade of 5 marks after the student's move takes %v, want %v a mark", d, board.LandingPace)
	}
	if d := a.cascadeDuration(make([]game.Landing, 2)); d != time.Second {
		t.Errorf("a cascade of 2 marks after the student's move takes %v, want the usual second", d)
	}
}
