package ui

import (
	"errors"
	"fmt"
	"path"
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
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// autosaveName is the autosaved game's file name in the app's storage.
const autosaveName = "autosave" + game.FileExt

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

// read returns the autosaved game, with a nil record if there is none.
// When the file cannot be replayed to its end (a malformed line, or a
// file cut short), the error says why and the record returned holds the
// actions before the first bad line, which may be none.
func (s *autosave) read() (session.Autosave, error) {
	if ok, err := storage.Exists(s.file); !ok || err != nil {
		if errors.Is(err, syscall.ENOTDIR) {
			err = nil // a file where a folder of the path should be: there is no autosave
		}
		return session.Autosave{}, err
	}
	data, err := durable.Read(s.file, game.MaxRecordSize)
	if err != nil {
		return session.Autosave{}, fmt.Errorf("%s: %w", autosaveName, err)
	}
	return s.decode(data)
}

// decode reads the autosave data. One written before it said whom its
// game is played against is read as the preferences kept it then: its
// opponent, and unsaved unless they said otherwise.
func (s *autosave) decode(data []byte) (session.Autosave, error) {
	legacy := session.Autosave{Opponent: settings.LegacyGameOpponent(s.prefs), Unsaved: s.prefs.BoolWithFallback(settings.KeyAutosaveUnsaved, true)}
	return session.DecodeAutosave(autosaveName, data, legacy)
}

// stop has the autosave write nothing more: another app took the
// profile, and writing would overwrite its game.
func (s *autosave) stop() { s.off = true }

// stopped reports whether the autosave writes nothing more.
func (s *autosave) stopped() bool { return s.off }

// pending reports whether the autosave file lacks the last actions: its
// last write failed, or it writes nothing more.
func (s *autosave) pending() bool { return s.behind || s.off }

// wrote is told how a write went, and reports whether it is the first
// failure, the one worth a dialog.
func (s *autosave) wrote(err error) (firstFailure bool) {
	s.behind = err != nil
	if err == nil || s.failed {
		return false
	}
	s.failed = true
	return true
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
func (d *document) save() {
	if d.saver.stopped() {
		return
	}
	at := d.lessonAt()
	data, err := session.Autosave{Record: d.game().InForce(), Opponent: d.game().Opponent(), Unsaved: d.game().Dirty(), Lesson: at}.Encode()
	if err != nil {
		d.saved(err)
		return
	}
	d.savedAt = at
	d.saver.put(data, func(err error) { fyne.Do(func() { d.saved(err) }) })
}

// saved is told how a write of the autosave went.
func (d *document) saved(err error) {
	first := d.saver.wrote(err)
	if err == nil {
		return
	}
	d.savedAt = session.LessonAt{} // written again at the next render in a lesson
	fyne.LogError("autosave", err)
	if first {
		keep := lang.L("Save the game to a file to keep it.")
		if !userFiles() {
			keep = lang.L("Use Copy game as text to keep it.")
		}
		d.showError(lang.L("The game could not be autosaved"), keep, err)
	}
}

// restore makes the autosaved game the game. An autosave that cannot be
// read is set aside and reported once, and the actions before its first
// bad line, if there are any, are offered: a file cut short by a full
// disk keeps its first moves. Otherwise the app starts with an empty game.
// The message says where the file was kept only when it was. What a
// write cut short (by a kill before its rename) left behind is removed
// first.
func (d *document) restore() {
	d.saver.clean()
	got, err := d.saver.read()
	if err == nil && got.Record != nil {
		d.model.Restore(got.Record, got.Opponent, got.Unsaved) // not written back: the autosave holds it
		if got.Lesson.Began != 0 {
			d.model.ResumePlanClock(time.Unix(got.Lesson.Began, 0))
		}
		d.resumeLesson(got.Lesson)
		d.model.SetChance(got.Lesson.Coin) // as it was, whatever the game's record says
		d.presentAgain = got.Lesson.Presenting
		return
	}
	if err == nil {
		return
	}
	title := lang.L("The last game could not be restored")
	var re *game.RecordError
	if !errors.As(err, &re) && !errors.Is(err, durable.ErrNotRegular) { // the file could not be reached: nothing to set aside
		d.showError(title, lang.L("The autosaved game could not be read, so a new game begins."), err)
		return
	}
	to, rerr := d.saver.setAside(time.Now())
	if rerr != nil {
		fyne.LogError("setting the autosave aside", rerr)
	}
	why := explainError(autosaveName, err) + "\n\n" + err.Error()
	if got.Record == nil || got.Record.Len() == 0 {
		what := lang.L("The autosaved game could not be read, so a new game begins.")
		if to != "" {
			what = lang.L("The autosaved game could not be read, so a new game begins. The file was kept as {{.Path}}.", map[string]any{"Path": to})
		}
		dialogs.ShowInformation(title, what+"\n\n"+why, d.win)
		return
	}
	what := lang.L("The autosaved game could be read only up to a bad line.")
	if to != "" {
		what = lang.L("The autosaved game could be read only up to a bad line. The file was kept as {{.Path}}.", map[string]any{"Path": to})
	}
	text := widget.NewLabel(what + "\n\n" + why + "\n\n" + lang.L("Restore the moves before that line, or start a new game?"))
	text.Wrapping = fyne.TextWrapWord
	c := dialog.NewCustomConfirm(title, lang.L("Restore"), lang.L("New game"), text, func(restore bool) {
		if restore {
			d.model.Restore(got.Record, got.Opponent, true)
			d.save()
		}
	}, d.win)
	c.Resize(fyne.NewSize(min(d.win.Canvas().Size().Width, 40*theme.TextSize()), 0))
	dialogs.ShowConfirm(c, d.win)
}

// lessonAt returns where the class is, for the autosave: the lesson
// open on the game or the plan's slide on show, and its step.
func (d *document) lessonAt() session.LessonAt {
	var at session.LessonAt
	if began := d.model.PlanBegan(); !began.IsZero() {
		at.Began = began.Unix() // a restart goes on counting the class's minutes
	}
	if l, _ := d.model.Lesson(); l != nil {
		at.Name = l.Name
	} else if s, _ := d.model.Slide(); s != nil {
		at.Name, at.Slide = s.Kind.String(), true
	}
	if at.Name != "" {
		at.Step, at.Shown = d.model.Step(), d.model.Revealed(d.model.Step())
	}
	at.PlayedOn = d.model.PlayedOn()
	at.Presenting, at.Coin, at.LessonsGame = d.model.Presented(), d.game().Chance(), d.model.LessonsGame()
	return at
}

// resumePresenting puts presentation mode on again at the start after
// a kill or a crash mid-class, where the autosave says it was on and
// desk has the projector (a second screen) still: the class view
// comes back with no key pressed.
func (d *document) resumePresenting(desk platform.Desktop) {
	if d.presentAgain && len(desk.Screens()) >= 2 {
		d.model.SetPresented(true)
	}
	d.presentAgain = false
}

// resumeLesson opens the lesson the autosave names at its step, or shows
// the plan's slide, as the app left it; nothing for a lesson no longer
// bundled.
func (d *document) resumeLesson(at session.LessonAt) {
	if k, ok := plan.KindNamed(at.Name); ok && at.Slide {
		d.savedAt = at
		d.model.ResumeSlide(k, at.Step, at.Shown, at.LessonsGame)
		return
	}
	if at.PlayedOn != "" {
		d.savedAt = at
		d.model.ResumePlayedOn(at.PlayedOn, at.LessonsGame)
		return
	}
	for i, l := range d.model.Lessons() {
		if l.Name == at.Name && at.Name != "" {
			d.savedAt = at // the autosave holds it: not written again
			d.model.Resume(i, at.Step, at.Shown)
			return
		}
	}
}
