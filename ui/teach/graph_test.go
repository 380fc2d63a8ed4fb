package teach

import (
	"fmt"
	"slices"
	"strings"
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
// point when no square is in its way (Fyne's GL painter draws nothing for
// a quadratic curve whose control point lies on its line), and no label's
// letters cover another label or a node, not even for the two diagonals
// of a corner, which cross at their middles.
func TestGraphDrawsEveryEdgeOfABranch(t *testing.T) {
	g, _ := showGraph(t, fyne.NewSize(300, 300))
	for _, lines := range [][]string{
		{"X1 1 2", "O2 2 3", "X3 3 6", "O4 6 9", "X5 1 3"},
		{"X1 1 5", "O2 2 4", "X3 5 9", "O4 6 8"},
	} {
		s := record(t, lines...).State()
		g.SetState(s)
		r := test.WidgetRenderer(g).(*graphRenderer)
		var boxes []inkBox
		for _, n := range r.nodes {
			boxes = append(boxes, inkOf(n.label))
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
			l := inkOf(e.label)
			for _, o := range boxes {
				if l.overlaps(o) {
					t.Errorf("%q: %v's label %v sits on another label or node %v", lines, m, l, o)
				}
			}
			boxes = append(boxes, l)
		}
	}
}

// passesSquare reports whether the straight line between squares a and b
// runs through the middle of another square, as from 1 to 3 or 1 to 9.
func passesSquare(a, b game.Square) bool {
	return (a.Row()+b.Row())%2 == 0 && (a.Col()+b.Col())%2 == 0
}

// inkBox is where a text's glyphs are, a little inside its line box.
type inkBox struct{ from, to fyne.Position }

func inkOf(l *canvas.Text) inkBox {
	inset := fyne.NewPos(0.1*l.Size().Width, 0.2*l.Size().Height)
	return inkBox{l.Position().Add(inset), l.Position().Add(l.Size()).Subtract(inset)}
}

func (b inkBox) overlaps(o inkBox) bool {
	return b.from.X < o.to.X && o.from.X < b.to.X && b.from.Y < o.to.Y && o.from.Y < b.to.Y
}

// TestGraphLabelsStayApartInAThumbnail draws lesson 5's and lesson 6's
// crowded cycles as small as the Graph tab shows them beside a lesson on a
// 1366×768 laptop: no mark's name covers another's or a square's circle.
func TestGraphLabelsStayApartInAThumbnail(t *testing.T) {
	for _, size := range []float32{150, 170, 220, 300} {
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

// drawnCurve returns points along c as drawn, in its parent's
// coordinates: a straight line, or a quadratic curve through its control
// point.
func drawnCurve(c *canvas.BezierCurve) []fyne.Position {
	a, b := c.Position().Add(c.StartPoint), c.Position().Add(c.EndPoint)
	ctrl := fyne.NewPos((a.X+b.X)/2, (a.Y+b.Y)/2) // a straight line: no control point
	if len(c.ControlPoints) == 1 {
		ctrl = c.Position().Add(c.ControlPoints[0])
	}
	var points []fyne.Position
	for i := range 101 {
		t := float32(i) / 100
		u := 1 - t
		points = append(points, fyne.NewPos(u*u*a.X+2*u*t*ctrl.X+t*t*b.X, u*u*a.Y+2*u*t*ctrl.Y+t*t*b.Y))
	}
	return points
}

// TestNoEdgePassesANodeItDoesNotJoin: every spooky mark's line keeps half
// a radius clear of the circle of every square it does not join, so that
// it cannot be taken for passing through it, for every pair of
// squares, one mark on it or two (a two-mark cycle), at the sizes of the
// Graph tab and of the graph in place of the board, and in the student's
// lesson 2 graph, where the two marks from 3 to 7 seemed to run through 5.
func TestNoEdgePassesANodeItDoesNotJoin(t *testing.T) {
	var positions [][]string
	for i, a := range game.Squares {
		for _, b := range game.Squares[i+1:] {
			pair := fmt.Sprintf("%d %d", a, b)
			positions = append(positions, []string{"X1 " + pair}, []string{"X1 " + pair, "O2 " + pair})
		}
	}
	positions = append(positions, []string{"X1 1 5", "O2 5 9", "X3 3 7", "O4 3 7"},
		[]string{"X1 2 8", "O2 1 9", "X3 1 3", "O4 1 6", "X5 4 5", "O6 2 6", "X7 2 5", "O8 3 8"})
	for _, size := range []float32{150, 170, 300, 600} {
		g, _ := showGraph(t, fyne.NewSquareSize(size))
		r := test.WidgetRenderer(g).(*graphRenderer)
		for _, lines := range positions {
			s := record(t, lines...).State()
			g.SetState(s)
			for m := game.Mark(1); m <= s.Newest(); m++ {
				a, b := s.Pair(m)
				points := drawnCurve(r.edges[m-1].curve)
				for i, n := range r.nodes {
					if sq := game.Squares[i]; sq == a || sq == b {
						continue
					}
					radius := n.circle.Size().Width / 2
					c := n.circle.Position().AddXY(radius, radius)
					for _, p := range points {
						if d := p.Subtract(c); d.X*d.X+d.Y*d.Y < 1.5*radius*1.5*radius {
							t.Errorf("%vpx, %q: %v's line passes within half a radius of square %v's circle, at %v", size, lines, m, game.Squares[i], p)
							break
						}
					}
				}
			}
		}
	}
}

// TestGraphTooSmallToReadOffersTheBigOne: the Graph tab beside a lesson on
// a 1366×768 laptop is about 100 px tall (student walk t8 #1), where the
// names covered the lines they stand for; there the graph says how to see
// it in place of the board and, below that, draws its squares and lines
// without names rather than leave an empty block (student walk t9 #14);
// with no room for that, the note alone; and from a readable size
// everything.
func TestGraphTooSmallToReadOffersTheBigOne(t *testing.T) {
	g, w := showGraph(t, fyne.NewSize(1200, 150))
	g.SetState(record(t, "X1 1 5", "O2 5 9", "X3 3 7", "O4 3 7").State())
	r := test.WidgetRenderer(g).(*graphRenderer)
	if r.note.Hidden || !strings.Contains(r.note.Text, "G") {
		t.Fatalf("at 1200×150 the graph does not say how to see it larger: note hidden %v, %q", r.note.Hidden, r.note.Text)
	}
	below := r.note.Position().Y + r.note.Size().Height
	for i, n := range r.nodes {
		if n.label.Visible() || !n.circle.Visible() || n.circle.Position().Y < below {
			t.Errorf("at 1200×150 square %d: name shown %v, circle shown %v at %v, want a circle without a name below the note (to %v)", i+1, n.label.Visible(), n.circle.Visible(), n.circle.Position(), below)
		}
	}
	for m := game.Mark(1); m <= 4; m++ {
		if e := r.edges[m-1]; !e.curve.Visible() || e.label.Visible() || e.curve.Position().Y < below {
			t.Errorf("at 1200×150 %v: line shown %v at %v, name shown %v; want the line without its name below the note", m, e.curve.Visible(), e.curve.Position(), e.label.Visible())
		}
	}
	w.Resize(fyne.NewSize(600, 100))
	for _, o := range r.Objects() {
		if o != fyne.CanvasObject(r.note) && o.Visible() {
			t.Fatalf("at 600×100 the graph still draws %T beside its note", o)
		}
	}
	w.Resize(fyne.NewSize(600, 200))
	if r.note.Visible() {
		t.Fatal("at 600×200 the graph still says it is too small")
	}
	for m := game.Mark(1); m <= 4; m++ {
		if e := r.edges[m-1]; !e.curve.Visible() || !e.label.Visible() {
			t.Errorf("at 600×200 %v's line or name is not drawn", m)
		}
	}
	for i, n := range r.nodes {
		if !n.circle.Visible() {
			t.Errorf("at 600×200 square %d is not drawn", i+1)
		}
	}
}

// TestGraphNamesSitOnTheirOwnLinesApart: in the student's lesson 2 graph
// "X1 O4" read as a pair, side by side between two lines. Each name sits
// nearer its own line than any other, and no two names stand side by side
// closer than two and a half label heights.
func TestGraphNamesSitOnTheirOwnLinesApart(t *testing.T) {
	for _, size := range []float32{300, 600} {
		g, _ := showGraph(t, fyne.NewSquareSize(size))
		s := record(t, "X1 1 5", "O2 5 9", "X3 3 7", "O4 3 7").State()
		g.SetState(s)
		r := test.WidgetRenderer(g).(*graphRenderer)
		middle := func(l *canvas.Text) fyne.Position { return l.Position().AddXY(l.Size().Width/2, l.Size().Height/2) }
		nearest := func(p fyne.Position, c *canvas.BezierCurve) float32 {
			d := float32(1e9)
			for _, q := range drawnCurve(c) {
				e := q.Subtract(p)
				d = min(d, e.X*e.X+e.Y*e.Y)
			}
			return d
		}
		for m := game.Mark(1); m <= 4; m++ {
			l := r.edges[m-1].label
			own := nearest(middle(l), r.edges[m-1].curve)
			for o := game.Mark(1); o <= 4; o++ {
				if o == m {
					continue
				}
				if other := nearest(middle(l), r.edges[o-1].curve); other < own {
					t.Errorf("%vpx: %v's name is nearer %v's line than its own", size, m, o)
				}
				ol := r.edges[o-1].label
				a, b := inkOf(l), inkOf(ol)
				gapX := max(a.from.X-b.to.X, b.from.X-a.to.X)
				gapY := max(a.from.Y-b.to.Y, b.from.Y-a.to.Y)
				if o > m && gapY < 0 && gapX < 2.5*l.Size().Height {
					t.Errorf("%vpx: %v's and %v's names stand side by side %v apart", size, m, o, gapX)
				}
			}
		}
	}
}

// TestAGraphTooSmallToDrawSaysItInWords: in a lesson at 1366×768 the Graph
// tab was a note and a thumbnail without names, "useless" (the t13 walk
// #8). Too small to read, it says its lines in words, each mark with its
// two squares, and the cycle waiting for its collapse.
func TestAGraphTooSmallToDrawSaysItInWords(t *testing.T) {
	g, _ := showGraph(t, fyne.NewSize(700, 150))
	g.SetState(record(t, "X1 1 5", "O2 5 9", "X3 3 7", "O4 3 7").State())
	r := test.WidgetRenderer(g).(*graphRenderer)
	want := "In words: X1 1–5, O2 5–9, X3 3–7, O4 3–7. The cycle: squares 3 and 7."
	if r.note.Hidden || !strings.Contains(r.note.Text, want) {
		t.Errorf("at 700×150 the graph's note (hidden %v) says %q, want it to end %q", r.note.Hidden, r.note.Text, want)
	}
	g.SetState(record(t, "X1 1 5", "O2 5 9", "X3 3 7", "O4 3 7", "collapse 3").State())
	if !strings.HasSuffix(r.note.Text, "In words: X1 1–5, O2 5–9.") {
		t.Errorf("with X3 and O4 classical the note says %q, want only X1's and O2's lines and no cycle", r.note.Text)
	}
}
