package ui

import (
	"errors"
	"log"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/cli/termsafe"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// startWithin starts a, opening the game record at the path record (""
// for none), and fails the test if the start takes more than 3 s: then
// the named pipe has blocked it, and is opened for writing to let it go on.
func startWithin(t *testing.T, a *App, record, pipe string) {
	t.Helper()
	blocked := time.AfterFunc(3*time.Second, func() { os.WriteFile(pipe, nil, 0) })
	start := time.Now()
	a.start(record)
	if !blocked.Stop() {
		t.Fatalf("the start waited %v on the named pipe %s", time.Since(start).Round(time.Millisecond), pipe)
	}
}

func TestANamedPipeOnTheCommandLineIsRefusedAtOnce(t *testing.T) {
	a := newTestApp(t)
	pipe := filepath.Join(t.TempDir(), "game.qttt")
	if err := mkfifo(pipe); err != nil {
		t.Skip("no named pipes here:", err)
	}
	startWithin(t, a, pipe, pipe)
	if got := dialogText(a); !strings.Contains(got, "The file game.qttt could not be read.") || !strings.Contains(got, "not a regular file") {
		t.Errorf("the dialog does not say the file cannot be read; it says:\n%s", got)
	}
	assertPlayed(t, a)
}

func TestANamedPipeAsTheAutosaveIsSetAside(t *testing.T) {
	a := newTestApp(t)
	os.MkdirAll(filepath.Dir(autosavePath(a)), 0o700)
	if err := mkfifo(autosavePath(a)); err != nil {
		t.Skip("no named pipes here:", err)
	}
	startWithin(t, a, "", autosavePath(a))
	if got := dialogText(a); !strings.Contains(got, "autosave.corrupt-") {
		t.Errorf("the dialog does not say where the autosave went; it says:\n%s", got)
	}
	playLines(t, a, "X1 1 5") // the autosave is a file again
	assertPlayed(t, a, "X1 1 5")
}

func TestACutShortAutosaveOffersItsFirstMoves(t *testing.T) {
	for _, restore := range []bool{true, false} {
		a := newTestApp(t)
		os.MkdirAll(filepath.Dir(autosavePath(a)), 0o700)
		if err := os.WriteFile(autosavePath(a), []byte("# opponent: o club\nX1 1 5\nO2 5 9\nX3 1"), 0o600); err != nil {
			t.Fatal(err)
		}
		a.start("")
		if got := dialogText(a); !strings.Contains(got, "autosave.corrupt-") || !strings.Contains(got, "autosave.qttt:4:") {
			t.Errorf("the dialog does not say where the autosave went and what is wrong; it says:\n%s", got)
		}
		if restore {
			tapDialogButton(t, a, "Restore")
			assertPlayed(t, a, "X1 1 5", "O2 5 9")
			if o := a.game().Opponent(); o != (session.Opponent{Side: game.O, Level: solver.Club}) || !a.game().Dirty() {
				t.Errorf("restored against %v (unsaved %v), want the computer as O at club level, unsaved", o, a.game().Dirty())
			}
		} else {
			tapDialogButton(t, a, "New game")
			assertPlayed(t, a)
		}
	}
}

func TestTheOpponentIsKeptInTheAutosaveNotTheSettings(t *testing.T) {
	a := newTestApp(t)
	o := session.Opponent{Side: game.O, Level: solver.Perfect}
	a.model.Replace(game.NewRecord(), o, false)
	playLines(t, a, "X1 1 5")
	data, _ := os.ReadFile(autosavePath(a))
	if !strings.Contains(string(data), "# opponent: o perfect\n") {
		t.Errorf("the autosave does not name the opponent:\n%s", data)
	}
	if legacy := settings.LegacyGameOpponent(fyne.CurrentApp().Preferences()); legacy != (session.Opponent{}) {
		t.Errorf("the preferences name the opponent too (%v): two copies can disagree", legacy)
	}
	b := newTestWindow(t)
	b.start("")
	if got := b.game().Opponent(); got != o {
		t.Errorf("the next start plays against %v, want %v", got, o)
	}
}

func TestAStoredWindowSizeIsKeptWithinWhatAWindowMayBe(t *testing.T) {
	newTestApp(t)
	for _, side := range []float32{33000, 0, -5} { // a JSON file holds no NaN nor infinity
		p := settings.OpenFile(ownFiles(fyne.CurrentApp()), fynePreferences(fyne.CurrentApp()))
		settings.NewStore(p).SetWindowSize(fyne.NewSquareSize(side))
		p.Close()
		a := newTestWindow(t)
		if got := a.win.Canvas().Size(); got.Width > 4096 || got.Height > 4096 || got.Width < 200 || got.Height < 200 {
			t.Errorf("a stored size of %v×%v opens a window of %v", side, side, got)
		}
	}
}

func TestABrokenSettingsFileIsKeptAsideAndSaid(t *testing.T) {
	newTestApp(t)
	root := fyne.CurrentApp().Storage().RootURI().Path()
	if err := os.WriteFile(filepath.Join(root, settings.FileName), nil, 0o600); err != nil { // as a kill during Fyne's write left it
		t.Fatal(err)
	}
	a := newTestWindow(t)
	a.start("")
	if got := dialogText(a); !strings.Contains(got, "every setting is back to its default") || !strings.Contains(got, "settings.corrupt-") {
		t.Errorf("the dialog does not say the settings were reset and where the file went; it says:\n%s", got)
	}
	if kept, _ := filepath.Glob(filepath.Join(root, ownFolder, "settings.corrupt-*.json")); len(kept) != 1 {
		t.Errorf("set aside: %v, want one file", kept)
	}
}

func TestClosingAfterAFailedAutosaveAsksFirst(t *testing.T) {
	a := newTestApp(t)
	blocker := writeFile(t, "not-a-folder", "")
	good := docOf(a).saver.w
	docOf(a).saver.w = durable.NewBehind(storage.NewFileURI(filepath.Join(blocker, "profile")), autosaveName) // no folder can be made there
	docOf(a).saver.w.Spawn = nil
	tapSquare(a, 1)
	tapSquare(a, 5)
	if got := dialogText(a); !strings.Contains(got, "could not be autosaved") {
		t.Fatalf("no dialog says the autosave failed; it says:\n%s", got)
	}
	tapDialogButton(t, a, "OK")

	a.closeRequested()
	if got := dialogText(a); !strings.Contains(got, "closing now loses them") {
		t.Fatalf("closing did not ask first; the dialog says:\n%s", got)
	}
	tapDialogButton(t, a, "Cancel")
	if a.win.Canvas().Overlays().Top() != nil || a.game().InForce().Len() != 1 {
		t.Error("Cancel did not leave the game open")
	}

	docOf(a).saver.w = good // the disk has room again: the next action is saved
	playLines(t, a, "O2 5 9")
	if docOf(a).saver.pending() {
		t.Error("after an autosave that worked, closing would still ask") // closeRequested would quit the test app
	}
}

func TestQuitIsLastInTheFileMenuWithCtrlQ(t *testing.T) {
	a := newTestApp(t)
	items := menuOf(a).Items[0].Items // File
	last := items[len(items)-1]
	if sc, ok := last.Shortcut.(*desktop.CustomShortcut); last.Label != "Quit" || !ok || sc.KeyName != fyne.KeyQ || sc.Modifier != fyne.KeyModifierShortcutDefault {
		t.Errorf("the File menu ends with %q (%v), want Quit with Ctrl+Q", last.Label, last.Shortcut)
	}
}

// A named pipe among a teacher's lessons is refused without a wait: the
// window comes up with the other lessons.
func TestANamedPipeAmongTheLessonsDoesNotHoldTheStart(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "class.qttt")
	if err := mkfifo(pipe); err != nil {
		t.Skip("no named pipes here:", err)
	}
	os.WriteFile(filepath.Join(dir, "mine.qttt"), []byte("#title: Mine\n#> Empty.\nX1 1 2\n#> One pair.\n"), 0o600)
	blocked := time.AfterFunc(3*time.Second, func() { os.WriteFile(pipe, nil, 0) })
	lessons, err := lesson.Load(durable.RegularFiles(dir), "en")
	if !blocked.Stop() {
		t.Fatal("loading the lessons waited on the named pipe")
	}
	if len(lessons) != 1 || lessons[0].Title != "Mine" || err == nil || !strings.Contains(err.Error(), "named pipe") {
		t.Errorf("loaded %d lessons, error %v; want Mine, and the pipe refused", len(lessons), err)
	}
}

// A lesson file whose name holds escape sequences is named in the log
// with them quoted: they reach no terminal.
func TestTheLogQuotesEscapesInFileNames(t *testing.T) {
	var stderr strings.Builder
	defer log.SetFlags(log.Flags())
	log.SetFlags(0)
	w := log.Writer()
	log.SetOutput(termsafe.ErrorWriter(&stderr))
	defer log.SetOutput(w)
	fyne.LogError("lessons in /home/pupil/lessons", errors.New("x\x1b]0;PWNED\a.qttt: not a lesson"))
	if got := stderr.String(); strings.ContainsAny(got, "\x1b\a") || !strings.Contains(got, `x\x1b]0;PWNED\a.qttt`) || strings.Count(got, "\n") != 3 {
		t.Errorf("the log holds %q", got)
	}
}

// An older version's autosave and settings, kept in the profile's folder
// itself (which Fyne watches), are moved to the folder of the app's own
// files at the next start, and read from there.
func TestAnOlderVersionsFilesAreMovedOutOfFynesWatch(t *testing.T) {
	newTestApp(t).settings.Close() // that window writes no more: its settings are not the older version's
	root := fyne.CurrentApp().Storage().RootURI().Path()
	os.WriteFile(filepath.Join(root, autosaveName), []byte("# opponent: two\nX1 1 5\n"), 0o600)
	os.WriteFile(filepath.Join(root, settings.FileName), []byte(`{"welcome.shown": true, "zoom": 1.25}`+"\n"), 0o600)
	a := newTestWindow(t)
	a.start("")
	if got := played(a.game().InForce()); len(got) != 1 {
		t.Errorf("restored %q, want the older version's move", got)
	}
	if z := a.settings.Get().Zoom; z != 1.25 {
		t.Errorf("zoom %v, want the older version's 1.25", z)
	}
	for _, name := range []string{autosaveName, settings.FileName} {
		if _, err := os.Lstat(filepath.Join(root, name)); err == nil {
			t.Errorf("%s is still in the folder Fyne watches", name)
		}
		if _, err := os.Stat(filepath.Join(root, ownFolder, name)); err != nil {
			t.Errorf("%s is not in %s: %v", name, ownFolder, err)
		}
	}
}
