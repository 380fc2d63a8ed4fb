package board

import (
	"math"
	"slices"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
)

// Proportions of the drawing, as fractions of one square's side, so that the
// board looks the same from 300 to well over 1000 pixels.
const (
	slotInset      = 0.075 // between a square's edge and its grid of spooky marks: clear of a choice's outline
	spookyText     = 0.62  // a spooky glyph's text size, as a fraction of its slot
	numberText     = 0.6   // the square's own number, drawn faintly behind its marks
	classicalReach = 0.30  // from a classical glyph's centre to its tips
	classicalWidth = 0.07  // a classical glyph's stroke
	classicalText  = 0.20  // the move number beside a classical glyph
	// the square's own number in the top left corner a classical glyph
	// leaves free, and its distance from the square's left edge
	cornerNumberText  = 0.13
	cornerNumberInset = 0.04
	gridWidth         = 0.02
	chipSize          = 0.92 // the side of a highlighted glyph's chip, as a fraction of its slot
	chipRadius        = 0.2  // its corner radius, as a fraction of its slot
	chipStroke        = 0.02 // the outline of a chip on a mark of the cycle
	cycleWidth        = 0.03 // the outline of a square in the cycle, and the links between its marks
	tetherWidth       = 0.015
	haloWidth         = 0.015 // the gap a tether leaves in the tethers it crosses, on either side of it
	winWidth          = 0.08  // the winner's line; other lines are half as wide
	winOvershoot      = 0.38  // how far a line reaches past the centres of its end squares
	edgeInset         = 0.06  // how far inside the board's edge a link along it runs
	laneWidth         = 0.05  // how far beside a grid line, or a corner, a link runs: clear of the outline on the line and of other links
)

// geometry places the board in the widget: the largest square that fits
// inside the margin, centred, split into 3×3 squares. Each square has its
// own 3×3 grid of slots for spooky marks: mark m always sits in slot m, so
// the two halves of a pair sit in the same place in their two squares.
type geometry struct {
	origin fyne.Position // the top left corner of square 1
	side   float32       // the side of the whole board
}

// newGeometry fits the board into a widget of the given size.
func newGeometry(size fyne.Size, margin float32) geometry {
	side := max(min(size.Width, size.Height)-2*margin, 0)
	return geometry{
		origin: fyne.NewPos((size.Width-side)/2, (size.Height-side)/2),
		side:   side,
	}
}

// cell returns the side of one square.
func (g geometry) cell() float32 { return g.side / 3 }

// squarePos returns the top left corner of square sq.
func (g geometry) squarePos(sq game.Square) fyne.Position {
	c := g.cell()
	return g.origin.AddXY(float32(sq.Col())*c, float32(sq.Row())*c)
}

// center returns the centre of square sq.
func (g geometry) center(sq game.Square) fyne.Position {
	c := g.cell()
	return g.squarePos(sq).AddXY(c/2, c/2)
}

// squareAt returns the square under p, or game.NoSquare outside the board.
func (g geometry) squareAt(p fyne.Position) game.Square {
	x, y := p.X-g.origin.X, p.Y-g.origin.Y
	if g.side <= 0 || x < 0 || y < 0 || x >= g.side || y >= g.side {
		return game.NoSquare
	}
	c := g.cell()
	col, row := min(int(x/c), 2), min(int(y/c), 2)
	return game.Square(row*3 + col + 1)
}

// slot returns the side of one slot for a spooky mark.
func (g geometry) slot() float32 { return g.cell() * (1 - 2*slotInset) / 3 }

// slotCenter returns the centre of mark m's slot in square sq.
func (g geometry) slotCenter(sq game.Square, m game.Mark) fyne.Position {
	s := g.slot()
	col, row := float32(int(m-1)%3), float32(int(m-1)/3)
	inset := g.cell() * slotInset
	return g.squarePos(sq).AddXY(inset+(col+0.5)*s, inset+(row+0.5)*s)
}

// slotAt returns the square under p and the mark whose slot p is in, or
// game.NoSquare and 0 outside the board. The mark is 0 in the margin
// around a square's slots.
func (g geometry) slotAt(p fyne.Position) (game.Square, game.Mark) {
	sq := g.squareAt(p)
	if sq == game.NoSquare {
		return sq, 0
	}
	corner := g.squarePos(sq)
	inset, s := g.cell()*slotInset, g.slot()
	x, y := p.X-corner.X-inset, p.Y-corner.Y-inset
	if x < 0 || y < 0 || x >= 3*s || y >= 3*s {
		return sq, 0
	}
	return sq, game.Mark(int(y/s)*3 + int(x/s) + 1)
}

// link is the path of a tether between a mark's two slots, from start to
// end, bent through up to two waypoints on the grid lines so that it runs
// between the squares it does not join rather than across them. A link
// between opposite corners of the board goes round the centre square in
// two pieces, with a bend at one of its corners: then is the piece after
// the bend, from end on.
type link struct {
	start, end fyne.Position
	via        []fyne.Position // the curve passes through these, in order
	then       *link
}

// link returns the tether of mark m between squares a and b. Squares side
// by side are joined straight, across their shared edge; squares corner to
// corner through their shared corner. Squares two apart in a row or column are
// joined along the grid line beside the square between them, the board's
// edge for an outer row or column; squares a knight's move apart along the
// grid line between their rows or columns. Opposite corners of the board
// are joined round the centre square, along two of its sides (bends).
func (g geometry) link(a, b game.Square, m game.Mark) link {
	l := link{start: g.slotCenter(a, m), end: g.slotCenter(b, m)}
	ac, ar, bc, br := a.Col(), a.Row(), b.Col(), b.Row()
	dc, dr := abs(ac-bc), abs(ar-br)
	c := g.cell()
	at := func(col, row float32) fyne.Position { return g.origin.AddXY(col*c, row*c) }
	// beside returns the grid line that runs beside row (or column) i, in
	// cells: for an outer one the board's edge, just inside it, so that
	// the curve's bend stays on the board; for the middle one the line
	// nearer to v, the link's own middle.
	beside := func(i int, v float32) float32 {
		switch {
		case i == 0:
			return edgeInset
		case i == 2:
			return 3 - edgeInset
		case v < 1.5:
			return 1
		}
		return 2
	}
	middle := fyne.NewPos((l.start.X+l.end.X)/2-g.origin.X, (l.start.Y+l.end.Y)/2-g.origin.Y)
	switch {
	case dc == 2 && dr == 0:
		y := beside(ar, middle.Y/c)
		l.via = []fyne.Position{at(1, y), at(2, y)}
	case dc == 0 && dr == 2:
		x := beside(ac, middle.X/c)
		l.via = []fyne.Position{at(x, 1), at(x, 2)}
	case dc == 2 && dr == 1:
		y := float32(max(ar, br))
		l.via = []fyne.Position{at(1, y), at(2, y)}
	case dc == 1 && dr == 2:
		x := float32(max(ac, bc))
		l.via = []fyne.Position{at(x, 1), at(x, 2)}
	case dc == 1 && dr == 1:
		l.via = []fyne.Position{at(float32(max(ac, bc)), float32(max(ar, br)))}
	case dc == 2 && dr == 2:
		return g.bends(a, b, m)[0]
	}
	if len(l.via) == 2 && distSq(l.start, l.via[1]) < distSq(l.start, l.via[0]) {
		l.via[0], l.via[1] = l.via[1], l.via[0]
	}
	return l
}

// bends returns the two ways the link of mark m between opposite corners
// a and b of the board can go round the centre square: from a's slot past
// the centre square's corner that touches a, along its side to the bend
// at one of its other two corners, along the next side past the corner
// that touches b, to b's slot. Each piece is a cubic curve through the
// corner it passes and the middle of the side after it.
func (g geometry) bends(a, b game.Square, m game.Mark) []link {
	c := g.cell()
	at := func(col, row int) fyne.Position { return g.origin.AddXY(float32(col)*c, float32(row)*c) }
	// touching returns the corner of the centre square that corner square
	// sq touches.
	touching := func(sq game.Square) fyne.Position { return at(1+sq.Col()/2, 1+sq.Row()/2) }
	start, end := g.slotCenter(a, m), g.slotCenter(b, m)
	var out []link
	for _, k := range []fyne.Position{at(1+b.Col()/2, 1+a.Row()/2), at(1+a.Col()/2, 1+b.Row()/2)} {
		ta, tb := touching(a), touching(b)
		second := link{start: k, end: end, via: []fyne.Position{halfway(k, tb), tb}}
		out = append(out, link{start: start, end: k, via: []fyne.Position{ta, halfway(ta, k)}, then: &second})
	}
	return out
}

// links returns the tethers of marks, each between the squares pair gives
// it, so that a cycle reads as a loop that can be followed: of the ways
// and lanes each link can take, the ones that cross the other links the
// fewest times and run alongside them the least, spread over the lanes
// where several pass one corner or grid line (the t13 walk: lesson 6's
// cycle crossed and bunched up at a corner of square 5). A link between
// the two ends of the centre square's row or column prefers the grid line
// nearer its own slots, and every link keeps off the other spooky marks
// (occupied tells which slots of which squares hold one; the t13 walk: a
// link into square 9 seemed to end at the mark it passed over). Links
// between the same two squares go the same way, side by side in its lanes,
// so that together they never enclose a square that is neither of their
// ends.
func (g geometry) links(marks []game.Mark, pair func(game.Mark) (game.Square, game.Square), occupied func(game.Square, game.Mark) bool) map[game.Mark]link {
	cands := make([][]route, len(marks))
	group := make([]int, len(marks)) // the first link between the same two squares
	for i, m := range marks {
		a, b := pair(m)
		cands[i] = g.ownRoutes(g.candidates(a, b, m), a, b, m, occupied)
		group[i] = i
		for j := range i {
			if c, d := pair(marks[j]); min(a, b) == min(c, d) && max(a, b) == max(c, d) {
				group[i] = j
				break
			}
		}
	}
	chosen := make([]int, len(marks)) // by link, its candidate
	// allowed reports whether link i may take candidate k: the group's
	// first only a way it may take alone, the others only the first's way.
	allowed := func(i, k int) bool {
		if f := group[i]; f != i {
			return cands[i][k].way == cands[f][chosen[f]].way
		}
		return cands[i][k].free
	}
	// cost returns what candidate k of link i costs beside the links in set.
	cost := func(i, k int, set func(j int) bool) int {
		r := cands[i][k]
		n := r.extra
		for j := range marks {
			if j == i || !set(j) {
				continue
			}
			if o := cands[j][chosen[j]]; r.meets(o, g.cell()*laneWidth) {
				n += crossingCost*crossings(r.points, o.points) + g.alongside(r.points, o.points)
			}
		}
		return n
	}
	// settle gives link i its cheapest allowed candidate beside the links
	// in set, and reports whether it changed.
	settle := func(i int, set func(j int) bool) bool {
		best, bestCost := -1, 0
		for k := range cands[i] {
			if !allowed(i, k) {
				continue
			}
			if c := cost(i, k, set); best < 0 || c < bestCost {
				best, bestCost = k, c
			}
		}
		changed := best != chosen[i]
		chosen[i] = best
		return changed
	}
	for i := range marks { // each beside those placed before it
		chosen[i] = -1
		settle(i, func(j int) bool { return j < i })
	}
	all := func(int) bool { return true }
	for range settleRounds { // then each beside all the others, until none moves
		moved := false
		for i := range marks {
			if group[i] == i && slices.Contains(group[i+1:], i) {
				continue // its way holds the others of its group: they move only within it
			}
			moved = settle(i, all) || moved
		}
		if !moved {
			break
		}
	}
	out := make(map[game.Mark]link, len(marks))
	for i, m := range marks {
		out[m] = cands[i][chosen[i]].link
	}
	return out
}

// How links choose their ways: a crossing costs as much as running
// alongside another link for crossingCost of its sampled points; a wider
// lane, widerLaneAt lanes out, costs widerLane more than a near one;
// settleRounds bounds the rounds in which each link looks again beside all
// the others.
const (
	crossingCost = 12
	overMarks    = 3 // for each of its sampled points over another spooky mark
	widerLane    = 2
	widerLaneAt  = 1.5
	settleRounds = 4
)

// route is one way a link can run, with the points along it, what it
// costs to take it rather than a near lane, and whether a link may take
// it alone.
type route struct {
	link     link
	way      int
	extra    int
	free     bool
	approach bool // an approach along the edges of neighbouring squares
	points   []fyne.Position
	lo, hi   fyne.Position // the corners of the box round the points
}

// meets reports whether the boxes round r and o come within d of each
// other.
func (r route) meets(o route, d float32) bool {
	return r.lo.X-d <= o.hi.X && o.lo.X-d <= r.hi.X && r.lo.Y-d <= o.hi.Y && o.lo.Y-d <= r.hi.Y
}

// candidates returns every route the link of mark m between squares a and
// b can take: each lane of each of its ways, and for neighbours each
// approach along the edges, that keeps out of the squares it does not
// join, the ways it may take alone marked free.
func (g geometry) candidates(a, b game.Square, m game.Mark) []route {
	ways, free := g.ways(a, b, m)
	var out []route
	add := func(l link, w, extra int, approach bool) {
		r := route{link: l, way: w, free: slices.Contains(free, w), approach: approach, extra: extra, points: l.points()}
		if extra > 0 && g.intrudes(r.points, a, b) {
			return
		}
		r.lo, r.hi = r.points[0], r.points[0]
		for _, p := range r.points {
			r.lo = fyne.NewPos(min(r.lo.X, p.X), min(r.lo.Y, p.Y))
			r.hi = fyne.NewPos(max(r.hi.X, p.X), max(r.hi.Y, p.Y))
		}
		out = append(out, r)
	}
	for w, lanes := range ways {
		for k, l := range lanes {
			add(l, w, widerLane*min(k/2, 1), false)
		}
	}
	for _, l := range g.approaches(a, b, m) { // neighbours have one way
		add(l, 0, widerLane, true)
	}
	return out
}

// keepOut is how far, in cells, a link may reach into a square it does not
// join: the margin round the square's slots, and a little of them.
const keepOut = slotInset + 0.06

// intrudes reports whether the points reach farther than keepOut into a
// square other than a and b.
func (g geometry) intrudes(points []fyne.Position, a, b game.Square) bool {
	for _, p := range points {
		for _, sq := range game.Squares {
			if sq != a && sq != b && g.depth(sq, p) > keepOut {
				return true
			}
		}
	}
	return false
}

// depth returns how far p lies inside square sq, in cells: 0 on or outside
// its edge, 0.5 at its centre.
func (g geometry) depth(sq game.Square, p fyne.Position) float32 {
	c := g.cell()
	o := g.squarePos(sq)
	x, y := (p.X-o.X)/c, (p.Y-o.Y)/c
	return max(0, min(x, 1-x, y, 1-y))
}

// ownRoutes returns the routes of the link of mark m between squares a and
// b, each costing more for every point over another spooky mark (occupied
// tells which slots hold one), and a link's approaches along the edges
// only where every lane passes over one.
func (g geometry) ownRoutes(routes []route, a, b game.Square, m game.Mark, occupied func(game.Square, game.Mark) bool) []route {
	clear := false
	for k := range routes {
		over := g.overMarks(routes[k].points, a, b, m, occupied)
		routes[k].extra += overMarks * over
		clear = clear || over == 0 && !routes[k].approach
	}
	if !clear {
		return routes
	}
	return slices.DeleteFunc(routes, func(r route) bool { return r.approach })
}

// overMarks returns how many of the points of the link of mark m between
// squares a and b lie over a slot that occupied says holds another spooky
// mark: within half a slot of its centre.
func (g geometry) overMarks(points []fyne.Position, a, b game.Square, m game.Mark, occupied func(game.Square, game.Mark) bool) int {
	if occupied == nil {
		return 0
	}
	reach := g.slot() / 2
	n := 0
	for _, p := range points {
		sq, s := g.slotAt(p)
		if sq == game.NoSquare || s == 0 || s == m && (sq == a || sq == b) || !occupied(sq, s) {
			continue
		}
		if c := g.slotCenter(sq, s); distSq(p, c) < reach*reach {
			n++
		}
	}
	return n
}

// alongside returns how many of the points of a lie within a lane's width
// of a point of b, those within half a lane counted four times.
func (g geometry) alongside(a, b []fyne.Position) int {
	near, close := g.cell()*laneWidth*0.9, g.cell()*laneWidth/2
	n := 0
	for _, p := range a {
		d := float32(math.Inf(1))
		for _, q := range b {
			d = min(d, distSq(p, q))
		}
		switch {
		case d < close*close:
			n += 4
		case d < near*near:
			n++
		}
	}
	return n
}

// crossings returns how many times the polylines a and b cross.
func crossings(a, b []fyne.Position) int {
	n := 0
	for i := 1; i < len(a); i++ {
		for j := 1; j < len(b); j++ {
			if segmentsCross(a[i-1], a[i], b[j-1], b[j]) {
				n++
			}
		}
	}
	return n
}

// segmentsCross reports whether the segments pq and rs cross at a point
// inside both.
func segmentsCross(p, q, r, s fyne.Position) bool {
	side := func(a, b, c fyne.Position) float32 { return (b.X-a.X)*(c.Y-a.Y) - (b.Y-a.Y)*(c.X-a.X) }
	d1, d2 := side(r, s, p), side(r, s, q)
	d3, d4 := side(p, q, r), side(p, q, s)
	return (d1 > 0) != (d2 > 0) && d1 != 0 && d2 != 0 && (d3 > 0) != (d4 > 0) && d3 != 0 && d4 != 0
}

// ways returns the ways the link of mark m between squares a and b can go,
// each as its lanes, in an order that is the same for every mark between
// the two squares, whichever of them comes first: round either side of the
// centre square for opposite corners of the board, along either grid line
// beside the centre square for the two ends of its row or column, and one
// way otherwise. free lists the ways a link between them alone may take:
// both bends, but only the grid line nearer its own slots.
func (g geometry) ways(a, b game.Square, m game.Mark) (ways [][]link, free []int) {
	ac, ar, bc, br := a.Col(), a.Row(), b.Col(), b.Row()
	switch {
	case abs(ac-bc) == 2 && abs(ar-br) == 2:
		bends := g.bends(a, b, m)
		if a > b {
			bends[0], bends[1] = bends[1], bends[0]
		}
		return [][]link{g.lanes(bends[0]), g.lanes(bends[1])}, []int{0, 1}
	case (abs(ac-bc) == 2 && ar == 1 && br == 1) || (abs(ar-br) == 2 && ac == 1 && bc == 1):
		l := g.link(a, b, m)
		nearer := 0
		if ar == 1 && l.via[0].Y > g.origin.Y+1.5*g.cell() || ac == 1 && l.via[0].X > g.origin.X+1.5*g.cell() {
			nearer = 1
		}
		other := g.across(a, b, m, float32(2-nearer))
		ways = [][]link{g.lanes(l), g.lanes(other)}
		if nearer == 1 {
			ways[0], ways[1] = ways[1], ways[0]
		}
		return ways, []int{nearer}
	}
	return [][]link{g.lanes(g.link(a, b, m))}, []int{0}
}

// approaches returns the links of mark m between neighbouring squares a
// and b that keep to the edges of the two squares, just inside them, and
// turn into the mark's slots only level with them: clear of the marks
// between. Corner to corner, from the shared corner along the edge of one
// square or the other; side by side, along the outer edge nearer the
// slots, or either one for the middle slots, crossing into the other
// square two thirds of the way from each slot to their shared edge.
func (g geometry) approaches(a, b game.Square, m game.Mark) []link {
	depth := g.cell() * slotInset / 2
	start, end := g.slotCenter(a, m), g.slotCenter(b, m)
	c := g.cell()
	switch dc, dr := abs(a.Col()-b.Col()), abs(a.Row()-b.Row()); {
	case dc == 1 && dr == 1:
		k := g.origin.AddXY(float32(max(a.Col(), b.Col()))*c, float32(max(a.Row(), b.Row()))*c)
		// along returns the point of square sq's edge through k that runs
		// towards its slot for m, just inside the square, short of level
		// with the slot by a third of a slot, so that the curve turns into
		// the slot rather than past it.
		back := g.slot() / 3
		along := func(sq game.Square) fyne.Position {
			slot := g.slotCenter(sq, m)
			if abs32(slot.X-k.X) > abs32(slot.Y-k.Y) {
				return fyne.NewPos(slot.X-sign(slot.X-k.X)*back, k.Y+sign(slot.Y-k.Y)*depth)
			}
			return fyne.NewPos(k.X+sign(slot.X-k.X)*depth, slot.Y-sign(slot.Y-k.Y)*back)
		}
		return []link{
			{start: start, end: end, via: []fyne.Position{k, along(b)}},
			{start: start, end: end, via: []fyne.Position{along(a), k}},
		}
	case dc+dr == 1:
		col, row := int(m-1)%3, int(m-1)/3
		var out []link
		for _, side := range []int{0, 2} {
			if dc == 0 && col != 1 && col != side || dr == 0 && row != 1 && row != side {
				continue
			}
			if dc == 0 { // one above the other: down an outer column edge
				x := g.squarePos(a).X + depth
				if side == 2 {
					x = g.squarePos(a).X + c - depth
				}
				edge := g.origin.Y + float32(max(a.Row(), b.Row()))*c
				out = append(out, link{start: start, end: end, via: []fyne.Position{
					fyne.NewPos(x, start.Y+(edge-start.Y)*2/3), fyne.NewPos(x, end.Y+(edge-end.Y)*2/3)}})
				continue
			}
			y := g.squarePos(a).Y + depth // side by side: along an outer row edge
			if side == 2 {
				y = g.squarePos(a).Y + c - depth
			}
			edge := g.origin.X + float32(max(a.Col(), b.Col()))*c
			out = append(out, link{start: start, end: end, via: []fyne.Position{
				fyne.NewPos(start.X+(edge-start.X)*2/3, y), fyne.NewPos(end.X+(edge-end.X)*2/3, y)}})
		}
		return out
	}
	return nil
}

// sign returns 1 for a positive x, -1 otherwise.
func sign(x float32) float32 {
	if x > 0 {
		return 1
	}
	return -1
}

// across returns the link of mark m between the two ends a and b of the
// centre square's row or column along grid line line (1 or 2) beside it.
func (g geometry) across(a, b game.Square, m game.Mark, line float32) link {
	l := link{start: g.slotCenter(a, m), end: g.slotCenter(b, m)}
	c := g.cell()
	at := func(col, row float32) fyne.Position { return g.origin.AddXY(col*c, row*c) }
	if a.Row() == 1 {
		l.via = []fyne.Position{at(1, line), at(2, line)}
	} else {
		l.via = []fyne.Position{at(line, 1), at(line, 2)}
	}
	if distSq(l.start, l.via[1]) < distSq(l.start, l.via[0]) {
		l.via[0], l.via[1] = l.via[1], l.via[0]
	}
	return l
}

// lanes returns the ways l can run a lane beside its grid line or corner:
// one on either side, then, away from the board's edge, one half a lane
// farther out on either side, for where several links pass; a straight
// link has only its own.
func (g geometry) lanes(l link) []link {
	var d fyne.Position
	switch {
	case l.then != nil: // beside both sides of the centre square: across the diagonal it goes round
		d = l.then.end.Subtract(l.start)
	case len(l.via) == 1:
		d = l.end.Subtract(l.start)
	case len(l.via) == 2:
		d = l.via[1].Subtract(l.via[0])
	default:
		return []link{l}
	}
	length := float32(math.Hypot(float64(d.X), float64(d.Y)))
	lane := g.cell() * laneWidth
	n := fyne.NewPos(-d.Y/length*lane, d.X/length*lane)
	shift := func(sign float32, p fyne.Position) fyne.Position { return p.AddXY(sign*n.X, sign*n.Y) }
	side := func(sign float32) link {
		via := make([]fyne.Position, len(l.via))
		for i, v := range l.via {
			via[i] = shift(sign, v)
		}
		if l.then == nil {
			return link{start: l.start, end: l.end, via: via}
		}
		then := link{start: shift(sign, l.end), end: l.then.end, via: []fyne.Position{shift(sign, l.then.via[0]), shift(sign, l.then.via[1])}}
		return link{start: l.start, end: then.start, via: via, then: &then}
	}
	out := []link{side(1), side(-1)}
	if !g.byEdge(l) {
		out = append(out, side(widerLaneAt), side(-widerLaneAt))
	}
	return out
}

// byEdge reports whether l runs along the board's edge.
func (g geometry) byEdge(l link) bool {
	c := g.cell()
	for _, v := range l.via {
		x, y := (v.X-g.origin.X)/c, (v.Y-g.origin.Y)/c
		if min(x, y, 3-x, 3-y) < 2*edgeInset {
			return true
		}
	}
	return false
}

// points returns points along l's curve, from its start to its end.
func (l link) points() []fyne.Position {
	const n = 40
	ps := make([]fyne.Position, n+1)
	for i := range ps {
		ps[i] = l.point(float32(i) / n)
	}
	return ps
}

// point returns the point of l's curve at t, from 0 at its start to 1 at
// its end; a link in two pieces runs its first in the first half.
func (l link) point(t float32) fyne.Position {
	if l.then != nil {
		if t > 0.5 {
			return l.then.point(2*t - 1)
		}
		l.then, t = nil, 2*t
	}
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

// controls returns the control points of the Bézier curve of l's first
// piece: the curve that starts and ends where that piece does and passes through its waypoints: a quadratic curve
// through one at the middle of its course, or a cubic one through two at a
// third and two thirds of it. A straight link has none.
func (l link) controls() []fyne.Position {
	a, b := l.start, l.end
	switch len(l.via) {
	case 1:
		// P(½) = (A + 2C + B)/4 = K.
		k := l.via[0]
		return []fyne.Position{fyne.NewPos(2*k.X-(a.X+b.X)/2, 2*k.Y-(a.Y+b.Y)/2)}
	case 2:
		// P(⅓) = K1 and P(⅔) = K2 give 12C1 + 6C2 = 27K1 - 8A - B and
		// 6C1 + 12C2 = 27K2 - A - 8B.
		k1, k2 := l.via[0], l.via[1]
		r1 := fyne.NewPos(27*k1.X-8*a.X-b.X, 27*k1.Y-8*a.Y-b.Y)
		r2 := fyne.NewPos(27*k2.X-a.X-8*b.X, 27*k2.Y-a.Y-8*b.Y)
		return []fyne.Position{
			fyne.NewPos((2*r1.X-r2.X)/18, (2*r1.Y-r2.Y)/18),
			fyne.NewPos((2*r2.X-r1.X)/18, (2*r2.Y-r1.Y)/18),
		}
	}
	return nil
}

// abs returns the absolute value of i.
func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}

// halfway returns the point halfway between p and q.
func halfway(p, q fyne.Position) fyne.Position { return fyne.NewPos((p.X+q.X)/2, (p.Y+q.Y)/2) }

// distSq returns the square of the distance between p and q.
func distSq(p, q fyne.Position) float32 {
	d := p.Subtract(q)
	return d.X*d.X + d.Y*d.Y
}
