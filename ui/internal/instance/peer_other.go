//go:build !linux && !darwin && !freebsd && !windows

package instance

import "net"

// shortAddresses: no way to shorten a socket's long path here; such a
// profile keeps its guard in a private folder instead.
const shortAddresses = false

// samePeer: where the system tells no peer's user (the other
// BSDs), the socket's folder, the user's alone, keeps others out.
func samePeer(net.Conn) bool { return true }
