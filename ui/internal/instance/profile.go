// Package instance keeps to one running app per profile: it finds the
// profile, the folder where Fyne keeps the app's settings and autosave,
// and makes sure it is a real place; it locks the profile for the first
// app started on it; and a later start hands what it was asked to open to
// that app and ends.
//
// Only the user reaches the app that way. On Unix it is a socket in the
// profile (0700), itself 0600, and the app serves only a peer of its own
// user id (SO_PEERCRED, LOCAL_PEERCRED). On Windows, and under Wine, which
// has no AF_UNIX sockets, it is a named pipe: its name is random and
// written only in the profile's file instance.pipe, so another user can
// neither make it first nor guess it; its access list allows the user's
// SID alone and it refuses remote clients; the app serves only a client
// whose process token is the user's, and a later start writes only to a
// pipe whose server is the user's. A loopback TCP port with a secret token
// in the profile would be weaker: any user can connect to a port and hold
// its connections, and a port freed by an app that died can be bound by
// another user's program, which would then hear a later start's request
// and could answer it "ok".
//
// Either way a request is one line of at most MaxRequest bytes, read
// within a deadline; it is taken and answered "ok", or refused and never
// carried out.
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
