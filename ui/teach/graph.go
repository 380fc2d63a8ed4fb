package teach

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
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

// NewGraphTab returns the Graph tab's content: g, and show, the button
// that shows the graph in place of the board, where it costs the drawing
// least: above it in a room taller than wide, beside it in a wide one, as
// in a lesson's tab on a 1366×768 laptop (student walk t17 #8: above, it
// took the height the graph needed, which then only said so).
func NewGraphTab(g *Graph, show *widget.Button) fyne.CanvasObject {
	return container.New(buttonAside{}, show, g)
}

// buttonAside lays out a button (objects[0]) and a square drawing
// (objects[1]): the button at the top right where the drawing keeps a
// square as high as the room beside it, else across the top.
type buttonAside struct{}

// beside reports whether at size the button of that size goes beside the
// drawing.
func (buttonAside) beside(size, button fyne.Size) bool {
	return size.Width-button.Width-theme.Padding() >= size.Height
}

func (l buttonAside) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	button, drawing := objects[0], objects[1]
	b, pad := button.MinSize(), theme.Padding()
	if l.beside(size, b) {
		button.Move(fyne.NewPos(size.Width-b.Width, 0))
		button.Resize(b)
		drawing.Move(fyne.NewPos(0, 0))
		drawing.Resize(fyne.NewSize(size.Width-b.Width-pad, size.Height))
		return
	}
	button.Move(fyne.NewPos(0, 0))
	button.Resize(fyne.NewSize(size.Width, b.Height))
	drawing.Move(fyne.NewPos(0, b.Height+pad))
	drawing.Resize(fyne.NewSize(size.Width, size.Height-b.Height-pad))
}

func (buttonAside) MinSize(objects []fyne.CanvasObject) fyne.Size {
	b, d := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(b.Width, d.Width), b.Height+theme.Padding()+d.Height)
}
