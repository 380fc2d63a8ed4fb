//go:build cgo && !ci && !wasm && !js && (linux || freebsd || openbsd || netbsd || windows)

package ui

import (
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// listScreens returns the computer's screens as GLFW, under Fyne's
// desktop driver, sees them; nil where a window's screen cannot be chosen
// (Wayland places windows itself) or no desktop driver runs (tests).
func listScreens() []screen {
	if _, ok := fyne.CurrentApp().Driver().(desktop.Driver); !ok {
		return nil
	}
	if runtime.GOOS != "windows" && glfw.GetPlatform() != glfw.PlatformX11 {
		return nil
	}
	primary := glfw.GetPrimaryMonitor()
	var screens []screen
	for _, m := range glfw.GetMonitors() {
		mode := m.GetVideoMode()
		if mode == nil { // unplugged a moment ago
			continue
		}
		x, y := m.GetPos()
		screens = append(screens, screen{name: m.GetName(), bounds: rect{x, y, mode.Width, mode.Height},
			primary: primary != nil && m.GetName() == primary.GetName()})
	}
	return screens
}
