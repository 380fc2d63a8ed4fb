package board

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
)

// No spooky mark is drawn over its square's number (the walk: X5 sat on
// the big 4 and 9): beside spooky marks the number is small, in a slot
// none of them takes.
func TestNoSpookyMarkSitsOnASquaresNumber(t *testing.T) {
	for _, record := range []string{opening, twoCycle, star, longCycle, "X1 4 9\nO2 2 3\nX3 4 9\n"} {
		_, r, _ := showBoard(t, record, fyne.NewSize(450, 450))
		for _, sq := range game.Squares {
			num := r.square(sq).number
			if num.Hidden {
				continue
			}
			for m := game.Mark(1); m <= game.MaxMoves; m++ {
				for _, g := range r.mark(m).glyphs {
					if !g.Hidden && overlap(num.Position(), num.Size(), g.Position(), g.Size()) {
						t.Errorf("%q: %s is drawn over the number of square %v", record, g.Text, sq)
					}
				}
			}
		}
	}
}

// overlap reports whether two rectangles share more than an edge.
func overlap(p fyne.Position, s fyne.Size, q fyne.Position, z fyne.Size) bool {
	return p.X < q.X+z.Width && q.X < p.X+s.Width && p.Y < q.Y+z.Height && q.Y < p.Y+s.Height
}

// When one collapse gives both players a line, the squares of the line
// that won are tinted, those of the other line are not: which line won is
// on the board, not only in the text.
func TestTheLineThatWonIsMarkedOnTheBoard(t *testing.T) {
	_, r, _ := showBoard(t, simultaneous, fyne.NewSize(450, 450)) // X's 3-6-9 beat O's 2-5-8
	plain := r.square(1).cell.FillColor
	for _, sq := range []game.Square{3, 6, 9} {
		if sameColor(r.square(sq).cell.FillColor, plain) {
			t.Errorf("square %v of X's winning line is not marked", sq)
		}
	}
	for _, sq := range []game.Square{2, 5, 8} {
		if !sameColor(r.square(sq).cell.FillColor, plain) {
			t.Errorf("square %v of O's line, which lost, is marked like the winner's", sq)
		}
	}
}

// A classical square keeps its number, small in the corner the glyph
// leaves free, clear of the glyph and of the move number beside it (the t7
// walk: "O 4" in square 1, its number gone, was read as square 4).
func TestAClassicalSquareKeepsItsNumberInTheCorner(t *testing.T) {
	_, r, _ := showBoard(t, simultaneous, fyne.NewSize(450, 450))
	for _, sq := range game.Squares {
		o := r.square(sq)
		if o.move.Hidden {
			t.Fatalf("square %v holds no classical mark: the test shows nothing", sq)
		}
		num := o.number
		if num.Hidden || num.Text != sq.String() {
			t.Errorf("square %v, classical: its number %q hidden %v", sq, num.Text, num.Hidden)
			continue
		}
		cell := o.cell
		glyphTop := cell.Position().Y + cell.Size().Height*(0.5-classicalReach)
		glyphLeft := cell.Position().X + cell.Size().Width*(0.5-classicalReach)
		if num.Position().Y+num.Size().Height*0.8 > glyphTop && num.Position().X+num.Size().Width > glyphLeft {
			t.Errorf("square %v: its number at %v (%v) runs into the glyph from %v, %v", sq, num.Position(), num.Size(), glyphLeft, glyphTop)
		}
		if overlap(num.Position(), num.Size(), o.move.Position(), o.move.Size()) {
			t.Errorf("square %v: its number is drawn over the move number %s", sq, o.move.Text)
		}
	}
}
