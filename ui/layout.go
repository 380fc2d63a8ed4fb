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

// sidePanel stacks the panel beside the board: the status line and the
// review bar (objects[0] and [1]) at the top, as high as their text needs
// at the panel's width; the side sections (objects[3]) at the bottom; and
// the tabs (objects[2]) with the height in between.
type sidePanel struct{}

var _ fyne.Layout = sidePanel{}

// Layout places the panel's parts.
func (sidePanel) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	y := float32(0)
	for _, o := range objects[:2] {
		if !o.Visible() {
			continue
		}
		h := heightAt(o, size.Width)
		o.Move(fyne.NewPos(0, y))
		y += h + pad
	}
	tabs, side := objects[2], objects[3]
	bottom := size.Height
	if side.Visible() {
		h := side.MinSize().Height
		bottom -= h + pad
		side.Move(fyne.NewPos(0, bottom+pad))
		side.Resize(fyne.NewSize(size.Width, h))
	}
	tabs.Move(fyne.NewPos(0, y))
	tabs.Resize(fyne.NewSize(size.Width, max(bottom-y, tabs.MinSize().Height)))
}

// MinSize returns the room the parts need stacked.
func (sidePanel) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var min fyne.Size
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		min.Width = max(min.Width, m.Width)
		if min.Height > 0 {
			min.Height += theme.Padding()
		}
		min.Height += m.Height
	}
	return min
}

// heightAt gives o the width w and returns the height it needs there.
// Wrapped text needs more lines when narrower, which its MinSize tells
// only once it has that width.
func heightAt(o fyne.CanvasObject, w float32) float32 {
	o.Resize(fyne.NewSize(w, o.MinSize().Height))
	h := o.MinSize().Height
	o.Resize(fyne.NewSize(w, h))
	return h
}
