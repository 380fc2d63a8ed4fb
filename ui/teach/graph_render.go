package teach

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/curve"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/style"
)

// Proportions of the drawing, as fractions of one cell of the 3×3 layout.
const (
	nodeRadius  = 0.2  // a square's circle
	edgeSpread  = 0.26 // between parallel edges of the same two squares
	labelSize   = 0.15 // the text of mark names
	labelGap    = 0.04 // the least room between a label and a node's circle or another edge
	labelApart  = 0.3  // the least room between two labels, where there is room for it
	passRoom    = 0.55 // the least room between an edge and a node's circle it passes, as a fraction of the radius
	labelInk    = 0.7  // the height of a label's letters, as a fraction of its line's
	strokeWidth = 0.025
	drawnCells  = 3.5 // cells across the drawing: the 3×3 squares and room for edges bowing out
	// readableSide is the least side of a readable drawing, in text
	// heights: below it the names crowd the lines they stand for (student
	// walk t8 #1, the Graph tab at 1366×768 about 7 text heights tall),
	// and the graph says where to see it instead. With its button beside
	// it, the tab there is about 11 (student walk t17 #8); the tests
	// check lessons' crowded graphs at 150 px.
	readableSide = 10.5
	// thumbnailEms is the least height, in text heights, in which a graph
	// too small for its names still draws its squares and lines.
	thumbnailEms = 5
)

// edge is one spooky mark drawn as a curve between its squares.
type edge struct {
	shown   bool // the mark is spooky
	inCycle bool
	curve   *canvas.BezierCurve
	label   *canvas.Text
	backing *canvas.Rectangle // keeps the label readable over lines
}

// node is one square.
type node struct {
	circle *canvas.Circle
	label  *canvas.Text
}

// graphRenderer draws a Graph. Every object exists from the start;
// Refresh colours and hides them for the graph's position, Layout places
// them.
type graphRenderer struct {
	g       *Graph
	nodes   [9]node             // nodes[sq-1]
	edges   [game.MaxMoves]edge // edges[m-1], hidden while m is not spooky
	note    *widget.Label       // in place of the drawing where it would be too small to read
	objects []fyne.CanvasObject
}

// newGraphRenderer creates the objects of g's drawing, stacked from the
// edges at the back to their labels at the front.
func newGraphRenderer(g *Graph) *graphRenderer {
	r := &graphRenderer{g: g}
	for i := range r.edges {
		m := game.Mark(i + 1)
		e := &r.edges[i]
		e.curve = &canvas.BezierCurve{}
		e.label = canvas.NewText(m.String(), nil)
		e.label.TextStyle.Bold = true
		e.backing = canvas.NewRectangle(nil)
		r.objects = append(r.objects, e.curve)
	}
	for i := range r.nodes {
		n := &r.nodes[i]
		n.circle, n.label = canvas.NewCircle(nil), canvas.NewText("", nil)
		r.objects = append(r.objects, n.circle, n.label)
	}
	for i := range r.edges {
		r.objects = append(r.objects, r.edges[i].backing, r.edges[i].label)
	}
	r.note = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{})
	r.note.Wrapping = fyne.TextWrapWord
	r.objects = append(r.objects, r.note)
	r.Refresh()
	return r
}

// Layout draws the graph whole where it is readable; where it is too
// small for the names, it says where to see it larger and, in the room
// below that, draws its squares and lines without the names, so that the
// tab is never an empty block (the t9 walk); with less room, the note
// alone.
func (r *graphRenderer) Layout(size fyne.Size) {
	small := r.tooSmall(size)
	r.note.Hidden = !small
	top := fyne.NewPos(0, 0)
	if small {
		r.note.Move(top)
		r.note.Resize(size) // its width, which its wrapped height follows
		h := r.note.MinSize().Height
		r.note.Resize(fyne.NewSize(size.Width, h))
		top = fyne.NewPos(0, h)
		size = fyne.NewSize(size.Width, size.Height-h)
	}
	sketch := !small || size.Height >= thumbnailEms*theme.SizeForWidget(theme.SizeNameText, r.g)
	for i := range r.nodes {
		r.nodes[i].circle.Hidden, r.nodes[i].label.Hidden = !sketch, small
	}
	for i := range r.edges {
		e := &r.edges[i]
		e.curve.Hidden, e.label.Hidden, e.backing.Hidden = !sketch || !e.shown, small || !e.shown, small || !e.shown
	}
	if !sketch {
		r.note.Resize(size.AddWidthHeight(0, top.Y))
		return
	}
	cell := min(size.Width, size.Height) / drawnCells
	origin := top.AddXY((size.Width-3*cell)/2, (size.Height-3*cell)/2)
	center := func(sq game.Square) fyne.Position {
		return origin.Add(fyne.NewPos((float32(sq.Col())+0.5)*cell, (float32(sq.Row())+0.5)*cell))
	}
	// A node holds its label, which is never smaller than the text: in a
	// small drawing it grows, up to nearly touching its neighbours.
	radius := min(max(nodeRadius*cell, 0.8*r.textSize(cell)), 0.45*cell)
	if small { // no label to hold
		radius = nodeRadius * cell
	}
	for i, n := range r.nodes {
		c := center(game.Squares[i])
		n.circle.StrokeWidth = max(1, strokeWidth*cell)
		n.circle.Move(c.SubtractXY(radius, radius))
		n.circle.Resize(fyne.NewSquareSize(2 * radius))
		n.label.TextSize = r.textSize(cell)
		placeCentred(n.label, c)
	}
	nodes := make([]fyne.Position, 0, len(game.Squares))
	for _, sq := range game.Squares {
		nodes = append(nodes, center(sq))
	}
	// Each pair of squares is routed once, with all its edges (two when a
	// two-mark cycle waits for its collapse).
	parallel := map[[2]game.Square][]game.Mark{}
	var pairs [][2]game.Square
	for _, m := range r.order() {
		a, b := r.g.state.Pair(m)
		key := [2]game.Square{min(a, b), max(a, b)}
		if parallel[key] == nil {
			pairs = append(pairs, key)
		}
		parallel[key] = append(parallel[key], m)
	}
	box := [2]fyne.Position{origin.SubtractXY(0.2*cell, 0.2*cell), origin.AddXY(3.2*cell, 3.2*cell)}
	ways := map[game.Mark]func(float32) fyne.Position{}
	var drawn [][]fyne.Position // the points of every edge, for the labels to keep clear of
	for _, key := range pairs {
		a, b := key[0], key[1]
		marks := parallel[key]
		route := routeEdges(center(a), center(b), len(marks), nodes, r.passes(radius, cell), center(5), box, cell)
		for k, m := range marks {
			at := r.layoutEdge(&r.edges[m-1], center(a), center(b), route[k], cell)
			ways[m] = at
			drawn = append(drawn, sample(at))
		}
	}
	if small {
		return // no names to place
	}
	var labels []labelBox // the labels placed so far
	for i, m := range r.order() {
		labels = append(labels, placeLabel(&r.edges[m-1], ways[m], nodes, radius, labels, otherEdges(drawn, i), cell))
	}
}

// otherEdges returns the points of every edge but the i-th.
func otherEdges(drawn [][]fyne.Position, i int) [][]fyne.Position {
	return append(slices.Clip(drawn[:i]), drawn[i+1:]...)
}

// samples is how many points along an edge stand for it where it must keep
// clear of nodes and labels.
const samples = 40

// sample returns points along a curve, from end to end.
func sample(at func(float32) fyne.Position) []fyne.Position {
	points := make([]fyne.Position, samples+1)
	for i := range points {
		points[i] = at(float32(i) / samples)
	}
	return points
}

// routeEdges returns how far each of n edges between the nodes at a and b
// bows from the straight line (a positive offset to its left, seen with y
// growing downwards), so that each keeps clear of every other node's
// middle by the first of passes it can and stays inside box: straight when
// the line is clear, otherwise bowed as little as will do, out of the
// board (away from middle) before into it; parallel edges keep edgeSpread
// apart, and pass a node in their way on either side of it.
func routeEdges(a, b fyne.Position, n int, nodes []fyne.Position, passes []float32, middle fyne.Position, box [2]fyne.Position, cell float32) []float32 {
	for _, pass := range passes {
		if route, ok := routeAround(a, b, n, nodes, pass, middle, box, cell); ok {
			return route
		}
	}
	if n == 1 {
		return []float32{0}
	}
	return []float32{-edgeSpread * cell / 2, edgeSpread * cell / 2}
}

// routeAround returns the offsets of routeEdges for edges that keep pass
// from the middle of every node in their way; ok is false where none do.
func routeAround(a, b fyne.Position, n int, nodes []fyne.Position, pass float32, middle fyne.Position, box [2]fyne.Position, cell float32) (offsets []float32, ok bool) {
	out := awayFrom(a, b, middle)
	clear := func(offset float32) bool {
		for _, p := range sample(bowed(a, b, offset)) {
			if p.X < box[0].X || p.Y < box[0].Y || p.X > box[1].X || p.Y > box[1].Y {
				return false
			}
			for _, c := range nodes {
				if c == a || c == b {
					continue
				}
				if d := p.Subtract(c); float32(math.Hypot(float64(d.X), float64(d.Y))) < pass {
					return false
				}
			}
		}
		return true
	}
	// Offsets to try, least bowed first, out of the board before into it.
	const step = 0.02
	var tries []float32
	for i := range int(1/step) + 1 {
		h := float32(i) * step * cell
		tries = append(tries, out*h)
		if i > 0 {
			tries = append(tries, -out*h)
		}
	}
	if n == 1 {
		for _, o := range tries {
			if clear(o) {
				return []float32{o}, true
			}
		}
		return nil, false
	}
	// Two edges: side by side around the least bowed middle, or one on
	// each side of a node in their way, whichever bows less; closer side
	// by side than edgeSpread only where there is no room for it, as
	// between two squares a knight's move apart in a small drawing.
	for _, spread := range []float32{edgeSpread * cell, 0.75 * edgeSpread * cell, 0.5 * edgeSpread * cell} {
		var best []float32
		cost := float32(math.Inf(1))
		for _, mid := range tries {
			lo, hi := mid-spread/2, mid+spread/2
			if c := abs32(lo) + abs32(hi); c < cost && clear(lo) && clear(hi) {
				best, cost = []float32{lo, hi}, c
			}
		}
		for _, o := range tries {
			if h := abs32(o); h >= spread/2 && 2*h < cost && clear(h) && clear(-h) {
				best, cost = []float32{-h, h}, 2*h
			}
		}
		if best != nil {
			return best, true
		}
	}
	return nil, false
}

// passes returns how far from the middle of a node's circle of that
// radius an edge that bows around it keeps, the first where there is
// room: passRoom of the radius clear of the circle, and, where the names
// outgrow labelSize of the cell by more than labelGap (a small drawing in
// the slide's text size, beside a chart), more by as much as they grew,
// so that the names of the edges it passes over keep to their lines
// (teacher walk t17 #8: lesson 3's X1 and O2 pushed under their lines by
// X5's arc); else passRoom alone.
func (r *graphRenderer) passes(radius, cell float32) []float32 {
	least := (1 + passRoom) * radius
	grown := r.textSize(cell) - labelSize*cell
	if grown <= labelGap*cell {
		return []float32{least}
	}
	line := fyne.MeasureText("X9", grown, fyne.TextStyle{Bold: true}).Height
	return []float32{least + labelInk*line, least}
}

// bowed returns the points of the curve from a to b whose middle lies
// offset to the left of the straight line, at a fraction of the way.
func bowed(a, b fyne.Position, offset float32) func(float32) fyne.Position {
	ctrl := control(a, b, offset)
	return func(t float32) fyne.Position {
		u := 1 - t
		return fyne.NewPos(u*u*a.X+2*u*t*ctrl.X+t*t*b.X, u*u*a.Y+2*u*t*ctrl.Y+t*t*b.Y)
	}
}

// control returns the control point of the quadratic curve from a to b
// whose middle lies offset to the left of the straight line: halfway to
// its control point.
func control(a, b fyne.Position, offset float32) fyne.Position {
	dx, dy := b.X-a.X, b.Y-a.Y
	length := float32(math.Hypot(float64(dx), float64(dy)))
	nx, ny := -dy/length, dx/length
	return fyne.NewPos((a.X+b.X)/2+2*offset*nx, (a.Y+b.Y)/2+2*offset*ny)
}

// tooSmall reports whether a drawing of that size would be too small to
// read, for the theme's text.
func (r *graphRenderer) tooSmall(size fyne.Size) bool {
	return min(size.Width, size.Height) < readableSide*theme.SizeForWidget(theme.SizeNameText, r.g)
}

// order returns the spooky marks with edges on show, in move order.
func (r *graphRenderer) order() []game.Mark {
	var marks []game.Mark
	for i := range r.edges {
		if r.edges[i].shown {
			marks = append(marks, game.Mark(i+1))
		}
	}
	return marks
}

// labelSpots are the places along an edge, as fractions of the way, its
// label may go: the middle first, then nearer one end or the other.
var labelSpots = []float32{0.5, 0.35, 0.65, 0.22, 0.78}

// labelTries are where a label may go, in order: how far, in cells, it
// stands off its edge's line (on it, then to one side or the other), and
// whether it must keep clear of the other edges' lines too. A label on its
// own line that covers another edge reads better than one that stands
// off it, beside another edge's, so that comes before standing far off.
var labelTries = []struct {
	side     float32
	edgesToo bool
}{
	{0, true}, {0.15, true}, {-0.15, true},
	{0, false},
	{0.28, true}, {-0.28, true}, {0.45, true}, {-0.45, true},
}

// placeLabel puts e's label at the first place along its curve at (of
// labelSpots, in the order of labelTries) where it keeps labelGap clear of
// the circles of the nodes (of that radius), of the labels placed before
// it and, when the try asks it, of the other edges (their points), or else
// at the place that comes nearest, and returns where it went. The label's
// own size counts, not only its middle: in a small drawing a name is wide
// beside the distance between two squares.
func placeLabel(e *edge, at func(float32) fyne.Position, nodes []fyne.Position, radius float32, labels []labelBox, edges [][]fyne.Position, cell float32) labelBox {
	size := e.label.MinSize()
	ink := fyne.NewSize(size.Width, labelInk*size.Height) // a line's box is taller than its letters
	clearance := func(p fyne.Position, edgesToo bool) float32 {
		d := float32(math.Inf(1))
		for _, c := range nodes {
			dx := max(abs32(p.X-c.X)-ink.Width/2, 0)
			dy := max(abs32(p.Y-c.Y)-ink.Height/2, 0)
			d = min(d, float32(math.Hypot(float64(dx), float64(dy)))-radius)
		}
		for _, l := range labels {
			// Two names side by side read as a pair (student walk t8 #1:
			// "X1 O4"): beyond labelGap, a label keeps labelApart more
			// from another.
			dx := abs32(p.X-l.middle.X) - (ink.Width+l.size.Width)/2
			dy := abs32(p.Y-l.middle.Y) - (ink.Height+l.size.Height)/2
			d = min(d, max(dx, dy)-(labelApart-labelGap)*cell)
		}
		if !edgesToo {
			return d
		}
		for _, points := range edges {
			for _, q := range points {
				dx := max(abs32(p.X-q.X)-ink.Width/2, 0)
				dy := max(abs32(p.Y-q.Y)-ink.Height/2, 0)
				d = min(d, float32(math.Hypot(float64(dx), float64(dy)))-e.curve.StrokeWidth)
			}
		}
		return d
	}
	best, bestClear := at(labelSpots[0]), float32(math.Inf(-1))
search:
	for _, try := range labelTries {
		for _, t := range labelSpots {
			p := at(t)
			if try.side != 0 { // along the normal of the curve at p
				d := at(t + 0.01).Subtract(at(t - 0.01))
				l := float32(math.Hypot(float64(d.X), float64(d.Y)))
				p = p.AddXY(-d.Y/l*try.side*cell, d.X/l*try.side*cell)
			}
			c := clearance(p, try.edgesToo)
			if c >= labelGap*cell {
				best = p
				break search
			}
			if c := clearance(p, true); c > bestClear {
				best, bestClear = p, c
			}
		}
	}
	placeCentred(e.label, best)
	pad := e.curve.StrokeWidth
	e.backing.Move(e.label.Position().SubtractXY(pad, 0))
	e.backing.Resize(e.label.MinSize().AddWidthHeight(2*pad, 0))
	return labelBox{best, ink}
}

// labelBox is where a label's letters are.
type labelBox struct {
	middle fyne.Position
	size   fyne.Size
}

// abs32 returns the absolute value of x.
func abs32(x float32) float32 { return float32(math.Abs(float64(x))) }

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
// from the straight line, and returns the point at a fraction of the way
// along it. A straight edge is drawn without a control point: Fyne's GL
// painter draws nothing for a quadratic curve whose control point lies on
// its line.
func (r *graphRenderer) layoutEdge(e *edge, a, b fyne.Position, offset, cell float32) func(float32) fyne.Position {
	width := max(1, strokeWidth*cell)
	if e.inCycle {
		width *= 2
	}
	e.curve.StrokeWidth = width
	if offset == 0 {
		curve.Place(e.curve, a, b)
	} else {
		curve.Place(e.curve, a, b, control(a, b, offset))
	}
	e.label.TextSize = r.textSize(cell)
	return bowed(a, b, offset)
}

// textSize returns the size of the graph's text for cells of that size:
// in proportion to the drawing, but never below the theme's text size,
// which presentation mode makes readable from the back row.
func (r *graphRenderer) textSize(cell float32) float32 {
	return max(labelSize*cell, theme.SizeForWidget(theme.SizeNameText, r.g))
}

// placeCentred moves text so that its middle is at p.
func placeCentred(t *canvas.Text, p fyne.Position) {
	size := t.MinSize()
	t.Resize(size)
	t.Move(p.SubtractXY(size.Width/2, size.Height/2))
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
	for i := range r.edges {
		m, e := game.Mark(i+1), &r.edges[i]
		e.shown = m <= s.Newest() && s.IsSpooky(m)
		e.inCycle = onCycle[m]
		c := r.markColor(m)
		if e.inCycle {
			c = r.color(style.ColorCycle)
		}
		e.curve.StrokeColor, e.label.Color = c, c
		e.backing.FillColor = r.color(theme.ColorNameBackground)
	}
	for i := range r.nodes {
		sq := game.Squares[i]
		n := &r.nodes[i]
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
	}
	r.note.SetText(r.noteText(cycle, pending))
	r.Layout(r.g.Size())
	canvas.Refresh(r.g)
}

// noteText is what the graph says where it is too small to read: how to
// see it larger, and its lines in words, each mark with its two squares,
// and the cycle waiting for its collapse (the t13 walk: in lessons at
// 1366×768 the tab was a note and a thumbnail without names, of no use).
func (r *graphRenderer) noteText(cycle game.Cycle, pending bool) string {
	text := lang.L("Too small to read here: {{.Key}} shows the graph in place of the board.", map[string]any{"Key": command.KeyLabel(command.GraphInPlace)})
	var lines []string
	for _, m := range r.order() {
		a, b := r.g.state.Pair(m)
		lines = append(lines, m.String()+" "+a.String()+"–"+b.String())
	}
	if len(lines) > 0 {
		text += " " + lang.L("In words: {{.Lines}}.", map[string]any{"Lines": strings.Join(lines, ", ")})
	}
	if pending {
		text += " " + lang.L("The cycle: squares {{.Squares}}.", map[string]any{"Squares": i18n.List(cycle.Squares)})
	}
	return text
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
