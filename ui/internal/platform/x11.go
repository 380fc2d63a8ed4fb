//go:build (linux || freebsd || openbsd || netbsd) && !android && cgo && !ci

package platform

/*
#cgo pkg-config: x11
#include <stdio.h>
#include <string.h>
#include <X11/Xlib.h>
#include <X11/Xatom.h>

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

// frameExtents reads into ext the widths of the window manager's frame
// around w (_NET_FRAME_EXTENTS): left, right, top and bottom; it returns
// 0 when w has none, as with no window manager.
static int frameExtents(Display *d, Window w, long ext[4]) {
	Atom type;
	int format;
	unsigned long n, after;
	unsigned char *data = NULL;
	if (XGetWindowProperty(d, w, XInternAtom(d, "_NET_FRAME_EXTENTS", False), 0, 4, False, XA_CARDINAL,
			&type, &format, &n, &after, &data) != Success)
		return 0;
	int ok = data && type == XA_CARDINAL && format == 32 && n == 4;
	for (int i = 0; ok && i < 4; i++)
		ext[i] = ((long *)data)[i]; // format 32 comes as longs
	if (data)
		XFree(data);
	return ok;
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

// onX runs f with the X display and win's X window, and reports
// whether it ran: not off X11, nor before the window is made.
func onX(win fyne.Window, f func(dpy *C.Display, w C.Window)) (ran bool) {
	nw, isNative := win.(driver.NativeWindow)
	if !isNative || screens() == nil {
		return false
	}
	nw.RunNative(func(ctx any) {
		if c, isX11 := ctx.(driver.X11WindowContext); isX11 && c.WindowHandle != 0 {
			f((*C.Display)(unsafe.Pointer(glfw.GetX11Display())), C.Window(c.WindowHandle))
			ran = true
		}
	})
	return ran
}

// place returns where win's content is on the desktop and its size, in
// pixels, as the X server has them now; ok is false off X11.
func place(win fyne.Window) (r Rect, ok bool) {
	onX(win, func(dpy *C.Display, w C.Window) { r, ok = placeOf(dpy, w) })
	return r, ok
}

// placeOf returns where the X window w is on the desktop, and its size.
func placeOf(dpy *C.Display, w C.Window) (Rect, bool) {
	var cx, cy C.int
	var child C.Window
	var attrs C.XWindowAttributes
	if C.XTranslateCoordinates(dpy, w, C.XDefaultRootWindow(dpy), 0, 0, &cx, &cy, &child) == 0 ||
		C.XGetWindowAttributes(dpy, w, &attrs) == 0 {
		return Rect{}, false
	}
	return Rect{int(cx), int(cy), int(attrs.width), int(attrs.height)}, true
}

// extents returns the widths of the window manager's frame around w:
// left, right, top and bottom; all 0 where it has none.
func extents(dpy *C.Display, w C.Window) (left, right, top, bottom int) {
	var ext [4]C.long
	if C.frameExtents(dpy, w, &ext[0]) == 0 {
		return 0, 0, 0, 0
	}
	return int(ext[0]), int(ext[1]), int(ext[2]), int(ext[3])
}

// frame returns where win's frame is on the desktop: its content with the
// window manager's borders and title bar around it; ok is false off X11.
func frame(win fyne.Window) (r Rect, ok bool) {
	onX(win, func(dpy *C.Display, w C.Window) {
		if r, ok = placeOf(dpy, w); ok {
			left, right, top, bottom := extents(dpy, w)
			r = Rect{r.X - left, r.Y - top, r.W + left + right, r.H + top + bottom}
		}
	})
	return r, ok
}

// moveFrame asks the window manager to move and size win so that its
// frame fills r: its content r less the frame's borders, where GLFW's
// static gravity has the window manager put it.
func moveFrame(win fyne.Window, r Rect) bool {
	return onX(win, func(dpy *C.Display, w C.Window) {
		left, right, top, bottom := extents(dpy, w)
		C.XMoveResizeWindow(dpy, w, C.int(r.X+left), C.int(r.Y+top),
			C.uint(max(1, r.W-left-right)), C.uint(max(1, r.H-top-bottom)))
		C.XFlush(dpy)
	})
}

// maximize asks the window manager to maximize win, or to give it back
// its size; false where no window manager runs, or off X11.
func maximize(win fyne.Window, on bool) (ok bool) {
	onX(win, func(dpy *C.Display, w C.Window) {
		add := C.int(0)
		if on {
			add = 1
		}
		ok = C.maximize(dpy, w, add) != 0
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
