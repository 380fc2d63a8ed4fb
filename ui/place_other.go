//go:build !cgo || ci || wasm || !(linux || freebsd || openbsd || netbsd)

package ui

import "fyne.io/fyne/v2"

// windowPlace returns false: here the app does not read where a window is.
func windowPlace(fyne.Window) (r rect, ok bool) { return rect{}, false }

// maximize returns false: here the app fills a screen with full screen.
func maximize(fyne.Window, bool) bool { return false }
