package present

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// classLayout places the board (objects[0]) as large as it fits, with the
// side panel (objects[1]) beside it in a column wide enough for its tabs'
// row, or at least of ClassEms, unless that leaves the board less than
// boardShare of the height, as on a portrait screen: then the side panel
// goes below it. It only moves and resizes them.
type classLayout struct {
	tabs *container.AppTabs // the side panel's tabs, nil for none
}

var _ fyne.Layout = classLayout{}

// ClassEms is the least width of a side column beside the board, in
// units of the theme's text size.
const ClassEms = 16

// boardShare is the least share of the height the board takes beside the
// side panel, and the most it takes above it.
const boardShare = 0.6

// textSize returns the text size the side panel is shown in.
func (l classLayout) textSize() float32 {
	if l.tabs == nil {
		return theme.TextSize()
	}
	return theme.CurrentForWidget(l.tabs).Size(theme.SizeNameText)
}

// Layout places the board and the side panel.
func (l classLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	board, side := objects[0], objects[1]
	pad, text := theme.Padding(), l.textSize()
	board.Move(fyne.NewPos(0, 0))
	// The widest column first, so that every tab shows, then the narrowest.
	for _, column := range []float32{max(ClassEms*text, TabRowWidth(l.tabs)), ClassEms * text} {
		if b := min(size.Height, size.Width-pad-column); b >= boardShare*size.Height {
			board.Resize(fyne.NewSquareSize(b))
			side.Move(fyne.NewPos(b+pad, 0))
			side.Resize(fyne.NewSize(size.Width-b-pad, size.Height))
			return
		}
	}
	h := min(size.Width, boardShare*size.Height)
	board.Resize(fyne.NewSize(size.Width, h))
	side.Move(fyne.NewPos(0, h+pad))
	side.Resize(fyne.NewSize(size.Width, size.Height-h-pad))
}

// MinSize returns the room for the smallest board beside the side panel:
// the least a screen in landscape needs, so that presentation mode never
// makes the window larger than the screen.
func (l classLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, side := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(board.Width+theme.Padding()+max(side.Width, ClassEms*l.textSize()), max(board.Height, side.Height))
}

// TabRowWidth returns the width of the row of tab buttons of tabs with
// every tab in it, as Fyne's AppTabs draws them on the desktop in the
// theme they are shown in: each title in bold with the inner padding on
// both sides, a padding apart.
func TabRowWidth(tabs *container.AppTabs) float32 {
	if tabs == nil || len(tabs.Items) == 0 {
		return 0
	}
	th := theme.CurrentForWidget(tabs)
	inner, pad, text := th.Size(theme.SizeNameInnerPadding), theme.Padding(), th.Size(theme.SizeNameText)
	bold := fyne.TextStyle{Bold: true}
	w := float32(len(tabs.Items)-1) * pad
	for _, item := range tabs.Items {
		w += fyne.MeasureText(item.Text, text, bold).Width + 2*inner
	}
	// One unit to spare: a column computed as the rest of the window can
	// come out a rounding error narrower than w, and AppTabs then moves
	// the last tab into its overflow menu.
	return w + 1
}
