// Package platform is the app's one door to the computer's desktop below
// Fyne: the screens GLFW sees, where the X server has a window and its
// frame, asking a window manager to maximize one or to move its frame, a
// window destroyed from outside, and
// whether a display answers at all. It is the only package of the app
// with cgo, Xlib or a direct GLFW call, in one file per platform: x11.go
// (Linux and the BSDs), windows.go, glfw.go (the screens, for both) and
// other.go (macOS, the browser, Android, and the test driver's -tags ci),
// where every answer is "not known". Fake stands in for it in tests.
package platform

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Rect is a rectangle on the desktop, in pixels.
type Rect struct{ X, Y, W, H int }

// Contains reports whether the point x, y is inside r.
func (r Rect) Contains(x, y int) bool {
	return r.X <= x && x < r.X+r.W && r.Y <= y && y < r.Y+r.H
}

// Within reports whether all of r is inside b.
func (r Rect) Within(b Rect) bool {
	return b.X <= r.X && r.X+r.W <= b.X+b.W && b.Y <= r.Y && r.Y+r.H <= b.Y+b.H
}

// Intersect returns the part of r inside b; empty (W or H 0) if none is.
func (r Rect) Intersect(b Rect) Rect {
	x, y := max(r.X, b.X), max(r.Y, b.Y)
	return Rect{x, y, max(0, min(r.X+r.W, b.X+b.W)-x), max(0, min(r.Y+r.H, b.Y+b.H)-y)}
}

// Screen is one of the computer's screens: its output's name, where it
// is on the desktop, its physical width and whether it is the main
// display.
type Screen struct {
	Name    string
	Bounds  Rect
	MM      int // the physical width in millimetres, 0 when the screen gives none
	Primary bool
}

// Desktop is what the app asks of the computer's screens and the windows
// on them.
type Desktop interface {
	// Screens returns the computer's screens; nil where a window's screen
	// cannot be chosen (Wayland places windows itself, a browser has one)
	// or no desktop driver runs.
	Screens() []Screen
	// Place returns where win's content is on the desktop, and its size;
	// ok is false where the app cannot tell.
	Place(win fyne.Window) (r Rect, ok bool)
	// Maximize asks the window manager to maximize win, if on is set: to
	// fill the work area of the screen it is on; or to give it back its
	// size. It returns false where no window manager runs, or the app
	// cannot ask one.
	Maximize(win fyne.Window, on bool) bool
	// Frame returns where win's frame is on the desktop: its place with
	// the window manager's borders and title bar around it, which a
	// maximized window's may hang off its screen onto the next (IceWM);
	// ok is false where the app cannot tell.
	Frame(win fyne.Window) (r Rect, ok bool)
	// MoveFrame asks the window manager to move and size win, not
	// maximized, so that its frame fills r. It returns false where the
	// app cannot ask.
	MoveFrame(win fyne.Window, r Rect) bool
	// SecondScreen reports whether the computer has a second screen, as
	// a projector beside a laptop's screen.
	SecondScreen() bool
	// WatchDestroyed calls gone, on a goroutine of its own, when win's
	// native window is destroyed from outside (xdotool windowclose, some
	// window managers), which GLFW does not notice. win must be shown.
	WatchDestroyed(win fyne.Window, gone func())
	// WatchFocus calls focused, on a goroutine of its own, each time
	// win's native window gets the keyboard focus from outside the app's
	// own widgets: a click on it, Alt+Tab. win must be shown.
	WatchFocus(win fyne.Window, focused func())
	// DisplayError returns why no display can be opened, or nil when one
	// answers (or the system always has one).
	DisplayError() error
}

// Native returns the computer's own desktop.
func Native() Desktop { return native{} }

// native is the computer's desktop, as the files of each platform reach it.
type native struct{}

func (native) Screens() []Screen                      { return screens() }
func (native) Place(win fyne.Window) (Rect, bool)     { return place(win) }
func (native) Maximize(win fyne.Window, on bool) bool { return maximize(win, on) }
func (native) Frame(win fyne.Window) (Rect, bool)     { return frame(win) }
func (native) MoveFrame(win fyne.Window, r Rect) bool { return moveFrame(win, r) }

// SecondScreen asks Fyne's desktop driver, which knows on every platform.
func (native) SecondScreen() bool {
	d, ok := fyne.CurrentApp().Driver().(desktop.Driver)
	return ok && d.HasSecondaryDisplay()
}

// DisplayError asks the display before any window opens: GLFW, given
// none, logs its error and the app would end in a panic inside Fyne.
func (native) DisplayError() error { return displayError() }

// WatchDestroyed watches on X11 alone: on Windows, macOS, Wayland and in
// a browser it does nothing.
func (native) WatchDestroyed(win fyne.Window, gone func()) { watchDestroyed(win, gone) }

// WatchFocus watches on X11 alone: elsewhere it does nothing.
func (native) WatchFocus(win fyne.Window, focused func()) { watchFocus(win, focused) }

// Fake is a desktop for tests: its screens are List, windows are where At
// says (nowhere known when At is nil), their frames where FrameAt says
// (nowhere known when nil), a window manager maximizes and moves frames
// where WM says, and Second says whether there is a second screen. Its
// display always answers, and no window of it is destroyed from outside
// or focused from outside the app.
type Fake struct {
	List    []Screen
	At      func(win fyne.Window) (Rect, bool)
	FrameAt func(win fyne.Window) (Rect, bool)
	WM      FakeWM // nil for none
	Second  bool
}

// FakeWM is a fake desktop's window manager, asked to maximize a window
// or to move its frame; it reports whether it was asked.
type FakeWM interface {
	Maximize(win fyne.Window, on bool) bool
	MoveFrame(win fyne.Window, r Rect) bool
}

var _ Desktop = (*Fake)(nil)

// Screens returns f.List.
func (f *Fake) Screens() []Screen { return f.List }

// Place asks f.At.
func (f *Fake) Place(win fyne.Window) (Rect, bool) {
	if f.At == nil {
		return Rect{}, false
	}
	return f.At(win)
}

// Maximize asks f.WM; false without one.
func (f *Fake) Maximize(win fyne.Window, on bool) bool { return f.WM != nil && f.WM.Maximize(win, on) }

// Frame asks f.FrameAt.
func (f *Fake) Frame(win fyne.Window) (Rect, bool) {
	if f.FrameAt == nil {
		return Rect{}, false
	}
	return f.FrameAt(win)
}

// MoveFrame asks f.WM; false without one.
func (f *Fake) MoveFrame(win fyne.Window, r Rect) bool { return f.WM != nil && f.WM.MoveFrame(win, r) }

// SecondScreen returns f.Second.
func (f *Fake) SecondScreen() bool { return f.Second }

// WatchDestroyed does nothing: no fake window is destroyed from outside.
func (f *Fake) WatchDestroyed(fyne.Window, func()) {}

// WatchFocus does nothing: no fake window is focused from outside.
func (f *Fake) WatchFocus(fyne.Window, func()) {}

// DisplayError returns nil: a fake display always answers.
func (f *Fake) DisplayError() error { return nil }
