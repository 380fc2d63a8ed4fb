//go:build !unix

package instance

import "os"

// mine: where files carry no owner's user id, a folder the user could
// make or open counts as the user's (Windows keeps the profile and the
// temporary folder per user).
func mine(os.FileInfo) bool { return true }

// sheltered: Windows keeps the profile and the temporary folder per user.
func sheltered(string) error { return nil }
