//go:build unix

package instance

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// tempDir is t.TempDir.
func tempDir(t *testing.T) string { return t.TempDir() }

// (Windows keeps a folder with files open in it from being removed, so
// the next two are for Unix.)

// The profile's folder removed while the app runs is made again, 0700,
// with the lock and the socket, and the app is told to write its files
// back: a later start hands over rather than opening a second window.
func TestARemovedProfileIsMadeAgainWithItsGuard(t *testing.T) {
	dir := filepath.Join(tempDir(t), "fyne", "app")
	l := claim(t, dir)
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
	if _, err := Claim(dir, Request{Open: record("b.qttt")}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a start after the folder came back: %v", err)
	}
	if open := <-got; open != record("b.qttt") {
		t.Errorf("took %q", open)
	}
}

// A start in the moment the profile's folder is gone, before the app
// holding it has made it again, finds that app all the same (its backstop
// lock outlives the folder) and hands over, rather than opening a second
// window (fault test t8, F6).
func TestAStartWhileTheProfileIsGoneFindsTheFirst(t *testing.T) {
	checkEvery = time.Second
	defer func() { checkEvery = 100 * time.Millisecond }()
	dir := filepath.Join(tempDir(t), "app")
	l := claim(t, dir)
	defer l.Release()
	got := serveTaking(l)
	os.RemoveAll(dir)
	second, err := Claim(dir, Request{Open: record("b.qttt")})
	if err == nil {
		second.Release()
	}
	if !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a start while the folder was gone: %v, want it handed over", err)
	}
	if open := <-got; open != record("b.qttt") {
		t.Errorf("took %q", open)
	}
}

// A start that cannot reach the profile (made unreadable) and so looks
// for the guard in the private folder finds the app that holds the
// profile there too: it is not let open a second window (F7).
func TestAStartThatFallsBackToThePrivateFolderFindsTheFirst(t *testing.T) {
	dir := filepath.Join(tempDir(t), "app")
	l := claim(t, dir)
	defer l.Release()
	if l.backstop == nil {
		t.Fatal("the guard in the profile has no backstop")
	}
	g, err := privateGuard(dir, errors.New("permission denied"))
	if err != nil {
		t.Fatal(err)
	}
	if other, held, err := g.take(); held || err != nil {
		if other != nil {
			other.Release()
		}
		t.Fatalf("a start with the private folder's guard took it (%v): a second window", err)
	}
}

// When the profile can no longer hold the guard (made unreadable, or, as
// here, a file in its place), the app says so and moves its guard to the
// private folder: a later start, which can use only that one, hands over
// to it (F7).
func TestAProfileThatCannotHoldTheGuardAnyMoreMovesItToThePrivateFolder(t *testing.T) {
	dir := filepath.Join(tempDir(t), "app")
	l := claim(t, dir)
	defer l.Release()
	renewed := make(chan error, 1)
	got := make(chan string, 1)
	l.Serve(func(h *Handover) {
		if h.Take() {
			got <- h.Open
		}
	}, func(err error) { renewed <- err })
	os.RemoveAll(dir)
	os.WriteFile(dir, nil, 0o600)
	select {
	case err := <-renewed:
		if err == nil {
			t.Fatal("renewed without an error")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the app was not told")
	}
	if _, err := Claim(dir, Request{Open: record("c.qttt")}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a later start: %v, want it handed over", err)
	}
	if open := <-got; open != record("c.qttt") {
		t.Errorf("took %q", open)
	}
}

// When another start takes the profile while its folder, and the user's
// private folder with the backstop, are gone, the first app learns that
// it lost it.
func TestAProfileTakenWhileGoneIsReportedLost(t *testing.T) {
	checkEvery = time.Second
	defer func() { checkEvery = 100 * time.Millisecond }()
	dir := filepath.Join(tempDir(t), "app")
	l := claim(t, dir)
	defer l.Release()
	renewed := make(chan error, 1)
	l.Serve(func(*Handover) {}, func(err error) { renewed <- err })
	os.RemoveAll(dir)
	os.Remove(l.g.backstop)
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

// With a shared group's umask (002) the socket is still the user's alone,
// and so is the profile's folder.
func TestTheSocketIsTheUsersAloneWhateverTheUmask(t *testing.T) {
	old := syscall.Umask(0o002)
	defer syscall.Umask(old)
	dir := filepath.Join(t.TempDir(), "profile")
	l := claim(t, dir)
	defer l.Release()
	for path, want := range map[string]os.FileMode{dir: 0o700, filepath.Join(dir, "instance.sock"): 0o600, filepath.Join(dir, "instance.lock"): 0o600} {
		if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != want {
			t.Errorf("%s: %v, %v; want %v", filepath.Base(path), fi.Mode().Perm(), err, want)
		}
	}
}

// A profile that is a link to a folder of someone else's (or one that
// cannot hold the lock) keeps its guard in the user's private folder, so
// that a second start still hands over.
func TestAProfileThatCannotHoldTheGuardUsesAPrivateFolder(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	t.Setenv("XDG_RUNTIME_DIR", "")
	t.Setenv("XDG_CACHE_HOME", "")
	t.Setenv("HOME", "") // no cache folder: the temporary folder
	target := filepath.Join(tmp, "elsewhere")
	os.Mkdir(target, 0o700)
	dir := filepath.Join(tmp, "profile")
	if err := os.Symlink(target, dir); err != nil {
		t.Fatal(err)
	}
	l := claim(t, dir)
	defer l.Release()
	private := filepath.Join(tmp, fmt.Sprintf("qttt-%d", os.Getuid()))
	if l.Where() != private {
		t.Errorf("the guard is in %s, want %s", l.Where(), private)
	}
	if fi, err := os.Lstat(private); err != nil || fi.Mode().Perm() != 0o700 || !fi.IsDir() {
		t.Errorf("the private folder: %v, %v", fi, err)
	}
	got := serveTaking(l)
	if _, err := Claim(dir, Request{Open: "/c.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a second start: %v", err)
	}
	<-got
}

// A private folder made first by someone else (a link, or a folder with
// the wrong mode) is never used: no guard, and an error that says why.
func TestAPrivateFolderMadeBySomeoneElseIsRefused(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	t.Setenv("XDG_RUNTIME_DIR", "")
	t.Setenv("XDG_CACHE_HOME", "")
	t.Setenv("HOME", "") // no cache folder
	os.Symlink(filepath.Join(tmp, "attacker"), filepath.Join(tmp, fmt.Sprintf("qttt-%d", os.Getuid())))
	dir := filepath.Join(tmp, "profile")
	os.Symlink(tmp, dir) // a profile that cannot hold the guard
	if l, err := Claim(dir, Request{}); err == nil {
		l.Release()
		t.Fatalf("the guard was put in %s", l.Where())
	}
}

// A stopped holder (SIGSTOP) does not answer; once it runs again it
// must not carry out the request its start was told had failed.
func TestAStoppedHolderNeverActsOnARequestThatFailed(t *testing.T) {
	dir := t.TempDir()
	cmd, out := holder(t, dir)
	if _, err := Claim(dir, Request{Open: "/first.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a start while the holder runs: %v", err)
	}
	if line, _ := out.ReadString('\n'); line != "/first.qttt\n" {
		t.Fatalf("the holder took %q", line)
	}
	cmd.Process.Signal(syscall.SIGSTOP)
	time.Sleep(200 * time.Millisecond) // the signal takes effect
	_, err := Claim(dir, Request{Open: "/stopped.qttt"})
	if !errors.Is(err, ErrNoAnswer) {
		t.Fatalf("a start while the holder is stopped: %v, want ErrNoAnswer", err)
	}
	if want := fmt.Sprintf("process %d, which may be stopped", cmd.Process.Pid); !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "/proc/") {
		t.Errorf("a start while the holder is stopped says %q, want %q and no /proc path", err, want)
	}
	cmd.Process.Signal(syscall.SIGCONT)
	if _, err := Claim(dir, Request{Open: "/after.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a start after the holder went on: %v", err)
	}
	if line, _ := out.ReadString('\n'); line != "/after.qttt\n" {
		t.Errorf("after SIGCONT the holder took %q first", strings.TrimSpace(line))
	}
}

// Another user who can reach the socket (here the folder is opened to
// everyone on purpose, as a shared group's umask once did to a socket in
// /tmp) is refused by the peer's user id: no answer, nothing taken. Run
// as root, which can start a process as another user (.ci/run does).
func TestAnotherUsersConnectionIsRefused(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("needs root to start a process as another user")
	}
	dir := t.TempDir()
	l := claim(t, dir)
	defer l.Release()
	got := serveTaking(l)
	bin := filepath.Join(dir, "instance.test")
	data, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(bin, data, 0o755)
	for p := dir; p != "/" && p != filepath.Dir(os.TempDir()); p = filepath.Dir(p) {
		os.Chmod(p, 0o755)
	}
	os.Chmod(filepath.Join(dir, "instance.sock"), 0o666)
	cmd := exec.Command(bin, "-test.run=^TestConnectAndSay$")
	cmd.Env = append(os.Environ(), "QTTT_CONNECT="+filepath.Join(dir, "instance.sock"))
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if !strings.Contains(string(out), "answer: \"\"") {
		t.Errorf("another user's request: %s (%v)", out, err)
	}
	select {
	case open := <-got:
		t.Errorf("the app was asked by another user to open %q", open)
	case <-time.After(200 * time.Millisecond):
	}
}

// TestConnectAndSay sends a request to the socket QTTT_CONNECT names and
// prints the answer, for the test above.
func TestConnectAndSay(t *testing.T) {
	sock := os.Getenv("QTTT_CONNECT")
	if sock == "" {
		t.Skip("run by TestAnotherUsersConnectionIsRefused")
	}
	conn, err := net.Dial("unix", sock)
	if err != nil {
		fmt.Println("dial:", err)
		return
	}
	conn.SetDeadline(time.Now().Add(3 * time.Second))
	fmt.Fprintf(conn, `{"sent":%d,"open":"/evil.qttt"}`+"\n", time.Now().UnixMilli())
	answer, _ := bufio.NewReader(conn).ReadString('\n')
	fmt.Printf("answer: %q\n", answer)
}

// A profile folder, or the folder above it, that belongs to another user
// (who made it first through a group-writable ~/.config) is refused: the
// app does not run on files another user can swap. Root can make a
// folder another user's (.ci/run runs as root).
func TestAnotherUsersProfileIsRefused(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("needs root to give a folder to another user")
	}
	for _, whose := range []string{"app", "fyne"} {
		root := tempDir(t)
		dir := filepath.Join(root, "fyne", "app")
		os.MkdirAll(dir, 0o777)
		os.Chown(filepath.Join(root, "fyne"), 65534, 65534)
		if whose == "app" {
			os.Chown(filepath.Join(root, "fyne"), 0, 0)
			os.Chown(dir, 65534, 65534)
		}
		if l, err := Claim(dir, Request{}); !errors.Is(err, ErrNotYours) {
			if l != nil {
				l.Release()
			}
			t.Errorf("another user's %s folder: Claim = %v", whose, err)
		}
	}
	dir := filepath.Join(tempDir(t), "app")
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatalf("the user's own new profile: %v", err)
	}
	l.Release()
}

// Where the profile cannot hold the guard and there is no runtime folder,
// the guard goes to the user's cache folder before the temporary folder,
// where another user could have made its name first: a squat there no
// longer switches the guard off.
func TestTheGuardPrefersTheUsersCacheToASquattedTemporaryFolder(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	t.Setenv("XDG_RUNTIME_DIR", "")
	t.Setenv("XDG_CACHE_HOME", filepath.Join(tmp, "home", ".cache"))
	os.Symlink(filepath.Join(tmp, "attacker"), filepath.Join(tmp, fmt.Sprintf("qttt-%d", os.Getuid())))
	dir := filepath.Join(tmp, "profile")
	os.Symlink(tmp, dir) // a profile that cannot hold the guard
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatalf("with the temporary folder squatted: %v", err)
	}
	defer l.Release()
	if want := filepath.Join(tmp, "home", ".cache", "qttt-guard"); l.Where() != want {
		t.Errorf("the guard is in %s, want %s", l.Where(), want)
	}
	got := serveTaking(l)
	if _, err := Claim(dir, Request{Open: "/c.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a second start: %v", err)
	}
	<-got
}

// A read-only profile that holds the lock file of an earlier start (every
// profile after its first start) opens that file, but cannot take the
// socket: the guard moves to $XDG_RUNTIME_DIR/qttt, and a second start
// hands over, rather than both running unguarded. Root may write in any
// folder, so as root the starts run as another user.
func TestAReadOnlyProfileWithALockFileMovesTheGuard(t *testing.T) {
	base, err := os.MkdirTemp("", "readonly")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(base)
	os.Chmod(base, 0o755)
	home, run := filepath.Join(base, "home"), filepath.Join(base, "run")
	profile := filepath.Join(home, "profile")
	os.Mkdir(home, 0o755)
	os.Mkdir(profile, 0o700)
	os.Mkdir(run, 0o700)
	os.WriteFile(filepath.Join(profile, "instance.lock"), []byte("1\n"), 0o600)
	cmd := exec.Command(os.Args[0], "-test.run=^TestClaimTwice$")
	if os.Getuid() == 0 {
		bin := filepath.Join(base, "instance.test")
		data, err := os.ReadFile(os.Args[0])
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(bin, data, 0o755)
		for _, p := range []string{home, profile, run, filepath.Join(profile, "instance.lock")} {
			os.Chown(p, 4242, 4242)
		}
		cmd = exec.Command(bin, "-test.run=^TestClaimTwice$")
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 4242, Gid: 4242}}
	}
	os.Chmod(profile, 0o500)
	cmd.Env = append(os.Environ(), "QTTT_CLAIM="+profile, "XDG_RUNTIME_DIR="+run)
	out, _ := cmd.CombinedOutput()
	if want := "guard in " + filepath.Join(run, "qttt") + "; a second start: " + ErrHandedOver.Error(); !strings.Contains(string(out), want) {
		t.Errorf("the starts said %q, want %q", out, want)
	}
}

// TestClaimTwice claims QTTT_CLAIM's profile, serves it, claims it again
// and says what happened, for the test above.
func TestClaimTwice(t *testing.T) {
	dir := os.Getenv("QTTT_CLAIM")
	if dir == "" {
		t.Skip("run by TestAReadOnlyProfileWithALockFileMovesTheGuard")
	}
	l, err := Claim(dir, Request{})
	if err != nil {
		fmt.Println("the first start:", err)
		return
	}
	defer l.Release()
	serveTaking(l)
	_, err = Claim(dir, Request{Open: "/c.qttt"})
	fmt.Printf("guard in %s; a second start: %v\n", l.Where(), err)
}

// Where the profile cannot hold the guard and there is no runtime folder,
// a classmate in the user's group cannot switch the guard off by making
// its folder first in a group-writable ~/.cache (umask 002), nor in the
// temporary folder: the guard goes to a folder of the user's alone in the
// home folder, and a second start hands over.
func TestAGuardFolderAClassmateCouldMakeFirstIsNotUsed(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("needs root, to make folders as another user")
	}
	tmp := t.TempDir()
	home, shared := filepath.Join(tmp, "home"), filepath.Join(tmp, "shared")
	os.Mkdir(home, 0o700)
	os.Mkdir(shared, 0o777)
	os.Chmod(shared, 0o777|os.ModeSticky)
	cache := filepath.Join(home, ".cache")
	os.Mkdir(cache, 0o775)
	os.Chmod(cache, 0o775) // whatever the umask
	t.Setenv("HOME", home)
	t.Setenv("TMPDIR", shared)
	t.Setenv("XDG_RUNTIME_DIR", "")
	t.Setenv("XDG_CACHE_HOME", "")
	for _, squat := range []string{filepath.Join(cache, "qttt-guard"), filepath.Join(shared, fmt.Sprintf("qttt-%d", os.Getuid()))} {
		os.Mkdir(squat, 0o777)
		os.Chmod(squat, 0o777)
		os.Chown(squat, 4242, 4242)
	}
	dir := filepath.Join(tmp, "profile")
	os.Symlink(tmp, dir) // a profile that cannot hold the guard
	l, err := Claim(dir, Request{})
	if err != nil {
		t.Fatalf("with the cache and temporary folders squatted: %v", err)
	}
	defer l.Release()
	want := filepath.Join(home, ".qttt-guard")
	if l.Where() != want {
		t.Errorf("the guard is in %s, want %s", l.Where(), want)
	}
	if fi, err := os.Lstat(want); err != nil || fi.Mode().Perm() != 0o700 || !mine(fi) {
		t.Errorf("the guard's folder: %v, %v", fi, err)
	}
	got := serveTaking(l)
	if _, err := Claim(dir, Request{Open: "/c.qttt"}); !errors.Is(err, ErrHandedOver) {
		t.Fatalf("a second start: %v", err)
	}
	<-got
}
