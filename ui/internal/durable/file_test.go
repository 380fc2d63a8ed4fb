//go:build unix

package durable

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// A process killed while it writes (here: stopped halfway through, then
// killed) leaves the user's old file whole, as it was.
func TestAWriteKilledMidwayLeavesTheOldFileWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.qttt")
	old := "# kept by the teacher\nX1 1 5\nO2 5 9\n"
	os.WriteFile(path, []byte(old), 0o640)
	cmd := exec.Command(os.Args[0], "-test.run=^TestWriteHalfAndWait$")
	cmd.Env = append(os.Environ(), "QTTT_WRITE="+path)
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 4)
	out.Read(buf) // "half": half the new game is written
	cmd.Process.Kill()
	cmd.Wait()
	if data, _ := os.ReadFile(path); string(data) != old {
		t.Errorf("after the kill the file holds %q", data)
	}
	Clean(storage.NewFileURI(dir), "game.qttt")
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left in the folder: %v", entries)
	}
}

// TestWriteHalfAndWait writes half a file at QTTT_WRITE and waits to be
// killed, for the test above.
func TestWriteHalfAndWait(t *testing.T) {
	path := os.Getenv("QTTT_WRITE")
	if path == "" {
		t.Skip("run by TestAWriteKilledMidwayLeavesTheOldFileWhole")
	}
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("X1 1 2\nO2 "))
	os.Stdout.WriteString("half")
	time.Sleep(time.Minute)
}

func TestCloseReplacesTheFileKeepingItsModeAndAbortKeepsTheOld(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.qttt")
	os.WriteFile(path, []byte("old"), 0o640)
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("new"))
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("before Close the file holds %q", data)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o640 {
		t.Errorf("the file's mode became %v", fi.Mode().Perm())
	}
	f, _ = Create(path)
	f.Write([]byte("half"))
	if err := Finish(f, errors.New("the disk is full")); err == nil {
		t.Error("Finish dropped the error")
	}
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("after a failed write the file holds %q", data)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left in the folder: %v", entries)
	}
}

// File › Save's dialog writes through Fyne's storage.Writer, which
// truncates the old file first; with SafeFileWrites it writes a new one.
func TestFynesWritersReplaceAFileOnlyWhenItIsWhole(t *testing.T) {
	test.NewTempApp(t)
	SafeFileWrites()
	SafeFileWrites() // once is enough; twice changes nothing
	path := filepath.Join(t.TempDir(), "game.qttt")
	os.WriteFile(path, []byte("old"), 0o600)
	w, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte("new"))
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("while the writer is open the file holds %q", data)
	}
	w.Close()
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("after Close the file holds %q", data)
	}
	if ok, err := storage.CanList(storage.NewFileURI(filepath.Dir(path))); !ok || err != nil {
		t.Errorf("the file repository's other parts went missing: %v", err)
	}
}

// A named pipe is refused at once, not waited on; so is a folder.
func TestOpenRegularRefusesAPipeWithoutWaiting(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "lesson.qttt")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := OpenRegular(fifo); done <- err }()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) {
			t.Errorf("a named pipe: %v", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("opening a named pipe waits")
	}
	if _, err := OpenRegular(dir); !errors.Is(err, ErrNotRegular) {
		t.Errorf("a folder: %v", err)
	}
	if _, err := Create(fifo); !errors.Is(err, ErrNotRegular) {
		t.Errorf("writing over a named pipe: %v", err)
	}
}

// The profile made again by Write is the user's alone.
func TestWriteMakesTheProfileForTheUserAlone(t *testing.T) {
	old := syscall.Umask(0o002)
	defer syscall.Umask(old)
	dir := filepath.Join(t.TempDir(), "fyne", "app")
	if err := Write(storage.NewFileURI(dir), "autosave.qttt", []byte("X1 1 2\n")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(dir); fi.Mode().Perm() != 0o700 {
		t.Errorf("the profile was made %v", fi.Mode().Perm())
	}
	if fi, _ := os.Stat(filepath.Join(dir, "autosave.qttt")); fi.Mode().Perm() != 0o600 {
		t.Errorf("the autosave was made %v", fi.Mode().Perm())
	}
}

// The app's own files are written over a link planted at their name
// (another user who once made or emptied the profile can plant one),
// never through it onto a file of the user's; a file the user saves
// through a link of their own is written where the link points.
func TestWriteReplacesALinkAndCreateWritesThroughOne(t *testing.T) {
	test.NewTempApp(t)
	dir := t.TempDir()
	essay := filepath.Join(dir, "essay.txt")
	os.WriteFile(essay, []byte("my essay"), 0o644)
	os.Symlink(essay, filepath.Join(dir, "autosave.qttt"))
	if err := Write(storage.NewFileURI(dir), "autosave.qttt", []byte("X1 1 2\n")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(essay); string(data) != "my essay" {
		t.Errorf("the file the link pointed to now holds %q", data)
	}
	if fi, err := os.Lstat(filepath.Join(dir, "autosave.qttt")); err != nil || !fi.Mode().IsRegular() {
		t.Errorf("the autosave is not a file of its own: %v, %v", fi, err)
	}
	link := filepath.Join(dir, "game.qttt")
	os.Symlink(essay, link)
	f, err := Create(link)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("X1 1 2\n"))
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(essay); string(data) != "X1 1 2\n" {
		t.Errorf("saving through the user's link wrote %q to its file", data)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Error("saving through the user's link replaced the link")
	}
}

// A file shared with a group (a class folder) keeps its group when the
// user saves over it, where the user may give it that group.
func TestCloseKeepsTheOldFilesGroup(t *testing.T) {
	gid := -1
	if os.Getuid() == 0 {
		gid = os.Getgid() + 1
	} else if groups, _ := os.Getgroups(); len(groups) > 0 {
		for _, g := range groups {
			if g != os.Getgid() {
				gid = g
				break
			}
		}
	}
	if gid < 0 {
		t.Skip("the user is in no group but their own")
	}
	path := filepath.Join(t.TempDir(), "team.qttt")
	os.WriteFile(path, []byte("old"), 0o600)
	os.Chmod(path, 0o664)
	if err := os.Chown(path, -1, gid); err != nil {
		t.Fatal(err)
	}
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("new"))
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(path)
	if got := int(fi.Sys().(*syscall.Stat_t).Gid); got != gid || fi.Mode().Perm() != 0o664 {
		t.Errorf("after the save: group %d, mode %v; want group %d, mode 664", got, fi.Mode().Perm(), gid)
	}
}

// A file the user may write in a folder that takes no new file (a
// teacher's hand-in folder) is not written over in place, where a kill or
// a full disk mid-write would leave it neither old nor new: the save is
// refused, saying why by the file's name, and the old file stays whole.
// Root may write anywhere, so as root the saves run as another user.
func TestCreateRefusesToWriteInPlaceWhereTheFolderTakesNoNewFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pupil.pdf")
	const old = "an older hand-in, longer than the new one"
	os.WriteFile(path, []byte(old), 0o600)
	os.Chmod(path, 0o666)
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	missing := filepath.Join(dir, "new.pdf")
	out := handInAs(t, dir, path, missing)
	if data, _ := os.ReadFile(path); string(data) != old {
		t.Errorf("the hand-in holds %q (%s)", data, out)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("in the folder: %v", entries)
	}
	// Over the old file, the save says why it does not write in place;
	// a new file has no old one to write over (fault test t8, F9).
	for p, why := range map[string]error{path: ErrFolderClosed, missing: ErrNoNewFile} {
		if want := p + ": " + why.Error() + ": permission denied\n"; !strings.Contains(out, want) {
			t.Errorf("the save said %q, want %q", out, want)
		}
	}
}

// handInAs saves "new" to path and to missing, as the user or, as root,
// as nobody, and returns what the saves said.
func handInAs(t *testing.T, dir, path, missing string) string {
	if os.Getuid() != 0 {
		return handIn(path, missing)
	}
	bin := filepath.Join(t.TempDir(), "durable.test")
	data, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(bin, data, 0o755)
	for _, d := range []string{dir, filepath.Dir(bin)} {
		for p := filepath.Dir(d); p != "/" && p != filepath.Dir(os.TempDir()); p = filepath.Dir(p) {
			os.Chmod(p, 0o755)
		}
	}
	os.Chmod(filepath.Dir(bin), 0o755)
	cmd := exec.Command(bin, "-test.run=^TestHandIn$")
	cmd.Env = append(os.Environ(), "QTTT_HANDIN="+path+"\n"+missing)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, _ := cmd.CombinedOutput()
	return string(out)
}

// handIn saves "new" to each path and returns what went wrong.
func handIn(paths ...string) string {
	var said strings.Builder
	for _, p := range paths {
		f, err := Create(p)
		if err == nil {
			f.Write([]byte("new"))
			err = f.Close()
		}
		if err != nil {
			fmt.Fprintln(&said, err)
		}
	}
	return said.String()
}

// TestHandIn runs handIn on QTTT_HANDIN's paths, for the test above.
func TestHandIn(t *testing.T) {
	paths := os.Getenv("QTTT_HANDIN")
	if paths == "" {
		t.Skip("run by TestCreateRefusesToWriteInPlaceWhereTheFolderTakesNoNewFile")
	}
	fmt.Print(handIn(strings.Split(paths, "\n")...))
}

// A save killed before its rename leaves .NAME-RANDOM.tmp beside the
// file; the next save of that file removes it once it is old enough to
// belong to no save still under way, and leaves other files alone.
func TestASaveRemovesTheTemporaryFilesAKilledSaveLeft(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.qttt")
	old := time.Now().Add(-time.Hour)
	left := map[string]bool{
		".game.qttt-0123456789ab.tmp":  false, // a killed save's: removed
		".game.qttt-notrandom00.tmp":   true,
		".other.qttt-0123456789ab.tmp": true,
	}
	for name := range left {
		os.WriteFile(filepath.Join(dir, name), []byte("X1 1"), 0o600)
		os.Chtimes(filepath.Join(dir, name), old, old)
	}
	recent := filepath.Join(dir, ".game.qttt-ba9876543210.tmp") // a save under way now
	os.WriteFile(recent, []byte("X1 1"), 0o600)
	left[filepath.Base(recent)] = true
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("X1 1 5\n"))
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	for name, kept := range left {
		if _, err := os.Stat(filepath.Join(dir, name)); (err == nil) != kept {
			t.Errorf("%s: kept %v, want %v", name, err == nil, kept)
		}
	}
}

// A link another user planted in a shared sticky folder (/tmp) is not
// followed onto a file of the user's, whatever fs.protected_symlinks
// says; the user's own link there, and a link in a folder of the user's,
// are. Needs root, to own a link as another user.
func TestCreateDoesNotFollowAnotherUsersLinkInAStickyFolder(t *testing.T) {
	testForeignLinks(t, 0o777|os.ModeSticky)
}

// Nor in a class folder that a group may write, sticky or not (2775
// root:class): any pupil of the group can plant a link there (fault test
// t8, F1).
func TestCreateDoesNotFollowAnotherUsersLinkInAGroupsFolder(t *testing.T) {
	testForeignLinks(t, 0o775|os.ModeSetgid)
}

// testForeignLinks runs the saves through links of another user's and
// the user's own in a folder of mode shared.
func testForeignLinks(t *testing.T, mode os.FileMode) {
	if os.Getuid() != 0 {
		t.Skip("needs root, to make a link of another user's")
	}
	home, shared := t.TempDir(), t.TempDir()
	os.Chmod(shared, mode)
	notes := filepath.Join(home, "notes.txt")
	os.WriteFile(notes, []byte("my homework, 3 hours"), 0o644)
	planted := filepath.Join(shared, "sheet.pdf")
	os.Symlink(notes, planted)
	if err := os.Lchown(planted, 4242, 4242); err != nil {
		t.Fatal(err)
	}
	if out := handIn(planted); !strings.Contains(out, ErrForeignLink.Error()) {
		t.Errorf("the save through the planted link said %q, want %q", out, ErrForeignLink)
	}
	if f, err := OpenRegular(planted); !errors.Is(err, ErrForeignLink) { // nor read through (F5)
		if f != nil {
			f.Close()
		}
		t.Errorf("reading through the planted link: %v, want %v", err, ErrForeignLink)
	}
	if data, _ := os.ReadFile(notes); string(data) != "my homework, 3 hours" {
		t.Errorf("the user's file now holds %q", data)
	}
	// A link to a folder, then a file in it.
	os.Symlink(home, filepath.Join(shared, "dir"))
	os.Lchown(filepath.Join(shared, "dir"), 4242, 4242)
	if out := handIn(filepath.Join(shared, "dir", "notes.txt")); !strings.Contains(out, ErrForeignLink.Error()) {
		t.Errorf("a save through a planted link to a folder said %q", out)
	}
	own := filepath.Join(shared, "mine.pdf")
	os.Symlink(notes, own)
	if out := handIn(own); out != "" {
		t.Fatalf("a save through the user's own link: %s", out)
	}
	if data, _ := os.ReadFile(notes); string(data) != "new" {
		t.Errorf("a save through the user's own link wrote %q to its file", data)
	}
	private := filepath.Join(home, "link.pdf") // not sticky: followed, whoever owns it
	os.Symlink("notes.txt", private)
	os.Lchown(private, 4242, 4242)
	os.WriteFile(notes, []byte("old"), 0o644)
	if out := handIn(private); out != "" {
		t.Fatalf("a save through a link in a private folder: %s", out)
	}
	if data, _ := os.ReadFile(notes); string(data) != "new" {
		t.Errorf("a save through a link in a private folder wrote %q", data)
	}
}

// Fyne opens every file its dialog lists to guess its type, on the UI
// goroutine: a named pipe called game.qttt in the folder must not make
// that wait (for ever), nor may Open, CanRead or CanWrite.
func TestTheFileDialogsRepositoryNeverWaitsOnANamedPipe(t *testing.T) {
	test.NewTempApp(t)
	SafeFileWrites()
	pipe := filepath.Join(t.TempDir(), "trap.qttt")
	if err := syscall.Mkfifo(pipe, 0o666); err != nil {
		t.Fatal(err)
	}
	u := storage.NewFileURI(pipe)
	done := make(chan string, 1)
	go func() {
		var said strings.Builder
		fmt.Fprintf(&said, "type %s;", u.MimeType())
		if r, err := storage.Reader(u); err == nil {
			r.Close()
			said.WriteString(" read;")
		} else if !errors.Is(err, ErrNotRegular) {
			fmt.Fprintf(&said, " reading: %v;", err)
		}
		ok, err := storage.CanRead(u)
		fmt.Fprintf(&said, " can read %v %v;", ok, err)
		ok, err = storage.CanWrite(u)
		fmt.Fprintf(&said, " can write %v %v", ok, err)
		done <- said.String()
	}()
	select {
	case got := <-done:
		if want := "type text/plain; can read false <nil>; can write false <nil>"; got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the repository waits on a named pipe (the file dialog would freeze)")
	}
}

// A named pipe, a link or a huge file where a reader would open a file
// is moved aside, and a regular file is left (fault test t8, F3: a named
// pipe at Fyne's preferences.json hung every start).
func TestSetAsideUnlessRegular(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 12, 7, 14, 15, 0, 0, time.UTC)
	path := filepath.Join(dir, "preferences.json")
	if aside, err := SetAsideUnlessRegular(path, 10, now); aside != "" || err != nil {
		t.Errorf("no file: %q, %v", aside, err)
	}
	os.WriteFile(path, []byte("{}"), 0o600)
	if aside, err := SetAsideUnlessRegular(path, 10, now); aside != "" || err != nil {
		t.Errorf("a regular file: %q, %v", aside, err)
	}
	os.WriteFile(path, []byte(strings.Repeat(" ", 11)), 0o600)
	if aside, err := SetAsideUnlessRegular(path, 10, now); !strings.HasSuffix(aside, "preferences.corrupt-20261207-141500.json") || err == nil || !strings.Contains(err.Error(), "larger than 10 bytes") {
		t.Errorf("a large file: %q, %v", aside, err)
	}
	os.Remove(filepath.Join(dir, "preferences.corrupt-20261207-141500.json"))
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	aside, err := SetAsideUnlessRegular(path, 10, now)
	if fi, lerr := os.Lstat(aside); lerr != nil || fi.Mode()&os.ModeNamedPipe == 0 || err == nil || !strings.Contains(err.Error(), "a named pipe") {
		t.Errorf("a named pipe: moved to %q (%v), said %v", aside, lerr, err)
	}
	if _, err := os.Lstat(path); err == nil {
		t.Error("the named pipe is still in place")
	}
}
