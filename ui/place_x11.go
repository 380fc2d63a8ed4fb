//go:build cgo && !ci && !wasm && (linux || freebsd || openbsd || netbsd)

package ui

// #cgo LDFLAGS: -lX11
// #include <stdio.h>
// #include <string.h>
// #include <X11/Xlib.h>
//
// // maximize asks the window manager, if one runs (it owns the selection
// // WM_Sn, ICCCM 2.0), to maximize w, or not; it returns 0 when none runs.
// static int maximize(Display *d, Window w, int on) {
// 	char name[32];
// 	snprintf(name, sizeof name, "WM_S%d", DefaultScreen(d));
// 	if (XGetSelectionOwner(d, XInternAtom(d, name, False)) == None)
// 		return 0;
// 	XEvent e;
// 	memset(&e, 0, sizeof e);
// 	e.xclient.type = ClientMessage;
// 	e.xclient.window = w;
// 	e.xclient.message_type = XInternAtom(d, "_NET_WM_STATE", False);
// 	e.xclient.format = 32;
// 	e.xclient.data.l[0] = on; // _NET_WM_STATE_ADD or _REMOVE
// 	e.xclient.data.l[1] = XInternAtom(d, "_NET_WM_STATE_MAXIMIZED_VERT", False);
// 	e.xclient.data.l[2] = XInternAtom(d, "_NET_WM_STATE_MAXIMIZED_HORZ", False);
// 	e.xclient.data.l[3] = 1; // from an application
// 	XSendEvent(d, DefaultRootWindow(d), False, SubstructureNotifyMask | SubstructureRedirectMask, &e);
// 	XFlush(d);
// 	return 1;
// }
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

// maximize asks the window manager to maximize win, if on is set: to
// fill the work area of the screen it is on, the screen but the panels
// and docks on it; or to give it back its size. It returns false where no
// window manager runs, or off X11.
func maximize(win fyne.Window, on bool) (ok bool) {
	nw, isNative := win.(driver.NativeWindow)
	if !isNative || listScreens() == nil {
		return false
	}
	nw.RunNative(func(ctx any) {
		if c, isX11 := ctx.(driver.X11WindowContext); isX11 && c.WindowHandle != 0 {
			dpy := (*C.Display)(unsafe.Pointer(glfw.GetX11Display()))
			add := C.int(0)
			if on {
				add = 1
			}
			ok = C.maximize(dpy, C.Window(c.WindowHandle), add) != 0
		}
	})
	return ok
}
