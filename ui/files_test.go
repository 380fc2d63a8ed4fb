package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/session"
)

func TestKeyboardOnlyGame(t *testing.T) {
	a := newTestApp(t)
	press(a, fyne.Key1, fyne.KeyEscape) // Escape cancels a half-made move
	assertStatus(t, a, "Place X1")
	press(a, fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key5)
	assertPlayed(t, a, "X1 1 2", "O2 3 5")

	press(a, fyne.Key1, fyne.Key4, fyne.Key4, fyne.Key1)
	assertStatus(t, a, "X chooses the collapse", "O4 closed a cycle with X3: the spooky marks of both are in squares 1 and 4.")
	press(a, fyne.Key1)
	assertPlayed(t, a, "X1 1 2", "O2 3 5", "X3 1 4", "O4 4 1", "collapse 1")
	assertStatus(t, a, "X chose square 1 for O4.", "3 marks became classical: O4, X1 and X3.")

	assertStatus(t, a, "X to move", "Place X5")
	press(a, fyne.Key1) // a classical square
	assertStatus(t, a, "Square 1 already holds the classical mark O4")
	assertPlayed(t, a, "X1 1 2", "O2 3 5", "X3 1 4", "O4 4 1", "collapse 1")
}

func TestReviewShowsEarlierPositionsWithoutPlaying(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5", "O2 1 5", "collapse 1", "X3 2 3")

	moveListOf(a).Select(2) // the row of "O2 1 5"
	if !a.game().Reviewing() || a.board().Size().IsZero() {
		t.Fatal("selecting a row of the move list does not review its position")
	}
	assertStatus(t, a, "Reviewing", "after action 2 of 4: O played O2 in squares 1 and 5.")
	press(a, fyne.Key7, fyne.Key8)
	tapSquare(a, 9)
	assertPlayed(t, a, "X1 1 5", "O2 1 5", "collapse 1", "X3 2 3")

	press(a, fyne.KeyLeft)
	assertStatus(t, a, "after action 1 of 4: X played X1 in squares 1 and 5.")
	press(a, fyne.KeyEscape)
	if a.game().Reviewing() {
		t.Fatal("Escape does not end the review")
	}
	assertStatus(t, a, "O to move")

	moveListOf(a).Select(2)
	a.model.PlayFromHere()
	assertPlayed(t, a, "X1 1 5", "O2 1 5")
	assertStatus(t, a, "X chooses the collapse")
	shortcut(a, &fyne.ShortcutRedo{}) // the later actions are kept for Redo
	assertPlayed(t, a, "X1 1 5", "O2 1 5", "collapse 1")
	shortcut(a, ctrl(fyne.KeyN))
	press(a, fyne.Key2, fyne.Key3) // the keys do not play behind the dialog
	assertPlayed(t, a, "X1 1 5", "O2 1 5", "collapse 1")
	tapDialogButton(t, a, "Start")
	tapDialogButton(t, a, "Yes")
	assertPlayed(t, a)
}

func TestOpenMalformedFileLeavesGameUntouched(t *testing.T) {
	for _, tc := range []struct {
		name, content string
		say           []string // the sentence for the user, then the technical line
	}{
		{"illegal", "X1 1 5\nO2 5 5\n", []string{"Line 2 of broken.qttt is a move the rules do not allow.", "broken.qttt:2: O2 5 5:"}},
		{"syntax", "X1 1 5\nplay 2 3\n", []string{"Line 2 of broken.qttt is not written in the game record format.", "broken.qttt:2: \"play\""}},
		{"out of turn", "# c\nX1 1 5\nX2 2 3\n", []string{"Line 3 of broken.qttt is out of turn", "broken.qttt:3: X2: move 2 is O's move"}},
		{"binary", "\x00\x01\x02", []string{"broken.qttt is not a game record: the trouble starts at line 1.", "broken.qttt:1: binary data"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := newTestApp(t)
			playLines(t, a, "X1 1 5", "O2 2 6")
			if docOf(a).openPath(writeFile(t, "broken.qttt", tc.content)) {
				t.Fatal("a malformed record opened")
			}
			got := dialogText(a)
			for _, want := range tc.say {
				if !strings.Contains(got, want) {
					t.Errorf("the error dialog does not say %q; it says:\n%s", want, got)
				}
			}
			assertPlayed(t, a, "X1 1 5", "O2 2 6")
		})
	}
}

func TestOpenMissingFileSaysSo(t *testing.T) {
	a := newTestApp(t)
	path := filepath.Join(t.TempDir(), "missing.qttt")
	if docOf(a).openPath(path) {
		t.Fatal("a missing file opened")
	}
	if got := dialogText(a); !strings.Contains(got, "The file missing.qttt could not be read.") || !strings.Contains(got, path) {
		t.Errorf("the error dialog does not say which file could not be read; it says:\n%s", got)
	}
}

func TestOpenFileAtStartAndSave(t *testing.T) {
	a := newTestApp(t)
	path := writeFile(t, "lesson.qttt", "# a lesson\nX1 1 5\nO2 5 9\nX3 1 9\n")
	a.start(path)
	assertPlayed(t, a, "X1 1 5", "O2 5 9", "X3 1 9")
	if folder := docOf(a).recordFolder(); folder == nil || filepath.Clean(folder.Path()) != filepath.Dir(path) {
		t.Errorf("the file dialogs would not start in %s, the opened record's folder", filepath.Dir(path))
	}
	assertStatus(t, a, "X3 closed a cycle through squares 1, 5 and 9.", "O chooses where X3 lands: square 1 or 9.")

	out := filepath.Join(t.TempDir(), "saved.qttt")
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	shortcut(a, &fyne.ShortcutUndo{}) // undone actions are not saved
	if err := docOf(a).writeGame(f); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(out)
	if want := "X1 1 5\nO2 5 9\n"; !strings.HasSuffix(string(data), want) || strings.Contains(string(data), "X3") {
		t.Errorf("saved file:\n%s\nwant it to end with:\n%s", data, want)
	}
}

// A record whose name begins with "-" (given after "--" on the command
// line) opens at start like any other (a later start hands it over to
// the running app by its absolute path: package lifecycle).
func TestARecordNamedLikeAnOptionOpensAtStart(t *testing.T) {
	a := newTestApp(t)
	dir := filepath.Dir(writeFile(t, "-dash.qttt", "X1 1 5\nO2 5 9\n"))
	t.Chdir(dir)
	a.start("-dash.qttt")
	assertPlayed(t, a, "X1 1 5", "O2 5 9")
}

func TestOpeningAFileAtStartAsksBeforeReplacingAnUnsavedGame(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5", "O2 2 6") // autosaved, in no file of the user's

	b := newTestWindow(t)
	b.start(writeFile(t, "lesson.qttt", "X1 3 7\n"))
	if got := dialogText(b); !strings.Contains(got, "has not been saved to a file") {
		t.Fatalf("opening a file at start does not ask before replacing the unsaved game; the dialog says:\n%s", got)
	}
	assertPlayed(t, b, "X1 1 5", "O2 2 6")
	tapDialogButton(t, b, "Yes")
	assertPlayed(t, b, "X1 3 7")

	c := newTestWindow(t) // the game in play now is the file's
	c.start(writeFile(t, "other.qttt", "X1 2 4\n"))
	if got := dialogText(c); got != "" {
		t.Errorf("opening a file asks although the game in play is in a file; the dialog says:\n%s", got)
	}
	assertPlayed(t, c, "X1 2 4")
}

func TestAutosaveRestoresTheGame(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5", "O2 1 5")
	shortcut(a, &fyne.ShortcutUndo{})
	saved := autosavePath(a)

	b := newTestWindow(t)
	if autosavePath(b) != saved {
		t.Fatalf("a second start reads %s, not %s", autosavePath(b), saved)
	}
	left := filepath.Join(filepath.Dir(saved), "autosave-123.tmp") // a write cut short by a kill
	if err := os.WriteFile(left, []byte("X1 1"), 0o600); err != nil {
		t.Fatal(err)
	}
	long := time.Now().Add(-time.Hour)
	if err := os.Chtimes(saved, long, long); err != nil {
		t.Fatal(err)
	}
	b.start("")
	assertPlayed(t, b, "X1 1 5")
	assertStatus(t, b, "O to move")
	if info, err := os.Stat(saved); err != nil || !info.ModTime().Equal(long) {
		t.Errorf("restoring the game wrote the autosave again (%v): a start should cost no write to the disk", err)
	}
	entries, _ := os.ReadDir(filepath.Dir(saved))
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

func TestCorruptAutosaveIsSetAside(t *testing.T) {
	a := newTestApp(t)
	if err := os.WriteFile(autosavePath(a), []byte("X1 1 1\nO2 1 5\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	a.start("")
	if got := dialogText(a); !strings.Contains(got, "autosave.corrupt-") || !strings.Contains(got, "autosave.qttt:1:") ||
		!strings.Contains(got, "Line 1 of autosave.qttt is a move the rules do not allow.") {
		t.Errorf("the dialog does not say where the autosave went and what is wrong; it says:\n%s", got)
	}
	assertPlayed(t, a)
	matches, _ := filepath.Glob(filepath.Join(filepath.Dir(autosavePath(a)), "autosave.corrupt-*.qttt"))
	if len(matches) != 1 {
		t.Fatalf("set-aside autosaves: %v, want one", matches)
	}
	if data, _ := os.ReadFile(matches[0]); string(data) != "X1 1 1\nO2 1 5\n" {
		t.Errorf("the set-aside file holds %q, not the corrupt autosave", data)
	}

	playLines(t, a, "X1 2 3") // the app saves over a fresh file
	if name, _ := docOf(a).saver.setAside(time.Date(2026, 12, 2, 14, 5, 0, 0, time.UTC)); filepath.Base(name) != "autosave.corrupt-20261202-140500.qttt" {
		t.Errorf("set-aside name = %s", filepath.Base(name))
	}
}

func TestShortcutsOpenTheFileDialogs(t *testing.T) {
	for _, key := range []fyne.KeyName{fyne.KeyO, fyne.KeyS} {
		a := newTestApp(t)
		shortcut(a, ctrl(key))
		if a.win.Canvas().Overlays().Top() == nil {
			t.Errorf("Ctrl+%s opens no dialog", key)
		}
	}
}

func TestMoveListKeepsTheRowOnShowInView(t *testing.T) {
	a := newTestApp(t)
	docOf(a).openPath(writeFile(t, "ten.qttt", "X1 3 8\nO2 2 4\nX3 6 9\nO4 1 2\nX5 1 3\nO6 2 4\ncollapse 2\nX7 5 7\nO8 6 7\nX9 5 9\n"))
	movesOf(a).Resize(fyne.NewSize(300, 1000))
	if moveListOf(a).GetScrollOffset() != 0 {
		t.Fatal("a list with room for every row is scrolled")
	}
	movesOf(a).Resize(fyne.NewSize(300, 60)) // the status line took more lines
	if moveListOf(a).GetScrollOffset() == 0 {
		t.Error("the last row went out of view when the list got lower")
	}
}

func TestTappingTheMoveListLeavesTheKeysToTheBoard(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5", "O2 2 6")
	tapRow(t, a, "O2 (squares 2 and 6)") // the present's row, already marked
	tapRow(t, a, "O2 (squares 2 and 6)")
	if a.game().Reviewing() {
		t.Fatal("tapping the present's row started a review")
	}
	press(a, fyne.Key3, fyne.Key4)
	assertPlayed(t, a, "X1 1 5", "O2 2 6", "X3 3 4")
}

func TestCopiedGameComesBackByPaste(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5", "O2 5 9")
	docOf(a).copyGame()
	if got := dialogText(a); !strings.Contains(got, "The game is on the clipboard as text.") {
		t.Fatalf("copying the game says:\n%s", got)
	}
	tapDialogButton(t, a, "OK")
	if got := fyne.CurrentApp().Clipboard().Content(); !strings.HasSuffix(got, "X1 1 5\nO2 5 9\n") {
		t.Fatalf("the clipboard holds:\n%s\nwant the game's record", got)
	}

	a.model.Replace(game.NewRecord(), session.Opponent{}, false)
	tapDialogButton(t, a, "Yes")
	assertPlayed(t, a)
	docOf(a).pasteGame()
	assertPlayed(t, a, "X1 1 5", "O2 5 9")

	fyne.CurrentApp().Clipboard().SetContent("Dear class,\nhere is our game.")
	docOf(a).pasteGame()
	if got := dialogText(a); !strings.Contains(got, "Line 1 of game.qttt is not written in the game record format.") {
		t.Errorf("pasting text that is no game record says:\n%s", got)
	}
	assertPlayed(t, a, "X1 1 5", "O2 5 9")
}

// A save that fails (here into a "folder" that is a file) says so in the
// user's words, titled for what failed, with the error naming the file
// the user chose, never the temporary file beside it.
func TestAFailedSaveSaysWhatFailedByTheFilesName(t *testing.T) {
	a := newTestApp(t)
	path := filepath.Join(writeFile(t, "notafolder", ""), "game.qttt")
	_, err := durable.Create(path)
	if err == nil {
		t.Fatal("made a file under a file")
	}
	showSaveFailed(a.win, err)
	got := dialogText(a)
	for _, want := range []string{"The file could not be saved", "Save it again, in another folder if need be.", path} {
		if !strings.Contains(got, want) {
			t.Errorf("the dialog does not say %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, ".tmp") {
		t.Errorf("the dialog names a temporary file:\n%s", got)
	}
}

// In File › Open, Enter opens the file chosen, as the dialog's Open
// button does; before a file is chosen it does nothing.
func TestEnterOpensTheFileChosenInFileOpen(t *testing.T) {
	a := newTestApp(t)
	dir := filepath.Dir(writeFile(t, "game.qttt", "X1 2 3\nO2 2 3\n"))
	a.settings.SetRecordFolder(storage.NewFileURI(dir).String())
	shortcut(a, ctrl(fyne.KeyO))
	c := a.win.Canvas()
	press(a, fyne.KeyReturn)
	if c.Overlays().Top() == nil {
		t.Fatal("Enter with no file chosen closed the dialog")
	}
	for range 64 { // choose game.qttt as the keyboard does, after the folder above
		c.FocusNext()
		if files, ok := c.Focused().(*widget.GridWrap); ok {
			files.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
			files.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
			break
		}
	}
	c.Unfocus() // as after a click on the file
	press(a, fyne.KeyReturn)
	if c.Overlays().Top() != nil {
		t.Fatal("Enter did not press Open")
	}
	assertPlayed(t, a, "X1 2 3", "O2 2 3")
}
