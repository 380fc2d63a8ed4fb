package board

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
)

// depthIn returns how far p lies inside square sq, in cells: 0 on or
// outside its edge, 0.5 at its centre.
func depthIn(g geometry, sq game.Square, p fyne.Position) float32 {
	c := g.cell()
	o := g.squarePos(sq)
	x, y := (p.X-o.X)/c, (p.Y-o.Y)/c
	return max(0, min(x, 1-x, y, 1-y))
}

// TestLinksKeepOutOfOtherSquares checks every tether the board can draw:
// apart from the two opposite corners of the board, which no route along
// the grid joins, a link runs along the grid lines and never reaches the
// rows of spooky marks of a square it does not join.
func TestLinksKeepOutOfOtherSquares(t *testing.T) {
	g := newGeometry(fyne.NewSize(600, 600), 0)
	const allowed = slotInset + 0.06 // the margin around a square's slots, and a little of them
	for _, a := range game.Squares {
		for _, b := range game.Squares {
			if a == b || a+b == 10 && (a == 1 || a == 3 || a == 7 || a == 9) {
				continue
			}
			for m := game.Mark(1); m <= game.MaxMoves; m++ {
				l := g.link(a, b, m)
				worst, where := float32(0), game.NoSquare
				for i := 0; i <= 200; i++ {
					p := l.point(float32(i) / 200)
					for _, sq := range game.Squares {
						if d := depthIn(g, sq, p); sq != a && sq != b && d > worst {
							worst, where = d, sq
						}
					}
				}
				if worst > allowed {
					t.Errorf("the link of mark %d from square %d to %d reaches %.2f of a cell into square %d", m, a, b, worst, where)
				}
			}
			if l := g.link(a, b, 1); distSq(l.point(0), l.start) > 1e-6 || distSq(l.point(1), l.end) > 1e-6 {
				t.Errorf("the link from %d to %d does not start and end at its slots", a, b)
			}
		}
	}
}

// point returns the point of l's curve at t, from 0 at its start to 1 at
// its end: the tests follow a link along its curve.
func (l link) point(t float32) fyne.Position {
	ps := append(append([]fyne.Position{l.start}, l.controls()...), l.end)
	// De Casteljau: interpolate between neighbours until one point is left.
	for len(ps) > 1 {
		for i := range len(ps) - 1 {
			ps[i] = fyne.NewPos(ps[i].X+(ps[i+1].X-ps[i].X)*t, ps[i].Y+(ps[i+1].Y-ps[i].Y)*t)
		}
		ps = ps[:len(ps)-1]
	}
	return ps[0]
}
