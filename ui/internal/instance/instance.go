package instance

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ErrHandedOver says that another app holds the profile and took the
// request: this start has nothing left to do.
var ErrHandedOver = errors.New("handed over to the app already running on this profile")

// ErrNoAnswer says that another process holds the profile but its app
// did not take the request in time: it may hang, or be stopped. The
// request was not carried out, and will not be.
var ErrNoAnswer = errors.New("another copy of the app holds this profile but does not answer")

// ErrRefused says that the app holding the profile turned the request
// down; it did not carry it out and will not.
var ErrRefused = errors.New("the app already running on this profile refused the request")

// ErrLost says that the app no longer holds its profile: the profile's
// folder was removed, and another start made it again and took it first.
var ErrLost = errors.New("another copy of the app took this profile while its folder was gone")

// ErrNotYours says that the profile's folder, or the folder that holds
// it, belongs to another user. That user could plant files in it, or
// links that turn the app's writes onto the user's own files, and read
// or swap the games kept there: the app does not run on it.
var ErrNotYours = errors.New("the folder for the app's settings and games belongs to another user")

// handoverWait is how long a later start waits for the app holding the
// profile to take its request, or for the lock of one that is ending: an
// app that has just started may not listen yet.
var handoverWait = 10 * time.Second

// takeWithin is how long after a request was sent the holder may still
// take it: less than handoverWait, so that the start that sent it hears
// the answer before it gives up. A request found later (the holder was
// stopped, or busy) is refused, never carried out.
var takeWithin = 7 * time.Second

// MaxRequest is the largest request a holder reads, in bytes; a longer
// one is refused unread.
const MaxRequest = 64 << 10

// maxPath is the longest path a request may ask to open: the longest
// path Linux opens.
const maxPath = 4096

// readWait is how long a holder waits for a request's bytes once a later
// start has connected.
var readWait = 2 * time.Second

// maxServing is how many connections a holder serves at once. One more
// takes the place of the oldest that has not sent its request yet (an
// idle one: a real start sends its request as it connects), so that idle
// connections, however quickly they are opened again, cannot keep a real
// start out; when every one has sent its request, it is closed unread.
const maxServing = 16

// checkEvery is how often a holder checks that its lock and socket are
// still in the profile's folder, and makes them again when it was removed.
var checkEvery = time.Second

// Request is what a later start asks of the app holding the profile:
// to come to the front and, when Open is a path, to open that game record.
type Request struct {
	Open string `json:"open,omitempty"` // an absolute path, or empty
	Sent int64  `json:"sent"`           // when it was sent, in Unix milliseconds
}

// Handover is a request being handed over. The app calls Take on the UI
// goroutine just before it carries the request out; once the holder has
// given up waiting for that, Take returns false and the app must do
// nothing. So a request is either carried out and answered "ok", or
// refused and never carried out.
type Handover struct {
	Request
	mu     sync.Mutex
	state  int // 0 waiting, 1 taken, 2 withdrawn
	taken  chan struct{}
	reason string
}

// Take reports whether the app may still carry out the request, and
// from then on it must: the later start is told that it was.
func (h *Handover) Take() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.state == 0 {
		h.state = 1
		close(h.taken)
	}
	return h.state == 1
}

// Refuse turns the request down, with a reason for the later start, if
// it was not taken.
func (h *Handover) Refuse(reason string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.state == 0 {
		h.state, h.reason = 2, reason
		close(h.taken)
	}
}

// withdraw refuses the request unless it was taken, and reports whether
// it was taken.
func (h *Handover) withdraw(reason string) bool {
	h.Refuse(reason)
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.state == 1
}

// Lock is the profile held by this process: a lock on a file, which the
// system lets go when the process ends, however it ends (a kill -9 leaves
// no stale lock), and a local socket (a named pipe on Windows) on which
// later starts hand over what they were asked to open. Both are in the profile's folder, or, where
// that cannot hold them, in a private folder of the user's (see guard).
type Lock struct {
	g        guard
	mu       sync.Mutex
	file     *os.File
	backstop *os.File // g's backstop, locked; nil without one
	ln       net.Listener
	sock     os.FileInfo // the socket as made, to tell it from another's
	stop     chan struct{}
	stopped  sync.Once
	gone     bool // released: nothing is made again
}

// Claim takes the profile dir for this process and returns its Lock.
// When another process holds it, Claim hands req over to that app instead
// and returns ErrHandedOver once it has taken it, or ErrNoAnswer or
// ErrRefused when it did not. Other errors say that no lock could be had
// for the profile: nothing keeps a second app off it, except ErrNotYours,
// which says that no app may run on it.
func Claim(dir string, req Request) (*Lock, error) {
	if err := ours(dir); err != nil {
		return nil, err
	}
	g, err := guardFor(dir)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(handoverWait)
	for {
		l, held, err := g.take()
		if err != nil && g.inProfile {
			// The lock file opened, but the profile cannot hold the
			// socket after all (read-only, with the lock of an earlier
			// start in it): the private folder can.
			if g, err = privateGuard(dir, err); err != nil {
				return nil, err
			}
			continue
		}
		if err != nil || held {
			return l, err
		}
		req.Sent = time.Now().UnixMilli()
		err = handOver(g, req)
		if errors.Is(err, ErrNoAnswer) && g.inProfile {
			// The holder may keep its socket in the private folder: its
			// profile could not hold one when it started.
			if p, perr := privateGuard(dir, nil); perr == nil {
				if perr = handOver(p, req); !errors.Is(perr, ErrNoAnswer) {
					err = perr
				}
			}
		}
		if errors.Is(err, ErrHandedOver) || errors.Is(err, ErrRefused) {
			return nil, err
		}
		if time.Now().After(deadline) {
			return nil, g.noAnswer(err)
		}
		// The holder is starting, and not listening yet, or it is ending:
		// try again, for the lock or for its answer.
		time.Sleep(100 * time.Millisecond)
	}
}

// take locks g's backstop, where it has one, then its lock file and,
// once it holds both, listens on g's socket. held is false when another
// process holds either lock.
func (g guard) take() (l *Lock, held bool, err error) {
	var backstop *os.File
	if g.backstop != "" {
		backstop, held, err = lockFile(g.backstop)
		if err == nil && !held {
			return nil, false, nil
		} // a backstop that cannot be had: the profile's lock alone
	}
	if l, held, err = g.takeLock(); err != nil || !held {
		if backstop != nil {
			backstop.Close()
		}
		return nil, false, err
	}
	l.backstop = backstop
	return l, true, nil
}

// lockFile opens the lock file at path, made for the user alone when
// missing, and locks it; held is false when another process holds it.
// The lock file names the process that holds it.
func lockFile(path string) (f *os.File, held bool, err error) {
	f, err = os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, false, err
	}
	if held, err := tryLock(f); err != nil || !held {
		f.Close()
		return nil, false, err
	}
	if f.Truncate(0) == nil { // the holder's process id, for a start it does not answer
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return f, true, nil
}

// takeLock locks g's lock file, not its backstop, and, once it holds it,
// listens on g's socket.
func (g guard) takeLock() (l *Lock, held bool, err error) {
	if err := g.makeFolder(); err != nil {
		return nil, false, err
	}
	f, held, err := lockFile(g.lock)
	if err != nil || !held {
		return nil, false, err
	}
	ln, sock, err := g.listen()
	if err != nil {
		f.Close()
		return nil, false, err
	}
	return &Lock{g: g, file: f, ln: ln, sock: sock, stop: make(chan struct{})}, true, nil
}

// handOver sends req to the app holding g and returns ErrHandedOver once
// it has taken it, ErrRefused when it turned it down, or else ErrNoAnswer.
func handOver(g guard, req Request) error {
	conn, err := g.dial()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrNoAnswer, err)
	}
	defer conn.Close()
	conn.SetDeadline(time.UnixMilli(req.Sent).Add(handoverWait))
	line, err := encode(req)
	if err != nil {
		return err
	}
	if _, err := conn.Write(line); err != nil {
		return fmt.Errorf("%w: %v", ErrNoAnswer, err)
	}
	answer, err := bufio.NewReader(conn).ReadString('\n')
	switch {
	case err != nil:
		return fmt.Errorf("%w: %v", ErrNoAnswer, err)
	case answer == "ok\n":
		return ErrHandedOver
	}
	return fmt.Errorf("%w: %s", ErrRefused, strings.TrimSpace(strings.TrimPrefix(answer, "no")))
}

// noAnswer is err, ErrNoAnswer, saying which process holds g, as its lock
// file names it, in place of the socket's own words (an i/o timeout on a
// path through /proc/self/fd), which tell the user nothing.
func (g guard) noAnswer(err error) error {
	f, ferr := os.Open(g.lock)
	if ferr != nil {
		return err
	}
	defer f.Close()
	data, _ := io.ReadAll(io.LimitReader(f, 32))
	pid, perr := strconv.Atoi(strings.TrimSpace(string(data)))
	if perr != nil || pid <= 0 {
		return err
	}
	return fmt.Errorf("%w: it runs as process %d, which may be stopped or busy (end it, or wait, and start the app again)", ErrNoAnswer, pid)
}

// Serve hands each request a later start makes to take, on a goroutine
// of its own per connection (a slow or idle one holds up no other), and
// answers that start "ok" once the app has called the Handover's Take, or
// refuses the request when it has not within a few seconds of its sending.
// It also makes the lock and the socket again, every second, if the
// profile's folder was removed (the user cleaned it up), and then calls
// renewed with nil, so that the app writes its files back, or with ErrLost
// when another start took the profile meanwhile. It returns at once.
func (l *Lock) Serve(take func(*Handover), renewed func(error)) {
	slots := &slots{served: map[net.Conn]bool{}}
	l.mu.Lock()
	ln := l.ln
	l.mu.Unlock()
	go l.accept(ln, take, slots)
	every := checkEvery // read here, not in the goroutine: a test may set it once Serve returns
	go func() {
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-l.stop:
				return
			case <-tick.C:
				if ln, err := l.renew(); ln != nil || err != nil {
					if ln != nil {
						go l.accept(ln, take, slots)
					}
					renewed(err)
					if err != nil {
						return
					}
				}
			}
		}
	}()
}

// accept serves the connections on ln until it is closed.
func (l *Lock) accept(ln net.Listener, take func(*Handover), slots *slots) {
	for {
		conn, err := ln.Accept()
		if err != nil {
			return // released, or replaced by a new socket
		}
		if !slots.admit(conn) {
			conn.Close()
			continue
		}
		go func() {
			defer slots.done(conn)
			serve(conn, take, func() { slots.read(conn) })
		}()
	}
}

// slots are the connections a holder serves, at most maxServing.
type slots struct {
	mu      sync.Mutex
	served  map[net.Conn]bool // each served, and whether it still waits for its request
	waiting []net.Conn        // those that wait for their request, oldest first
}

// admit reports whether conn may be served: when every slot is taken, the
// oldest connection still waiting for its request is closed for it.
func (s *slots) admit(conn net.Conn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.served) >= maxServing {
		if len(s.waiting) == 0 {
			return false
		}
		oldest := s.waiting[0]
		s.waiting = s.waiting[1:]
		delete(s.served, oldest)
		oldest.Close()
	}
	s.served[conn] = true
	s.waiting = append(s.waiting, conn)
	return true
}

// read records that conn's request was read: it is no longer idle.
func (s *slots) read(conn net.Conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.served[conn] {
		s.served[conn] = false
		s.waiting = slices.DeleteFunc(s.waiting, func(c net.Conn) bool { return c == conn })
	}
}

// done frees conn's slot, unless it was given to another already.
func (s *slots) done(conn net.Conn) {
	s.read(conn)
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.served, conn)
}

// serve reads one request from conn, calls read once it has it, hands it
// to take, and answers.
func serve(conn net.Conn, take func(*Handover), read func()) {
	defer conn.Close()
	if !samePeer(conn) {
		return
	}
	answer := func(text string) {
		conn.SetWriteDeadline(time.Now().Add(readWait))
		io.WriteString(conn, text+"\n")
	}
	conn.SetReadDeadline(time.Now().Add(readWait))
	req, err := decode(conn)
	read()
	if err != nil {
		answer("no " + err.Error())
		return
	}
	sent := time.UnixMilli(req.Sent)
	until := sent.Add(takeWithin)
	if time.Now().After(until) || time.Until(sent) > time.Second {
		answer("no the request came too late")
		return
	}
	h := &Handover{Request: req, taken: make(chan struct{})}
	take(h)
	timer := time.NewTimer(time.Until(until))
	defer timer.Stop()
	select {
	case <-h.taken:
	case <-timer.C:
	}
	if !h.withdraw("the app is busy") {
		answer("no " + h.reason)
		return
	}
	answer("ok")
}

// renew makes the lock and the socket again when either is gone from
// the folder, and returns the new socket's listener; with an error when
// another process holds the lock now.
func (l *Lock) renew() (net.Listener, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.gone || l.intact() {
		return nil, nil
	}
	fresh, held, err := l.g.takeLock() // the backstop is still this process's
	if err != nil {
		return l.moveToBackstop(), err
	}
	if !held {
		return nil, ErrLost
	}
	l.ln.Close()
	l.file.Close()
	l.file, l.ln, l.sock = fresh.file, fresh.ln, fresh.sock
	return l.ln, nil
}

// moveToBackstop moves the guard from a profile that can no longer hold
// it (made unreadable, or a file in its place) to the private folder,
// whose lock is the backstop this process holds, so that a later start
// that looks there finds this app and hands over. It returns the new
// socket's listener, or nil when there is none; l.mu is held.
func (l *Lock) moveToBackstop() net.Listener {
	if l.backstop == nil {
		return nil
	}
	g, err := privateGuard(l.g.folder, nil)
	if err != nil || g.lock != l.g.backstop {
		return nil
	}
	ln, sock, err := g.listen()
	if err != nil {
		return nil
	}
	l.ln.Close()
	l.file.Close()
	l.g, l.file, l.backstop, l.ln, l.sock = g, l.backstop, nil, ln, sock
	return ln
}

// intact reports whether the lock file and the socket this process holds
// are still where later starts look for them.
func (l *Lock) intact() bool {
	held, err := l.file.Stat()
	if err != nil {
		return false
	}
	lock, err := os.Stat(l.g.lock)
	if err != nil || !os.SameFile(held, lock) {
		return false
	}
	sock, err := os.Lstat(l.g.socket)
	return err == nil && os.SameFile(sock, l.sock)
}

// Release lets go of the profile: later starts take it instead of handing
// over to this process.
func (l *Lock) Release() {
	l.stopped.Do(func() { close(l.stop) })
	l.mu.Lock()
	defer l.mu.Unlock()
	l.gone = true
	if sock, err := os.Lstat(l.g.socket); err == nil && os.SameFile(sock, l.sock) {
		os.Remove(l.g.socket)
	}
	l.ln.Close()
	l.file.Close()
	if l.backstop != nil {
		l.backstop.Close()
	}
}
