//go:build !windows

package instance

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// endpointExt ends the name of the socket later starts connect to.
const endpointExt = ".sock"

// listen listens on g's socket, which only the user may connect to
// (0600, whatever the umask, in a folder of the user's alone), and returns
// the socket as made. A socket already there was left by an app that was
// killed: the caller holds the lock.
func (g guard) listen() (net.Listener, os.FileInfo, error) {
	os.Remove(g.socket)
	var ln net.Listener
	err := g.at(func(addr string) (err error) {
		ln, err = net.Listen("unix", addr)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	ln.(*net.UnixListener).SetUnlinkOnClose(false) // Release removes it, if it is still this one
	sock, err := os.Lstat(g.socket)
	if err == nil {
		err = os.Chmod(g.socket, 0o600)
	}
	if err != nil {
		ln.Close()
		return nil, nil, err
	}
	return ln, sock, nil
}

// dial connects to the app listening on g's socket.
func (g guard) dial() (conn net.Conn, err error) {
	err = g.at(func(addr string) (err error) {
		conn, err = net.DialTimeout("unix", addr, time.Second)
		return err
	})
	return conn, err
}

// at calls use with an address for g's socket: its path, or, where that
// is too long for a socket's address, a short path to it through an open
// handle on its folder (Linux's /proc/self/fd).
func (g guard) at(use func(addr string) error) error {
	if len(g.socket) <= sockMax || !shortAddresses {
		return use(g.socket)
	}
	d, err := os.Open(g.folder)
	if err != nil {
		return err
	}
	defer d.Close()
	return use(fmt.Sprintf("/proc/self/fd/%d/%s", d.Fd(), strings.TrimPrefix(g.socket, g.folder+string(filepath.Separator))))
}
