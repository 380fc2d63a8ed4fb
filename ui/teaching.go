package ui

import (
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/teach"
)

// coinDelay is how long a pending collapse stays on show before the coin
// of the chance variant decides it, so that the class sees the cycle.
const coinDelay = 1200 * time.Millisecond

// teaching is the teaching side of the window (package teach): the panel
// that explains the position, the classical ensemble, the entanglement
// graph and the guided lessons in tabs beside the board, after the move
// list's (the explanation on show from the start), the graph also in place
// of the board, and the "choice or chance" variant.
type teaching struct {
	a          *App
	panel      *teach.Panel
	graph      *teach.Graph      // in the Graph tab
	bigGraph   *teach.Graph      // in place of the board
	bigView    fyne.CanvasObject // bigGraph with the way back to the board
	ensemble   *teach.EnsembleView
	lessons    *teach.LessonView
	lessonList []*teach.Lesson      // the lessons the Lessons tab offers, in its order
	tabs       []*container.TabItem // the teaching tabs among the side panel's
	shown      bool                 // the teaching side is on show
	later      func(f func())       // runs f on the main goroutine after coinDelay

	lesson       *teach.Lesson // the lesson open in the Lessons tab
	lessonGame   *game.Record  // its game, made the window's game to step through
	step         int           // the lesson step on show
	awaitingGame bool          // the window asked whether to replace its game with lessonGame
}

// addTeaching adds the teaching side to the window, with a Teach menu that
// shows or hides it, shows the graph in place of the board and turns the
// chance variant on or off.
func (a *App) addTeaching() {
	t := &teaching{
		a:        a,
		panel:    teach.NewPanel(),
		graph:    teach.NewGraph(),
		bigGraph: teach.NewGraph(),
		ensemble: teach.NewEnsembleView(),
		shown:    true,
		later: func(f func()) {
			time.AfterFunc(coinDelay, func() { fyne.Do(f) })
		},
	}
	a.teaching = t
	t.lessonList = t.loadLessons()
	t.lessons = teach.NewLessonView(t.lessonList)
	t.lessons.OnStep = t.showStep
	t.lessons.OnPlay = a.replace
	t.panel.OnHighlight = a.board.SetGroup
	a.board.OnHover = func(sq game.Square) {
		if t.shown {
			t.panel.SetHover(sq)
		}
	}

	back := widget.NewButtonWithIcon(lang.L("Back to the board (G or Escape)"), theme.NavigateBackIcon(), t.toggleGraph)
	t.bigView = container.NewBorder(container.NewHBox(back), nil, nil, nil, t.bigGraph)
	explain := a.addSideTab(lang.L("Explain"), t.panel)
	t.tabs = []*container.TabItem{explain,
		a.addSideTab(lang.L("Possible boards"), t.ensemble),
		a.addSideTab(lang.L("Graph"), container.NewBorder(
			widget.NewButtonWithIcon(lang.L("Show in place of the board (G)"), theme.ViewFullScreenIcon(), t.toggleGraph),
			nil, nil, nil, t.graph)),
		a.addSideTab(lang.L("Lessons"), container.NewVScroll(container.NewVBox(t.lessons,
			&widget.Label{Text: lang.L("To add lessons of your own, put lesson files (.qttt) in {{.Folder}}", map[string]any{"Folder": t.lessonFolder()}),
				Wrapping: fyne.TextWrapWord}))),
	}
	a.tabs.Select(explain)
	a.onChange(t.show)
	t.addMenu()
	t.addWorksheets()
}

// loadLessons reads the bundled lessons and then the teacher's own, from
// lessonFolder, in the app's language.
func (t *teaching) loadLessons() []*teach.Lesson {
	language := i18n.InForce()
	bundled, err := fs.Sub(assets.Lessons, assets.LessonsDir)
	if err != nil {
		fyne.LogError("bundled lessons", err)
	}
	lessons, err := teach.LoadLessons(bundled, language)
	if err != nil {
		fyne.LogError("bundled lessons", err)
	}
	own, err := teach.LoadLessons(os.DirFS(t.lessonFolder()), language)
	if err != nil {
		fyne.LogError("lessons in "+t.lessonFolder(), err)
	}
	return append(lessons, own...)
}

// lessonFolder is where teachers put lessons of their own: the folder
// "lessons" in the app's storage.
func (t *teaching) lessonFolder() string {
	return filepath.Join(fyne.CurrentApp().Storage().RootURI().Path(), "lessons")
}

// addMenu adds the Teach menu, and the key G that shows the graph in
// place of the board and back.
func (t *teaching) addMenu() {
	a := t.a
	menu := fyne.NewMenu(lang.L("Teach"))
	a.menu.Items = append(a.menu.Items, menu)
	a.addCommand(menu, &command{label: lang.L("Teaching panel"), icon: theme.InfoIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyT)}, run: func() { t.setShown(!t.shown) },
		checked: func() bool { return t.shown }})
	a.addCommand(menu, &command{label: lang.L("Entanglement graph in place of the board"), icon: theme.ViewFullScreenIcon(),
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyG}}, run: t.toggleGraph,
		checked: t.graphShown})
	a.addKey(fyne.KeyG, t.toggleGraph) // Fyne takes keys without a modifier for no shortcut
	menu.Items = append(menu.Items, fyne.NewMenuItemSeparator())
	for i, item := range t.tabs {
		show := func() { t.showTab(item) }
		a.addCommand(menu, &command{label: item.Text, shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: tabKeys[i]}},
			run: show, checked: func() bool { return t.shown && a.tabs.Selected() == item }})
		a.addKey(tabKeys[i], show)
	}
	menu.Items = append(menu.Items, fyne.NewMenuItemSeparator())
	step := func(f func()) func() {
		return func() {
			t.showTab(t.tabs[lessonsTab])
			f()
		}
	}
	a.addCommand(menu, &command{label: lang.L("Next lesson step"), icon: theme.NavigateNextIcon(),
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyPageDown}}, run: step(t.lessons.Next)})
	a.addKey(fyne.KeyPageDown, step(t.lessons.Next))
	a.addCommand(menu, &command{label: lang.L("Previous lesson step"), icon: theme.NavigateBackIcon(),
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyPageUp}}, run: step(t.lessons.Back)})
	a.addKey(fyne.KeyPageUp, step(t.lessons.Back))
	a.addCommand(menu, &command{label: lang.L("Next lesson"), icon: theme.MediaSkipNextIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyPageDown)}, run: step(func() { t.lessons.Turn(1) })})
	a.addCommand(menu, &command{label: lang.L("Previous lesson"), icon: theme.MediaSkipPreviousIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyPageUp)}, run: step(func() { t.lessons.Turn(-1) })})
	a.addCommand(menu, &command{label: lang.L("Coin variant: a fair coin decides collapses"), icon: theme.QuestionIcon(),
		run: func() { t.setChance(!a.coin) }, checked: func() bool { return a.coin }})
}

// tabKeys are the keys that show the teaching tabs, in their order: F1 the
// explanation, F2 the possible boards, F3 the graph and F4 the lessons. A
// teacher switches what the class sees beside the board without the mouse,
// in presentation mode too. lessonsTab is the Lessons tab's place.
var tabKeys = []fyne.KeyName{fyne.KeyF1, fyne.KeyF2, fyne.KeyF3, fyne.KeyF4}

const lessonsTab = 3

// showTab shows the teaching side, if hidden, and selects its tab item.
func (t *teaching) showTab(item *container.TabItem) {
	if !t.shown {
		t.setShown(true)
	}
	t.a.tabs.Select(item)
	t.a.syncCommands()
}

// openLesson shows the lesson called title in the Lessons tab, from its
// first step.
func (t *teaching) openLesson(title string) {
	for i, l := range t.lessonList {
		if l.Title == title {
			t.showTab(t.tabs[lessonsTab])
			t.lessons.Open(i)
			return
		}
	}
}

// graphShown reports whether the graph is shown in place of the board.
func (t *teaching) graphShown() bool { return t.a.boardArea.Objects[0] == t.bigView }

// toggleGraph shows the entanglement graph of the position on show in
// place of the board, or the board again.
func (t *teaching) toggleGraph() {
	if t.graphShown() {
		t.a.showInPlaceOfBoard(nil)
		return
	}
	t.a.showInPlaceOfBoard(t.bigView)
}

// setShown shows or hides the teaching side: its tabs, and the graph in
// place of the board. Hidden, it lights nothing on the board.
func (t *teaching) setShown(on bool) {
	t.shown = on
	for _, item := range t.tabs {
		t.a.showSideTab(item, on)
	}
	if !on {
		t.panel.SetHover(game.NoSquare)
		if t.graphShown() {
			t.a.showInPlaceOfBoard(nil)
		}
	}
	t.a.syncCommands()
}

// setChance turns the chance variant on or off. On, a fair coin decides
// every pending collapse, and the board takes no collapse choice.
func (t *teaching) setChance(on bool) {
	t.a.coin = on
	t.panel.SetChance(on)
	t.a.refresh()
	t.tossLater(t.a.present())
}

// show brings the teaching views to position s, reached by cascade.
func (t *teaching) show(s game.State, cascade []game.Landing) {
	if t.a.rec.Chance && !t.a.coin {
		t.setChance(true) // a game the coin played goes on by chance
	}
	t.panel.SetState(s, cascade)
	t.graph.SetState(s)
	t.bigGraph.SetState(s)
	t.ensemble.SetState(s)
	t.tossLater(s)
	if t.awaitingGame && t.a.rec == t.lessonGame {
		t.awaitingGame = false
		fyne.Do(t.reviewStep) // after every listener has seen this position
	}
}

// tossLater has the coin decide the collapse pending in s after a moment,
// if the chance variant is on and s is still the game's present then.
func (t *teaching) tossLater(s game.State) {
	if !t.a.coinDecides() {
		return
	}
	t.later(func() { t.toss(s) })
}

// toss has the coin decide the collapse pending in s, if s is still the
// position in play, and marks the record as a game of chance.
func (t *teaching) toss(s game.State) {
	if !t.a.coinDecides() || t.a.present() != s {
		return
	}
	choice, ok := teach.TossCoin(s)
	if !ok {
		return
	}
	t.a.rec.Chance = true
	if err := t.a.play(choice); err != nil {
		fyne.LogError("coin toss", err)
	}
}

// showStep shows step i of lesson l on the board, as a review of the
// lesson's game. Opening a lesson makes its game the window's game, which
// asks first if the current game has unsaved changes.
func (t *teaching) showStep(l *teach.Lesson, i int) {
	t.step = i
	if l == t.lesson && t.lessonLoaded() {
		t.reviewStep()
		return
	}
	t.lesson, t.lessonGame = l, l.RecordAt(len(l.Steps)-1)
	t.a.replace(t.lessonGame)
	if t.a.rec == t.lessonGame {
		t.reviewStep()
	} else {
		t.awaitingGame = true // shown by show once the user agrees
	}
}

// lessonLoaded reports whether the window's game is the open lesson's,
// as the lesson left it: not played on since.
func (t *teaching) lessonLoaded() bool {
	last, _ := t.lesson.State(len(t.lesson.Steps) - 1)
	return t.a.rec == t.lessonGame && t.lessonGame.State() == last
}

// reviewStep shows the lesson step on show, if the lesson's game is the
// window's game.
func (t *teaching) reviewStep() {
	if !t.lessonLoaded() {
		return
	}
	t.a.review(t.lesson.Steps[t.step].Actions)
	t.panel.SetState(t.lesson.State(t.step))
}
