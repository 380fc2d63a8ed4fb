package board

import (
	"math"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/qttt-edu/qttt/game"
)

// TestLinksKeepOutOfOtherSquares checks every tether the board can draw,
// in each of the ways it can run: a link runs along the grid lines and
// never reaches the rows of spooky marks, nor the number, of a square it
// does not join. The walk's 3–7 cycle link ran straight through square 5
// (student walk t9 #2): opposite corners go round it.
func TestLinksKeepOutOfOtherSquares(t *testing.T) {
	g := newGeometry(fyne.NewSize(600, 600), 0)
	const allowed = slotInset + 0.06 // the margin around a square's slots, and a little of them
	for _, a := range game.Squares {
		for _, b := range game.Squares {
			if a == b {
				continue
			}
			for m := game.Mark(1); m <= game.MaxMoves; m++ {
				for _, l := range g.routes(a, b, m) {
					worst, where := float32(0), game.NoSquare
					for i := 0; i <= 400; i++ {
						p := l.point(float32(i) / 400)
						for _, sq := range game.Squares {
							if d := g.depth(sq, p); sq != a && sq != b && d > worst {
								worst, where = d, sq
							}
						}
					}
					if worst > allowed {
						t.Errorf("the link of mark %d from square %d to %d reaches %.2f of a cell into square %d", m, a, b, worst, where)
					}
				}
			}
			if l := g.link(a, b, 1); distSq(l.point(0), g.slotCenter(a, 1)) > 1e-6 || distSq(l.point(1), g.slotCenter(b, 1)) > 1e-6 {
				t.Errorf("the link from %d to %d does not start and end at its slots", a, b)
			}
		}
	}
}

// TestACyclesLinksCanBeFollowed draws lesson 6's long cycle (3-1-6-2-8,
// the student's "spaghetti") and checks that each of its links can be
// followed: no two run along each other (only cross), none runs along a
// grid line, where a cycle's squares have their outlines, and each has a
// halo under it that cuts the links it crosses.
func TestACyclesLinksCanBeFollowed(t *testing.T) {
	const record = "X1 2 8\nO2 1 9\nX3 1 3\nO4 1 6\nX5 4 5\nO6 2 6\nX7 2 5\nO8 3 8\n"
	_, r, _ := showBoard(t, record, fyne.NewSize(600, 600))
	s := position(t, record)
	g := r.board.geometry()
	c := g.cell()
	cycle, _ := s.Cycle()
	links := g.links(cycle.Marks, s.Pair, nil)
	// along returns how far, in cells, a runs within d of b.
	along := func(a, b []fyne.Position, d float32) float32 {
		n := 0
		for _, p := range a {
			if slices.ContainsFunc(b, func(q fyne.Position) bool { return distSq(p, q) < d*d }) {
				n++
			}
		}
		length := float32(0)
		for i := 1; i < len(a); i++ {
			length += float32(math.Sqrt(float64(distSq(a[i], a[i-1]))))
		}
		return length / c * float32(n) / float32(len(a))
	}
	for i, m := range cycle.Marks {
		points := links[m].points()
		for _, n := range cycle.Marks[i+1:] {
			if l := along(points, links[n].points(), laneWidth*c/2); l > 0.2 {
				t.Errorf("the links of %v and %v run %.2f cells along each other", m, n, l)
			}
		}
		var onGrid []fyne.Position
		for k := float32(0); k <= 3; k += 0.01 {
			for _, line := range []float32{1, 2} {
				onGrid = append(onGrid, g.origin.AddXY(line*c, k*c), g.origin.AddXY(k*c, line*c))
			}
		}
		if l := along(points, onGrid, 0.02*c); l > 0.4 { // crossing a line, at a slant, is not running along it
			t.Errorf("the link of %v runs %.2f cells along a grid line, where the outlines are", m, l)
		}
		o := r.mark(m)
		start := func(c *canvas.BezierCurve) fyne.Position { return c.Position().Add(c.StartPoint) }
		if o.halo.Hidden || o.halo.StrokeWidth <= o.tether.StrokeWidth || distSq(start(o.halo), start(o.tether)) > 1e-6 {
			t.Errorf("the link of %v has no halo under it (halo %v wide from %v, hidden %v; tether %v wide from %v)", m, o.halo.StrokeWidth, start(o.halo), o.halo.Hidden, o.tether.StrokeWidth, start(o.tether))
		}
	}
}

// inside reports whether p lies inside the closed polygon poly (even-odd rule).
func inside(poly []fyne.Position, p fyne.Position) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < a.X+(p.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y) {
			in = !in
		}
	}
	return in
}

// TestLinksOfOnePairEncloseNoOtherSquare draws two marks between the same
// two squares, as lesson 2's X3 and O4 in squares 3 and 7 (student walk
// t10 #1: one went round each side of square 5 and the two drew a box
// round it, which is not in the cycle), for every two squares, every two
// marks and either order of the squares: the two links go the same way,
// side by side, and together they enclose no square but their ends.
func TestLinksOfOnePairEncloseNoOtherSquare(t *testing.T) {
	g := newGeometry(fyne.NewSize(600, 600), 0)
	for _, a := range game.Squares {
		for _, b := range game.Squares {
			if a == b {
				continue
			}
			for m := game.Mark(1); m < game.MaxMoves; m++ {
				for n := m + 1; n <= game.MaxMoves; n++ {
					for _, flip := range []bool{false, true} {
						pair := func(k game.Mark) (game.Square, game.Square) {
							if k == n && flip {
								return b, a
							}
							return a, b
						}
						links := g.links([]game.Mark{m, n}, pair, nil)
						first, second := links[m].points(), links[n].points()
						if flip {
							slices.Reverse(second)
						}
						loop := append(slices.Clone(first), second...)
						slices.Reverse(loop[len(first):])
						for _, sq := range game.Squares {
							if sq != a && sq != b && inside(loop, g.center(sq)) {
								t.Errorf("the links of marks %d and %d between squares %d and %d (second reversed: %v) enclose square %d", m, n, a, b, flip, sq)
							}
						}
					}
				}
			}
		}
	}
}

// TestACyclesLinksReadAsALoop draws lesson 6's long cycle at step 4
// (3-1-6-2-8: X3 1–3, O4 1–6, O6 2–6, X1 2–8, O8 3–8), which the t13 walk
// found "crossing purple curves that bunch up at the corner of square 5"
// (shot 45-l6-3.png; five crossings, three links through one point): its
// links cross each other at most three times (O4 must cross X1, and O6 and
// O8 pass the corner of square 5 between 2, 3, 5 and 6 from opposite
// sides, and O4 too), and no
// point of the board has more than two of them passing within a lane of
// it, so that the loop can be followed square to square.
func TestACyclesLinksReadAsALoop(t *testing.T) {
	const record = "X1 2 8\nO2 1 9\nX3 1 3\nO4 1 6\nX5 4 5\nO6 2 6\nX7 2 5\nO8 3 8\n"
	s := position(t, record)
	for _, side := range []float32{600, 700, 300} {
		g := newGeometry(fyne.NewSize(side, side), 0)
		cycle, _ := s.Cycle()
		links := g.links(cycle.Marks, s.Pair, func(sq game.Square, m game.Mark) bool { return slices.Contains(s.Spooky(sq), m) })
		total := 0
		for i, m := range cycle.Marks {
			for _, n := range cycle.Marks[i+1:] {
				if k := crossCount(links[m].points(), links[n].points()); k > 0 {
					total += k
					t.Logf("at %v px %v and %v cross %d times", side, m, n, k)
				}
			}
		}
		if total > 3 {
			t.Errorf("at %v px the cycle's links cross %d times, want at most 3", side, total)
		}
		near := g.cell() * laneWidth
		worst, where := 0, fyne.Position{}
		for _, m := range cycle.Marks {
			for _, p := range links[m].points() {
				n := 0
				for _, o := range cycle.Marks {
					if slices.ContainsFunc(links[o].points(), func(q fyne.Position) bool { return distSq(p, q) < near*near }) {
						n++
					}
				}
				if n > worst {
					worst, where = n, p
				}
			}
		}
		if worst > 2 {
			c := g.cell()
			t.Errorf("at %v px %d of the cycle's links pass within a lane of (%.2f, %.2f) cells", side, worst,
				(where.X-g.origin.X)/c, (where.Y-g.origin.Y)/c)
		}
	}
}

// crossCount returns how many times the polylines a and b cross: the
// test's own count, not the routing's.
func crossCount(a, b []fyne.Position) int {
	cross := func(a, b fyne.Position, p fyne.Position) float32 { return (b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X) }
	n := 0
	for i := 1; i < len(a); i++ {
		for j := 1; j < len(b); j++ {
			d1, d2 := cross(b[j-1], b[j], a[i-1]), cross(b[j-1], b[j], a[i])
			d3, d4 := cross(a[i-1], a[i], b[j-1]), cross(a[i-1], a[i], b[j])
			if d1*d2 < 0 && d3*d4 < 0 {
				n++
			}
		}
	}
	return n
}

// TestALinkKeepsOffOtherMarks draws lesson 5's cycle (X1 7–9, O2 8–9,
// X3 5–9, O4 5–6, X7 6–9): X3's link into square 9 ran over X1 and O2
// there, and "seemed to end at X1" (t13 walk #3, shot 39-l5-s4-reveal.png).
// No link of the cycle passes within half a slot of another mark's glyph.
func TestALinkKeepsOffOtherMarks(t *testing.T) {
	const record = "X1 7 9\nO2 8 9\nX3 5 9\nO4 5 6\nX5 2 3\nO6 2 6\nX7 6 9\n"
	s := position(t, record)
	occupied := func(sq game.Square, m game.Mark) bool { return slices.Contains(s.Spooky(sq), m) }
	for _, side := range []float32{600, 450} {
		g := newGeometry(fyne.NewSize(side, side), 0)
		cycle, _ := s.Cycle()
		links := g.links(cycle.Marks, s.Pair, occupied)
		reach := g.slot() / 2
		for _, m := range cycle.Marks {
			a, b := s.Pair(m)
			for _, p := range links[m].points() {
				for _, sq := range game.Squares {
					for _, o := range s.Spooky(sq) {
						if o == m && (sq == a || sq == b) {
							continue
						}
						if distSq(p, g.slotCenter(sq, o)) < reach*reach {
							t.Errorf("at %v px the link of %v passes over %v in square %d", side, m, o, sq)
							goto next
						}
					}
				}
			}
		next:
		}
	}
}

// routes returns the ways the link of mark m between squares a and b can
// run on its own: each lane of each way it may take alone.
func (g geometry) routes(a, b game.Square, m game.Mark) []link {
	var out []link
	for _, r := range g.candidates(a, b, m) {
		if r.free {
			out = append(out, r.link)
		}
	}
	return out
}
