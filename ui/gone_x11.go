//go:build (linux || freebsd || openbsd || netbsd) && cgo && !ci && !wasm && !android

package ui

/*
#cgo pkg-config: x11
#include <X11/Xlib.h>

// waitDestroyed waits, on a connection of its own, until the X window w
// is destroyed, and returns 1 then; 0 at once if no display opens.
static int waitDestroyed(unsigned long w) {
	Display *d = XOpenDisplay(NULL);
	if (!d) {
		return 0;
	}
	XSelectInput(d, w, StructureNotifyMask);
	for (;;) {
		XEvent e;
		XNextEvent(d, &e);
		if (e.type == DestroyNotify && e.xdestroywindow.window == w) {
			XCloseDisplay(d);
			return 1;
		}
	}
}
*/
import "C"

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
)

// quitWhenDestroyed quits the app when its main window's X window is
// destroyed from outside (xdotool windowclose, some window managers),
// which GLFW does not notice: the process would go on with no window,
// holding the profile. Its own close destroys the window too, on the way
// out already.
func (a *App) quitWhenDestroyed() {
	nw, ok := a.win.(driver.NativeWindow)
	if !ok {
		return
	}
	var handle uintptr
	nw.RunNative(func(ctx any) {
		if x, ok := ctx.(driver.X11WindowContext); ok {
			handle = x.WindowHandle
		}
	})
	if handle == 0 {
		return // Wayland, or no window yet
	}
	go func() {
		if C.waitDestroyed(C.ulong(handle)) == 1 {
			if a.exitAfter != nil {
				a.exitAfter()
			}
			fyne.Do(a.quit)
		}
	}()
}
