// Package ui is the app's main window: the board with a status line, a
// move list, menus, a toolbar and keyboard shortcuts around one game record
// with undo, review, files and an autosave, and beside them the teaching
// side, the computer opponent and the classroom's presentation mode.
//
// Where the game's state is, and who may change it: the record, its undo
// cursor, the position on show, the half-made move, why the last input
// was refused, whether it is saved, who plays it and whether a coin
// decides its collapses are all in one session.Session, which only App
// changes, through the session's methods, in the few functions that carry
// out a command: onSquare (a square picked), play, undo, redo, review,
// playFromHere, load, setChance and refuse. Each then calls show or
// refresh, which pushes the position on show one way: to the board, the
// status line, the move list, the commands, and the parts listening with
// onChange, which are told one change carrying the session's generation.
// The parts (computer, teaching, world, presenter, teacherGuide) read the
// session and hold no *App: they get what they may do through their
// constructors, as functions (type actions), and never change the session
// themselves. Answers worked out off the UI goroutine (the computer's
// action, a hint, a review, the coin's toss, the end of a cascade) are
// checked against the session's generation when they arrive and dropped
// if it has moved on.
//
// The settings have one owner too, a settings.Store, which the settings
// dialog, zoom and the New game dialog change and which tells its
// listeners.
package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// AppID is the application's unique ID, as in FyneApp.toml. Preferences
// and the autosaved game are stored under it.
const AppID = "io.github.qtttedu.qttt"

// Run opens the main window in fa and runs the app until the window
// closes. args are the command-line arguments after the program's name: a
// game record among them is opened at start, otherwise the autosaved game
// is restored.
func Run(fa fyne.App, args []string) {
	fa.SetIcon(assets.Icon)
	startWorld(fa)
	a := newApp(fa, solver.New())
	a.start(args)
	a.win.ShowAndRun()
}

// App is the main window around one game: the session, and every view of
// it.
type App struct {
	win       fyne.Window
	session   *session.Session // the game, its undo cursor, the position on show, who plays and the variant
	settings  *settings.Store  // the settings in force, which every part reads and changes through it
	board     *board.Board
	frame     *frame    // where the board is, and the side panel beside it
	controls  *controls // menus, toolbar, shortcuts and keys
	listeners []func(change)
	saver     *autosave
	computer  *computer     // the computer opponent, hints, the review and the coin
	teaching  *teaching     // the teaching tabs, the graph and the lessons
	world     *world        // settings, zoom and presentation mode
	manual    *teacherGuide // the teacher's guide, in a window of its own
}

// newApp builds the main window of fa around an empty game, with s as the
// computer's solver.
func newApp(fa fyne.App, s *solver.Solver) *App {
	fonts := loadFonts()
	win := fa.NewWindow(lang.L("Quantum Tic-Tac-Toe")) // starts the window system, meanwhile
	<-fonts
	a := &App{
		win:      win,
		session:  session.New(),
		settings: settings.NewStore(fa.Preferences()),
		board:    board.New(),
		controls: newControls(win),
		saver:    autosaveIn(fa),
	}
	a.win.SetIcon(assets.Icon)
	a.board.OnSquare = a.onSquare
	moves := newMoveList(a.session,
		func(i int) (bool, string) { return a.computer.mistakeAt(i), a.computer.mistakeMark(i) }, a.review)
	a.frame = newFrame(a.board, moves, a.newReviewBar())
	a.addStandardCommands()
	a.bindKeys()
	a.addTeaching()
	a.addWorld()
	a.addComputer(s)
	a.addGuide()

	a.win.SetMainMenu(a.controls.menu)
	a.win.SetContent(a.frame.content(a.controls.toolbar))
	a.win.Resize(a.lastSize())
	a.win.SetOnClosed(a.keepSize)
	a.show(nil)
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

// actions are what the window lets its parts do to the game: each
// changes the session through App and shows the result.
type actions struct {
	play        func(act game.Action) error
	review      func(n int)
	replaceThen func(r *game.Record, o session.Opponent, then func())
	setChance   func(on bool)
	refuse      func(why string)
	// showInPlaceOfBoard shows obj where the board is; nil brings the board back.
	showInPlaceOfBoard func(obj fyne.CanvasObject)
	refresh            func() // the views other than the board's position catch up, as after a hint
}

// actions returns what the window lets its parts do to the game.
func (a *App) actions() actions {
	return actions{play: a.play, review: a.review, replaceThen: a.replaceThen, setChance: a.setChance,
		refuse: a.refuse, showInPlaceOfBoard: a.showInPlaceOfBoard, refresh: a.refresh}
}

// firstSize is the window's size until the user sizes it: it fits a
// 1024×700 screen with room for a title bar. Fyne tells nothing of the
// screen, so on a larger one the user enlarges the window once and it
// opens at that size from then on.
var firstSize = fyne.NewSize(1000, 640)

// lastSize returns the size the window had when it was last closed, or
// firstSize, within what a window may be (settings.FitWindow).
func (a *App) lastSize() fyne.Size {
	p := fyne.CurrentApp().Preferences()
	return settings.FitWindow(p.FloatWithFallback(settings.KeyWindowWidth, float64(firstSize.Width)),
		p.FloatWithFallback(settings.KeyWindowHeight, float64(firstSize.Height)), firstSize)
}

// keepSize keeps the window's size for the next start, unless the window
// fills the screen in presentation mode.
func (a *App) keepSize() {
	if a.win.FullScreen() {
		return
	}
	size := a.win.Canvas().Size()
	p := fyne.CurrentApp().Preferences()
	p.SetFloat(settings.KeyWindowWidth, float64(size.Width))
	p.SetFloat(settings.KeyWindowHeight, float64(size.Height))
}

// start restores the autosaved game, then opens the first game record
// named in args, if any. Opening it asks first when the autosaved game
// holds actions that no file holds, as opening any record does, so that a
// game in progress is never lost to a double-click on a file.
func (a *App) start(args []string) {
	a.saver.clean()
	a.restore()
	for _, arg := range args {
		if !strings.HasPrefix(arg, "-") {
			a.openPath(arg)
			return
		}
	}
}

// show pushes the position on show to every view: the board (animating
// cascade, the collapse that led from the previous position to the
// present, when it is given), the listeners, and then the views that read
// them too: the status line, the move list and the commands.
func (a *App) show(cascade []game.Landing) {
	s := a.session.OnShow()
	if cascade != nil {
		gen := a.session.Generation()
		a.board.PlayCascade(a.session.Record().StateAt(a.session.Shown()-1), cascade, s, func() {
			if gen == a.session.Generation() {
				a.refresh()
				a.computer.cascadeOver()
			}
		})
	} else {
		a.board.SetState(s)
		a.computer.cascadeOver()
	}
	ch := change{state: s, cascade: cascade, gen: a.session.Generation()}
	for _, f := range a.listeners {
		f(ch)
	}
	a.refresh()
}

// refresh brings the views other than the board's position up to date:
// the board's overlays and whether it takes input, the status line, the
// move list, the title and the commands.
func (a *App) refresh() {
	g := a.session
	a.board.SetSelected(g.Selected())
	a.board.SetHint(a.computer.hintSquares())
	a.board.SetInteractive(!g.Reviewing() && !g.Present().Over() && !g.CoinDecides() && !g.ComputerToAct() && !a.teaching.asking())
	a.frame.status.show(a.computer.advise(a.describe()))
	a.frame.moves.refresh()
	a.frame.update(g.Reviewing())
	if t := title(g.Opponent()); t != a.win.Title() {
		a.win.SetTitle(t)
	}
	a.controls.sync()
}

// change is what the parts listening with onChange are told after the
// game, the position on show or the variant changed.
type change struct {
	state   game.State     // the position on show
	cascade []game.Landing // the collapse that led to it, when one was just played
	gen     int            // the session's generation: work started for it is stale once the session has another
}

// onChange adds f to the listeners told of every change shown.
func (a *App) onChange(f func(change)) {
	a.listeners = append(a.listeners, f)
}

// showInPlaceOfBoard shows obj where the board is, until it is called
// with nil, which shows the board again, or Escape is pressed. The keys
// that play go on playing, on the board out of sight.
func (a *App) showInPlaceOfBoard(obj fyne.CanvasObject) {
	a.frame.showInPlaceOfBoard(obj)
	a.controls.sync()
}
