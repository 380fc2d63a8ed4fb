// Package ui is the app's main window: the board with a status line, a
// move list, menus, a toolbar and keyboard shortcuts around one game record
// with undo, review, files and an autosave.
//
// The game's state (the record, its undo cursor, the position on show, the
// half-made move, why the last input was refused and whether it is saved)
// has one owner, a session.Session, which only App changes, through the
// session's methods. Every change of position then goes through App.show,
// which pushes the position to the board, the status line, the move list
// and every listener added with onChange. Other parts of the app plug in
// through small hooks: onChange, addSideTab, showSideTab, showInPlaceOfBoard,
// addCommand, addKey, play, load and replace.
package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

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

// App is the main window around one game: the record with its undo
// cursor, the position on show, and every view of it.
type App struct {
	win fyne.Window

	session    *session.Session // the game, its undo cursor, the position on show and the half-made move
	settings   *settings.Store  // the settings in force, which every part reads and changes through it
	cascade    int              // counts cascades started, so a stale one's end is ignored
	playing    bool             // a collapse cascade is being animated
	saveFailed bool             // an autosave has failed and been reported
	coin       bool             // a fair coin, not a player, decides collapses (a teaching variant)
	computer   *computer        // the computer opponent, hints and the review
	teaching   *teaching        // the teaching tabs, the graph and the chance variant
	world      *world           // settings, zoom and presentation mode
	manual     *teacherGuide    // the teacher's guide, in a window of its own
	folder     fyne.ListableURI // where the last game record was opened or saved

	board     *board.Board
	boardArea *fyne.Container // the board, or what is shown in its place
	status    *status
	moves     *moveList
	reviewBar fyne.CanvasObject
	guide     *fyne.Container // above the tabs: a lesson, when one is open
	tabs      *container.AppTabs
	sideTabs  []sideTab       // every tab of the side panel in order, shown or not
	side      *fyne.Container // the panel beside the board: status line, review bar and tabs
	toolbar   *fyne.Container
	menu      *fyne.MainMenu
	fileMenu  *fyne.Menu
	gameMenu  *fyne.Menu
	commands  []*command
	keys      map[fyne.KeyName]func()
	listeners []func(s game.State, cascade []game.Landing)
	saver     autosave
}

// newApp builds the main window of fa around an empty game, with s as the
// computer's solver.
func newApp(fa fyne.App, s *solver.Solver) *App {
	a := &App{
		win:      fa.NewWindow(lang.L("Quantum Tic-Tac-Toe")),
		session:  session.New(),
		settings: settings.NewStore(fa.Preferences()),
		board:    board.New(),
		keys:     map[fyne.KeyName]func(){},
		saver:    autosaveIn(fa),
	}
	a.win.SetIcon(assets.Icon)
	a.board.OnSquare = a.onSquare
	a.status = newStatus()
	a.moves = newMoveList(a.session,
		func(i int) (bool, string) { return a.computer.mistakeAt(i), a.computer.mistakeMark(i) }, a.review)
	a.reviewBar = a.newReviewBar()
	a.boardArea = container.NewStack(a.board)
	a.tabs = container.NewAppTabs()
	a.addSideTab(lang.L("Moves"), a.moves)
	a.guide = container.NewStack()
	a.guide.Hide()
	a.side = container.New(sidePanel{}, container.NewVScroll(a.status), a.reviewBar, a.guide, a.tabs)
	a.toolbar = container.NewHBox()
	a.fileMenu = fyne.NewMenu(lang.L("File"))
	a.gameMenu = fyne.NewMenu(lang.L("Game"))
	a.menu = fyne.NewMainMenu(a.fileMenu, a.gameMenu)
	a.addStandardCommands()
	a.bindKeys()
	a.addTeaching()
	a.addWorld()
	a.addComputer(s)
	a.addGuide()

	a.win.SetMainMenu(a.menu)
	a.win.SetContent(a.layout())
	a.win.Resize(a.lastSize())
	a.win.SetOnClosed(a.keepSize)
	a.show(nil)
	return a
}

// firstSize is the window's size until the user sizes it: it fits a
// 1024×700 screen with room for a title bar. Fyne tells nothing of the
// screen, so on a larger one the user enlarges the window once and it
// opens at that size from then on.
var firstSize = fyne.NewSize(1000, 640)

// lastSize returns the size the window had when it was last closed, or
// firstSize.
func (a *App) lastSize() fyne.Size {
	p := fyne.CurrentApp().Preferences()
	return fyne.NewSize(float32(p.FloatWithFallback(settings.KeyWindowWidth, float64(firstSize.Width))),
		float32(p.FloatWithFallback(settings.KeyWindowHeight, float64(firstSize.Height))))
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

// layout arranges the window: the toolbar on top, the board as large as
// it fits, and beside it the status line above the tabs.
func (a *App) layout() fyne.CanvasObject {
	return container.NewBorder(a.toolbar, nil, nil, nil,
		container.NewPadded(container.New(boardBeside{tabs: a.tabs}, a.boardArea, a.side)))
}

// coinDecides reports whether the coin of the chance variant, not the
// player, is about to decide the collapse pending in the present.
func (a *App) coinDecides() bool {
	return a.coin && !a.session.Reviewing() && a.session.Present().Phase() == game.PhaseChoose
}

// show pushes the position on show to every view: the board (animating
// cascade, the collapse that led from the previous position to the
// present, when it is given), the status line, the move list, the commands
// and the listeners.
func (a *App) show(cascade []game.Landing) {
	a.cascade++
	s := a.session.OnShow()
	a.board.SetSelected(a.session.Selected())
	if cascade != nil {
		a.playing = true
		id := a.cascade
		a.board.PlayCascade(a.session.Record().StateAt(a.session.Shown()-1), cascade, s, func() {
			if id == a.cascade {
				a.playing = false
				a.refresh()
				a.computer.cascadeOver()
			}
		})
	} else {
		a.playing = false
		a.board.SetState(s)
		a.computer.cascadeOver()
	}
	a.refresh()
	for _, f := range a.listeners {
		f(s, cascade)
	}
}

// refresh brings the views other than the board's position up to date.
func (a *App) refresh() {
	a.board.SetInteractive(!a.session.Reviewing() && !a.session.Present().Over() && !a.coinDecides() && !a.computerToAct() && !a.teaching.asking())
	a.status.show(a.computer.advise(a.describe()))
	a.moves.refresh()
	if a.session.Reviewing() && !a.guide.Visible() {
		a.reviewBar.Show()
	} else {
		a.reviewBar.Hide()
	}
	a.side.Layout.Layout(a.side.Objects, a.side.Size()) // the status line's height follows its text
	a.syncCommands()
}

// onChange adds f to the listeners told of every position shown, with the
// cascade when a collapse has just been played (nil otherwise).
func (a *App) onChange(f func(s game.State, cascade []game.Landing)) {
	a.listeners = append(a.listeners, f)
}

// sideTab is a tab of the side panel and whether it is shown.
type sideTab struct {
	item  *container.TabItem
	shown bool
}

// addSideTab adds a tab showing obj to the side panel, after the others,
// and returns it, while the window is built. The tabs take the height
// below the status line.
func (a *App) addSideTab(title string, obj fyne.CanvasObject) *container.TabItem {
	item := container.NewTabItem(title, obj)
	a.sideTabs = append(a.sideTabs, sideTab{item, true})
	// Items, not Append, which would lay out and measure every tab again
	// for each tab added.
	a.tabs.Items = append(a.tabs.Items, item)
	return item
}

// showSideTab shows or hides the side panel's tab item, which keeps its
// place among the others.
func (a *App) showSideTab(item *container.TabItem, on bool) {
	var items []*container.TabItem
	for i, t := range a.sideTabs {
		if t.item == item {
			a.sideTabs[i].shown = on
		}
		if a.sideTabs[i].shown {
			items = append(items, t.item)
		}
	}
	selected := a.tabs.Selected()
	a.tabs.SetItems(items)
	if slices.Contains(items, selected) {
		a.tabs.Select(selected)
	}
}

// showInPlaceOfBoard shows obj where the board is, until it is called
// with nil, which shows the board again, or Escape is pressed. The keys
// that play go on playing, on the board out of sight.
func (a *App) showInPlaceOfBoard(obj fyne.CanvasObject) {
	if obj == nil {
		obj = a.board
	}
	a.boardArea.Objects = []fyne.CanvasObject{obj}
	a.boardArea.Refresh()
	a.syncCommands()
}

// showGuide shows obj above the side panel's tabs, with the ways through
// it, in place of the review bar and of the status line's detail, which
// the guide says better; nil hides it.
func (a *App) showGuide(obj fyne.CanvasObject) {
	a.guide.Objects = nil
	if obj == nil {
		a.guide.Hide()
		a.status.detail.Show()
	} else {
		a.guide.Objects = []fyne.CanvasObject{obj}
		a.guide.Show()
		a.status.detail.Hide()
	}
	a.guide.Refresh()
	a.refresh()
}

// boardReplaced reports whether something is shown in place of the board.
func (a *App) boardReplaced() bool { return a.boardArea.Objects[0] != a.board }
