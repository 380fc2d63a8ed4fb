package game

import (
	"strings"
	"testing"
)

func TestEnsembleCounts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []string
		want  int // derived by hand in the comment
	}{
		// No spooky marks: the board itself.
		{"empty board", nil, 1},
		// One pair: X1 in 1 or in 5.
		{"one pair", []string{"X1 1 5"}, 2},
		// X1 in {1,5}, O2 in {5,9}, not both in 5: (1,5) (1,9) (5,9).
		{"chain of two", []string{"X1 1 5", "O2 5 9"}, 3},
		// A star of three pairs round 5: any one of the four squares stays empty.
		{"star", []string{"X1 5 1", "O2 5 2", "X3 5 3"}, 4},
		// Two pairs in the same squares: X1 in 1 and O2 in 5, or the other way.
		{"pending 2-cycle", []string{"X1 1 5", "O2 1 5"}, 2},
		// Cycle 1-2-3 turns one way or the other; the branch X3 must go to 6.
		{"pending cycle with a branch", []string{"X1 1 2", "O2 2 3", "X3 3 6", "O4 1 3"}, 2},
		// Groups {1,2,3} (3 ways), {7,8,9} (3 ways) and {4,6} (2 ways).
		{"three separate groups", []string{"X1 1 2", "O2 2 3", "X3 7 8", "O4 8 9", "X5 4 6"}, 18},
		// O2 and X1 are classical in 1 and 5; only X3 is left, in 2 or 3.
		{"after a collapse", []string{"X1 1 5", "O2 1 5", "collapse 1", "X3 2 3"}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := stateOf(t, strings.Join(tc.lines, "\n"))
			if got := s.Ensemble().Len(); got != tc.want {
				t.Errorf("Ensemble().Len() = %d, want %d", got, tc.want)
			}
		})
	}
}

// TestEnsembleBoards checks every board of a position with two groups: each
// spooky mark sits in one of its own squares, at most one mark per square,
// classical marks stay, and no board repeats.
func TestEnsembleBoards(t *testing.T) {
	s := stateOf(t, "X1 1 5\nO2 1 5\ncollapse 1\nX3 2 3\nO4 3 6\nX5 7 8")
	e := s.Ensemble()
	if e.Len() != 3*2 {
		t.Fatalf("Len() = %d, want 6 (3 ways for X3-O4 times 2 for X5)", e.Len())
	}
	seen := map[Outcome]bool{}
	for i := range e.Len() {
		b := e.Board(i)
		if seen[b] {
			t.Errorf("board %d repeats an earlier one: %v", i, b)
		}
		seen[b] = true
		if b.At(1) != 2 || b.At(5) != 1 {
			t.Errorf("board %d moved a classical mark: %v", i, b)
		}
		for m := Mark(3); m <= 5; m++ {
			x, y := s.Pair(m)
			if n := squaresHolding(b, m); n != 1 || (b.At(x) != m && b.At(y) != m) {
				t.Errorf("board %d: %v is in %d squares, want one of %v and %v: %v", i, m, n, x, y, b)
			}
		}
	}
}

// TestEnsembleMatchesCollapse checks that for a pending cycle the ensemble
// is exactly the two boards the collapse choices lead to.
func TestEnsembleMatchesCollapse(t *testing.T) {
	s := stateOf(t, "X1 1 2\nO2 2 3\nX3 3 6\nO4 1 3")
	want := map[Outcome]bool{}
	for _, a := range s.Legal() {
		after := s
		if _, err := after.Apply(a); err != nil {
			t.Fatal(err)
		}
		var o Outcome
		for _, sq := range Squares {
			o[sq-1] = after.Classical(sq)
		}
		want[o] = true
	}
	e := s.Ensemble()
	if e.Len() != len(want) {
		t.Fatalf("Len() = %d, want %d", e.Len(), len(want))
	}
	for i := range e.Len() {
		if !want[e.Board(i)] {
			t.Errorf("board %d = %v is not the result of either collapse choice", i, e.Board(i))
		}
	}
}

// squaresHolding counts the squares of b that hold mark m.
func squaresHolding(b Outcome, m Mark) int {
	n := 0
	for _, x := range b {
		if x == m {
			n++
		}
	}
	return n
}

func TestEnsembleCountsAMarksSquares(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []string
		mark  Mark
		sq    Square
		want  int
	}{
		// X1 in {1,5}, O2 in {5,9}, not both in 5: (1,5) (1,9) (5,9).
		{"X1 in square 1 of a chain of two", []string{"X1 1 5", "O2 5 9"}, 1, 1, 2},
		{"X1 in square 5 of a chain of two", []string{"X1 1 5", "O2 5 9"}, 1, 5, 1},
		{"O2 in square 5 of a chain of two", []string{"X1 1 5", "O2 5 9"}, 2, 5, 1},
		{"a square not of the mark's pair", []string{"X1 1 5", "O2 5 9"}, 1, 9, 0},
		// Two separate pairs: four boards, X1 in 1 on two of them.
		{"separate pairs", []string{"X1 1 5", "O2 3 7"}, 1, 1, 2},
		// X1 is classical in 5 after the collapse: on every board.
		{"a classical mark", []string{"X1 1 5", "O2 1 5", "collapse 1", "X3 2 3"}, 1, 5, 2},
	} {
		s := stateOf(t, strings.Join(tc.lines, "\n"))
		if got := s.Ensemble().Count(tc.mark, tc.sq); got != tc.want {
			t.Errorf("%s: %v in square %v on %d boards, want %d", tc.name, tc.mark, tc.sq, got, tc.want)
		}
	}
}
