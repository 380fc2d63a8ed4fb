// Package instance keeps to one running app per profile: it finds the
// profile, the folder where Fyne keeps the app's settings and autosave,
// and makes sure it is a real place; it locks the profile for the first
// app started on it; and a later start hands what it was asked to open to
// that app, over a local socket in the profile, and ends.
package instance

import (
	"errors"
	"fmt"
	"path/filepath"
)

// ErrNoProfile says that the profile's place cannot be worked out from
// the environment, or would be a relative path, which names a folder under
// wherever the app was started from.
var ErrNoProfile = errors.New("no folder for the app's settings and games")

// Dir returns the profile of the app with the given ID: the folder where
// Fyne 2.8.1 keeps its preferences and storage (fyne.io/fyne/v2/internal/app's
// rootConfigDir joined with the ID). With HOME unset, or a relative
// XDG_CONFIG_HOME, Fyne would use a folder "fyne" under the current
// folder; Dir refuses that place with an error wrapping ErrNoProfile.
func Dir(appID string) (string, error) {
	root, err := configRoot()
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrNoProfile, err)
	}
	if !filepath.IsAbs(root) {
		return "", fmt.Errorf("%w: %q is not an absolute path", ErrNoProfile, root)
	}
	return filepath.Join(root, "fyne", appID), nil
}
