//go:build !((linux || freebsd || openbsd || netbsd) && cgo && !ci && !wasm && !android)

package ui

// quitWhenDestroyed is X11's alone: on Windows, macOS, Wayland and in a
// browser a window destroyed from outside is not watched for.
func (a *App) quitWhenDestroyed() {}
