package solver

import (
	"testing"

	"github.com/qttt-edu/qttt/game"
)

// A collapse that gives both players a line is a whole win for the earlier
// line under this app's rules and 1 point against ½ under Goff's.
func TestGoffScoresASimultaneousPairOfLinesOneAgainstAHalf(t *testing.T) {
	xEarlier := `X1 1 8
O2 5 8
X3 1 6
O4 7 8
X5 6 9
O6 5 6
collapse 5
X7 3 4
O8 2 4
X9 2 4
collapse 4`
	oEarlier := `X1 4 8
O2 2 5
X3 7 8
O4 6 8
X5 5 8
O6 3 4
X7 4 8
collapse 4
O8 1 9
X9 1 9
collapse 1`
	for _, c := range []struct {
		record      string
		app, goff   Margin
		appS, goffS string
		goffOutcome Outcome
	}{
		{xEarlier, 2, 1, "X by 1", "X by ½", XWins},
		{oEarlier, -2, -1, "O by 1", "O by ½", OWins},
	} {
		st := position(t, c.record)
		if !st.Over() {
			t.Fatalf("the record does not end the game:\n%s", c.record)
		}
		if got := New().Margin(st); got != c.app || got.String() != c.appS {
			t.Errorf("this app's rules: margin %v (%d), want %s", got, got, c.appS)
		}
		g := NewScoring(GoffPoints)
		if got := g.Margin(st); got != c.goff || got.String() != c.goffS {
			t.Errorf("Goff's scoring: margin %v (%d), want %s", got, got, c.goffS)
		}
		if got := g.Value(st); got != c.goffOutcome {
			t.Errorf("Goff's scoring: outcome %v, want %v", got, c.goffOutcome)
		}
	}
}

// The game solved under each scoring, compared with the published results:
// under the earlier-line rule ("narrow win") the first player wins
// (Ishizeki & Matsuura, "Solving Quantum Tic-Tac-Toe"); under Goff's
// points the first player wins by ½ point (Kumar, Ang & Chai, "Generalized
// Quantum Tic-Tac-Toe"). Under both, only X1 in two opposite corners does
// it; every other opening lets O hold the draw.
func TestTheGameSolvedUnderBothScorings(t *testing.T) {
	if testing.Short() {
		t.Skip("solves the empty board twice (about 3 s on two cores)")
	}
	corners := map[game.Action]bool{
		game.PlaceAction(1, 9): true,
		game.PlaceAction(3, 7): true,
	}
	for _, c := range []struct {
		scoring Scoring
		want    Margin
	}{
		{EarlierLine, 2},
		{GoffPoints, 1},
	} {
		s := NewScoring(c.scoring)
		var empty game.State
		if got := s.Margin(empty); got != c.want {
			t.Errorf("scoring %d: the empty board is worth %v, want %v", c.scoring, got, c.want)
		}
		for _, e := range s.Evaluate(empty) {
			want := Margin(0)
			if corners[e.Action] {
				want = c.want
			}
			if e.Margin != want || e.Outcome != want.Outcome() {
				t.Errorf("scoring %d: opening %v is worth %v (%v), want %v", c.scoring, e.Action, e.Margin, e.Outcome, want)
			}
		}
	}
}

// Values in half points survive the table's packing.
func TestTheTableKeepsEveryValue(t *testing.T) {
	tb := newTable(dataBits)
	for lo := oWins; lo <= xWins; lo++ {
		for hi := lo; hi <= xWins; hi++ {
			key := uint64(lo+2)*5 + uint64(hi+2)
			tb.store(key, lo, hi, 7)
			if l, h := tb.load(key); l != lo || h != hi {
				t.Errorf("stored [%d, %d], loaded [%d, %d]", lo, hi, l, h)
			}
		}
	}
}
