package ui

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/keyselect"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/present"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/teach"
)

// teaching is the teaching side of the window (package teach): the panel
// that explains the position, the classical ensemble, the entanglement
// graph and the guided lessons in tabs beside the board, after the move
// list's (the explanation on show from the start), the graph also in place
// of the board, and the Teach menu. It is a view of the window's model:
// render shows the model, and what the user does goes to the model's
// methods.
type teaching struct {
	model    *model.Model
	finished func(name string) bool // whether the lesson called name was read to its end, marked in the list
	game     session.View
	refuse   func(r model.Refusal)
	win      fyne.Window
	controls *command.Controls
	panel    *teach.Panel
	graph    *teach.Graph         // in the Graph tab; nil until the tab is first shown
	inPlace  *inPlace             // what shows in place of the board
	ensemble *teach.EnsembleView  // in the Possible boards tab; nil until the tab is first shown
	lessons  *teach.LessonView    // the lesson open, above the tabs
	chooser  *keyselect.Select    // the lessons to choose from, in the Lessons tab
	tabs     []*container.TabItem // the teaching tabs among the side panel's, in model.TabExplain's order
	asked    time.Time            // when Page Down last brought up a question; zero once a press has been held back
	shown    bool                 // the teaching tabs are shown, as the last render had them
}

// thinkTime is how soon after the Page Down that brought up a question
// another one is taken for a key pressed twice by habit: it does not
// show the answer before the student has read the question.
const thinkTime = 1500 * time.Millisecond

// newTeaching returns the teaching side of the model m, which says why an
// action did nothing with refuse, in the window win, with its commands
// in c (a Teach menu that shows or hides it, shows the graph in place of
// the board and turns the chance variant on or off). The explanation
// lights the group it points at on the board b, and hover
// shows it the board's hovered square. finished tells the lessons
// read to their end; inPlaceOfBoard what class answers show in place of
// the board; unread says why files of the teacher's lessons folder were
// left out, nil for none.
func newTeaching(m *model.Model, refuse func(model.Refusal), win fyne.Window, b *board.Board, c *command.Controls,
	finished func(name string) bool, inPlaceOfBoard func() fyne.CanvasObject, unread error) *teaching {
	t := &teaching{
		model:    m,
		finished: finished,
		game:     m.Game(),
		refuse:   refuse,
		win:      win,
		controls: c,
		panel:    teach.NewPanel(),
		inPlace:  &inPlace{model: m, refuse: refuse, answers: inPlaceOfBoard},
		shown:    true, // the side panel starts with every tab
	}
	t.panel.OnHighlight = b.SetGroup // the one view-to-view wire: a pointer's passing highlight, which no model holds
	t.addLessons()
	t.panel.OnGlossary = t.showGlossary

	lessons := container.NewVBox(t.chooser,
		&widget.Label{Text: lang.L("Each lesson steps through a prepared game, one idea at a time, and ends with a position for you to play on from."),
			Wrapping: fyne.TextWrapWord, SizeName: theme.SizeNameSubHeadingText})
	if userFiles() {
		lessons.Add(&widget.Label{Text: lang.L("To add lessons of your own, put lesson files (.qttt) in {{.Folder}}", map[string]any{"Folder": lessonFolder()}),
			Wrapping: fyne.TextWrapWord})
	}
	if unread != nil {
		lessons.Add(&widget.Label{Text: lang.L("These files in the lessons folder could not be read:") + "\n" + shorten(unread.Error(), maxErrorText),
			Wrapping: fyne.TextWrapWord})
	}
	t.tabs = []*container.TabItem{
		container.NewTabItem(lang.L("Explain"), t.panel),
		container.NewTabItem(lang.L("Possible boards"), layout.NewSpacer()), // made when first shown: sidePages
		container.NewTabItem(lang.L("Graph"), layout.NewSpacer()),
		container.NewTabItem(lang.L("Lessons"), container.NewVScroll(lessons)),
	}
	t.addCommands()
	return t
}

// sidePages returns the teaching tabs, for the side panel after the move
// list's: the window starts without the possible boards and the graph,
// which are made when their tab is first shown.
func (t *teaching) sidePages() []sidePage {
	return []sidePage{
		{tab: model.TabExplain, item: t.tabs[0]},
		{tab: model.TabBoards, item: t.tabs[1], build: t.newEnsemble},
		{tab: model.TabGraph, item: t.tabs[2], build: t.newGraph},
		{tab: model.TabLessons, item: t.tabs[3]},
	}
}

// newEnsemble returns the Possible boards tab's content, showing the
// position on show: its text and counts scroll on a small screen, and G
// (or its button, on top, in sight where a lesson leaves the tab a line
// on a projector) shows it in place of the board.
func (t *teaching) newEnsemble() fyne.CanvasObject {
	t.ensemble = teach.NewEnsembleView()
	t.ensemble.SetAsking(t.model.HoldsOdds()) // as render would have told it, had it been there
	t.ensemble.SetState(t.game.OnShow())
	return container.NewBorder(
		t.inPlaceButton(),
		nil, nil, nil, t.ensemble) // it scrolls its words itself, and keeps its board whole
}

// newGraph returns the Graph tab's content, showing the position on show.
func (t *teaching) newGraph() fyne.CanvasObject {
	t.graph = teach.NewGraph()
	t.graph.SetState(t.game.OnShow())
	return teach.NewGraphTab(t.graph, t.inPlaceButton())
}

// inPlaceButton returns the button beside the possible boards and the
// graph that shows them in place of the board, as their key does.
func (t *teaching) inPlaceButton() *widget.Button {
	return widget.NewButtonWithIcon(lang.L("Show in place of the board ({{.Key}})", map[string]any{"Key": command.KeyLabel(command.GraphInPlace)}),
		theme.ViewFullScreenIcon(), t.model.ToggleGraph)
}

// hover shows in the explanation what is in square sq, the one under
// the pointer on the board; game.NoSquare when it leaves the board.
func (t *teaching) hover(sq game.Square) {
	if t.model.TeachingShown() {
		t.panel.SetHover(sq)
	}
}

// addCommands has the Teach menu's commands run: the teaching panel, the
// graph in place of the board and back (G), the tabs (F1–F4), the lesson's
// steps (Page Down and Page Up, a clicker's keys) and lessons, and the coin
// variant (C).
func (t *teaching) addCommands() {
	c, m := t.controls, t.model
	c.Handle(command.TeachingPanel, func() { m.SetTeachingShown(!m.TeachingShown()) }, nil, m.TeachingShown)
	c.Handle(command.GraphInPlace, m.ToggleGraph, nil, m.GraphOnShow)
	c.Handle(command.Glossary, t.showGlossary, nil, nil) // W for words: one key from any lesson step
	for i, id := range command.Tabs {
		tab := model.TabExplain + model.Tab(i)
		show := func() { t.refuse(m.ShowTab(tab)) }
		if tab != model.TabLessons {
			show = func() { t.refuse(m.ShowAside(tab)) } // on the slide, in presentation mode, until pressed again
		}
		c.Handle(id, show, nil, func() bool { return m.TeachingShown() && m.Tab() == tab })
	}
	c.Handle(command.NextLesson, func() { t.refuse(m.TurnLesson(1)) }, nil, nil)
	c.Handle(command.PreviousLesson, func() { t.refuse(m.TurnLesson(-1)) }, nil, nil)
	c.Handle(command.WhatIf, func() { t.refuse(m.WhatIf()) }, func() bool {
		_, _, branch := m.InWhatIf()
		return branch || m.Waiting() == model.NoQuestion && lessonOpen(m)
	}, func() bool { _, _, branch := m.InWhatIf(); return branch })
	c.Handle(command.SkipQuestion, func() { t.refuse(m.Skip()) }, m.Asking, nil)
	coin := func() { // says what it did: on the projector nothing else shows it until a cycle closes
		on := !t.game.Chance()
		if r := m.SetChance(on); r != model.Done {
			t.refuse(r)
			return
		}
		switch {
		case on && !m.Presented(): // the status line's detail says so already, once is enough
		case on:
			m.Refuse(lang.L("Coin variant: a fair coin decides every collapse."))
		default:
			m.Refuse(lang.L("Rule: the player who did not close the cycle chooses the collapse."))
		}
	}
	c.Handle(command.Coin, coin, nil, t.game.Chance) // its key works in presentation mode too, which hides the menu
	c.Handle(command.TossAgain, func() { t.refuse(m.TossAgain()) }, m.Tossed, nil)
	c.Handle(command.BlockPathA, func() { t.refuse(m.TogglePathBlocked()) }, // E: on the projector too
		func() bool { return m.Picture() == lesson.PictureTwoPaths }, m.PathBlocked)
}

// forward is Page Down past the class view's pages: the model's Forward
// (the answer, the next step, the plan's next item). Outside presentation
// mode, for a student alone, Page Down at a lesson's last step goes on as
// the Next lesson button there does, and one pressed within thinkTime of
// the press that brought up a question shows no answer, once, and says
// so: the question is read before its answer. In front of a class the
// clicker keeps one press a screen.
func (t *teaching) forward() {
	m := t.model
	if m.Asking() && !m.Presented() && !t.asked.IsZero() && time.Since(t.asked) < thinkTime {
		t.asked = time.Time{}
		m.Refuse(lang.L("First answer the question in your head: then {{.Reveal}}, or {{.Next}} again, shows the answer.",
			map[string]any{"Reveal": command.KeyLabel(command.Reveal), "Next": command.KeyLabel(command.NextStep)}))
		return
	}
	asking := m.Asking()
	r := m.Forward()
	if r == model.LessonEnd && !m.Presented() {
		t.lessonEnd() // as the Next lesson button below the step does
		return
	}
	t.refuse(r)
	t.asked = time.Time{}
	if !asking && m.Asking() {
		t.asked = time.Now()
	}
}

// lessonEnd goes on from a lesson's last step: to the next lesson, or
// after the last one to the practice puzzles.
func (t *teaching) lessonEnd() {
	if _, i := t.model.Lesson(); i == len(t.model.Lessons())-1 {
		t.controls.Invoke(command.Practice)
		return
	}
	t.refuse(t.model.TurnLesson(1))
}

// lessonOpen reports whether a lesson is open in m.
func lessonOpen(m *model.Model) bool { l, _ := m.Lesson(); return l != nil }

// tabKey returns the key that shows the teaching tab i, in their order:
// F1 the explanation, F2 the possible boards, F3 the graph and F4 the
// lessons. A teacher switches what the class sees beside the board without
// the mouse, in presentation mode too.
func (t *teaching) tabKey(i int) fyne.KeyName {
	return command.Find(t.controls.Table(), command.Tabs[i]).Key
}

// presentTabs returns the teaching tabs as the presenter view offers
// them: each with its title, its key and its command.
func (t *teaching) presentTabs() []present.Tab {
	tabs := make([]present.Tab, len(t.tabs))
	for i, item := range t.tabs {
		tabs[i] = present.Tab{Title: item.Text, Key: t.tabKey(i), Show: func() { t.controls.Invoke(command.Tabs[i]) }}
	}
	return tabs
}

// render shows the model in the teaching views: when moved, the
// position on show and mo, the moment the explanation tells; the open
// lesson and its step, its text held back while the board is drawing
// the collapse that led to it. It returns the frame's part the teaching side
// decides, which it does not write: whether the teaching tabs show, the
// tab selected, the lesson above them and what stands in place of the
// board.
func (t *teaching) render(moved bool, mo narrate.Moment, drawing bool) frameView {
	m := t.model
	l, i := m.Lesson()
	t.panel.SetAsking(mo.Asking) // the explanation would give the answer away
	t.panel.SetExperiment(mo.Experiment)
	if t.ensemble != nil {
		t.ensemble.SetAsking(m.HoldsOdds()) // and so would what the boards' count means, to a question on them ahead
	}
	if moved {
		s := t.game.OnShow()
		t.panel.SetChance(mo.Chance)
		t.panel.SetState(mo.State, mo.Cascade)
		if t.graph != nil {
			t.graph.SetState(s)
		}
		if t.ensemble != nil {
			t.ensemble.SetState(s)
		}
		t.inPlace.setState(s)
	}
	v := frameView{teaching: m.TeachingShown(), tab: m.Tab(), inPlace: t.inPlace.view()}
	if v.teaching != t.shown {
		t.shown = v.teaching
		if !v.teaching {
			t.panel.SetHover(game.NoSquare)
		}
	}
	if l == nil {
		t.lessons.SetStep(nil, 0, false)
	} else {
		if l != t.lessons.Lesson() || m.Step() != t.lessons.Step() {
			t.panel.Rewind() // a new step's explanation from its start
		}
		t.lessons.SetCourse(m.Lessons())
		t.lessons.SetFinal(i == len(m.Lessons())-1)
		t.lessons.SetStep(l, m.Step(), m.Revealed(m.Step()))
		t.lessons.SetDrawing(drawing)
		v.guide = t.lessons
	}
	if titles := t.lessonTitles(); !slices.Equal(titles, t.chooser.Options) || t.chooser.SelectedIndex() != i { // set as a view: OnChanged is the user's choice
		t.chooser.Options = titles
		t.chooser.Selected = ""
		if i >= 0 {
			t.chooser.Selected = t.chooser.Options[i]
		}
		t.chooser.Refresh()
	}
	return v
}

// glossarySize is the glossary dialog's share of the window.
const glossarySize = 0.8

// showGlossary shows the glossary in a dialog, or in presentation mode
// on the class view, as a slide.
func (t *teaching) showGlossary() {
	if t.model.Presented() {
		t.model.ToggleGlossary()
		return
	}
	d := dialog.NewCustom(lang.L("Glossary"), lang.L("Close"), container.NewVScroll(teach.NewGlossaryView()), t.win)
	dialogs.ShowMessage(d, t.win)
	size := t.win.Canvas().Size()
	d.Resize(fyne.NewSize(size.Width*glossarySize, size.Height*glossarySize)) // after Show, as Fyne 2.8.1 wants
}

// lessonTitles returns the titles of the lessons to choose from, those
// read to their end marked so.
func (t *teaching) lessonTitles() []string {
	titles := make([]string, len(t.model.Lessons()))
	for i, l := range t.model.Lessons() {
		titles[i] = l.Title
		if t.finished(l.Name) {
			titles[i] = lang.L("{{.Title}} (done)", map[string]any{"Title": l.Title})
		}
	}
	return titles
}

// addLessons makes the list of lessons to choose from and the view that
// shows the open one above the side panel's tabs. During a lesson Space
// reveals an answer (command.Reveal); Up and Down move its text (scroll,
// for presentation's turnPage), Left and Right are bound with the keys
// that play (bindKeys).
func (t *teaching) addLessons() {
	m := t.model
	titles := make([]string, len(m.Lessons()))
	for i, l := range m.Lessons() {
		titles[i] = l.Title
	}
	t.lessons = teach.NewLessonView()
	t.chooser = keyselect.New(titles, func(string) {
		t.win.Canvas().Unfocus() // the keys go on stepping through the lesson, not through the list
		if i := t.chooser.SelectedIndex(); i >= 0 {
			t.refuse(m.OpenLesson(i))
		}
	})
	t.chooser.PlaceHolder = lang.L("Choose a lesson")
	t.lessons.OnBack = func() { t.refuse(m.Back()) }
	t.lessons.OnNext = func() { t.refuse(m.Next()) }
	t.lessons.OnNextLesson, t.lessons.OnPractice = t.lessonEnd, t.lessonEnd
	t.lessons.OnReveal = func() { t.refuse(m.Reveal()) }
	t.lessons.OnPlay = func() { t.refuse(m.PlayFromStep()) }
	t.lessons.OnClose = func() { t.refuse(m.CloseLesson()) }
	t.lessons.OnGlossary = t.showGlossary
	t.controls.Handle(command.Reveal, func() { t.refuse(m.Reveal()) }, nil, nil)
}

// scroll moves a lesson's text where it is longer than its room, by
// lines (the Down and Up keys outside presentation mode).
func (t *teaching) scroll(lines int) {
	if !t.lessons.Scroll(lines) && !lessonOpen(t.model) {
		keysHelp(t.model)
	}
}
