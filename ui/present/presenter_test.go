package present

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/style"
)

// laptop and projector are a laptop's screen, the main display, and a
// projector at its right.
var (
	laptop    = platform.Screen{Name: "DUMMY0", Bounds: platform.Rect{X: 0, Y: 0, W: 1366, H: 768}, Primary: true}
	projector = platform.Screen{Name: "DUMMY1", Bounds: platform.Rect{X: 1366, Y: 0, W: 1920, H: 1080}}
)

// With a second screen, presentation mode shows the class's view there and
// opens the presenter's window on the laptop: the keys typed in it run the
// window's commands, and it shows the lesson's step, the next one and the
// answer to the question the step asks. Closing it ends presentation mode.
func TestPresenterOnASecondScreen(t *testing.T) {
	h, p := presenting(t)
	if p == nil || h.win.Content() != h.p.ClassView() || !h.win.FullScreen() || !p.win.FullScreen() || h.menu {
		t.Fatalf("presenting on a second screen: presenter %v, class view shown %v, full screen %v, menu %v", p, h.win.Content() == h.p.ClassView(), h.win.FullScreen(), h.menu)
	}
	if h.p.stage.class != projector || h.p.stage.laptop != laptop {
		t.Errorf("the class view is on %v and the presenter view on %v", h.p.stage.class.Name, h.p.stage.laptop.Name)
	}
	if th := p.look.Theme(); th.Scale < 1 || th.Palette != style.PaletteStandard {
		t.Errorf("the presenter's window has the theme %+v, want the laptop's at its normal size at least", th)
	}
	if p.win.Content() != p.look {
		t.Error("the presenter view on the laptop's screen shows nothing")
	}

	typeKey(p.win.Canvas(), fyne.KeyPageDown)
	l := h.view.Lesson
	if l == nil || !strings.HasPrefix(p.state.Text, l.Title) ||
		p.step.Text != l.Steps[0].Text || p.next.Text != l.Steps[1].Text || p.question.Visible() {
		t.Fatalf("Page Down in the presenter's window: lesson %v, the presenter shows %q, %q then %q", l, p.state.Text, p.step.Text, p.next.Text)
	}
	for range 20 { // on to the first step that asks a question
		if l.Steps[h.view.Step].Question != "" {
			break
		}
		typeKey(p.win.Canvas(), fyne.KeyPageDown)
	}
	if st := l.Steps[h.view.Step]; st.Question == "" || !p.question.Visible() || p.ask.Text != st.Question || p.answer.Text != st.Answer {
		t.Errorf("at step %d, which asks %q, the presenter asks %q and answers %q", h.view.Step+1, st.Question, p.ask.Text, p.answer.Text)
	}
	typeKey(p.win.Canvas(), fyne.KeyF2)
	if h.tabs.SelectedIndex() != 1 {
		t.Errorf("F2 in the presenter's window shows the tab %q", h.tabs.Selected().Text)
	}
	for _, b := range test.LaidOutObjects(p.keys) {
		if b, ok := b.(*widget.Button); ok && b.Text == "Previous lesson step" {
			step := h.view.Step
			test.Tap(b)
			if h.view.Step != step-1 {
				t.Errorf("the presenter's button Previous lesson step went from step %d to %d", step+1, h.view.Step+1)
			}
		}
	}

	p.win.Close()
	if h.p.on || h.p.presenter != nil || !h.menu || h.win.FullScreen() {
		t.Error("closing the presenter's window left presentation mode on")
	}
}

// The presenter's text is large on a laptop's screen: read from a step
// away, it is larger than in the window's normal size.
func TestPresenterTextIsLarge(t *testing.T) {
	_, p := presenting(t)
	p.win.Resize(fyne.NewSize(1366, 768))
	if got, want := p.look.Theme().Size(theme.SizeNameText), float32(min(768/presenterLines, 1366/presenterEms)); got < want-1 || got < 1.4*theme.DefaultTheme().Size(theme.SizeNameText) {
		t.Errorf("on a 1366×768 laptop, the presenter's text is %v high, want about %v", got, want)
	}
}

// F12, in either window, swaps the screens of the class view and the
// presenter view, and the next presentation keeps the teacher's choice.
func TestSwapScreens(t *testing.T) {
	screens := []platform.Screen{{Name: "HDMI-1", Bounds: platform.Rect{X: 0, Y: 0, W: 1920, H: 1080}, Primary: true}, {Name: "DP-1", Bounds: platform.Rect{X: 1920, Y: 0, W: 1366, H: 768}}}
	h := newFakeHost(t, screens...)
	h.press(fyne.KeyF11)
	h.runTimers()
	if h.p.stage.laptop != screens[0] {
		t.Fatalf("with no built-in panel, the presenter view is on %q, want the main display", h.p.stage.laptop.Name)
	}
	if !h.p.presenter.swapHint.Visible() {
		t.Error("the presenter view on the main display, a guess, does not say that F12 swaps the screens")
	}
	typeKey(h.p.presenter.win.Canvas(), fyne.KeyF12)
	h.runTimers()
	if h.p.presenter.swapHint.Visible() {
		t.Error("after the teacher's swap, the presenter view still says that F12 swaps the screens")
	}
	if s := h.p.stage; s.laptop != screens[1] || s.class != screens[0] || !h.win.FullScreen() || !h.p.presenter.win.FullScreen() {
		t.Errorf("after F12, the presenter view is on %q and the class view on %q", s.laptop.Name, s.class.Name)
	}
	h.press(fyne.KeyF11)
	h.press(fyne.KeyF11)
	if s := h.p.stage; s.laptop != screens[1] {
		t.Errorf("presenting again after a swap, the presenter view is on %q, want %q", s.laptop.Name, screens[1].Name)
	}
}

// Where the app guessed the screens (none names or sizes itself, as the
// dummy outputs of the tests, or projectors and desk monitors alike), the
// presenter view says "Wrong screen? F12 swaps" only until the teacher
// goes on without swapping: the views are on the right screens then, and
// the next presentation puts them there without the warning.
func TestTheWrongScreenWarningEndsWhenTheTeacherGoesOn(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	h.press(fyne.KeyF11)
	h.runTimers()
	p := h.p.presenter
	if !p.swapHint.Visible() {
		t.Fatal("with screens that neither name nor size themselves, the presenter view does not say that F12 swaps them")
	}
	h.render() // a render pass with nothing new: no teacher's step
	h.view.Slide.Key = "board join"
	h.p.Render(h.view) // another slide at the same step (class answers started)
	if !p.swapHint.Visible() {
		t.Fatal("the warning went with a render pass or another slide at the same step, before the teacher went on")
	}
	typeKey(p.win.Canvas(), fyne.KeyPageDown)
	if p.swapHint.Visible() {
		t.Error("the teacher went on (Page Down) without swapping, and the presenter view still says 'Wrong screen? F12 swaps'")
	}
	h.press(fyne.KeyF11)
	h.press(fyne.KeyF11)
	h.runTimers()
	if pr := h.p.presenter; pr == nil || pr.swapHint.Visible() || h.p.stage.laptop != laptop {
		t.Errorf("presenting again, the presenter view is on %q, warning %v; want the laptop's, kept, without it", h.p.stage.laptop.Name, pr != nil && pr.swapHint.Visible())
	}
}

// Where the app guessed the screens and the teacher was working on the
// one the presenter view takes, the views are the right way round as a
// rule: "Wrong screen? F12 swaps" is a plain hint, not in the warning
// colour (teacher walk t10 m9). Where the window was on the screen the
// class view takes, it is a warning.
func TestTheSwapHintWarnsOnlyWhereTheTeacherWasOnTheClassScreen(t *testing.T) {
	for _, c := range []struct {
		at   platform.Rect
		want widget.Importance
	}{
		{platform.Rect{X: 100, Y: 50, W: 1000, H: 700}, widget.MediumImportance},   // on the laptop's screen, the main display
		{platform.Rect{X: 1500, Y: 50, W: 1000, H: 700}, widget.WarningImportance}, // on the screen the class view takes
	} {
		h := newFakeHost(t, laptop, projector)
		h.desk.At = func(fyne.Window) (platform.Rect, bool) { return c.at, true }
		h.press(fyne.KeyF11)
		h.runTimers()
		hint := h.p.presenter.swapHint
		if !hint.Visible() || hint.Importance != c.want || h.p.stage.laptop != laptop {
			t.Errorf("the window at %v, the presenter view on %q: the hint on show %v, of importance %v; want it on show, of importance %v",
				c.at, h.p.stage.laptop.Name, hint.Visible(), hint.Importance, c.want)
		}
	}
}

// A laptop's own panel takes the presenter view, even when the projector
// is the main display; without one, the screen of a laptop's physical
// size does; without that, the main display, a guess. The teacher's
// swap, kept, comes first.
func TestPickScreens(t *testing.T) {
	t.Parallel()
	panel := platform.Screen{Name: "eDP-1", Bounds: platform.Rect{X: 0, Y: 0, W: 1366, H: 768}, MM: 344}
	hdmi := platform.Screen{Name: "HDMI-1", Bounds: platform.Rect{X: 1366, Y: 0, W: 1920, H: 1080}, Primary: true}
	small := platform.Screen{Name: "DP-2", Bounds: platform.Rect{X: 0, Y: 0, W: 1920, H: 1080}, MM: 344}  // a laptop's 15.6-inch panel
	wall := platform.Screen{Name: "HDMI-1", Bounds: platform.Rect{X: 1920, Y: 0, W: 1024, H: 768}, MM: 0} // a projector: no size
	desk := platform.Screen{Name: "DP-1", Bounds: platform.Rect{X: 0, Y: 0, W: 1920, H: 1080}, MM: 527, Primary: true}
	big := platform.Screen{Name: "HDMI-1", Bounds: platform.Rect{X: 1920, Y: 0, W: 1920, H: 1080}, MM: 1600}
	twin1 := platform.Screen{Name: "Generic PnP Monitor", Bounds: platform.Rect{X: 0, Y: 0, W: 1366, H: 768}, Primary: true}
	twin2 := platform.Screen{Name: "Generic PnP Monitor", Bounds: platform.Rect{X: 1366, Y: 0, W: 1920, H: 1080}}
	primaryWall := wall
	primaryWall.Primary = true
	for _, c := range []struct {
		screens      []platform.Screen
		kept         string
		laptop, proj platform.Screen
		sure         bool
	}{
		{[]platform.Screen{panel, hdmi}, "", panel, hdmi, true},
		{[]platform.Screen{hdmi, panel}, "", panel, hdmi, true},
		{[]platform.Screen{laptop, projector}, "", laptop, projector, false},
		{[]platform.Screen{projector, {Name: "DUMMY0", Bounds: laptop.Bounds}}, "DUMMY0", platform.Screen{Name: "DUMMY0", Bounds: laptop.Bounds}, projector, true},
		{[]platform.Screen{panel, hdmi}, "HDMI-1", hdmi, panel, true},
		{[]platform.Screen{panel, hdmi}, "VGA-1", panel, hdmi, true}, // the kept screen is gone
		{[]platform.Screen{primaryWall, small}, "", small, primaryWall, true},
		{[]platform.Screen{big, small}, "", small, big, true},
		{[]platform.Screen{desk, wall}, "", desk, wall, false},
		{[]platform.Screen{desk, big}, "", desk, big, false},
		{[]platform.Screen{twin1, twin2}, "", twin1, twin2, false},
		{[]platform.Screen{twin1, twin2}, screenID([]platform.Screen{twin1, twin2}, twin2), twin2, twin1, true},
	} {
		l, p, sure, ok := pickScreens(c.screens, c.kept)
		if !ok || l != c.laptop || p != c.proj || sure != c.sure {
			t.Errorf("of %v (kept %q) the laptop's screen is %v and the projector's %v, sure %v; want %v and %v, sure %v",
				c.screens, c.kept, l, p, sure, c.laptop, c.proj, c.sure)
		}
	}
	if _, _, _, ok := pickScreens([]platform.Screen{panel}, ""); ok {
		t.Error("one screen makes a laptop and a projector")
	}
}

// The window comes back at its size from before presentation mode, by F11
// or by closing the presenter view, although the window had the full
// screen's size meanwhile.
func TestPresentationGivesTheWindowBackItsSize(t *testing.T) {
	for _, c := range []struct {
		name    string
		screens []platform.Screen
		end     func(h *fakeHost)
	}{
		{"one screen, F11", nil, func(h *fakeHost) { h.press(fyne.KeyF11) }},
		{"two screens, F11", []platform.Screen{laptop, projector}, func(h *fakeHost) { h.press(fyne.KeyF11) }},
		{"two screens, closing the presenter view", []platform.Screen{laptop, projector}, func(h *fakeHost) { h.p.presenter.win.Close() }},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newFakeHost(t, c.screens...)
			before := fyne.NewSize(900, 600)
			h.win.Resize(before)
			h.press(fyne.KeyF11)
			h.runTimers()
			h.win.Resize(fyne.NewSize(1920, 1080)) // the full screen, which Fyne also takes for the window's size
			c.end(h)
			h.runTimers()
			if h.p.on || h.win.FullScreen() {
				t.Fatal("presentation mode did not end")
			}
			if got := h.win.Canvas().Size(); got != before {
				t.Errorf("after presentation mode, the window is %v, want %v", got, before)
			}
		})
	}
}

// Unplugging the projector mid-class closes the presenter view and leaves
// the class view full screen on the laptop; F11 then ends presentation
// mode with the window as it was.
func TestProjectorUnplugged(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	before := fyne.NewSize(900, 600)
	h.win.Resize(before)
	h.press(fyne.KeyF11)
	h.runTimers()
	p := h.p.presenter
	h.desk.List = []platform.Screen{laptop}
	h.runTimers()
	if h.p.presenter != nil || !h.p.on || !h.win.FullScreen() {
		t.Fatalf("after unplugging: presenter %v, presenting %v, full screen %v; want the class view alone, full screen", h.p.presenter, h.p.on, h.win.FullScreen())
	}
	if slices.Contains(fyne.CurrentApp().Driver().AllWindows(), p.win) {
		t.Error("the presenter's window is still open")
	}
	h.press(fyne.KeyF11)
	h.runTimers()
	if got := h.win.Canvas().Size(); h.p.on || h.win.FullScreen() || got != before {
		t.Errorf("F11 after unplugging: presenting %v, full screen %v, size %v; want the window as before, %v", h.p.on, h.win.FullScreen(), got, before)
	}
}

// Where the app cannot tell the two screens apart, it opens no presenter
// view, which could land on the class's screen with the answers, and
// says how to make presenting work.
func TestNoPresenterWhereScreensCannotBePlaced(t *testing.T) {
	h := newFakeHost(t)
	h.desk.Second = true
	h.press(fyne.KeyF11)
	if h.p.presenter != nil || !h.win.FullScreen() {
		t.Fatalf("presenter %v, full screen %v; want no presenter view, full screen", h.p.presenter, h.win.FullScreen())
	}
	if got := dialogText(h.win); !strings.Contains(got, "main display") {
		t.Errorf("the message %q does not say how to have the presenter view", got)
	}
}

// With one screen, presentation mode alone does the job.
func TestNoPresenterOnOneScreen(t *testing.T) {
	h := newFakeHost(t, laptop)
	h.press(fyne.KeyF11)
	if h.p.presenter != nil || !h.win.FullScreen() || h.win.Content() != h.p.ClassView() {
		t.Error("presenting on one screen opened the presenter's window, or did not fill the screen with the class view")
	}
}

// dialogText returns the text of the labels in win's top overlay (an open
// dialog), or "" if there is none.
func dialogText(win fyne.Window) string {
	top := win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var b strings.Builder
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok {
			b.WriteString(l.Text + "\n")
		}
	}
	return b.String()
}

// A presenter view the window manager keeps off the laptop's screen shows
// nothing, is closed, not filled over the class's screen, and the teacher
// is told; the class view stays.
func TestPresenterKeptOffTheLaptop(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	h.desk.At = func(win fyne.Window) (platform.Rect, bool) {
		if win == h.win {
			return projector.Bounds, true
		}
		return platform.Rect{X: projector.Bounds.X, Y: 0, W: 640, H: 480}, true // where the window manager left it
	}
	h.press(fyne.KeyF11)
	p := h.p.presenter
	h.runTimers()
	if p.win.Content() == p.look {
		t.Error("the presenter view shows its content, answers and all, off the laptop's screen")
	}
	time.Sleep(placeTime + 100*time.Millisecond)
	h.runTimers()
	if h.p.presenter != nil || p.win.FullScreen() {
		t.Fatalf("the presenter view kept off the laptop is open %v, full screen %v", h.p.presenter != nil, p.win.FullScreen())
	}
	if !h.p.on || !h.win.FullScreen() {
		t.Error("presentation mode ended with the presenter view")
	}
	if got := dialogText(h.win); !strings.Contains(got, "laptop's screen") {
		t.Errorf("the message %q does not say the presenter view was closed", got)
	}
}

// In every language the presenter view fits a 1366×768 laptop's work
// area: no row of buttons, with that language's long labels, is wider
// than the window, and the text is still larger than the window's normal
// size.
func TestPresenterFitsInEveryLanguage(t *testing.T) {
	for _, tag := range []string{"en", "ru", "pl", "cs", "tr", "ko"} {
		t.Run(tag, func(t *testing.T) {
			inLanguage(t, tag)
			h := newFakeHost(t, laptop, projector)
			h.press(fyne.KeyF11)
			h.runTimers()
			p := h.p.presenter
			// The most buttons of the moment at once: a lesson's held
			// question at the two paths (what if…?, skip, block path A).
			typeKey(p.win.Canvas(), fyne.KeyPageDown)
			h.view.Asking, h.view.Paths = true, true
			h.render()
			if !p.whatIf.Visible() || !p.skip.Visible() || !p.paths.Visible() {
				t.Fatalf("buttons of the moment: what if %v, skip %v, block path A %v; want all three", p.whatIf.Visible(), p.skip.Visible(), p.paths.Visible())
			}
			p.win.Resize(fyne.NewSize(1366, 723)) // maximized under a title bar and a taskbar
			if w, got := p.win.Canvas().Size().Width, p.body.MinSize().Width; got > w {
				t.Errorf("the presenter view needs %v wide, the window is %v", got, w)
			}
			if got := p.look.Theme().Size(theme.SizeNameText); got < 1.3*theme.DefaultTheme().Size(theme.SizeNameText) {
				t.Errorf("the presenter's text is %v high, not larger than the window's normal size", got)
			}
		})
	}
}

// inLanguage puts the translations of language tag in force until the
// test ends.
func inLanguage(t *testing.T, tag string) {
	t.Helper()
	t.Setenv("LANGUAGE", "") // i18n.Load sets it
	if err := i18n.Load(tag); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := i18n.Load("en"); err != nil { // the other tests read English
			t.Error(err)
		}
	})
}

// Where the two paths are in place of the board, the presenter view has
// a button of the moment that blocks path A, with its key, as E does;
// elsewhere it has none.
func TestPresenterBlocksPathAAtTheTwoPaths(t *testing.T) {
	h, p := presenting(t)
	if p.paths.Visible() {
		t.Error("the presenter offers to block path A with no two paths on show")
	}
	h.view.Paths = true
	h.render()
	if !p.paths.Visible() || !strings.HasSuffix(p.paths.Text, "(E)") {
		t.Fatalf("at the two paths: button shown %v, %q; want it, with its key", p.paths.Visible(), p.paths.Text)
	}
	test.Tap(p.paths)
	if !h.blocked {
		t.Error("the presenter's button did not block path A")
	}
	h.view.PathBlocked = true
	h.render()
	if !strings.HasPrefix(p.paths.Text, "Open path A") {
		t.Errorf("with path A blocked, the presenter's button reads %q", p.paths.Text)
	}
}

// The presenter view counts the minutes from the plan's start, not from
// presentation mode's (which Escape and F5 start again), and shows them
// anew each minute while nothing else changes, as when the pairs play.
func TestPresenterCountsThePlansMinutes(t *testing.T) {
	h, p := presenting(t)
	now := time.Now()
	p.now = func() time.Time { return now }
	began := now.Add(-25*time.Minute - 59*time.Second)
	v := View{Presented: true, Plan: PlanStatus{Title: "Pairs", At: 6, Count: 8, By: 31, Began: began}}
	h.p.Render(v)
	if want := lang.L("{{.Used}} of {{.Plan}} minutes", map[string]any{"Used": 25, "Plan": PlanMinutes}); !strings.Contains(p.state.Text, want) {
		t.Fatalf("25 minutes after the plan began, the presenter says %q, want %q", p.state.Text, want)
	}
	now = now.Add(2 * time.Second)
	h.runTimers()
	if want := lang.L("{{.Used}} of {{.Plan}} minutes", map[string]any{"Used": 26, "Plan": PlanMinutes}); !strings.Contains(p.state.Text, want) {
		t.Errorf("a minute on, with nothing else shown, the presenter says %q, want %q", p.state.Text, want)
	}
	p.win.Close()
	shown := p.state.Text
	now = now.Add(3 * time.Minute)
	h.runTimers()
	if p.state.Text != shown {
		t.Errorf("the minutes' clock runs on after the presenter view closed: %q, then %q", shown, p.state.Text)
	}
}

// With the glossary on the projector, the presenter view says so and how
// to leave it, which the class view's slide says too.
func TestThePresenterSaysHowToLeaveTheGlossary(t *testing.T) {
	h, p := presenting(t)
	h.view.Glossary = true
	h.render()
	if want := "The glossary is on the projector: Page Down, W or Escape closes it"; !strings.Contains(p.state.Text, want) {
		t.Errorf("with the glossary on the projector the presenter says %q, want %q", p.state.Text, want)
	}
	h.view.Glossary = false
	h.render()
	if strings.Contains(p.state.Text, "glossary") {
		t.Errorf("with the glossary closed the presenter still says %q", p.state.Text)
	}
}

// With what F1, F2 or F3 showed on the projector over the step, the
// presenter view says how to go back to the step (teacher walk t8 E3).
func TestThePresenterSaysHowToGoBackFromF1(t *testing.T) {
	h, p := presenting(t)
	h.view.Aside = true
	h.render()
	if want := "the same key, Page Down or Escape goes back to the step"; !strings.Contains(p.state.Text, want) {
		t.Errorf("with F1's slide on the projector the presenter says %q, want %q", p.state.Text, want)
	}
	h.view.Aside = false
	h.render()
	if strings.Contains(p.state.Text, "goes back to the step") {
		t.Errorf("back at the step the presenter still says %q", p.state.Text)
	}
}

// While the pairs play, the presenter view shows the time the projector's
// timer has left, second by second: the teacher walking round reads it on
// the laptop.
func TestThePresenterShowsThePairsTimeLeft(t *testing.T) {
	h, p := presenting(t)
	c := NewCountdown(5 * time.Minute)
	now := time.Now()
	c.now = func() time.Time { return now }
	c.Start()
	defer c.Stop()
	h.p.Render(View{Presented: true, Slide: Slide{Key: "pairs", Visual: c, Headline: "Pairs"}})
	if want := "Time left on the projector: 5:00"; !strings.Contains(p.state.Text, want) {
		t.Fatalf("at the pairs' start the presenter says %q, want %q", p.state.Text, want)
	}
	now = now.Add(61 * time.Second)
	h.timers[len(h.timers)-1]() // the next second's tick, set last
	if want := "Time left on the projector: 3:59"; !strings.Contains(p.state.Text, want) {
		t.Errorf("61 seconds on the presenter says %q, want %q", p.state.Text, want)
	}
	h.p.Render(View{Presented: true, Slide: Slide{Key: "board", Visual: h.board}})
	if strings.Contains(p.state.Text, "Time left") {
		t.Errorf("past the pairs' slide the presenter says %q", p.state.Text)
	}
}

// On a laptop's 1366×768 screen, the question and its answer of every
// step of the plan's lessons show whole in the presenter view, in every
// language: the teacher never scrolls for the end of an answer.
func TestThePresenterShowsEveryPlanAnswerWhole(t *testing.T) {
	for _, tag := range []string{"en", "ru", "pl", "cs", "tr", "ko"} {
		t.Run(tag, func(t *testing.T) {
			inLanguage(t, tag)
			h := newFakeHost(t, laptop, projector)
			h.press(fyne.KeyF11)
			h.runTimers()
			p := h.p.presenter
			p.win.Resize(fyne.NewSize(1366, 723)) // maximized under a title bar and a taskbar
			lessons, err := lesson.Load(assets.LessonFiles(), tag)
			if err != nil {
				t.Fatal(err)
			}
			h.lessons = lessons
			for i, l := range lessons {
				if !slices.Contains([]string{"01-superposition", "02-entanglement", "03-long-cycle", "07-metaphor"}, l.Name) {
					continue
				}
				for step, st := range l.Steps {
					if st.Answer == "" {
						continue
					}
					h.lesson, h.view.Step, h.view.Asking = i, step, true
					h.render()
					if need, room := p.question.MinSize().Height, p.scroll.Size().Height; need > room {
						t.Errorf("%s step %d: its question and answer need %v high, the presenter view has %v", l.Name, step+1, need, room)
					}
				}
			}
		})
	}
}

// presenting returns a fake desktop of a laptop and a projector in
// presentation mode (F11), and its presenter view on the laptop.
func presenting(t *testing.T) (*fakeHost, *presenter) {
	t.Helper()
	h := newFakeHost(t, laptop, projector)
	h.press(fyne.KeyF11)
	h.runTimers()
	return h, h.p.presenter
}

// icewm is a fake window manager that maximizes a window as IceWM does:
// its content fills the screen's width and the height above the
// taskbar, its frame's borders (5 px, and a 19 px title bar) just off the
// screen, the right one on the projector beside it.
type icewm struct {
	at        map[fyne.Window]platform.Rect // where each window's content is
	maximized bool
}

const icewmBorder, icewmTitle = 5, 19

func (w *icewm) Maximize(win fyne.Window, on bool) bool {
	w.maximized = on
	if on {
		w.at[win] = platform.Rect{X: 0, Y: icewmTitle, W: laptop.Bounds.W, H: 742 - icewmTitle}
	} else {
		w.at[win] = platform.Rect{W: 640, H: 480} // its size from before
	}
	return true
}

func (w *icewm) MoveFrame(win fyne.Window, r platform.Rect) bool {
	w.maximized = false
	w.at[win] = platform.Rect{X: r.X + icewmBorder, Y: r.Y + icewmBorder + icewmTitle, W: r.W - 2*icewmBorder, H: r.H - 2*icewmBorder - icewmTitle}
	return true
}

func (w *icewm) frame(win fyne.Window) (platform.Rect, bool) {
	r, ok := w.at[win]
	return platform.Rect{X: r.X - icewmBorder, Y: r.Y - icewmBorder - icewmTitle, W: r.W + 2*icewmBorder, H: r.H + 2*icewmBorder + icewmTitle}, ok
}

// No part of the presenter view's frame reaches the projector: a window
// manager that hangs a maximized window's borders off its screen (IceWM)
// would show them as a strip along the projector's edge whenever the
// presenter view is raised above the class view; the presenter view, its
// frame moved onto the laptop's screen, still fills its work area.
func TestThePresenterViewsFrameStaysOnTheLaptop(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	wm := &icewm{at: map[fyne.Window]platform.Rect{h.win: projector.Bounds}}
	h.desk.WM = wm
	h.desk.At = func(win fyne.Window) (platform.Rect, bool) { r, ok := wm.at[win]; return r, ok }
	h.desk.FrameAt = wm.frame
	h.press(fyne.KeyF11)
	p := h.p.presenter
	wm.at[p.win] = platform.Rect{W: 640, H: 480}
	h.runTimers()
	f, _ := wm.frame(p.win)
	if !f.Within(laptop.Bounds) {
		t.Errorf("the presenter view's frame is at %+v, beyond the laptop's screen %+v", f, laptop.Bounds)
	}
	if r := wm.at[p.win]; !fillsWorkArea(r, laptop.Bounds) || r.W < laptop.Bounds.W-2*icewmBorder || r.Y+r.H != 742 {
		t.Errorf("the presenter view is at %+v, want it to fill the laptop's work area above the taskbar", r)
	}
	if p.win.Content() != p.look || h.p.presenter != p {
		t.Error("the presenter view, its frame moved, shows nothing or was closed")
	}
}

// A lesson chosen in the presenter view's list opens, and the keyboard
// stays the clicker's: Page Down goes on in the lesson, whatever the
// teacher clicked, the lesson already open too (teacher walk t15 E3).
func TestTheClickerWorksAfterALessonIsChosenFromTheList(t *testing.T) {
	h, p := presenting(t)
	p.win.Resize(fyne.NewSize(1366, 768))
	want := 3
	for range 2 { // a lesson, then the same one again
		tapLesson(t, p, want)
		if h.lesson != want {
			t.Fatalf("tapping %q in the lesson list opened lesson %d", h.lessons[want].Title, h.lesson+1)
		}
		step := h.view.Step
		pressKey(p.win.Canvas(), fyne.KeyPageDown)
		if h.view.Step != step+1 {
			t.Fatalf("Page Down after a tap in the lesson list: step %d, want %d (focus on %T)", h.view.Step+1, step+2, p.win.Canvas().Focused())
		}
	}
}

// Opening a lesson outside the plan keeps the minutes counted from the
// plan's start (teacher walk t15 m16: 20 of 45, then 6).
func TestTheMinutesCountFromThePlanOutsideIt(t *testing.T) {
	h, p := presenting(t)
	now := time.Now()
	p.now = func() time.Time { return now }
	h.p.Render(View{Presented: true, Plan: PlanStatus{Title: "Pairs", At: 6, Count: 8, By: 29, Began: now.Add(-20 * time.Minute)}})
	h.p.Render(View{Presented: true, Lesson: h.lessons[3], LessonIndex: 3})
	if want := lang.L("{{.Used}} of {{.Plan}} minutes", map[string]any{"Used": 20, "Plan": PlanMinutes}); !strings.Contains(p.state.Text, want) {
		t.Errorf("a lesson opened outside the plan 20 minutes into it: the presenter says %q, want %q", p.state.Text, want)
	}
}

// tapLesson taps the row of the i-th lesson in p's lesson list, as the
// mouse does.
func tapLesson(t *testing.T, p *presenter, i int) {
	t.Helper()
	title := p.lessonList[i].Title
	p.lessons.ScrollTo(i)
	var row fyne.Tappable // the row around the label: the objects come parent first
	for _, o := range test.LaidOutObjects(p.lessons) {
		if tappable, ok := o.(fyne.Tappable); ok {
			row = tappable
		}
		if l, ok := o.(*widget.Label); ok && l.Text == title && row != nil {
			test.Tap(row)
			return
		}
	}
	t.Fatalf("no row %q in the lesson list", title)
}

// pressKey presses k on canvas c as the keyboard does: to the widget with
// the focus, if any, else to the window.
func pressKey(c fyne.Canvas, k fyne.KeyName) {
	if f := c.Focused(); f != nil {
		f.TypedKey(&fyne.KeyEvent{Name: k})
		return
	}
	c.OnTypedKey()(&fyne.KeyEvent{Name: k})
}
