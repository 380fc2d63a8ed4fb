package ui

import (
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
)

func TestAppIDMatchesFyneAppToml(t *testing.T) {
	data, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `ID = "`+AppID+`"`) {
		t.Errorf("FyneApp.toml does not declare ID = %q:\n%s", AppID, data)
	}
}

func TestWholeGameWithTwoCyclesAndTieBreak(t *testing.T) {
	a := newTestApp(t)
	assertStatus(t, a, "X to move", "Place X1")

	tapSquare(a, 4)
	assertStatus(t, a, "X1 has its first spooky mark in square 4")
	tapSquare(a, 4) // the first square again cancels
	assertStatus(t, a, "Place X1")
	assertPlayed(t, a)

	playLines(t, a, "X1 4 8", "O2 2 5", "X3 7 8", "O4 6 8", "X5 5 8", "O6 3 4", "X7 4 8")
	assertStatus(t, a, "O chooses the collapse",
		"X7 closed a cycle with X1: the spooky marks of both are in squares 4 and 8.",
		"O chooses where X7 lands: square 4 or 8.")

	tapSquare(a, 2) // not one of X7's squares
	assertPlayed(t, a, "X1 4 8", "O2 2 5", "X3 7 8", "O4 6 8", "X5 5 8", "O6 3 4", "X7 4 8")

	playLines(t, a, "collapse 4")
	assertStatus(t, a, "O chose square 4 for X7.", "7 marks became classical: X7, X1, O6, X3, O4, X5 and O2.")

	playLines(t, a, "O8 1 9", "X9 1 9", "collapse 1")
	assertStatus(t, a, "O wins", "O chose square 1 for X9.",
		"Both players got a line in this collapse. By this app's rule the earlier line wins, counted by move numbers, not by the order the cascade draws: the newest mark of O's line is O8, older than X9 in X's line, so O wins.")

	press(a, fyne.Key2)
	tapSquare(a, 2)
	assertPlayed(t, a, "X1 4 8", "O2 2 5", "X3 7 8", "O4 6 8", "X5 5 8", "O6 3 4", "X7 4 8", "collapse 4",
		"O8 1 9", "X9 1 9", "collapse 1")
	assertStatus(t, a, "The game is over.")
}

func TestLongCycleAndBothChoices(t *testing.T) {
	a := newTestApp(t)
	game5 := []string{"X1 6 9", "O2 2 9", "X3 3 9", "O4 7 8", "X5 3 6"}
	playLines(t, a, game5...)
	assertStatus(t, a, "O chooses the collapse", "X5 closed a cycle through squares 3, 9 and 6.",
		"O chooses where X5 lands: square 3 or 6.")

	press(a, fyne.Key6)
	assertPlayed(t, a, append(game5, "collapse 6")...)
	afterSix := a.game().Present()

	shortcut(a, &fyne.ShortcutUndo{})
	assertPlayed(t, a, game5...)
	assertStatus(t, a, "O chooses where X5 lands")

	tapSquare(a, 3)
	assertPlayed(t, a, append(game5, "collapse 3")...)
	afterThree := a.game().Present()
	if afterThree == afterSix {
		t.Fatal("both collapse choices gave the same position")
	}
	for _, sq := range []game.Square{3, 6, 9} {
		if afterThree.Classical(sq) == afterSix.Classical(sq) {
			t.Errorf("square %v holds %v after either choice", sq, afterSix.Classical(sq))
		}
	}
	assertStatus(t, a, "X wins", "X has three classical marks in a row: squares 3, 6 and 9.")
}

func TestUndoRedo(t *testing.T) {
	a := newTestApp(t)
	moves := []string{"X1 1 5", "O2 1 5", "collapse 5", "X3 2 3"}
	playLines(t, a, moves...)

	undo := &fyne.ShortcutUndo{}
	redo := &fyne.ShortcutRedo{}
	redoShift := &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	for n := len(moves) - 1; n >= 0; n-- {
		shortcut(a, undo)
		assertPlayed(t, a, moves[:n]...)
	}
	shortcut(a, undo) // nothing left to undo
	assertPlayed(t, a)

	shortcut(a, redo)
	shortcut(a, redoShift)
	shortcut(a, redo)
	assertPlayed(t, a, moves[:3]...)
	if got := a.game().Present().Classical(5); got != 2 {
		t.Errorf("after redoing the collapse square 5 holds %v, want O2", got)
	}

	playLines(t, a, "X3 7 9") // a new move drops the redo
	shortcut(a, redo)
	assertPlayed(t, a, "X1 1 5", "O2 1 5", "collapse 5", "X3 7 9")
}

// The window opens at a size that fits a 1024×768 screen, and then at the size
// the user gave it, kept once it settles, not only at the close: the walk's
// kill and restart lost it, as the window never closed.
func TestWindowOpensAtItsLastSize(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	test.NewTempApp(t)
	a := newTestWindow(t)
	if got := a.win.Canvas().Size(); got != firstSize {
		t.Errorf("the first window opens at %v, want %v", got, firstSize)
	}
	if firstSize.Width > 1024 || firstSize.Height > 768-60 {
		t.Errorf("the first size %v does not fit a 1024×768 screen with a title bar and a task bar", firstSize)
	}
	kept := make(chan struct{})
	resized := make(chan struct{}, 1)
	go keepSizes(resized, 50*time.Millisecond, func() { kept <- struct{}{} })
	defer close(resized)
	a.win.Resize(fyne.NewSize(1800, 1000))
	select {
	case <-a.frame.resized: // the layout told it, and wrote nothing
		resized <- struct{}{}
	default:
		t.Fatal("the window's new size was not told")
	}
	select {
	case <-kept:
		a.keepSize() // on the UI goroutine, as fyne.Do runs it
	case <-time.After(10 * time.Second):
		t.Fatal("the new size was not kept once it settled")
	}
	b := newTestWindow(t) // a is still open
	if got := b.win.Canvas().Size(); got != fyne.NewSize(1800, 1000) {
		t.Errorf("after a window was sized 1800×1000, the next opens at %v", got)
	}
}

// A drag of the window's edge, many sizes in a row, is kept once, after
// the last.
func TestASizeIsKeptOnceItSettles(t *testing.T) {
	resized, kept := make(chan struct{}, 1), make(chan struct{}, 10)
	go keepSizes(resized, time.Second, func() { kept <- struct{}{} })
	defer close(resized)
	for range 5 {
		resized <- struct{}{}
		time.Sleep(10 * time.Millisecond)
	}
	select {
	case <-kept:
	case <-time.After(10 * time.Second):
		t.Fatal("the size was not kept")
	}
	select {
	case <-kept:
		t.Error("five changes in a row were kept twice")
	case <-time.After(1500 * time.Millisecond):
	}
}
