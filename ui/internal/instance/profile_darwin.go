//go:build !ios

package instance

import (
	"os"
	"path/filepath"
)

// configRoot is where Fyne keeps the settings of every app:
// ~/Library/Preferences.
func configRoot() (string, error) {
	home, err := os.UserHomeDir()
	return filepath.Join(home, "Library", "Preferences"), err
}
