package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/style"
)

// laptop and projector are a laptop's screen, the main display, and a
// projector at its right.
var (
	laptop    = platform.Screen{Name: "DUMMY0", Bounds: platform.Rect{X: 0, Y: 0, W: 1366, H: 768}, Primary: true}
	projector = platform.Screen{Name: "DUMMY1", Bounds: platform.Rect{X: 1366, Y: 0, W: 1920, H: 1080}}
)

// setScreens gives a's world a fake desktop of the screens *screens and
// holds the timers it starts until runTimers runs them.
func setScreens(a *App, screens *[]platform.Screen) (runTimers func()) {
	var timers []func()
	a.world.stage.desk = &fakeScreens{Fake: &platform.Fake{}, list: screens}
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

// fakeScreens is a fake desktop whose screens are *list, which a test
// changes as a projector is plugged in or out.
type fakeScreens struct {
	*platform.Fake
	list *[]platform.Screen
}

// Screens returns *f.list.
func (f *fakeScreens) Screens() []platform.Screen { return *f.list }

// With a second screen, presentation mode shows the class's view there and
// opens the presenter's window on the laptop: the keys typed in it run the
// lesson, and it shows the next step and the answer to the question the
// board asks. Closing it ends presentation mode.
func TestPresenterOnASecondScreen(t *testing.T) {
	a := newTestApp(t)
	screens := []platform.Screen{laptop, projector}
	runTimers := setScreens(a, &screens)
	press(a, fyne.KeyF11)
	runTimers()
	p := a.world.presenter
	if p == nil || !inContent(a, a.frame.side) || !a.win.FullScreen() || !p.win.FullScreen() {
		t.Fatalf("presenting on a second screen: presenter %v, class view shown %v, full screen %v", p, inContent(a, a.frame.side), a.win.FullScreen())
	}
	if a.world.stage.class != projector || a.world.stage.laptop != laptop {
		t.Errorf("the class view is on %v and the presenter view on %v", a.world.stage.class.Name, a.world.stage.laptop.Name)
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
	screens := []platform.Screen{laptop, projector}
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
	screens := []platform.Screen{{Name: "HDMI-1", Bounds: platform.Rect{X: 0, Y: 0, W: 1920, H: 1080}, Primary: true}, {Name: "DP-1", Bounds: platform.Rect{X: 1920, Y: 0, W: 1366, H: 768}}}
	runTimers := setScreens(a, &screens)
	press(a, fyne.KeyF11)
	runTimers()
	if a.world.stage.laptop != screens[0] {
		t.Fatalf("with no built-in panel, the presenter view is on %q, want the main display", a.world.stage.laptop.Name)
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
		t.Errorf("after F12, the presenter view is on %q and the class view on %q", s.laptop.Name, s.class.Name)
	}
	press(a, fyne.KeyF11)
	press(a, fyne.KeyF11)
	if s := a.world.stage; s.laptop != screens[1] {
		t.Errorf("presenting again after a swap, the presenter view is on %q, want %q", s.laptop.Name, screens[1].Name)
	}
}

// A laptop's own panel takes the presenter view, even when the projector
// is the main display; without one, the screen of a laptop's physical
// size does; without that, the main display, a guess. The teacher's
// swap, kept, comes first.
func TestPickScreens(t *testing.T) {
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
// or by closing the presenter view, and that is the size kept for the
// next start, although the window had the full screen's size meanwhile.
func TestPresentationGivesTheWindowBackItsSize(t *testing.T) {
	for _, c := range []struct {
		name    string
		screens []platform.Screen
		end     func(a *App)
	}{
		{"one screen, F11", nil, func(a *App) { press(a, fyne.KeyF11) }},
		{"two screens, F11", []platform.Screen{laptop, projector}, func(a *App) { press(a, fyne.KeyF11) }},
		{"two screens, closing the presenter view", []platform.Screen{laptop, projector}, func(a *App) { a.world.presenter.win.Close() }},
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
	screens := []platform.Screen{laptop, projector}
	runTimers := setScreens(a, &screens)
	before := fyne.NewSize(900, 600)
	a.win.Resize(before)
	press(a, fyne.KeyF11)
	runTimers()
	p := a.world.presenter
	screens = []platform.Screen{laptop}
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
	setScreens(a, new([]platform.Screen))
	a.world.stage.desk.(*fakeScreens).Second = true
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
	setScreens(a, &[]platform.Screen{laptop})
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
	screens := []platform.Screen{laptop, projector}
	runTimers := setScreens(a, &screens)
	a.world.stage.desk.(*fakeScreens).At = func(win fyne.Window) (platform.Rect, bool) {
		if win == a.win {
			return projector.Bounds, true
		}
		return platform.Rect{X: projector.Bounds.X, Y: 0, W: 640, H: 480}, true // where the window manager left it
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
			screens := []platform.Screen{laptop, projector}
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
