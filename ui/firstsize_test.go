package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/ui/internal/platform"
)

// maximizer is a desktop whose window manager maximizes windows: it
// counts the requests.
type maximizer struct {
	platform.Fake
	asked int
}

func (m *maximizer) Maximize(_ fyne.Window, on bool) bool {
	if on {
		m.asked++
	}
	return true
}

// The first start uses the screen (the student's walk: 1000×640 on a
// 1366×768 laptop left the board small): on a screen with room for much
// more than the first size the window is maximized; on a 1024×768 one,
// which the first size fits, where the app cannot tell its window's place,
// and beside a projector, where presentation mode moves the window, it is
// not.
func TestTheFirstStartUsesTheScreen(t *testing.T) {
	test.NewTempApp(t)
	win := test.NewTempWindow(t, nil)
	at := func(fyne.Window) (platform.Rect, bool) { return platform.Rect{X: 183, Y: 64, W: 1000, H: 640}, true }
	for _, tc := range []struct {
		name   string
		screen platform.Rect
		placed bool
		second bool
		want   int
	}{
		{"a 1366×768 laptop", platform.Rect{W: 1366, H: 768}, true, false, 1},
		{"a 1920×1080 screen", platform.Rect{W: 1920, H: 1080}, true, false, 1},
		{"a 1024×768 screen", platform.Rect{W: 1024, H: 768}, true, false, 0},
		{"a window whose place is not known", platform.Rect{W: 1920, H: 1080}, false, false, 0},
		{"a 1366×768 laptop beside a projector", platform.Rect{W: 1366, H: 768}, true, true, 0},
	} {
		desk := &maximizer{Fake: platform.Fake{List: []platform.Screen{{Name: "A", Bounds: tc.screen, Primary: true}}, Second: tc.second}}
		if tc.placed {
			desk.At = at
		}
		useTheScreen(win, desk)
		if desk.asked != tc.want {
			t.Errorf("%s: the window manager was asked %d times to maximize the window, want %d", tc.name, desk.asked, tc.want)
		}
	}
}
