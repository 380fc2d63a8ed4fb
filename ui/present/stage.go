package present

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/loop"
	"github.com/qttt-edu/qttt/ui/internal/platform"
)

// stage is where presentation mode puts the windows: the window's size
// and place from before, to give back, and with two screens the one the
// class sees and the teacher's.
type stage struct {
	desk   platform.Desktop                // the computer's screens and where its windows are
	after  func(d time.Duration, f func()) // runs f on the UI goroutine after d
	chosen Chosen                          // keeps the teacher's choice of screens

	size          fyne.Size // the window's size before presentation mode
	x, y          int       // and its place, when placed is true
	placed        bool
	laptop, class platform.Screen // the presenter's screen and the class's, while both are in use
	gen           int             // counts placements: a step left over from an earlier one does nothing
}

// Chosen keeps the screen the teacher chose, by swapping, for the
// presenter view (its screenID), from one start to the next.
type Chosen interface {
	LaptopScreen() string
	SetLaptopScreen(id string)
}

// newStage returns the stage of the screens of desk, keeping the
// teacher's choice in chosen; l runs the later steps of placing the
// windows, which wait for a window manager.
func newStage(desk platform.Desktop, chosen Chosen, l loop.Scheduler) stage {
	return stage{desk: desk, after: l.After, chosen: chosen}
}

// enterStage notes the window's size from before, and its place, then puts it full screen:
// with two screens the app can tell apart, the class view on the
// projector and the presenter view on the laptop, each on its screen
// explicitly; with two it cannot, the class view on the one that is not
// the main display, and no presenter view, since it could land on the
// class's screen with the answers.
func (p *Present) enterStage(size fyne.Size) {
	s := &p.stage
	s.gen++
	s.size = size
	r, placed := s.desk.Place(p.win())
	s.x, s.y, s.placed = r.X, r.Y, placed
	lap, class, sure, two := pickScreens(s.desk.Screens(), s.chosen.LaptopScreen())
	switch {
	case two:
		s.laptop, s.class = lap, class
		p.openPresenter()
		p.presenter.showSwapHint(!sure, s.teacherOnClassScreen())
		p.placeViews()
	case s.desk.SecondScreen():
		fullScreenSecondary(p.win())
		dialogs.ShowInformation(lang.L("Presenter view"), lang.L("The presenter view did not open: here the app cannot choose a screen for each window, and the presenter view, with its answers, could appear on the class's screen. The class view goes to the screen that is not the main display: if the class sees the laptop's screen instead of the projector's, make the laptop the main display in the system's display settings."), p.win())
	case p.host.FullScreen():
		p.win().SetFullScreen(true)
	}
}

// teacherOnClassScreen reports whether the window the teacher was
// working in before presentation mode was on the screen the class view
// now takes, or at a place not known: a sign that a guess put the class
// view on the laptop's screen.
func (s *stage) teacherOnClassScreen() bool {
	on, ok := screenAt(s.desk.Screens(), s.x, s.y)
	return !s.placed || !ok || on == s.class
}

// placeViews puts the class view full screen on the class's screen and
// the presenter view on the laptop's, and watches for the projector being
// unplugged. Under a window manager the presenter view is maximized
// rather than full screen, so that no panel or dock covers any of it:
// window managers keep a full-screen window above them only while it has
// the focus (the EWMH's advice), and the class view has it.
func (p *Present) placeViews() {
	s := &p.stage
	s.gen++
	p.fullScreenOn(p.win(), s.class, s.size, false)
	p.fullScreenOn(p.presenter.win, s.laptop, presenterWindowed, true)
	p.watchScreens()
}

// SwapScreens puts the class view on the presenter view's screen and the
// presenter view on the class's, and keeps that choice for the next time.
// It ends presentation mode and, once the window is back in its place,
// starts it again: the one way that moves both windows under every window
// manager tried (IceWM drops requests made while it is taking a window out
// of full screen). The window keeps its size and place from before.
func (p *Present) SwapScreens() {
	s := &p.stage
	if p.presenter == nil {
		return
	}
	s.chosen.SetLaptopScreen(screenID(s.desk.Screens(), s.class))
	size, x, y, placed := s.size, s.x, s.y, s.placed
	p.show(false)
	gen, since := s.gen, time.Now()
	var again func()
	again = func() {
		if gen != s.gen || p.on {
			return
		}
		if r, ok := s.desk.Place(p.win()); ok && placed && (r.X != x || r.Y != y) && time.Since(since) < placeTime {
			s.after(pollTime, again)
			return
		}
		p.show(true)
		s.size, s.x, s.y, s.placed = size, x, y, placed
	}
	s.after(leaveTime, again)
}

// fullScreenOn puts win full screen on screen sc, going through the size
// windowed if it fills another screen now. It moves the window there
// first and waits, up to placeTime, until it is there: Fyne fills the
// screen the window is on, and so do window managers without
// _NET_WM_FULLSCREEN_MONITORS, such as Openbox. Where the app reads the
// window's place, it then waits, up to placeTime again, for the window to
// fill the screen, and asks again, up to twice, if it does not: IceWM
// drops some requests made while it is still placing a window.
//
// The presenter view (presenter set) is maximized instead where a window
// manager runs (maximize), but for the last time of asking; it shows its
// content once it fills sc, or at once where the app cannot read where
// it is (reveal), and it never fills another screen: where the window
// manager does not put it on sc (IceWM keeps windows off a screen after
// the main display changed while it ran), it is closed (presenterLost).
func (p *Present) fullScreenOn(win fyne.Window, sc platform.Screen, windowed fyne.Size, presenter bool) {
	s := &p.stage
	gen := s.gen
	asked, maximized := 0, false
	var since time.Time
	var move, check, verify func()
	move = func() {
		if gen != s.gen {
			return
		}
		if dw, ok := win.(desktop.Window); ok {
			dw.RequestPosition(sc.Bounds.X, sc.Bounds.Y)
		}
		since = time.Now()
		s.after(pollTime, check)
	}
	check = func() {
		if gen != s.gen {
			return
		}
		r, ok := s.desk.Place(win)
		if ok && !sc.Bounds.Contains(r.X, r.Y) {
			if time.Since(since) < placeTime {
				s.after(pollTime, check)
				return
			}
			if presenter {
				p.presenterLost()
				return
			}
		}
		if maximized = presenter && asked < 2 && s.desk.Maximize(win, true); !maximized {
			win.SetFullScreen(true)
		}
		asked++
		since = time.Now()
		s.after(pollTime, verify)
	}
	verify = func() {
		if gen != s.gen {
			return
		}
		if r, ok := s.desk.Place(win); !ok || r == sc.Bounds || maximized && fillsWorkArea(r, sc.Bounds) {
			if presenter && p.presenter != nil {
				p.presenter.reveal()
			}
			if maximized {
				p.keepFrameOn(win, sc)
			}
			return
		}
		if time.Since(since) < placeTime {
			s.after(pollTime, verify)
			return
		}
		if asked > 2 {
			if presenter {
				p.presenterLost()
			}
			return
		}
		if maximized {
			s.desk.Maximize(win, false) // a maximized window stays where it is
		} else {
			win.SetFullScreen(false)
		}
		s.after(pollTime, move)
	}
	if !win.FullScreen() {
		move()
		return
	}
	// Out of full screen first, at a size that fits any screen: Fyne
	// would leave it as large as the screen it filled, which a window
	// manager may shrink, and the theme, sized to the window, grow again.
	// Then a pause: a window manager still taking the window out of full
	// screen (IceWM) drops a new request to fill a screen.
	win.SetFullScreen(false)
	win.Resize(windowed)
	s.after(leaveTime, move)
}

// keepFrameOn moves the frame of win, maximized on sc, onto sc where the
// window manager left a part of it on the next screen: IceWM puts a
// maximized window's borders just off its screen, and the presenter
// view's then showed as a light strip along the projector's edge
// whenever it was above the class view (raised, or asking the teacher
// something). The window, no longer maximized, then fills the part on sc
// of where its frame was: the same work area, its borders in it. Where
// the window manager does not move it, it is maximized again.
func (p *Present) keepFrameOn(win fyne.Window, sc platform.Screen) {
	s := &p.stage
	gen := s.gen
	f, ok := s.desk.Frame(win)
	if !ok || f.Within(sc.Bounds) {
		return
	}
	want := f.Intersect(sc.Bounds)
	maximized, _ := s.desk.Place(win)
	s.desk.Maximize(win, false)
	since := time.Now()
	var move, check func()
	move = func() { // once the window manager has given the window back its size
		if gen != s.gen {
			return
		}
		if r, _ := s.desk.Place(win); r == maximized && time.Since(since) < placeTime {
			s.after(pollTime, move)
			return
		}
		s.desk.MoveFrame(win, want)
		since = time.Now()
		s.after(pollTime, check)
	}
	check = func() {
		if gen != s.gen {
			return
		}
		if f, ok := s.desk.Frame(win); ok && f.Within(sc.Bounds) && f.W >= want.W*9/10 && f.H >= want.H*9/10 {
			return
		}
		if time.Since(since) < placeTime {
			s.after(pollTime, check)
			return
		}
		s.desk.Maximize(win, true)
	}
	s.after(pollTime, move)
}

// fillsWorkArea reports whether a maximized window's content r fills the
// work area of a screen b: inside it, as wide but for a frame's borders
// and three quarters as high at least, under a title bar and panels.
func fillsWorkArea(r, b platform.Rect) bool {
	return b.Contains(r.X, r.Y) && b.Contains(r.X+r.W-1, r.Y+r.H-1) && r.W >= b.W*9/10 && r.H >= b.H*3/4
}

// presenterWindowed is the presenter view's size on its way from one
// screen to the other.
var presenterWindowed = fyne.NewSize(640, 480)

// pollTime is how often the app looks where a window is while placing
// it, placeTime how long it waits for a window manager to move a window
// or fill a screen with it (longer on a busy computer), and leaveTime how
// long it gives a window manager to take a window out of full screen.
const (
	pollTime  = 100 * time.Millisecond
	placeTime = 3 * time.Second
	leaveTime = 500 * time.Millisecond
)

// watchScreens checks every second, while the presenter view is open,
// that the two screens are still there, and carries on with one when the
// projector is unplugged. A screen whose size or place changed (the
// projector's resolution set again by the system, or by the projector as
// it renegotiates) gets its view placed again, filling it, as after a
// replug: the class view left at the old size was cut off or short of
// the screen.
func (p *Present) watchScreens() {
	s := &p.stage
	gen := s.gen
	var check func()
	check = func() {
		if gen != s.gen || p.presenter == nil {
			return
		}
		screens := s.desk.Screens()
		if _, _, _, two := pickScreens(screens, ""); !two {
			p.screenLost()
			return
		}
		lap, lapOK := named(screens, s.laptop.Name)
		class, classOK := named(screens, s.class.Name)
		if lapOK && classOK && (lap.Bounds != s.laptop.Bounds || class.Bounds != s.class.Bounds) {
			p.screensResized(lap, class)
			return
		}
		s.after(time.Second, check)
	}
	s.after(time.Second, check)
}

// named returns the screen of screens whose output is called name.
func named(screens []platform.Screen, name string) (platform.Screen, bool) {
	for _, sc := range screens {
		if sc.Name == name {
			return sc, true
		}
	}
	return platform.Screen{}, false
}

// screensResized places again, on the laptop's screen lap and the class's
// class as they are now, the view of each that changed size or place, and
// watches the screens again.
func (p *Present) screensResized(lap, class platform.Screen) {
	s := &p.stage
	s.gen++
	if class.Bounds != s.class.Bounds {
		s.class = class
		p.fullScreenOn(p.win(), class, s.size, false)
	}
	if lap.Bounds != s.laptop.Bounds {
		s.laptop = lap
		p.fullScreenOn(p.presenter.win, lap, presenterWindowed, true)
	}
	p.watchScreens()
}

// screenLost carries on presenting on the one screen left: the presenter
// view closes, and the class view fills that screen, until the projector
// is back (watchReturn).
func (p *Present) screenLost() {
	s := &p.stage
	s.gen++
	if pr := p.presenter; pr != nil {
		p.setPresenter(nil)
		pr.close()
	}
	s.laptop, s.class = platform.Screen{}, platform.Screen{}
	defer p.watchReturn()
	if screens := s.desk.Screens(); len(screens) > 0 {
		p.fullScreenOn(p.win(), screens[0], s.size, false)
		return
	}
	p.win().SetFullScreen(false)
	p.win().SetFullScreen(true)
}

// watchReturn checks every second, while presentation mode goes on
// without the projector, whether it is plugged back in, and then puts
// the class view on it and the presenter view on the laptop again, with
// no key pressed.
func (p *Present) watchReturn() {
	s := &p.stage
	gen := s.gen
	var check func()
	check = func() {
		if !p.on || p.presenter != nil || gen != s.gen && s.laptop.Name != "" {
			return // presentation mode ended, or the screens were placed again
		}
		lap, class, sure, two := pickScreens(s.desk.Screens(), s.chosen.LaptopScreen())
		if !two {
			s.after(time.Second, check)
			return
		}
		s.laptop, s.class = lap, class
		p.openPresenter()
		p.presenter.showSwapHint(!sure, s.teacherOnClassScreen())
		p.placeViews()
	}
	s.after(time.Second, check)
}

// presenterLost closes the presenter view, which the window manager did
// not put on the laptop's screen, and says so: presentation goes on
// without it.
func (p *Present) presenterLost() {
	pr := p.presenter
	if pr == nil {
		return
	}
	p.setPresenter(nil)
	pr.close()
	dialogs.ShowInformation(lang.L("Presenter view"), lang.L("The presenter view was closed: the window manager did not move it to the laptop's screen, and elsewhere it could show its answers to the class. Presentation mode goes on without it; {{.Key}} twice tries again.", map[string]any{"Key": command.KeyLabel(command.Present)}), p.win())
}

// leaveStage closes the presenter view and ends the full screen.
func (p *Present) leaveStage() {
	s := &p.stage
	s.gen++
	if pr := p.presenter; pr != nil {
		p.setPresenter(nil)
		pr.close()
	}
	p.win().SetFullScreen(false)
}

// restoreWindow gives the window back its size and place from before
// presentation mode, on a screen that is still there; and once more a
// moment later, as some window managers put back a size of their own
// after leaving full screen. Fyne, for its part, takes the full screen's
// size for the window's when the theme's scale changes while it fills
// the screen.
func (p *Present) restoreWindow() {
	s := &p.stage
	gen := s.gen
	restore := func() {
		if gen != s.gen || p.on {
			return
		}
		p.win().Resize(s.size)
		dw, ok := p.win().(desktop.Window)
		if !ok {
			return
		}
		scale := p.win().Canvas().Scale()
		r := platform.Rect{X: s.x, Y: s.y, W: int(s.size.Width * scale), H: int(s.size.Height * scale)}
		switch screens := s.desk.Screens(); {
		case s.placed:
			r = keepOnScreen(screens, r)
		case s.laptop.Name != "": // moved to the projector from a place not known
			r = keepOnScreen([]platform.Screen{s.laptop}, platform.Rect{X: -1 << 20, W: r.W, H: r.H})
		default:
			return
		}
		dw.RequestPosition(r.X, r.Y)
	}
	restore()
	s.after(300*time.Millisecond, restore)
}
