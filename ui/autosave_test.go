package ui

import (
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// browserRepo stores files in memory the way Fyne 2.8.1's IndexedDB
// repository does in a browser: a Read hands out the whole file at once,
// cut to the caller's buffer, with io.EOF, and a Write stores the whole file
// written so far again.
type browserRepo struct {
	mu    sync.Mutex
	files map[string][]byte
}

type browserFile struct {
	repo *browserRepo
	uri  fyne.URI
	data []byte
}

func (f *browserFile) URI() fyne.URI { return f.uri }
func (f *browserFile) Close() error  { return nil }

func (f *browserFile) Read(p []byte) (int, error) {
	f.repo.mu.Lock()
	defer f.repo.mu.Unlock()
	return copy(p, f.repo.files[f.uri.Path()]), io.EOF
}

func (f *browserFile) Write(p []byte) (int, error) {
	f.data = append(f.data, p...)
	f.repo.mu.Lock()
	defer f.repo.mu.Unlock()
	f.repo.files[f.uri.Path()] = append([]byte(nil), f.data...)
	return len(p), nil
}

func (r *browserRepo) Exists(u fyne.URI) (bool, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	_, ok := r.files[u.Path()]
	return ok || strings.HasSuffix(u.Path(), "/"), nil
}

func (r *browserRepo) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	return &browserFile{repo: r, uri: u}, nil
}
func (r *browserRepo) CanRead(fyne.URI) (bool, error)  { return true, nil }
func (r *browserRepo) Destroy(string)                  {}
func (r *browserRepo) CanWrite(fyne.URI) (bool, error) { return true, nil }
func (r *browserRepo) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &browserFile{repo: r, uri: u}, nil
}

func (r *browserRepo) Delete(u fyne.URI) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.files, u.Path())
	return nil
}

func (r *browserRepo) Move(from, to fyne.URI) error { return repository.GenericMove(from, to) }
func (r *browserRepo) CanList(u fyne.URI) (bool, error) {
	return strings.HasSuffix(u.Path(), "/"), nil
}
func (r *browserRepo) CreateListable(fyne.URI) error { return nil }

func (r *browserRepo) List(u fyne.URI) ([]fyne.URI, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var list []fyne.URI
	for p := range r.files {
		if strings.HasPrefix(p, u.Path()) {
			child, _ := storage.ParseURI("webtest://" + p)
			list = append(list, child)
		}
	}
	return list, nil
}

func (r *browserRepo) Child(u fyne.URI, name string) (fyne.URI, error) {
	return repository.GenericChild(u, name)
}
func (r *browserRepo) Parent(u fyne.URI) (fyne.URI, error) { return repository.GenericParent(u) }

func TestAutosaveInBrowserStorage(t *testing.T) {
	test.NewTempApp(t)
	repo := &browserRepo{files: map[string][]byte{}}
	repository.Register("webtest", repo)
	dir, _ := storage.ParseURI("webtest:///fyne/")
	s := &autosave{dir: dir, prefs: fyne.CurrentApp().Preferences()}
	s.file, _ = storage.Child(dir, autosaveName)

	r, err := game.Parse("t", strings.NewReader("X1 1 5\nO2 2 6\nX3 1 2\n"))
	if err != nil {
		t.Fatal(err)
	}
	o := session.Opponent{Side: game.O, Level: solver.Perfect}
	if err := s.write(session.Autosave{Record: r, Opponent: o, Unsaved: true}); err != nil {
		t.Fatalf("write: %v", err)
	}
	got, err := s.read()
	if err != nil || got.Record == nil {
		t.Fatalf("read: %v, %v", got, err)
	}
	if !got.Unsaved || got.Record.Len() != 3 || got.Opponent != o {
		t.Errorf("read back %d actions (unsaved %v) against %v, want 3 (true) against %v", got.Record.Len(), got.Unsaved, got.Opponent, o)
	}
	repo.files["/fyne/autosave-1.tmp"] = []byte("X1 1")
	s.clean()
	for p := range repo.files {
		if p != "/fyne/"+autosaveName {
			t.Errorf("%s left in the browser's storage", p)
		}
	}
}

// The autosave says itself whom its game is played against and whether it
// holds actions that no file holds; one written before it said so is read
// as the preferences kept it then.
func TestAutosaveKeepsItsOpponentAndWhetherItIsUnsaved(t *testing.T) {
	fa := test.NewTempApp(t)
	s := autosaveIn(fa, ownFiles(fa))
	r, err := game.Parse("t", strings.NewReader("X1 1 5\nO2 2 6\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []session.Opponent{{}, {Side: game.X, Level: solver.Beginner}} {
		for _, unsaved := range []bool{false, true} {
			if err := s.write(session.Autosave{Record: r, Opponent: o, Unsaved: unsaved}); err != nil {
				t.Fatal(err)
			}
			got, err := s.read()
			if err != nil || got.Opponent != o || got.Unsaved != unsaved || got.Record.Len() != 2 {
				t.Errorf("written against %+v, unsaved %v: read back against %+v, unsaved %v, %v (%v)",
					o, unsaved, got.Opponent, got.Unsaved, got.Record, err)
			}
		}
	}

	prefs := fa.Preferences()
	legacy := []byte("X1 1 5\nO2 2 6\n")
	if got, _ := s.decode(legacy); !got.Unsaved || got.Opponent != (session.Opponent{}) {
		t.Errorf("an old autosave with nothing in the preferences: %+v, want unsaved, two players", got)
	}
	prefs.SetBool(settings.KeyAutosaveUnsaved, false)
	prefs.SetString("autosave.opponent.side", "o")
	prefs.SetString("autosave.opponent.level", "perfect")
	if got, _ := s.decode(legacy); got.Unsaved || got.Opponent != (session.Opponent{Side: game.O, Level: solver.Perfect}) {
		t.Errorf("an old autosave the preferences said was saved, against O perfect: %+v", got)
	}
	if got, _ := s.decode([]byte("# opponent: o grandmaster\nX1 1 5\n")); got.Unsaved || got.Opponent.Side != game.O {
		t.Errorf("an opponent line that cannot be read: %+v, want what the preferences kept", got)
	}
}

// A slow disk (a network home, an SD card: here a write that waits 3 s)
// does not hold up the window: the moves are played at once, and the
// autosave catches up with the newest of them.
func TestASlowDiskDoesNotHoldUpTheWindow(t *testing.T) {
	a := newTestApp(t)
	docOf(a).saver.w.Spawn = func(f func()) { go f() }
	docOf(a).saver.w.SlowDown = func([]byte) { time.Sleep(3 * time.Second) }
	start := time.Now()
	for _, sq := range []game.Square{1, 5, 5, 9, 3, 4} { // X1 1 5, O2 5 9, X3 3 4
		tapSquare(a, sq)
	}
	if got := played(a.game().InForce()); len(got) != 3 {
		t.Fatalf("played %q", got)
	}
	if took := time.Since(start); took > time.Second {
		t.Errorf("three moves took %v on a disk that takes 3 s a write", took.Round(time.Millisecond))
	}
	docOf(a).saver.close()
	if data, err := os.ReadFile(docOf(a).saver.path()); err != nil || !strings.Contains(string(data), "X3 3 4") {
		t.Errorf("after the writes the autosave holds %q (%v)", data, err)
	}
}

// A disk that hangs (a network home gone away) keeps the autosave from
// being written, but not the app from closing: the wait before quitting
// ends.
func TestAHungDiskDoesNotKeepTheAppFromClosing(t *testing.T) {
	a := newTestApp(t)
	docOf(a).saver.w.Spawn = func(f func()) { go f() }
	hung := make(chan struct{})
	defer docOf(a).saver.close() // once the disk is back: before the test's folders are removed
	defer close(hung)
	docOf(a).saver.w.SlowDown = func([]byte) { <-hung }
	tapSquare(a, 1)
	tapSquare(a, 5) // X1 1 5: an autosave that never ends
	if docOf(a).saver.flushWithin(200 * time.Millisecond) {
		t.Error("the write of a hung disk was reported done")
	}
}

// Quitting waits for the autosave still being written to a slow disk, so
// that the last move is not lost when the process ends.
func TestQuittingWaitsForTheLastAutosave(t *testing.T) {
	a := newTestApp(t)
	docOf(a).saver.w.Spawn = func(f func()) { go f() }
	docOf(a).saver.w.SlowDown = func([]byte) { time.Sleep(500 * time.Millisecond) }
	tapSquare(a, 1)
	tapSquare(a, 5)
	a.quit()
	if data, err := os.ReadFile(docOf(a).saver.path()); err != nil || !strings.Contains(string(data), "X1 1 5") {
		t.Errorf("when quit returned the autosave held %q (%v)", data, err)
	}
}
