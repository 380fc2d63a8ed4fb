package instance

import (
	"os"
	"path/filepath"
)

// configRoot is where Fyne keeps the settings of every app: AppData\Roaming
// in the user's profile folder (%USERPROFILE%).
func configRoot() (string, error) {
	home, err := os.UserHomeDir()
	return filepath.Join(home, "AppData", "Roaming"), err
}
