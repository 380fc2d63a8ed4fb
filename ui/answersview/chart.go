// Package answersview draws class answers for the projector: the spread
// of a question's answers as a bar chart, both rounds side by side and the
// right choice marked once revealed, and the card that tells the class how
// to join (the QR code, the short address, the room's code). It only
// draws: ui/answers holds the rounds and the counts.
package answersview

import (
	"fmt"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/answers"
	"github.com/qttt-edu/qttt/ui/i18n"
)

// ChoiceName returns a choice as the class reads it under a bar: a square
// or a count as its number, X and O as the marks, and the words in the
// language in force.
func ChoiceName(c answers.Choice) string {
	if n, ok := c.Square(); ok {
		return fmt.Sprint(n)
	}
	if n, ok := c.Count(); ok {
		return fmt.Sprint(n)
	}
	switch c {
	case answers.X:
		return "X"
	case answers.O:
		return "O"
	case answers.Nobody:
		return lang.L("Nobody")
	case answers.Yes:
		return lang.L("Yes")
	case answers.No:
		return lang.L("No")
	}
	return string(c)
}

// Chart draws how the class answered a question: for each choice a bar per
// round, as high as the share of that round's answers that chose it, with
// the share written above it; the rounds' answers counted below. Once the
// question is revealed, the right choice is marked (✓, in the success
// colour). It shows shares, not who answered: there is no one to show. Of
// a question on the squares it shows only the squares someone chose, and
// the right one once revealed: nine bars are too small to read from the
// back row, and the class chooses among a few.
type Chart struct {
	widget.BaseWidget
	result answers.Result
}

// NewChart returns a chart of no question.
func NewChart() *Chart {
	c := &Chart{}
	c.ExtendBaseWidget(c)
	return c
}

// SetResult shows r.
func (c *Chart) SetResult(r answers.Result) {
	c.result = r
	c.Refresh()
}

// CreateRenderer returns the chart's renderer.
func (c *Chart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{c: c}
	r.Refresh()
	return r
}

// A bar is one round's bar of a choice, with its share above it.
type bar struct {
	rect  *canvas.Rectangle
	share *canvas.Text
}

// chartRenderer draws a Chart: the bars and their labels, rebuilt when the
// question's choices or rounds change, coloured in Refresh, placed in
// Layout.
type chartRenderer struct {
	c       *Chart
	shown   []int          // the choices drawn, as indices into the question's
	bars    [][]bar        // bars[i][round], of the choice shown[i]
	names   []*canvas.Text // under each group of bars
	base    *canvas.Line   // the axis the bars stand on
	legend  []*canvas.Text // per round: its name and how many answered
	swatch  []*canvas.Rectangle
	frame   *canvas.Rectangle // around the right choice's bars and name, once revealed
	right   int               // the right choice's index, -1 before the reveal
	objects []fyne.CanvasObject
}

// Proportions of the drawing.
const (
	barGap   = 0.12 // between a group's bars, as a fraction of a bar's width
	groupGap = 0.6  // between groups, as a fraction of a group's width
)

// ManyChoices is how many choices a question has at most for the chart to
// show every one of them: of more (the nine squares), it shows those chosen.
const ManyChoices = 4

// shownChoices returns the choices of res the chart draws: every one of a
// question of few choices; of more, those chosen in a round and, once
// revealed, the right one; every one while none is chosen.
func shownChoices(res answers.Result) []int {
	q := res.Question
	var shown []int
	for i, c := range q.Choices {
		chosen := len(q.Choices) <= ManyChoices || res.Revealed && c == q.Right
		for _, counts := range res.Rounds {
			chosen = chosen || counts[i] > 0
		}
		if chosen {
			shown = append(shown, i)
		}
	}
	if len(shown) == 0 {
		for i := range q.Choices {
			shown = append(shown, i)
		}
	}
	return shown
}

func (r *chartRenderer) build() {
	res := r.c.result
	shown := shownChoices(res)
	choices, rounds := len(shown), len(res.Rounds)
	same := slices.Equal(shown, r.shown)
	r.shown = shown
	if same && len(r.bars) == choices && (choices == 0 || len(r.bars[0]) == rounds) {
		return
	}
	r.bars, r.names, r.legend, r.swatch = nil, nil, nil, nil
	r.base = canvas.NewLine(nil)
	r.frame = canvas.NewRectangle(color.Transparent)
	r.objects = []fyne.CanvasObject{r.base, r.frame}
	for range choices {
		var group []bar
		for range rounds {
			b := bar{rect: canvas.NewRectangle(nil), share: canvas.NewText("", nil)}
			b.share.TextStyle.Bold = true
			b.share.Alignment = fyne.TextAlignCenter
			group = append(group, b)
			r.objects = append(r.objects, b.rect, b.share)
		}
		r.bars = append(r.bars, group)
		name := canvas.NewText("", nil)
		name.Alignment = fyne.TextAlignCenter
		name.TextStyle.Bold = true
		r.names = append(r.names, name)
		r.objects = append(r.objects, name)
	}
	for range rounds {
		s, t := canvas.NewRectangle(nil), canvas.NewText("", nil)
		r.swatch, r.legend = append(r.swatch, s), append(r.legend, t)
		r.objects = append(r.objects, s, t)
	}
}

func (r *chartRenderer) Refresh() {
	r.build()
	res := r.c.result
	q := res.Question
	right := res.Revealed && q.Right != ""
	r.right = -1
	for i, group := range r.bars {
		choice := q.Choices[r.shown[i]]
		isRight := right && choice == q.Right
		for round, b := range group {
			n, total := res.Rounds[round][r.shown[i]], res.Answers(round)
			b.share.Text = percent(n, total)
			b.share.Color = r.color(theme.ColorNameForeground)
			b.rect.FillColor = r.roundColor(round, len(group), isRight)
			b.rect.StrokeColor = r.roundEdge(round, len(group), isRight)
		}
		r.names[i].Text = ChoiceName(choice)
		r.names[i].Color = r.color(theme.ColorNameForeground)
		if isRight {
			r.right = i
		}
	}
	r.frame.Hidden = !right
	r.frame.StrokeColor = r.color(theme.ColorNameSuccess)
	for round := range r.legend {
		r.swatch[round].FillColor = r.roundColor(round, len(r.legend), false)
		r.swatch[round].StrokeColor = r.roundEdge(round, len(r.legend), false)
		r.swatch[round].Hidden = len(r.legend) == 1 // one round needs no key to its colour
		r.legend[round].Color = r.color(theme.ColorNameForeground)
		r.legend[round].Text = roundLegend(round, len(r.legend), res.Answers(round))
	}
	r.base.StrokeColor = r.color(theme.ColorNameForeground)
	r.Layout(r.c.Size())
	canvas.Refresh(r.c)
}

// roundLegend names a round and says how many answered in it.
func roundLegend(round, rounds, answered int) string {
	count := i18n.N("{{.Count}} answer", answered, map[string]int{"Count": answered})
	switch {
	case rounds == 1:
		return count
	case round == 0:
		return lang.L("First round") + ": " + count
	}
	return lang.L("After the discussion") + ": " + count
}

// percent writes n of total as a whole percentage; a dash with no answers.
func percent(n, total int) string {
	if total == 0 {
		return "–"
	}
	return fmt.Sprintf("%d %%", (200*n+total)/(2*total)) // rounded half up
}

// roundEdge is the colour of the edge of a round's bars: the first of
// two, paler inside, is edged in the full colour, which a projector's
// black does not swallow; the others need no edge.
func (r *chartRenderer) roundEdge(round, rounds int, isRight bool) color.Color {
	if rounds > 1 && round == 0 {
		return r.roundColor(1, rounds, isRight)
	}
	return color.Transparent
}

// roundColor is the colour of a round's bars: the first of two paler, the
// right choice's in the success colour.
func (r *chartRenderer) roundColor(round, rounds int, isRight bool) color.Color {
	name := theme.ColorNamePrimary
	if isRight {
		name = theme.ColorNameSuccess
	}
	c := color.NRGBAModel.Convert(r.color(name)).(color.NRGBA)
	if rounds > 1 && round == 0 {
		c.A = c.A / 5 * 2
	}
	return c
}

func (r *chartRenderer) color(name fyne.ThemeColorName) color.Color {
	return theme.ColorForWidget(name, r.c)
}

// textSize is the chart's text size: the theme's, which presentation mode
// makes readable from the back row, or more in a large chart.
func (r *chartRenderer) textSize(size fyne.Size) float32 {
	return max(theme.SizeForWidget(theme.SizeNameText, r.c), size.Height/18)
}

func (r *chartRenderer) Layout(size fyne.Size) {
	if len(r.bars) == 0 {
		return
	}
	text := r.textSize(size)
	lineH := text * 1.4
	legendH := lineH * float32(len(r.legend))
	nameH := lineH * 1.2
	frameW := max(2, text/6)

	groups := float32(len(r.bars))
	groupW := size.Width / (groups + (groups+1)*groupGap)
	gap := groupW * groupGap
	perRound := float32(len(r.bars[0]))
	barW := groupW / (perRound + (perRound-1)*barGap)
	// Every share in one size, the slide's text where it fits: above its
	// bar, in the bar's room (a choice's one bar: the choice's, with a gap
	// to the next); where the shares do not fit there (nine squares), under
	// the choices' names in two staggered rows, each share with the room
	// of two choices. Shares of one size, clear of each other: a "0 %"
	// larger than a "20 %" beside it, or two running together, read badly
	// from the back row (teacher walk t8 m10).
	room := barW
	if perRound == 1 {
		room = groupW + gap - text/2 // half a letter apart at least
	}
	// Of two rounds, whose shares do not fit over a bar at the text's
	// size, each round's shares go in a row of their own under the
	// names, in the legend's order, each with its choice's room (teacher
	// walk t15 E2: shares of 10 px under the possible boards).
	shareSize, staggered := r.shareSize(text, room)
	rows := 0 // the rows of shares under the names
	switch {
	case staggered:
		rows, room = 2, 2*(groupW+gap)-text/2
		shareSize = r.fitShares(text, room)
	case perRound > 1 && shareSize < text:
		rows, room = int(perRound), groupW+gap-text/2
		shareSize = r.fitShares(text, room)
	}
	sharesBelow := float32(0) // the rows of shares under the names
	top := lineH + 2*frameW   // room for a full bar's share, under the right choice's frame
	if rows > 0 {
		sharesBelow, top = float32(rows)*lineH+2*frameW, 2*frameW
	}
	axisY := size.Height - legendH - nameH - sharesBelow - text*0.5
	barsH := max(0, axisY-top)
	res := r.c.result
	// The tallest bar as high as the room: the shares written say how
	// much each is.
	tallest := float32(0)
	for i := range r.bars {
		for round := range r.bars[i] {
			if total := res.Answers(round); total > 0 {
				tallest = max(tallest, float32(res.Rounds[round][r.shown[i]])/float32(total))
			}
		}
	}
	if tallest > 0 {
		barsH /= tallest
	}
	frameTop := axisY
	for i, group := range r.bars {
		x := gap + float32(i)*(groupW+gap)
		for round, b := range group {
			share := float32(0)
			if total := res.Answers(round); total > 0 {
				share = float32(res.Rounds[round][r.shown[i]]) / float32(total)
			}
			h := share * barsH
			bx := x + float32(round)*barW*(1+barGap)
			b.rect.Move(fyne.NewPos(bx, axisY-h))
			b.rect.Resize(fyne.NewSize(barW, h))
			b.rect.StrokeWidth = max(1, text/8)
			b.share.TextSize = shareSize
			labelY := axisY - h - lineH
			switch {
			case staggered:
				labelY = axisY + nameH + 2*frameW + float32(i%2)*lineH
				b.share.Move(fyne.NewPos(x+groupW/2-room/2, labelY))
			case rows > 0:
				labelY = axisY + nameH + 2*frameW + float32(round)*lineH
				b.share.Move(fyne.NewPos(x+groupW/2-room/2, labelY))
			case perRound == 1:
				b.share.Move(fyne.NewPos(x+groupW/2-room/2, labelY))
			default:
				b.share.Move(fyne.NewPos(bx+barW/2-room/2, labelY))
			}
			b.share.Resize(fyne.NewSize(room, lineH))
			if i == r.right && rows == 0 {
				frameTop = min(frameTop, labelY)
			}
			if i == r.right {
				frameTop = min(frameTop, axisY-h)
			}
		}
		name := r.names[i]
		name.TextSize = text
		name.Move(fyne.NewPos(x-gap/2, axisY+text*0.2))
		name.Resize(fyne.NewSize(groupW+gap, nameH))
		if i == r.right {
			margin := gap / 4
			// Around the bars, their shares above them and the name,
			// clear of their text, and no higher than they are: the
			// chart's top edge meets the picture above it. Shares in rows
			// under the names, wider than a choice, stay outside it.
			y := max(frameW/2, frameTop-margin)
			r.frame.StrokeWidth = frameW
			r.frame.CornerRadius = margin
			r.frame.Move(fyne.NewPos(x-margin, y))
			bottom := axisY + nameH + margin
			if rows > 0 { // under the name, above the shares
				bottom = min(bottom, axisY+text*0.2+name.MinSize().Height+frameW)
			}
			r.frame.Resize(fyne.NewSize(groupW+2*margin, bottom-y))
		}
	}
	r.base.StrokeWidth = max(1, text/10)
	r.base.Position1 = fyne.NewPos(gap/2, axisY)
	r.base.Position2 = fyne.NewPos(size.Width-gap/2, axisY)
	y := axisY + nameH + sharesBelow + text*0.5
	for round, t := range r.legend {
		sw, x := r.swatch[round], gap/2
		if !sw.Hidden {
			sw.Move(fyne.NewPos(x, y+lineH*0.2))
			sw.Resize(fyne.NewSquareSize(lineH * 0.6))
			sw.StrokeWidth = max(1, text/8)
			x += lineH
		}
		t.TextSize = fitText(t, text, size.Width-gap/2-x)
		t.Move(fyne.NewPos(x, y))
		t.Resize(fyne.NewSize(size.Width-gap/2-x, lineH))
		y += lineH
	}
}

// shareSize returns the one size of every share: text, or less so that
// the widest fits room; staggered when at text it would not fit a single
// bar's room and the chart has more choices than three, whose shares then
// go in two rows.
func (r *chartRenderer) shareSize(text, room float32) (size float32, staggered bool) {
	size = r.fitShares(text, room)
	return size, size < text && len(r.bars) > 3 && len(r.bars[0]) == 1
}

// fitShares returns text, or less so that every share fits width.
func (r *chartRenderer) fitShares(text, width float32) float32 {
	size := text
	for _, group := range r.bars {
		for _, b := range group {
			size = min(size, fitText(b.share, text, width))
		}
	}
	return size
}

func (r *chartRenderer) MinSize() fyne.Size {
	text := theme.SizeForWidget(theme.SizeNameText, r.c)
	rounds := float32(max(1, len(r.legend)))
	return fyne.NewSize(text*3*float32(max(1, len(r.bars))), text*(10+2.8*(rounds-1))) // a row of shares and a line of the legend for each round more
}

func (r *chartRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *chartRenderer) Destroy() {}
