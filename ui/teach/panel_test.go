package teach

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/style"
)

func TestPanelHoverLightsGroup(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel()
	w := test.NewWindow(p)
	defer w.Close()
	var lit [][]game.Square
	p.OnHighlight = func(sq []game.Square) { lit = append(lit, sq) }
	p.SetState(record(t, "X1 1 2", "O2 2 3", "X3 7 8", "O4 8 9").State(), nil)

	p.SetHover(8)
	p.SetHover(9) // same group: no new call
	p.SetHover(5) // no spooky marks: the light goes out
	p.SetHover(game.NoSquare)
	want := [][]game.Square{{7, 8, 9}, nil}
	if !slices.EqualFunc(lit, want, slices.Equal) {
		t.Errorf("OnHighlight calls = %v, want %v", lit, want)
	}

	p.SetHover(2)
	entangled := p.sections[1]
	if !entangled.lit {
		t.Error("hovering an entangled group: the entanglement section is not lit")
	}
	if got := entangled.body.Text; !strings.HasPrefix(got, "X1 and O2 are entangled: their spooky marks lie in squares 1, 2 and 3.\nX3 and O4") {
		t.Errorf("entanglement text = %q, want the hovered group named first, then the other", got)
	}
}

func TestPanelLightsOneSection(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel()
	w := test.NewWindow(p)
	defer w.Close()
	for _, tc := range []struct {
		name  string
		lines []string
		lit   int // index of the lit section, -1 for none
	}{
		{"empty board", nil, -1},
		{"one pair", []string{"X1 1 5"}, 0},
		{"entangled", []string{"X1 1 5", "O2 5 9"}, 1},
		{"pending cycle", []string{"X1 1 5", "O2 1 5"}, 2},
	} {
		p.SetState(record(t, tc.lines...).State(), nil)
		for i, s := range p.sections {
			if s.lit != (i == tc.lit) {
				t.Errorf("%s: section %d lit = %v", tc.name, i, s.lit)
			}
		}
	}
}

func TestPanelSaysWhichRule(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel()
	p.SetState(record(t, "X1 1 5", "O2 1 5").State(), nil)
	collapse := p.sections[2].body
	if !strings.Contains(collapse.Text, "X chooses where O2 lands") {
		t.Errorf("collapse text = %q, want the chooser named", collapse.Text)
	}
	p.SetChance(true)
	if !strings.Contains(collapse.Text, "a coin toss decides where O2 lands") || !strings.Contains(collapse.Text, "Coin variant") {
		t.Errorf("chance on: collapse text = %q, want the coin and the variant named", collapse.Text)
	}
}

// A narrower panel, as in presentation mode, still shows the section that
// applies at the top.
func TestPanelKeepsTheActiveSectionInViewWhenResized(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel()
	w := test.NewWindow(p)
	defer w.Close()
	w.Resize(fyne.NewSize(600, 300))
	p.SetState(record(t, "X1 1 5", "O2 5 9", "X3 1 9").State(), nil)
	for _, width := range []float32{300, 600} {
		p.Resize(fyne.NewSize(width, 250))
		if got, want := p.scroll.Offset.Y, p.sections[2].Position().Y; got != want {
			t.Errorf("at a width of %v the panel is scrolled to %v, want the collapse section's top %v", width, got, want)
		}
	}
}

// Back on the empty board, as when a lesson opens after a game, the panel
// starts at its top: no section applies to scroll to.
func TestPanelStartsAtTheTopOnTheEmptyBoard(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel()
	test.NewTempWindow(t, p).Resize(fyne.NewSize(400, 250))
	p.SetState(record(t, "X1 1 5", "O2 5 9", "X3 1 9").State(), nil)
	if p.scroll.Offset.Y == 0 {
		t.Fatal("a pending cycle does not scroll the panel to its collapse section")
	}
	p.SetState(game.State{}, nil)
	if p.scroll.Offset.Y != 0 {
		t.Errorf("on the empty board the panel stays scrolled to %v", p.scroll.Offset.Y)
	}
}

// A panel fed positions while in a tab not shown yet, with no room to lay
// its text out, shows the last of them, with the section that applies in
// view, once its tab is shown.
func TestPanelShowsTheLatestPositionWhenItsTabIsShown(t *testing.T) {
	test.NewTempApp(t)
	test.ApplyTheme(t, style.Theme{})
	p := NewPanel()
	tabs := container.NewAppTabs(container.NewTabItem("Moves", widget.NewLabel("")), container.NewTabItem("Explain", p))
	w := test.NewTempWindow(t, tabs)
	w.Resize(fyne.NewSize(400, 300))
	p.SetState(record(t, "X1 1 5").State(), nil)
	p.SetState(record(t, "X1 1 5", "O2 5 9", "X3 1 9").State(), nil)
	if got := uitest.ShownText(p); got != "" {
		t.Fatalf("the panel in a tab not shown shows %q", got)
	}

	tabs.SelectIndex(1)
	if got := uitest.ShownText(p); !strings.Contains(got, "O chooses where X3 lands") {
		t.Errorf("the panel shown says %q, want the collapse of the last position", got)
	}
	if got, want := p.scroll.Offset.Y, p.sections[2].Position().Y; got != want {
		t.Errorf("the panel shown is scrolled to %v, want the collapse section's top %v", got, want)
	}
}

// "Where the metaphor ends" and the two paths are there to open, not open
// under every explanation.
func TestThePanelKeepsWhereTheMetaphorEndsClosed(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel()
	if len(p.metaphor.Items) != 2 || p.metaphor.Items[0].Open || p.metaphor.Items[1].Open {
		t.Errorf("the metaphor's limits and the two paths: %d items, want two, closed", len(p.metaphor.Items))
	}
}

// The two paths: both open, D stays dark and the caption says the ways
// cancel; path A blocked, the bar shows, D is lit and the caption says it
// clicks.
func TestTwoPathsBlockPathA(t *testing.T) {
	test.NewTempApp(t)
	paths := NewTwoPaths()
	w := test.NewWindow(paths)
	defer w.Close()
	w.Resize(fyne.NewSize(400, 400))
	d, check, caption := paths.drawing, paths.check, paths.caption
	r := test.TempWidgetRenderer(t, d).(*pathsRenderer)
	if !r.block.Hidden || r.detD.FillColor != nil || !strings.Contains(caption.Text, "D never clicks") {
		t.Errorf("both paths open: bar shown %v, D filled %v, caption %q", !r.block.Hidden, r.detD.FillColor, caption.Text)
	}
	test.Tap(check)
	if r.block.Hidden || r.detD.FillColor == nil || !strings.Contains(caption.Text, "D now clicks for about one photon in four") {
		t.Errorf("path A blocked: bar shown %v, D filled %v, caption %q", !r.block.Hidden, r.detD.FillColor, caption.Text)
	}
	if !paths.Blocked() {
		t.Error("the check ticked: path A not blocked")
	}
	m := r.mirrors[0]
	mid := fyne.NewPos((m.Position1.X+m.Position2.X)/2, (m.Position1.Y+m.Position2.Y)/2)
	if d := r.pathA[1].Position1.Subtract(mid); d.X*d.X+d.Y*d.Y > 0.01 {
		t.Errorf("path A does not turn at its mirror: %v, mirror %v–%v", r.pathA[1].Position1, r.mirrors[0].Position1, r.mirrors[0].Position2)
	}
}

// A check that tells the owner of the state (OnBlocked) waits for it:
// path A is blocked when SetBlocked says so, and SetBlocked ticks the
// check without telling OnBlocked again.
func TestTwoPathsCheckTellsItsOwner(t *testing.T) {
	test.NewTempApp(t)
	paths := NewTwoPaths()
	var told []bool
	paths.OnBlocked = func(on bool) { told = append(told, on) }
	w := test.NewWindow(paths)
	defer w.Close()
	test.Tap(paths.check)
	if len(told) != 1 || !told[0] || paths.Blocked() {
		t.Fatalf("tapped: told %v, blocked %v; want told once, and not blocked until SetBlocked", told, paths.Blocked())
	}
	paths.SetBlocked(true)
	if !paths.check.Checked || len(told) != 1 || !paths.Blocked() {
		t.Errorf("SetBlocked(true): checked %v, told %v, blocked %v", paths.check.Checked, told, paths.Blocked())
	}
	picture := NewTwoPathsPicture()
	picture.SetBlocked(true)
	if picture.check != nil || picture.caption != nil || !picture.Blocked() {
		t.Errorf("the projector's picture: check %v, caption %v, blocked %v; want the drawing alone, blocked", picture.check, picture.caption, picture.Blocked())
	}
}

// The check that blocks path A stays where it is whatever the caption
// says (the t13 walk, lesson 7: it moved down from y≈598 to 622 and 647
// as the caption under the drawing changed, and a second click missed it):
// tapped on and off, greyed out and blocked again, it is at one place.
func TestBlockPathAStaysInOnePlace(t *testing.T) {
	test.NewTempApp(t)
	paths := NewTwoPaths()
	w := test.NewWindow(paths)
	defer w.Close()
	w.Resize(fyne.NewSize(620, 640))
	at := func() fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(paths.check)
	}
	first, firstCaption := at(), paths.caption.Text
	for i, step := range []func(){
		func() { test.Tap(paths.check) },
		func() { test.Tap(paths.check) },
		func() { paths.SetBlockable(false) },
		func() { paths.SetBlockable(true); paths.SetBlocked(true) },
	} {
		step()
		paths.content.Refresh() // laid out again, as the window does after each change
		if got := at(); got != first {
			t.Errorf("step %d: the check moved from %v to %v as the caption went from %q to %q", i, first, got, firstCaption, paths.caption.Text)
		}
	}
}

// TestPanelHidesTheExperimentWhileAsked: a student alone could tick "Block
// path A" in the panel's two-path section, or read the metaphor's limits,
// and see the answer to lesson 7's "Will D click?" or lesson 1's question
// before answering it. While a question waits both sections are away; they
// come back closed once it is answered.
func TestPanelHidesTheExperimentWhileAsked(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel()
	w := test.NewWindow(p)
	defer w.Close()
	w.Resize(fyne.NewSize(400, 900))
	p.metaphor.Open(0)
	p.SetAsking(true)
	shown := uitest.ShownText(p.content)
	for _, answer := range []string{"Two paths to one detector", "Where the metaphor ends", "Block path A"} {
		if strings.Contains(shown, answer) {
			t.Errorf("while a question waits the panel shows %q:\n%s", answer, shown)
		}
	}
	p.SetAsking(false)
	shown = uitest.ShownText(p.content)
	if !strings.Contains(shown, "Two paths to one detector") || !strings.Contains(shown, "Where the metaphor ends") {
		t.Errorf("once answered the panel does not offer the experiment and the limits again:\n%s", shown)
	}
	if p.metaphor.Items[0].Open {
		t.Error("the two-path section, open before the question, comes back open: it should come back closed")
	}
}
