package instance

import (
	"net"
	"os"
	"syscall"
)

// shortAddresses: Linux reaches a socket with a long path through
// /proc/self/fd, with a handle on its folder.
const shortAddresses = true

// samePeer reports whether the process at the other end of conn runs as
// this process's user (SO_PEERCRED); others are refused.
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
		cred, err := syscall.GetsockoptUcred(int(fd), syscall.SOL_SOCKET, syscall.SO_PEERCRED)
		same = err == nil && int(cred.Uid) == os.Getuid()
	})
	return same
}
