package board

import (
	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
)

// Proportions of the drawing, as fractions of one square's side, so that the
// board looks the same from 300 to well over 1000 pixels.
const (
	slotInset      = 0.04 // between a square's edge and its grid of spooky marks
	spookyText     = 0.62 // a spooky glyph's text size, as a fraction of its slot
	numberText     = 0.6  // the square's own number, drawn faintly behind its marks
	classicalReach = 0.30 // from a classical glyph's centre to its tips
	classicalWidth = 0.07 // a classical glyph's stroke
	classicalText  = 0.20 // the move number beside a classical glyph
	gridWidth      = 0.02
	chipSize       = 0.92 // the side of a highlighted glyph's chip, as a fraction of its slot
	chipRadius     = 0.2  // its corner radius, as a fraction of its slot
	chipStroke     = 0.02 // the outline of a chip on a mark of the cycle
	cycleWidth     = 0.03 // the outline of a square in the cycle, and the links between its marks
	tetherWidth    = 0.015
	winWidth       = 0.08 // the winner's line; other lines are half as wide
	winOvershoot   = 0.38 // how far a line reaches past the centres of its end squares
)

// geometry places the board in the widget: the largest square that fits
// inside the margin, centred, split into 3×3 squares. Each square has its
// own 3×3 grid of slots for spooky marks: mark m always sits in slot m, so
// the two halves of a pair sit in the same place in their two squares.
type geometry struct {
	origin fyne.Position // the top left corner of square 1
	side   float32       // the side of the whole board
}

// newGeometry fits the board into a widget of the given size.
func newGeometry(size fyne.Size, margin float32) geometry {
	side := max(min(size.Width, size.Height)-2*margin, 0)
	return geometry{
		origin: fyne.NewPos((size.Width-side)/2, (size.Height-side)/2),
		side:   side,
	}
}

// cell returns the side of one square.
func (g geometry) cell() float32 { return g.side / 3 }

// squarePos returns the top left corner of square sq.
func (g geometry) squarePos(sq game.Square) fyne.Position {
	c := g.cell()
	return g.origin.AddXY(float32(sq.Col())*c, float32(sq.Row())*c)
}

// center returns the centre of square sq.
func (g geometry) center(sq game.Square) fyne.Position {
	c := g.cell()
	return g.squarePos(sq).AddXY(c/2, c/2)
}

// squareAt returns the square under p, or game.NoSquare outside the board.
func (g geometry) squareAt(p fyne.Position) game.Square {
	x, y := p.X-g.origin.X, p.Y-g.origin.Y
	if g.side <= 0 || x < 0 || y < 0 || x >= g.side || y >= g.side {
		return game.NoSquare
	}
	c := g.cell()
	col, row := min(int(x/c), 2), min(int(y/c), 2)
	return game.Square(row*3 + col + 1)
}

// slot returns the side of one slot for a spooky mark.
func (g geometry) slot() float32 { return g.cell() * (1 - 2*slotInset) / 3 }

// slotCenter returns the centre of mark m's slot in square sq.
func (g geometry) slotCenter(sq game.Square, m game.Mark) fyne.Position {
	s := g.slot()
	col, row := float32(int(m-1)%3), float32(int(m-1)/3)
	inset := g.cell() * slotInset
	return g.squarePos(sq).AddXY(inset+(col+0.5)*s, inset+(row+0.5)*s)
}

// slotAt returns the square under p and the mark whose slot p is in, or
// game.NoSquare and 0 outside the board. The mark is 0 in the margin
// around a square's slots.
func (g geometry) slotAt(p fyne.Position) (game.Square, game.Mark) {
	sq := g.squareAt(p)
	if sq == game.NoSquare {
		return sq, 0
	}
	corner := g.squarePos(sq)
	inset, s := g.cell()*slotInset, g.slot()
	x, y := p.X-corner.X-inset, p.Y-corner.Y-inset
	if x < 0 || y < 0 || x >= 3*s || y >= 3*s {
		return sq, 0
	}
	return sq, game.Mark(int(y/s)*3 + int(x/s) + 1)
}
