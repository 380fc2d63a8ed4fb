//go:build cgo && !ci && !wasm && (linux || freebsd || openbsd || netbsd)

package ui

// #cgo LDFLAGS: -lX11
// #include <X11/Xlib.h>
import "C"

import (
	"unsafe"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// windowPlace returns where win's content is on the desktop and its size,
// in pixels, as the X server has them now; ok is false off X11.
func windowPlace(win fyne.Window) (r rect, ok bool) {
	nw, isNative := win.(driver.NativeWindow)
	if !isNative || listScreens() == nil {
		return rect{}, false
	}
	nw.RunNative(func(ctx any) {
		c, isX11 := ctx.(driver.X11WindowContext)
		if !isX11 || c.WindowHandle == 0 {
			return
		}
		dpy := (*C.Display)(unsafe.Pointer(glfw.GetX11Display()))
		var cx, cy C.int
		var child C.Window
		var attrs C.XWindowAttributes
		if C.XTranslateCoordinates(dpy, C.Window(c.WindowHandle), C.XDefaultRootWindow(dpy), 0, 0, &cx, &cy, &child) != 0 &&
			C.XGetWindowAttributes(dpy, C.Window(c.WindowHandle), &attrs) != 0 {
			r, ok = rect{int(cx), int(cy), int(attrs.width), int(attrs.height)}, true
		}
	})
	return r, ok
}
