package ui

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// autosaveName is the autosaved game's file name in the app's storage.
const autosaveName = "autosave" + game.FileExt

// The autosave's own comment lines, above the record: whom the game is
// played against (session.Opponent's text, as "o club"), and whether it holds actions
// that no file of the user's holds. Kept in the one file, they are
// replaced with the game in one rename.
const (
	opponentComment = "# opponent: "
	unsavedComment  = "# unsaved"
	lessonComment   = "# lesson: "     // the lesson open on the game and its step (lessonAt's text)
	planComment     = "# plan began: " // when the class plan's minutes began to count, in Unix seconds
)

// lessonAt is the lesson open on the autosaved game, by its name, and the
// step on show, with whether its answer is out: a restart comes back to
// it, never to the lesson's last position, which would answer the
// question the class is asked; and when the class plan's minutes began,
// which a restart goes on counting. Its text is "NAME STEP" or "NAME STEP
// shown", the step counted from 1.
type lessonAt struct {
	name  string // "" for none
	step  int
	shown bool
	began int64 // when the class plan's minutes began to count, in Unix seconds; 0 for never
}

// String returns at's text in the autosave.
func (at lessonAt) String() string {
	if at.name == "" {
		return ""
	}
	text := fmt.Sprintf("%s %d", at.name, at.step+1)
	if at.shown {
		text += " shown"
	}
	return text
}

// parseLessonAt reads lessonAt's text; none where it cannot.
func parseLessonAt(text string) lessonAt {
	f := strings.Fields(text)
	var at lessonAt
	if len(f) < 2 || len(f) > 3 || len(f) == 3 && f[2] != "shown" {
		return at
	}
	if _, err := fmt.Sscanf(f[1], "%d", &at.step); err != nil || at.step < 1 {
		return lessonAt{}
	}
	at.name, at.step, at.shown = f[0], at.step-1, len(f) == 3
	return at
}

// autosave keeps the game in a file in the app's storage, rewritten after
// every action so that no game is lost when the app is closed or killed: at
// most the action in flight. The storage is a folder on the desktop
// (ownFiles: a folder of the app's own in its profile) and the browser's
// IndexedDB on the web, both reached through Fyne's storage package. The
// file also says whom the game is played against and whether it is in a
// file of the user's.
type autosave struct {
	dir    fyne.URI         // the folder the file is in
	file   fyne.URI         // the autosaved game
	prefs  fyne.Preferences // read only for what older versions kept there
	failed bool             // a write has failed and been reported
	behind bool             // the last write failed: the file lacks the last actions
	off    bool             // another app took the profile: writing would overwrite its game

	// w writes the games off the UI goroutine, so that a slow disk (a
	// network home, an SD card, a USB stick) never holds up the window,
	// each at once and in order: the newest is never dropped.
	w *durable.Behind
}

// autosaveIn returns the autosave of app fa, kept in the folder of its
// own files, dir.
func autosaveIn(fa fyne.App, dir fyne.URI) *autosave {
	file, err := storage.Child(dir, autosaveName)
	if err != nil { // a storage folder always has children; keep a valid URI regardless
		file = storage.NewFileURI(path.Join(dir.Path(), autosaveName))
	}
	return &autosave{dir: dir, file: file, prefs: fa.Preferences(), w: durable.NewBehind(dir, autosaveName)}
}

// put has data, a game as encode returns it, written to the file behind
// the window, and then calls done with how the write went (on the
// writer's goroutine), unless a newer game's write was told first.
func (s *autosave) put(data []byte, done func(error)) { s.w.Put(data, done) }

// flushWithin waits at most d for the games put so far to be written, and
// reports whether they were: a disk that hangs (a network home gone
// away) must not keep the app from closing.
func (s *autosave) flushWithin(d time.Duration) bool { return s.w.FlushWithin(d) }

// close writes the game waiting, if any, and then nothing more: the app
// is ending, and what the writes tell the window no longer matters.
func (s *autosave) close() { s.w.Close() }

// path returns where the autosaved game is kept, for messages and tests.
func (s *autosave) path() string { return s.file.Path() }

// write replaces the autosaved game with r, played against o, noting
// whether r holds actions that no file of the user's holds. The new game
// is written whole to a temporary file, flushed to the disk where the
// storage is a folder, and moved over the old one (a rename there), so the
// file holds either game, whole. The browser's storage moves by copying,
// in one write.
func (s *autosave) write(r *game.Record, o session.Opponent, unsaved bool, at lessonAt) error {
	data, err := encode(r, o, unsaved, at)
	if err != nil {
		return err
	}
	return durable.Write(s.dir, autosaveName, data)
}

// encode returns the autosave's text for the game r, played against o,
// with whether it is unsaved and the lesson open on it.
func encode(r *game.Record, o session.Opponent, unsaved bool, at lessonAt) ([]byte, error) {
	opponent, err := o.MarshalText()
	if err != nil {
		return nil, err
	}
	var data bytes.Buffer
	data.WriteString(opponentComment + string(opponent) + "\n")
	if unsaved {
		data.WriteString(unsavedComment + "\n")
	}
	if at.name != "" {
		data.WriteString(lessonComment + at.String() + "\n")
	}
	if at.began != 0 {
		data.WriteString(planComment + strconv.FormatInt(at.began, 10) + "\n")
	}
	if _, err := r.WriteTo(&data); err != nil {
		return nil, err
	}
	return data.Bytes(), nil
}

// saved is what the autosave holds: the game, whom it is played
// against, whether it holds actions that no file of the user's holds,
// and the lesson open on it.
type saved struct {
	record   *game.Record
	opponent session.Opponent
	unsaved  bool
	lesson   lessonAt
}

// read returns the autosaved game, with a nil record if there is none.
// When the file cannot be replayed to its end (a malformed line, or a
// file cut short), the error says why and the record returned holds the
// actions before the first bad line, which may be none.
func (s *autosave) read() (saved, error) {
	if ok, err := storage.Exists(s.file); !ok || err != nil {
		if errors.Is(err, syscall.ENOTDIR) {
			err = nil // a file where a folder of the path should be: there is no autosave
		}
		return saved{}, err
	}
	data, err := durable.Read(s.file, game.MaxRecordSize)
	if err != nil {
		return saved{}, fmt.Errorf("%s: %w", autosaveName, err)
	}
	got := s.header(data)
	got.record, err = game.Parse(autosaveName, bytes.NewReader(data))
	var re *game.RecordError
	if errors.As(err, &re) {
		got.record, _ = game.Parse(autosaveName, bytes.NewReader(firstLines(data, re.Line-1)))
	}
	got.unsaved = got.unsaved && got.record != nil && got.record.Len() > 0
	return got, err
}

// header reads whom the game in data is played against and whether it is
// unsaved from the autosave's comment lines. An autosave written before
// they were there (or whose opponent line cannot be read) is read as the
// preferences kept it then: its opponent, and unsaved unless they said
// otherwise.
func (s *autosave) header(data []byte) saved {
	got := saved{opponent: settings.LegacyGameOpponent(s.prefs), unsaved: true}
	legacy := true
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSpace(line)
		if text, ok := strings.CutPrefix(line, opponentComment); ok {
			legacy = got.opponent.UnmarshalText([]byte(text)) != nil
			got.unsaved = false
		} else if line == unsavedComment {
			got.unsaved = true
		} else if text, ok := strings.CutPrefix(line, lessonComment); ok {
			began := got.lesson.began
			got.lesson = parseLessonAt(text)
			got.lesson.began = began
		} else if text, ok := strings.CutPrefix(line, planComment); ok {
			got.lesson.began, _ = strconv.ParseInt(text, 10, 64)
		}
	}
	if legacy {
		got.unsaved = s.prefs.BoolWithFallback(settings.KeyAutosaveUnsaved, true)
	}
	return got
}

// firstLines returns the first n lines of data.
func firstLines(data []byte, n int) []byte {
	end := 0
	for ; n > 0 && end < len(data); n-- {
		i := bytes.IndexByte(data[end:], '\n')
		if i < 0 {
			return data
		}
		end += i + 1
	}
	return data[:end]
}

// clean removes temporary files left behind by a write that was cut
// short, for example by a kill before the move.
func (s *autosave) clean() { durable.Clean(s.dir, autosaveName) }

// setAside moves an autosave that cannot be read to
// autosave.corrupt-TIME.qttt, so that it is kept for a look but no longer
// read, and returns the new path.
func (s *autosave) setAside(now time.Time) (string, error) { return durable.SetAside(s.file, now) }

// save writes the game as far as it has been played to the autosave. The
// first failure is reported in a dialog; later ones only in the log, so
// that a full disk does not bury the game in dialogs.
func (a *App) save() {
	if a.saver.off {
		return
	}
	at := a.lessonAt()
	data, err := encode(a.game().InForce(), a.game().Opponent(), a.game().Dirty(), at)
	if err != nil {
		a.saved(err)
		return
	}
	a.pass.savedAt = at
	a.saver.put(data, func(err error) { fyne.Do(func() { a.saved(err) }) })
}

// saved is told how a write of the autosave went.
func (a *App) saved(err error) {
	a.saver.behind = err != nil
	if err == nil {
		return
	}
	a.pass.savedAt = lessonAt{} // written again at the next render in a lesson
	fyne.LogError("autosave", err)
	if !a.saver.failed {
		a.saver.failed = true
		keep := lang.L("Save the game to a file to keep it.")
		if !userFiles() {
			keep = lang.L("Use Copy game as text to keep it.")
		}
		a.showError(lang.L("The game could not be autosaved"), keep, err)
	}
}

// restore makes the autosaved game the game. An autosave that cannot be
// read is set aside and reported once, and the actions before its first
// bad line, if there are any, are offered: a file cut short by a full
// disk keeps its first moves. Otherwise the app starts with an empty game.
// The message says where the file was kept only when it was.
func (a *App) restore() {
	got, err := a.saver.read()
	if err == nil && got.record != nil {
		a.model.Restore(got.record, got.opponent, got.unsaved) // not written back: the autosave holds it
		if got.lesson.began != 0 {
			a.model.ResumePlanClock(time.Unix(got.lesson.began, 0))
		}
		a.resumeLesson(got.lesson)
		return
	}
	if err == nil {
		return
	}
	title := lang.L("The last game could not be restored")
	var re *game.RecordError
	if !errors.As(err, &re) && !errors.Is(err, durable.ErrNotRegular) { // the file could not be reached: nothing to set aside
		a.showError(title, lang.L("The autosaved game could not be read, so a new game begins."), err)
		return
	}
	to, rerr := a.saver.setAside(time.Now())
	if rerr != nil {
		fyne.LogError("setting the autosave aside", rerr)
	}
	why := explainError(autosaveName, err) + "\n\n" + err.Error()
	if got.record == nil || got.record.Len() == 0 {
		what := lang.L("The autosaved game could not be read, so a new game begins.")
		if to != "" {
			what = lang.L("The autosaved game could not be read, so a new game begins. The file was kept as {{.Path}}.", map[string]any{"Path": to})
		}
		dialogs.ShowInformation(title, what+"\n\n"+why, a.win)
		return
	}
	what := lang.L("The autosaved game could be read only up to a bad line.")
	if to != "" {
		what = lang.L("The autosaved game could be read only up to a bad line. The file was kept as {{.Path}}.", map[string]any{"Path": to})
	}
	text := widget.NewLabel(what + "\n\n" + why + "\n\n" + lang.L("Restore the moves before that line, or start a new game?"))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(title, lang.L("Restore"), lang.L("New game"), text, func(restore bool) {
		if restore {
			a.model.Restore(got.record, got.opponent, true)
			a.save()
		}
	}, a.win)
	d.Resize(fyne.NewSize(min(a.win.Canvas().Size().Width, 40*theme.TextSize()), 0))
	dialogs.ShowConfirm(d, a.win)
}

// lessonAt returns the lesson open on the game and its step, for the
// autosave.
func (a *App) lessonAt() lessonAt {
	var at lessonAt
	if began := a.model.PlanBegan(); !began.IsZero() {
		at.began = began.Unix() // a restart goes on counting the class's minutes
	}
	if l, _ := a.model.Lesson(); l != nil {
		at.name, at.step, at.shown = l.Name, a.model.Step(), a.model.Revealed(a.model.Step())
	}
	return at
}

// resumeLesson opens the lesson the autosave names at its step, as the
// app left it; nothing for a lesson no longer bundled.
func (a *App) resumeLesson(at lessonAt) {
	for i, l := range a.model.Lessons() {
		if l.Name == at.name && at.name != "" {
			a.pass.savedAt = at // the autosave holds it: not written again
			a.model.Resume(i, at.step, at.shown)
			return
		}
	}
}

// settingsReset tells the user, once, when the settings file could not be
// read, so every setting is back to its default, and where it was kept.
func (a *App) settingsReset() {
	if keptAs, why, reset := a.settings.Reset(); reset {
		what := lang.L("The settings file could not be read, so every setting is back to its default.")
		if keptAs != "" {
			what = lang.L("The settings file could not be read, so every setting is back to its default. The file was kept as {{.Path}}.",
				map[string]any{"Path": keptAs})
		}
		a.showError(lang.L("The settings could not be read"), what, why)
	}
}
