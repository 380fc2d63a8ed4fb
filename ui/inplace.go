package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/teach"
)

// inPlace is what the teaching side shows in place of the board, as the
// model has it: what class answers show there, a lesson step's two paths,
// the possible boards or the graph, the last two with the way back. Each
// view is made the first time it is asked for.
type inPlace struct {
	model   *model.Model
	refuse  func(model.Refusal)
	answers func() fyne.CanvasObject // what class answers show in place of the board, nil for nothing

	graph    *teach.Graph        // nil until first shown
	graphIn  fyne.CanvasObject   // graph with the way back to the board
	boards   *teach.EnsembleView // the possible boards; nil until first shown
	boardsIn fyne.CanvasObject   // boards with the way back to the board
	paths    *teach.TwoPaths     // a lesson step's two paths; nil until first shown
}

// view returns what the model has in place of the board, nil for
// nothing.
func (p *inPlace) view() fyne.CanvasObject {
	m := p.model
	switch {
	case p.answers() != nil:
		return p.answers()
	case m.Picture() == lesson.PictureTwoPaths:
		return p.twoPaths()
	case m.GraphOnShow() && m.Tab() == model.TabBoards:
		return p.boardEnsemble()
	case m.GraphOnShow():
		return p.boardGraph()
	}
	return nil
}

// setState shows s, the position on show, in the graph and the possible
// boards made so far.
func (p *inPlace) setState(s game.State) {
	if p.graph != nil {
		p.graph.SetState(s)
	}
	if p.boards != nil {
		p.boards.SetState(s)
	}
}

// boardGraph returns the graph, with the way back.
func (p *inPlace) boardGraph() fyne.CanvasObject {
	if p.graphIn == nil {
		p.graph = teach.NewGraph()
		p.graph.SetState(p.model.Game().OnShow())
		p.graphIn = p.withWayBack(p.graph)
	}
	return p.graphIn
}

// boardEnsemble returns the possible boards, with the way back: on a
// projector a lesson's step leaves their tab a line. They do not scroll
// there: a board a little smaller than its least size beats a pager out
// of sight.
func (p *inPlace) boardEnsemble() fyne.CanvasObject {
	if p.boardsIn == nil {
		p.boards = teach.NewEnsembleView()
		p.boards.SetState(p.model.Game().OnShow())
		p.boardsIn = p.withWayBack(p.boards)
	}
	return p.boardsIn
}

// twoPaths returns the two-path experiment, with path A blocked as the
// model has it. Its check asks the model, as the E key does.
func (p *inPlace) twoPaths() fyne.CanvasObject {
	if p.paths == nil {
		p.paths = teach.NewTwoPaths()
		p.paths.OnBlocked = func(bool) { p.refuse(p.model.TogglePathBlocked()) }
	}
	p.paths.SetBlocked(p.model.PathBlocked())
	p.paths.SetBlockable(p.model.PathBlockable())
	return p.paths
}

// withWayBack returns view under a button that brings the board back.
func (p *inPlace) withWayBack(view fyne.CanvasObject) fyne.CanvasObject {
	back := widget.NewButtonWithIcon(lang.L("Back to the board ({{.Graph}} or {{.Escape}})", map[string]any{"Graph": command.KeyLabel(command.GraphInPlace), "Escape": command.KeyLabel(command.Cancel)}), theme.NavigateBackIcon(), p.model.ToggleGraph)
	return container.NewBorder(container.NewHBox(back), nil, nil, nil, view)
}
