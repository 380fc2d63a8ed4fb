package teach

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/style"
)

// Proportions of the drawing, as fractions of one cell of the 3×3 layout.
const (
	nodeRadius   = 0.2  // a square's circle
	edgeSpread   = 0.26 // between parallel edges of the same two squares
	edgeBend     = 0.42 // how far an edge bows to pass a square in its way
	labelSize    = 0.15 // the text of mark names
	strokeWidth  = 0.025
	edgeSegments = 24  // straight pieces that draw one curved edge
	drawnCells   = 3.5 // cells across the drawing: the 3×3 squares and room for edges bowing out
)

// edge is one spooky mark drawn as a curve between its squares.
type edge struct {
	mark    game.Mark
	inCycle bool
	lines   [edgeSegments]*canvas.Line
	label   *canvas.Text
	backing *canvas.Rectangle // keeps the label readable over lines
}

// node is one square.
type node struct {
	circle *canvas.Circle
	label  *canvas.Text
}

type graphRenderer struct {
	g       *Graph
	nodes   [9]node
	edges   []*edge
	objects []fyne.CanvasObject
}

func (r *graphRenderer) Layout(size fyne.Size) {
	cell := min(size.Width, size.Height) / drawnCells
	origin := fyne.NewPos((size.Width-3*cell)/2, (size.Height-3*cell)/2)
	center := func(sq game.Square) fyne.Position {
		return origin.Add(fyne.NewPos((float32(sq.Col())+0.5)*cell, (float32(sq.Row())+0.5)*cell))
	}
	radius := nodeRadius * cell
	for i, n := range r.nodes {
		c := center(game.Squares[i])
		n.circle.StrokeWidth = max(1, strokeWidth*cell)
		n.circle.Move(c.SubtractXY(radius, radius))
		n.circle.Resize(fyne.NewSquareSize(2 * radius))
		n.label.TextSize = r.textSize(cell)
		placeCentred(n.label, c)
	}
	parallel := map[[2]game.Square][]*edge{}
	for _, e := range r.edges {
		a, b := r.g.state.Pair(e.mark)
		parallel[[2]game.Square{a, b}] = append(parallel[[2]game.Square{a, b}], e)
	}
	middle := center(5)
	for squares, es := range parallel {
		a, b := center(squares[0]), center(squares[1])
		bend := float32(0)
		if passesSquare(squares[0], squares[1]) {
			bend = edgeBend * cell
		}
		side := awayFrom(a, b, middle)
		for k, e := range es {
			offset := bend + (float32(k)-float32(len(es)-1)/2)*edgeSpread*cell
			r.layoutEdge(e, a, b, side*offset, cell)
		}
	}
}

// awayFrom returns the sign of the offset that bows an edge from a to b
// away from p (layoutEdge bows a positive offset to the left of the line,
// seen with y growing downwards): outer edges bow out of the board and
// leave its middle to the edges that cross it.
func awayFrom(a, b, p fyne.Position) float32 {
	if (b.X-a.X)*(p.Y-a.Y)-(b.Y-a.Y)*(p.X-a.X) > 0 {
		return -1
	}
	return 1
}

// layoutEdge draws e as a curve from a to b whose middle lies offset away
// from the straight line, with its label there.
func (r *graphRenderer) layoutEdge(e *edge, a, b fyne.Position, offset, cell float32) {
	dx, dy := b.X-a.X, b.Y-a.Y
	length := float32(math.Hypot(float64(dx), float64(dy)))
	nx, ny := -dy/length, dx/length
	// A quadratic curve's middle lies halfway to its control point.
	ctrl := fyne.NewPos((a.X+b.X)/2+2*offset*nx, (a.Y+b.Y)/2+2*offset*ny)
	at := func(t float32) fyne.Position {
		u := 1 - t
		return fyne.NewPos(u*u*a.X+2*u*t*ctrl.X+t*t*b.X, u*u*a.Y+2*u*t*ctrl.Y+t*t*b.Y)
	}
	width := max(1, strokeWidth*cell)
	if e.inCycle {
		width *= 2
	}
	for i, l := range e.lines {
		l.Position1 = at(float32(i) / edgeSegments)
		l.Position2 = at(float32(i+1) / edgeSegments)
		l.StrokeWidth = width
	}
	e.label.TextSize = r.textSize(cell)
	mid := at(0.5)
	placeCentred(e.label, mid)
	pad := width
	e.backing.Move(e.label.Position().SubtractXY(pad, 0))
	e.backing.Resize(e.label.MinSize().AddWidthHeight(2*pad, 0))
}

// textSize returns the size of the graph's text for cells of that size:
// in proportion to the drawing, but never below the theme's caption size.
func (r *graphRenderer) textSize(cell float32) float32 {
	return max(labelSize*cell, theme.SizeForWidget(theme.SizeNameCaptionText, r.g))
}

// placeCentred moves text so that its middle is at p.
func placeCentred(t *canvas.Text, p fyne.Position) {
	size := t.MinSize()
	t.Resize(size)
	t.Move(p.SubtractXY(size.Width/2, size.Height/2))
}

// passesSquare reports whether the straight line between squares a and b
// runs through the middle of another square, as from 1 to 3 or 1 to 9.
func passesSquare(a, b game.Square) bool {
	return (a.Row()+b.Row())%2 == 0 && (a.Col()+b.Col())%2 == 0
}

func (r *graphRenderer) MinSize() fyne.Size {
	return fyne.NewSquareSize(3 * theme.SizeForWidget(theme.SizeNameInlineIcon, r.g) * 2)
}

func (r *graphRenderer) Refresh() {
	s := r.g.state
	cycle, pending := s.Cycle()
	onCycle := map[game.Mark]bool{}
	cycleSquare := map[game.Square]bool{}
	if pending {
		for _, m := range cycle.Marks {
			onCycle[m] = true
		}
		for _, sq := range cycle.Squares {
			cycleSquare[sq] = true
		}
	}
	r.objects = nil
	r.edges = nil
	for m := game.Mark(1); m <= s.Newest(); m++ {
		if s.IsSpooky(m) {
			e := r.newEdge(m, onCycle[m])
			r.edges = append(r.edges, e)
			for _, l := range e.lines {
				r.objects = append(r.objects, l)
			}
		}
	}
	for i := range r.nodes {
		sq := game.Squares[i]
		n := &r.nodes[i]
		if n.circle == nil {
			n.circle = canvas.NewCircle(nil)
			n.label = canvas.NewText("", nil)
		}
		n.circle.FillColor = r.color(style.ColorSquare)
		n.circle.StrokeColor = r.color(style.ColorBoardGrid)
		n.label.Text, n.label.Color, n.label.TextStyle = sq.String(), r.color(theme.ColorNameForeground), fyne.TextStyle{}
		if m := s.Classical(sq); m != 0 {
			n.circle.FillColor = r.color(style.ColorUnavailable)
			n.label.Text, n.label.Color, n.label.TextStyle = m.String(), r.markColor(m), fyne.TextStyle{Bold: true}
		}
		if cycleSquare[sq] {
			n.circle.StrokeColor = r.color(style.ColorCycle)
		}
		r.objects = append(r.objects, n.circle, n.label)
	}
	for _, e := range r.edges {
		r.objects = append(r.objects, e.backing, e.label)
	}
	r.Layout(r.g.Size())
	canvas.Refresh(r.g)
}

// newEdge makes the drawing objects of spooky mark m.
func (r *graphRenderer) newEdge(m game.Mark, inCycle bool) *edge {
	c := r.markColor(m)
	if inCycle {
		c = r.color(style.ColorCycle)
	}
	e := &edge{
		mark:    m,
		inCycle: inCycle,
		label:   canvas.NewText(m.String(), c),
		backing: canvas.NewRectangle(r.color(theme.ColorNameBackground)),
	}
	e.label.TextStyle.Bold = true
	for i := range e.lines {
		e.lines[i] = canvas.NewLine(c)
	}
	return e
}

// markColor returns the colour of m's player.
func (r *graphRenderer) markColor(m game.Mark) color.Color {
	return r.color(style.MarkColor(m.Player()))
}

func (r *graphRenderer) color(name fyne.ThemeColorName) color.Color {
	return theme.ColorForWidget(name, r.g)
}

func (r *graphRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *graphRenderer) Destroy() {}
