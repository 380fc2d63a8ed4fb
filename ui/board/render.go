package board

import (
	"image/color"
	"math"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/curve"
	"github.com/qttt-edu/qttt/ui/style"
)

// minSide is the side of the smallest board that stays readable.
const minSide = 300

// A square's number stays in the background: large and faint on an empty
// square; beside its spooky marks, small in a slot none of them takes,
// so that no mark is drawn over it.
const (
	numberOpacity     = 0.25
	numberBesideMarks = 0.45
)

// loserLineOpacity pales the other player's line when one collapse
// completed lines for both.
const loserLineOpacity = 0.6

// winTint is how far the squares of the winner's line go from the
// square's colour towards style.ColorWinLine.
const winTint = 0.3

// pulsePeriod is half a beat of the pulsing collapse choices.
const pulsePeriod = 700 * time.Millisecond

// pulseBeats is how often the choices pulse before they stay tinted: the
// pulse catches the eye, and the still tint costs nothing while a class
// discusses the choice for minutes (each frame of a pulse repaints the
// window, a core's work under software rendering).
const pulseBeats = 3

// unavailableShade is how far a square holding a classical mark goes from
// style.ColorUnavailable towards the grid's colour, so that it stands out
// from a playable square in every palette, light or dark, even on a
// washed-out projector.
const unavailableShade = 0.25

// choiceTint is how far a pulsing choice's fill goes from the square's own
// colour towards style.ColorChoice: far enough to catch the eye, not so far
// that the marks on it lose contrast.
const choiceTint = 0.45

// squareObjects are the canvas objects of one square.
type squareObjects struct {
	cell    *canvas.Rectangle // its fill
	overlay *canvas.Rectangle // the hover tint and the cycle or choice outline
	number  *canvas.Text      // its number, faint in the background
	cross   [2]*canvas.Line   // a classical X
	ring    *canvas.Circle    // a classical O
	move    *canvas.Text      // the classical mark's move number
}

// markObjects are the canvas objects of one mark's spooky pair.
type markObjects struct {
	glyphs [2]*canvas.Text      // "X₁" in each square of the pair
	chips  [2]*canvas.Rectangle // behind the glyphs when they are highlighted, or when a tether runs under them
	tether *canvas.BezierCurve  // joins the two halves
	halo   *canvas.BezierCurve  // under the tether, in the squares' colour: where tethers cross, the later one cuts the earlier, so each can be followed
	// the tether's piece after its bend, and its halo, for a link round
	// the centre square (between opposite corners); hidden for any other
	bend, bendHalo *canvas.BezierCurve
	under          [2]game.Square // the square whose fill a chip copies, to hide a tether under its glyph; NoSquare for none
}

// renderer draws a Board with canvas primitives. Every object exists from
// the start; draw places, colours and hides them for the current frame.
type renderer struct {
	board *Board

	squares [9]squareObjects           // squares[sq-1]
	marks   [game.MaxMoves]markObjects // marks[m-1]
	grid    [4]*canvas.Line
	wins    [8]*canvas.Line // completed lines, the winner's first
	objects []fyne.CanvasObject

	pulse              *fyne.Animation // the choices' pulse while a collapse is pending
	pulseFrom, pulseTo color.Color     // the colours it runs between
	pulseColor         color.Color     // its colour now
}

// newRenderer creates the canvas objects for b, stacked from the squares'
// fills at the back to the winning lines at the front.
func newRenderer(b *Board) *renderer {
	r := &renderer{board: b}
	for i := range r.squares {
		r.squares[i] = squareObjects{
			cell:    &canvas.Rectangle{},
			overlay: &canvas.Rectangle{},
			number:  &canvas.Text{Text: game.Squares[i].String()},
			cross:   [2]*canvas.Line{{}, {}},
			ring:    &canvas.Circle{FillColor: color.Transparent},
			move:    &canvas.Text{TextStyle: fyne.TextStyle{Bold: true}},
		}
	}
	for i := range r.marks {
		label := spookyLabel(game.Mark(i + 1))
		bold := fyne.TextStyle{Bold: true}
		r.marks[i] = markObjects{
			glyphs:   [2]*canvas.Text{{Text: label, TextStyle: bold}, {Text: label, TextStyle: bold}},
			chips:    [2]*canvas.Rectangle{{}, {}},
			tether:   &canvas.BezierCurve{},
			halo:     &canvas.BezierCurve{},
			bend:     &canvas.BezierCurve{},
			bendHalo: &canvas.BezierCurve{},
		}
	}
	for i := range r.grid {
		r.grid[i] = &canvas.Line{}
	}
	for i := range r.wins {
		r.wins[i] = &canvas.Line{}
	}

	add := func(o ...fyne.CanvasObject) { r.objects = append(r.objects, o...) }
	for _, s := range r.squares {
		add(s.cell)
	}
	for _, s := range r.squares {
		add(s.overlay, s.number)
	}
	for _, l := range r.grid {
		add(l)
	}
	for _, m := range r.marks {
		add(m.halo, m.bendHalo, m.tether, m.bend)
	}
	for _, m := range r.marks {
		add(m.chips[0], m.chips[1], m.glyphs[0], m.glyphs[1])
	}
	for _, s := range r.squares {
		add(s.cross[0], s.cross[1], s.ring, s.move)
	}
	for _, l := range r.wins {
		add(l)
	}
	r.draw()
	return r
}

// spookyLabel returns a spooky mark's glyph: its player's letter with the
// move number as a subscript, e.g. "X₁".
func spookyLabel(m game.Mark) string {
	return m.Player().String() + string(rune('₀'+int(m)))
}

// square returns the objects of square sq.
func (r *renderer) square(sq game.Square) *squareObjects { return &r.squares[sq-1] }

// mark returns the objects of mark m.
func (r *renderer) mark(m game.Mark) *markObjects { return &r.marks[m-1] }

// Destroy stops the pulse.
func (r *renderer) Destroy() { r.stopPulse() }

// Layout places everything for the board's size.
func (r *renderer) Layout(fyne.Size) { r.draw() }

// MinSize returns the size of the smallest readable board.
func (r *renderer) MinSize() fyne.Size { return fyne.NewSquareSize(minSide) }

// Objects returns every canvas object of the board.
func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

// Refresh redraws the board for its current state.
func (r *renderer) Refresh() {
	r.draw()
	canvas.Refresh(r.board)
}

// draw places and colours every object for the board's current frame.
func (r *renderer) draw() {
	b := r.board
	pal := palette{b.Theme(), fyne.CurrentApp().Settings().ThemeVariant()}
	g := b.geometry()
	cycle, pending := b.state.Cycle()
	pending = pending && b.run == nil
	square := pal.color(style.ColorSquare)
	r.updatePulse(pending, square, mix(square, pal.color(style.ColorChoice), choiceTint))

	var inCycle [10]bool                  // by square
	var cycleMark [game.MaxMoves + 1]bool // by mark
	if pending {
		for _, sq := range cycle.Squares {
			inCycle[sq] = true
		}
		for _, m := range cycle.Marks {
			cycleMark[m] = true
		}
	}
	looks := b.looks()
	var classical [10]game.Mark // by square: the mark whose classical glyph is drawn there
	for m := game.Mark(1); m <= game.MaxMoves; m++ {
		if sq := looks[m].landed; sq != game.NoSquare {
			classical[sq] = m
		}
	}
	picked := r.picked(&looks, &cycleMark)
	var tethered []game.Mark
	for m := game.Mark(1); m <= game.MaxMoves; m++ {
		if picked(m) {
			tethered = append(tethered, m)
		}
	}
	links := g.links(tethered, b.shown().Pair, func(sq game.Square, m game.Mark) bool { return slices.Contains(b.shown().Spooky(sq), m) })
	r.drawSquares(g, pal, &inCycle, &classical, links)
	r.drawGrid(g, pal)
	r.drawSpooky(g, pal, &looks, &cycleMark, &classical, picked, links)
	r.drawClassical(g, pal, &looks, &classical)
	r.drawLines(g, pal)
}

// drawSquares fills and outlines the nine squares and places their
// numbers, clear of the spooky marks and of the tethers drawn (links).
func (r *renderer) drawSquares(g geometry, pal palette, inCycle *[10]bool, classical *[10]game.Mark, links map[game.Mark]link) {
	b := r.board
	c := g.cell()
	var over []fyne.Position // the points of what is drawn over the squares' numbers: tethers and winning lines
	for _, l := range links {
		over = append(over, l.points()...)
		if l.then != nil {
			over = append(over, l.then.points()...)
		}
	}
	for _, w := range r.winLines(g) {
		for i := range samples + 1 {
			t := float32(i) / samples
			over = append(over, fyne.NewPos(w.from.X+t*(w.to.X-w.from.X), w.from.Y+t*(w.to.Y-w.from.Y)))
		}
	}
	for _, sq := range game.Squares {
		o := r.square(sq)
		o.cell.Move(g.squarePos(sq))
		o.cell.Resize(fyne.NewSquareSize(c))
		o.cell.FillColor = r.squareColor(sq, pal)

		o.overlay.Move(g.squarePos(sq))
		o.overlay.Resize(fyne.NewSquareSize(c))
		o.overlay.FillColor = color.Transparent
		if sq == b.hovered && b.takesHovered() {
			o.overlay.FillColor = pal.color(theme.ColorNameHover)
		}
		o.overlay.StrokeWidth = 0
		switch {
		case b.isChoice(sq):
			o.overlay.StrokeColor, o.overlay.StrokeWidth = pal.color(style.ColorChoice), 2*c*cycleWidth
		case inCycle[sq]:
			o.overlay.StrokeColor, o.overlay.StrokeWidth = pal.color(style.ColorCycle), c*cycleWidth
		}

		num := o.number
		num.Hidden = false
		num.TextSize = c * numberText
		num.Color = fade(pal.color(theme.ColorNamePlaceHolder), numberOpacity)
		at := g.center(sq)
		if classical[sq] != 0 {
			// Small in the corner the classical glyph leaves free, across
			// from its move number, which would otherwise be read as the
			// square's (the t7 walk: "O 4" in square 1 read as square 4):
			// the top left, or where a tether or a winning line runs over
			// it the top right, else the bottom left (student walk t17 #6:
			// the line 1-5-9 hid 5 and 9, P18's tethers 8).
			num.TextSize = c * cornerNumberText
			num.Color = fade(pal.color(theme.ColorNamePlaceHolder), numberBesideMarks)
			size := num.MinSize()
			num.Resize(size)
			corner := g.squarePos(sq)
			at := corner.AddXY(c*cornerNumberInset, 0)
			for _, other := range []fyne.Position{corner.AddXY(c-c*cornerNumberInset-size.Width, 0), corner.AddXY(c*cornerNumberInset, c-size.Height)} {
				if covered(at, size, over) && !covered(other, size, over) {
					at = other
				}
			}
			num.Move(at)
			continue
		}
		if spooky := b.shown().Spooky(sq); len(spooky) > 0 {
			// Beside the spooky marks, never under one nor under a
			// tether: small, in the free slot nearest the middle.
			slot, free := freeSlot(spooky, func(s game.Mark) bool { return g.crossed(sq, s, links) })
			num.Hidden = num.Hidden || !free
			num.TextSize = g.slot() * spookyText
			num.Color = fade(pal.color(theme.ColorNamePlaceHolder), numberBesideMarks)
			at = g.slotCenter(sq, slot)
		}
		size := num.MinSize()
		num.Resize(size)
		num.Move(at.SubtractXY(size.Width/2, size.Height/2))
	}
}

// numberSlots are the slots a square's number may take beside spooky
// marks, nearest the middle first.
var numberSlots = [...]game.Mark{5, 2, 8, 4, 6, 1, 3, 7, 9}

// freeSlot returns the slot nearest the middle of a square that none of
// its spooky marks takes (mark m takes slot m) and no tether crosses, or
// if tethers cross every one of those, the one nearest the middle; free
// is false when the marks take all nine.
func freeSlot(spooky []game.Mark, crossed func(game.Mark) bool) (slot game.Mark, free bool) {
	for _, s := range numberSlots {
		if slices.Contains(spooky, s) {
			continue
		}
		if !free {
			slot, free = s, true
		}
		if !crossed(s) {
			return s, true
		}
	}
	return slot, free
}

// crossed reports whether one of links runs through slot s of square sq,
// where the square's number would go.
func (g geometry) crossed(sq game.Square, s game.Mark, links map[game.Mark]link) bool {
	center, reach := g.slotCenter(sq, s), g.slot()*numberReach
	for _, l := range links {
		for _, p := range l.points() {
			if abs32(p.X-center.X) < reach && abs32(p.Y-center.Y) < reach {
				return true
			}
		}
	}
	return false
}

// numberReach is how far from its slot's centre a square's number beside
// spooky marks reaches, with room for a tether's stroke, as a fraction of
// the slot.
const numberReach = 0.45

// abs32 returns the absolute value of x.
func abs32(x float32) float32 { return max(x, -x) }

// squareColor returns the fill of square sq.
func (r *renderer) squareColor(sq game.Square, pal palette) color.Color {
	b := r.board
	switch s := b.shown(); {
	case b.isChoice(sq) && b.hint[sq]: // the choice a hint advises, or the computer is about to make
		return pal.color(style.ColorSelected)
	case b.isChoice(sq) && r.pulse != nil:
		return r.pulseColor
	case b.isChoice(sq):
		return r.pulseTo
	case sq == b.selected:
		return pal.color(style.ColorSelected)
	case s.Classical(sq) != 0 && !s.Over():
		return mix(pal.color(style.ColorUnavailable), pal.color(style.ColorBoardGrid), unavailableShade)
	case b.run == nil && onWinningLine(s, sq):
		return mix(pal.color(style.ColorSquare), pal.color(style.ColorWinLine), winTint)
	case b.Lit(sq):
		return pal.color(style.ColorEntangled)
	}
	return pal.color(style.ColorSquare)
}

// onWinningLine reports whether square sq is on the winner's line in the
// finished position s: its squares are tinted, so that the line that won
// stands out from one the other player completed in the same collapse.
func onWinningLine(s *game.State, sq game.Square) bool {
	for _, l := range s.Lines() {
		if l.Player == s.Winner() && slices.Contains(l.Squares[:], sq) {
			return true
		}
	}
	return false
}

// drawGrid places the two vertical and two horizontal lines of the board.
func (r *renderer) drawGrid(g geometry, pal palette) {
	c := g.cell()
	for i, l := range r.grid {
		at := float32(i%2+1) * c
		if i < 2 {
			l.Position1, l.Position2 = g.origin.AddXY(at, 0), g.origin.AddXY(at, g.side)
		} else {
			l.Position1, l.Position2 = g.origin.AddXY(0, at), g.origin.AddXY(g.side, at)
		}
		l.StrokeColor = pal.color(style.ColorBoardGrid)
		l.StrokeWidth = max(c*gridWidth, 1)
	}
}

// drawSpooky places the spooky glyphs, and the chips and tethers that pick
// out some of them: the cycle's marks while a collapse is pending, and the
// twins of the marks under the pointer. A collapse preview leaves out the
// spooky glyphs of a square where it draws a classical one (classical, by
// square): the ghost of what lands there says it all, and the glyphs would
// sit on it.
func (r *renderer) drawSpooky(g geometry, pal palette, looks *[game.MaxMoves + 1]look, cycleMark *[game.MaxMoves + 1]bool, classical *[10]game.Mark,
	picked func(game.Mark) bool, links map[game.Mark]link) {
	previewing := r.board.run == nil && r.board.preview() != nil
	s := r.board.shown()
	c, slot := g.cell(), g.slot()
	twins := r.hoveredTwins()
	tethers := len(links) > 0
	for m := game.Mark(1); m <= game.MaxMoves; m++ {
		o, lk := r.mark(m), looks[m]
		visible, picked := lk.spooky > 0, picked(m)
		// While tethers are drawn, every other glyph stands on a chip of
		// its square's own colour, so that a tether passing its slot runs
		// under it rather than through its letter.
		hideUnder := visible && !picked && tethers
		o.tether.Hidden, o.halo.Hidden = !picked, !picked
		o.bend.Hidden, o.bendHalo.Hidden = true, true
		for h := range o.glyphs {
			o.glyphs[h].Hidden, o.chips[h].Hidden = !visible, !picked && !hideUnder
			o.under[h] = game.NoSquare
		}
		if !visible {
			continue
		}
		a, b := s.Pair(m)
		entangled := len(s.Group(a).Marks) > 1 // a lone pair is in superposition, not entangled
		o.tether.StrokeColor, o.tether.StrokeWidth = pal.mark(m), c*tetherWidth
		if cycleMark[m] {
			o.tether.StrokeColor, o.tether.StrokeWidth = pal.color(style.ColorCycle), c*cycleWidth
		}
		if l, ok := links[m]; ok {
			curve.Place(o.tether, l.start, l.end, l.controls()...)
			o.halo.StrokeColor, o.halo.StrokeWidth = pal.color(style.ColorSquare), o.tether.StrokeWidth+2*c*haloWidth
			curve.Place(o.halo, l.start, l.end, l.controls()...)
			if then := l.then; then != nil {
				o.bend.Hidden, o.bendHalo.Hidden = false, false
				o.bend.StrokeColor, o.bend.StrokeWidth = o.tether.StrokeColor, o.tether.StrokeWidth
				o.bendHalo.StrokeColor, o.bendHalo.StrokeWidth = o.halo.StrokeColor, o.halo.StrokeWidth
				curve.Place(o.bend, then.start, then.end, then.controls()...)
				curve.Place(o.bendHalo, then.start, then.end, then.controls()...)
			}
		}
		for h, sq := range [2]game.Square{a, b} {
			if previewing && classical[sq] != 0 {
				o.glyphs[h].Hidden, o.chips[h].Hidden = true, true
				continue
			}
			center := g.slotCenter(sq, m)
			glyph := o.glyphs[h]
			glyph.TextSize = slot * spookyText
			glyph.Color = fade(pal.mark(m), lk.spooky)
			size := glyph.MinSize()
			glyph.Resize(size)
			glyph.Move(center.SubtractXY(size.Width/2, size.Height/2))

			chip := o.chips[h]
			chip.Resize(fyne.NewSquareSize(slot * chipSize))
			chip.Move(center.SubtractXY(slot*chipSize/2, slot*chipSize/2))
			chip.CornerRadius = slot * chipRadius
			chip.FillColor = pal.color(theme.ColorNameBackground)
			if twins[m] && entangled {
				chip.FillColor = pal.color(style.ColorEntangled)
			}
			chip.StrokeWidth = 0
			if hideUnder {
				fill := r.square(sq)
				chip.FillColor, o.under[h] = over(fill.overlay.FillColor, fill.cell.FillColor), sq
			}
			if cycleMark[m] {
				chip.StrokeColor, chip.StrokeWidth = pal.color(style.ColorCycle), c*chipStroke
			}
		}
	}
}

// picked returns whether mark m is picked out, with chips and a tether:
// it is in the pending cycle or its twins are hovered. Marks fading out,
// in a collapse preview or the animation, are not: the ghosts of where
// they land matter more.
func (r *renderer) picked(looks *[game.MaxMoves + 1]look, cycleMark *[game.MaxMoves + 1]bool) func(game.Mark) bool {
	twins := r.hoveredTwins()
	return func(m game.Mark) bool { return looks[m].spooky == 1 && (cycleMark[m] || twins[m]) }
}

// hoveredTwins returns the marks whose twins the pointer asks to see: the
// spooky mark under it, or else every spooky mark in the square under it.
// While a collapse is pending only the mark under it: the cycle's own
// tethers are what to look at. A collapse preview or a running animation
// shows no twins.
func (r *renderer) hoveredTwins() (twins [game.MaxMoves + 1]bool) {
	b := r.board
	if b.run != nil || b.hovered == game.NoSquare || b.preview() != nil {
		return twins
	}
	if b.hoveredMark != 0 {
		twins[b.hoveredMark] = true
		return twins
	}
	if _, pending := b.state.Cycle(); pending {
		return twins
	}
	for _, m := range b.state.Spooky(b.hovered) {
		twins[m] = true
	}
	return twins
}

// drawClassical draws the classical glyph in every square that has one in
// this frame: landed, landing or previewed. X is a cross and O a ring, so
// that they differ in shape as well as in colour.
func (r *renderer) drawClassical(g geometry, pal palette, looks *[game.MaxMoves + 1]look, classical *[10]game.Mark) {
	c := g.cell()
	for _, sq := range game.Squares {
		o, m := r.square(sq), classical[sq]
		isX, isO := m != 0 && m.Player() == game.X, m != 0 && m.Player() == game.O
		o.cross[0].Hidden, o.cross[1].Hidden, o.ring.Hidden, o.move.Hidden = !isX, !isX, !isO, m == 0
		if m == 0 {
			continue
		}
		lk := looks[m]
		center := g.center(sq)
		reach := c * classicalReach * lk.scale
		width := c * classicalWidth * lk.scale
		col := fade(pal.mark(m), lk.opacity)
		if isX {
			o.cross[0].Position1, o.cross[0].Position2 = center.SubtractXY(reach, reach), center.AddXY(reach, reach)
			o.cross[1].Position1, o.cross[1].Position2 = center.AddXY(reach, -reach), center.AddXY(-reach, reach)
			for _, l := range o.cross {
				l.StrokeColor, l.StrokeWidth = col, width
			}
		} else {
			o.ring.Position1, o.ring.Position2 = center.SubtractXY(reach, reach), center.AddXY(reach, reach)
			o.ring.StrokeColor, o.ring.StrokeWidth = col, width
		}
		move := o.move
		move.Text = strconv.Itoa(int(m))
		move.TextSize = c * classicalText * lk.scale
		move.Color = col
		size := move.MinSize()
		move.Resize(size)
		move.Move(center.AddXY(reach+width/2, reach-size.Height*0.7))
	}
}

// winLine is a completed line as drawn: from one end to the other, past
// the centres of its end squares.
type winLine struct {
	from, to fyne.Position
	line     game.Line
}

// winLines returns the completed lines of a finished game as drawn; none
// while a collapse is drawn.
func (r *renderer) winLines(g geometry) []winLine {
	b := r.board
	if b.run != nil {
		return nil
	}
	c := g.cell()
	var out []winLine
	for _, line := range b.state.Lines() {
		from, to := g.center(line.Squares[0]), g.center(line.Squares[2])
		dx, dy := to.X-from.X, to.Y-from.Y
		reach := c * winOvershoot / float32(math.Hypot(float64(dx), float64(dy)))
		out = append(out, winLine{from.SubtractXY(dx*reach, dy*reach), to.AddXY(dx*reach, dy*reach), line})
	}
	return out
}

// samples is how many steps along a winning line stand for it where a
// square's number keeps clear of it.
const samples = 40

// covered reports whether any of points lies within the box of a
// number at p of that size, or within a line's width of it.
func covered(p fyne.Position, size fyne.Size, points []fyne.Position) bool {
	reach := size.Height / 2 // a line's half width, about
	for _, q := range points {
		if q.X > p.X-reach && q.X < p.X+size.Width+reach && q.Y > p.Y-reach && q.Y < p.Y+size.Height+reach {
			return true
		}
	}
	return false
}

// drawLines draws the completed lines of a finished game: the winner's
// bold, the other player's thinner and paler.
func (r *renderer) drawLines(g geometry, pal palette) {
	b := r.board
	lines := r.winLines(g)
	c := g.cell()
	for i, l := range r.wins {
		l.Hidden = i >= len(lines)
		if l.Hidden {
			continue
		}
		w := lines[i]
		l.Position1, l.Position2 = w.from, w.to
		l.StrokeColor, l.StrokeWidth = pal.color(style.ColorWinLine), c*winWidth
		if w.line.Player != b.state.Winner() {
			l.StrokeColor, l.StrokeWidth = fade(l.StrokeColor, loserLineOpacity), c*winWidth/2
		}
	}
}

// updatePulse starts the choices' pulse between from and to when on, and
// stops it when not; it restarts it when the colours change with the theme.
// The pulse beats pulseBeats times and ends on to, the choices' still
// tint. With animations turned off in the settings the choices do not
// pulse.
func (r *renderer) updatePulse(on bool, from, to color.Color) {
	on = on && fyne.CurrentApp().Settings().ShowAnimations()
	if r.pulse != nil && (!on || from != r.pulseFrom || to != r.pulseTo) {
		r.stopPulse()
	}
	r.pulseFrom, r.pulseTo = from, to
	if !on || r.pulse != nil {
		return
	}
	r.pulseColor = from
	halves := 2*pulseBeats + 1 // from to to and back each beat, then to to
	r.pulse = fyne.NewAnimation(time.Duration(halves)*pulsePeriod, func(p float32) {
		c := mix(from, to, float32(1-math.Cos(math.Pi*float64(p)*float64(halves)))/2)
		r.pulseColor = c
		for _, sq := range game.Squares {
			if r.board.isChoice(sq) && !r.board.hint[sq] { // a choice a hint lights keeps its colour
				r.square(sq).cell.FillColor = c
				r.square(sq).cell.Refresh()
			}
		}
		for i := range r.marks {
			for h, sq := range r.marks[i].under {
				if sq != game.NoSquare && r.board.isChoice(sq) && !r.board.hint[sq] {
					r.marks[i].chips[h].FillColor = over(r.square(sq).overlay.FillColor, c)
					r.marks[i].chips[h].Refresh()
				}
			}
		}
	})
	r.pulse.Curve = fyne.AnimationLinear
	r.pulse.Start()
}

// stopPulse stops the choices' pulse if it runs.
func (r *renderer) stopPulse() {
	if r.pulse != nil {
		r.pulse.Stop()
		r.pulse = nil
	}
}
