package answers

import (
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// One address holding its every allowed connection idle cannot make the
// other phones wait: its next connection is closed at once, and another
// address's request is answered at once (fault W1: one address held all
// 1000 slots, and every phone's request waited about 5 s).
func TestOneAddressCannotHoldEveryConnection(t *testing.T) {
	const perAddress = 20
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	must(t, err)
	limited := limitListener(ln, 1000, perAddress)
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }),
		ReadHeaderTimeout: headerTimeout, ErrorLog: quietLog}
	go srv.Serve(limited)
	defer srv.Close()
	host := ln.Addr().String()

	var idle []net.Conn
	defer func() {
		for _, c := range idle {
			c.Close()
		}
	}()
	for range perAddress {
		c, err := net.DialTimeout("tcp", host, time.Second)
		must(t, err)
		idle = append(idle, c)
	}
	// The address's next connections are closed by the app at once: the
	// phone reads the end within a second, not after the header timeout.
	for i := range 5 {
		c, err := net.DialTimeout("tcp", host, time.Second)
		must(t, err)
		c.SetReadDeadline(time.Now().Add(time.Second))
		_, err = c.Read(make([]byte, 1))
		c.Close()
		if err == nil || isTimeout(err) {
			t.Fatalf("connection %d beyond the address's %d was kept (read: %v)", perAddress+i+1, perAddress, err)
		}
	}
	// One of the address's own closes: its next request is answered.
	idle[0].Close()
	idle = idle[1:]
	client := &http.Client{Timeout: 2 * time.Second}
	var got bool
	for deadline := time.Now().Add(5 * time.Second); !got && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if resp, err := client.Get("http://" + host + "/"); err == nil {
			resp.Body.Close()
			got = resp.StatusCode == http.StatusOK
		}
	}
	if !got {
		t.Error("a freed connection of the address was not given again")
	}
	client.CloseIdleConnections()
}

// The cap is per address: while 10.0.0.1 holds its cap, and more waits
// behind it, 10.0.0.2's connection is accepted at once.
func TestAnotherAddressIsAcceptedWhileOneHoldsItsCap(t *testing.T) {
	fake := &fakeListener{conns: make(chan net.Conn, 100), closed: make(chan struct{})}
	l := limitListener(fake, 100, 3)
	defer l.Close()
	var held []net.Conn
	for range 3 {
		fake.dial("10.0.0.1")
		c, err := l.Accept()
		must(t, err)
		held = append(held, c)
	}
	var refused []net.Conn
	for range 10 {
		refused = append(refused, fake.dial("10.0.0.1"))
	}
	fake.dial("10.0.0.2")
	accepted := make(chan net.Conn)
	go func() {
		c, err := l.Accept()
		if err == nil {
			accepted <- c
		}
	}()
	select {
	case c := <-accepted:
		if connAddress(c) != "10.0.0.2" {
			t.Errorf("accepted a connection from %s, want 10.0.0.2", connAddress(c))
		}
		c.Close()
	case <-time.After(5 * time.Second):
		t.Fatal("10.0.0.2 waited while 10.0.0.1 held its cap")
	}
	for i, c := range refused {
		c.SetReadDeadline(time.Now().Add(time.Second))
		if _, err := c.Read(make([]byte, 1)); err == nil || isTimeout(err) {
			t.Errorf("10.0.0.1's connection %d beyond its cap was kept (read: %v)", 4+i, err)
		}
	}
	held[0].Close()
	fake.dial("10.0.0.1")
	go func() {
		if c, err := l.Accept(); err == nil {
			accepted <- c
		}
	}()
	select {
	case c := <-accepted:
		c.Close()
	case <-time.After(5 * time.Second):
		t.Fatal("10.0.0.1 was not given a connection again after one of its own closed")
	}
}

func isTimeout(err error) bool {
	ne, ok := err.(net.Error)
	return ok && ne.Timeout()
}

// fakeListener hands out one end of a pipe per dial, as from addr.
type fakeListener struct {
	conns  chan net.Conn
	closed chan struct{}
}

func (f *fakeListener) dial(addr string) net.Conn {
	server, client := net.Pipe()
	f.conns <- fromAddress{server, &net.TCPAddr{IP: net.ParseIP(addr), Port: 40000}}
	return client
}

func (f *fakeListener) Accept() (net.Conn, error) {
	select {
	case c := <-f.conns:
		return c, nil
	case <-f.closed:
		return nil, net.ErrClosed
	}
}

func (f *fakeListener) Close() error {
	select {
	case <-f.closed:
	default:
		close(f.closed)
	}
	return nil
}

func (f *fakeListener) Addr() net.Addr { return &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)} }

// fromAddress is a connection that says it comes from remote.
type fromAddress struct {
	net.Conn
	remote net.Addr
}

func (c fromAddress) RemoteAddr() net.Addr { return c.remote }
