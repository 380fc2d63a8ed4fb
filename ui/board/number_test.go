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
