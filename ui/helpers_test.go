package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/style"
)

// newTestApp returns the main window of a test app whose storage (and so
// its autosave) is a fresh temporary folder.
func newTestApp(t *testing.T) *App {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir()) // the test app's storage root is os.TempDir()
	test.NewTempApp(t).Settings().SetTheme(style.Theme{})
	a := newTestWindow(t)
	a.win.Resize(fyne.NewSize(1000, 700))
	return a
}

// newTestWindow returns a main window of the test app in force, as a start
// of the app opens it, closed when the test ends. No goroutine but the
// test's changes it: Fyne's test driver runs fyne.Do at once on the
// goroutine that calls it, so a timer's or the solver's goroutine would
// change the window while the test does, or after it has ended.
func newTestWindow(t *testing.T) *App {
	t.Helper()
	for _, earlier := range testWindows { // the settings a window changed are on the disk for the next start, as after a quit
		earlier.settings.FlushWithin(time.Minute)
	}
	a := newApp(fyne.CurrentApp(), ownFiles(fyne.CurrentApp()), uitest.Solver(), &platform.Fake{})
	docOf(a).saver.w.Spawn = nil                                              // the autosave is written at once, before the action returns
	a.computer.Deliver = func(func()) {}                                      // its answers land only where a test drains them: newComputerTestApp
	a.computer.Later = func(func()) {}                                        // the coin tosses only where a test tosses it
	a.controls.After = func(time.Duration, func()) {}                         // the test window's menu bar, which draws nothing, is not rebuilt
	a.classAnswers.Deliver = func(func()) {}                                  // the phones' news is shown only where a test asks for it
	presentOf(a).UseDesktop(&platform.Fake{}, func(time.Duration, func()) {}) // placing windows waits for none: setScreens
	t.Cleanup(a.win.Close)
	t.Cleanup(a.settings.Close) // before the test's folders are removed
	testWindows = append(testWindows, a)
	t.Cleanup(func() { testWindows = slices.DeleteFunc(testWindows, func(w *App) bool { return w == a }) })
	return a
}

// testWindows are the test windows open, whose settings a new one reads.
var testWindows []*App

// lessonOn returns the lesson open in a's window, nil for none.
func lessonOn(a *App) *lesson.Lesson {
	l, _ := a.model.Lesson()
	return l
}

// savedSettings returns the settings in the test app's settings file, as
// the next start reads them, once a's writes of it are done.
func savedSettings(a *App) settings.Settings {
	a.settings.FlushWithin(time.Minute)
	return settings.Load(settings.OpenFile(ownFiles(fyne.CurrentApp()), fynePreferences(fyne.CurrentApp())))
}

// tapSquare taps the middle of square sq on the board, which draws a
// square board centred in its widget; while a collapse is pending, the
// newest mark's spooky mark there, since a tap on another mark's is not
// a choice (onMark).
func tapSquare(a *App, sq game.Square) {
	if s := a.game().Present(); s.Phase() == game.PhaseChoose {
		if x, y := s.Pair(s.Newest()); sq == x || sq == y {
			test.TapAt(a.board(), markPos(a, sq, s.Newest()))
			return
		}
	}
	size := a.board().Size()
	side := min(size.Width, size.Height)
	cell := side / 3
	x := (size.Width-side)/2 + (float32(sq.Col())+0.5)*cell
	y := (size.Height-side)/2 + (float32(sq.Row())+0.5)*cell
	test.TapAt(a.board(), fyne.NewPos(x, y))
}

// markPos returns the middle of mark m's spooky mark in square sq, where
// ui/board draws it: in a 3×3 grid of slots inside the square, slot m.
func markPos(a *App, sq game.Square, m game.Mark) fyne.Position {
	size := a.board().Size()
	side := min(size.Width, size.Height) - 2*a.board().Theme().Size(theme.SizeNamePadding)
	cell := side / 3
	const inset = 0.04 // ui/board's slotInset
	slot := cell * (1 - 2*inset) / 3
	x := (size.Width-side)/2 + float32(sq.Col())*cell + cell*inset + (float32((m-1)%3)+0.5)*slot
	y := (size.Height-side)/2 + float32(sq.Row())*cell + cell*inset + (float32((m-1)/3)+0.5)*slot
	return fyne.NewPos(x, y)
}

// press types the keys as the keyboard does: to the widget with the
// focus, or to the window's canvas when none has it.
func press(a *App, keys ...fyne.KeyName) {
	c := a.win.Canvas()
	for _, k := range keys {
		ev := &fyne.KeyEvent{Name: k}
		if f := c.Focused(); f != nil {
			f.TypedKey(ev)
		} else {
			c.OnTypedKey()(ev)
		}
	}
}

// shortcut types the keyboard shortcut sc on the window's canvas, where
// the app bound its shortcuts with AddShortcut.
func shortcut(a *App, sc fyne.Shortcut) { shortcutOn(a.win.Canvas(), sc) }

// shortcutOn types the keyboard shortcut sc on canvas c.
func shortcutOn(c fyne.Canvas, sc fyne.Shortcut) { uitest.TypeShortcut(c, sc) }

// keyOf returns the key with the square's number on it, as the keys
// that play bind it.
func keyOf(sq game.Square) fyne.KeyName {
	return command.Find(command.PlayKeys(), command.Square1+command.ID(sq-1)).Key
}

// playLines plays record lines such as "X1 1 5" and "collapse 9" on from
// the present, alternating taps and keys 1–9, and checks each is played.
func playLines(t *testing.T, a *App, lines ...string) {
	t.Helper()
	before := played(a.game().InForce())
	for i, line := range lines {
		fields := strings.Fields(line)
		for _, f := range fields[1:] {
			sq := game.Square(f[0] - '0')
			if i%2 == 0 {
				tapSquare(a, sq)
			} else {
				press(a, keyOf(sq))
			}
		}
		assertPlayed(t, a, append(before[:len(before):len(before)], lines[:i+1]...)...)
	}
}

// assertPlayed checks that the game as played so far is lines, both in the
// app and in the autosave on the disk.
func assertPlayed(t *testing.T, a *App, lines ...string) {
	t.Helper()
	if got := played(a.game().InForce()); strings.Join(got, "; ") != strings.Join(lines, "; ") {
		t.Fatalf("game played = %q, want %q", got, lines)
	}
	data, err := os.ReadFile(autosavePath(a))
	if len(lines) == 0 && errors.Is(err, fs.ErrNotExist) {
		return // nothing played yet, nothing saved yet
	}
	if err != nil {
		t.Fatalf("reading the autosave: %v", err)
	}
	r, err := game.Parse("autosave", strings.NewReader(string(data)))
	if err != nil {
		t.Fatalf("autosave does not parse: %v\n%s", err, data)
	}
	if got := played(r); strings.Join(got, "; ") != strings.Join(lines, "; ") {
		t.Fatalf("autosave = %q, want %q", got, lines)
	}
}

// played returns the record's actions in record notation.
func played(r *game.Record) []string {
	lines := make([]string, r.Len())
	for i := range lines {
		lines[i] = r.Notation(i)
	}
	return lines
}

// statusLine returns everything the status line says, as one string.
func statusLine(a *App) string {
	var b strings.Builder
	st := statusPartsOf(a)
	for _, seg := range st.headline.Segments {
		b.WriteString(seg.Textual())
	}
	b.WriteString("\n" + st.detail.Text)
	if st.advice.Visible() {
		b.WriteString("\n" + st.advice.Text)
	}
	if st.hint.Visible() {
		b.WriteString("\n" + st.hint.Text)
	}
	return b.String()
}

// assertStatus checks that the status line says each of want.
func assertStatus(t *testing.T, a *App, want ...string) {
	t.Helper()
	got := statusLine(a)
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("status line does not say %q; it says:\n%s", w, got)
		}
	}
}

// writeFile writes a file with the given content in a temporary folder
// and returns its path.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// dialogText returns the text of the labels in the window's top overlay
// (an open dialog), or "" if there is none.
func dialogText(a *App) string {
	top := a.win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var b strings.Builder
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok {
			b.WriteString(l.Text + "\n")
		}
	}
	return b.String()
}

// tapDialogButton taps the button labelled label in the window's top
// overlay.
func tapDialogButton(t *testing.T, a *App, label string) {
	t.Helper()
	top := a.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog open to tap %q in", label)
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == label {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q in the dialog", label)
}

// tapRow shows the Moves tab and taps the move list's row that shows
// text, as the mouse does.
func tapRow(t *testing.T, a *App, text string) {
	t.Helper()
	for _, item := range sideTabs(a).Items {
		if item.Content == movesOf(a) {
			sideTabs(a).Select(item)
		}
	}
	for _, o := range test.LaidOutObjects(moveListOf(a)) {
		row, ok := o.(fyne.Tappable)
		if !ok || o == fyne.CanvasObject(moveListOf(a)) {
			continue
		}
		for _, in := range test.LaidOutObjects(o) {
			if l, ok := in.(*widget.Label); ok && l.Text == text {
				test.Tap(row)
				return
			}
		}
	}
	t.Fatalf("no row shows %q", text)
}

// mkfifo makes a named pipe at path with the system's mkfifo command,
// where there is one (not on Windows: the tests that need a pipe skip).
func mkfifo(path string) error {
	if out, err := exec.Command("mkfifo", "-m", "600", path).CombinedOutput(); err != nil {
		return fmt.Errorf("mkfifo: %v %s", err, out)
	}
	return nil
}

// ctrl returns the shortcut Ctrl+key (Cmd+key on macOS).
func ctrl(key fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
}
