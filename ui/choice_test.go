package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
)

// The t5 student walk's lost game: asked where O6 lands (square 6 or 9),
// the student tapped their own X5 in square 9, meaning "X5 goes here". A
// tap on another mark than the newest in one of the two squares chooses
// nothing yet: it says that the square is for O6 and where X5 then lands,
// and a second tap chooses. A tap on a mark elsewhere chooses nothing and
// says which choice lands it where it was tapped. A tap on O6 itself
// chooses at once.
func TestATapOnAnotherMarkAtACollapseSaysWhatItWouldChoose(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 2", "O2 3 4", "X3 7 8", "O4 1 3", "X5 6 9", "O6 6 9")
	assertStatus(t, a, "X chooses where O6 lands: square 6 or 9.",
		"To choose, click square 6 or square 9, or press its number: O6 lands there.")

	for _, tap := range []struct {
		sq   game.Square
		m    game.Mark
		want string
	}{
		{9, 5, "You clicked X5 in square 9. If O6 lands in square 9, X5 lands in square 6, as the board now shows: click square 9 again to choose it for O6."},
		{6, 5, "If O6 lands in square 6, X5 lands in square 9"},
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
	if got := statusLine(a); strings.Contains(got, "You clicked") || !strings.Contains(got, "X chose square 6 for O6") {
		t.Errorf("after the tap on O6 in square 6:\n%s", got)
	}
}

// The t7 student walk, lesson 4's last step ("You are X: choose where O6
// lands"): the student pointed at the middle of square 9 and clicked, to
// land O6 there. The middle is X5's slot; the click said "for X5 to land
// in square 9, choose square 4 for O6", the opposite of what they meant.
// Now it says that square 9 lands O6 there and X5 in square 4, and a
// second click in the middle of square 9 chooses it.
func TestAClickInTheMiddleOfASquareChoosesItForTheNewestMark(t *testing.T) {
	a := newTestApp(t)
	l := openLesson(t, a, "04-deciding-choice")
	for a.teaching.lessons.Step() < len(l.Steps)-1 || a.teaching.lessons.Asking() {
		press(a, fyne.KeySpace, fyne.KeyRight)
	}
	assertStatus(t, a, "X chooses where O6 lands: square 4 or 9.")

	middle := squareMiddle(a, 9)
	a.board().MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: middle}})
	test.TapAt(a.board(), middle)
	if s := a.game().Present(); s.Phase() != game.PhaseChoose {
		t.Fatalf("the first click in the middle of square 9 chose at once: square 9 holds %v", s.Classical(9))
	}
	assertStatus(t, a, "You clicked X5 in square 9. If O6 lands in square 9, X5 lands in square 4, as the board now shows: click square 9 again to choose it for O6.")
	test.TapAt(a.board(), middle)
	if s := a.game().Present(); s.Classical(9) != 6 || s.Classical(4) != 5 {
		t.Errorf("the second click in the middle of square 9: square 9 holds %v and square 4 %v, want O6 and X5", s.Classical(9), s.Classical(4))
	}
}

// squareMiddle returns the middle of square sq on the window's board.
func squareMiddle(a *App, sq game.Square) fyne.Position {
	size := a.board().Size()
	side := min(size.Width, size.Height)
	cell := side / 3
	return fyne.NewPos((size.Width-side)/2+(float32(sq.Col())+0.5)*cell, (size.Height-side)/2+(float32(sq.Row())+0.5)*cell)
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
