package game

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
)

func TestEmptyBoard(t *testing.T) {
	var s State
	if s.Phase() != PhasePlace || s.ToAct() != X || s.ToMove() != X || s.NextMark() != 1 {
		t.Fatalf("empty board: phase %v, to act %v, to move %v, next %v", s.Phase(), s.ToAct(), s.ToMove(), s.NextMark())
	}
	if n := len(s.Legal()); n != 36 {
		t.Errorf("empty board offers %d moves, want the 36 pairs of squares", n)
	}
}

func TestMovesAlternateWithOddMovesForX(t *testing.T) {
	var s State
	for i, a := range []Action{PlaceAction(1, 2), PlaceAction(3, 4), PlaceAction(5, 6), PlaceAction(7, 8)} {
		want := X
		if i%2 == 1 {
			want = O
		}
		if s.ToMove() != want || s.NextMark().Player() != want {
			t.Fatalf("move %d: to move %v, want %v", i+1, s.ToMove(), want)
		}
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if got := marks(s.Spooky(1)); got != "X1" {
		t.Errorf("square 1 holds %q, want X1", got)
	}
	if got := marks(s.Spooky(4)); got != "O2" {
		t.Errorf("square 4 holds %q, want O2", got)
	}
}

func TestPairNeedsTwoDifferentOpenSquares(t *testing.T) {
	s := stateOf(t, "X1 3 5\nO2 3 5\ncollapse 5\n") // X1 lands in 3, O2 in 5
	tests := []struct {
		name string
		act  Action
		want error
	}{
		{"same square twice", PlaceAction(1, 1), ErrSameSquare},
		{"square 0", PlaceAction(0, 1), ErrBadSquare},
		{"square 10", PlaceAction(1, 10), ErrBadSquare},
		{"a single mark before the end", FinalAction(1), ErrNeedsPair},
		{"a collapse with no cycle", ChooseAction(1), ErrNoChoice},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := s
			if _, err := s.Apply(tt.act); !errors.Is(err, tt.want) {
				t.Errorf("Apply(%v) = %v, want %v", tt.act, err, tt.want)
			}
			if s != before {
				t.Error("a refused action changed the state")
			}
		})
	}
	_, err := s.Apply(PlaceAction(3, 1))
	if !errors.Is(err, ErrClassical) || err.Error() != "square 3 already holds the classical mark X1" {
		t.Errorf("a mark in square 3, which holds the classical X1: %v, want ErrClassical naming the square and its mark", err)
	}
}

func TestSeveralSpookyMarksShareASquare(t *testing.T) {
	s := stateOf(t, "X1 5 1\nO2 5 2\nX3 5 3\nO4 5 4\nX5 5 6\nO6 5 7\nX7 5 8\n")
	if got := marks(s.Spooky(5)); got != "X1 O2 X3 O4 X5 O6 X7" {
		t.Errorf("square 5 holds %q", got)
	}
	if s.Phase() != PhasePlace {
		t.Errorf("a star of pairs closed a cycle: phase %v", s.Phase())
	}
}

func TestTwoCycleWaitsForTheOtherPlayer(t *testing.T) {
	s := stateOf(t, "X1 3 5\nO2 3 5\n")
	if s.Phase() != PhaseChoose || s.ToAct() != X || s.ToMove() != NoPlayer {
		t.Fatalf("after O closes a 2-cycle: phase %v, to act %v, to move %v", s.Phase(), s.ToAct(), s.ToMove())
	}
	c, ok := s.Cycle()
	if !ok || !reflect.DeepEqual(c.Squares, []Square{3, 5}) || marks(c.Marks) != "X1 O2" {
		t.Errorf("cycle = %+v, %v; want squares [3 5] and marks X1 O2", c, ok)
	}
	if got := s.Legal(); !reflect.DeepEqual(got, []Action{ChooseAction(3), ChooseAction(5)}) {
		t.Errorf("legal actions while a collapse is pending: %v", got)
	}
	if _, err := s.Apply(PlaceAction(1, 2)); !errors.Is(err, ErrMustChoose) {
		t.Errorf("a move before the collapse choice: %v, want ErrMustChoose", err)
	}
	if _, err := s.Apply(ChooseAction(1)); !errors.Is(err, ErrNotInCycle) {
		t.Errorf("landing the newest mark outside its pair: %v, want ErrNotInCycle", err)
	}
}

func TestLongCycleIsFoundInOrder(t *testing.T) {
	s := stateOf(t, "X1 1 5\nO2 5 9\nX3 1 9\n")
	c, ok := s.Cycle()
	if !ok {
		t.Fatal("X3 1 9 did not close the cycle 1-5-9")
	}
	if !reflect.DeepEqual(c.Squares, []Square{1, 5, 9}) || marks(c.Marks) != "X1 O2 X3" {
		t.Errorf("cycle = squares %v marks %q; want [1 5 9] and X1 O2 X3", c.Squares, marks(c.Marks))
	}
	if s.ToAct() != O {
		t.Errorf("X closed the cycle, so O chooses; ToAct = %v", s.ToAct())
	}
}

func TestConnectedWithoutCycleDoesNotCollapse(t *testing.T) {
	s := stateOf(t, "X1 1 2\nO2 2 3\nX3 3 4\n") // a path, no cycle
	if s.Phase() != PhasePlace || !s.Connected(1, 4) || s.Connected(1, 9) {
		t.Errorf("phase %v, 1~4 %v, 1~9 %v", s.Phase(), s.Connected(1, 4), s.Connected(1, 9))
	}
}

func TestCollapseCascadesAroundTheCycle(t *testing.T) {
	s := stateOf(t, "X1 1 5\nO2 5 9\nX3 1 9\n")
	cascade, err := s.Apply(ChooseAction(9))
	if err != nil {
		t.Fatal(err)
	}
	want := []Landing{{Mark: 3, Square: 9}, {Mark: 2, Square: 5, PushedBy: 3}, {Mark: 1, Square: 1, PushedBy: 2}}
	if !reflect.DeepEqual(cascade, want) {
		t.Errorf("cascade = %+v, want %+v", cascade, want)
	}
	if got := board(s); got != "X1 . . . O2 . . . X3" {
		t.Errorf("board after collapse: %s", got)
	}
	if s.ToMove() != O || s.Phase() != PhasePlace {
		t.Errorf("the chooser O moves next; to move %v, phase %v", s.ToMove(), s.Phase())
	}
}

func TestCollapseOtherChoice(t *testing.T) {
	s := stateOf(t, "X1 1 5\nO2 5 9\nX3 1 9\ncollapse 1\n")
	if got := board(s); got != "X3 . . . X1 . . . O2" {
		t.Errorf("board after choosing 1: %s", got)
	}
}

func TestCollapseReachesBranchesAndSparesOthers(t *testing.T) {
	// O2 hangs off the cycle 1-2-3 at square 2; X5 is in a separate group.
	s := stateOf(t, "X1 1 2\nO2 2 4\nX3 2 3\nO4 1 3\n")
	if s.ToAct() != X {
		t.Fatalf("O closed the cycle, X chooses; ToAct = %v", s.ToAct())
	}
	s2 := stateOf(t, "X1 1 2\nO2 2 4\nX3 2 3\nO4 1 3\ncollapse 1\nX5 7 8\nO6 7 9\n")
	if got := board(s2); got != "O4 X1 X3 O2 . . . . ." {
		t.Errorf("board: %s", got)
	}
	if got := marks(s2.Spooky(7)); got != "X5 O6" {
		t.Errorf("unconnected marks must stay spooky; square 7 holds %q", got)
	}
	_ = s
}

func TestPreviewMatchesApplyAndChangesNothing(t *testing.T) {
	s := stateOf(t, "X1 1 2\nO2 2 4\nX3 2 3\nO4 1 3\n")
	for _, sq := range []Square{1, 3} {
		before := s
		preview, err := s.Preview(sq)
		if err != nil {
			t.Fatal(err)
		}
		if s != before {
			t.Fatal("Preview changed the state")
		}
		c := s
		cascade, _ := c.Apply(ChooseAction(sq))
		if !reflect.DeepEqual(preview, cascade) {
			t.Errorf("choice %v: preview %+v, applied %+v", sq, preview, cascade)
		}
		if len(cascade) != 4 {
			t.Errorf("choice %v: %d marks landed, want all 4 of the group", sq, len(cascade))
		}
	}
	if _, err := s.Preview(5); err == nil {
		t.Error("Preview of a square outside the newest pair succeeded")
	}
}

func TestGroups(t *testing.T) {
	s := stateOf(t, "X1 1 5\nO2 5 9\nX3 3 7\n")
	g := s.Group(9)
	if !reflect.DeepEqual(g.Squares, []Square{1, 5, 9}) || marks(g.Marks) != "X1 O2" {
		t.Errorf("group of 9: %+v", g)
	}
	all := s.Groups()
	if len(all) != 2 || !reflect.DeepEqual(all[1].Squares, []Square{3, 7}) {
		t.Errorf("groups: %+v", all)
	}
	if g := s.Group(2); len(g.Marks) != 0 || !reflect.DeepEqual(g.Squares, []Square{2}) {
		t.Errorf("an empty square is a group of its own: %+v", g)
	}
}

func TestLineEndsTheGameAtOnce(t *testing.T) {
	// X7 closes the cycle 1-5-9 of X's own marks: whichever square O
	// chooses, X gets the diagonal. X5 and O6 are not connected to it.
	s := stateOf(t, "X1 1 5\nO2 2 3\nX3 5 9\nO4 2 3\ncollapse 2\nX5 7 8\nO6 4 6\nX7 1 9\ncollapse 1\n")
	if !s.Over() || s.Winner() != X {
		t.Fatalf("over %v, winner %v: %s", s.Over(), s.Winner(), board(s))
	}
	if s.ToAct() != NoPlayer || s.ToMove() != NoPlayer || s.Phase() != PhaseOver || len(s.Legal()) != 0 {
		t.Errorf("to act %v, to move %v, phase %v, legal %v", s.ToAct(), s.ToMove(), s.Phase(), s.Legal())
	}
	if got := marks(s.Spooky(7)) + "/" + marks(s.Spooky(4)); got != "X5/O6" {
		t.Errorf("unconnected marks must stay spooky after the end: %q", got)
	}
	if _, err := s.Apply(PlaceAction(4, 7)); !errors.Is(err, ErrGameOver) {
		t.Errorf("a move after the end: %v", err)
	}
}

func TestSimultaneousLinesEarlierWins(t *testing.T) {
	for _, tt := range []struct {
		record string
		winner Player
	}{
		// O's line 3-6-9 completes with O8, X's 1-4-7 with X9: O's is earlier.
		{"X1 4 8\nO2 2 5\nX3 7 8\nO4 6 8\nX5 5 8\nO6 3 4\nX7 4 8\ncollapse 4\nO8 1 9\nX9 1 9\ncollapse 1\n", O},
		// X's line 3-6-9 completes with X7, O's 2-5-8 with O8: X's is earlier.
		{"X1 1 8\nO2 5 8\nX3 1 6\nO4 7 8\nX5 6 9\nO6 5 6\ncollapse 5\nX7 3 4\nO8 2 4\nX9 2 4\ncollapse 4\n", X},
	} {
		s := stateOf(t, tt.record)
		lines := s.Lines()
		if !s.Over() || s.Winner() != tt.winner || len(lines) != 2 {
			t.Fatalf("winner %v, lines %+v", s.Winner(), lines)
		}
		if lines[0].Player != tt.winner || lines[0].MaxMove > lines[1].MaxMove {
			t.Errorf("lines not earliest first: %+v", lines)
		}
	}
}

func TestTwoLinesOfOnePlayerAreOneWin(t *testing.T) {
	s := stateOf(t, "X1 2 6\nO2 3 8\nX3 7 9\nO4 3 4\nX5 2 9\nO6 1 6\nX7 1 5\nO8 1 6\ncollapse 6\nX9 4 8\ncollapse 8\n")
	if s.Winner() != X || len(s.Lines()) != 2 || s.Lines()[1].Player != X {
		t.Errorf("winner %v, lines %+v", s.Winner(), s.Lines())
	}
}

func TestNinthMoveIsOneClassicalMark(t *testing.T) {
	s := stateOf(t, "X1 2 8\nO2 1 9\nX3 1 3\nO4 1 6\nX5 4 5\nO6 2 6\nX7 2 5\nO8 3 8\ncollapse 8\n")
	if s.Phase() != PhasePlaceFinal || s.ToMove() != X {
		t.Fatalf("phase %v, to move %v; want X's single ninth mark", s.Phase(), s.ToMove())
	}
	if got := s.Legal(); !reflect.DeepEqual(got, []Action{FinalAction(7)}) {
		t.Errorf("legal: %v, want only the single mark in 7", got)
	}
	if _, err := s.Apply(PlaceAction(7, 1)); !errors.Is(err, ErrNeedsSingle) {
		t.Errorf("a pair as the ninth move: %v", err)
	}
	if _, err := s.Apply(FinalAction(7)); err != nil {
		t.Fatal(err)
	}
	if !s.Over() || s.Winner() != X || s.Classical(7) != 9 {
		t.Errorf("X9 in 7 completes 3-5-7: over %v winner %v", s.Over(), s.Winner())
	}
}

func TestFullBoardWithoutLineIsADraw(t *testing.T) {
	s := stateOf(t, "X1 4 5\nO2 2 7\nX3 2 3\nO4 8 9\nX5 4 8\nO6 4 6\nX7 4 9\ncollapse 9\nO8 1 3\nX9 1 3\ncollapse 3\n")
	if !s.Over() || s.Winner() != NoPlayer || len(s.Lines()) != 0 {
		t.Errorf("over %v winner %v lines %v: %s", s.Over(), s.Winner(), s.Lines(), board(s))
	}
}

func TestNinthPairAlwaysClosesACycle(t *testing.T) {
	s := stateOf(t, "X1 3 8\nO2 2 4\nX3 6 9\nO4 1 2\nX5 1 3\nO6 2 4\ncollapse 2\nX7 5 7\nO8 6 7\nX9 5 9\n")
	if s.Phase() != PhaseChoose || s.ToAct() != O {
		t.Errorf("phase %v, to act %v", s.Phase(), s.ToAct())
	}
}

func ExampleState_Apply() {
	var s State
	s.Apply(PlaceAction(1, 5))
	s.Apply(PlaceAction(5, 9))
	s.Apply(PlaceAction(1, 9)) // closes the cycle 1-5-9
	cascade, _ := s.Apply(ChooseAction(9))
	for _, l := range cascade {
		fmt.Printf("%v lands in %v\n", l.Mark, l.Square)
	}
	// Output:
	// X3 lands in 9
	// O2 lands in 5
	// X1 lands in 1
}
