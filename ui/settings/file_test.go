package settings

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game/solver"
)

// newFileIn returns the settings file of a fresh profile folder, and its path.
func newFileIn(t *testing.T) (*File, string) {
	t.Helper()
	test.NewTempApp(t)
	dir := filepath.Join(t.TempDir(), "profile")
	return openIn(dir), filepath.Join(dir, FileName)
}

// openIn opens the settings file in the folder dir, taking over Fyne's
// preferences.json there, and writes it at once, before a change returns.
func openIn(dir string) *File {
	f := OpenFile(storage.NewFileURI(dir), storage.NewFileURI(filepath.Join(dir, FyneName)))
	f.w.Flush() // what was taken over from Fyne's file
	f.w.Spawn = nil
	return f
}

func TestAFileIsWrittenOnlyWhenAValueChanges(t *testing.T) {
	f, path := newFileIn(t)
	s := Default()
	s.Zoom = 1.5
	s.Save(f)
	before, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	Load(f).Save(f) // the same settings again: nothing to write
	f.SetFloat(keyZoom, 1.5)
	if after, _ := os.Stat(path); !os.SameFile(before, after) || !after.ModTime().Equal(before.ModTime()) {
		t.Error("saving unchanged settings wrote the file again")
	}
	f.SetString(keyOpponent, "perfect")
	if data, _ := os.ReadFile(path); !strings.Contains(string(data), `"perfect"`) {
		t.Errorf("a changed setting was not written: %s", data)
	}
	again := openIn(filepath.Dir(path))
	if got := Load(again); got.Zoom != 1.5 || got.Opponent != solver.Perfect {
		t.Errorf("read back %+v", got)
	}
}

func TestABrokenSettingsFileIsKeptAsideAndSaid(t *testing.T) {
	_, path := newFileIn(t)
	os.MkdirAll(filepath.Dir(path), 0o700)
	os.WriteFile(path, []byte(`{"zoom": 1.5, "opponent.le`), 0o600)
	f := openIn(filepath.Dir(path))
	keptAs, why, reset := f.Reset()
	if !reset || why == nil || !strings.HasPrefix(filepath.Base(keptAs), "settings.corrupt-") {
		t.Fatalf("Reset() = %q, %v, %v; want the broken file set aside and said", keptAs, why, reset)
	}
	if data, _ := os.ReadFile(keptAs); string(data) != `{"zoom": 1.5, "opponent.le` {
		t.Errorf("the file set aside holds %q", data)
	}
	if got := Load(f); got != Default() {
		t.Errorf("settings %+v, want the defaults", got)
	}
}

func TestFynesPreferencesAreTakenOver(t *testing.T) {
	_, path := newFileIn(t)
	dir := filepath.Dir(path)
	os.MkdirAll(dir, 0o700)
	os.WriteFile(filepath.Join(dir, FyneName), []byte(`{"zoom":1.25,"opponent.level":"beginner","window.width":1200}`+"\n"), 0o600)
	f := openIn(dir)
	if got := Load(f); got.Zoom != 1.25 || got.Opponent != solver.Beginner || f.Float(keyWindowWidth) != 1200 {
		t.Errorf("took over %+v, width %v", got, f.Float(keyWindowWidth))
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("the settings taken over were not written to %s: %v", FileName, err)
	}
}

// TestAKillDuringTheSettingsWriteLeavesThemWhole kills a process that
// writes the settings over and over (this test binary, running
// TestWriteSettingsUntilKilled) at random moments, and reads them back
// after each kill: they must be whole, the old or the new.
func TestAKillDuringTheSettingsWriteLeavesThemWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	dir := filepath.Join(t.TempDir(), "profile")
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 20 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestWriteSettingsUntilKilled$")
		cmd.Env = append(os.Environ(), "QTTT_SETTINGS_WRITER="+dir)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if i == 0 { // from then on there are settings to read back: a slow start (-race, a busy machine) writes none by the kill
			waitForFile(t, filepath.Join(dir, FileName))
		}
		time.Sleep(100*time.Millisecond + time.Duration(rng.IntN(200))*time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()
		test.NewTempApp(t)
		f := openIn(dir)
		if _, why, reset := f.Reset(); reset {
			t.Fatalf("kill %d: the settings could not be read: %v", i+1, why)
		}
		if z := Load(f).Zoom; z != 1.5 && z != 2 {
			t.Fatalf("kill %d: the zoom read back is %v, want 1.5 or 2 as written", i+1, z)
		}
		if left, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(left) > 0 {
			t.Fatalf("kill %d: opening the settings left %v", i+1, left)
		}
	}
}

// waitForFile waits until the file path exists, for a minute at most.
func waitForFile(t *testing.T, path string) {
	t.Helper()
	for start := time.Now(); ; time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(path); err == nil {
			return
		}
		if time.Since(start) > time.Minute {
			t.Fatalf("no %s within a minute", path)
		}
	}
}

// TestWriteSettingsUntilKilled is the writer for the test above: with
// QTTT_SETTINGS_WRITER naming a folder, it changes the settings there
// until it is killed.
func TestWriteSettingsUntilKilled(t *testing.T) {
	dir := os.Getenv("QTTT_SETTINGS_WRITER")
	if dir == "" {
		t.Skip("run by TestAKillDuringTheSettingsWriteLeavesThemWhole")
	}
	test.NewTempApp(t)
	f := OpenFile(storage.NewFileURI(dir), storage.NewFileURI(filepath.Join(dir, FyneName))) // written behind, as in the app
	for i := 0; ; i++ {
		s := Load(f)
		s.Zoom = []float32{1.5, 2}[i%2]
		s.Language = fmt.Sprint([]string{"en", "ru"}[i%2])
		s.Save(f)
	}
}
