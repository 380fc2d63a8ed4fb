package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// boardBeside lays out two objects side by side: the board on the left,
// as wide as it is high if the panel on the right keeps at least its
// minimum width, and the panel with the rest. The board so keeps its
// place and size whatever the panel says.
type boardBeside struct{}

// panelEms is the panel's least width in units of the theme's text size:
// room for about fifty characters a line.
const panelEms = 26

// panelWidth returns the least width of the panel.
func panelWidth(panel fyne.CanvasObject) float32 {
	return max(panel.MinSize().Width, panelEms*theme.TextSize())
}

var _ fyne.Layout = boardBeside{}

// Layout places the board (objects[0]) and the panel (objects[1]).
func (boardBeside) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	board, panel := objects[0], objects[1]
	pad := theme.Padding()
	side := max(min(size.Height, size.Width-pad-panelWidth(panel)), board.MinSize().Width)
	board.Move(fyne.NewPos(0, 0))
	board.Resize(fyne.NewSize(side, size.Height))
	panel.Move(fyne.NewPos(side+pad, 0))
	panel.Resize(fyne.NewSize(size.Width-side-pad, size.Height))
}

// MinSize returns the room both objects need side by side.
func (boardBeside) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, panel := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(board.Width+theme.Padding()+panelWidth(objects[1]), max(board.Height, panel.Height))
}
