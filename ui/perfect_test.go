package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
)

// Who can force a win, as the New game dialog and the end of a game
// against Perfect say: X, from the empty board, by the solver. A student
// who plays X perfectly beats Perfect and is told that this is how; one
// who does not is told that the win was there to keep.
func TestPerfectNotesTellTheSolversValue(t *testing.T) {
	if v := uitest.Solver().Value(game.State{}); v != solver.XWins {
		t.Fatalf("the solver's value of the empty board is %v; the New game dialog and the review say X can force a win", v)
	}
	a, queue := newComputerTestApp(t)
	shortcut(a, ctrl(fyne.KeyN))
	if got := dialogText(a); !strings.Contains(got, "With perfect play, under this app's rule for two lines at once, X can force a win") {
		t.Errorf("the New game dialog does not say who can force a win:\n%s", got)
	}
	tapDialogButton(t, a, "Cancel")

	a.model.Saved()
	startGame(t, a, playX, "Perfect")
	for !a.game().Present().Over() {
		act, _ := uitest.Solver().Best(a.game().Present())
		tapAction(a, act)
		awaitReply(t, a, queue)
	}
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	if a.game().Present().Winner() != game.X {
		t.Fatalf("perfect play as X did not beat Perfect:\n%s", strings.Join(played(a.game().Record()), "\n"))
	}
	assertStatus(t, a, "X wins", "you kept that win to the end: that is how X beats Perfect.")

	rng := rand.New(rand.NewPCG(7, 7))
	for a.game().Present().Winner() == game.X {
		playAgainst(t, a, queue, playX, "Perfect", rng)
	}
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	assertStatus(t, a, "with perfect play you would have won even against Perfect. The review shows where the win slipped.")
}

// Playing O against Perfect, the hint says plainly that X can force a win
// from the first move under these rules, and what is left to aim for; the
// solver agrees (the walk: "Every move loses" with no reason felt broken).
func TestTheHintAgainstPerfectSaysXForcesAWin(t *testing.T) {
	if v := uitest.Solver().Value(game.State{}); v != solver.XWins {
		t.Fatalf("the solver's value of the empty board is %v; the hint says X can force a win", v)
	}
	a, queue := newComputerTestApp(t)
	startGame(t, a, playO, "Perfect")
	awaitReply(t, a, queue)
	press(a, fyne.KeyH)
	awaitComputer(t, queue, func() bool { return hintSquares(a) != nil })
	assertStatus(t, a, "X can force a win from the very first move, and Perfect never lets it slip",
		"hold out as long as you can", "Best try, holding out the longest")
	if strings.Contains(statusLine(a), "Every move loses.") {
		t.Error("the hint says twice that every move loses")
	}
}
