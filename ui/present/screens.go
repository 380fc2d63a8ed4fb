package present

import (
	"fmt"
	"strings"

	"github.com/qttt-edu/qttt/ui/internal/platform"
)

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
func laptopSized(s platform.Screen) bool { return 200 <= s.MM && s.MM <= 420 }

// screenID names s among screens for keeping the teacher's choice: its
// output's name, and its place too where another screen has that name
// (Windows names most screens "Generic PnP Monitor").
func screenID(screens []platform.Screen, s platform.Screen) string {
	for _, o := range screens {
		if o.Name == s.Name && o.Bounds != s.Bounds {
			return fmt.Sprintf("%s@%d,%d", s.Name, s.Bounds.X, s.Bounds.Y)
		}
	}
	return s.Name
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
func pickScreens(screens []platform.Screen, kept string) (lap, proj platform.Screen, sure, ok bool) {
	if len(screens) < 2 {
		return platform.Screen{}, platform.Screen{}, false, false
	}
	i, sure := -1, true
	for _, is := range []func(platform.Screen) bool{
		func(s platform.Screen) bool { return kept != "" && screenID(screens, s) == kept },
		func(s platform.Screen) bool { return builtInPanel(s.Name) },
		laptopSized,
	} {
		if i = only(screens, is); i >= 0 {
			break
		}
	}
	if i < 0 {
		i, sure = 0, false
		for j, s := range screens {
			if s.Primary {
				i = j
			}
		}
	}
	lap = screens[i]
	for j, s := range screens {
		if j != i && s.Bounds.W*s.Bounds.H > proj.Bounds.W*proj.Bounds.H {
			proj = s
		}
	}
	return lap, proj, sure, true
}

// only returns the index of the one screen that is, or -1 when none or
// several are.
func only(screens []platform.Screen, is func(platform.Screen) bool) int {
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
func screenAt(screens []platform.Screen, x, y int) (platform.Screen, bool) {
	for _, s := range screens {
		if s.Bounds.Contains(x, y) {
			return s, true
		}
	}
	return platform.Screen{}, false
}

// keepOnScreen returns r moved, if its middle is on none of screens (as
// on a projector since unplugged), into the first of them; r as it is
// when screens are not known.
func keepOnScreen(screens []platform.Screen, r platform.Rect) platform.Rect {
	if len(screens) == 0 {
		return r
	}
	if _, ok := screenAt(screens, r.X+r.W/2, r.Y+r.H/2); ok {
		return r
	}
	b := screens[0].Bounds
	r.X = b.X + max(0, (b.W-r.W)/2)
	r.Y = b.Y + max(0, (b.H-r.H)/2)
	return r
}
