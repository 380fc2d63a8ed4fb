package answers

import (
	"io"
	"log"
	"net"
	"sync"
)

// quietLog drops the HTTP server's complaints about phones that send
// nonsense: a phone cannot write to the app's log.
var quietLog = log.New(io.Discard, "", 0)

// limitListener accepts at most n connections at once, the next waiting
// until one closes, and at most perAddress of them from one address: the
// next from that address is closed at once, so that one address cannot
// hold every slot while the other phones wait (fault W1).
func limitListener(l net.Listener, n, perAddress int) net.Listener {
	return &limitedListener{
		Listener:   l,
		slots:      make(chan struct{}, n),
		closed:     make(chan struct{}),
		perAddress: perAddress,
		byAddress:  map[string]int{},
	}
}

type limitedListener struct {
	net.Listener
	slots     chan struct{}
	closed    chan struct{}
	closeOnce sync.Once

	perAddress int
	mu         sync.Mutex
	byAddress  map[string]int // connections open, per address
}

func (l *limitedListener) Accept() (net.Conn, error) {
	for {
		select {
		case l.slots <- struct{}{}:
		case <-l.closed:
			return nil, net.ErrClosed
		}
		c, err := l.Listener.Accept()
		if err != nil {
			<-l.slots
			return nil, err
		}
		addr := connAddress(c)
		if !l.take(addr) {
			c.Close()
			<-l.slots
			continue
		}
		return &limitedConn{Conn: c, release: func() { l.give(addr); <-l.slots }}, nil
	}
}

// take counts a connection from addr, and reports whether addr may have it.
func (l *limitedListener) take(addr string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.byAddress[addr] >= l.perAddress {
		return false
	}
	l.byAddress[addr]++
	return true
}

func (l *limitedListener) give(addr string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.byAddress[addr]--; l.byAddress[addr] <= 0 {
		delete(l.byAddress, addr)
	}
}

// connAddress is the IP address a connection comes from.
func connAddress(c net.Conn) string {
	if a, ok := c.RemoteAddr().(*net.TCPAddr); ok {
		return a.IP.String()
	}
	return c.RemoteAddr().String()
}

type limitedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}

func (l *limitedListener) Close() error {
	l.closeOnce.Do(func() { close(l.closed) })
	return l.Listener.Close()
}
