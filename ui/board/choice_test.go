package board

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
)

// While a collapse is pending, a tap on a spooky mark other than the
// newest goes to OnMark, not to OnSquare as a choice of its square; the
// pointer over it is no pointing hand and previews no collapse. A tap on
// the newest mark or elsewhere in a choice square chooses that square.
func TestATapOnAnotherMarkAtACollapseGoesToOnMark(t *testing.T) {
	b, r, w := showBoard(t, longCycle, fyne.NewSize(450, 450)) // O chooses where X9 lands: 5 or 9
	squares := tapped(b)
	type mark struct {
		sq game.Square
		m  game.Mark
	}
	var marks []mark
	b.OnMark = func(sq game.Square, m game.Mark) { marks = append(marks, mark{sq, m}) }
	g := b.geometry()

	test.TapAt(b, g.slotCenter(9, 3)) // X3 in square 9, a choice square
	test.TapAt(b, g.slotCenter(7, 8)) // O8 in square 7
	if want := []mark{{9, 3}, {7, 8}}; !slices.Equal(marks, want) || len(*squares) != 0 {
		t.Errorf("taps on X3 in 9 and O8 in 7: OnMark %v, OnSquare %v; want OnMark %v only", marks, *squares, want)
	}
	test.MoveMouse(w.Canvas(), g.slotCenter(9, 3))
	if b.Cursor() != desktop.DefaultCursor || drawnClassical(r, 9) != game.NoPlayer {
		t.Errorf("over X3 in square 9: cursor %v, preview of %v in square 9; want no hand and no preview", b.Cursor(), drawnClassical(r, 9))
	}
	test.MoveMouse(w.Canvas(), g.slotCenter(9, 9))
	if b.Cursor() != desktop.PointerCursor || drawnClassical(r, 9) != game.X {
		t.Errorf("over X9 in square 9: cursor %v, preview of %v in square 9; want a hand and X9 landing", b.Cursor(), drawnClassical(r, 9))
	}

	test.TapAt(b, g.slotCenter(9, 9))
	test.TapAt(b, g.slotCenter(5, 1)) // no mark in slot 1 of square 5
	if want := []game.Square{9, 5}; !slices.Equal(*squares, want) {
		t.Errorf("taps on X9 in 9 and an empty slot of 5 reached OnSquare as %v, want %v", *squares, want)
	}
}
