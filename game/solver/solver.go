// Package solver plays quantum tic-tac-toe perfectly: it finds the value
// of any position under the project's rules (X wins, O wins or a draw with
// perfect play by both sides, collapse choices included) and the actions
// that keep it, and it drives the computer opponent at three levels.
//
// The search is alpha-beta over the three values, on a compact copy of the
// position (bit masks of squares), with a lock-free transposition table
// whose keys identify positions up to the board's eight symmetries and up
// to move numbers that can no longer matter (see key.go). Evaluate spreads
// the actions it scores over every core.
package solver

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/qttt-edu/qttt/game"
)

// Outcome is the result of a game with perfect play from some position.
type Outcome int8

// The outcomes, ordered from O's best to X's best.
const (
	OWins Outcome = Outcome(oWins)
	Draw  Outcome = Outcome(draw)
	XWins Outcome = Outcome(xWins)
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

// outcomeOf returns the outcome of a finished game.
func outcomeOf(winner game.Player) Outcome {
	switch winner {
	case game.X:
		return XWins
	case game.O:
		return OWins
	}
	return Draw
}

// Scored is a legal action with the outcome it leads to under perfect play.
type Scored struct {
	Action  game.Action
	Outcome Outcome
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
	t     *table
	nodes atomic.Int64
}

// tableBits sets the table's size: 2^tableBits buckets of 32 bytes.
const tableBits = 20

// New returns a solver with an empty table of 32 MiB.
func New() *Solver { return &Solver{t: newTable(tableBits)} }

// Positions returns the number of positions searched so far.
func (s *Solver) Positions() int64 { return s.nodes.Load() }

// Value returns the outcome of st with perfect play by both sides.
func (s *Solver) Value(st game.State) Outcome {
	if st.Over() {
		return outcomeOf(st.Winner())
	}
	p := fromState(&st)
	return Outcome(s.solve(p))
}

// solve returns the exact value of a position in play.
func (s *Solver) solve(p pos) int8 {
	w := newSearch(s.t)
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
		if next.Over() {
			scored[i].Outcome = outcomeOf(next.Winner())
			continue
		}
		children[i] = fromState(&next)
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
				v := Outcome(s.solve(children[same[0]]))
				for _, i := range same {
					scored[i].Outcome = v
				}
			}
		}()
	}
	wg.Wait()
	return scored
}
