//go:build linux || darwin || freebsd

package instance

import (
	"net"
	"os"
)

// samePeer reports whether the process at the other end of conn runs as
// this process's user; others are refused.
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
		uid, err := peerUID(int(fd))
		same = err == nil && uid == os.Getuid()
	})
	return same
}
