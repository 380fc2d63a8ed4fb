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
