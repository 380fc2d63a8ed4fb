package ui

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/panel"
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/present"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/teach"
)

// The tests' way into the window: what a test reads or drives of it,
// named once here, so that the tests do not each know how the window's
// parts are wired. A part that moves changes this file, not the tests.

// sideTabs returns the side panel's tabs.
func sideTabs(a *App) *container.AppTabs { return a.frame.tabs }

// teachingTabs returns the teaching tabs among the side panel's, in order.
func teachingTabs(a *App) []*container.TabItem { return a.teaching.tabs }

// sidePanelOf returns the panel beside the board.
func sidePanelOf(a *App) *fyne.Container { return a.frame.side }

// guideArea returns the place above the tabs where an open lesson shows.
func guideArea(a *App) *fyne.Container { return a.frame.guide }

// chooseLesson opens lesson i as a user does, from the Lessons tab's
// list; one chosen already is chosen again, which opens it at its start.
func chooseLesson(a *App, i int) {
	c := lessonChooser(a)
	if c.SelectedIndex() == i {
		c.ClearSelected()
	}
	c.SetSelectedIndex(i)
}

// lessonView returns the view of the open lesson.
func lessonView(a *App) *teach.LessonView { return a.teaching.lessons }

// lessonChooser returns the Lessons tab's choice of lesson.
func lessonChooser(a *App) *widget.Select { return &a.teaching.chooser.Select }

// explainPanel returns the Explain tab's panel.
func explainPanel(a *App) *teach.Panel { return a.teaching.panel }

// statusOf returns the status line.
func statusOf(a *App) *panel.Status { return a.frame.status }

// statusParts are the status line's parts: the headline, what happened
// and what to do (detail), why the last input did nothing (hint) and the
// computer's advice.
type statusParts struct {
	headline             *widget.RichText
	detail, hint, advice *widget.Label
}

// statusPartsOf returns the status line's parts, told apart by what they
// say: the hint by its warning colour, the detail by its text.
func statusPartsOf(a *App) statusParts {
	said := statusOf(a).Said()
	detail := strings.Join(said.Detail, " ")
	if len(said.Happened) > 0 {
		detail = strings.Join(said.Happened, " ") + "\n\n" + detail
	}
	var p statusParts
	for _, o := range test.LaidOutObjects(statusOf(a)) {
		switch o := o.(type) {
		case *widget.RichText:
			if p.headline == nil {
				p.headline = o
			}
		case *widget.Label:
			switch {
			case o.Importance == widget.WarningImportance:
				p.hint = o
			case o.Text == detail && p.detail == nil:
				p.detail = o
			default:
				p.advice = o
			}
		}
	}
	return p
}

// boardArea returns the board's place, which something else can take.
func boardArea(a *App) *fyne.Container { return a.frame.boardArea }

// inPlaceOfBoard returns what is shown where the board is.
func inPlaceOfBoard(a *App) fyne.CanvasObject { return a.frame.inPlaceOfBoard() }

// reviewBar returns the bar shown while reviewing.
func reviewBar(a *App) fyne.CanvasObject { return a.frame.reviewBar }

// movesOf returns the move list.
func movesOf(a *App) *panel.MoveList { return a.frame.moves }

// moveListOf returns the move list's list widget.
func moveListOf(a *App) *widget.List {
	return test.WidgetRenderer(movesOf(a)).Objects()[0].(*widget.List)
}

// commandsOf returns the window's commands, in the table's order.
func commandsOf(a *App) []*command.Handler { return a.controls.Commands() }

// menuOf returns the window's menu bar.
func menuOf(a *App) *fyne.MainMenu { return a.controls.Menu() }

// presentOf returns the window's presentation mode.
func presentOf(a *App) *present.Present { return a.presentation.present }

// deckOf returns the slides of a's class view.
func deckOf(a *App) *present.Deck { return a.presentation.present.Deck() }

// docOf returns the window's document: its files and its autosave.
func docOf(a *App) *document { return a.doc }

// autosavePath returns where the game is autosaved.
func autosavePath(a *App) string { return a.doc.saver.path() }

// hintSquares returns the squares the hint on show lights.
func hintSquares(a *App) []game.Square { return a.computer.HintSquares() }

// mistakeAt reports whether the review marks action i a mistake.
func mistakeAt(a *App, i int) bool { return a.model.MistakeAt(i) }

// thinking reports whether the status line says that the computer is
// choosing an action, as the player sees it.
func thinking(a *App) bool { return strings.Contains(statusLine(a), "is thinking") }

// ensembleTab returns the Possible boards tab's view, nil until first shown.
func ensembleTab(a *App) *teach.EnsembleView { return a.teaching.ensemble }

// graphInPlace returns the graph with its way back, as shown in place of
// the board; nil until first shown there.
func graphInPlace(a *App) fyne.CanvasObject { return a.teaching.inPlace.graphIn }

// tabKey returns the key that shows teaching tab i.
func tabKey(a *App, i int) fyne.KeyName { return a.teaching.tabKey(i) }

// shownOver returns the text shown by what covers the window, such as the
// practice; "" for nothing.
func shownOver(a *App) string {
	if top := a.win.Canvas().Overlays().Top(); top != nil {
		return uitest.ShownText(top)
	}
	return ""
}

// invoke runs the command id, as its menu item, button or key would.
func invoke(a *App, id command.ID) { a.controls.Invoke(id) }

// pressKey does what the key k does in the window, whatever has the
// keyboard's focus or is open over it.
func pressKey(a *App, k fyne.KeyName) { a.controls.Press(k) }

// planOf returns the plan of the class the slides follow.
func planOf(a *App) []plan.Item { return a.model.Plan() }

// tossWith has later run each toss of the coin that the computer asks
// for, in place of the UI goroutine's queue.
func tossWith(a *App, later func(toss func())) { envOf(a).toss = later }

// setPace sets the least time the computer takes for an action.
func setPace(a *App, d time.Duration) { a.computer.Pace = d }

// path returns where the autosaved game is kept.
func (s *autosave) path() string { return s.file.Path() }

// write replaces the autosaved game with g, as the window's writes do.
func (s *autosave) write(g session.Autosave) error {
	data, err := g.Encode()
	if err != nil {
		return err
	}
	return durable.Write(s.dir, autosaveName, data)
}
