package answersview

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/ui/answers"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/style"
)

func twoRounds(revealed bool) answers.Result {
	return answers.Result{ID: 1, Revealed: revealed,
		Question: answers.Question{Text: "Where will O2 land?",
			Choices: []answers.Choice{answers.Square(1), answers.Square(5), answers.Square(9)}, Right: answers.Square(9)},
		Rounds: [][]int{{10, 6, 4}, {2, 3, 15}}}
}

// bars returns the chart's bars by choice and round, as drawn.
func bars(t *testing.T, c *Chart) [][]*canvas.Rectangle {
	t.Helper()
	r := test.TempWidgetRenderer(t, c).(*chartRenderer)
	out := make([][]*canvas.Rectangle, len(r.bars))
	for i, group := range r.bars {
		for _, b := range group {
			out[i] = append(out[i], b.rect)
		}
	}
	return out
}

func TestTheChartShowsBothRoundsAsShares(t *testing.T) {
	test.NewTempApp(t)
	c := NewChart()
	c.SetResult(twoRounds(false))
	w := test.NewTempWindow(t, c)
	w.Resize(fyne.NewSize(800, 500))
	shown := uitest.ShownText(c)
	for _, want := range []string{"1", "5", "9", "50 %", "30 %", "20 %", "10 %", "15 %", "75 %", "First round: 20 answers", "After the discussion: 20 answers"} {
		if !strings.Contains(shown, want) {
			t.Errorf("the chart shows %q, not %q", shown, want)
		}
	}
	if r := test.TempWidgetRenderer(t, c).(*chartRenderer); !r.frame.Hidden {
		t.Error("the chart marks the right choice before the reveal")
	}
	b := bars(t, c)
	// Heights in proportion to the shares: 50 % is five times 10 %.
	if h1, h2 := b[0][0].Size().Height, b[0][1].Size().Height; h1 <= 0 || abs(h1-5*h2) > 1 {
		t.Errorf("square 1's bars are %v and %v high, want 5:1", h1, h2)
	}
	if b[2][1].FillColor == b[2][0].FillColor {
		t.Error("the two rounds' bars have one colour")
	}
}

func TestTheRevealMarksTheRightChoice(t *testing.T) {
	test.NewTempApp(t)
	c := NewChart()
	c.SetResult(twoRounds(true))
	w := test.NewTempWindow(t, c)
	w.Resize(fyne.NewSize(800, 500))
	b := bars(t, c)
	r := test.TempWidgetRenderer(t, c).(*chartRenderer)
	frame := fyne.NewPos(r.frame.Position().X, r.frame.Position().X+r.frame.Size().Width)
	if r.frame.Hidden || b[2][0].Position().X < frame.X || b[2][1].Position().X+b[2][1].Size().Width > frame.Y ||
		b[1][1].Position().X+b[1][1].Size().Width > frame.X {
		t.Errorf("revealed, the frame spans %v to %v, not square 9's bars alone", frame.X, frame.Y)
	}
	success := theme.ColorForWidget(theme.ColorNameSuccess, c)
	if !sameRGB(b[2][1].FillColor, success) || sameRGB(b[0][1].FillColor, success) {
		t.Error("the right choice's bar is not, alone, in the success colour")
	}
}

func TestAChartOfNoAnswersDrawsNoBars(t *testing.T) {
	test.NewTempApp(t)
	c := NewChart()
	r := twoRounds(false)
	r.Rounds = [][]int{{0, 0, 0}}
	c.SetResult(r)
	w := test.NewTempWindow(t, c)
	w.Resize(fyne.NewSize(600, 400))
	for _, group := range bars(t, c) {
		if h := group[0].Size().Height; h != 0 {
			t.Errorf("a bar %v high with no answers", h)
		}
	}
	if shown := uitest.ShownText(c); !strings.Contains(shown, "0 answers") || !strings.Contains(shown, "–") {
		t.Errorf("no answers, the chart shows %q", shown)
	}
}

func TestTheJoinCardShowsTheAddressAndCode(t *testing.T) {
	test.NewTempApp(t)
	j := NewJoinCard()
	j.SetRoom("http://192.168.1.23:41234/r/0123456789abcdef0123456789abcdef/", "http://192.168.1.23:41234/BCDF", "BCDF")
	w := test.NewTempWindow(t, j)
	w.Resize(fyne.NewSize(1000, 500))
	shown := uitest.ShownText(j)
	for _, want := range []string{"Quantum tic-tac-toe: join on your phone", "192.168.1.23:41234/BCDF", "Room code", "BCDF"} {
		if !strings.Contains(shown, want) {
			t.Errorf("the card shows %q, not %q", shown, want)
		}
	}
	if strings.Contains(shown, "http://") || strings.Contains(shown, "0123456789abcdef") {
		t.Errorf("the card shows the long address: %q", shown)
	}
	r := test.TempWidgetRenderer(t, j).(*joinRenderer)
	// Under the title, the QR code is beside the text, as high as the
	// room, or above it, as large as the room the text leaves, whichever
	// is larger: on a 4:3 projector's whole screen, two thirds of its
	// height and more. Every line fits across.
	for _, size := range []fyne.Size{{Width: 1000, Height: 500}, {Width: 1024, Height: 768}, {Width: 600, Height: 700}, {Width: 400, Height: 900}} {
		w.Resize(size)
		j.Resize(size)
		if r.qr.Hidden || r.qr.Size().Width < min(size.Width, size.Height)/2 {
			t.Errorf("at %v the QR code is %v, hidden %v", size, r.qr.Size(), r.qr.Hidden)
		}
		if size.Width == 1024 && r.qr.Size().Height < size.Height*2/3 {
			t.Errorf("on a 1024×768 screen the QR code is %v, want two thirds of its height at least", r.qr.Size())
		}
		if r.title.Position().Y+r.title.MinSize().Height > r.qr.Position().Y {
			t.Errorf("at %v the title runs into the QR code", size)
		}
		for _, line := range []*canvas.Text{r.title, r.how, r.address, r.codeLabel, r.code} {
			left := line.Position().X
			if line.Alignment == fyne.TextAlignCenter {
				left += (line.Size().Width - line.MinSize().Width) / 2
			}
			if left < 0 || left+line.MinSize().Width > size.Width+0.5 || line.Position().Y+line.MinSize().Height > size.Height+0.5 {
				t.Errorf("at %v %q is at %v, %v: out of the card", size, line.Text, line.Position(), line.MinSize())
			}
			if line != r.title && line.Position().Y < r.qr.Position().Y+r.qr.Size().Height && line.Position().X < r.qr.Position().X+r.qr.Size().Width {
				t.Errorf("at %v %q overlaps the QR code", size, line.Text)
			}
		}
	}
}

func abs(x float32) float32 { return max(x, -x) }

func sameRGB(a, b color.Color) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	return ar>>8 == br>>8 && ag>>8 == bg>>8 && ab>>8 == bb>>8
}

// On nine squares the shares are written as large as each square's room
// allows, not in a tenth of the text, and the right choice's frame runs
// above its share, never through it; the first round's bars are edged
// in the full colour, which the projector's black does not swallow.
func TestNineSharesAreReadableAndClearOfTheFrame(t *testing.T) {
	test.NewTempApp(t)
	c := NewChart()
	res := twoRounds(true)
	c.SetResult(res)
	w := test.NewTempWindow(t, c)
	w.Resize(fyne.NewSize(465, 300))
	r := test.TempWidgetRenderer(t, c).(*chartRenderer)
	for i, group := range r.bars {
		if len(group) > 1 && (group[0].rect.StrokeColor == color.Transparent || group[0].rect.StrokeWidth < 1) {
			t.Errorf("choice %d's first-round bar has no edge", i+1)
		}
		for _, b := range group {
			if i == r.right && b.share.Position().Y < r.frame.Position().Y+r.frame.StrokeWidth/2 {
				t.Errorf("the right choice's share %q at y %v is crossed by its frame at %v", b.share.Text, b.share.Position().Y, r.frame.Position().Y)
			}
		}
	}
	nine := twoRounds(true)
	nine.Question.Choices = nil
	for sq := 1; sq <= 9; sq++ {
		nine.Question.Choices = append(nine.Question.Choices, answers.Square(sq))
	}
	nine.Question.Right = answers.Square(9)
	nine.Rounds = [][]int{{0, 0, 0, 0, 0, 0, 0, 1, 4}}
	c.SetResult(nine)
	w.Resize(fyne.NewSize(465, 300))
	r = test.TempWidgetRenderer(t, c).(*chartRenderer)
	text := r.textSize(c.Size())
	for i, group := range r.bars {
		b := group[0]
		if b.share.TextSize < text*0.55 {
			t.Errorf("square %s's share %q is %v high, against the chart's text %v", r.names[i].Text, b.share.Text, b.share.TextSize, text)
		}
		if b.share.MinSize().Width > b.share.Size().Width+0.5 {
			t.Errorf("square %s's share %q is wider than its room", r.names[i].Text, b.share.Text)
		}
	}
	if b := r.bars[len(r.bars)-1][0]; b.share.Position().Y < r.frame.Position().Y+r.frame.StrokeWidth/2 {
		t.Errorf("square 9's share is crossed by its frame")
	}
}

// Nine squares' shares under a board at 1024×768 (a chart of about
// 546×307 in text of 28 px) are all in the slide's text size, in two
// staggered rows under the squares' numbers, none running into another;
// the right choice's frame, round a short bar, starts above its share,
// not at the chart's top edge, which meets the picture above it (teacher
// walk t8 m10: shares of 16 px, "0 %" larger than "20 %", neighbours run
// together, the frame touching the board above).
func TestNineSharesAreAllInTheTextSizeAndApart(t *testing.T) {
	test.NewTempApp(t)
	test.ApplyTheme(t, style.Theme{Scale: 2}) // text 28 px, as at 768
	c := NewChart()
	nine := answers.Result{ID: 1, Revealed: true, Question: answers.Question{Text: "Where?", Right: answers.Square(3)},
		Rounds: [][]int{{2, 0, 1, 1, 0, 0, 0, 0, 1}}}
	for sq := 1; sq <= 9; sq++ {
		nine.Question.Choices = append(nine.Question.Choices, answers.Square(sq))
	}
	c.SetResult(nine)
	w := test.NewTempWindow(t, c)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(546, 307))
	r := test.TempWidgetRenderer(t, c).(*chartRenderer)
	text := theme.SizeForWidget(theme.SizeNameText, c)
	type box struct{ x0, y0, x1, y1 float32 }
	var boxes []box
	for i, group := range r.bars {
		b := group[0].share
		if b.TextSize != text {
			t.Errorf("square %s's share %q is %v px, want the text's %v", r.names[i].Text, b.Text, b.TextSize, text)
		}
		m := b.MinSize()
		x0 := b.Position().X + (b.Size().Width-m.Width)/2
		boxes = append(boxes, box{x0, b.Position().Y, x0 + m.Width, b.Position().Y + m.Height})
		if x0 < 0 || x0+m.Width > c.Size().Width || b.Position().Y+m.Height > c.Size().Height {
			t.Errorf("square %s's share %q is out of the chart", r.names[i].Text, b.Text)
		}
	}
	for i := range boxes {
		for j := i + 1; j < len(boxes); j++ {
			a, b := boxes[i], boxes[j]
			if a.x0 < b.x1+text/4 && b.x0 < a.x1+text/4 && a.y0 < b.y1 && b.y0 < a.y1 {
				t.Errorf("the shares of squares %s and %s run together: %v and %v", r.names[i].Text, r.names[j].Text, a, b)
			}
		}
	}
	f, fs, fw := r.frame.Position(), r.frame.Size(), r.frame.StrokeWidth/2+1
	crosses := func(b box) bool { // an edge of the frame through the box
		inY := b.y0 < f.Y+fs.Height+fw && b.y1 > f.Y-fw
		inX := b.x0 < f.X+fs.Width+fw && b.x1 > f.X-fw
		vertical := inY && (b.x0 < f.X+fw && b.x1 > f.X-fw || b.x0 < f.X+fs.Width+fw && b.x1 > f.X+fs.Width-fw)
		horizontal := inX && (b.y0 < f.Y+fw && b.y1 > f.Y-fw || b.y0 < f.Y+fs.Height+fw && b.y1 > f.Y+fs.Height-fw)
		return vertical || horizontal
	}
	for i, b := range boxes {
		if crosses(b) {
			t.Errorf("the frame round square 3 (%v, %v) crosses square %s's share at %v", f, fs, r.names[i].Text, b)
		}
	}
	if top := r.frame.Position().Y; top < text {
		t.Errorf("the frame round square 3's bar of 20 %% starts %v px from the chart's top, against the picture above", top)
	}
}

// A question on the nine squares charts only the squares the class chose,
// and the right one once revealed, each share over its own bar in the
// slide's text size, the bars as high as the room allows: nine bars of a
// few pixels with their shares in two staggered rows under the numbers
// could not be read from the back row, nor which share was whose (teacher
// walk t10 m3).
func TestANineSquareChartShowsTheSquaresChosen(t *testing.T) {
	test.NewTempApp(t)
	test.ApplyTheme(t, style.Theme{Scale: 2}) // text 28 px, as at 768
	c := NewChart()
	res := answers.Result{ID: 1, Question: answers.Question{Text: "Where?", Right: answers.Square(5)},
		Rounds: [][]int{{0, 0, 3, 0, 0, 0, 2, 0, 0}}}
	for sq := 1; sq <= 9; sq++ {
		res.Question.Choices = append(res.Question.Choices, answers.Square(sq))
	}
	c.SetResult(res)
	w := test.NewTempWindow(t, c)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(546, 307))
	text := theme.SizeForWidget(theme.SizeNameText, c)
	for _, revealed := range []bool{false, true} {
		res.Revealed = revealed
		c.SetResult(res)
		r := test.TempWidgetRenderer(t, c).(*chartRenderer)
		var names []string
		for _, n := range r.names {
			names = append(names, n.Text)
		}
		want := "3 7"
		if revealed {
			want = "3 5 7"
		}
		if strings.Join(names, " ") != want {
			t.Errorf("revealed %v, the chart shows squares %q, want %q", revealed, names, want)
		}
		for i, group := range r.bars {
			b := group[0]
			if b.share.TextSize != text || b.share.Position().Y+b.share.Size().Height > b.rect.Position().Y+0.5 {
				t.Errorf("square %s's share %q is %v px at y %v, want %v px over its bar at %v", names[i], b.share.Text, b.share.TextSize, b.share.Position().Y, text, b.rect.Position().Y)
			}
		}
		if h := r.bars[0][0].rect.Size().Height; h < 307/4 {
			t.Errorf("square 3's bar of 60 %% is %v px high in a chart of 307", h)
		}
	}
}

// A chart of two rounds, as under the possible boards at 1024×768, writes
// every share in the slide's text size, clear of the others, and draws
// the tallest bar tall (teacher walk t15 E2: shares of about 10 px, bars
// of about 40 px, after a discussion).
func TestTwoRoundsAreReadableUnderAPicture(t *testing.T) {
	test.NewTempApp(t)
	test.ApplyTheme(t, style.Theme{Scale: 2}) // text 28 px, as at 768
	c := NewChart()
	res := answers.Result{ID: 1, Revealed: true,
		Question: answers.Question{Text: "How many possible boards?", Right: answers.Count(4),
			Choices: []answers.Choice{answers.Count(2), answers.Count(3), answers.Count(4), answers.Count(8)}},
		Rounds: [][]int{{2, 1, 1, 1}, {2, 1, 1, 1}}}
	c.SetResult(res)
	w := test.NewTempWindow(t, c)
	w.SetPadded(false)
	size := fyne.NewSize(470, c.MinSize().Height)
	w.Resize(size)
	text := theme.SizeForWidget(theme.SizeNameText, c)
	if size.Height > 768*0.5 {
		t.Errorf("a chart of two rounds asks for %v px of 768", size.Height)
	}
	r := test.TempWidgetRenderer(t, c).(*chartRenderer)
	type box struct{ x0, y0, x1, y1 float32 }
	var boxes []box
	for i, group := range r.bars {
		for round, b := range group {
			m := fyne.MeasureText(b.share.Text, b.share.TextSize, b.share.TextStyle)
			if b.share.TextSize < text {
				t.Errorf("choice %s, round %d: the share %q is %v px, want the text's %v", r.names[i].Text, round+1, b.share.Text, b.share.TextSize, text)
			}
			x0 := b.share.Position().X + (b.share.Size().Width-m.Width)/2
			bx := box{x0, b.share.Position().Y, x0 + m.Width, b.share.Position().Y + m.Height}
			if bx.x0 < 0 || bx.x1 > size.Width+0.5 || bx.y1 > size.Height+0.5 {
				t.Errorf("choice %s, round %d: the share %q at %+v is outside the chart %v", r.names[i].Text, round+1, b.share.Text, bx, size)
			}
			for _, o := range boxes {
				if bx.x0 < o.x1 && o.x0 < bx.x1 && bx.y0 < o.y1 && o.y0 < bx.y1 {
					t.Errorf("choice %s, round %d: the share %q at %+v runs into another at %+v", r.names[i].Text, round+1, b.share.Text, bx, o)
				}
			}
			boxes = append(boxes, bx)
		}
	}
	if h := r.bars[0][1].rect.Size().Height; h < 3*text {
		t.Errorf("the tallest bar, 40 %%, is %v px high in a chart of %v", h, size.Height)
	}
}
