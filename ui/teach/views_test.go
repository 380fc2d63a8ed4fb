package teach

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/style"
)

func TestEnsembleViewPages(t *testing.T) {
	test.NewTempApp(t)
	v := NewEnsembleView()
	w := test.NewWindow(v)
	defer w.Close()
	if v.summary.Text != "Every mark is classical: this board is the only one." || !v.next.Disabled() {
		t.Errorf("empty board: %q, pager enabled = %v", v.summary.Text, !v.next.Disabled())
	}

	// Groups {1,2,3} (3 boards) and {7,8} (2 boards): 6 in all.
	s := record(t, "X1 1 2", "O2 2 3", "X3 7 8").State()
	v.SetState(s)
	if want := "This position could still collapse to 6 classical boards."; v.summary.Text != want {
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
	lessons, err := LoadLessons(bundled(t), "en")
	if err != nil {
		t.Fatal(err)
	}
	v := NewLessonView(lessons)
	w := test.NewWindow(v)
	defer w.Close()
	var shown []game.State
	v.OnStep = func(l *Lesson, i int) {
		s, _ := l.State(i)
		shown = append(shown, s)
	}
	var played *game.Record
	v.OnPlay = func(r *game.Record) { played = r }

	v.Open(1)
	l := lessons[1]
	if v.text.Text != l.Steps[0].Text || !v.back.Disabled() {
		t.Errorf("first step: text %q, Back enabled = %v", v.text.Text, !v.back.Disabled())
	}
	for range len(l.Steps) + 2 { // two taps more than needed: Next stops at the end
		test.Tap(v.next)
	}
	last := len(l.Steps) - 1
	if v.Step() != last || !v.next.Disabled() || v.text.Text != l.Steps[last].Text {
		t.Errorf("after tapping Next to the end: step %d, Next enabled = %v", v.Step(), !v.next.Disabled())
	}
	if len(shown) != len(l.Steps) {
		t.Errorf("OnStep called %d times, want once per step (%d)", len(shown), len(l.Steps))
	}
	test.Tap(v.back)
	test.Tap(v.play)
	if played == nil || played.Len() != l.Steps[last-1].Actions {
		t.Fatalf("Play from here at step %d: record %v, want %d actions", last-1, played, l.Steps[last-1].Actions)
	}
	if want, _ := l.State(last - 1); played.State() != want {
		t.Error("Play from here: the record does not stop at the step shown")
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
	cell := (side - 2*gap) / 3
	x := pos.X + (size.Width-side)/2 + cell + gap/2
	y := pos.Y + size.Height/2
	want := color.NRGBAModel.Convert(th.Color(style.ColorBoardGrid, theme.VariantDark))
	if got := color.NRGBAModel.Convert(img.At(int(x), int(y))); got != want {
		t.Errorf("between the squares the mini board shows %v, want the grid's %v", got, want)
	}
}
