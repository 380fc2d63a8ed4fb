//go:build darwin || freebsd

package instance

import "golang.org/x/sys/unix"

// shortAddresses: no way to shorten a socket's long path here; such a
// profile keeps its guard in a private folder instead.
const shortAddresses = false

// peerUID returns the user id of the process at the other end of the
// socket fd (LOCAL_PEERCRED).
func peerUID(fd int) (int, error) {
	cred, err := unix.GetsockoptXucred(fd, unix.SOL_LOCAL, unix.LOCAL_PEERCRED)
	if err != nil {
		return 0, err
	}
	return int(cred.Uid), nil
}
