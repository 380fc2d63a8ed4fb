//go:build unix

package instance

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// mine reports whether the file fi describes belongs to this process's user.
func mine(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Getuid()
}

// sheltered checks that no other user can make, remove or swap an entry
// in dir: dir and every folder above it (and the folders its links lead
// to) belong to the user or to root, and none is writable by others
// unless it is sticky, as /tmp is. A group-writable ~/.cache, which a
// shared group's umask 002 leaves, is not.
func sheltered(dir string) error {
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return err
	}
	for _, p := range []string{filepath.Clean(dir), real} {
		for d := p; ; d = filepath.Dir(d) {
			fi, err := os.Lstat(d)
			if err != nil {
				return err
			}
			uid := fi.Sys().(*syscall.Stat_t).Uid
			switch {
			case uid != 0 && int(uid) != os.Getuid():
				return fmt.Errorf("%s belongs to another user", d)
			case fi.Mode()&os.ModeSymlink == 0 && fi.Mode().Perm()&0o022 != 0 && fi.Mode()&os.ModeSticky == 0:
				return fmt.Errorf("%s may be written by other users", d)
			}
			if d == filepath.Dir(d) {
				break
			}
		}
	}
	return nil
}
