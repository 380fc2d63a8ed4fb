package coach

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
)

// movePattern finds a move written as its squares, e.g. "1–9".
var movePattern = regexp.MustCompile(`[1-9]–[1-9]`)

// The t13 walk's hint in game 1 (X1 1–9, O2 4–9) was a wall of move lists
// ("Drawing moves: 1–6, 1–9, …"), copied without understanding. At first a
// hint names at most three moves (the one to play, a worse one and the
// answer to it) and says why in words; asked again, it lists every move.
// The chances it gives for a drawing move are true by a solver of its own:
// that many of the opponent's answers let the player force a win, and no
// other drawing move leaves more. Random positions of random games.
func TestAHintNamesOneMoveAndWhyFirstAndEveryMoveWhenAskedAgain(t *testing.T) {
	judge := solver.New()
	rng := rand.New(rand.NewPCG(31, 32))
	hints, chances, games := 0, 0, 6
	if testing.Short() {
		games = 3
	}
	for range games {
		r := game.NewRecord()
		for !r.State().Over() {
			s := r.State()
			if s.Phase() == game.PhasePlace {
				hints++
				h := workHint(uitest.Solver(), s, false)
				first := strings.Join(describeHint(h), " ")
				if n := len(movePattern.FindAllString(first, -1)); n > 3 {
					t.Errorf("after %d actions the hint names %d moves at first:\n%s", r.Len(), n, first)
				}
				if strings.Contains(first, "Drawing moves:") || strings.Contains(first, "Losing moves:") {
					t.Errorf("the hint lists moves at first:\n%s", first)
				}
				h.More = true
				more := strings.Join(describeHint(h), " ")
				if groups := countGroups(h.Scored, s.ToAct()); groups > 1 && !strings.Contains(more, "All other moves") {
					t.Errorf("asked again, the hint does not list the moves of its %d outcomes:\n%s", groups, more)
				}
				if h.Slips > 0 {
					chances++
					checkChances(t, judge, s, h.Best, h.Slips, h.Answers)
					if !strings.Contains(first, "most ways to go wrong") {
						t.Errorf("a drawing move with chances, and the hint does not say so:\n%s", first)
					}
				}
			}
			legal := s.Legal()
			if _, err := r.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d hints checked, %d with chances for a drawing move", hints, chances)
	if hints < 10 || chances < 1 {
		t.Errorf("only %d hints, %d with chances for a drawing move, checked", hints, chances)
	}
}

// countGroups returns how many outcomes the scored moves lead to for p.
func countGroups(scored []solver.Scored, p game.Player) int {
	seen := map[int]bool{}
	for _, sc := range scored {
		seen[sc.Outcome.For(p)] = true
	}
	return len(seen)
}

// checkChances checks by judge that best draws in s, that slips of the
// opponent's answers to it, out of answers, let the player to act force a
// win, and that no other drawing move leaves more.
func checkChances(t *testing.T, judge *solver.Solver, s game.State, best game.Action, slips, answers int) {
	t.Helper()
	p := s.ToAct()
	count := func(move game.Action) (n, all int, draws bool) {
		after := s
		if _, err := after.Apply(move); err != nil {
			t.Fatal(err)
		}
		for _, act := range after.Legal() {
			next := after
			if _, err := next.Apply(act); err != nil {
				t.Fatal(err)
			}
			if judge.Value(next).For(p) > 0 {
				n++
			}
		}
		return n, len(after.Legal()), judge.Value(after).For(p) == 0
	}
	n, all, draws := count(best)
	if !draws || n != slips || all != answers {
		t.Errorf("the hint says %v draws with %d of %d answers going wrong; the solver: draws %v, %d of %d",
			best, slips, answers, draws, n, all)
	}
	for _, act := range s.Legal() {
		if m, _, d := count(act); d && m > n {
			t.Errorf("%v draws and leaves %d answers that go wrong, more than the hint's %v (%d)", act, m, best, n)
		}
	}
}
