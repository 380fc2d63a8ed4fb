package teach

import (
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/style"
)

func TestEnsembleViewPages(t *testing.T) {
	test.NewTempApp(t)
	v := NewEnsembleView()
	w := test.NewWindow(v)
	defer w.Close()
	if v.summary.Text != "No mark is on the board yet: the empty board is the only possible board." || !v.next.Disabled() {
		t.Errorf("empty board: %q, pager enabled = %v", v.summary.Text, !v.next.Disabled())
	}

	// Groups {1,2,3} (3 boards) and {7,8} (2 boards): 6 in all.
	s := record(t, "X1 1 2", "O2 2 3", "X3 7 8").State()
	v.SetState(s)
	if want := "There are 6 possible boards: the spooky marks could still end up as any of them.\nThese are possibilities: counting them gives no odds."; v.summary.Text != want {
		t.Errorf("summary = %q, want %q", v.summary.Text, want)
	}
	seen := map[game.Outcome]bool{}
	for i := range 6 {
		if want := s.Ensemble().Board(i); v.board.board != want {
			t.Errorf("page %d shows %v, want %v", i+1, v.board.board, want)
		}
		seen[v.board.board] = true
		test.Tap(v.next)
	}
	if len(seen) != 6 || v.pageLabel.Text != "Board 1 of 6" {
		t.Errorf("after 6 taps on Next: %d distinct boards, at %q; want 6 and back at the first", len(seen), v.pageLabel.Text)
	}
	test.Tap(v.prev)
	if v.pageLabel.Text != "Board 6 of 6" {
		t.Errorf("Back from the first board shows %q, want the last", v.pageLabel.Text)
	}
}

func TestLessonViewSteps(t *testing.T) {
	test.NewTempApp(t)
	lessons, err := lesson.Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	v := NewLessonView()
	w := test.NewWindow(v)
	defer w.Close()
	if v.Visible() {
		t.Error("the view shows with no lesson open")
	}
	var pressed []string
	v.OnBack = func() { pressed = append(pressed, "back") }
	v.OnNext = func() { pressed = append(pressed, "next") }
	v.OnPlay = func() { pressed = append(pressed, "play") }
	v.OnClose = func() { pressed = append(pressed, "close") }
	v.OnNextLesson = func() { pressed = append(pressed, "next lesson") }
	v.OnPractice = func() { pressed = append(pressed, "practice") }

	l := lessons[2] // 03-long-cycle
	v.SetStep(l, 0, false)
	if v.text.Text != l.Steps[0].Text || !v.back.Disabled() || !v.Visible() {
		t.Errorf("first step: text %q, Back enabled = %v", v.text.Text, !v.back.Disabled())
	}
	test.Tap(v.next)
	last := len(l.Steps) - 1
	v.SetStep(l, last, false)
	if v.Step() != last || v.next.Disabled() || v.next.Text != "Next lesson" || v.text.Text != l.Steps[last].Text {
		t.Errorf("the last step: step %d, Next %q enabled = %v, want Next lesson", v.Step(), v.next.Text, !v.next.Disabled())
	}
	test.Tap(v.next)
	v.SetFinal(true)
	if v.next.Text != "Practice puzzles" {
		t.Errorf("the last lesson's last step: Next reads %q, want Practice puzzles", v.next.Text)
	}
	test.Tap(v.next)
	test.Tap(v.back)
	test.Tap(v.play)
	test.Tap(v.close)
	if want := []string{"next", "next lesson", "practice", "back", "play", "close"}; !slices.Equal(pressed, want) {
		t.Errorf("the buttons reported %q, want %q", pressed, want)
	}
	v.SetStep(nil, 0, false)
	if v.Lesson() != nil || v.Visible() {
		t.Errorf("no lesson: lesson %v, visible %v", v.Lesson(), v.Visible())
	}
}

func TestLessonViewHoldsTheAnswer(t *testing.T) {
	test.NewTempApp(t)
	l, err := lesson.Parse("q.qttt", strings.NewReader(`#title: Ask
#> Start.
X1 1 5
O2 1 5
#> A cycle.
#? Where does X1 end up if O2 lands in square 1?
#! In square 5.
#> Choose.
`))
	if err != nil {
		t.Fatal(err)
	}
	v := NewLessonView()
	w := test.NewWindow(v)
	defer w.Close()
	reveals := 0
	v.OnReveal = func() { reveals++ }
	v.SetStep(l, 1, false)
	if !v.Asking() || v.answer.Visible() || !v.question.Visible() || v.next.Visible() || !v.reveal.Visible() || v.play.Visible() {
		t.Fatalf("question asked: asking %v, answer shown %v, Next shown %v, Show answer shown %v, Play from here shown %v",
			v.Asking(), v.answer.Visible(), v.next.Visible(), v.reveal.Visible(), v.play.Visible())
	}
	test.Tap(v.reveal)
	if reveals != 1 || v.answer.Visible() {
		t.Errorf("Show answer: %d calls of OnReveal, answer shown %v; want one call, and the answer once the window says so", reveals, v.answer.Visible())
	}
	v.SetStep(l, 1, true)
	if v.Asking() || !v.answer.Visible() || v.answer.Text != "In square 5." || !v.next.Visible() {
		t.Errorf("revealed: asking %v, answer %q shown %v, Next shown %v", v.Asking(), v.answer.Text, v.answer.Visible(), v.next.Visible())
	}
}

// While the board draws the collapse that led to a step, the step's text
// and question wait and the view says why; then they show (student walk
// t17 #5: lesson 3, step 3 said "classical now" with O4 still spooky, the
// next question already on show).
func TestLessonViewWaitsForTheCollapseToBeDrawn(t *testing.T) {
	test.NewTempApp(t)
	l, err := lesson.Parse("q.qttt", strings.NewReader(`#title: Collapse
X1 1 5
O2 1 5
#> A cycle.
collapse 1
#> Both marks are classical now.
#? Who moves next?
#choices: player X
#! X.
`))
	if err != nil {
		t.Fatal(err)
	}
	v := NewLessonView()
	w := test.NewWindow(v)
	defer w.Close()
	w.Resize(fyne.NewSize(500, 400))
	v.SetStep(l, 1, false)
	v.SetDrawing(true)
	if got := uitest.ShownText(v); strings.Contains(got, "classical now") || strings.Contains(got, "Who moves next?") || !strings.Contains(got, "The board is drawing the collapse") {
		t.Errorf("while the board draws, the view shows %q", got)
	}
	v.SetDrawing(false)
	if got := uitest.ShownText(v); !strings.Contains(got, "classical now") || !strings.Contains(got, "Who moves next?") || strings.Contains(got, "The board is drawing") {
		t.Errorf("once drawn, the view shows %q", got)
	}
}

// In the Possible boards tab beside a lesson on a 1366×768 laptop, about
// 700×120, the choice of a mark to count shows whole, however the words
// above it scroll (student walk t17 #11: it was cut in half at the tab's
// bottom edge, lesson 2 step 3).
func TestEnsembleViewShowsTheMarkToCountWholeInAShortTab(t *testing.T) {
	test.NewTempApp(t)
	test.ApplyTheme(t, style.Theme{})
	v := NewEnsembleView()
	w := test.NewWindow(v)
	defer w.Close()
	w.SetPadded(false)
	for _, size := range []fyne.Size{fyne.NewSize(700, 120), fyne.NewSize(420, 150)} {
		w.Resize(size)
		v.SetState(record(t, "X1 1 5", "O2 5 9").State())
		at, end := v.mark.Position(), v.mark.Position().Add(v.mark.Size())
		if !v.mark.Visible() || at.Y < 0 || end.Y > v.Size().Height || end.X > v.Size().Width || v.mark.Size().Height < v.mark.MinSize().Height {
			t.Errorf("at %v the mark to count is at %v–%v in a view of %v", size, at, end, v.Size())
		}
	}
}

func TestEnsembleViewCountsAMark(t *testing.T) {
	test.NewTempApp(t)
	v := NewEnsembleView()
	w := test.NewWindow(v)
	defer w.Close()
	v.SetState(record(t, "X1 1 5").State())
	v.CountFor(1)
	v.SetState(record(t, "X1 1 5", "O2 5 9").State()) // the chosen mark stays chosen
	want := "X1 is in square 1 on 2 of the 3 possible boards and in square 5 on 1 of them. These are counts, not probabilities."
	if !v.counts.Visible() || v.counts.Text != want {
		t.Errorf("counts = %q, want %q", v.counts.Text, want)
	}
	if !strings.Contains(v.summary.Text, "counting them gives no odds") {
		t.Errorf("summary = %q, want the boards called possibilities that give no odds", v.summary.Text)
	}
	v.SetState(record(t, "X1 1 5", "O2 1 5", "collapse 1").State())
	if v.counts.Visible() || v.mark.Visible() {
		t.Error("no mark is spooky: the counts still show")
	}
}

func TestEnsembleViewSummaries(t *testing.T) {
	test.NewTempApp(t)
	v := NewEnsembleView()
	for _, tc := range []struct {
		name  string
		lines []string
		want  string
	}{
		{"empty board", nil, "No mark is on the board yet: the empty board is the only possible board."},
		{"all classical", []string{"X1 1 5", "O2 1 5", "collapse 1"}, "Every mark is classical: this board is the only one."},
		// X wins with 4, 5, 6 wherever X7 lands, while O6 is still spooky in 2 and 3.
		{"won with marks spooky", []string{"X1 1 5", "O2 1 5", "collapse 1", "X3 6 7", "O4 6 7", "collapse 7", "X5 4 9", "O6 2 3", "X7 4 9", "collapse 9"},
			"The game is over, and no collapse will settle the marks still spooky"},
	} {
		s := record(t, tc.lines...).State()
		v.SetState(s)
		if !strings.HasPrefix(v.summary.Text, tc.want) {
			t.Errorf("%s: summary = %q, want %q", tc.name, v.summary.Text, tc.want)
		}
	}
}

// TestGlossaryHasEveryTermTheTextUses checks that every technical word
// the English lessons, the panel's "Where the metaphor ends" or the
// glossary's own meanings use has an entry of its own, so that a student
// alone can look it up.
func TestGlossaryHasEveryTermTheTextUses(t *testing.T) {
	test.NewTempApp(t)
	entries := map[string]bool{}
	text := metaphorLimits()
	for _, term := range Glossary() {
		entries[term.Word] = true
		text += " " + term.Meaning
		if term.Meaning == "" {
			t.Errorf("%s has no meaning", term.Word)
		}
	}
	lessons, err := lesson.Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lessons {
		for _, st := range l.Steps {
			text += " " + st.Text + " " + st.Question + " " + st.Answer
		}
	}
	text = strings.ToLower(text)
	for word, entry := range map[string]string{ // a word as the text uses it: the entry that explains it
		"spooky": "Spooky mark", "classical": "Classical mark", "superposition": "Superposition (in the game)",
		"entangle": "Entanglement (in the game)", "cycle": "Cycle", "collapse": "Collapse (in the game)",
		"attached": "Attached to a cycle", "cascade": "Cascade", "possible boards": "Possible boards",
		"coin variant": "Coin variant", "measure": "Measurement", "amplitude": "Amplitude",
		"interfere": "Interference", "interferometer": "Interferometer", "hidden": "Local hidden variables",
		"bell": "Bell's inequality",
	} {
		if !strings.Contains(text, word) {
			t.Errorf("no text uses %q: its glossary entry %q could go", word, entry)
		}
		if !entries[entry] {
			t.Errorf("the text uses %q, and the glossary has no %q", word, entry)
		}
	}
}

// showGraph shows a new graph in a test window of the given size, closed
// when the test ends.
func showGraph(t *testing.T, size fyne.Size) (*Graph, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	test.ApplyTheme(t, style.Theme{})
	g := NewGraph()
	w := test.NewWindow(g)
	t.Cleanup(w.Close)
	w.Resize(size)
	return g, w
}

func TestGraphDrawsPairsAndCycle(t *testing.T) {
	g, _ := showGraph(t, fyne.NewSize(400, 400))
	// O4 closes the cycle 1-2-3 (X1, O2, O4); X3 is a branch to square 6.
	g.SetState(record(t, "X1 1 2", "O2 2 3", "X3 3 6", "O4 1 3").State())
	labels := map[string]*canvas.Text{}
	for _, o := range test.WidgetRenderer(g).Objects() {
		if txt, ok := o.(*canvas.Text); ok {
			labels[txt.Text] = txt
		}
	}
	cycle := themeColor(style.ColorCycle)
	for _, m := range []string{"X1", "O2", "O4"} {
		if l, ok := labels[m]; !ok || l.Color != cycle {
			t.Errorf("edge %s: drawn %v, in the cycle colour %v", m, ok, ok && l.Color == cycle)
		}
	}
	if l, ok := labels["X3"]; !ok || l.Color != themeColor(style.ColorMarkX) {
		t.Errorf("edge X3 (a branch): drawn %v, want it in X's colour", ok)
	}
	for _, sq := range game.Squares {
		if _, ok := labels[sq.String()]; !ok {
			t.Errorf("square %v has no node", sq)
		}
	}
}

// themeColor returns the current theme's colour called name.
func themeColor(name fyne.ThemeColorName) color.Color {
	settings := fyne.CurrentApp().Settings()
	return settings.Theme().Color(name, settings.ThemeVariant())
}

// TestGraphLooks compares the drawing of classical squares, an edge bowing
// round a square and a pending two-mark cycle (two edges side by side,
// bowing round another) with the golden image.
func TestGraphLooks(t *testing.T) {
	g, w := showGraph(t, fyne.NewSize(300, 300))
	g.SetState(record(t, "X1 1 2", "O2 1 2", "collapse 1", "X3 4 6", "O4 7 9", "X5 7 9").State())
	test.AssertImageMatches(t, "graph_cycle_branch.png", w.Canvas().Capture())
}

// TestLessonViewKeepsTheQuestionInSight checks that a step too long for
// its room scrolls to its question, and to the answer once revealed,
// with the buttons in sight all along.
func TestLessonViewKeepsTheQuestionInSight(t *testing.T) {
	test.NewTempApp(t)
	l, err := lesson.Parse("q.qttt", strings.NewReader("#title: Long\n#> "+strings.Repeat("A long text. ", 80)+
		"\n#? Why?\n#! "+strings.Repeat("A long answer. ", 40)+"\n#> The end.\n"))
	if err != nil {
		t.Fatal(err)
	}
	v := NewLessonView()
	w := test.NewWindow(v)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 250))
	v.SetStep(l, 0, false)
	inSight := func(o fyne.CanvasObject) bool {
		top := o.Position().Y - v.body.Offset.Y
		return top >= 0 && top < v.body.Size().Height
	}
	if !inSight(v.question) {
		t.Errorf("the question at %v is out of sight (scrolled to %v of %v)", v.question.Position(), v.body.Offset, v.body.Size())
	}
	v.SetStep(l, 0, true)
	if !inSight(v.answer) {
		t.Errorf("the answer at %v is out of sight (scrolled to %v of %v)", v.answer.Position(), v.body.Offset, v.body.Size())
	}
	if !inSight(v.question) { // a long answer keeps it in sight (student walk t17 #12, lesson 8 step 7)
		t.Errorf("with the answer shown the question at %v is out of sight (scrolled to %v of %v)", v.question.Position(), v.body.Offset, v.body.Size())
	}
	if b := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.next).Y + v.next.Size().Height; b > w.Canvas().Size().Height {
		t.Errorf("the Next button ends at %v, below the window's %v", b, w.Canvas().Size().Height)
	}
}

// In the high contrast palette of presentation mode the squares have the
// background's colour: the grid between them still shows.
func TestMiniBoardShowsItsGridInHighContrast(t *testing.T) {
	test.NewTempApp(t)
	th := style.Theme{Palette: style.PaletteHighContrast, Variant: style.VariantDark}
	test.ApplyTheme(t, th)
	b := newMiniBoard()
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(200, 200))
	img := w.Canvas().Capture()
	size, pos := b.Size(), b.Position()
	side := min(size.Width, size.Height)
	gap := 2 * th.Size(theme.SizeNameSeparatorThickness)
	cell := (side - 4*gap) / 3
	x := pos.X + (size.Width-side)/2 + gap + cell + gap/2
	y := pos.Y + size.Height/2
	want := color.NRGBAModel.Convert(th.Color(style.ColorBoardGrid, theme.VariantDark))
	if got := color.NRGBAModel.Convert(img.At(int(x), int(y))); got != want {
		t.Errorf("between the squares the mini board shows %v, want the grid's %v", got, want)
	}
	// The grid frames the board too, so that its bottom row reads as whole
	// where the board meets the window's edge (student walk t8 #15).
	bottom := pos.Y + (size.Height+side)/2 - gap/2
	if got := color.NRGBAModel.Convert(img.At(int(x-cell/2), int(bottom))); got != want {
		t.Errorf("below the bottom row the mini board shows %v, want the grid's %v as a frame", got, want)
	}
}

// On a 1280×720 projector the Possible boards tab, below the headline,
// shows a board whole, its marks no smaller than the theme's text (which
// presentation mode makes 1/40 of the screen's height at least), with a
// mark's count above it.
func TestEnsembleBoardShowsOnAProjector(t *testing.T) {
	test.NewTempApp(t)
	test.ApplyTheme(t, style.Theme{Scale: 1.75})
	v := NewEnsembleView()
	w := test.NewWindow(container.NewVScroll(v))
	defer w.Close()
	w.Resize(fyne.NewSize(630, 520)) // the tab's content beside the board, below the headline and the tabs' row
	v.SetState(record(t, "X1 1 5", "O2 5 9").State())
	v.CountFor(1)
	r := test.WidgetRenderer(v.board).(*miniBoardRenderer)
	if bottom := v.board.Position().Y + v.board.Size().Height; bottom > v.Size().Height || v.Size().Height > 520 {
		t.Errorf("the board ends at %v in a view %v high, shown in 520", bottom, v.Size().Height)
	}
	if got, least := r.marks[0].TextSize, theme.TextSize(); got < least {
		t.Errorf("the board's marks are %v high, smaller than the text's %v", got, least)
	}
}

// TestEnsembleBoardStaysWholeInAShortTab shows the possible boards as
// short as their tab beside a lesson on a 1366×768 and a 1000×640 window,
// and in place of the board: the small board is whole and square every
// time, beside the words in the tab (the walk: only its top row showed),
// under them in place of the board.
func TestEnsembleBoardStaysWholeInAShortTab(t *testing.T) {
	test.NewTempApp(t)
	v := NewEnsembleView()
	w := test.NewWindow(v)
	t.Cleanup(w.Close)
	v.SetState(record(t, "X1 1 5", "O2 5 9").State())
	for _, tc := range []struct {
		size   fyne.Size
		beside bool
	}{{fyne.NewSize(690, 175), true}, {fyne.NewSize(430, 135), true}, {fyne.NewSize(640, 600), false}} {
		w.Resize(tc.size)
		v.Resize(tc.size)
		at, size := v.board.Position(), v.board.Size()
		side := min(size.Width, size.Height)
		if at.X < 0 || at.Y < 0 || at.Y+side > tc.size.Height+0.5 || at.X+side > tc.size.Width+0.5 || side < tc.size.Height/2 {
			t.Errorf("%v: the board's %v square at %v is not whole, or too small", tc.size, side, at)
		}
		if beside := v.board.Position().X+side <= v.pageLabel.Position().X; beside != tc.beside {
			t.Errorf("%v: board beside the words %v, want %v", tc.size, beside, tc.beside)
		}
	}
}

// TestEnsembleWordsFitBesideTheBoardInEveryLanguage lays the possible
// boards out as short as their tab beside a lesson on a 1024×768 window, in
// every language: the mark to count, whose least width is its placeholder's,
// fits in the words' column (ru «Посчитать варианты поля для знака» cut it
// and the summary above it off at the right).
func TestEnsembleWordsFitBesideTheBoardInEveryLanguage(t *testing.T) {
	t.Cleanup(func() {
		if err := i18n.Load("en"); err != nil {
			t.Error(err)
		}
	})
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			t.Setenv("LANGUAGE", "") // i18n.Load sets it
			if err := i18n.Load(l.Tag); err != nil {
				t.Fatal(err)
			}
			test.NewTempApp(t)
			test.ApplyTheme(t, style.Theme{Hangul: i18n.Hangul(l.Tag)})
			v := NewEnsembleView()
			w := test.NewWindow(v)
			t.Cleanup(w.Close)
			v.SetState(record(t, "X1 1 5", "O2 5 9").State())
			size := fyne.NewSize(400, 190)
			w.Resize(size)
			v.Resize(size)
			column := v.next.Position().X + v.next.Size().Width - v.prev.Position().X
			if need := v.mark.MinSize().Width; need > column {
				t.Errorf("%q needs %.0f, the column beside the board is %.0f wide", v.mark.PlaceHolder, need, column)
			}
		})
	}
}

// TestADoubleClickOnNextShowsNoAnswer: Show answer takes Next's place when
// the next step asks, so the second click of a quick double click on Next
// lands on it (student walk t8 #2); a click there within secondClick of
// Next is ignored, and one after it shows the answer.
func TestADoubleClickOnNextShowsNoAnswer(t *testing.T) {
	test.NewTempApp(t)
	l := askingLesson(t)
	v := NewLessonView()
	w := test.NewWindow(v)
	defer w.Close()
	reveals := 0
	v.OnNext = func() { v.SetStep(l, v.Step()+1, false) }
	v.OnReveal = func() { reveals++ }
	v.SetStep(l, 0, false)
	test.Tap(v.next)
	if !v.reveal.Visible() {
		t.Fatal("after Next the step's question shows no Show answer")
	}
	test.Tap(v.reveal) // the double click's second click
	if reveals != 0 {
		t.Fatal("a click on Show answer right after Next showed the answer")
	}
	time.Sleep(secondClick)
	test.Tap(v.reveal)
	if reveals != 1 {
		t.Errorf("a click on Show answer %v after Next: %d reveals, want 1", secondClick, reveals)
	}
}

// TestShowAnswerIgnoresADoubleClicksSecondClick: the walk's double click
// on Next (student walk t10 #2) still showed an answer. A second click
// comes up to half a second after the first, and the question (and Show
// answer with it) may come into sight a moment after Next, once the app has
// set the step up: a click on Show answer within secondClick of either is
// ignored, and a later one shows the answer.
func TestShowAnswerIgnoresADoubleClicksSecondClick(t *testing.T) {
	test.NewTempApp(t)
	l := askingLesson(t)
	for _, tc := range []struct {
		name         string
		setUp, click time.Duration // from Next to the step on show, and from then to the click
	}{
		{"a slow double click", 0, 450 * time.Millisecond},
		{"a step set up late", 300 * time.Millisecond, 300 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := NewLessonView()
			clock := time.Now()
			v.now = func() time.Time { return clock }
			w := test.NewWindow(v)
			defer w.Close()
			reveals := 0
			v.OnNext = func() {}
			v.OnReveal = func() { reveals++ }
			v.SetStep(l, 0, false)
			test.Tap(v.next)
			clock = clock.Add(tc.setUp)
			v.SetStep(l, 1, false)
			clock = clock.Add(tc.click)
			test.Tap(v.reveal)
			if reveals != 0 {
				t.Fatalf("a click on Show answer %v after it came into sight, %v after Next, showed the answer", tc.click, tc.setUp+tc.click)
			}
			clock = clock.Add(secondClick)
			test.Tap(v.reveal)
			if reveals != 1 {
				t.Errorf("a later click on Show answer: %d reveals, want 1", reveals)
			}
		})
	}
}

// While a question is held the view counts the boards but holds back what
// the count means, and says it again once the answer is out.
func TestEnsembleViewHoldsWhatACountMeansWhileAsked(t *testing.T) {
	test.NewTempApp(t)
	v := NewEnsembleView()
	w := test.NewWindow(v)
	defer w.Close()
	v.SetState(record(t, "X1 1 5", "O2 5 9").State())
	v.SetAsking(true)
	if want := "There are 3 possible boards: the spooky marks could still end up as any of them."; v.summary.Text != want {
		t.Errorf("asking: summary = %q, want %q", v.summary.Text, want)
	}
	v.CountFor(1)
	if want := "X1 is in square 1 on 2 of the 3 possible boards and in square 5 on 1 of them."; v.counts.Text != want {
		t.Errorf("asking: counts = %q, want %q", v.counts.Text, want)
	}
	v.SetAsking(false)
	if !strings.HasSuffix(v.counts.Text, " These are counts, not probabilities.") || !strings.HasSuffix(v.summary.Text, "counting them gives no odds.") {
		t.Errorf("answered: counts %q, summary %q; want what they mean", v.counts.Text, v.summary.Text)
	}
}

// Lesson 1's sixteen possible boards, in the picture's room beside a
// slide's text at 1024×768 (about 520 px), show their marks as large as
// their cells allow up to the slide's text, and whole in them (teacher
// walk t8 m10: the marks were 12 px high there).
func TestSixteenBoardsMarksAreAsLargeAsTheyFit(t *testing.T) {
	test.NewTempApp(t)
	th := style.Theme{Scale: 2, Palette: style.PaletteHighContrast} // text 28 px, as at 768
	test.ApplyTheme(t, th)
	lessons, err := lesson.Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := lessons[0].State(len(lessons[0].Steps) - 1)
	g := NewBoardsGrid()
	g.SetState(s)
	w := test.NewWindow(g)
	defer w.Close()
	w.SetPadded(false)
	w.Resize(fyne.NewSize(520, 520))
	boards := 0
	for _, o := range test.LaidOutObjects(g) {
		b, ok := o.(*miniBoard)
		if !ok {
			continue
		}
		boards++
		r := test.WidgetRenderer(b).(*miniBoardRenderer)
		cell := r.squares[0].Size().Width
		for _, m := range r.marks {
			if m.Text == "" {
				continue
			}
			if m.TextSize < min(th.Size(theme.SizeNameText), cell*0.6) || m.MinSize().Width > cell {
				t.Fatalf("a mark %q is %.1f px in a cell of %.1f px (%.1f wide): want as large as fits, up to the text's %v",
					m.Text, m.TextSize, cell, m.MinSize().Width, th.Size(theme.SizeNameText))
			}
		}
	}
	if boards != 16 {
		t.Errorf("lesson 1's last step shows %d possible boards, want 16", boards)
	}
}

// askingLesson is a lesson of two steps whose second asks a question.
func askingLesson(t *testing.T) *lesson.Lesson {
	t.Helper()
	l, err := lesson.Parse("q.qttt", strings.NewReader(`#title: Ask
#> Start.
X1 1 5
O2 1 5
#> A cycle.
#? Where does X1 end up if O2 lands in square 1?
#! In square 5.
`))
	if err != nil {
		t.Fatal(err)
	}
	return l
}
