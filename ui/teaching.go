package ui

import (
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

// panelLines is the least height of the teaching tabs, in lines of text.
const panelLines = 12

// teaching is the teaching side of the window (package teach): the panel
// that explains the position, the classical ensemble, the entanglement
// graph and the guided lessons in tabs beside the board, and the "choice
// or chance" variant.
type teaching struct {
	widget.BaseWidget
	a        *App
	panel    *teach.Panel
	graph    *teach.Graph
	ensemble *teach.EnsembleView
	lessons  *teach.LessonView
	tabs     *container.AppTabs
	state    game.State     // the position on show
	later    func(f func()) // runs f on the main goroutine after coinDelay

	panelItem, chanceItem *fyne.MenuItem // the Teach menu's check items

	lesson       *teach.Lesson // the lesson open in the Lessons tab
	lessonGame   *game.Record  // its game, made the window's game to step through
	step         int           // the lesson step on show
	awaitingGame bool          // the window asked whether to replace its game with lessonGame
}

// addTeaching adds the teaching side to the window, with a Teach menu that
// shows or hides it and turns the chance variant on or off.
func (a *App) addTeaching() {
	t := &teaching{
		a:        a,
		panel:    teach.NewPanel(),
		graph:    teach.NewGraph(),
		ensemble: teach.NewEnsembleView(),
		later: func(f func()) {
			time.AfterFunc(coinDelay, func() { fyne.Do(f) })
		},
	}
	t.ExtendBaseWidget(t)
	t.lessons = teach.NewLessonView(t.loadLessons())
	t.lessons.OnStep = t.showStep
	t.lessons.OnPlay = a.replace
	t.panel.OnHighlight = a.board.SetHighlight
	a.board.OnHover = func(sq game.Square) {
		if t.Visible() {
			t.panel.SetHover(sq)
		}
	}

	t.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Explain"), t.panel),
		container.NewTabItem(lang.L("Possible boards"), t.ensemble),
		container.NewTabItem(lang.L("Graph"), container.NewBorder(
			widget.NewButtonWithIcon(lang.L("Show over the board"), theme.ViewFullScreenIcon(), t.showGraphOverBoard),
			nil, nil, nil, t.graph)),
		container.NewTabItem(lang.L("Lessons"), container.NewVScroll(container.NewVBox(t.lessons,
			&widget.Label{Text: lang.L("To add lessons of your own, put lesson files (.qttt) in {{.Folder}}", map[string]any{"Folder": t.lessonFolder()}),
				Wrapping: fyne.TextWrapWord}))),
	)
	a.addSideSection(t)
	a.onChange(t.show)
	t.addMenu()
}

// CreateRenderer returns the renderer of the teaching tabs, kept tall
// enough to read.
func (t *teaching) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.New(tallLayout{t.a.board}, t.tabs))
}

// loadLessons reads the bundled lessons and then the teacher's own, from
// lessonFolder, in the app's language.
func (t *teaching) loadLessons() []*teach.Lesson {
	language := i18n.Current(i18n.System)
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

// addMenu adds the Teach menu.
func (t *teaching) addMenu() {
	a := t.a
	menu := fyne.NewMenu(lang.L("Teach"))
	a.menu.Items = append(a.menu.Items, menu)
	panel := &command{label: lang.L("Teaching panel"), icon: theme.InfoIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyT)}, run: func() { t.setVisible(!t.Visible()) }}
	chance := &command{label: lang.L("Coin decides collapses (teaching variant)"), icon: theme.QuestionIcon(),
		run: func() { t.setChance(!a.coin) }}
	a.addCommand(menu, panel)
	a.addCommand(menu, chance)
	t.panelItem, t.chanceItem = panel.item, chance.item
	t.panelItem.Checked = true
}

// showGraphOverBoard shows the entanglement graph of the position on show
// as large as the board, over it, until the next tap.
func (t *teaching) showGraphOverBoard() {
	g := teach.NewGraph()
	g.SetState(t.state)
	pop := widget.NewPopUp(g, t.a.win.Canvas())
	pop.ShowAtPosition(fyne.CurrentApp().Driver().AbsolutePositionForObject(t.a.board))
	pop.Resize(t.a.board.Size())
}

// setVisible shows or hides the teaching tabs; hidden, they light nothing
// on the board.
func (t *teaching) setVisible(on bool) {
	t.panelItem.Checked = on
	t.a.menu.Refresh()
	if on {
		t.Show()
		return
	}
	t.Hide()
	t.panel.SetHover(game.NoSquare)
}

// setChance turns the chance variant on or off. On, a fair coin decides
// every pending collapse, and the board takes no collapse choice.
func (t *teaching) setChance(on bool) {
	t.a.coin = on
	t.chanceItem.Checked = on
	t.a.menu.Refresh()
	t.panel.SetChance(on)
	t.a.refresh()
	t.tossLater(t.a.present())
}

// show brings the teaching views to position s, reached by cascade.
func (t *teaching) show(s game.State, cascade []game.Landing) {
	if t.a.rec.Chance && !t.a.coin {
		t.setChance(true) // a game the coin played goes on by chance
	}
	t.state = s
	t.panel.SetState(s, cascade)
	t.graph.SetState(s)
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

// tallLayout gives the teaching tabs at least panelLines lines of text in
// height and at least boardShare of the board's height, so that the move
// list above them cannot squeeze them on a tall screen.
type tallLayout struct{ board fyne.CanvasObject }

// boardShare is the least share of the board's height the teaching tabs
// take.
const boardShare = 0.5

// Layout gives the tabs all the room.
func (tallLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
}

// MinSize returns the tabs' minimum size, made tall enough.
func (l tallLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	lines := panelLines * (theme.TextSize() + theme.LineSpacing())
	m := objects[0].MinSize()
	return fyne.NewSize(m.Width, max(m.Height, lines, boardShare*l.board.Size().Height))
}
