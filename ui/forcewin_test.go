package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// The walk's game 3 at X's ninth move (student walk t10 #10, shot 158):
// the Hint's "why not" for 1–7 said O "could then force a win", though
// after O's choice no move is left. With the game over at the answer, it
// says O would then win.
func TestAHintSaysWinNotForceAWinWhenNoMovesAreLeft(t *testing.T) {
	a, queue := newComputerTestApp(t)
	startGame(t, a, "Two players at this computer", "Beginner")
	playLines(t, a, "X1 1 5", "O2 4 6", "X3 3 9", "O4 2 5", "X5 7 8", "O6 2 3", "X7 7 9", "O8 4 5")
	press(a, fyne.KeyH)
	awaitComputer(t, queue, func() bool { return strings.Contains(statusLine(a), "Why not ") })
	got := statusLine(a)
	if !strings.Contains(got, "and O would then win.") || strings.Contains(got, "could then force a win") {
		t.Errorf("the Hint at X9, with no moves left after O's answer, reads:\n%s", got)
	}
}
