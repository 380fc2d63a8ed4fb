//go:build (((linux || freebsd || openbsd || netbsd) && !android) || windows) && cgo && !ci

package platform

import (
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// screens returns the computer's screens as GLFW, under Fyne's desktop
// driver, sees them; nil where a window's screen cannot be chosen
// (Wayland places windows itself) or no desktop driver runs (tests).
func screens() []Screen {
	if _, ok := fyne.CurrentApp().Driver().(desktop.Driver); !ok {
		return nil
	}
	if runtime.GOOS != "windows" && glfw.GetPlatform() != glfw.PlatformX11 {
		return nil
	}
	primary := glfw.GetPrimaryMonitor()
	var list []Screen
	for _, m := range glfw.GetMonitors() {
		mode := m.GetVideoMode()
		if mode == nil { // unplugged a moment ago
			continue
		}
		x, y := m.GetPos()
		mm, mmHigh := m.GetPhysicalSize()
		if mm == standIn(mode.Width) && mmHigh == standIn(mode.Height) {
			mm = 0 // the screen gave none
		}
		list = append(list, Screen{Name: m.GetName(), Bounds: Rect{x, y, mode.Width, mode.Height}, MM: mm,
			Primary: primary != nil && m.GetName() == primary.GetName()})
	}
	return list
}

// standIn is the physical size, in millimetres, GLFW gives a screen of
// px pixels that gives none: the size at 96 pixels an inch, worked out
// as GLFW does.
func standIn(px int) int { return int(float32(px) * 25.4 / 96) }
