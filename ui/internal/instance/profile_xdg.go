//go:build (linux || openbsd || freebsd || netbsd) && !android

package instance

import "os"

// configRoot is where Fyne keeps the settings of every app: $XDG_CONFIG_HOME
// or ~/.config. Go refuses a relative XDG_CONFIG_HOME, and both unset.
func configRoot() (string, error) { return os.UserConfigDir() }
