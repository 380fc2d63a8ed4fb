//go:build !((linux || openbsd || freebsd || netbsd) && !android) && !windows && !(darwin && !ios)

package instance

import "errors"

// configRoot: elsewhere (a browser, a phone) Fyne keeps the settings in
// a store of the system's, not in a folder of the user's.
func configRoot() (string, error) { return "", errors.New("no profile folder on this system") }
