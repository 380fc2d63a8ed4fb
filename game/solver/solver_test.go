package solver

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
)

// shared is one solver for the tests that only read values, so that each
// also runs against a table filled by the others.
var shared = New()

// position replays a record written inline and returns its final state.
func position(t testing.TB, record string) game.State {
	t.Helper()
	r, err := game.Parse("test.qttt", strings.NewReader(record))
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return r.State()
}

// outcomeOfAction returns the outcome Evaluate gives action a in st.
func outcomeOfAction(t *testing.T, s *Solver, st game.State, a game.Action) Outcome {
	t.Helper()
	for _, sc := range s.Evaluate(st) {
		if sc.Action == a {
			return sc.Outcome
		}
	}
	t.Fatalf("Evaluate has no action %v", a)
	return Draw
}

// Each move pair below closes a cycle at once, so every mark is classical
// by the end: X in 2 3 4 6, O in 1 5 7 8. X's ninth mark can only go to 9,
// where it completes the column 3-6-9.
const ninthMarkWins = `
X1 1 2
O2 1 2
collapse 1
X3 3 5
O4 3 5
collapse 5
X5 4 7
O6 4 7
collapse 7
X7 6 8
O8 6 8
collapse 8
`

func TestNinthMarkWins(t *testing.T) {
	st := position(t, ninthMarkWins)
	if got := shared.Value(st); got != XWins {
		t.Errorf("Value = %v, want X", got)
	}
	scored := shared.Evaluate(st)
	if len(scored) != 1 || scored[0].Action != game.FinalAction(9) || scored[0].Outcome != XWins {
		t.Errorf("Evaluate = %v, want only X9 in square 9, winning", scored)
	}
}

func TestFinishedGame(t *testing.T) {
	st := position(t, ninthMarkWins+"X9 9\n")
	if got := shared.Value(st); got != XWins {
		t.Errorf("Value of a game X won = %v, want X", got)
	}
	if got := shared.Evaluate(st); got != nil {
		t.Errorf("Evaluate of a finished game = %v, want nil", got)
	}
	if _, ok := shared.Best(st); ok {
		t.Error("Best of a finished game reports an action")
	}
}

// X holds 1 and 2, O holds 4 and 5, and X5 and O6 share squares 3 and 6,
// so X chooses where O6 lands. In 6 it gives O the row 4-5-6 but pushes X5
// into 3, giving X the row 1-2-3 as well; X's row is complete with move 5,
// O's only with move 6, so X wins.
const collapseDecides = `
X1 1 4
O2 1 4
collapse 4
X3 2 5
O4 2 5
collapse 5
X5 3 6
O6 3 6
`

func TestCollapseDecidesByEarlierLine(t *testing.T) {
	st := position(t, collapseDecides)
	if got := shared.Value(st); got != XWins {
		t.Errorf("Value = %v, want X", got)
	}
	if got := outcomeOfAction(t, shared, st, game.ChooseAction(6)); got != XWins {
		t.Errorf("collapse 6 = %v, want X", got)
	}
	if a, _ := shared.Best(st); a != game.ChooseAction(6) {
		t.Errorf("Best = %v, want the collapse into 6", a)
	}
}

// X holds 1 and 2 with X5 spooky in 3 and 6. Putting X7 in 3 and 6 again
// closes a cycle, and however O collapses it X gets both 3 and 6, and with
// them the row 1-2-3.
const oneMoveFromWin = `
X1 1 4
O2 1 4
collapse 4
X3 2 5
O4 2 5
collapse 5
X5 3 6
O6 7 8
`

func TestOneMoveFromWin(t *testing.T) {
	st := position(t, oneMoveFromWin)
	if got := shared.Value(st); got != XWins {
		t.Errorf("Value = %v, want X", got)
	}
	win := game.PlaceAction(3, 6)
	if got := outcomeOfAction(t, shared, st, win); got != XWins {
		t.Errorf("X7 in 3 and 6 = %v, want X", got)
	}
	if a, _ := shared.Best(st); a != win {
		t.Errorf("Best = %v, want the immediate win %v", a, win)
	}
}

// TestOpenings solves the whole game: X wins, and only by opening in two
// opposite corners; every other opening is a draw.
func TestOpenings(t *testing.T) {
	s := New()
	var empty game.State
	for _, sc := range s.Evaluate(empty) {
		want := Draw
		if sq := sc.Action.Squares; sq == [2]game.Square{1, 9} || sq == [2]game.Square{3, 7} {
			want = XWins
		}
		if sc.Outcome != want {
			t.Errorf("opening %v = %v, want %v", sc.Action.Squares, sc.Outcome, want)
		}
	}
	if got := s.Value(empty); got != XWins {
		t.Errorf("Value of the empty board = %v, want X", got)
	}
}

// minimax is the value of st by plain exhaustive search over the rules
// engine itself, stopping only at a win for the player to act.
func minimax(st game.State) Outcome {
	if st.Over() {
		return outcomeOf(st.Winner())
	}
	me := st.ToAct()
	best := Outcome(0)
	for i, a := range st.Legal() {
		next := st
		if _, err := next.Apply(a); err != nil {
			panic(err)
		}
		v := minimax(next)
		if i == 0 || v.For(me) > best.For(me) {
			best = v
		}
		if best.Winner() == me {
			break
		}
	}
	return best
}

// randomPosition plays random actions from the empty board until at least
// moves marks are placed, and returns the position if the game still goes
// on.
func randomPosition(rng *rand.Rand, moves int) (game.State, bool) {
	var st game.State
	for !st.Over() && (st.Moves() < moves || rng.IntN(3) == 0) {
		acts := st.Legal()
		if _, err := st.Apply(acts[rng.IntN(len(acts))]); err != nil {
			panic(err)
		}
	}
	return st, !st.Over()
}

func TestAgreesWithMinimax(t *testing.T) {
	n, from := 200, 5
	if testing.Short() {
		n, from = 60, 6
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for checked := 0; checked < n; {
		st, ok := randomPosition(rng, from)
		if !ok {
			continue
		}
		checked++
		if got, want := shared.Value(st), minimax(st); got != want {
			t.Fatalf("Value = %v, minimax = %v in:\n%s", got, want, record(st))
		}
		for _, sc := range shared.Evaluate(st) {
			next := st
			next.Apply(sc.Action)
			if want := minimax(next); sc.Outcome != want {
				t.Fatalf("Evaluate gives %v %v, minimax %v in:\n%s", sc.Action, sc.Outcome, want, record(st))
			}
		}
	}
}

// record describes st for a failure message: its marks square by square.
func record(st game.State) string {
	var b strings.Builder
	for _, sq := range game.Squares {
		b.WriteString(sq.String() + ":")
		if m := st.Classical(sq); m != 0 {
			b.WriteString(" [" + m.String() + "]")
		}
		for _, m := range st.Spooky(sq) {
			b.WriteString(" " + m.String())
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func BenchmarkSolveEmpty(b *testing.B) {
	for b.Loop() {
		s := New()
		s.Evaluate(game.State{})
		b.ReportMetric(float64(s.Positions()), "positions/op")
	}
}

// BenchmarkEvaluateCold is the first question a new solver answers, in
// positions a game reaches early: what a hint or the computer's first
// action costs when nothing was solved at start-up.
func BenchmarkEvaluateCold(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, moves := range []int{1, 2, 4} {
		var positions []game.State
		for len(positions) < 8 {
			if st, ok := randomPosition(rng, moves); ok && st.Moves() == moves {
				positions = append(positions, st)
			}
		}
		b.Run(strconv.Itoa(moves)+"-moves", func(b *testing.B) {
			i := 0
			for b.Loop() {
				New().Evaluate(positions[i%len(positions)])
				i++
			}
		})
	}
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
