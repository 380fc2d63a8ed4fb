package board

import (
	"image/color"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/style"
)

// minSide is the side of the smallest board that stays readable.
const minSide = 300

// A square's number stays in the background: readable on an empty square,
// fainter behind spooky marks so that they stay easy to read.
const (
	numberOpacity     = 0.25
	numberBehindMarks = 0.12
)

// pulsePeriod is half a beat of the pulsing collapse choices.
const pulsePeriod = 700 * time.Millisecond

// choiceTint is how far a pulsing choice's fill goes from the square's own
// colour towards style.ColorChoice: far enough to catch the eye, not so far
// that the marks on it lose contrast.
const choiceTint = 0.45

// renderer draws a Board with canvas primitives. Every object exists from
// the start; draw places, colours and hides them for the current frame.
type renderer struct {
	board *Board

	cells    [9]*canvas.Rectangle // each square's fill
	overlays [9]*canvas.Rectangle // hover tint, cycle and choice outlines
	numbers  [9]*canvas.Text      // each square's number, for the keyboard and the records
	grid     [4]*canvas.Line
	tethers  [game.MaxMoves + 1]*canvas.Line         // by mark: a line between its two halves
	chips    [game.MaxMoves + 1][2]*canvas.Rectangle // by mark and half: behind a highlighted spooky glyph
	glyphs   [game.MaxMoves + 1][2]*canvas.Text      // by mark and half: the spooky glyphs
	crosses  [9][2]*canvas.Line                      // by square: a classical X
	rings    [9]*canvas.Circle                       // by square: a classical O
	moves    [9]*canvas.Text                         // by square: the classical mark's move number
	wins     [8]*canvas.Line                         // completed lines, the winner's first

	objects []fyne.CanvasObject

	pulse              *fyne.Animation // the choices' pulse while a collapse is pending
	pulseFrom, pulseTo color.Color     // the colours it runs between
	pulseColor         color.Color     // its colour now
}

// newRenderer creates the canvas objects for b.
func newRenderer(b *Board) *renderer {
	r := &renderer{board: b}
	add := func(o fyne.CanvasObject) { r.objects = append(r.objects, o) }
	for i := range r.cells {
		r.cells[i] = &canvas.Rectangle{}
		add(r.cells[i])
	}
	for i := range r.overlays {
		r.overlays[i] = &canvas.Rectangle{}
		add(r.overlays[i])
	}
	for i := range r.numbers {
		r.numbers[i] = &canvas.Text{Text: game.Squares[i].String()}
		add(r.numbers[i])
	}
	for i := range r.grid {
		r.grid[i] = &canvas.Line{}
		add(r.grid[i])
	}
	for m := range r.tethers {
		r.tethers[m] = &canvas.Line{}
		add(r.tethers[m])
	}
	for m := range r.chips {
		for h := range r.chips[m] {
			r.chips[m][h] = &canvas.Rectangle{}
			add(r.chips[m][h])
		}
	}
	for m := range r.glyphs {
		for h := range r.glyphs[m] {
			r.glyphs[m][h] = &canvas.Text{Text: spookyLabel(game.Mark(m)), TextStyle: fyne.TextStyle{Bold: true}}
			add(r.glyphs[m][h])
		}
	}
	for i := range r.crosses {
		r.crosses[i] = [2]*canvas.Line{{}, {}}
		r.rings[i] = &canvas.Circle{}
		r.moves[i] = &canvas.Text{TextStyle: fyne.TextStyle{Bold: true}}
		add(r.crosses[i][0])
		add(r.crosses[i][1])
		add(r.rings[i])
		add(r.moves[i])
	}
	for i := range r.wins {
		r.wins[i] = &canvas.Line{}
		add(r.wins[i])
	}
	r.draw()
	return r
}

// spookyLabel returns a spooky mark's glyph: its player's letter with the
// move number as a subscript, e.g. "X₁".
func spookyLabel(m game.Mark) string {
	return m.Player().String() + string(rune('₀'+int(m)))
}

// Destroy stops the pulse.
func (r *renderer) Destroy() { r.stopPulse() }

// Layout places everything for the given size.
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

// palette looks up theme colours for the board's theme and the app's
// variant.
type palette struct {
	th fyne.Theme
	v  fyne.ThemeVariant
}

func (p palette) color(n fyne.ThemeColorName) color.Color { return p.th.Color(n, p.v) }

// mark returns the colour of m's player.
func (p palette) mark(m game.Mark) color.Color {
	if m.Player() == game.X {
		return p.color(style.ColorMarkX)
	}
	return p.color(style.ColorMarkO)
}

// draw places and colours every object for the board's current frame.
func (r *renderer) draw() {
	b := r.board
	pal := palette{b.Theme(), fyne.CurrentApp().Settings().ThemeVariant()}
	g := b.geometry()
	cycle, pending := b.state.Cycle()
	pending = pending && b.run == nil
	r.updatePulse(pending, pal.color(style.ColorSquare), mix(pal.color(style.ColorSquare), pal.color(style.ColorChoice), choiceTint))

	var inCycle [10]bool // by square
	var cycleMark [game.MaxMoves + 1]bool
	if pending {
		for _, sq := range cycle.Squares {
			inCycle[sq] = true
		}
		for _, m := range cycle.Marks {
			cycleMark[m] = true
		}
	}
	looks := b.looks()
	var classical [9]game.Mark // by square: the mark whose classical glyph is drawn there
	for m := game.Mark(1); m <= game.MaxMoves; m++ {
		if sq := looks[m].landed; sq != game.NoSquare {
			classical[sq-1] = m
		}
	}
	r.drawSquares(g, pal, &inCycle, &classical)
	r.drawGrid(g, pal)
	r.drawSpooky(g, pal, &looks, &cycleMark)
	r.drawClassical(g, pal, &looks, &classical)
	r.drawLines(g, pal)
}

// drawSquares fills and outlines the nine squares and places their numbers.
func (r *renderer) drawSquares(g geometry, pal palette, inCycle *[10]bool, classical *[9]game.Mark) {
	b := r.board
	c := g.cell()
	for i, sq := range game.Squares {
		cell, over, num := r.cells[i], r.overlays[i], r.numbers[i]
		cell.Move(g.squarePos(sq))
		cell.Resize(fyne.NewSquareSize(c))
		cell.FillColor = r.squareColor(sq, pal)

		over.Move(g.squarePos(sq))
		over.Resize(fyne.NewSquareSize(c))
		over.FillColor = color.Transparent
		if sq == b.hovered && b.offered(sq) {
			over.FillColor = pal.color(theme.ColorNameHover)
		}
		over.StrokeWidth = 0
		switch {
		case b.isChoice(sq):
			over.StrokeColor, over.StrokeWidth = pal.color(style.ColorChoice), 2*c*cycleWidth
		case inCycle[sq]:
			over.StrokeColor, over.StrokeWidth = pal.color(style.ColorCycle), c*cycleWidth
		}

		num.Hidden = classical[i] != 0
		num.TextSize = c * numberText
		num.Color = fade(pal.color(theme.ColorNamePlaceHolder), numberOpacity)
		if len(b.shown().Spooky(sq)) > 0 {
			num.Color = fade(pal.color(theme.ColorNamePlaceHolder), numberBehindMarks)
		}
		size := num.MinSize()
		num.Resize(size)
		num.Move(g.center(sq).SubtractXY(size.Width/2, size.Height/2))
	}
}

// squareColor returns the fill of square sq.
func (r *renderer) squareColor(sq game.Square, pal palette) color.Color {
	b := r.board
	switch s := b.shown(); {
	case b.isChoice(sq) && r.pulse != nil:
		return r.pulseColor
	case b.isChoice(sq):
		return r.pulseTo
	case sq == b.selected:
		return pal.color(style.ColorSelected)
	case s.Classical(sq) != 0 && !s.Over():
		return pal.color(style.ColorUnavailable)
	case b.highlighted[sq]:
		return pal.color(style.ColorEntangled)
	}
	return pal.color(style.ColorSquare)
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
		l.StrokeWidth = max(c*0.02, 1)
	}
}

// drawSpooky places the spooky glyphs, the chips that highlight some of
// them and the tethers that join twins: the cycle's marks while a collapse
// is pending, and the marks under the pointer.
func (r *renderer) drawSpooky(g geometry, pal palette, looks *[game.MaxMoves + 1]look, cycleMark *[game.MaxMoves + 1]bool) {
	b := r.board
	s := b.shown()
	c, slot := g.cell(), g.slot()
	twins := r.hoveredTwins()
	for m := game.Mark(1); m <= game.MaxMoves; m++ {
		lk := looks[m]
		visible := lk.spooky > 0
		squares := [2]game.Square{}
		if visible {
			squares[0], squares[1] = s.Pair(m)
		}
		tether := r.tethers[m]
		tether.Hidden = !visible || !(cycleMark[m] || twins[m])
		if !tether.Hidden {
			tether.Position1, tether.Position2 = g.slotCenter(squares[0], m), g.slotCenter(squares[1], m)
			tether.StrokeColor, tether.StrokeWidth = fade(pal.mark(m), lk.spooky), c*tetherWidth
			if cycleMark[m] {
				tether.StrokeColor, tether.StrokeWidth = fade(pal.color(style.ColorCycle), lk.spooky), c*cycleWidth
			}
		}
		for h, sq := range squares {
			glyph, chip := r.glyphs[m][h], r.chips[m][h]
			glyph.Hidden, chip.Hidden = !visible, !visible || !(cycleMark[m] || twins[m])
			if !visible {
				continue
			}
			center := g.slotCenter(sq, m)
			glyph.TextSize = slot * spookyText
			glyph.Color = fade(pal.mark(m), lk.spooky)
			size := glyph.MinSize()
			glyph.Resize(size)
			glyph.Move(center.SubtractXY(size.Width/2, size.Height/2))

			chip.Resize(fyne.NewSquareSize(slot * 0.92))
			chip.Move(center.SubtractXY(slot*0.46, slot*0.46))
			chip.CornerRadius = slot * 0.2
			chip.FillColor = fade(pal.color(theme.ColorNameBackground), lk.spooky)
			chip.StrokeWidth = 0
			if twins[m] {
				chip.FillColor = pal.color(style.ColorEntangled)
			}
			if cycleMark[m] {
				chip.StrokeColor, chip.StrokeWidth = fade(pal.color(style.ColorCycle), lk.spooky), c*cycleWidth*0.7
			}
		}
	}
}

// hoveredTwins returns the marks whose twins the pointer asks to see: the
// spooky mark under it, or else every spooky mark in the square under it.
// A collapse preview or a running animation shows no twins.
func (r *renderer) hoveredTwins() (twins [game.MaxMoves + 1]bool) {
	b := r.board
	if b.run != nil || b.hovered == game.NoSquare || b.preview() != nil {
		return twins
	}
	if b.hoveredMark != 0 {
		twins[b.hoveredMark] = true
		return twins
	}
	for _, m := range b.state.Spooky(b.hovered) {
		twins[m] = true
	}
	return twins
}

// drawClassical draws the classical glyph in every square that has one in
// this frame: landed, landing or previewed.
func (r *renderer) drawClassical(g geometry, pal palette, looks *[game.MaxMoves + 1]look, classical *[9]game.Mark) {
	c := g.cell()
	for i, m := range classical {
		cross, ring, move := r.crosses[i], r.rings[i], r.moves[i]
		cross[0].Hidden, cross[1].Hidden = m == 0 || m.Player() != game.X, m == 0 || m.Player() != game.X
		ring.Hidden = m == 0 || m.Player() != game.O
		move.Hidden = m == 0
		if m == 0 {
			continue
		}
		lk := looks[m]
		center := g.center(game.Squares[i])
		reach := c * classicalReach * lk.scale
		col := fade(pal.mark(m), lk.opacity)
		width := c * classicalWidth * lk.scale
		if m.Player() == game.X {
			cross[0].Position1, cross[0].Position2 = center.SubtractXY(reach, reach), center.AddXY(reach, reach)
			cross[1].Position1, cross[1].Position2 = center.AddXY(reach, -reach), center.AddXY(-reach, reach)
			for _, l := range cross {
				l.StrokeColor, l.StrokeWidth = col, width
			}
		} else {
			ring.Position1, ring.Position2 = center.SubtractXY(reach, reach), center.AddXY(reach, reach)
			ring.StrokeColor, ring.StrokeWidth, ring.FillColor = col, width, color.Transparent
		}
		move.Text = strconv.Itoa(int(m))
		move.TextSize = c * classicalText * lk.scale
		move.Color = col
		move.Resize(move.MinSize())
		move.Move(center.AddXY(reach+width/2, reach-move.Size().Height*0.7))
	}
}

// drawLines draws the completed lines of a finished game, the winner's
// bold and the loser's thinner and paler.
func (r *renderer) drawLines(g geometry, pal palette) {
	b := r.board
	var lines []game.Line
	if b.run == nil {
		lines = b.state.Lines()
	}
	c := g.cell()
	for i, l := range r.wins {
		l.Hidden = i >= len(lines)
		if l.Hidden {
			continue
		}
		line := lines[i]
		from, to := g.center(line.Squares[0]), g.center(line.Squares[2])
		dx, dy := (to.X-from.X)/(2*c), (to.Y-from.Y)/(2*c) // one step from square to square, as a fraction of a square
		over := c * winOvershoot
		l.Position1 = from.SubtractXY(dx*over, dy*over)
		l.Position2 = to.AddXY(dx*over, dy*over)
		l.StrokeColor, l.StrokeWidth = pal.color(style.ColorWinLine), c*winWidth
		if line.Player != b.state.Winner() {
			l.StrokeColor, l.StrokeWidth = fade(l.StrokeColor, 0.6), c*winWidth/2
		}
	}
}

// updatePulse starts the choices' pulse between from and to when on, and
// stops it when not; it restarts it when the colours change with the theme.
// With animations turned off in the settings the choices do not pulse.
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
	r.pulse = canvas.NewColorRGBAAnimation(from, to, pulsePeriod, func(c color.Color) {
		r.pulseColor = c
		for i, sq := range game.Squares {
			if r.board.isChoice(sq) {
				r.cells[i].FillColor = c
				r.cells[i].Refresh()
			}
		}
	})
	r.pulse.AutoReverse = true
	r.pulse.RepeatCount = fyne.AnimationRepeatForever
	r.pulse.Start()
}

// stopPulse stops the choices' pulse if it runs.
func (r *renderer) stopPulse() {
	if r.pulse != nil {
		r.pulse.Stop()
		r.pulse = nil
	}
}

// fade returns c with its opacity multiplied by a (0 to 1).
func fade(c color.Color, a float32) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = uint8(float32(n.A)*a + 0.5)
	return n
}

// mix returns the colour a fraction t of the way from a to b.
func mix(a, b color.Color, t float32) color.Color {
	x, y := color.NRGBAModel.Convert(a).(color.NRGBA), color.NRGBAModel.Convert(b).(color.NRGBA)
	ch := func(p, q uint8) uint8 { return uint8(float32(p) + (float32(q)-float32(p))*t + 0.5) }
	return color.NRGBA{R: ch(x.R, y.R), G: ch(x.G, y.G), B: ch(x.B, y.B), A: ch(x.A, y.A)}
}
