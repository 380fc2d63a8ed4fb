package coach

import (
	"slices"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/session"
)

// After the computer's collapse of a long cycle the student closed, the
// status tells the cascade as one short story: the choice, the first mark
// that followed with why, the other five in one sentence, and why the
// computer chose so; not a sentence per mark.
func TestTheComputersLongCascadeIsOneShortStory(t *testing.T) {
	c, m, queue := newTestComputer(t)
	r, err := game.Parse("test.qttt", strings.NewReader("X1 1 2\nO2 2 3\nX3 3 4\nO4 4 5\nX5 5 6\nO6 6 7\nX7 7 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	m.Replace(r, session.Opponent{Side: game.O, Level: solver.Perfect}, false)
	c.Update()
	await(t, queue, func() bool { return m.Game().Present().Phase() != game.PhaseChoose })
	got := c.Status().Happened
	want := []string{
		"O chose square 1 for X7.",
		"X7 became classical in square 1, so square 2 was the only one left for X1.",
		"In the same way, 5 more marks became classical, each in the only square left to it: O2 in square 3, X3 in square 4, O4 in square 5, X5 in square 6 and O6 in square 7.",
	}
	if len(got) != len(want)+1 || !slices.Equal(got[:len(want)], want) || !strings.HasPrefix(got[len(want)], "Why square 1:") {
		t.Errorf("after the computer's collapse the status says:\n  %s\nwant:\n  %s\n  Why square 1: …", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}
