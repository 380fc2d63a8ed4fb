package instance

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/windows"
)

// endpointExt ends the name of the file that holds the name of the app's
// named pipe: on Windows a later start reaches the app by a pipe (the
// package's doc says why not by a socket or a port).
const endpointExt = ".pipe"

// shortAddresses: a pipe's name is short, whatever the profile's path.
const shortAddresses = true

// dialWait is how long a later start waits for an instance of the pipe
// while the app makes the next one.
const dialWait = time.Second

// pipePrefix begins the name of every pipe of the app; a random hex number
// of pipeRandom bytes ends it.
const (
	pipePrefix = `\\.\pipe\qttt-`
	pipeRandom = 16
)

// listen makes a pipe with a new random name that only the user may open,
// writes its name in g's file (0600, in a folder of the user's alone),
// and returns that file as made.
func (g guard) listen() (net.Listener, os.FileInfo, error) {
	name := pipePrefix + hex.EncodeToString(randomBytes(pipeRandom))
	ln, err := listenPipe(name)
	if err != nil {
		return nil, nil, err
	}
	tmp := g.socket + ".new"
	err = os.WriteFile(tmp, []byte(name), 0o600)
	if err == nil {
		err = os.Rename(tmp, g.socket)
	}
	var made os.FileInfo
	if err == nil {
		made, err = os.Lstat(g.socket)
	}
	if err != nil {
		os.Remove(tmp)
		ln.Close()
		return nil, nil, err
	}
	return ln, made, nil
}

// randomBytes returns n random bytes.
func randomBytes(n int) []byte {
	b := make([]byte, n)
	rand.Read(b) // never fails: it panics instead
	return b
}

// dial opens the pipe whose name is in g's file, once it has checked that
// a process of this user made it. It lets the app identify the user but
// not act as the user.
func (g guard) dial() (net.Conn, error) {
	name, err := pipeName(g.socket)
	if err != nil {
		return nil, err
	}
	u16, err := windows.UTF16PtrFromString(name)
	if err != nil {
		return nil, err
	}
	var h windows.Handle
	for deadline := time.Now().Add(dialWait); ; {
		h, err = windows.CreateFile(u16, windows.GENERIC_READ|windows.GENERIC_WRITE, 0, nil, windows.OPEN_EXISTING,
			windows.FILE_FLAG_OVERLAPPED|windows.SECURITY_SQOS_PRESENT|windows.SECURITY_IDENTIFICATION, 0)
		if err != windows.ERROR_PIPE_BUSY || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond) // the app is making the next instance
	}
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: name, Err: err}
	}
	conn := newPipeConn(h, name)
	if !peerIsMe(conn, windows.GetNamedPipeServerProcessId) {
		conn.Close()
		return nil, errors.New("the app's pipe was made by another user")
	}
	return conn, nil
}

// pipeName reads the pipe's name from the file at path and checks that it
// names one of the app's pipes, not a file or another program's pipe.
func pipeName(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	raw, err := io.ReadAll(io.LimitReader(f, int64(len(pipePrefix)+2*pipeRandom+1)))
	if err != nil {
		return "", err
	}
	name := string(raw)
	n, ok := strings.CutPrefix(name, pipePrefix)
	if _, err := hex.DecodeString(n); !ok || err != nil || len(n) != 2*pipeRandom {
		return "", fmt.Errorf("%s does not name one of the app's pipes", path)
	}
	return name, nil
}

// samePeer reports whether the process at the other end of conn runs as
// this process's user; others are refused.
func samePeer(conn net.Conn) bool {
	return peerIsMe(conn, windows.GetNamedPipeClientProcessId)
}

// peerIsMe reports whether the process that pid finds at the other end
// of the pipe conn runs as this process's user.
func peerIsMe(conn net.Conn, pid func(windows.Handle, *uint32) error) bool {
	pipe, ok := conn.(interface{ Fd() uintptr })
	if !ok {
		return false
	}
	var id uint32
	if pid(windows.Handle(pipe.Fd()), &id) != nil {
		return false
	}
	p, err := windows.OpenProcess(windows.PROCESS_QUERY_LIMITED_INFORMATION, false, id)
	if err != nil {
		return false
	}
	defer windows.CloseHandle(p)
	var token windows.Token
	if windows.OpenProcessToken(p, windows.TOKEN_QUERY, &token) != nil {
		return false
	}
	defer token.Close()
	them, err := token.GetTokenUser()
	me, merr := userSID()
	return err == nil && merr == nil && them.User.Sid.Equals(me)
}

// userSID is the security identifier of this process's user.
var userSID = sync.OnceValues(func() (*windows.SID, error) {
	user, err := windows.GetCurrentProcessToken().GetTokenUser()
	if err != nil {
		return nil, err
	}
	return user.User.Sid.Copy()
})
