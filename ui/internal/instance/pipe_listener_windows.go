package instance

import (
	"net"
	"os"
	"sync"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// pipeListener accepts connections on a named pipe, one pipe instance for
// each: the instance waiting for a client always exists, so that a later
// start finds the pipe while the app serves another.
type pipeListener struct {
	name  string
	sa    *windows.SecurityAttributes
	event windows.Handle // set when a client connects to next
	stop  windows.Handle // set by Close

	mu        sync.Mutex
	next      windows.Handle // the instance waiting for a client
	accepting bool
	closed    bool
}

// listenPipe makes the pipe name, which must not exist yet, open only to
// this process's user and to no remote client.
func listenPipe(name string) (net.Listener, error) {
	me, err := userSID()
	if err != nil {
		return nil, err
	}
	sd, err := windows.SecurityDescriptorFromString("D:P(A;;GA;;;" + me.String() + ")")
	if err != nil {
		return nil, err
	}
	l := &pipeListener{name: name, sa: &windows.SecurityAttributes{SecurityDescriptor: sd}}
	l.sa.Length = uint32(unsafe.Sizeof(*l.sa))
	if l.next, err = l.instance(true); err != nil {
		return nil, err
	}
	if l.event, err = windows.CreateEvent(nil, 1, 0, nil); err == nil {
		l.stop, err = windows.CreateEvent(nil, 1, 0, nil)
	}
	if err != nil {
		l.release()
		return nil, err
	}
	return l, nil
}

// instance makes an instance of the pipe; the first fails if another
// program has the name.
func (l *pipeListener) instance(first bool) (windows.Handle, error) {
	u16, err := windows.UTF16PtrFromString(l.name)
	if err != nil {
		return windows.InvalidHandle, err
	}
	flags := uint32(windows.PIPE_ACCESS_DUPLEX | windows.FILE_FLAG_OVERLAPPED)
	if first {
		flags |= windows.FILE_FLAG_FIRST_PIPE_INSTANCE
	}
	h, err := windows.CreateNamedPipe(u16, flags, windows.PIPE_TYPE_BYTE|windows.PIPE_READMODE_BYTE|windows.PIPE_WAIT|windows.PIPE_REJECT_REMOTE_CLIENTS,
		windows.PIPE_UNLIMITED_INSTANCES, 4096, 4096, 0, l.sa)
	if err != nil {
		return windows.InvalidHandle, &os.PathError{Op: "make", Path: l.name, Err: err}
	}
	return h, nil
}

// Accept waits for a later start to open the pipe and returns its
// connection, which has deadlines. Only Close ends it with an error: a
// client that leaves at once, or a moment without pipe instances, only
// delays it.
func (l *pipeListener) Accept() (net.Conn, error) {
	for {
		l.mu.Lock()
		if l.closed {
			l.mu.Unlock()
			return nil, net.ErrClosed
		}
		if l.next == windows.InvalidHandle {
			l.next, _ = l.instance(false)
		}
		h := l.next
		l.accepting = h != windows.InvalidHandle
		l.mu.Unlock()

		var err error
		if h == windows.InvalidHandle {
			err = windows.ERROR_PIPE_BUSY // no instance could be made: try again
		} else {
			err = l.connect(h)
		}

		l.mu.Lock()
		l.accepting = false
		if l.closed {
			l.release()
			l.mu.Unlock()
			return nil, net.ErrClosed
		}
		if err == nil {
			l.next, _ = l.instance(false) // or made at the next Accept
			l.mu.Unlock()
			return newPipeConn(h, l.name), nil
		}
		if h != windows.InvalidHandle {
			windows.DisconnectNamedPipe(h)
		}
		l.mu.Unlock()
		time.Sleep(10 * time.Millisecond)
	}
}

// connect waits until a client opens the instance h, or Close is called.
func (l *pipeListener) connect(h windows.Handle) error {
	windows.ResetEvent(l.event)
	ov := windows.Overlapped{HEvent: l.event}
	switch err := windows.ConnectNamedPipe(h, &ov); err {
	case nil, windows.ERROR_PIPE_CONNECTED:
		return nil
	case windows.ERROR_IO_PENDING:
	default:
		return err
	}
	which, err := windows.WaitForMultipleObjects([]windows.Handle{l.event, l.stop}, false, windows.INFINITE)
	if err != nil || which != windows.WAIT_OBJECT_0 {
		windows.CancelIoEx(h, &ov)
	}
	var n uint32
	return windows.GetOverlappedResult(h, &ov, &n, true)
}

// Close stops Accept and removes the pipe; connections already accepted
// go on.
func (l *pipeListener) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return net.ErrClosed
	}
	l.closed = true
	windows.SetEvent(l.stop)
	if !l.accepting {
		l.release()
	}
	return nil
}

// release closes the waiting instance and the events.
func (l *pipeListener) release() {
	for _, h := range []windows.Handle{l.next, l.event, l.stop} {
		if h != 0 && h != windows.InvalidHandle {
			windows.CloseHandle(h)
		}
	}
	l.next, l.event, l.stop = windows.InvalidHandle, windows.InvalidHandle, windows.InvalidHandle
}

// Addr is the pipe's name.
func (l *pipeListener) Addr() net.Addr { return pipeAddr(l.name) }

// pipeAddr is a pipe's name as a net.Addr.
type pipeAddr string

func (pipeAddr) Network() string  { return "pipe" }
func (a pipeAddr) String() string { return string(a) }

// pipeConn is one end of a connected pipe instance: an overlapped handle
// that the os package reads and writes with deadlines (Go 1.25 and later).
type pipeConn struct {
	*os.File
	name string
}

func newPipeConn(h windows.Handle, name string) *pipeConn {
	return &pipeConn{File: os.NewFile(uintptr(h), name), name: name}
}

func (c *pipeConn) LocalAddr() net.Addr  { return pipeAddr(c.name) }
func (c *pipeConn) RemoteAddr() net.Addr { return pipeAddr(c.name) }
