//go:build !((((linux || freebsd || openbsd || netbsd) && !android) || windows) && cgo && !ci)

package platform

import "fyne.io/fyne/v2"

// Here (macOS, a browser, Android, the test driver) the app tells no
// screens apart, reads no window's place, maximizes nothing itself,
// watches no window and finds a display always there.

func screens() []Screen                  { return nil }
func place(fyne.Window) (Rect, bool)     { return Rect{}, false }
func maximize(fyne.Window, bool) bool    { return false }
func frame(fyne.Window) (Rect, bool)     { return Rect{}, false }
func moveFrame(fyne.Window, Rect) bool   { return false }
func watchDestroyed(fyne.Window, func()) {}
func watchFocus(fyne.Window, func())     {}
func displayError() error                { return nil }
