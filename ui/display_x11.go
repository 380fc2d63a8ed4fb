//go:build (linux || openbsd || freebsd || netbsd) && !android && !ci

package ui

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// displayError returns why no display can be opened, or nil when one
// answers: a Wayland socket that is there, or an X server that takes a
// connection. GLFW, given neither, logs its error and the app would end
// in a panic inside Fyne. A DISPLAY this cannot read is left to GLFW.
func displayError() error {
	if w := os.Getenv("WAYLAND_DISPLAY"); w != "" {
		if !filepath.IsAbs(w) {
			w = filepath.Join(os.Getenv("XDG_RUNTIME_DIR"), w)
		}
		if _, err := os.Stat(w); err == nil {
			return nil
		}
	}
	d := os.Getenv("DISPLAY")
	if d == "" {
		return errors.New("no display could be opened: neither DISPLAY nor WAYLAND_DISPLAY is set")
	}
	host, rest, ok := strings.Cut(d, ":")
	number, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(number)
	if !ok || err != nil {
		return nil
	}
	var conn net.Conn
	if host == "" || host == "unix" {
		socket := fmt.Sprintf("/tmp/.X11-unix/X%d", n)
		if conn, err = net.DialTimeout("unix", socket, 3*time.Second); err != nil {
			conn, err = net.DialTimeout("unix", "@"+socket, 3*time.Second) // Linux's abstract socket
		}
	} else {
		conn, err = net.DialTimeout("tcp", net.JoinHostPort(strings.TrimPrefix(host, "tcp/"), strconv.Itoa(6000+n)), 3*time.Second)
	}
	if err != nil {
		return fmt.Errorf("no display could be opened: the X server of DISPLAY=%s does not answer", d)
	}
	conn.Close()
	return nil
}
