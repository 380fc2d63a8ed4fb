// Package ui is the app's main window: the board with a status line, a
// move list, menus, a toolbar and keyboard shortcuts around one game record
// with undo, review, files and an autosave, and beside them the teaching
// side, the computer opponent and the classroom's presentation mode.
//
// Where the state is, and who may change it: everything the window shows
// beyond its widgets is in one model.Model (package ui/model, which
// imports no Fyne): the game (a session.Session: the record, its undo
// cursor, the position on show, the half-made move, the refusal, whether
// it is saved, who plays it, the coin variant), the open lesson with its
// step and the answers revealed, the view modes (presentation, the
// teaching side, the graph in place of the board, the tab on show, what
// class answers show in place of the board), the hint and the review with
// the generation they answer, and a question waiting for the user's
// answer, during which every other action is refused. Only the model
// changes that state, in its methods: every user action is one of them,
// called from a view's OnX callback, a command or a key. The model then
// tells App.changed once, which reacts (autosaves an edited game, keeps a
// lesson finished, has the computer take its part) and then calls
// App.render, which shows the whole model one way and changes nothing
// else: SetX into the board, the teaching views (teaching.render), the
// presentation mode (presentation.render), the question's dialog, the
// status line, the move list and the commands. Views keep only copies of
// what render gives them, read the game through session.View, which
// changes nothing, and never read one another. The computer and the coin (package
// ui/coach, which also words the status line) work off the UI goroutine
// on snapshots and post their answers into the model (PostHint,
// PostVerdict, Play), which drops them if the session's generation has
// moved on; an answer that arrives during a cascade or a question is held
// until it ends. Class answers (package ui/classanswers) keep the room, its
// server and what they show in place of the board, which are outside the
// model: App.changed has them put the question on show to the phones at
// each change, once the class has seen it (Model.QuestionSeen, which
// presentation mode's pages feed through SlideSeen), and they tell the
// model of their news (AnswersChanged), which renders it as any change.
//
// The settings have one owner too, a settings.Store, which the settings
// dialog, zoom and the New game dialog change and which tells its
// listeners.
package ui

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/classanswers"
	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/internal/fynefix"
	"github.com/qttt-edu/qttt/ui/internal/instance"
	"github.com/qttt-edu/qttt/ui/internal/lifecycle"
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/panel"
	"github.com/qttt-edu/qttt/ui/present/slides"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// AppID is the application's unique ID, as in FyneApp.toml. Preferences
// and the autosaved game are stored under it.
const AppID = "io.github.qtttedu.qttt"

// Run opens the main window in fa, on the screens of desk, and runs the
// app until the window closes. The game record at the path record is opened at start; with
// none (""), the autosaved game is restored. Later starts on the profile
// hand their requests over through lock, when there is one; when there is
// none, unguarded says why, and the window tells the user.
func Run(fa fyne.App, desk platform.Desktop, record string, lock *instance.Lock, unguarded error) {
	fa.SetIcon(assets.Icon)
	fynefix.NoPreferencesAtStop(fa)
	own := ownFiles(fa) // once: it moves an older version's files first
	startLanguage(fa, own)
	a := newApp(fa, own, solver.New(), desk)
	lifecycle.ArmExit()
	a.start(record)
	if lock != nil {
		lock.Serve(a.takeOver, a.profileRenewed)
	}
	if unguarded != nil {
		a.showError(lang.L("Another copy of the app could share this window's files"),
			lang.L("The app could not lock the folder where it keeps its settings and the autosaved game, so a copy started after this one would open a window of its own on the same files, and each window would overwrite the other's autosaved game. Save the game to a file to keep it."), unguarded)
	}
	fa.Lifecycle().SetOnStarted(func() { // the window is shown by then
		if !a.settings.WindowSizeKept() {
			useTheScreen(a.win, desk)
		}
		a.quitWhenDestroyed(desk)
		a.doc.resumePresenting(desk)
		desk.WatchFocus(a.win, func() { a.board().WindowFocused(time.Now()) })
		// After the window is up: the welcome's dialog and the settings
		// file it writes (flushed to the disk) kept a first start's
		// window from showing for as long as they took.
		fyne.Do(a.welcomeOnFirstStart) // queued: shown within OnStarted, it waited for an event to be drawn
	})
	go keepSizes(a.frame.resized, sizeSettles, func() { fyne.Do(a.keepSize) })
	a.win.ShowAndRun()
	a.doc.close() // however the app ended: the last game waiting is written
	a.settings.Close()
}

// App is the main window around one game: the model, and every view of
// it.
type App struct {
	win          fyne.Window
	model        *model.Model             // the game, the lesson on it, the view modes and a question waiting: what the window shows
	settings     *settings.Store          // the settings in force, which every part reads and changes through it
	frame        *frame                   // the board, and the side panel beside it
	controls     *command.Controls        // menus, toolbar, shortcuts and keys
	doc          *document                // the game as a file, and its autosave
	computer     *coach.Computer          // the computer opponent, hints, the review and the coin
	teaching     *teaching                // the teaching tabs, the graph and the lessons
	presentation *presentation            // presentation mode and its slides
	classAnswers *classanswers.Controller // the class answering on their phones
	pass         renderPass               // what the last render pass showed

	afterQuestion afterQuestion // requests handed over while a question waited, carried out once it is answered
}

// renderPass is what render keeps from one pass to the next.
type renderPass struct {
	gen      int            // the session's generation the board and the teaching views show
	asking   dialog.Dialog  // the model's question on show, nil for none
	askingIn fyne.Window    // the window it shows in
	moment   narrate.Moment // what the explanation tells: the teaching panel and a slide
	side     frameView      // the frame's part the teaching side decided
}

// game returns the model's game, for reading: only the model changes it.
func (a *App) game() session.View { return a.model.Game() }

// board returns the board.
func (a *App) board() *board.Board { return a.frame.board }

// newApp builds the main window of fa around an empty game, with its own
// files (the autosave, the settings) in own, s as the computer's solver
// and presentation mode on the screens of desk.
func newApp(fa fyne.App, own fyne.URI, s *solver.Solver, desk platform.Desktop) *App {
	a := &App{pass: renderPass{gen: -1}}
	store := settings.NewStore(settings.OpenFile(own, fynePreferences(fa)))
	// The theme, before any text is measured; presentation mode's own
	// themes follow it.
	look := newLook(fa, store)
	fonts := loadFonts()
	win := fa.NewWindow(lang.L("Quantum Tic-Tac-Toe")) // starts the window system, meanwhile
	<-fonts
	durable.SafeFileWrites() // File › Save and the exports replace a file only once it is written whole
	lessons, unread := loadLessons()
	m := model.New(lessons, slides.LoadPlan(), time.Now)
	a.win, a.model, a.settings, a.afterQuestion = win, m, store, afterQuestion{model: m}
	a.win.SetIcon(assets.Icon)
	// The parts, each built whole, with what it shows and what it calls,
	// before it is given to another, and none changed by another once
	// built: first the windows (the main one, and no presenter view until
	// presentation mode tells of one), where the commands route the keys
	// and the parts ask their questions; the teaching side, given the
	// board, makes its tabs, which the frame is built with, and shows what
	// class answers put in place of the board; presentation mode shows the
	// teaching panel's explanation, which each render pass hands it, a
	// lesson's steps and what class answers add. This builder alone wires
	// one to another.
	wins := &windows{main: win}
	a.controls = command.NewControls(win, wins.all)
	a.doc = newDocument(fa, own, win, wins.ask, m, store, a.controls)
	a.addStandardCommands()
	a.bindKeys()
	b := board.New()
	a.computer = a.newComputer(s, b)
	a.classAnswers = a.newClassAnswers(fa, wins)
	a.teaching = newTeaching(m, a.refuseFor, win, b, a.controls,
		func(name string) bool { return store.Get().Lessons.Has(name) }, a.classAnswers.Visual, unread)
	b.OnSquare = a.onSquare
	b.OnRefused = a.onSquare // which says why
	b.OnMark = a.onMark
	b.OnHeld = a.heldChoice
	b.OnHover = a.teaching.hover // the square under the pointer, in the explanation
	followCascadeSpeed(b, store)
	moves := panel.NewMoveList(a.game(), m.MistakeAt, func(n int) { m.Review(n) })
	a.frame = newFrame(b, moves, newReviewBar(m), func(tab model.Tab) { a.refuseFor(m.ShowTab(tab)) }, a.teaching.sidePages())
	a.presentation = newPresentation(presentation{
		model: m, win: win, wins: wins, desk: desk, board: b, controls: a.controls, look: look, settings: store,
		slides:  slides.New(m, b, a.computer.Status),
		tabs:    a.teaching.presentTabs(),
		answers: a.classAnswers,
		refuse:  a.refuseFor,
		stepOn:  a.teaching.forward,
		scroll:  a.teaching.scroll,
	})
	look.onRestyle(a.presentation.present.Restyle) // presentation mode's own themes follow the app's
	look.addCommands(a.controls, win, a.restarter())
	addGuide(a.controls, win, m, a.refuseFor)
	addWorksheets(a.controls, win, m)
	a.addStudent(s)
	a.addQuit()
	a.controls.Build()

	a.win.SetMainMenu(a.controls.Menu())
	a.win.SetContent(a.frame.content(a.controls.Toolbar()))
	a.win.Resize(a.lastSize())
	a.win.SetOnClosed(a.keepSize)
	m.OnChange = a.changed
	a.render(model.Change{})
	return a
}

// loadFonts loads the theme's regular and bold fonts, which the first
// frame's text needs, on another goroutine, and returns a channel closed
// when they are in Fyne's cache. Loading them parses every fallback font
// and scans the system's fonts: done while the window system starts, it
// costs the start-up little. Text may not be measured until the channel
// is closed, as Fyne's text shaper serves one goroutine at a time.
func loadFonts() <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		for _, s := range []fyne.TextStyle{{}, {Bold: true}} {
			fyne.MeasureText("Aa", theme.TextSize(), s)
		}
	}()
	return done
}

// quitWhenDestroyed quits the app when its main window's native window
// on desk is destroyed from outside (xdotool windowclose, some window managers),
// which GLFW does not notice: the process would go on with no window,
// holding the profile. Its own close destroys the window too, on the way
// out already.
func (a *App) quitWhenDestroyed(desk platform.Desktop) {
	desk.WatchDestroyed(a.win, func() {
		lifecycle.ExitAfterGrace()
		fyne.Do(a.quit)
	})
}

// firstSize is the window's size until the user sizes it: it fits a
// 1024×768 screen with room for a title bar, as on a laptop mirrored to
// the commonest school projector. Fyne tells nothing of the screen, and
// not every system shrinks a window larger than its screen. The user's
// size is kept from then on (sizeKeeper).
var firstSize = fyne.NewSize(1000, 640)

// smallestSize is the least window the app is laid out for: the first
// size.
var smallestSize = firstSize

// sizeKeeper lays the window's content out over the whole window and
// tells resized, without waiting, when the window's size changed, for
// keepSizes: a layout writes nothing. It is the one layout that tells
// anything, as Fyne tells no resize of a window; the send neither blocks
// nor changes what is laid out.
type sizeKeeper struct {
	resized chan<- struct{}
	last    fyne.Size
}

func (k *sizeKeeper) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
	if size != k.last {
		k.last = size
		select {
		case k.resized <- struct{}{}:
		default: // told already
		}
	}
}

func (k *sizeKeeper) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return objects[0].MinSize()
}

// lastSize returns the size the window had when it was last closed, or
// firstSize, within what a window may be (settings.FitWindow).
func (a *App) lastSize() fyne.Size {
	return a.settings.WindowSize(firstSize)
}

// sizeSettles is how long the window's size stays unchanged before
// keepSizes keeps it: a drag of the window's edge is kept once.
const sizeSettles = time.Second

// keepSizes calls keep once the window's size has stayed unchanged for
// settles after a change (told on resized), until resized is closed: the
// size is kept as the user gives it, not only when the window closes,
// which a kill or a power cut never does. It runs on a goroutine of its
// own.
func keepSizes(resized <-chan struct{}, settles time.Duration, keep func()) {
	for range resized {
		settled := time.NewTimer(settles)
		for waiting := true; waiting; {
			select {
			case _, open := <-resized:
				if !open {
					settled.Stop()
					return
				}
				settled.Reset(settles)
			case <-settled.C:
				waiting = false
			}
		}
		keep()
	}
}

// keepSize keeps the window's size for the next start, unless the window
// fills the screen in presentation mode.
func (a *App) keepSize() {
	if a.win.FullScreen() {
		return
	}
	a.settings.SetWindowSize(a.win.Canvas().Size())
}

// keepLessonFinished keeps the open lesson among those finished once its
// last step shows.
func (a *App) keepLessonFinished() {
	l, _ := a.model.Lesson()
	if l == nil || a.model.Step() != len(l.Steps)-1 || a.settings.Get().Lessons.Has(l.Name) {
		return
	}
	a.settings.Update(func(s *settings.Settings) { s.Lessons = s.Lessons.With(l.Name) })
}

// resumeLessons has the next lesson (Ctrl+Page Down) be the one after the
// last lesson finished before this start.
func (a *App) resumeLessons() {
	done := a.settings.Get().Lessons
	for i, l := range slices.Backward(a.model.Lessons()) {
		if done.Has(l.Name) {
			a.model.ResumeAfter(i)
			return
		}
	}
}

// start restores the autosaved game, then opens the game record at the
// path record, if any ("" for none). Opening it asks first when the autosaved game
// holds actions that no file holds, as opening any record does, so that a
// game in progress is never lost to a double-click on a file.
func (a *App) start(record string) {
	a.doc.restore()
	a.resumeLessons()
	a.classAnswers.Restore()
	tellSettingsReset(a.settings, a.showError)
	if record != "" {
		a.doc.openPath(record)
	}
}

// tellSettingsReset tells the user, once, when the settings file could not be
// read, so every setting is back to its default, and where it was kept.
func tellSettingsReset(store *settings.Store, showError func(title, what string, err error)) {
	if keptAs, why, reset := store.Reset(); reset {
		what := lang.L("The settings file could not be read, so every setting is back to its default.")
		if keptAs != "" {
			what = lang.L("The settings file could not be read, so every setting is back to its default. The file was kept as {{.Path}}.",
				map[string]any{"Path": keptAs})
		}
		showError(lang.L("The settings could not be read"), what, why)
	}
}

// changed follows the model's change ch in three steps. It reacts
// first: it keeps what outlives the process (an edited game and the
// lesson's step in the autosave, a lesson read to its end in the
// settings), has the computer take its part (its move, the coin's
// toss, a finished game's review) and the phones follow the question on
// show (which puts how to join away). It then renders, which changes
// nothing but the views. Last, it carries out what waited for this change
// to show: a request handed over while a question waited, and the
// computer's move held back during a cascade, as the next change. The
// pass over, presentation mode tells the model what the class saw of a
// new slide (SlideSeen), a change of its own when the question it brought
// on show is due to the phones: nothing is told while a pass renders.
func (a *App) changed(ch model.Change) {
	a.doc.keep(ch.Edited)
	a.keepLessonFinished()
	a.computer.Update()
	a.classAnswers.Follow()
	a.render(ch)
	a.presentation.tellSeen()
	a.afterQuestion.run()
	if !a.board().Animating() {
		a.computer.CascadeOver()
	}
}

// render shows the model, after the change ch, in one pass: the
// position on show (animating the cascade that led to it) on the board
// and in the teaching views when the session's generation moved on, the
// lesson, the tabs, the question waiting, the computer's part, the status
// line, the move list, the title and the commands. It changes nothing
// but the views, and no view reads another: what the explanation tells
// (the teaching panel's and a slide's) is one moment, made here from the
// model.
func (a *App) render(ch model.Change) {
	g := a.game()
	rendering := true // a cascade that ends within this pass ends with it
	moved := g.Generation() != a.pass.gen
	if moved {
		a.pass.gen = g.Generation()
		s := g.OnShow()
		if ch.Cascade != nil {
			a.board().SetCascadeDuration(a.cascadeDuration(ch.Cascade))
			gen := a.pass.gen
			a.board().PlayCascade(g.Record().StateAt(g.Shown()-1), ch.Cascade, s, func() {
				if gen == g.Generation() && !rendering { // else this pass ends as if the cascade was over
					a.pass.side = a.teaching.render(false, a.pass.moment, false) // the step's text, held while the board drew
					a.renderRest()
					a.presentation.render(a.pass.moment) // the slide's headline, which told the cascade
					a.presentation.tellSeen()
					a.computer.CascadeOver()
				}
			})
		} else {
			a.board().SetState(s)
		}
	}
	a.explained(moved, ch.Cascade)
	a.pass.side = a.teaching.render(moved, a.pass.moment, a.board().Animating())
	// The frame before presentation mode: a view class answers show both
	// in place of the board and on the slide is laid out last on the slide.
	a.renderRest()
	a.presentation.render(a.pass.moment)
	a.renderQuestion()
	rendering = false
}

// explained brings the moment the explanation tells up to date: the
// lesson's position at its step with the cascade the step tells, else the position on show and the
// cascade that led to it, when the generation moved on; whether the coin
// decides; whether a lesson's question holds the explanation back; and
// whether an experiment stands in place of the board.
func (a *App) explained(moved bool, cascade []game.Landing) {
	mo := &a.pass.moment
	if moved {
		mo.Chance = a.game().Chance()
		if l, _ := a.model.Lesson(); a.model.AtStep() {
			mo.State, mo.Cascade = l.State(a.model.Step()) // the step tells the collapse that led to it
		} else {
			mo.State, mo.Cascade = a.game().OnShow(), cascade
		}
	}
	mo.Asking = a.model.Asking()
	mo.Experiment = a.model.Picture() != lesson.NoPicture
}

// renderRest brings the views other than the board's position up to
// date: the board's overlays and whether it takes input, the frame (its
// one render: the teaching side's part of the pass, the status line, the
// review bar and the move list), the title and the commands.
func (a *App) renderRest() {
	g := a.game()
	a.board().SetSelected(g.Selected())
	a.board().SetHint(a.computer.HintSquares())
	a.board().SetInteractive(!g.Reviewing() && !g.Present().Over() && !g.CoinDecides() && !g.ComputerToAct() &&
		!a.model.Asking() && a.model.Waiting() == model.NoQuestion)
	v := a.pass.side
	v.status, v.reviewing = a.computer.Status(), g.Reviewing()
	a.frame.render(v)
	if t := title(g.Opponent()); t != a.win.Title() {
		a.win.SetTitle(t)
	}
	a.controls.Sync()
}
