//go:build unix

package cli

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// --replay of a name that another user swaps, again and again, between a
// record and a named pipe never waits: the file is looked at once it is
// opened, not before (fault test t8, F5: 12 of 300 runs hung).
func TestReplayNeverWaitsOnAFileSwappedForANamedPipe(t *testing.T) {
	dir := t.TempDir()
	rec, fifo, name := filepath.Join(dir, "rec"), filepath.Join(dir, "fifo"), filepath.Join(dir, "game.qttt")
	os.WriteFile(rec, []byte("X1 1 5\n"), 0o644)
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	stop := make(chan struct{})
	swapped := make(chan struct{})
	go func() { // link(rec|fifo, tmp); rename(tmp, name), as fast as it goes
		defer close(swapped)
		tmp := filepath.Join(dir, "tmp")
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			os.Remove(tmp)
			os.Link([]string{rec, fifo}[i%2], tmp)
			os.Rename(tmp, name)
		}
	}()
	defer func() { close(stop); <-swapped }()
	for i := range 500 {
		done := make(chan struct{})
		go func() {
			defer close(done)
			Replay(io.Discard, io.Discard, []string{name})
		}()
		select {
		case <-done:
		case <-time.After(3 * time.Second):
			f, _ := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0)
			if f != nil {
				f.Close() // lets the blocked open go on
			}
			t.Fatalf("run %d of --replay waits on the named pipe", i)
		}
	}
}
