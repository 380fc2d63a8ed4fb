package instance

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"time"
)

// ErrHandedOver says that another app holds the profile and took the
// request: this start has nothing left to do.
var ErrHandedOver = errors.New("handed over to the app already running on this profile")

// Lock is the profile held by this process: a lock on a file in it,
// which the system lets go when the process ends, however it ends (a
// kill -9 leaves no stale lock), and a local socket on which later starts
// hand over what they were asked to open.
type Lock struct {
	file   *os.File
	ln     net.Listener
	socket string
}

// Request is what a later start asks of the app holding the profile:
// to come to the front and, when Open is a path, to open that game record.
type Request struct {
	Open string `json:"open,omitempty"` // an absolute path, or empty
}

// ErrNoAnswer says that another process holds the profile but its app
// does not take requests: it may hang.
var ErrNoAnswer = errors.New("another copy of the app holds this profile but does not answer")

// handoverWait is how long a later start tries to reach the app holding
// the lock, or to take the lock from one that is ending: one that has just
// started may not listen yet.
const handoverWait = 10 * time.Second

// Claim takes the profile dir for this process and returns its Lock.
// When another process holds it, Claim hands req over to that app instead
// and returns ErrHandedOver once it has taken it, or ErrNoAnswer if it
// does not answer within a few seconds. Other errors say that the
// profile's lock could not be made at all.
func Claim(dir string, req Request) (*Lock, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, "instance.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, err
	}
	socket := socketPath(dir)
	deadline := time.Now().Add(handoverWait)
	for {
		held, err := tryLock(f)
		if err != nil {
			f.Close()
			return nil, err
		}
		if held {
			break
		}
		err = handOver(socket, req)
		if errors.Is(err, ErrHandedOver) || time.Now().After(deadline) {
			f.Close()
			return nil, err
		}
		// The holder is starting, and not listening yet, or it is ending:
		// try again, for the lock or for its answer.
		time.Sleep(100 * time.Millisecond)
	}
	os.Remove(socket) // left by an app that was killed
	ln, err := net.Listen("unix", socket)
	if err != nil {
		f.Close()
		return nil, err
	}
	return &Lock{file: f, ln: ln, socket: socket}, nil
}

// socketPath is where the app holding the profile dir listens: in the
// profile, or in the temporary folder under a name made from the
// profile's path where that is too long for a socket's address (about
// 100 bytes on Linux and macOS).
func socketPath(dir string) string {
	p := filepath.Join(dir, "instance.sock")
	if len(p) < 100 {
		return p
	}
	sum := sha256.Sum256([]byte(dir))
	return filepath.Join(os.TempDir(), "qttt-"+hex.EncodeToString(sum[:8])+".sock")
}

// handOver sends req to the app listening on socket and returns
// ErrHandedOver once it has answered, or else ErrNoAnswer.
func handOver(socket string, req Request) error {
	conn, err := net.DialTimeout("unix", socket, time.Second)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrNoAnswer, err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(handoverWait))
	if err := json.NewEncoder(conn).Encode(req); err != nil {
		return fmt.Errorf("%w: %v", ErrNoAnswer, err)
	}
	if _, err := bufio.NewReader(conn).ReadString('\n'); err != nil {
		return fmt.Errorf("%w: %v", ErrNoAnswer, err)
	}
	return ErrHandedOver
}

// Serve calls take with each request a later start hands over, on a
// goroutine of its own, one at a time, and answers that start once take
// returns. It returns at once.
func (l *Lock) Serve(take func(Request)) {
	go func() {
		for {
			conn, err := l.ln.Accept()
			if err != nil {
				return // the lock was released
			}
			var req Request
			conn.SetDeadline(time.Now().Add(handoverWait))
			if json.NewDecoder(conn).Decode(&req) == nil {
				take(req)
				conn.Write([]byte("ok\n"))
			}
			conn.Close()
		}
	}()
}

// Release lets go of the profile: later starts take it instead of handing
// over to this process.
func (l *Lock) Release() {
	l.ln.Close()
	os.Remove(l.socket)
	l.file.Close()
}
