package board

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
)

// While a collapse is pending, a tap on a spooky mark other than the
// newest in a square that is not one of the choices goes to OnMark. In a
// choice square it is held: a student who clicks the middle of square 9
// to land the newest mark there hits the mark sitting in the middle
// slot, and another may have meant "this mark goes here", so the board
// previews the choice and OnHeld asks for a second click, which chooses
// (the t7 student walk, lesson 4's last step). The pointer over such a
// mark is a pointing hand and previews the choice; a tap on the newest
// mark or elsewhere in a choice square chooses that square at once.
func TestATapOnAnotherMarkAtACollapseIsHeldOrGoesToOnMark(t *testing.T) {
	b, r, w := showBoard(t, longCycle, fyne.NewSize(450, 450)) // O chooses where X9 lands: 5 or 9
	squares := tapped(b)
	type mark struct {
		sq game.Square
		m  game.Mark
	}
	var marks, held []mark
	b.OnMark = func(sq game.Square, m game.Mark) { marks = append(marks, mark{sq, m}) }
	b.OnHeld = func(sq game.Square, m game.Mark) { held = append(held, mark{sq, m}) }
	g := b.geometry()

	test.TapAt(b, g.slotCenter(7, 8)) // O8 in square 7, not a choice
	if want := []mark{{7, 8}}; !slices.Equal(marks, want) || len(held) != 0 || len(*squares) != 0 {
		t.Errorf("a tap on O8 in square 7: OnMark %v, OnHeld %v, OnSquare %v; want OnMark %v only", marks, held, *squares, want)
	}

	test.MoveMouse(w.Canvas(), g.slotCenter(9, 3))
	if b.Cursor() != desktop.PointerCursor || drawnClassical(r, 9) != game.X || drawnClassical(r, 6) != game.X {
		t.Errorf("over X3 in square 9: cursor %v, preview of %v in 9 and %v in 6; want a hand, X9 landing in 9 and X3 in 6",
			b.Cursor(), drawnClassical(r, 9), drawnClassical(r, 6))
	}
	time.Sleep(SettleTime) // the pointer rests: no crossing rule
	test.TapCanvas(w.Canvas(), g.slotCenter(9, 3))
	if want := []mark{{9, 3}}; !slices.Equal(held, want) || len(*squares) != 0 {
		t.Fatalf("a first tap on X3 in square 9: OnHeld %v, OnSquare %v; want OnHeld %v only", held, *squares, want)
	}
	test.TapCanvas(w.Canvas(), g.slotCenter(9, 3))
	if want := []game.Square{9}; !slices.Equal(*squares, want) || len(held) != 1 {
		t.Fatalf("a second tap on X3 in square 9: OnSquare %v, OnHeld %v; want square 9 chosen", *squares, held)
	}

	*squares, held = nil, nil
	test.MoveMouse(w.Canvas(), g.slotCenter(5, 1)) // no mark in slot 1 of square 5
	time.Sleep(SettleTime)
	test.TapCanvas(w.Canvas(), g.slotCenter(5, 1))
	test.MoveMouse(w.Canvas(), g.slotCenter(9, 9))
	if b.Cursor() != desktop.PointerCursor || drawnClassical(r, 9) != game.X {
		t.Errorf("over X9 in square 9: cursor %v, preview of %v in square 9; want a hand and X9 landing", b.Cursor(), drawnClassical(r, 9))
	}
	time.Sleep(SettleTime)
	test.TapCanvas(w.Canvas(), g.slotCenter(9, 9))
	if want := []game.Square{5, 9}; !slices.Equal(*squares, want) || len(held) != 0 {
		t.Errorf("taps on an empty slot of 5 and on X9 in 9 reached OnSquare as %v (held %v), want %v at once", *squares, held, want)
	}
}

// A click held on another mark is forgotten when the pointer goes to
// another square: back in the held square, a click on the mark is held
// again rather than taken.
func TestAHeldMarkClickIsForgottenWhenThePointerLeaves(t *testing.T) {
	b, _, w := showBoard(t, longCycle, fyne.NewSize(450, 450))
	squares := tapped(b)
	var held []game.Square
	b.OnMark = func(game.Square, game.Mark) {}
	b.OnHeld = func(sq game.Square, _ game.Mark) { held = append(held, sq) }
	g := b.geometry()

	test.MoveMouse(w.Canvas(), g.slotCenter(9, 3))
	time.Sleep(SettleTime)
	test.TapCanvas(w.Canvas(), g.slotCenter(9, 3))
	test.MoveMouse(w.Canvas(), g.slotCenter(5, 9))
	test.MoveMouse(w.Canvas(), g.slotCenter(9, 3))
	time.Sleep(SettleTime)
	test.TapCanvas(w.Canvas(), g.slotCenter(9, 3))
	if want := []game.Square{9, 9}; !slices.Equal(held, want) || len(*squares) != 0 {
		t.Errorf("a click on X3 in 9, away to 5 and back, a click on X3: held %v, chosen %v; want held twice, nothing chosen", held, *squares)
	}
}
