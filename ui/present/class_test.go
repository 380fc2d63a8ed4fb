package present

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/style"
)

// Text in the class view is never smaller than 1/27 of the screen's
// height: on a large screen it grows past the size the settings ask for.
// Only the class view grows: the app's theme, and so the presenter view
// and the dialogs, keep theirs.
func TestClassViewTextFitsTheScreenHeight(t *testing.T) {
	h := newFakeHost(t)
	app := fyne.CurrentApp().Settings()
	app.SetTheme(style.Theme{Scale: 1.75})
	h.press(fyne.KeyF11)
	for _, height := range []float32{1080, 720, 1600} {
		h.win.Resize(fyne.NewSize(height*16/9, height))
		class := h.p.ClassView().Theme()
		if got := class.Size(theme.SizeNameText); got < height/ReadableLines {
			t.Errorf("at a height of %v, the class view's text is %v, want at least %v", height, got, height/ReadableLines)
		}
		if got := theme.CurrentForWidget(h.p.Deck()).Size(theme.SizeNameText); got != class.Size(theme.SizeNameText) {
			t.Errorf("at a height of %v, the slide's text is %v, not the class view's %v", height, got, class.Size(theme.SizeNameText))
		}
		if class.Scale < 1.75 || class.Palette != style.PaletteHighContrast {
			t.Errorf("at a height of %v, the class view's theme is %+v, below the scale of 1.75 or not the high contrast the settings ask for", height, class)
		}
		if th, _ := app.Theme().(style.Theme); th.Scale != 1.75 {
			t.Errorf("at a height of %v, laying out the class view changed the app's theme to %+v", height, app.Theme())
		}
	}
	h.press(fyne.KeyF11)
	if want := h.Theme(false).Size(theme.SizeNameText); h.p.ClassView() != nil || theme.CurrentForWidget(h.side).Size(theme.SizeNameText) != want {
		t.Errorf("after presenting, the window's text is %v, not the window's theme's %v", theme.CurrentForWidget(h.side).Size(theme.SizeNameText), want)
	}
}

// The class view's content can be replaced, as by a slide, and keeps the
// class view's theme.
func TestClassViewContentCanBeReplaced(t *testing.T) {
	h := newFakeHost(t)
	h.press(fyne.KeyF11)
	h.win.Resize(fyne.NewSize(1920, 1080))
	slide := widget.NewLabel("A slide")
	h.p.ClassView().SetContent(slide)
	h.win.Content().Refresh()
	if h.p.ClassView().Content() != slide || theme.CurrentForWidget(slide).Size(theme.SizeNameText) < 1080/ReadableLines {
		t.Errorf("the slide in the class view has text %v high, want the class view's", theme.CurrentForWidget(slide).Size(theme.SizeNameText))
	}
}

// A slide's text longer than its room is cut into pages that each fit
// whole, in the theme's sizes: Next turns them to the last and no
// further, Prev back to the first; every word shows once, in order.
func TestDeckPagesALongText(t *testing.T) {
	d, _ := deckOn(t, fyne.NewSize(1024, 768))
	words := strings.Repeat("superposition entanglement collapse ", 120)
	d.SetSlide(Slide{Key: "long", Visual: widget.NewLabel("board"), Headline: "A long step",
		Body: []Block{{Text: words}, {Text: "Is it long?", Style: Strong}}})
	_, n := d.Page()
	if n < 2 {
		t.Fatalf("%d words on %d page, want more", len(strings.Fields(words)), n)
	}
	var shown []string
	for i := range n {
		if page, _ := d.Page(); page != i {
			t.Fatalf("at page %d, want %d", page+1, i+1)
		}
		checkPageFits(t, d)
		for _, l := range d.PageText() {
			shown = append(shown, strings.Fields(l)...)
		}
		if d.Next() != (i < n-1) {
			t.Fatalf("Next at page %d of %d", i+1, n)
		}
	}
	if want := strings.Fields(words + " Is it long?"); strings.Join(shown, " ") != strings.Join(want, " ") {
		t.Errorf("the pages show %d words, want the %d of the text in order", len(shown), len(want))
	}
	for d.Prev() {
	}
	if page, _ := d.Page(); page != 0 {
		t.Errorf("Prev stopped at page %d", page+1)
	}
}

// A picture with no text fills the whole slide but its margin, on one page, which Next
// and Prev leave to the lesson or the plan; with text beside it, it gives
// the text its column again.
func TestDeckGivesAPictureAloneTheWholeSlide(t *testing.T) {
	d, _ := deckOn(t, fyne.NewSize(1024, 768))
	picture := widget.NewLabel("how to join")
	d.SetSlide(Slide{Key: "join", Visual: picture})
	if p, s := picture.Position(), picture.Size(); p.X > 20 || p.Y > 20 || p.X+s.Width > d.Size().Width || p.Y+s.Height > d.Size().Height ||
		s.Width < d.Size().Width-40 || s.Height < d.Size().Height-40 {
		t.Errorf("a picture alone is %v at %v on a slide of %v, want all of it but a margin", s, p, d.Size())
	}
	if page, n := d.Page(); page != 0 || n != 1 || d.Next() || d.Prev() || len(d.PageText()) != 0 {
		t.Errorf("a picture alone: page %d of %d, or a page to turn, or text %q", page+1, n, d.PageText())
	}
	d.SetSlide(Slide{Key: "board", Visual: picture, Headline: "X to move"})
	if em := theme.SizeForWidget(theme.SizeNameText, d); picture.Size().Width > d.Size().Width-NarrowEms*em {
		t.Errorf("a picture beside a headline is %v wide on a slide of %v: no room for the text's column", picture.Size(), d.Size())
	}
}

// A slide come to by Prev opens at its last page; a question's answer,
// revealed, opens at the page it starts on; a slide come to again, at its
// first.
func TestDeckOpensWhereTheClassWasGoing(t *testing.T) {
	d, _ := deckOn(t, fyne.NewSize(1024, 768))
	long := []Block{{Text: strings.Repeat("a spooky mark ", 300)}, {Text: "Where?", Style: Strong}}
	d.SetSlide(Slide{Key: "one", Body: long})
	if d.Prev() {
		t.Fatal("Prev turned a page before the first")
	}
	d.SetSlide(Slide{Key: "two", Body: long})
	if page, n := d.Page(); page != n-1 || n < 2 {
		t.Errorf("after Prev the slide opens at page %d of %d, want its last", page+1, n)
	}
	d.SetSlide(Slide{Key: "three", Body: long})
	if page, _ := d.Page(); page != 0 {
		t.Errorf("a new slide opens at page %d", page+1)
	}
	answered := append(long, Block{Text: "Answer", Style: Label}, Block{Text: "Nowhere yet."})
	d.SetSlide(Slide{Key: "three", Body: answered, Focus: 2})
	if page, _ := d.Page(); !slices.Contains(d.PageText(), "Answer") || !slices.Contains(d.PageText(), "Nowhere yet.") {
		t.Errorf("the answer revealed: page %d shows %q, want the label and the answer", page+1, d.PageText())
	}
	// Back at a question revealed before (a restart, I and I again), the
	// slide opens at its first page, as the class first saw it, not at
	// its answer (teacher walk t15 m3).
	d.SetSlide(Slide{Key: "four"})
	d.SetSlide(Slide{Key: "three", Body: answered, Focus: 2})
	if page, _ := d.Page(); page != 0 {
		t.Errorf("a question revealed before, come back to, opens at page %d: %q", page+1, d.PageText())
	}
}

// checkPageFits fails unless every line of the deck's page on show lies
// within the deck, as wide as its column at the most.
func checkPageFits(t *testing.T, d *Deck) {
	t.Helper()
	size := d.Size()
	for _, o := range test.WidgetRenderer(d).Objects() {
		text, ok := o.(*canvas.Text)
		if !ok {
			continue
		}
		if p := o.Position(); p.Y < 0 || p.Y+text.MinSize().Height > size.Height+1 || p.X+text.MinSize().Width > size.Width+1 {
			t.Errorf("%q at %v, %v, outside the deck's %v", text.Text, p, text.MinSize(), size)
		}
	}
}

// A slide laid out again as it is keeps drawing the same objects: new
// ones would have new minimum sizes, which make Fyne lay the deck out
// again, and so paint the projector on every frame while nothing changes.
func TestDeckLaidOutAgainDrawsTheSameObjects(t *testing.T) {
	d, _ := deckOn(t, fyne.NewSize(1024, 768))
	d.SetSlide(Slide{Key: "one", Visual: widget.NewLabel("board"), Kicker: "Step 1 of 2", Headline: "A slide",
		Body: []Block{{Text: strings.Repeat("a spooky mark ", 100)}, {Text: "Where?", Style: Strong}}})
	r := test.TempWidgetRenderer(t, d)
	before := slices.Clone(r.Objects())
	minSizes := make([]fyne.Size, len(before))
	for i, o := range before {
		minSizes[i] = o.MinSize()
	}
	r.Layout(d.Size())
	d.Refresh()
	if after := r.Objects(); !slices.Equal(before, after) {
		t.Fatalf("laid out again, the slide draws %d new objects of %d", len(after)-countSame(before, after), len(after))
	}
	for i, o := range before {
		if o.MinSize() != minSizes[i] {
			t.Errorf("laid out again, object %d's minimum size went from %v to %v", i, minSizes[i], o.MinSize())
		}
	}
}

// countSame returns how many objects of b are in a.
func countSame(a, b []fyne.CanvasObject) int {
	n := 0
	for _, o := range b {
		if slices.Contains(a, o) {
			n++
		}
	}
	return n
}

// The page on show stays on show through a resize, as when presentation
// mode ends and starts again (Escape, then F5): a size at which the
// whole slide fits one page on the way does not send the class back to
// the question above an answer it was reading.
func TestDeckKeepsThePageThroughAResize(t *testing.T) {
	d, win := deckOn(t, fyne.NewSize(1024, 768))
	answer := "The answer starts here. " + strings.Repeat("It goes on and on. ", 60)
	d.SetSlide(Slide{Key: "q", Body: []Block{{Text: strings.Repeat("A long question. ", 60), Style: Strong},
		{Text: "Answer", Style: Label}, {Text: answer}}, Focus: 1})
	for !slices.Contains(d.PageText(), "Answer") && d.Next() {
	}
	page, n := d.Page()
	if n < 2 || page == 0 {
		t.Fatalf("the answer is on page %d of %d, want a page after the question's", page+1, n)
	}
	win.Resize(fyne.NewSize(4000, 3000)) // all on one page
	win.Resize(fyne.NewSize(1024, 768))
	if now, _ := d.Page(); now != page || !slices.Contains(d.PageText(), "Answer") {
		t.Errorf("after a resize and back, page %d shows %q, want page %d with the answer", now+1, d.PageText(), page+1)
	}
	d.Next()
	page, _ = d.Page()
	first := d.PageText()[0]
	win.Resize(fyne.NewSize(1366, 768))
	win.Resize(fyne.NewSize(1024, 768))
	if now, _ := d.Page(); now != page || d.PageText()[0] != first {
		t.Errorf("after a resize, page %d starts %q, want page %d starting %q", now+1, d.PageText()[0], page+1, first)
	}
}

// A text alone on a wide screen is set in lines of at most LineEms
// text sizes, the column centred; a picture with another under it (the
// class's answers under the board) keeps the column's width, and the
// picture above gives up the room below.
func TestDeckLinesAreReadableAndTheChartGoesUnderThePicture(t *testing.T) {
	d, _ := deckOn(t, fyne.NewSize(1920, 1080))
	d.SetSlide(Slide{Key: "quiz", Headline: "Quiz", Body: []Block{{Text: strings.Repeat("superposition entanglement collapse ", 20)}}})
	th := theme.CurrentForWidget(d)
	em := th.Size(theme.SizeNameText)
	for _, o := range test.WidgetRenderer(d).Objects() {
		if o.Size().Width > LineEms*em+1 || o.Position().X < (1920-LineEms*em)/2-1 {
			t.Errorf("a line at x %.0f, %.0f wide; want at most %v text sizes of %.0f, centred", o.Position().X, o.Size().Width, LineEms, em)
		}
	}
	board, chart := widget.NewLabel("board"), widget.NewLabel("chart")
	d.SetSlide(Slide{Key: "answer", Visual: board, Below: chart, Body: []Block{{Text: "The answer."}}})
	if board.Size().Height > 1080*(1-BelowShare)+1 || chart.Position().Y < board.Position().Y+board.Size().Height-1 ||
		chart.Size().Height < 1080*BelowShare-1 {
		t.Errorf("the picture at %v, %v, the one under it at %v, %v", board.Position(), board.Size(), chart.Position(), chart.Size())
	}
}

// A picture under the picture that needs more than its share of the
// height (a chart of two rounds, with a row of shares and a line of its
// legend for each) gets it, from the picture above (teacher walk t15 E2:
// the second round's chart squeezed under the possible boards).
func TestTheChartUnderThePictureGetsItsLeastHeight(t *testing.T) {
	d, _ := deckOn(t, fyne.NewSize(1024, 768))
	board, chart := widget.NewLabel("boards"), canvas.NewRectangle(color.White)
	chart.SetMinSize(fyne.NewSize(100, 768*0.48))
	d.SetSlide(Slide{Key: "answer", Visual: board, Below: chart, Body: []Block{{Text: "Four boards."}}})
	if chart.Size().Height < 768*0.48-1 || chart.Position().Y < board.Position().Y+board.Size().Height-1 {
		t.Errorf("a chart of least height %v under the picture at %v, %v: at %v, %v", 768*0.48, board.Position(), board.Size(), chart.Position(), chart.Size())
	}
}

// deckOn returns a deck filling a projector's unpadded window of size, as
// the class view has it, at the slides' scale; the window closes with the
// test.
func deckOn(t *testing.T, size fyne.Size) (*Deck, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	d := NewDeck()
	win := test.NewWindow(NewAutoscale(d, style.Theme{Scale: 2}, nil, nil))
	t.Cleanup(win.Close)
	win.SetPadded(false)
	win.Resize(size)
	return d, win
}

// A step's question goes to the phones only once the page that shows it
// is on the projector: not while the class reads the page before it
// (teacher walk t8 m7), and once only, however the pages turn after.
func TestTheQuestionGoesToThePhonesWithItsPage(t *testing.T) {
	h := newFakeHost(t)
	long := strings.Repeat("The marks of a move are entangled with each other. ", 30)
	h.lessons = []*lesson.Lesson{{Title: "Pages", Steps: []lesson.Step{
		{Text: "A short step.", Question: "Where can X1 be?"},
		{Text: long, Question: "Who chooses the collapse?"},
	}}}
	h.press(fyne.KeyF11)
	h.win.Resize(fyne.NewSize(1024, 768))
	h.Invoke(command.NextStep)
	if want := []string{"Where can X1 be?"}; !slices.Equal(h.asked, want) {
		t.Fatalf("at a one-page step the phones were asked %q, want %q", h.asked, want)
	}
	h.Invoke(command.NextStep)
	page, n := h.p.Deck().Page()
	if n < 2 {
		t.Fatalf("the long step is %d page at 1024×768: the test needs more", n)
	}
	for ; ; page, _ = h.p.Deck().Page() {
		onShow := strings.Contains(strings.Join(h.p.Deck().PageText(), " "), "Who chooses")
		if got := slices.Contains(h.asked, "Who chooses the collapse?"); got != onShow {
			t.Errorf("page %d of %d (the question on it: %v): the phones were asked %q", page+1, n, onShow, h.asked)
		}
		if !h.p.Next() {
			break
		}
	}
	for h.p.Prev() {
	}
	if want := []string{"Where can X1 be?", "Who chooses the collapse?"}; !slices.Equal(h.asked, want) {
		t.Errorf("after the pages turned back, the phones were asked %q, want %q", h.asked, want)
	}
}

// A slide of text alone is centred across the projector, as the README
// says, at 1280×720 as at 1024×768 and 1920×1080: its widest line leaves
// as much room to its left as to its right (teacher walk t8 m12: the
// paper stage's text hugged the left at 1280×720).
func TestTextAloneIsCentred(t *testing.T) {
	h := newFakeHost(t)
	h.press(fyne.KeyF11)
	for _, size := range []fyne.Size{{Width: 1280, Height: 720}, {Width: 1024, Height: 768}, {Width: 1920, Height: 1080}} {
		h.win.Resize(size)
		h.view.Slide = Slide{Key: "paper", Headline: "First stage on paper", Body: []Block{{Text: strings.Repeat("Each move is a pair of spooky marks in two squares that hold no mark yet. ", 5)}}}
		h.p.Render(h.view)
		d := h.p.Deck()
		var left, right float32 = d.Size().Width, 0
		for _, o := range test.WidgetRenderer(d).Objects() {
			if text, ok := o.(*canvas.Text); ok && text.Text != "" {
				left, right = min(left, o.Position().X), max(right, o.Position().X+text.MinSize().Width)
			}
		}
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(d)
		screenLeft, screenRight := pos.X+left, size.Width-(pos.X+right)
		if diff := screenLeft - screenRight; diff > size.Width/20 || diff < -size.Width/20 {
			t.Errorf("at %v the text alone runs from %v to %v: %v px on its left, %v on its right", size, pos.X+left, pos.X+right, screenLeft, screenRight)
		}
	}
}

// A picture that comes on a slide after presentation mode began (how to
// join, the chart of the class's answers) is drawn in the class view's
// theme, as the slide's text is, not in the window's: its text is as
// large as the slide's (teacher walk t8 m10: the join card's address and
// the chart's shares were drawn at the window's size on the projector).
func TestAPictureOnALaterSlideHasTheClassViewsTheme(t *testing.T) {
	h := newFakeHost(t)
	h.press(fyne.KeyF11)
	h.win.Resize(fyne.NewSize(1024, 768))
	want := h.p.ClassView().Theme().Size(theme.SizeNameText)
	card, chart := widget.NewLabel("how to join"), widget.NewLabel("how the class answered")
	h.view.Slide = Slide{Key: "join", Visual: card, Headline: "Quiz before the class", Body: []Block{{Text: "1. An electron…"}}}
	h.p.Render(h.view)
	h.view.Slide = Slide{Key: "chart", Visual: h.board, Below: chart, Headline: "Where does O4 end up?"}
	h.p.Render(h.view)
	for _, o := range []fyne.CanvasObject{card, chart} {
		if got := theme.SizeForWidget(theme.SizeNameText, o.(fyne.Widget)); got != want {
			t.Errorf("%q on the slide has text of %v px, want the class view's %v", o.(*widget.Label).Text, got, want)
		}
	}
}

// At 1024×768 a step of a few lines leaves the board most of the
// screen's height, its text in a narrower column whose lines hold whole
// words; a step whose text needs the wider column keeps it, on as few
// pages as before (teacher walk t10 m8: the board 500 of 768 px beside
// three lines).
func TestAShortStepGivesTheBoardTheHeight(t *testing.T) {
	h := newFakeHost(t)
	h.press(fyne.KeyF11)
	h.win.Resize(fyne.NewSize(1024, 768))
	h.view.Slide = Slide{Key: "short", Visual: h.board, Kicker: "Step 2 of 4", Headline: "Two possible squares",
		Body: []Block{{Text: "X made move 1: two small X1s, in squares 1 and 5."}, {Text: "Which square is X1 in?", Style: Strong}}}
	h.p.Render(h.view)
	d := h.p.Deck()
	if side := h.board.Size().Height; side < 0.85*768 {
		t.Errorf("beside a short step the board is %v px high of 768", side)
	}
	em := theme.SizeForWidget(theme.SizeNameText, d)
	for _, o := range test.WidgetRenderer(d).Objects() {
		text, ok := o.(*canvas.Text)
		if !ok {
			continue
		}
		if o.Position().X < h.board.Position().X+h.board.Size().Width || text.MinSize().Width > 1024-o.Position().X {
			t.Errorf("%q at %v runs over the board or off the screen", text.Text, o.Position())
		}
		for _, word := range strings.Fields(text.Text) {
			if !strings.Contains(h.view.Slide.Headline+" "+h.view.Slide.Kicker+" "+h.view.Slide.Body[0].Text+" "+h.view.Slide.Body[1].Text, word) {
				t.Errorf("the line %q holds a broken word %q", text.Text, word)
			}
		}
	}
	// However long the step, the board grows only where the text keeps
	// as few pages as in the column of SlideEms.
	th := theme.CurrentForWidget(d)
	m, gap := measureIn(th, fyne.CurrentApp().Settings().ThemeVariant())
	grew := false
	for n := 2; n <= 40; n += 2 {
		h.view.Slide = Slide{Key: fmt.Sprint("long ", n), Visual: h.board, Headline: "Two possible squares",
			Body: []Block{{Text: strings.Repeat("A long step of the lesson goes on. ", n)}}}
		h.p.Render(h.view)
		wide, _ := cutAt(h.view.Slide, th, d.Size(), SlideEms, m, gap)
		_, pages := d.Page()
		if pages > len(wide.pages) {
			t.Errorf("a step of %d sentences fills %d pages, %d in the column of %v ems", n, pages, len(wide.pages), SlideEms)
		}
		grew = grew || h.board.Size().Width > 1024-SlideEms*em
	}
	if !grew {
		t.Error("the board never grew beside the step")
	}
}

// A wide drawing over the chart of the class's answers (the two paths,
// whose D lights up as the class watches) keeps the width of the picture
// column, not the square left above the chart (teacher walk t10 m6: 700
// px wide alone, 330 beside the chart).
func TestAWideDrawingKeepsItsWidthOverTheChart(t *testing.T) {
	h := newFakeHost(t)
	h.press(fyne.KeyF11)
	h.win.Resize(fyne.NewSize(1280, 720))
	drawing, chart := widget.NewLabel("two paths"), widget.NewLabel("how the class answered")
	h.view.Slide = Slide{Key: "paths", Visual: drawing, Headline: "Where the metaphor ends", Body: []Block{{Text: "E blocks path A."}}}
	h.p.Render(h.view)
	alone := drawing.Size().Width
	h.view.Slide.Below = chart
	h.p.Render(h.view)
	if w, hgt := drawing.Size().Width, drawing.Size().Height; w < alone-1 || hgt > 720*(1-BelowShare)+1 || chart.Position().Y < drawing.Position().Y+hgt-1 {
		t.Errorf("over the chart the drawing has %v×%v (alone %v wide), the chart at %v", w, hgt, alone, chart.Position())
	}
}
