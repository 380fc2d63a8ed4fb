//go:build windows && cgo && !ci

package platform

import "fyne.io/fyne/v2"

// On Windows the app lists the screens through GLFW (glfw.go), but reads
// no window's place, maximizes nothing itself, watches no window, and
// finds a display always there.

func place(fyne.Window) (Rect, bool)     { return Rect{}, false }
func maximize(fyne.Window, bool) bool    { return false }
func frame(fyne.Window) (Rect, bool)     { return Rect{}, false }
func moveFrame(fyne.Window, Rect) bool   { return false }
func watchDestroyed(fyne.Window, func()) {}
func watchFocus(fyne.Window, func())     {}
func displayError() error                { return nil }
