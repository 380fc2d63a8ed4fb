package ui

import (
	"math/rand/v2"
	"testing"

	"github.com/qttt-edu/qttt/game"
)

// Played as a student would: X against Perfect, closing every cycle it
// can, until the computer chooses a collapse; the status line then says
// what it chose and why, naming the square it chose.
func TestACollapseTheComputerChoosesSaysWhyInTheStatusLine(t *testing.T) {
	a, queue := newComputerTestApp(t)
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		a.model.Saved()
		startGame(t, a, playX, "Perfect")
		awaitReply(t, a, queue)
		for !a.game().Present().Over() {
			r := a.game().Record()
			for i := r.Len() - 1; i >= 0 && r.StateAt(i).ToAct() == game.O; i-- {
				if r.Action(i).Kind != game.Choose {
					continue
				}
				sq := r.Action(i).Squares[0].String()
				assertStatus(t, a, "O chose square "+sq+" for "+r.StateAt(i).Newest().String(), "Why square "+sq+": ")
				return
			}
			tapAction(a, closingMove(a.game().Present(), rng))
			awaitReply(t, a, queue)
		}
	}
	t.Fatal("in 20 games the computer chose no collapse")
}

// closingMove returns a move in s that closes a cycle, if there is one,
// else a random legal action.
func closingMove(s game.State, rng *rand.Rand) game.Action {
	legal := s.Legal()
	for _, act := range legal {
		next := s
		if _, err := next.Apply(act); err == nil && next.Phase() == game.PhaseChoose {
			return act
		}
	}
	return legal[rng.IntN(len(legal))]
}
