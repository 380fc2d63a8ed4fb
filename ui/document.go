package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// document is the game as a file: it opens and saves game records (or,
// where the app cannot reach the user's files, copies and pastes them as
// text), exports a picture of the board, and keeps the game in the
// autosave, which it restores at the start. It reads the game from the
// model and changes it only through the model's methods.
type document struct {
	win      fyne.Window
	askWin   func() fyne.Window // the window to ask in: the presenter view while it is open
	model    documentModel
	settings *settings.Store // the folder of the last record opened or saved
	saver    *autosave

	savedAt      session.LessonAt // the lesson and step the autosave holds
	presentAgain bool             // the autosave restored says presentation mode was on (resumePresenting)
}

// documentModel is what the document reads and changes of the window's
// model (a *model.Model): the game, and where the open lesson and the
// plan stand, to save them; the game, the lesson or slide and the coin
// a file or the autosave puts back; and that the game is saved.
type documentModel interface {
	Game() session.View
	Lesson() (*lesson.Lesson, int)
	Lessons() []*lesson.Lesson
	Step() int
	Revealed(step int) bool
	Slide() (*plan.Item, int)
	Presented() bool
	PlanBegan() time.Time
	LessonsGame() bool
	PlayedOn() string

	Replace(r *game.Record, o session.Opponent, unsaved bool) model.Refusal
	Restore(r *game.Record, o session.Opponent, unsaved bool)
	Resume(i, step int, shown bool)
	ResumeSlide(k plan.Kind, step int, shown, lessonsGame bool)
	ResumePlayedOn(name string, lessonsGame bool)
	SetChance(on bool) model.Refusal
	ResumePlanClock(began time.Time)
	SetPresented(on bool)
	Saved()
}

// newDocument returns the document of the window win around m, with
// its autosave in the folder of fa's own files, own, and its commands
// in c: File › Open and Save (or Copy game and Paste game as text in a
// browser) and Export board.
func newDocument(fa fyne.App, own fyne.URI, win fyne.Window, askWin func() fyne.Window,
	m documentModel, store *settings.Store, c *command.Controls) *document {
	d := &document{win: win, askWin: askWin, model: m, settings: store, saver: autosaveIn(fa, own)}
	if userFiles() {
		c.Handle(command.Open, d.showOpen, nil, nil)
		c.Handle(command.Save, d.showSave, nil, nil)
		c.Handle(command.ExportBoard, d.showExport, nil, nil)
	} else {
		c.Handle(command.CopyGame, d.copyGame, nil, nil)
		c.Handle(command.PasteGame, d.pasteGame, nil, nil)
	}
	return d
}

// game returns the model's game, for reading.
func (d *document) game() session.View { return d.model.Game() }

// keep autosaves the game after a change that edited it, or that moved
// the open lesson on: a restart comes back to the lesson's step too.
func (d *document) keep(edited bool) {
	if edited || d.lessonAt() != d.savedAt {
		d.save()
	}
}

// wouldLose reports whether closing now loses moves: the autosave lacks
// the last of them (its write failed, or it writes nothing more) and no
// file holds them.
func (d *document) wouldLose() bool { return d.saver.pending() && d.game().Dirty() && userFiles() }

// stop has the autosave write nothing more: another app took the
// profile, and writing would overwrite its game.
func (d *document) stop() { d.saver.stop() }

// flushWithin waits at most t for the autosave's writes so far, and
// reports whether they were written.
func (d *document) flushWithin(t time.Duration) bool { return d.saver.flushWithin(t) }

// close writes the game waiting, if any, and then nothing more.
func (d *document) close() { d.saver.close() }

// showError shows a dialog in the window to ask in, as showErrorIn does.
func (d *document) showError(title, what string, err error) {
	showErrorIn(d.askWin(), title, what, err)
}
