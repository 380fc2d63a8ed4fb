package ui

import (
	"fmt"
	"strings"
)

// rect is a rectangle on the desktop, in pixels.
type rect struct{ x, y, w, h int }

// contains reports whether the point x, y is inside r.
func (r rect) contains(x, y int) bool {
	return r.x <= x && x < r.x+r.w && r.y <= y && y < r.y+r.h
}

// screen is one of the computer's screens: its output's name, where it
// is on the desktop, its physical width and whether it is the main
// display.
type screen struct {
	name    string
	bounds  rect
	mm      int // the physical width in millimetres, 0 when the screen gives none
	primary bool
}

// builtInPanel reports whether an output's name is the one Linux gives a
// laptop's own panel (eDP-1, LVDS1, DSI-1): a projector's never is.
func builtInPanel(name string) bool {
	n := strings.ToUpper(name)
	for _, p := range []string{"EDP", "LVDS", "DSI"} {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	return false
}

// laptopSized reports whether a screen's physical width is a laptop
// panel's, 200 to 420 mm (diagonals of 10 to 19 inches). A projector
// gives no size (its EDID's 0, "the size varies") or a wall's; a
// monitor on a desk is wider.
func laptopSized(s screen) bool { return 200 <= s.mm && s.mm <= 420 }

// screenID names s among screens for keeping the teacher's choice: its
// output's name, and its place too where another screen has that name
// (Windows names most screens "Generic PnP Monitor").
func screenID(screens []screen, s screen) string {
	for _, o := range screens {
		if o.name == s.name && o.bounds != s.bounds {
			return fmt.Sprintf("%s@%d,%d", s.name, s.bounds.x, s.bounds.y)
		}
	}
	return s.name
}

// pickScreens returns the laptop's screen, for the presenter view, and the
// projector's, for the class, among screens. The laptop's is, of the
// first rule that picks exactly one:
//
//  1. the one the teacher chose last time by swapping (kept, a screenID);
//  2. the laptop's own panel, by its output's name (eDP, LVDS, DSI);
//  3. the one of a laptop's physical size (laptopSized), as on Linux
//     drivers that name every output HDMI-n or DP-n;
//  4. the main display, as the system's display settings make a laptop's
//     panel unless the teacher changed it: the one rule that is a guess
//     (sure is false), where a desk's monitor and a projector give nothing
//     else to tell them apart, or the test's dummy screens.
//
// The projector's is the largest other. The screen that holds the
// window when F11 is pressed is no sign: a teacher may have dragged it to
// the projector to show the class, and a window opens on the main display
// as a rule. ok is false with fewer than two screens.
func pickScreens(screens []screen, kept string) (lap, proj screen, sure, ok bool) {
	if len(screens) < 2 {
		return screen{}, screen{}, false, false
	}
	i, sure := -1, true
	for _, is := range []func(screen) bool{
		func(s screen) bool { return kept != "" && screenID(screens, s) == kept },
		func(s screen) bool { return builtInPanel(s.name) },
		laptopSized,
	} {
		if i = only(screens, is); i >= 0 {
			break
		}
	}
	if i < 0 {
		i, sure = 0, false
		for j, s := range screens {
			if s.primary {
				i = j
			}
		}
	}
	lap = screens[i]
	for j, s := range screens {
		if j != i && s.bounds.w*s.bounds.h > proj.bounds.w*proj.bounds.h {
			proj = s
		}
	}
	return lap, proj, sure, true
}

// only returns the index of the one screen that is, or -1 when none or
// several are.
func only(screens []screen, is func(screen) bool) int {
	i := -1
	for j, s := range screens {
		if is(s) {
			if i >= 0 {
				return -1
			}
			i = j
		}
	}
	return i
}

// screenAt returns the screen holding the point x, y, if any.
func screenAt(screens []screen, x, y int) (screen, bool) {
	for _, s := range screens {
		if s.bounds.contains(x, y) {
			return s, true
		}
	}
	return screen{}, false
}

// keepOnScreen returns r moved, if its middle is on none of screens (as
// on a projector since unplugged), into the first of them; r as it is
// when screens are not known.
func keepOnScreen(screens []screen, r rect) rect {
	if len(screens) == 0 {
		return r
	}
	if _, ok := screenAt(screens, r.x+r.w/2, r.y+r.h/2); ok {
		return r
	}
	b := screens[0].bounds
	r.x = b.x + max(0, (b.w-r.w)/2)
	r.y = b.y + max(0, (b.h-r.h)/2)
	return r
}
