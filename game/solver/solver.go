// Package solver plays quantum tic-tac-toe perfectly: it finds the value
// of any position under the project's rules (X wins, O wins or a draw with
// perfect play by both sides, collapse choices included) and the actions
// that keep it, and it drives the computer opponent at three levels. It
// can also score games as Goff published them (see GoffPoints).
//
// The search is alpha-beta over X's margin in half points, on a compact
// copy of the position (bit masks of squares), with a lock-free
// transposition table
// whose keys identify positions up to the board's eight symmetries and up
// to move numbers that can no longer matter (see key.go). Evaluate spreads
// the actions it scores over every core.
package solver

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/qttt-edu/qttt/game"
)

// Outcome is the result of a game with perfect play from some position.
type Outcome int8

// The outcomes, ordered from O's best to X's best.
const (
	OWins Outcome = -1
	Draw  Outcome = 0
	XWins Outcome = 1
)

// Winner returns the winning player, or game.NoPlayer for a draw.
func (o Outcome) Winner() game.Player {
	switch o {
	case XWins:
		return game.X
	case OWins:
		return game.O
	}
	return game.NoPlayer
}

// For returns +1 if the outcome is a win for player p, -1 if it is a loss
// and 0 for a draw.
func (o Outcome) For(p game.Player) int {
	if p == game.O {
		return -int(o)
	}
	return int(o)
}

// String returns "X", "O" or "draw".
func (o Outcome) String() string {
	if w := o.Winner(); w != game.NoPlayer {
		return w.String()
	}
	return "draw"
}

// Scoring is how a finished game is scored. The two differ only when one
// collapse gives both players a line.
type Scoring int8

const (
	// EarlierLine is this app's rule (RULES.md): the line completed
	// earlier, the one with the lower highest move number, wins the game.
	EarlierLine Scoring = iota
	// GoffPoints is Goff's published scoring: a line scores 1 point, and
	// when one collapse gives both players a line, the earlier line scores
	// 1 point and the other ½.
	GoffPoints
)

// Margin is X's points minus O's at the end of a game, in half points: a
// line alone is 2 (X's) or -2 (O's), Goff's 1 against ½ is 1 or -1, and a
// draw 0.
type Margin int8

// Outcome returns who comes out ahead.
func (m Margin) Outcome() Outcome {
	switch {
	case m > 0:
		return XWins
	case m < 0:
		return OWins
	}
	return Draw
}

// String returns the margin in points with the player ahead: "X by 1",
// "O by ½" or "draw".
func (m Margin) String() string {
	lead, n := "X", m
	if m < 0 {
		lead, n = "O", -m
	}
	switch n {
	case 0:
		return "draw"
	case 1:
		return lead + " by ½"
	}
	return fmt.Sprintf("%s by %g", lead, float64(n)/2)
}

// Scored is a legal action with the outcome it leads to under perfect play,
// and the margin by which that outcome is won under the solver's scoring.
type Scored struct {
	Action  game.Action
	Outcome Outcome
	Margin  Margin
}

// Solver finds exact values and remembers what it has solved, so later
// questions about the same game are answered at once. It is safe for
// concurrent use by several goroutines; call it off the UI goroutine.
//
// A new solver's first answer costs the most: Evaluate takes about a fifth
// of a second on the empty board, a sixth after one move, a tenth after
// two and a hundredth after four, on two cores (BenchmarkEvaluateCold).
// Later answers in the same game reuse what was solved, so there is no
// need to solve anything before the first question.
type Solver struct {
	t       func() *table // made at the first question: an app that asks none keeps its 32 MiB
	scoring Scoring
	nodes   atomic.Int64
}

// tableBits sets the table's size: 2^tableBits buckets of 32 bytes.
const tableBits = 20

// New returns a solver for this app's rules, whose table of 32 MiB is
// made when it is first asked something.
func New() *Solver { return NewScoring(EarlierLine) }

// NewScoring returns a solver that scores finished games by sc. Only a
// solver for EarlierLine may drive a Player.
func NewScoring(sc Scoring) *Solver {
	return &Solver{t: sync.OnceValue(func() *table { return newTable(tableBits) }), scoring: sc}
}

// Positions returns the number of positions searched so far.
func (s *Solver) Positions() int64 { return s.nodes.Load() }

// Value returns the outcome of st with perfect play by both sides.
func (s *Solver) Value(st game.State) Outcome { return s.Margin(st).Outcome() }

// Margin returns X's points minus O's with perfect play by both sides from
// st, under the solver's scoring.
func (s *Solver) Margin(st game.State) Margin {
	p := fromState(&st)
	if v, over := s.over(&st, p); over {
		return Margin(v)
	}
	return Margin(s.solve(p))
}

// over tells whether st, converted to p, is a finished game, and its value.
func (s *Solver) over(st *game.State, p pos) (v int8, over bool) {
	if !st.Over() {
		return draw, false
	}
	if v, over := p.scored(s.scoring); over {
		return v, true
	}
	return draw, true // a full board without a line
}

// solve returns the exact value of a position in play.
func (s *Solver) solve(p pos) int8 {
	w := newSearch(s.t(), s.scoring)
	v := w.value(p, oWins, xWins)
	s.nodes.Add(w.nodes)
	return v
}

// Evaluate returns every legal action of st, in the order of st.Legal,
// with its outcome under perfect play afterwards: the actions whose
// outcome is best for st.ToAct() are the perfect ones. It returns nil once
// the game is over.
func (s *Solver) Evaluate(st game.State) []Scored {
	acts := st.Legal()
	if len(acts) == 0 {
		return nil
	}
	scored := make([]Scored, len(acts))
	// Actions leading to the same position up to symmetry are solved once.
	jobs := make(map[uint64][]int)
	var order []uint64
	children := make([]pos, len(acts))
	for i, a := range acts {
		scored[i].Action = a
		next := st
		if _, err := next.Apply(a); err != nil {
			panic("solver: a legal action failed: " + err.Error())
		}
		children[i] = fromState(&next)
		if v, over := s.over(&next, children[i]); over {
			scored[i].Margin = Margin(v)
			scored[i].Outcome = scored[i].Margin.Outcome()
			continue
		}
		k := children[i].key()
		if jobs[k] == nil {
			order = append(order, k)
		}
		jobs[k] = append(jobs[k], i)
	}
	var wg sync.WaitGroup
	var next atomic.Int64
	for range min(runtime.GOMAXPROCS(0), len(order)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := next.Add(1) - 1; j < int64(len(order)); j = next.Add(1) - 1 {
				same := jobs[order[j]]
				v := Margin(s.solve(children[same[0]]))
				for _, i := range same {
					scored[i].Margin, scored[i].Outcome = v, v.Outcome()
				}
			}
		}()
	}
	wg.Wait()
	return scored
}
