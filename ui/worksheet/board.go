//go:build !js

package worksheet

import (
	"strconv"

	"codeberg.org/go-pdf/fpdf"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/style"
)

// shade is the grey of a square whose mark is classical: on paper, light
// enough for the mark and for pencil.
const shade = 228

// framed is the room a square keeps round its spooky marks, in mm, for the
// frame of a cycle's square, drawn inside it, to pass clear of them.
const framed = 0.9

// ptPerMM converts millimetres to points, the unit of font sizes.
const ptPerMM = 72 / 25.4

// drawBoard draws position s on a board of side mm whose top left corner is
// at x, y: the grid, each square's number small in its corner, classical
// marks large on a shaded square, spooky marks small, and the squares of a
// cycle awaiting collapse framed in the cycle's colour.
func drawBoard(pdf *fpdf.Fpdf, s game.State, x, y, side float64) {
	cell := side / 3
	cycle := map[game.Square]bool{}
	if c, ok := s.Cycle(); ok {
		for _, sq := range c.Squares {
			cycle[sq] = true
		}
	}
	for _, sq := range game.Squares {
		cx, cy := x+float64(sq.Col())*cell, y+float64(sq.Row())*cell
		if m := s.Classical(sq); m != 0 {
			pdf.SetFillColor(shade, shade, shade)
			pdf.Rect(cx+0.6, cy+0.6, cell-1.2, cell-1.2, "F")
			drawMark(pdf, m, cx+cell/2, cy+cell/2, cell*0.5)
		}
		for i, m := range s.Spooky(sq) {
			slot := (cell - 2*framed) / 3
			drawMark(pdf, m, cx+framed+(float64(i%3)+0.5)*slot, cy+framed+(float64(i/3)+0.5)*slot, slot*0.55)
		}
		if cycle[sq] {
			pdf.SetDrawColor(rgb(style.ColorCycle))
			pdf.SetLineWidth(0.5)
			pdf.Rect(cx+0.5, cy+0.5, cell-1, cell-1, "D")
		}
		pdf.SetFont(family, "", max(5, cell*0.12*ptPerMM))
		pdf.SetTextColor(150, 150, 150)
		n := sq.String()
		pdf.Text(cx+cell-1.4-pdf.GetStringWidth(n), cy+cell-1.2, n) // inside a cycle's frame
	}
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(max(0.3, side/150))
	for i := 1; i < 3; i++ {
		pdf.Line(x+float64(i)*cell, y, x+float64(i)*cell, y+side)
		pdf.Line(x, y+float64(i)*cell, x+side, y+float64(i)*cell)
	}
	pdf.SetTextColor(0, 0, 0)
}

// drawMark draws mark m centred on cx, cy, its letter height mm high in
// its player's colour, with its number as a subscript.
func drawMark(pdf *fpdf.Fpdf, m game.Mark, cx, cy, height float64) {
	letter, number := m.Player().String(), strconv.Itoa(int(m))
	size := height * ptPerMM / 0.72 // a capital is about 0.72 of the font size
	pdf.SetTextColor(rgb(style.MarkColor(m.Player())))
	pdf.SetFont(family, "B", size)
	lw := pdf.GetStringWidth(letter)
	pdf.SetFont(family, "B", size*0.6)
	nw := pdf.GetStringWidth(number)
	left, base := cx-(lw+nw)/2, cy+height/2
	pdf.Text(left+lw, base+height*0.2, number)
	pdf.SetFont(family, "B", size)
	pdf.Text(left, base, letter)
}
