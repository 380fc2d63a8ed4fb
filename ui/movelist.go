package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// moveList lists the game's actions in record notation, with the start
// as the first row. Picking a row reviews the position after that action;
// the row of the present is selected while no review is on, and undone
// actions that Redo can bring back are dimmed.
type moveList struct {
	widget.BaseWidget
	app  *App
	list *widget.List
}

// newMoveList returns the move list of a.
func newMoveList(a *App) *moveList {
	ml := &moveList{app: a}
	ml.ExtendBaseWidget(ml)
	ml.list = widget.NewList(
		func() int { return a.rec.Len() + 1 },
		func() fyne.CanvasObject {
			number := widget.NewLabel("00.")
			number.TextStyle.Monospace = true
			number.SizeName = theme.SizeNameSubHeadingText
			notation := widget.NewLabel("collapse 0")
			notation.TextStyle.Monospace = true
			notation.SizeName = theme.SizeNameSubHeadingText
			return container.NewHBox(number, notation)
		},
		ml.update,
	)
	ml.list.OnSelected = ml.selected
	return ml
}

// update fills row id: the start, or action id-1 in record notation.
func (ml *moveList) update(id widget.ListItemID, row fyne.CanvasObject) {
	parts := row.(*fyne.Container).Objects
	number, notation := parts[0].(*widget.Label), parts[1].(*widget.Label)
	if id == 0 {
		number.SetText("")
		notation.SetText(lang.L("Start"))
	} else {
		number.SetText(fmt.Sprintf("%2d.", id))
		notation.SetText(ml.app.rec.Notation(id - 1))
	}
	importance := widget.MediumImportance
	if id > ml.app.at {
		importance = widget.LowImportance
	}
	if notation.Importance != importance {
		notation.Importance = importance
		notation.Refresh()
	}
}

// selected reviews the position of row id and gives the keyboard focus
// back to the board's keys.
func (ml *moveList) selected(id widget.ListItemID) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(ml.list); c != nil {
		c.Unfocus()
	}
	ml.app.review(id)
}

// refresh shows the game's actions with the position on show selected.
func (ml *moveList) refresh() {
	ml.list.Refresh()
	ml.list.Select(ml.app.shown)
	ml.list.ScrollTo(ml.app.shown)
}

// CreateRenderer returns the move list's renderer. It is called by Fyne.
func (ml *moveList) CreateRenderer() fyne.WidgetRenderer {
	return &moveListRenderer{ml: ml}
}

// moveListRenderer lays out the list and keeps the row on show in view
// when the list's height changes, as it does when the status line beside
// it takes more or fewer lines.
type moveListRenderer struct {
	ml *moveList
}

// Layout gives the list the whole size and scrolls the row on show into
// view.
func (r *moveListRenderer) Layout(size fyne.Size) {
	r.ml.list.Resize(size)
	r.ml.list.ScrollTo(r.ml.app.shown)
}

// MinSize returns the list's least size.
func (r *moveListRenderer) MinSize() fyne.Size { return r.ml.list.MinSize() }

// Refresh redraws the list.
func (r *moveListRenderer) Refresh() { r.ml.list.Refresh() }

// Objects returns the list.
func (r *moveListRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.ml.list} }

// Destroy does nothing: the renderer holds no resources.
func (r *moveListRenderer) Destroy() {}
