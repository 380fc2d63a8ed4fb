package ui

import "strings"

// rect is a rectangle on the desktop, in pixels.
type rect struct{ x, y, w, h int }

// contains reports whether the point x, y is inside r.
func (r rect) contains(x, y int) bool {
	return r.x <= x && x < r.x+r.w && r.y <= y && y < r.y+r.h
}

// screen is one of the computer's screens: its output's name, where it
// is on the desktop and whether it is the main display.
type screen struct {
	name    string
	bounds  rect
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

// pickScreens returns the laptop's screen, for the presenter view, and the
// projector's, for the class, among screens: the laptop's is the one
// named laptop (the teacher's choice, kept from an earlier swap), else
// the only built-in panel, else the main display; the projector's is the
// largest other. ok is false with fewer than two screens.
func pickScreens(screens []screen, laptop string) (lap, proj screen, ok bool) {
	if len(screens) < 2 {
		return screen{}, screen{}, false
	}
	i := -1
	for j, s := range screens {
		if s.name == laptop && laptop != "" {
			i = j
		}
	}
	if i < 0 {
		for j, s := range screens {
			if builtInPanel(s.name) {
				if i >= 0 { // two panels tell nothing
					i = -1
					break
				}
				i = j
			}
		}
	}
	if i < 0 {
		i = 0
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
	return lap, proj, true
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
