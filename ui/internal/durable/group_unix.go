//go:build unix

package durable

import (
	"os"
	"syscall"
)

// keepGroup gives tmp the group of the file old it replaces, where the
// user may (a group the user is in): the rename that puts tmp in place
// would otherwise hand a file shared with a group to the user's own.
func keepGroup(tmp *os.File, old os.FileInfo) {
	if st, ok := old.Sys().(*syscall.Stat_t); ok {
		tmp.Chown(-1, int(st.Gid)) // not the user's group to give: the file gets the user's
	}
}
