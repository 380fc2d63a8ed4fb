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
	// The guards' backstops go to a cache folder of the tests' own, which
	// the holders this process starts share.
	if os.Getenv("QTTT_TEST_CACHE") != "" {
		os.Exit(m.Run())
	}
	cache, err := os.MkdirTemp("", "qttt-cache-")
	if err == nil {
		os.Setenv("QTTT_TEST_CACHE", cache)
		os.Setenv("XDG_CACHE_HOME", cache)
	}
	code := m.Run()
	os.RemoveAll(cache)
	os.Exit(code)
}

// record returns an absolute path to a game record called name.
func record(name string) string {
	return filepath.Join(filepath.VolumeName(os.TempDir())+string(filepath.Separator), filepath.FromSlash(name))
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
	dir := tempDir(t)
	first := claim(t, dir)
	defer first.Release()
	got := serveTaking(first)
	if _, err := Claim(dir, Request{Open: record("games/a.qttt")}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a second claim: %v, want ErrHandedOver", err)
	}
	select {
	case open := <-got:
		if open != record("games/a.qttt") {
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
	dir := filepath.Join(tempDir(t), "home.example-school.org.uk", "students", "alexandra.konstantinopoulou", ".config", "fyne", "io.github.qtttedu.qttt")
	l := claim(t, dir)
	defer l.Release()
	if !shortAddresses {
		t.Skip("this system keeps a long profile's guard in a private folder")
	}
	if l.Where() != dir {
		t.Errorf("the guard is in %s, want the profile %s", l.Where(), dir)
	}
	if _, err := os.Lstat(filepath.Join(dir, "instance"+endpointExt)); err != nil {
		t.Fatalf("no socket in the profile: %v", err)
	}
	got := serveTaking(l)
	if _, err := Claim(dir, Request{Open: record("r.qttt")}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a second claim: %v", err)
	}
	if open := <-got; open != record("r.qttt") {
		t.Errorf("took %q", open)
	}
}

// connect connects to the app holding the profile dir, as a later start
// does, and returns the connection unused.
func connect(t *testing.T, dir string) net.Conn {
	t.Helper()
	g, err := guardFor(dir)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := g.dial()
	if err != nil {
		t.Fatal(err)
	}
	return conn
}

// send writes raw to the app holding the profile dir and returns the
// answer, or the error that ended the wait for it.
func send(t *testing.T, dir string, raw []byte) (string, error) {
	t.Helper()
	conn := connect(t, dir)
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(5 * time.Second))
	go conn.Write(raw)
	return bufio.NewReader(conn).ReadString('\n')
}

func TestARequestLongerThanTheLimitIsRefusedUnread(t *testing.T) {
	dir := tempDir(t)
	l := claim(t, dir)
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
	if _, err := Claim(dir, Request{Open: record("ok.qttt")}); !errors.Is(err, ErrHandedOver) {
		t.Errorf("a normal start afterwards: %v", err)
	}
}

// Idle connections are dropped after a short wait, and served beside a
// real start's: twenty of them do not keep it out.
func TestIdleConnectionsDoNotKeepAStartOut(t *testing.T) {
	dir := tempDir(t)
	l := claim(t, dir)
	defer l.Release()
	serveTaking(l)
	var idle []net.Conn
	for range 20 {
		c := connect(t, dir)
		defer c.Close()
		idle = append(idle, c)
	}
	start := time.Now()
	if _, err := Claim(dir, Request{Open: record("r.qttt")}); !errors.Is(err, ErrHandedOver) {
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

// Idle connections opened again as soon as the app drops them, more
// than it serves at once, do not keep a real start out (fault test t8,
// F11: 16 of them made every start fail with "does not answer").
func TestIdleConnectionsOpenedAgainDoNotKeepAStartOut(t *testing.T) {
	dir := tempDir(t)
	l := claim(t, dir)
	defer l.Release()
	serveTaking(l)
	g, err := guardFor(dir)
	if err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	defer close(stop)
	for range 2 * maxServing {
		go func() {
			for {
				c, err := g.dial()
				if err != nil {
					return
				}
				select {
				case <-stop:
					c.Close()
					return
				default:
				}
				c.Read(make([]byte, 1)) // until the app drops it
				c.Close()
			}
		}()
	}
	time.Sleep(2 * readWait)
	for i := range 5 {
		if _, err := Claim(dir, Request{Open: record("r.qttt")}); !errors.Is(err, ErrHandedOver) {
			t.Fatalf("start %d beside %d idle connections opened again: %v", i, 2*maxServing, err)
		}
	}
}

// Connections closed before a word, however many, leave the app serving
// the next start.
func TestConnectionsThatLeaveAtOnceDoNotStopTheApp(t *testing.T) {
	dir := tempDir(t)
	l := claim(t, dir)
	defer l.Release()
	got := serveTaking(l)
	for range 30 {
		connect(t, dir).Close()
	}
	if _, err := Claim(dir, Request{Open: record("after.qttt")}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a start after 30 connections that left at once: %v", err)
	}
	if open := <-got; open != record("after.qttt") {
		t.Errorf("took %q", open)
	}
}

// A request the app does not take in time is refused, and can no longer
// be taken: what a start was told failed never happens later.
func TestARequestNotTakenInTimeIsRefusedForGood(t *testing.T) {
	dir := tempDir(t)
	l := claim(t, dir)
	defer l.Release()
	handed := make(chan *Handover, 1)
	l.Serve(func(h *Handover) { handed <- h }, func(error) {})
	_, err := Claim(dir, Request{Open: record("slow.qttt")})
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

// Another process holding the profile takes a later start's request; once
// killed (SIGKILL, TerminateProcess), it leaves the profile free: the lock
// goes with the process, and the socket it left is replaced.
func TestAKilledHolderLeavesNoStaleLock(t *testing.T) {
	dir := tempDir(t)
	cmd, out := holder(t, dir)
	if _, err := os.Stat(filepath.Join(dir, "instance"+endpointExt)); err != nil {
		t.Fatalf("the holder has no socket: %v", err)
	}
	if _, err := Claim(dir, Request{Open: record("held.qttt")}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a start while another process holds the profile: %v", err)
	}
	if line, _ := out.ReadString('\n'); line != record("held.qttt")+"\n" {
		t.Fatalf("the holder took %q", line)
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
	l := claim(t, dir)
	got := serveTaking(l)
	os.Stdout.WriteString("held\n")
	for open := range got {
		os.Stdout.WriteString(open + "\n")
	}
}

// claim takes the guard of the profile dir for a first app, failing the
// test if it cannot.
func claim(t *testing.T, dir string) *Lock {
	t.Helper()
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatal(err)
	}
	return l
}
