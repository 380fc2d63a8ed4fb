package instance

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

func TestALaterStartHandsItsRecordToTheFirst(t *testing.T) {
	dir := t.TempDir()
	first, err := Claim(dir, Request{})
	if err != nil {
		t.Fatal(err)
	}
	defer first.Release()
	got := make(chan Request, 1)
	first.Serve(func(r Request) { got <- r })

	if _, err := Claim(dir, Request{Open: "/games/a.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a second claim: %v, want ErrHandedOver", err)
	}
	select {
	case r := <-got:
		if r.Open != "/games/a.qttt" {
			t.Errorf("the first app was asked to open %q", r.Open)
		}
	default:
		t.Error("the first app was not told")
	}
	first.Release()
	again, err := Claim(dir, Request{})
	if err != nil {
		t.Fatalf("after the first let go, a claim: %v", err)
	}
	again.Release()
}

// A profile held by a process killed with SIGKILL is free again: the
// lock goes with the process, and the socket it left is replaced.
func TestAKilledHolderLeavesNoStaleLock(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHoldUntilKilled$")
	cmd.Env = append(os.Environ(), "QTTT_HOLD="+dir)
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 4)
	out.Read(buf) // "held"
	if _, err := os.Stat(filepath.Join(dir, "instance.sock")); err != nil {
		t.Fatalf("the holder has no socket: %v", err)
	}
	cmd.Process.Kill()
	cmd.Wait()
	start := time.Now()
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatalf("after the holder was killed, a claim: %v", err)
	}
	l.Release()
	if d := time.Since(start); d > time.Second {
		t.Errorf("the claim took %v", d)
	}
}

// TestHoldUntilKilled holds the profile QTTT_HOLD names until it is
// killed, for the test above.
func TestHoldUntilKilled(t *testing.T) {
	dir := os.Getenv("QTTT_HOLD")
	if dir == "" {
		t.Skip("run by TestAKilledHolderLeavesNoStaleLock")
	}
	if _, err := Claim(dir, Request{}); err != nil {
		t.Fatal(err)
	}
	os.Stdout.WriteString("held")
	select {}
}
