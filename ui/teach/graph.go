package teach

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
)

// Graph draws the spooky graph of a position: each square a node in its
// place on the board, each spooky mark an edge between its two squares
// labelled with its name (X1, O2, ...), and the cycle awaiting collapse in
// the cycle colour. Squares holding a classical mark show that mark.
type Graph struct {
	widget.BaseWidget
	state game.State
}

// NewGraph returns a graph of the empty board.
func NewGraph() *Graph {
	g := &Graph{}
	g.ExtendBaseWidget(g)
	return g
}

// SetState shows the spooky graph of s.
func (g *Graph) SetState(s game.State) {
	g.state = s
	g.Refresh()
}

// CreateRenderer returns the graph's renderer.
func (g *Graph) CreateRenderer() fyne.WidgetRenderer {
	return newGraphRenderer(g)
}
