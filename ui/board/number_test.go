package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

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

// No tether runs over a square's number either (the walk t9 #3: X3's
// tether crossed the "3" in its own square, O2's the "1"): beside spooky
// marks the number takes a slot no tether drawn crosses.
func TestNoTetherRunsOverASquaresNumber(t *testing.T) {
	for _, record := range []string{
		"X1 1 5\nO2 1 4\nX3 5 9\nO4 1 4\n",         // the walk's game 3: O2 and O4 in 1 and 4
		"X1 3 7\nO2 1 4\nX3 3 7\n",                 // the walk's level 4 puzzle 1
		"X1 1 2\nO2 2 3\nX3 3 6\nO4 6 9\nX5 1 3\n", // the walk's lesson 3 step 6: X1's tether crossed the 1
		longCycle, cornerCycle,
	} {
		_, r, _ := showBoard(t, record, fyne.NewSize(450, 450))
		s := position(t, record)
		for _, sq := range game.Squares {
			num := r.square(sq).number
			if num.Hidden || s.Classical(sq) != 0 || len(s.Spooky(sq)) == 0 {
				continue // the big number of an empty square, or a classical square's
			}
			inset := fyne.NewSize(num.Size().Width*0.2, num.Size().Height*0.2)
			box, size := num.Position().AddXY(inset.Width, inset.Height), num.Size().SubtractWidthHeight(2*inset.Width, 2*inset.Height)
			for m := game.Mark(1); m <= game.MaxMoves; m++ {
				for _, c := range []*canvas.BezierCurve{r.mark(m).tether, r.mark(m).bend} {
					if c.Hidden {
						continue
					}
					for _, p := range curvePoints(c) {
						if overlap(box, size, p, fyne.NewSize(0.5, 0.5)) {
							t.Errorf("%q: the tether of %v runs over the number of square %v", record, m, sq)
							break
						}
					}
				}
			}
		}
	}
}

// curvePoints returns points along the Bézier curve c, in its parent's
// coordinates.
func curvePoints(c *canvas.BezierCurve) []fyne.Position {
	var out []fyne.Position
	for i := 0; i <= 100; i++ {
		t := float32(i) / 100
		ps := append(append([]fyne.Position{c.StartPoint}, c.ControlPoints...), c.EndPoint)
		for len(ps) > 1 {
			for j := range len(ps) - 1 {
				ps[j] = fyne.NewPos(ps[j].X+(ps[j+1].X-ps[j].X)*t, ps[j].Y+(ps[j+1].Y-ps[j].Y)*t)
			}
			ps = ps[:len(ps)-1]
		}
		out = append(out, c.Position().Add(ps[0]))
	}
	return out
}

// A classical square's number keeps clear of tethers and of winning lines
// too, in another corner where one runs over its own (student walk t17 #6:
// the green line 1-5-9 hid the numbers of squares 5 and 9; P18's tethers
// ran over square 8's).
func TestNoTetherOrLineRunsOverAClassicalSquaresNumber(t *testing.T) {
	for _, record := range []string{
		"X1 1 5\nO2 1 5\ncollapse 1\nX3 2 8\nO4 2 8\ncollapse 8\nX5 3 9\nO6 7 9\nX7 3 9\ncollapse 9\nO8 4 6\nX9 4 6\n", // P18
		"X1 5 7\nO2 6 9\nX3 1 5\nO4 2 5\nX5 5 9\nO6 3 5\nX7 7 9\ncollapse 7\n",                                         // P21: X's 1-5-9
	} {
		_, r, _ := showBoard(t, record, fyne.NewSize(670, 670))
		s := position(t, record)
		var over [][]fyne.Position
		for m := game.Mark(1); m <= game.MaxMoves; m++ {
			for _, c := range []*canvas.BezierCurve{r.mark(m).tether, r.mark(m).bend} {
				if !c.Hidden {
					over = append(over, curvePoints(c))
				}
			}
		}
		for _, l := range r.wins {
			if l.Hidden {
				continue
			}
			var points []fyne.Position
			for i := range 201 {
				t := float32(i) / 200
				points = append(points, fyne.NewPos(l.Position1.X+t*(l.Position2.X-l.Position1.X), l.Position1.Y+t*(l.Position2.Y-l.Position1.Y)))
			}
			over = append(over, points)
		}
		for _, sq := range game.Squares {
			num := r.square(sq).number
			if s.Classical(sq) == 0 || num.Hidden {
				continue
			}
			for _, points := range over {
				for _, p := range points {
					if overlap(num.Position(), num.Size(), p.SubtractXY(2, 2), fyne.NewSize(4, 4)) {
						t.Errorf("%q: a line or tether runs over the number of square %v at %v", record, sq, num.Position())
						break
					}
				}
			}
		}
	}
}
