package teach

import (
	"testing"

	"github.com/qttt-edu/qttt/game"
)

func TestTossCoinIsFair(t *testing.T) {
	s := record(t, "X1 1 5", "O2 1 5").State()
	const tosses = 4000
	landed := map[game.Square]int{}
	for range tosses {
		a, ok := TossCoin(s)
		if !ok {
			t.Fatal("TossCoin: no choice for a pending collapse")
		}
		if err := s.Check(a); err != nil {
			t.Fatalf("TossCoin chose %v: %v", a, err)
		}
		landed[a.Squares[0]]++
	}
	// A fair coin lands within 1800..2200 of 4000 except about once in 10^10.
	for _, sq := range []game.Square{1, 5} {
		if n := landed[sq]; n < 1800 || n > 2200 {
			t.Errorf("O2 landed in square %v %d times of %d, want about half", sq, n, tosses)
		}
	}
}

func TestTossCoinOnlyForCollapse(t *testing.T) {
	if _, ok := TossCoin(record(t, "X1 1 5").State()); ok {
		t.Error("TossCoin chose a collapse when none is pending")
	}
}
