package ui

import (
	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/internal/platform"
)

// useTheScreen asks the window manager to maximize win, at the first
// start, when the screen it opened on has room for much more than
// firstSize, as a 1366×768 laptop has: the board then fills the height
// of the screen. A 1024×768 screen keeps firstSize, which fits it, and so
// does a desktop with no window manager, and a laptop with a projector
// beside it: presentation mode moves the window to the projector, which a
// window manager does not do with a maximized window. The size is kept
// from then on.
func useTheScreen(win fyne.Window, desk platform.Desktop) {
	r, ok := desk.Place(win)
	if !ok || desk.SecondScreen() {
		return
	}
	scale := win.Canvas().Scale()
	for _, sc := range desk.Screens() {
		if sc.Bounds.Contains(r.X+r.W/2, r.Y+r.H/2) &&
			(float32(sc.Bounds.W) >= 1.2*firstSize.Width*scale || float32(sc.Bounds.H) >= 1.3*firstSize.Height*scale) {
			desk.Maximize(win, true)
			return
		}
	}
}
