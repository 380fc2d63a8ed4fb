package teach

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
)

// TestGraphMakesItsObjectsOnce steps a graph through a game: its renderer
// keeps the same objects and only shows the edges of spooky marks.
func TestGraphMakesItsObjectsOnce(t *testing.T) {
	g, _ := showGraph(t, fyne.NewSize(300, 300))
	objects := slices.Clone(test.WidgetRenderer(g).Objects())
	for _, lines := range [][]string{
		{"X1 1 2"},
		{"X1 1 2", "O2 2 3", "X3 3 6", "O4 1 3"},
		{"X1 1 2", "O2 2 3", "X3 3 6", "O4 1 3", "collapse 1"},
	} {
		s := record(t, lines...).State()
		g.SetState(s)
		now := test.WidgetRenderer(g).Objects()
		if !slices.Equal(now, objects) {
			t.Fatalf("after %q the renderer's objects were made anew", lines)
		}
		shown := 0
		for _, o := range now {
			if c, ok := o.(*canvas.BezierCurve); ok && !c.Hidden {
				shown++
				if c.Size().IsZero() || c.StrokeWidth == 0 {
					t.Errorf("after %q an edge on show has size %v and stroke %v", lines, c.Size(), c.StrokeWidth)
				}
			}
		}
		spooky := 0
		for m := s.Newest(); m > 0; m-- {
			if s.IsSpooky(m) {
				spooky++
			}
		}
		if shown != spooky {
			t.Errorf("after %q the graph shows %d edges for %d spooky marks", lines, shown, spooky)
		}
	}
}

// TestGraphDrawsEveryEdgeOfABranch shows lesson 3's cycle with a branch:
// every spooky mark keeps its line, a straight one without a control
// point (Fyne's GL painter draws nothing for a quadratic curve whose
// control point lies on its line), and no label sits on another label or
// on a node, not even for the two diagonals of a corner, which cross at
// their middles.
func TestGraphDrawsEveryEdgeOfABranch(t *testing.T) {
	g, _ := showGraph(t, fyne.NewSize(300, 300))
	for _, lines := range [][]string{
		{"X1 1 2", "O2 2 3", "X3 3 6", "O4 6 9", "X5 1 3"},
		{"X1 1 5", "O2 2 4", "X3 5 9", "O4 6 8"},
	} {
		s := record(t, lines...).State()
		g.SetState(s)
		r := test.WidgetRenderer(g).(*graphRenderer)
		cell := float32(300) / drawnCells
		var boxes []fyne.Position
		for _, n := range r.nodes {
			boxes = append(boxes, n.label.Position().AddXY(n.label.Size().Width/2, n.label.Size().Height/2))
		}
		for m := game.Mark(1); m <= s.Newest(); m++ {
			e := r.edges[m-1]
			if e.curve.Hidden || e.label.Hidden {
				t.Errorf("%q: %v has no line or no label", lines, m)
				continue
			}
			a, b := s.Pair(m)
			if (a.Row() == b.Row() || a.Col() == b.Col()) && !passesSquare(a, b) && len(e.curve.ControlPoints) != 0 {
				t.Errorf("%q: %v's straight line has control points %v", lines, m, e.curve.ControlPoints)
			}
			mid := e.label.Position().AddXY(e.label.Size().Width/2, e.label.Size().Height/2)
			for _, p := range boxes {
				if dx, dy := mid.X-p.X, mid.Y-p.Y; dx*dx+dy*dy < 0.3*cell*0.3*cell {
					t.Errorf("%q: %v's label at %v sits on another label or node at %v", lines, m, mid, p)
				}
			}
			boxes = append(boxes, mid)
		}
	}
}

// TestGraphLabelsStayApartInAThumbnail draws lesson 5's and lesson 6's
// crowded cycles as small as the Graph tab shows them beside a lesson on a
// 1366×768 laptop: no mark's name covers another's or a square's circle.
func TestGraphLabelsStayApartInAThumbnail(t *testing.T) {
	for _, size := range []float32{170, 220, 300} {
		g, _ := showGraph(t, fyne.NewSquareSize(size))
		for _, lines := range [][]string{
			{"X1 7 9", "O2 8 9", "X3 5 9", "O4 5 6", "X5 2 3", "O6 2 6", "X7 6 9"},
			{"X1 2 8", "O2 1 9", "X3 1 3", "O4 1 6", "X5 4 5", "O6 2 6", "X7 2 5", "O8 3 8"},
		} {
			s := record(t, lines...).State()
			g.SetState(s)
			r := test.WidgetRenderer(g).(*graphRenderer)
			type box struct {
				name     string
				from, to fyne.Position
			}
			var boxes []box
			for m := game.Mark(1); m <= s.Newest(); m++ {
				l := r.edges[m-1].label
				if l.Hidden {
					continue
				}
				// The glyphs' ink, a little inside the text's line box.
				inset := fyne.NewPos(0.1*l.Size().Width, 0.2*l.Size().Height)
				b := box{m.String(), l.Position().Add(inset), l.Position().Add(l.Size()).Subtract(inset)}
				for i, n := range r.nodes {
					radius := n.circle.Size().Width / 2
					c := n.circle.Position().AddXY(radius, radius)
					near := fyne.NewPos(max(b.from.X, min(c.X, b.to.X)), max(b.from.Y, min(c.Y, b.to.Y)))
					if d := near.Subtract(c); d.X*d.X+d.Y*d.Y < radius*radius {
						t.Errorf("%vpx, %q: %s's label %v–%v covers square %v", size, lines[len(lines)-1], b.name, b.from, b.to, game.Squares[i])
					}
				}
				for _, o := range boxes {
					if b.from.X < o.to.X && o.from.X < b.to.X && b.from.Y < o.to.Y && o.from.Y < b.to.Y {
						t.Errorf("%vpx, %q: %s's label %v–%v covers %s's at %v–%v", size, lines[len(lines)-1], b.name, b.from, b.to, o.name, o.from, o.to)
					}
				}
				boxes = append(boxes, b)
			}
		}
	}
}
