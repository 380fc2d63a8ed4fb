package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/ui/style"
)

// laptop and projector are a laptop's screen, the main display, and a
// projector at its right.
var (
	laptop    = screen{name: "DUMMY0", bounds: rect{0, 0, 1366, 768}, primary: true}
	projector = screen{name: "DUMMY1", bounds: rect{1366, 0, 1920, 1080}}
)

// setScreens gives a's world the screens *screens and holds the timers it
// starts until runTimers runs them.
func setScreens(a *App, screens *[]screen) (runTimers func()) {
	var timers []func()
	a.world.stage.screens = func() []screen { return *screens }
	a.world.stage.after = func(_ time.Duration, f func()) { timers = append(timers, f) }
	return func() {
		for range 50 { // the timers due, then those they start, as time goes by
			now := timers
			timers = nil
			for _, f := range now {
				f()
			}
		}
	}
}

// With a second screen, presentation mode shows the class's view there and
// opens the presenter's window on the laptop: the keys typed in it run the
// lesson, and it shows the next step and the answer to the question the
// board asks. Closing it ends presentation mode.
func TestPresenterOnASecondScreen(t *testing.T) {
	a := newTestApp(t)
	screens := []screen{laptop, projector}
	runTimers := setScreens(a, &screens)
	press(a, fyne.KeyF11)
	runTimers()
	p := a.world.presenter
	if p == nil || !inContent(a, a.frame.side) || !a.win.FullScreen() || !p.win.FullScreen() {
		t.Fatalf("presenting on a second screen: presenter %v, class view shown %v, full screen %v", p, inContent(a, a.frame.side), a.win.FullScreen())
	}
	if a.world.stage.class != projector || a.world.stage.laptop != laptop {
		t.Errorf("the class view is on %v and the presenter view on %v", a.world.stage.class.name, a.world.stage.laptop.name)
	}
	if th, ok := p.look.Theme.(style.Theme); !ok || th.Scale < 1 {
		t.Errorf("the presenter's window has the theme %+v, want the laptop's normal size at least", p.look.Theme)
	}

	typeKey(p.win.Canvas(), fyne.KeyPageDown)
	tt := a.teaching
	if lessonOn(a) == nil || !strings.HasPrefix(p.stepHeading.Text, lessonOn(a).Title) ||
		p.step.Text != lessonOn(a).Steps[0].Text || p.next.Text != lessonOn(a).Steps[1].Text || p.question.Visible() {
		t.Fatalf("Page Down in the presenter's window: lesson %v, the presenter shows %q, %q then %q",
			lessonOn(a), p.stepHeading.Text, p.step.Text, p.next.Text)
	}
	shortcutOn(p.win.Canvas(), ctrl(fyne.KeyPageDown))
	for range 20 { // on to the first step of lesson 2 that asks a question
		if tt.lessons.Asking() {
			break
		}
		typeKey(p.win.Canvas(), fyne.KeyPageDown)
	}
	if st := lessonOn(a).Steps[tt.lessons.Step()]; st.Question == "" || !p.question.Visible() ||
		p.ask.Text != st.Question || p.answer.Text != st.Answer {
		t.Errorf("at step %d, which asks %q, the presenter asks %q and answers %q", tt.lessons.Step()+1, st.Question, p.ask.Text, p.answer.Text)
	}
	typeKey(p.win.Canvas(), fyne.KeyF2)
	if a.frame.tabs.Selected() != tt.tabs[1] {
		t.Errorf("F2 in the presenter's window shows the tab %q", a.frame.tabs.Selected().Text)
	}

	p.win.Close()
	if a.frame.presented || a.world.presenter != nil || a.win.MainMenu() == nil || a.win.FullScreen() {
		t.Error("closing the presenter's window left presentation mode on")
	}
}

// The presenter's text is large on a laptop's screen: read from a step
// away, it is larger than in the window's normal size.
func TestPresenterTextIsLarge(t *testing.T) {
	a := newTestApp(t)
	screens := []screen{laptop, projector}
	runTimers := setScreens(a, &screens)
	press(a, fyne.KeyF11)
	runTimers()
	p := a.world.presenter
	p.win.Resize(fyne.NewSize(1366, 768))
	th, _ := p.look.Theme.(style.Theme)
	if got, want := th.Size(theme.SizeNameText), float32(min(768/presenterLines, 1366/presenterEms)); got < want-1 || got < 1.4*theme.DefaultTheme().Size(theme.SizeNameText) {
		t.Errorf("on a 1366×768 laptop, the presenter's text is %v high, want about %v", got, want)
	}
}

// F12, in either window, swaps the screens of the class view and the
// presenter view, and the next presentation keeps the teacher's choice.
func TestSwapScreens(t *testing.T) {
	a := newTestApp(t)
	screens := []screen{{name: "HDMI-1", bounds: rect{0, 0, 1920, 1080}, primary: true}, {name: "DP-1", bounds: rect{1920, 0, 1366, 768}}}
	runTimers := setScreens(a, &screens)
	press(a, fyne.KeyF11)
	runTimers()
	if a.world.stage.laptop != screens[0] {
		t.Fatalf("with no built-in panel, the presenter view is on %q, want the main display", a.world.stage.laptop.name)
	}
	if !a.world.presenter.swapHint.Visible() {
		t.Error("the presenter view on the main display, a guess, does not say that F12 swaps the screens")
	}
	typeKey(a.world.presenter.win.Canvas(), fyne.KeyF12)
	runTimers()
	if a.world.presenter.swapHint.Visible() {
		t.Error("after the teacher's swap, the presenter view still says that F12 swaps the screens")
	}
	if s := a.world.stage; s.laptop != screens[1] || s.class != screens[0] || !a.win.FullScreen() || !a.world.presenter.win.FullScreen() {
		t.Errorf("after F12, the presenter view is on %q and the class view on %q", s.laptop.name, s.class.name)
	}
	press(a, fyne.KeyF11)
	press(a, fyne.KeyF11)
	if s := a.world.stage; s.laptop != screens[1] {
		t.Errorf("presenting again after a swap, the presenter view is on %q, want %q", s.laptop.name, screens[1].name)
	}
}

// A laptop's own panel takes the presenter view, even when the projector
// is the main display; without one, the screen of a laptop's physical
// size does; without that, the main display, a guess. The teacher's
// swap, kept, comes first.
func TestPickScreens(t *testing.T) {
	panel := screen{name: "eDP-1", bounds: rect{0, 0, 1366, 768}, mm: 344}
	hdmi := screen{name: "HDMI-1", bounds: rect{1366, 0, 1920, 1080}, primary: true}
	small := screen{name: "DP-2", bounds: rect{0, 0, 1920, 1080}, mm: 344}  // a laptop's 15.6-inch panel
	wall := screen{name: "HDMI-1", bounds: rect{1920, 0, 1024, 768}, mm: 0} // a projector: no size
	desk := screen{name: "DP-1", bounds: rect{0, 0, 1920, 1080}, mm: 527, primary: true}
	big := screen{name: "HDMI-1", bounds: rect{1920, 0, 1920, 1080}, mm: 1600}
	twin1 := screen{name: "Generic PnP Monitor", bounds: rect{0, 0, 1366, 768}, primary: true}
	twin2 := screen{name: "Generic PnP Monitor", bounds: rect{1366, 0, 1920, 1080}}
	primaryWall := wall
	primaryWall.primary = true
	for _, c := range []struct {
		screens      []screen
		kept         string
		laptop, proj screen
		sure         bool
	}{
		{[]screen{panel, hdmi}, "", panel, hdmi, true},
		{[]screen{hdmi, panel}, "", panel, hdmi, true},
		{[]screen{laptop, projector}, "", laptop, projector, false},
		{[]screen{projector, {name: "DUMMY0", bounds: laptop.bounds}}, "DUMMY0", screen{name: "DUMMY0", bounds: laptop.bounds}, projector, true},
		{[]screen{panel, hdmi}, "HDMI-1", hdmi, panel, true},
		{[]screen{panel, hdmi}, "VGA-1", panel, hdmi, true}, // the kept screen is gone
		{[]screen{primaryWall, small}, "", small, primaryWall, true},
		{[]screen{big, small}, "", small, big, true},
		{[]screen{desk, wall}, "", desk, wall, false},
		{[]screen{desk, big}, "", desk, big, false},
		{[]screen{twin1, twin2}, "", twin1, twin2, false},
		{[]screen{twin1, twin2}, screenID([]screen{twin1, twin2}, twin2), twin2, twin1, true},
	} {
		l, p, sure, ok := pickScreens(c.screens, c.kept)
		if !ok || l != c.laptop || p != c.proj || sure != c.sure {
			t.Errorf("of %v (kept %q) the laptop's screen is %v and the projector's %v, sure %v; want %v and %v, sure %v",
				c.screens, c.kept, l, p, sure, c.laptop, c.proj, c.sure)
		}
	}
	if _, _, _, ok := pickScreens([]screen{panel}, ""); ok {
		t.Error("one screen makes a laptop and a projector")
	}
}

// The window comes back at its size from before presentation mode, by F11
// or by closing the presenter view, and that is the size kept for the
// next start, although the window had the full screen's size meanwhile.
func TestPresentationGivesTheWindowBackItsSize(t *testing.T) {
	for _, c := range []struct {
		name    string
		screens []screen
		end     func(a *App)
	}{
		{"one screen, F11", nil, func(a *App) { press(a, fyne.KeyF11) }},
		{"two screens, F11", []screen{laptop, projector}, func(a *App) { press(a, fyne.KeyF11) }},
		{"two screens, closing the presenter view", []screen{laptop, projector}, func(a *App) { a.world.presenter.win.Close() }},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newTestApp(t)
			runTimers := setScreens(a, &c.screens)
			before := fyne.NewSize(900, 600)
			a.win.Resize(before)
			press(a, fyne.KeyF11)
			runTimers()
			a.win.Resize(fyne.NewSize(1920, 1080)) // the full screen, which Fyne also takes for the window's size
			c.end(a)
			runTimers()
			if a.frame.presented || a.win.FullScreen() {
				t.Fatal("presentation mode did not end")
			}
			if got := a.win.Canvas().Size(); got != before {
				t.Errorf("after presentation mode, the window is %v, want %v", got, before)
			}
			a.keepSize()
			if got := a.lastSize(); got != before {
				t.Errorf("the size kept for the next start is %v, want %v", got, before)
			}
		})
	}
}

// Unplugging the projector mid-class closes the presenter view and leaves
// the class view full screen on the laptop; F11 then ends presentation
// mode with the window as it was.
func TestProjectorUnplugged(t *testing.T) {
	a := newTestApp(t)
	screens := []screen{laptop, projector}
	runTimers := setScreens(a, &screens)
	before := fyne.NewSize(900, 600)
	a.win.Resize(before)
	press(a, fyne.KeyF11)
	runTimers()
	p := a.world.presenter
	screens = []screen{laptop}
	runTimers()
	if a.world.presenter != nil || !a.frame.presented || !a.win.FullScreen() {
		t.Fatalf("after unplugging: presenter %v, presenting %v, full screen %v; want the class view alone, full screen", a.world.presenter, a.frame.presented, a.win.FullScreen())
	}
	if slices.Contains(fyne.CurrentApp().Driver().AllWindows(), p.win) {
		t.Error("the presenter's window is still open")
	}
	press(a, fyne.KeyF11)
	runTimers()
	if got := a.win.Canvas().Size(); a.frame.presented || a.win.FullScreen() || got != before {
		t.Errorf("F11 after unplugging: presenting %v, full screen %v, size %v; want the window as before, %v", a.frame.presented, a.win.FullScreen(), got, before)
	}
}

// Where the app cannot tell the two screens apart, it opens no presenter
// view, which could land on the class's screen with the answers, and
// says how to make presenting work.
func TestNoPresenterWhereScreensCannotBePlaced(t *testing.T) {
	a := newTestApp(t)
	setScreens(a, new([]screen))
	a.world.secondScreen = func() bool { return true }
	press(a, fyne.KeyF11)
	if a.world.presenter != nil || !a.win.FullScreen() {
		t.Fatalf("presenter %v, full screen %v; want no presenter view, full screen", a.world.presenter, a.win.FullScreen())
	}
	if got := dialogText(a); !strings.Contains(got, "main display") {
		t.Errorf("the message %q does not say how to have the presenter view", got)
	}
}

// With one screen, presentation mode alone does the job.
func TestNoPresenterOnOneScreen(t *testing.T) {
	a := newTestApp(t)
	setScreens(a, &[]screen{laptop})
	press(a, fyne.KeyF11)
	if a.world.presenter != nil {
		t.Error("presenting on one screen opened the presenter's window")
	}
}

// typeKey types k on canvas c, as the keyboard does when no widget has
// the focus.
func typeKey(c fyne.Canvas, k fyne.KeyName) {
	c.OnTypedKey()(&fyne.KeyEvent{Name: k})
}

// A presenter view the window manager keeps off the laptop's screen shows
// nothing, is closed, not filled over the class's screen, and the teacher
// is told; the class view stays.
func TestPresenterKeptOffTheLaptop(t *testing.T) {
	a := newTestApp(t)
	screens := []screen{laptop, projector}
	runTimers := setScreens(a, &screens)
	a.world.stage.place = func(win fyne.Window) (rect, bool) {
		if win == a.win {
			return projector.bounds, true
		}
		return rect{projector.bounds.x, 0, 640, 480}, true // where the window manager left it
	}
	press(a, fyne.KeyF11)
	p := a.world.presenter
	runTimers()
	if p.win.Content() == p.look {
		t.Error("the presenter view shows its content, answers and all, off the laptop's screen")
	}
	time.Sleep(placeTime + 100*time.Millisecond)
	runTimers()
	if a.world.presenter != nil || p.win.FullScreen() {
		t.Fatalf("the presenter view kept off the laptop is open %v, full screen %v", a.world.presenter != nil, p.win.FullScreen())
	}
	if !a.frame.presented || !a.win.FullScreen() {
		t.Error("presentation mode ended with the presenter view")
	}
	if got := dialogText(a); !strings.Contains(got, "laptop's screen") {
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
			a := newLanguageApp(t, tag)
			screens := []screen{laptop, projector}
			runTimers := setScreens(a, &screens)
			press(a, fyne.KeyF11)
			runTimers()
			p := a.world.presenter
			p.win.Resize(fyne.NewSize(1366, 723)) // maximized under a title bar and a taskbar
			th, _ := p.look.Theme.(style.Theme)
			if w, got := p.win.Canvas().Size().Width, p.body.MinSize().Width; got > w {
				t.Errorf("the presenter view needs %v wide, the window is %v", got, w)
			}
			if got := th.Size(theme.SizeNameText); got < 1.3*theme.DefaultTheme().Size(theme.SizeNameText) {
				t.Errorf("the presenter's text is %v high, not larger than the window's normal size", got)
			}
		})
	}
}
