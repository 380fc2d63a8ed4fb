package coach

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/session"
)

// The t13 walk's games against Club and Beginner: the review marked two of
// the student's moves as each losing the win, which only made sense
// because the computer's own slip between them gave the win back, and it
// did not say so. In a random game against the computer where the student
// (X) lets a result slip, the computer gives it back, and X lets it slip
// again, the review says that the computer slipped in turn and what X
// could force again, as the solver has it.
func TestTheReviewSaysWhenTheComputerGaveTheResultBack(t *testing.T) {
	judge := solver.New()
	rng := rand.New(rand.NewPCG(41, 42))
	for range 300 {
		r := randomGame(t, rng)
		value, slips := xSlips(judge, r)
		first, again := swingBack(value, slips)
		if again < 0 {
			continue
		}
		c := reviewed(t, r)
		text := strings.Join(c.reviewText(), "\n")
		want := "before " + ActionName(r, again) + ", X could force a win again."
		if value[again] == 0 {
			want = "before " + ActionName(r, again) + ", X could hold a draw again."
		}
		if !strings.Contains(text, "The computer then slipped in turn: "+want) {
			t.Errorf("X slipped at %s, O gave it back, X slipped again at %s; the review says:\n%s\nwant %q",
				ActionName(r, first), ActionName(r, again), text, want)
		}
		t.Logf("the review:\n%s", text)
		return
	}
	t.Fatal("no random game with a slip, a swing back and a slip again: nothing tested")
}

// When the student's side won in the end, each slip already says the
// computer missed the chance: the review does not tell the computer's slip
// a second time (a fresh native read of game 8 in the phrasebook).
func TestAWonGameTellsTheComputersSlipOnce(t *testing.T) {
	judge := solver.New()
	rng := rand.New(rand.NewPCG(43, 44))
	for range 300 {
		r := randomGame(t, rng)
		if r.State().Winner() != game.X {
			continue
		}
		_, x := xSlips(judge, r)
		slips := len(x)
		if slips < 2 {
			continue
		}
		c := reviewed(t, r)
		text := strings.Join(c.reviewText(), "\n")
		if !strings.Contains(text, "O missed the chance.") || strings.Contains(text, "slipped in turn") {
			t.Errorf("X won after %d slips; the review says:\n%s\nwant each slip's missed chance, and no \"slipped in turn\"", slips, text)
		}
		return
	}
	t.Fatal("no random game X won after two slips: nothing tested")
}

// randomGame plays random legal actions from the empty board to the end.
func randomGame(t *testing.T, rng *rand.Rand) *game.Record {
	t.Helper()
	r := game.NewRecord()
	for !r.State().Over() {
		legal := r.State().Legal()
		if _, err := r.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// xSlips returns X's worth before each action of r (value[i] before
// action i, as the solver has it) and the actions of X's that lowered it.
func xSlips(judge *solver.Solver, r *game.Record) (value, slips []int) {
	value = make([]int, r.Len()+1)
	for i := range value {
		value[i] = judge.Value(r.StateAt(i)).For(game.X)
	}
	for i := range r.Len() {
		if r.StateAt(i).ToAct() == game.X && value[i+1] < value[i] {
			slips = append(slips, i)
		}
	}
	return value, slips
}

// swingBack returns the first two slips of X's in a row with X's worth
// higher before the second than after the first (the rise between them
// O's doing), or -1, -1.
func swingBack(value, slips []int) (first, again int) {
	for k := 1; k < len(slips); k++ {
		if value[slips[k]] > value[slips[k-1]+1] {
			return slips[k-1], slips[k]
		}
	}
	return -1, -1
}

// reviewed returns a computer that has reviewed r, played by the student
// as X against the Club player.
func reviewed(t *testing.T, r *game.Record) *Computer {
	t.Helper()
	c, m, queue := newTestComputer(t)
	m.Replace(r, session.Opponent{Side: game.O, Level: solver.Club}, false)
	c.ReviewGame()
	await(t, queue, m.Reviewed)
	return c
}
