//go:build unix

package instance

import (
	"os"
	"syscall"
)

// mine reports whether the file fi describes belongs to this process's user.
func mine(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Getuid()
}
