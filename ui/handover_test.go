package ui

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/qttt-edu/qttt/ui/internal/instance"
	"github.com/qttt-edu/qttt/ui/settings"
)

// A record handed over by a later start while "Replace the current
// game?" waits is neither dropped nor refused: the start is told it was
// taken, and the record is opened once the question is answered.
func TestARecordHandedOverDuringAQuestionIsOpenedAfterIt(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5", "O2 5 9", "X3 3 4")
	docOf(a).openPath(writeFile(t, "a.qttt", "X1 1 2\n"))
	if !strings.Contains(dialogText(a), "Replace it anyway?") {
		t.Fatalf("opening a record over an unsaved game says:\n%s", dialogText(a))
	}
	dir := t.TempDir()
	lock, err := instance.Claim(dir, instance.Request{})
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Release()
	lock.Serve(a.takeOver, a.profileRenewed)
	if _, err := instance.Claim(dir, instance.Request{Open: writeFile(t, "b.qttt", "X1 7 8\n")}); !errors.Is(err, instance.ErrHandedOver) {
		t.Fatalf("a start handing over b.qttt during the question: %v", err)
	}
	assertPlayed(t, a, "X1 1 5", "O2 5 9", "X3 3 4")
	tapDialogButton(t, a, "No") // keeps the game in place of a.qttt
	if !strings.Contains(dialogText(a), "Replace it anyway?") {
		t.Fatalf("after the answer, b.qttt was not opened; the window says:\n%s", dialogText(a))
	}
	tapDialogButton(t, a, "Yes")
	assertPlayed(t, a, "X1 7 8")
}

// An autosave that cannot be reached (a loop of links) is reported
// without a false "The file was kept as …": nothing was moved.
func TestAnUnreadableAutosaveIsNotSaidToBeKept(t *testing.T) {
	a := newTestApp(t)
	os.MkdirAll(filepath.Dir(autosavePath(a)), 0o700)
	if err := os.Symlink(autosavePath(a), autosavePath(a)); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	a.start("")
	got := dialogText(a)
	if !strings.Contains(got, "The autosaved game could not be read, so a new game begins.") || strings.Contains(got, "kept as") {
		t.Errorf("the dialog says:\n%s", got)
	}
	if n := a.game().Record().Len(); n != 0 {
		t.Errorf("the game holds %d actions, want a new game", n)
	}
}

// A profile whose path runs through a file (HOME a file, /dev/null) has
// no autosave to read: no message about one.
func TestAProfileUnderAFileHasNoAutosave(t *testing.T) {
	a := newTestApp(t)
	home := writeFile(t, "homefile", "")
	docOf(a).saver = &autosave{dir: docOf(a).saver.dir, file: storage.NewFileURI(filepath.Join(home, ".config", autosaveName)), prefs: docOf(a).saver.prefs}
	if got, err := docOf(a).saver.read(); err != nil || got.Record != nil {
		t.Errorf("read %v, %v; want no autosave and no error", got.Record, err)
	}
}

// The profile's folder removed while the app runs and made again: the
// game and the settings are written back, so a quit then loses neither.
func TestARenewedProfileGetsTheGameAndTheSettingsBack(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5")
	a.settings.Update(func(s *settings.Settings) { s.Language = "pl" })
	a.settings.FlushWithin(time.Minute)
	os.RemoveAll(fyne.CurrentApp().Storage().RootURI().Path())
	a.profileRenewed(nil)
	if data, err := os.ReadFile(autosavePath(a)); err != nil || !strings.Contains(string(data), "X1 1 5") {
		t.Errorf("the autosave after the renewal: %q, %v", data, err)
	}
	if got := savedSettings(a).Language; got != "pl" {
		t.Errorf("the settings file after the renewal says language %q, want pl", got)
	}
}

// A profile folder that another user put in its place is reported as
// such, not as "another copy of the app", and autosaving stops.
func TestAProfileReplacedByAnotherUsersFolderIsNotCalledAnotherCopy(t *testing.T) {
	a := newTestApp(t)
	t.Setenv("XDG_CONFIG_HOME", "/home/pupil/.config")
	a.profileRenewed(errors.New("/home/pupil/.config/fyne/app belongs to another user"))
	if fi, err := os.Stat(os.Getenv("XDG_CONFIG_HOME")); err != nil || !fi.IsDir() || fi.Mode().Perm() != 0o700 {
		t.Errorf("Fyne's preferences still go to %s (%v)", os.Getenv("XDG_CONFIG_HOME"), err)
	} else {
		defer os.RemoveAll(os.Getenv("XDG_CONFIG_HOME"))
	}
	got := dialogText(a)
	if !strings.Contains(got, "removed or replaced, and the app cannot use it again") || strings.Contains(got, "another copy") {
		t.Errorf("the window says:\n%s", got)
	}
	if !docOf(a).saver.stopped() {
		t.Error("the window still autosaves into a folder it cannot trust")
	}
	settingsFile := filepath.Join(filepath.Dir(docOf(a).saver.path()), settings.FileName)
	a.settings.FlushWithin(time.Minute)
	os.Remove(settingsFile)
	a.settings.Update(func(s *settings.Settings) { s.Language = "pl" })
	a.settings.FlushWithin(time.Minute)
	if _, err := os.Lstat(settingsFile); err == nil {
		t.Error("a setting changed afterwards was written into the folder")
	}
}

// A window that no longer autosaves (another copy took its profile)
// asks before it closes on moves that no file holds (fault test t8, F2).
func TestClosingAWindowThatNoLongerAutosavesAsksFirst(t *testing.T) {
	a := newTestApp(t)
	a.profileRenewed(instance.ErrLost)
	tapDialogButton(t, a, "OK")
	tapSquare(a, 1)
	tapSquare(a, 5)
	a.closeRequested() // would end the test binary if it quit
	if got := dialogText(a); !strings.Contains(got, "closing now loses them") {
		t.Fatalf("closing did not ask first; the dialog says:\n%s", got)
	}
	tapDialogButton(t, a, "Cancel")
	if a.win.Canvas().Overlays().Top() != nil || a.game().InForce().Len() != 1 {
		t.Error("Cancel did not leave the game open")
	}
}

// A profile made unreadable while the app runs is called that, not
// "removed or replaced" (fault test t8, F8), and autosaving stops.
func TestAProfileMadeUnreadableIsNotCalledRemoved(t *testing.T) {
	a := newTestApp(t)
	a.profileRenewed(&fs.PathError{Op: "open", Path: "/home/pupil/.config/fyne/app/instance.lock", Err: fs.ErrPermission})
	got := dialogText(a)
	if !strings.Contains(got, "its permissions were changed") || strings.Contains(got, "removed") {
		t.Errorf("the window says:\n%s", got)
	}
	if !docOf(a).saver.stopped() {
		t.Error("the window still autosaves")
	}
}
