package teach

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
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
