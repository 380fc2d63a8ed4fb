package instance

import "syscall"

// shortAddresses: Linux reaches a socket with a long path through
// /proc/self/fd, with a handle on its folder.
const shortAddresses = true

// peerUID returns the user id of the process at the other end of the
// socket fd (SO_PEERCRED).
func peerUID(fd int) (int, error) {
	cred, err := syscall.GetsockoptUcred(fd, syscall.SOL_SOCKET, syscall.SO_PEERCRED)
	if err != nil {
		return 0, err
	}
	return int(cred.Uid), nil
}
