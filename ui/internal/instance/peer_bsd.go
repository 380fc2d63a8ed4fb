//go:build darwin || freebsd

package instance

import (
	"net"
	"os"

	"golang.org/x/sys/unix"
)

// shortAddresses: no way to shorten a socket's long path here; such a
// profile keeps its guard in a private folder instead.
const shortAddresses = false

// samePeer reports whether the process at the other end of conn runs as
// this process's user (LOCAL_PEERCRED); others are refused.
func samePeer(conn net.Conn) bool {
	uc, ok := conn.(*net.UnixConn)
	if !ok {
		return false
	}
	raw, err := uc.SyscallConn()
	if err != nil {
		return false
	}
	same := false
	raw.Control(func(fd uintptr) {
		cred, err := unix.GetsockoptXucred(int(fd), unix.SOL_LOCAL, unix.LOCAL_PEERCRED)
		same = err == nil && int(cred.Uid) == os.Getuid()
	})
	return same
}
