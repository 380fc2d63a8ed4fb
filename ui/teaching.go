package ui

import (
	"os"
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/teach"
)

// teaching is the teaching side of the window (package teach): the panel
// that explains the position, the classical ensemble, the entanglement
// graph and the guided lessons in tabs beside the board, after the move
// list's (the explanation on show from the start), the graph also in place
// of the board, and the Teach menu.
type teaching struct {
	game     *session.Session // read only: teaching acts through do
	do       actions
	win      fyne.Window
	frame    *frame
	controls *controls
	panel    *teach.Panel
	graph    *teach.Graph         // in the Graph tab; nil until the tab is first shown
	bigGraph *teach.Graph         // in place of the board; nil until first shown there
	bigView  fyne.CanvasObject    // bigGraph with the way back to the board
	ensemble *teach.EnsembleView  // in the Possible boards tab; nil until the tab is first shown
	lessons  *teach.LessonView    // the lesson open, above the tabs
	chooser  *widget.Select       // the lessons to choose from, in the Lessons tab
	list     []*lesson.Lesson     // the chooser's lessons, in its order
	tabs     []*container.TabItem // the teaching tabs among the side panel's
	shown    bool                 // the teaching side is on show

	lesson     *lesson.Lesson // the lesson open
	lessonGame *game.Record   // its game, made the window's game to step through
}

// addTeaching adds the teaching side to the window, with a Teach menu that
// shows or hides it, shows the graph in place of the board and turns the
// chance variant on or off. The explanation lights the group it points at
// on the board, and the board's hovered square in the explanation.
func (a *App) addTeaching() {
	t := newTeaching(a.session, a.actions(), a.win, a.frame, a.controls)
	a.teaching = t
	t.panel.OnHighlight = a.board.SetGroup
	a.board.OnHover = t.hover
	a.onChange(t.show)
}

// newTeaching returns the teaching side of the game g, which acts
// through do, in the window win arranged by f, with its commands in c.
func newTeaching(g *session.Session, do actions, win fyne.Window, f *frame, c *controls) *teaching {
	t := &teaching{
		game:     g,
		do:       do,
		win:      win,
		frame:    f,
		controls: c,
		panel:    teach.NewPanel(),
		shown:    true,
	}
	t.addLessons()
	t.panel.OnGlossary = t.showGlossary

	lessons := container.NewVBox(t.chooser,
		&widget.Label{Text: lang.L("Each lesson steps through a prepared game, one idea at a time, and ends with a position for you to play on from."),
			Wrapping: fyne.TextWrapWord, SizeName: theme.SizeNameSubHeadingText})
	if userFiles() {
		lessons.Add(&widget.Label{Text: lang.L("To add lessons of your own, put lesson files (.qttt) in {{.Folder}}", map[string]any{"Folder": t.lessonFolder()}),
			Wrapping: fyne.TextWrapWord})
	}
	explain := f.addSideTab(lang.L("Explain"), t.panel)
	t.tabs = []*container.TabItem{explain,
		f.addLazySideTab(lang.L("Possible boards"), t.newEnsemble),
		f.addLazySideTab(lang.L("Graph"), t.newGraph),
		f.addSideTab(lang.L("Lessons"), container.NewVScroll(lessons)),
	}
	f.tabs.Select(explain)
	t.addMenu()
	t.addWorksheets()
	return t
}

// newEnsemble returns the Possible boards tab's content, showing the
// position on show: its text and counts scroll on a small screen.
func (t *teaching) newEnsemble() fyne.CanvasObject {
	t.ensemble = teach.NewEnsembleView()
	t.ensemble.SetState(t.game.OnShow())
	return container.NewVScroll(t.ensemble)
}

// newGraph returns the Graph tab's content, showing the position on show.
func (t *teaching) newGraph() fyne.CanvasObject {
	t.graph = teach.NewGraph()
	t.graph.SetState(t.game.OnShow())
	return container.NewBorder(
		widget.NewButtonWithIcon(lang.L("Show in place of the board (G)"), theme.ViewFullScreenIcon(), t.toggleGraph),
		nil, nil, nil, t.graph)
}

// boardGraph returns the graph shown in place of the board, with the way
// back, made the first time it is asked for.
func (t *teaching) boardGraph() fyne.CanvasObject {
	if t.bigView == nil {
		t.bigGraph = teach.NewGraph()
		t.bigGraph.SetState(t.game.OnShow())
		back := widget.NewButtonWithIcon(lang.L("Back to the board (G or Escape)"), theme.NavigateBackIcon(), t.toggleGraph)
		t.bigView = container.NewBorder(container.NewHBox(back), nil, nil, nil, t.bigGraph)
	}
	return t.bigView
}

// hover shows in the explanation what is in square sq, the one under
// the pointer on the board; game.NoSquare when it leaves the board.
func (t *teaching) hover(sq game.Square) {
	if t.shown {
		t.panel.SetHover(sq)
	}
}

// loadLessons reads the bundled lessons and then the teacher's own, from
// lessonFolder where the app reaches the user's files, in the app's
// language.
func (t *teaching) loadLessons() []*lesson.Lesson {
	language := i18n.InForce()
	lessons, err := lesson.Load(assets.LessonFiles(), language)
	if err != nil {
		fyne.LogError("bundled lessons", err)
	}
	if !userFiles() {
		return lessons
	}
	own, err := lesson.Load(os.DirFS(t.lessonFolder()), language)
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
	c := t.controls
	menu := c.addMenu(lang.L("Teach"))
	c.add(menu, &command{label: lang.L("Teaching panel"), icon: theme.InfoIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyT)}, run: func() { t.setShown(!t.shown) },
		checked: func() bool { return t.shown }})
	c.add(menu, &command{label: lang.L("Entanglement graph in place of the board"), icon: theme.ViewFullScreenIcon(),
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyG}}, run: t.toggleGraph,
		checked: t.graphShown})
	c.addKey(fyne.KeyG, t.toggleGraph) // Fyne takes keys without a modifier for no shortcut
	menu.Items = append(menu.Items, fyne.NewMenuItemSeparator())
	for i, item := range t.tabs {
		show := func() { t.showTab(item) }
		c.add(menu, &command{label: item.Text, shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: tabKeys[i]}},
			run: show, checked: func() bool { return t.shown && t.frame.tabs.Selected() == item }})
		c.addKey(tabKeys[i], show)
	}
	menu.Items = append(menu.Items, fyne.NewMenuItemSeparator())
	c.add(menu, &command{label: lang.L("Next lesson step"), icon: theme.NavigateNextIcon(),
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyPageDown}}, run: t.forward})
	c.addKey(fyne.KeyPageDown, t.forward)
	c.add(menu, &command{label: lang.L("Previous lesson step"), icon: theme.NavigateBackIcon(),
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyPageUp}}, run: t.lessons.Back})
	c.addKey(fyne.KeyPageUp, t.lessons.Back)
	c.add(menu, &command{label: lang.L("Next lesson"), icon: theme.MediaSkipNextIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyPageDown)}, run: func() { t.turnLesson(1) }})
	c.add(menu, &command{label: lang.L("Previous lesson"), icon: theme.MediaSkipPreviousIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyPageUp)}, run: func() { t.turnLesson(-1) }})
	c.add(menu, &command{label: lang.L("Coin variant: a fair coin decides collapses"), icon: theme.QuestionIcon(),
		run: func() { t.do.setChance(!t.game.Chance()) }, checked: t.game.Chance})
}

// tabKeys are the keys that show the teaching tabs, in their order: F1 the
// explanation, F2 the possible boards, F3 the graph and F4 the lessons. A
// teacher switches what the class sees beside the board without the mouse,
// in presentation mode too.
var tabKeys = []fyne.KeyName{fyne.KeyF1, fyne.KeyF2, fyne.KeyF3, fyne.KeyF4}

// forward is what Page Down, a presentation clicker's "next", does: the
// answer to the question on show, else the lesson's next step, else,
// with no lesson open, the first lesson.
func (t *teaching) forward() {
	switch {
	case t.lessons.Lesson() == nil:
		t.turnLesson(1)
	case t.lessons.Asking():
		t.lessons.Reveal()
	default:
		t.lessons.Next()
	}
}

// turnLesson opens the lesson delta places after the open one in the
// Lessons tab's list (before it for a negative delta), from its first
// step; with none open, turnLesson(1) opens the first. At either end of
// the list it does nothing.
func (t *teaching) turnLesson(delta int) {
	i := t.chooser.SelectedIndex() + delta // -1 with none chosen
	if i >= 0 && i < len(t.chooser.Options) {
		t.chooser.SetSelectedIndex(i)
	}
}

// showTab shows the teaching side, if hidden, and selects its tab item.
func (t *teaching) showTab(item *container.TabItem) {
	if !t.shown {
		t.setShown(true)
	}
	t.frame.tabs.Select(item)
	t.controls.sync()
}

// openLesson opens the lesson called title from its first step.
func (t *teaching) openLesson(title string) {
	if i := slices.Index(t.chooser.Options, title); i >= 0 {
		t.chooser.SetSelectedIndex(i)
	}
}

// graphShown reports whether the graph is shown in place of the board.
func (t *teaching) graphShown() bool {
	return t.bigView != nil && t.frame.inPlaceOfBoard() == t.bigView
}

// toggleGraph shows the entanglement graph of the position on show in
// place of the board, or the board again.
func (t *teaching) toggleGraph() {
	if t.graphShown() {
		t.do.showInPlaceOfBoard(nil)
		return
	}
	t.do.showInPlaceOfBoard(t.boardGraph())
}

// setShown shows or hides the teaching side: its tabs, and the graph in
// place of the board. Hidden, it lights nothing on the board.
func (t *teaching) setShown(on bool) {
	t.shown = on
	for _, item := range t.tabs {
		t.frame.showSideTab(item, on)
	}
	if !on {
		t.panel.SetHover(game.NoSquare)
		if t.graphShown() {
			t.do.showInPlaceOfBoard(nil)
		}
	}
	t.controls.sync()
}

// show brings the teaching views to the position on show after ch.
func (t *teaching) show(ch change) {
	s := ch.state
	t.panel.SetChance(t.game.Chance())
	t.panel.SetState(s, ch.cascade)
	for _, g := range []*teach.Graph{t.graph, t.bigGraph} {
		if g != nil {
			g.SetState(s)
		}
	}
	if t.ensemble != nil {
		t.ensemble.SetState(s)
	}
	t.followLesson()
	t.panel.SetAsking(t.asking()) // the explanation would give the answer away
}

// glossarySize is the glossary dialog's share of the window.
const glossarySize = 0.8

// showGlossary shows the glossary in a dialog.
func (t *teaching) showGlossary() {
	d := dialog.NewCustom(lang.L("Glossary"), lang.L("Close"), container.NewVScroll(teach.NewGlossaryView()), t.win)
	d.Show()
	size := t.win.Canvas().Size()
	d.Resize(fyne.NewSize(size.Width*glossarySize, size.Height*glossarySize)) // after Show, as Fyne 2.8.1 wants
}

// addLessons makes the list of lessons to choose from and the view that
// walks through the one chosen, above the side panel's tabs. During a
// lesson the arrow keys step through it and Space reveals an answer.
func (t *teaching) addLessons() {
	lessons := t.loadLessons()
	t.list = lessons
	titles := make([]string, len(lessons))
	for i, l := range lessons {
		titles[i] = l.Title
	}
	t.lessons = teach.NewLessonView()
	t.chooser = widget.NewSelect(titles, func(string) {
		if i := t.chooser.SelectedIndex(); i >= 0 {
			t.win.Canvas().Unfocus() // the arrow keys step through the lesson, not through the list
			t.lessons.Open(lessons[i])
		}
	})
	t.chooser.PlaceHolder = lang.L("Choose a lesson")
	t.lessons.OnStep = t.showStep
	t.lessons.OnReveal = func(l *lesson.Lesson, i int) {
		t.panel.SetAsking(false)
		t.openTab(l.Steps[i].AnswerTab)
		t.do.refuse("") // the board takes moves again
	}
	t.lessons.OnPlay = func(r *game.Record) { t.do.replaceThen(r, session.Opponent{}, nil) }
	t.lessons.OnClose = t.closeLesson
	t.controls.addKey(fyne.KeySpace, t.lessons.Reveal)
	for key, step := range map[fyne.KeyName]func(){fyne.KeyLeft: t.lessons.Back, fyne.KeyRight: t.lessons.Next} {
		review := t.controls.keys[key]
		t.controls.addKey(key, func() {
			if t.inLesson() {
				step()
			} else {
				review()
			}
		})
	}
}

// openTab selects the side panel's tab a lesson names, if any.
func (t *teaching) openTab(tab lesson.Tab) {
	if item := t.tabItem(tab); item != nil {
		t.frame.tabs.Select(item)
	}
}

// tabItem returns the side panel's tab a lesson names, nil for none.
func (t *teaching) tabItem(tab lesson.Tab) *container.TabItem {
	switch tab {
	case lesson.TabBoards:
		return t.tabs[1]
	case lesson.TabGraph:
		return t.tabs[2]
	}
	return nil
}

// inLesson reports whether a lesson is open on its own game.
func (t *teaching) inLesson() bool { return t.lessons.Lesson() != nil && t.lessonLoaded() }

// asking reports whether a lesson holds back the answer to a question on
// the position shown: the board then takes no move.
func (t *teaching) asking() bool { return t.inLesson() && t.lessons.Asking() }

// showStep shows step i of lesson l on the board, as a review of the
// lesson's game, and opens the tab it talks about. Opening a lesson makes
// its game the window's game, which asks first if the current game has
// unsaved changes.
func (t *teaching) showStep(l *lesson.Lesson, i int) {
	t.frame.showGuide(t.lessons)
	t.openTab(l.Steps[i].Tab)
	if t.lessons.Asking() && t.tabItem(l.Steps[i].AnswerTab) == t.frame.tabs.Selected() {
		t.frame.tabs.Select(t.tabs[0]) // that tab would give the answer away
	}
	if l == t.lesson && t.lessonLoaded() {
		t.reviewStep()
		return
	}
	t.lesson, t.lessonGame = l, l.RecordAt(len(l.Steps)-1)
	t.do.replaceThen(t.lessonGame, session.Opponent{}, func() {
		t.lessons.Follow(i) // loading the game showed its end, and the lesson followed
		t.reviewStep()
	})
}

// lessonLoaded reports whether the window's game is the open lesson's,
// as the lesson left it: not played on since.
func (t *teaching) lessonLoaded() bool {
	if t.lesson == nil {
		return false
	}
	last, _ := t.lesson.State(len(t.lesson.Steps) - 1)
	return t.game.Record() == t.lessonGame && t.lessonGame.State() == last
}

// reviewStep shows the lesson step on show, if the lesson's game is the
// window's game.
func (t *teaching) reviewStep() {
	if !t.lessonLoaded() {
		return
	}
	t.do.review(t.lesson.Steps[t.lessons.Step()].Actions)
	t.followLesson()
	t.do.refresh()
}

// followLesson keeps the open lesson at the position the board shows,
// whichever way it got there (Escape, Back to game, the move list): the
// step on show if it is at that position, else the first step there, or
// the last one before it; and the panel tells the collapse that led to a
// step. Once the lesson's game is played on or replaced, the lesson
// closes.
func (t *teaching) followLesson() {
	l := t.lessons.Lesson()
	switch {
	case l == nil:
		return
	case !t.lessonLoaded():
		t.lessons.Close()
		return
	}
	step := t.lessons.Step()
	if l.Steps[step].Actions != t.game.Shown() {
		step = 0
		for i, st := range l.Steps {
			if st.Actions <= t.game.Shown() && st.Actions > l.Steps[step].Actions {
				step = i
			}
		}
	}
	t.lessons.Follow(step)
	if l.Steps[step].Actions == t.game.Shown() {
		t.panel.SetState(l.State(step))
	}
}

// closeLesson hides the closed lesson and, if its game is still the
// window's, brings that game's present back on show. A lesson whose game
// has been played on or replaced closes without touching the game.
func (t *teaching) closeLesson() {
	back := t.lessonLoaded()
	t.lesson, t.lessonGame = nil, nil
	t.chooser.ClearSelected()
	t.frame.showGuide(nil)
	if back {
		t.do.review(t.game.At())
		t.do.refresh()
	}
}
