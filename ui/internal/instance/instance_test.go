package instance

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestMain shortens the waits, in this process and in the holders it
// starts (the same test binary), so that a refused request shows in a
// second or two rather than ten.
func TestMain(m *testing.M) {
	handoverWait, takeWithin, readWait, checkEvery = 2*time.Second, 1400*time.Millisecond, 500*time.Millisecond, 100*time.Millisecond
	os.Exit(m.Run())
}

// serveTaking serves l, taking every request at once, and returns the
// paths taken.
func serveTaking(l *Lock) <-chan string {
	got := make(chan string, 100)
	l.Serve(func(h *Handover) {
		if h.Take() {
			got <- h.Open
		}
	}, func(error) {})
	return got
}

func TestALaterStartHandsItsRecordToTheFirst(t *testing.T) {
	dir := t.TempDir()
	first, err := Claim(dir, Request{})
	if err != nil {
		t.Fatal(err)
	}
	defer first.Release()
	got := serveTaking(first)
	if _, err := Claim(dir, Request{Open: "/games/a.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a second claim: %v, want ErrHandedOver", err)
	}
	select {
	case open := <-got:
		if open != "/games/a.qttt" {
			t.Errorf("the first app was asked to open %q", open)
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

// A profile whose path is too long for a socket's address (a HOME of 50
// bytes or more) keeps its socket in the profile all the same, never in
// a shared folder such as /tmp, and a later start reaches it.
func TestALongProfileKeepsItsGuardInIt(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "home.example-school.org.uk", "students", "alexandra.konstantinopoulou", ".config", "fyne", "io.github.qtttedu.qttt")
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	if !shortAddresses {
		t.Skip("this system keeps a long profile's guard in a private folder")
	}
	if l.Where() != dir {
		t.Errorf("the guard is in %s, want the profile %s", l.Where(), dir)
	}
	if fi, err := os.Lstat(filepath.Join(dir, "instance.sock")); err != nil || fi.Mode()&os.ModeSocket == 0 {
		t.Fatalf("no socket in the profile: %v", err)
	}
	got := serveTaking(l)
	if _, err := Claim(dir, Request{Open: "/r.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a second claim: %v", err)
	}
	if open := <-got; open != "/r.qttt" {
		t.Errorf("took %q", open)
	}
}

// send writes raw to the socket of the profile dir and returns the
// answer, or the error that ended the wait for it.
func send(t *testing.T, dir string, raw []byte) (string, error) {
	t.Helper()
	conn, err := net.Dial("unix", filepath.Join(dir, "instance.sock"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(5 * time.Second))
	go conn.Write(raw)
	return bufio.NewReader(conn).ReadString('\n')
}

func TestARequestLongerThanTheLimitIsRefusedUnread(t *testing.T) {
	dir := t.TempDir()
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	got := serveTaking(l)
	huge := fmt.Appendf(nil, `{"sent":%d,"open":"/%s"}`+"\n", time.Now().UnixMilli(), strings.Repeat("a", 1<<20))
	start := time.Now()
	answer, _ := send(t, dir, huge)
	if !strings.HasPrefix(answer, "no ") || !strings.Contains(answer, "longer than") {
		t.Errorf("a 1 MiB request was answered %q", answer)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("the answer took %v", d)
	}
	long := fmt.Appendf(nil, `{"sent":%d,"open":"/%s"}`+"\n", time.Now().UnixMilli(), strings.Repeat("a", 5000))
	if answer, _ := send(t, dir, long); !strings.HasPrefix(answer, "no ") {
		t.Errorf("a 5000-byte path was answered %q", answer)
	}
	select {
	case open := <-got:
		t.Errorf("the app was asked to open %.20q…", open)
	default:
	}
	if _, err := Claim(dir, Request{Open: "/ok.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Errorf("a normal start afterwards: %v", err)
	}
}

// Idle connections are dropped after a short wait, and served beside a
// real start's: twenty of them do not keep it out.
func TestIdleConnectionsDoNotKeepAStartOut(t *testing.T) {
	dir := t.TempDir()
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	serveTaking(l)
	var idle []net.Conn
	for range 20 {
		c, err := net.Dial("unix", filepath.Join(dir, "instance.sock"))
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		idle = append(idle, c)
	}
	start := time.Now()
	if _, err := Claim(dir, Request{Open: "/r.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a start beside 20 idle connections: %v", err)
	}
	if d := time.Since(start); d > readWait+time.Second {
		t.Errorf("it took %v", d)
	}
	idle[0].SetReadDeadline(time.Now().Add(2 * readWait))
	if _, err := io.ReadAll(idle[0]); err != nil {
		t.Errorf("an idle connection was not dropped after %v: %v", readWait, err)
	}
}

// A request the app does not take in time is refused, and can no longer
// be taken: what a start was told failed never happens later.
func TestARequestNotTakenInTimeIsRefusedForGood(t *testing.T) {
	dir := t.TempDir()
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	handed := make(chan *Handover, 1)
	l.Serve(func(h *Handover) { handed <- h }, func(error) {})
	_, err = Claim(dir, Request{Open: "/slow.qttt"})
	if !errors.Is(err, ErrRefused) && !errors.Is(err, ErrNoAnswer) {
		t.Fatalf("a request the app never took: %v", err)
	}
	if h := <-handed; h.Take() {
		t.Error("the request was taken after its start was told it failed")
	}
	late := fmt.Appendf(nil, `{"sent":%d,"open":"/late.qttt"}`+"\n", time.Now().Add(-time.Minute).UnixMilli())
	if answer, _ := send(t, dir, late); !strings.HasPrefix(answer, "no ") {
		t.Errorf("a request sent a minute ago was answered %q", answer)
	}
	select {
	case h := <-handed:
		t.Errorf("a late request was handed to the app: %q", h.Open)
	default:
	}
}

// The profile's folder removed while the app runs is made again, 0700,
// with the lock and the socket, and the app is told to write its files
// back: a later start hands over rather than opening a second window.
func TestARemovedProfileIsMadeAgainWithItsGuard(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "fyne", "app")
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	renewed := make(chan error, 1)
	got := make(chan string, 1)
	l.Serve(func(h *Handover) {
		if h.Take() {
			got <- h.Open
		}
	}, func(err error) { renewed <- err })
	os.RemoveAll(filepath.Dir(dir))
	select {
	case err := <-renewed:
		if err != nil {
			t.Fatalf("renewed with %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the profile was not made again")
	}
	if fi, err := os.Stat(dir); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("the profile came back as %v (%v)", fi.Mode().Perm(), err)
	}
	if _, err := Claim(dir, Request{Open: "/b.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a start after the folder came back: %v", err)
	}
	if open := <-got; open != "/b.qttt" {
		t.Errorf("took %q", open)
	}
}

// When another start takes the profile in the moment its folder is
// gone, the first app learns that it lost it.
func TestAProfileTakenWhileGoneIsReportedLost(t *testing.T) {
	checkEvery = time.Second
	defer func() { checkEvery = 100 * time.Millisecond }()
	dir := filepath.Join(t.TempDir(), "app")
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	renewed := make(chan error, 1)
	l.Serve(func(*Handover) {}, func(err error) { renewed <- err })
	os.RemoveAll(dir)
	other, err := Claim(dir, Request{})
	if err != nil {
		t.Fatalf("a start while the folder was gone: %v", err)
	}
	defer other.Release()
	select {
	case err := <-renewed:
		if !errors.Is(err, ErrLost) {
			t.Errorf("renewed with %v, want ErrLost", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the first app was not told")
	}
}

// holder starts this test binary as a second process holding the profile
// dir and printing each path it takes.
func holder(t *testing.T, dir string) (*exec.Cmd, *bufio.Reader) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHoldUntilKilled$")
	cmd.Env = append(os.Environ(), "QTTT_HOLD="+dir)
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	r := bufio.NewReader(out)
	if line, _ := r.ReadString('\n'); line != "held\n" {
		t.Fatalf("the holder said %q", line)
	}
	return cmd, r
}

// A profile held by a process killed with SIGKILL is free again: the
// lock goes with the process, and the socket it left is replaced.
func TestAKilledHolderLeavesNoStaleLock(t *testing.T) {
	dir := t.TempDir()
	cmd, _ := holder(t, dir)
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
// killed, taking every request and printing its path, for the tests above.
func TestHoldUntilKilled(t *testing.T) {
	dir := os.Getenv("QTTT_HOLD")
	if dir == "" {
		t.Skip("run by the tests above")
	}
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatal(err)
	}
	got := serveTaking(l)
	os.Stdout.WriteString("held\n")
	for open := range got {
		os.Stdout.WriteString(open + "\n")
	}
}
