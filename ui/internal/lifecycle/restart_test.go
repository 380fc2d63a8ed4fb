package lifecycle

import (
	"io"
	"path/filepath"
	"testing"
	"time"
)

// TestARestartWaitsForTheAppBeforeIt: a start that restart made goes on
// once the pipe from the app before it closes, as that app ends, or after
// the longest wait; any other start at once.
func TestARestartWaitsForTheAppBeforeIt(t *testing.T) {
	r, w := io.Pipe()
	awaitRestart(r, time.Hour) // not a restart's
	t.Setenv(restartEnv, "1")
	done := make(chan struct{})
	go func() {
		awaitRestart(r, time.Hour)
		close(done)
	}()
	select {
	case <-done:
		t.Fatal("a restart went on while the app before it ran")
	case <-time.After(100 * time.Millisecond):
	}
	w.Close()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("a restart waited on once the app before it had ended")
	}
	t.Setenv(restartEnv, "1")
	r2, _ := io.Pipe()
	start := time.Now()
	awaitRestart(r2, 50*time.Millisecond)
	if waited := time.Since(start); waited > 5*time.Second {
		t.Errorf("a restart waited %v for an app that never ends, want the longest wait", waited)
	}
}

// A later start asks the running app to open its record by its absolute
// path, a name that begins with "-" (given after "--") too.
func TestALaterStartAsksForItsRecordByItsAbsolutePath(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if got, want := request("-dash.qttt").Open, filepath.Join(dir, "-dash.qttt"); got != want {
		t.Errorf("a later start asks to open %q, want %q", got, want)
	}
	if got := request(""); got.Open != "" {
		t.Errorf("a start without a record asks to open %q", got.Open)
	}
}
