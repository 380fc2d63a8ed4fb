//go:build !((linux || openbsd || freebsd || netbsd) && !android) || ci

package ui

// displayError is nil where the system always has a display (Windows,
// macOS, a browser) or the driver needs none (-tags ci).
func displayError() error { return nil }
