package lifecycle

import (
	"io"
	"os"
	"os/exec"
	"runtime"
	"time"
)

// restartEnv marks a start that restart made: before it claims the
// profile, it waits for the app that made it to end.
const restartEnv = "QTTT_RESTARTED"

// restartWait is the longest a start that restart made waits for the app
// that made it to end: longer than quitting takes (flushGrace, then
// quitGrace). After it, the start goes on as any start does, and if that
// app still runs, brings its window to the front.
const restartWait = 30 * time.Second

// restartPipe is the new process's standard input, held open until this
// process ends: its end is what the new one waits for (awaitRestart). One
// process starts at most one new one.
var restartPipe io.Closer

// StartAgain starts this program again, with no game record to open (the
// autosave holds the game in play), marked by restartEnv, its standard
// input a pipe from this process that closes when this process ends: the
// new start claims the profile only once this process has ended.
func StartAgain() error {
	if restartPipe != nil { // started already: one new process is enough
		return nil
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), restartEnv+"=1")
	if runtime.GOOS != "windows" { // a Windows app started from its icon has no standard error to hand on
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	restartPipe = in // never closed, and kept from the garbage collector, which would close it
	return nil
}

// awaitRestart waits, in a start that restart made, until the app that
// made it has ended (its pipe on in closes), for at most d: only then are
// the profile's lock, the settings and the autosaved game free and whole.
func awaitRestart(in io.Reader, d time.Duration) {
	if os.Getenv(restartEnv) == "" {
		return
	}
	os.Unsetenv(restartEnv) // not handed on to what this process starts
	ended := make(chan struct{})
	go func() {
		io.Copy(io.Discard, in)
		close(ended)
	}()
	select {
	case <-ended:
	case <-time.After(d):
	}
}
