//go:build !unix

package durable

import "path/filepath"

// resolveLinks returns path with its links followed: Windows has no
// shared sticky folders in which another user could plant one.
func resolveLinks(path string) (string, error) {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real, nil
	}
	return path, nil
}

// readOnlyDisk: a read-only disk says "permission denied" here.
func readOnlyDisk(error) bool { return false }
