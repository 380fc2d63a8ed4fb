package coach

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
)

// The computer's collapse says why, from the solver: O, to choose where
// X7 lands, takes square 5, which keeps the draw, because square 9 would
// complete X's line at once.
func TestTheComputersCollapseSaysWhy(t *testing.T) {
	before := recordState(t, "X1 4 5\nO2 1 7\nX3 7 8\nO4 4 9\nX5 1 5\nO6 2 6\nX7 5 9\n")
	scored := uitest.Solver().Evaluate(before)
	if got, want := describeChoiceWhy(before, 5, scored), "Why square 5: square 9 would have given X the line 1–5–9."; got != want {
		t.Errorf("O's choice of square 5:\n got %q\nwant %q", got, want)
	}
	if got, want := describeChoiceWhy(before, 9, scored), "Square 9 was not the computer's best choice: square 5 would have been better for O, and at this level it does not always find the best one."; got != want {
		t.Errorf("O's choice of square 9:\n got %q\nwant %q", got, want)
	}
	either := recordState(t, "X1 8 9\nO2 2 7\nX3 3 4\nO4 1 2\nX5 6 7\nO6 1 6\n")
	if got := describeChoiceWhy(either, 1, uitest.Solver().Evaluate(either)); got != "Why square 1: after either square X can force a win, so the choice does not change the result." {
		t.Errorf("X's choice where either square wins: %q", got)
	}
}

// Where either choice of a collapse ends the game with the same winner,
// nobody is left to force anything: the computer's why says the winner
// wins (student walk t10 #10: "after either square X can force a win" at
// the game's end, shot 141). Found by playing random games to a collapse
// that ends them both ways alike.
func TestAWhyAtTheLastCollapseSaysWins(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		var s game.State
		for !s.Over() && s.Phase() != game.PhaseChoose {
			legal := s.Legal()
			s.Apply(legal[rng.IntN(len(legal))])
		}
		if s.Over() {
			continue
		}
		a, b := s.Pair(s.Newest())
		sa, sb := s, s
		sa.Apply(game.ChooseAction(a))
		sb.Apply(game.ChooseAction(b))
		if !sa.Over() || !sb.Over() || sa.Winner() != sb.Winner() || sa.Winner() == s.ToAct() || sa.Winner() == game.NoPlayer {
			continue
		}
		got := describeChoiceWhy(s, a, uitest.Solver().Evaluate(s))
		if strings.Contains(got, "force") || !strings.Contains(got, sa.Winner().String()+" wins") {
			t.Errorf("either choice ends the game, %v winning; the why reads %q", sa.Winner(), got)
		}
		return
	}
	t.Fatal("no game of 2000 ended at a collapse with the same winner either way")
}

// A computer weaker than perfect, which may not find a win it could force
// after either square, does not announce it; the perfect computer does,
// and a hint tells the student the same as before (student walk t17 #10:
// losing to the Beginner stung after its first note said "after either
// square O can force a win").
func TestAWeakerComputerDoesNotAnnounceItsWin(t *testing.T) {
	either := recordState(t, "X1 8 9\nO2 2 7\nX3 3 4\nO4 1 2\nX5 6 7\nO6 1 6\n") // X chooses; X can force a win either way
	scored := uitest.Solver().Evaluate(either)
	for _, level := range []solver.Level{solver.Beginner, solver.Club} {
		if got, want := describeComputersChoice(either, 1, scored, level), "Why square 1: with best play on both sides, either square leads to the same result."; got != want {
			t.Errorf("level %v: %q, want %q", level, got, want)
		}
	}
	if got, want := describeComputersChoice(either, 1, scored, solver.Perfect), describeChoiceWhy(either, 1, scored); got != want {
		t.Errorf("Perfect: %q, want %q", got, want)
	}
}
