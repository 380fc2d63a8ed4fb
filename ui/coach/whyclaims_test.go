package coach

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
)

// Every reason the review gives for a mistake is true by a solver of its
// own: the answer it names keeps the value the mistake gave away; a cycle
// it says the answer closes is closed, and then neither of the player's
// choices does better than the mistake left; a line given at once is the
// opponent's, and the game is over. Random games, every action judged.
func TestTheReviewsReasonsAreTrue(t *testing.T) {
	judge := solver.New()
	rng := rand.New(rand.NewPCG(11, 12))
	games, checked := 20, 0
	if testing.Short() {
		games = 10
	}
	for range games {
		r := game.NewRecord()
		for !r.State().Over() {
			legal := r.State().Legal()
			if _, err := r.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		n := r.Len()
		states, actions, judged := make([]game.State, n+1), make([]game.Action, n), make([]bool, n)
		for i := range states {
			states[i] = r.StateAt(i)
			if i < n {
				actions[i], judged[i] = r.Action(i), true
			}
		}
		for i, m := range findMistakes(uitest.Solver(), states, actions, judged) {
			checked++
			p, after := m.Player, m.After
			if after != states[i+1] || m.Before != states[i] {
				t.Fatalf("mistake %d keeps the wrong positions", i)
			}
			if judge.Value(after).For(p) != m.To {
				t.Errorf("%s: the review says %+d after it, the solver %+d", r.Notation(i), m.To, judge.Value(after).For(p))
			}
			if after.Over() {
				if after.Winner() == p {
					t.Errorf("%s: a mistake that won the game", r.Notation(i))
				}
				continue
			}
			next := after
			if _, err := next.Apply(m.Reply); err != nil {
				t.Fatalf("%s: the answer %v is not legal: %v", r.Notation(i), m.Reply, err)
			}
			if judge.Value(next) != judge.Value(after) {
				t.Errorf("%s: the answer %v gives away the value it is to show", r.Notation(i), m.Reply)
			}
			if m.Action.Kind == game.Place && m.Reply.Kind == game.Place && next.Phase() == game.PhaseChoose {
				for _, sc := range judge.Evaluate(next) {
					if sc.Outcome.For(p) > m.To {
						t.Errorf("%s: after the answer %v closes a cycle, %v's choice %v does better than the review says",
							r.Notation(i), m.Reply, p, sc.Action.Squares[0])
					}
				}
			}
			if m.Action.Kind == game.Choose && !after.Over() {
				for _, sc := range judge.Evaluate(after) {
					if sc.Outcome.For(p) > m.To {
						t.Errorf("%s: after it %v's move %v does better than the review says", r.Notation(i), p, sc.Action)
					}
				}
			}
			if describeWhy(m) == "" {
				t.Errorf("%s: a mistake with no reason", r.Notation(i))
			}
		}
	}
	if checked == 0 {
		t.Fatal("no mistakes in the random games: nothing checked")
	}
	t.Logf("%d mistakes' reasons checked", checked)
}

// Every "Why not" of a hint is true by a solver of its own: the move it
// names is worse than the best for the player to act, the answer it names
// keeps what that move gave away, and the hint says what that is: a win
// the opponent can force (or, where the answer ends the game, the win the
// opponent then has), or a draw at best. Random positions of random games.
func TestTheHintsReasonsAreTrue(t *testing.T) {
	judge := solver.New()
	rng := rand.New(rand.NewPCG(21, 22))
	checked := 0
	for range 12 {
		r := game.NewRecord()
		for !r.State().Over() {
			s := r.State()
			if s.Phase() == game.PhasePlace {
				h := workHint(uitest.Solver(), s, false)
				lines := describeHint(h)
				if h.Worse.Squares[0] != game.NoSquare {
					checked++
					p := s.ToAct()
					after := s
					after.Apply(h.Worse)
					worse := judge.Value(after).For(p)
					if worse >= judge.Value(s).For(p) {
						t.Errorf("after %d actions: the hint's worse move %v is not worse", r.Len(), h.Worse)
					}
					next := after
					if _, err := next.Apply(h.Answer); err != nil {
						t.Fatalf("the answer %v is not legal: %v", h.Answer, err)
					}
					if judge.Value(next) != judge.Value(after) {
						t.Errorf("the answer %v to %v gives away what it is to show", h.Answer, h.Worse)
					}
					var why string
					for _, l := range lines {
						if strings.HasPrefix(l, "Why not ") {
							why = l
						}
					}
					says := strings.Contains(why, "could then force a win")
					if next.Over() { // no moves left after the answer: nothing to force
						says = strings.Contains(why, "would then win.")
						if next.Winner() != p.Opponent() && says {
							t.Errorf("%q, but %v wins after the answer", why, next.Winner())
						}
					}
					if says != (worse < 0) {
						t.Errorf("%q, but the solver gives %+d after the move", why, worse)
					}
					if !strings.HasPrefix(why, "Why not "+listMoves([]game.Action{h.Worse})+":") {
						t.Errorf("the hint's last line %q does not say why not %v", why, h.Worse)
					}
				}
			}
			legal := s.Legal()
			if _, err := r.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d hints with a worse move checked", checked)
	}
}
