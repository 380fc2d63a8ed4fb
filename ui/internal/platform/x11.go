//go:build (linux || freebsd || openbsd || netbsd) && !android && cgo && !ci

package platform

/*
#cgo pkg-config: x11
#include <stdio.h>
#include <string.h>
#include <X11/Xlib.h>

// maximize asks the window manager, if one runs (it owns the selection
// WM_Sn, ICCCM 2.0), to maximize w, or not; it returns 0 when none runs.
static int maximize(Display *d, Window w, int on) {
	char name[32];
	snprintf(name, sizeof name, "WM_S%d", DefaultScreen(d));
	if (XGetSelectionOwner(d, XInternAtom(d, name, False)) == None)
		return 0;
	XEvent e;
	memset(&e, 0, sizeof e);
	e.xclient.type = ClientMessage;
	e.xclient.window = w;
	e.xclient.message_type = XInternAtom(d, "_NET_WM_STATE", False);
	e.xclient.format = 32;
	e.xclient.data.l[0] = on; // _NET_WM_STATE_ADD or _REMOVE
	e.xclient.data.l[1] = XInternAtom(d, "_NET_WM_STATE_MAXIMIZED_VERT", False);
	e.xclient.data.l[2] = XInternAtom(d, "_NET_WM_STATE_MAXIMIZED_HORZ", False);
	e.xclient.data.l[3] = 1; // from an application
	XSendEvent(d, DefaultRootWindow(d), False, SubstructureNotifyMask | SubstructureRedirectMask, &e);
	XFlush(d);
	return 1;
}

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

// waitFocusIn waits, on the connection d of its own, until the X window w
// gets the keyboard focus from outside it (a click of the window
// manager's, Alt+Tab), and returns 1 then; 0 once w is destroyed.
static int waitFocusIn(Display *d, unsigned long w) {
	for (;;) {
		XEvent e;
		XNextEvent(d, &e);
		if (e.type == DestroyNotify && e.xdestroywindow.window == w)
			return 0;
		if (e.type == FocusIn && e.xfocus.window == w && e.xfocus.mode != NotifyGrab && e.xfocus.mode != NotifyUngrab &&
			e.xfocus.detail != NotifyInferior && e.xfocus.detail != NotifyPointer)
			return 1;
	}
}

// watchFocusOn opens a connection of its own that hears when w gets the
// focus or is destroyed; NULL if no display opens.
static Display *watchFocusOn(unsigned long w) {
	Display *d = XOpenDisplay(NULL);
	if (d)
		XSelectInput(d, w, FocusChangeMask | StructureNotifyMask);
	return d;
}
*/
import "C"

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unsafe"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// x11Window returns win's X window, 0 under Wayland or before the window
// is made.
func x11Window(win fyne.Window) (handle uintptr) {
	nw, ok := win.(driver.NativeWindow)
	if !ok {
		return 0
	}
	nw.RunNative(func(ctx any) {
		if x, ok := ctx.(driver.X11WindowContext); ok {
			handle = x.WindowHandle
		}
	})
	return handle
}

// place returns where win's content is on the desktop and its size, in
// pixels, as the X server has them now; ok is false off X11.
func place(win fyne.Window) (r Rect, ok bool) {
	nw, isNative := win.(driver.NativeWindow)
	if !isNative || screens() == nil {
		return Rect{}, false
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
			r, ok = Rect{int(cx), int(cy), int(attrs.width), int(attrs.height)}, true
		}
	})
	return r, ok
}

// maximize asks the window manager to maximize win, or to give it back
// its size; false where no window manager runs, or off X11.
func maximize(win fyne.Window, on bool) (ok bool) {
	nw, isNative := win.(driver.NativeWindow)
	if !isNative || screens() == nil {
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

// watchDestroyed calls gone when win's X window is destroyed; nothing
// under Wayland.
func watchDestroyed(win fyne.Window, gone func()) {
	handle := x11Window(win)
	if handle == 0 {
		return // Wayland, or no window yet
	}
	go func() {
		if C.waitDestroyed(C.ulong(handle)) == 1 {
			gone()
		}
	}()
}

// watchFocus calls focused, on a goroutine of its own, each time win's
// X window gets the keyboard focus; nothing under Wayland.
func watchFocus(win fyne.Window, focused func()) {
	handle := x11Window(win)
	if handle == 0 {
		return
	}
	d := C.watchFocusOn(C.ulong(handle))
	if d == nil {
		return
	}
	go func() {
		defer C.XCloseDisplay(d)
		for C.waitFocusIn(d, C.ulong(handle)) == 1 {
			focused()
		}
	}()
}

// displayError returns why no display can be opened, or nil when one
// answers: a Wayland socket that is there, or an X server that takes a
// connection. A DISPLAY this cannot read is left to GLFW.
func displayError() error {
	if w := os.Getenv("WAYLAND_DISPLAY"); w != "" {
		if !filepath.IsAbs(w) {
			w = filepath.Join(os.Getenv("XDG_RUNTIME_DIR"), w)
		}
		if _, err := os.Stat(w); err == nil {
			return nil
		}
	}
	d := os.Getenv("DISPLAY")
	if d == "" {
		return errors.New("no display could be opened: neither DISPLAY nor WAYLAND_DISPLAY is set")
	}
	host, rest, ok := strings.Cut(d, ":")
	number, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(number)
	if !ok || err != nil {
		return nil
	}
	var conn net.Conn
	if host == "" || host == "unix" {
		socket := fmt.Sprintf("/tmp/.X11-unix/X%d", n)
		if conn, err = net.DialTimeout("unix", socket, 3*time.Second); err != nil {
			conn, err = net.DialTimeout("unix", "@"+socket, 3*time.Second) // Linux's abstract socket
		}
	} else {
		conn, err = net.DialTimeout("tcp", net.JoinHostPort(strings.TrimPrefix(host, "tcp/"), strconv.Itoa(6000+n)), 3*time.Second)
	}
	if err != nil {
		return fmt.Errorf("no display could be opened: the X server of DISPLAY=%s does not answer", d)
	}
	conn.Close()
	return nil
}
