package ui

import (
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/session"
)

// The t9 walk's first game: X against Perfect, X1 in 1 and 9, O2 in 1
// and 3, X3 in 1 and 9 closes a cycle and O chooses square 1 for X3. The
// status said "X3 became classical in square 1, so …" twice in a row; it
// says what X3 left the other two marks once.
func TestTheComputersCollapseSaysEachThingOnce(t *testing.T) {
	a, queue := newComputerTestApp(t)
	r, err := game.Parse("t", strings.NewReader("X1 1 9\nO2 1 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	a.model.Restore(r, session.Opponent{Side: game.O, Level: solver.Perfect}, false) // as a restart brings the game back
	tapAction(a, game.PlaceAction(1, 9))
	awaitReply(t, a, queue)
	got := statusLine(a)
	if strings.Count(got, "X3 became classical in square 1") != 1 {
		t.Errorf("the status line says what X3's landing did %d times, want once:\n%s", strings.Count(got, "X3 became classical in square 1"), got)
	}
	assertStatus(t, a, "O chose square 1 for X3.",
		"X3 became classical in square 1, so each of these marks had only one square left: X1 in square 9 and O2 in square 3.")
}
