package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
)

// The student walk's lost game: asked where O6 lands (square 6 or 9), the
// student tapped their own X5 in square 9, meaning "X5 goes here". A tap
// on another mark than the newest chooses nothing: it says that X
// chooses where O6 lands, and which choice lands X5 where it was tapped.
// The prompt says how to choose; a tap on O6 itself chooses.
func TestATapOnAnotherMarkAtACollapseChoosesNothingAndSaysWhy(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 2", "O2 3 4", "X3 7 8", "O4 1 3", "X5 6 9", "O6 6 9")
	assertStatus(t, a, "X chooses where O6 lands: square 6 or 9.",
		"To choose, click square 6 or square 9, or press its number: O6 lands there.")

	for _, tap := range []struct {
		sq   game.Square
		m    game.Mark
		want string
	}{
		{9, 5, "You picked X5, not the newest mark. By the game's rule X chooses where O6 lands; for X5 to land in square 9, choose square 6 for O6."},
		{6, 5, "for X5 to land in square 6, choose square 9 for O6."},
		{1, 1, "You picked X1, which this collapse leaves spooky. By the game's rule X chooses only where the newest mark, O6, lands: square 6 or square 9."},
	} {
		test.TapAt(a.board(), markPos(a, tap.sq, tap.m))
		if a.game().At() != 6 || a.game().Present().Phase() != game.PhaseChoose {
			t.Fatalf("a tap on %v in square %v played %s", tap.m, tap.sq, a.game().Record().Notation(a.game().At()-1))
		}
		assertStatus(t, a, tap.want)
	}

	test.TapAt(a.board(), markPos(a, 6, 6))
	assertPlayed(t, a, "X1 1 2", "O2 3 4", "X3 7 8", "O4 1 3", "X5 6 9", "O6 6 9", "collapse 6")
	if got := statusLine(a); strings.Contains(got, "You picked") || !strings.Contains(got, "X chose square 6 for O6") {
		t.Errorf("after the tap on O6 in square 6:\n%s", got)
	}
}

// A collapse choice clicked as the pointer crosses into it from the other
// choice waits for a second click and says so, in sight on the status
// line even at the first window's size; the second click chooses.
func TestAHeldChoiceSaysClickAgain(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5", "O2 4 5", "X3 1 4")
	hover(a, 1)
	hover(a, 4)
	tapSquare(a, 4)
	if a.game().Present().Phase() != game.PhaseChoose {
		t.Fatal("a click as the pointer crossed into square 4 chose it at once")
	}
	assertStatus(t, a, "Click square 4 again to choose it")
	box := a.frame.statusBox
	if box.Content.Size().Height > box.Size().Height && box.Offset.Y == 0 {
		t.Error("the line asking for a second click is scrolled out of sight")
	}
	tapSquare(a, 4)
	if a.game().Present().Classical(4) != 3 {
		t.Errorf("the second click on square 4 did not land X3 there")
	}
}
