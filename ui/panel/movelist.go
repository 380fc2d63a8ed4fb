package panel

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/session"
)

// MoveList lists the game's actions in the language in force, with the start
// as the first row. Picking a row reviews the position after that action
// (the present's row ends a review). The row on show is highlighted, and
// undone actions that Redo can bring back are dimmed. The list keeps no
// selection and no keyboard focus of its own, so that every tap on a row
// counts and the keys 1–9 stay with the board.
type MoveList struct {
	widget.BaseWidget
	game    session.View
	mistake func(i int) bool
	review  func(n int)
	list    *widget.List
}

// NewMoveList returns the move list of the game g. mistake tells whether
// the review found action i a mistake, which its row then marks; review
// shows the position after the first n actions, when a row is picked.
func NewMoveList(g session.View, mistake func(i int) bool, review func(n int)) *MoveList {
	ml := &MoveList{game: g, mistake: mistake, review: review}
	ml.ExtendBaseWidget(ml)
	ml.list = widget.NewList(
		func() int { return g.Record().Len() + 1 },
		func() fyne.CanvasObject {
			number := widget.NewLabel("00.")
			number.SizeName = theme.SizeNameSubHeadingText
			notation := widget.NewLabel("collapse 0")
			notation.SizeName = theme.SizeNameSubHeadingText
			shown := canvas.NewRectangle(theme.ColorForWidget(theme.ColorNameSelection, ml))
			return container.NewStack(shown, container.NewHBox(number, notation))
		},
		ml.update,
	)
	ml.list.OnSelected = ml.selected
	return ml
}

// update fills row id: the start, or action id-1 named in the language in
// force.
func (ml *MoveList) update(id widget.ListItemID, row fyne.CanvasObject) {
	layers := row.(*fyne.Container).Objects
	shown, texts := layers[0].(*canvas.Rectangle), layers[1].(*fyne.Container).Objects
	number, notation := texts[0].(*widget.Label), texts[1].(*widget.Label)
	shown.FillColor = theme.ColorForWidget(theme.ColorNameSelection, ml)
	shown.Hidden = id != ml.game.Shown()
	shown.Refresh()
	importance := widget.MediumImportance
	if id == 0 {
		number.SetText("")
		notation.SetText(lang.L("Start of game"))
	} else {
		mistake := ml.mistake(id - 1)
		number.SetText(fmt.Sprintf("%2d.", id))
		notation.SetText(coach.ActionName(ml.game.Record(), id-1) + MistakeMark(mistake))
		if mistake {
			importance = widget.DangerImportance
		}
	}
	if id > ml.game.At() {
		importance = widget.LowImportance
	}
	if notation.Importance != importance {
		notation.Importance = importance
		notation.Refresh()
	}
}

// selected reviews the position of row id, then drops the selection and
// the keyboard focus that the tap gave the list.
func (ml *MoveList) selected(id widget.ListItemID) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(ml.list); c != nil {
		c.Unfocus()
	}
	ml.list.UnselectAll()
	ml.review(id)
}

// Update shows the game's actions with the row on show highlighted and
// in view.
func (ml *MoveList) Update() {
	ml.list.Refresh()
	ml.list.ScrollTo(ml.game.Shown())
}

// CreateRenderer returns the move list's renderer. It is called by Fyne.
func (ml *MoveList) CreateRenderer() fyne.WidgetRenderer {
	return &moveListRenderer{ml: ml}
}

// moveListRenderer lays out the list and keeps the row on show in view
// when the list's height changes, as it does when the status line beside
// it takes more or fewer lines.
type moveListRenderer struct {
	ml *MoveList
}

// Layout gives the list the whole size and scrolls the row on show into
// view.
func (r *moveListRenderer) Layout(size fyne.Size) {
	r.ml.list.Resize(size)
	r.ml.list.ScrollTo(r.ml.game.Shown())
}

// MinSize returns the list's least size.
func (r *moveListRenderer) MinSize() fyne.Size { return r.ml.list.MinSize() }

// Refresh redraws the list.
func (r *moveListRenderer) Refresh() { r.ml.list.Refresh() }

// Objects returns the list.
func (r *moveListRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.ml.list} }

// Destroy does nothing: the renderer holds no resources.
func (r *moveListRenderer) Destroy() {}

// MistakeMark returns the mark the move list puts after an action, a
// mistake or not: " ?" for a mistake, else nothing.
func MistakeMark(mistake bool) string {
	if mistake {
		return " ?"
	}
	return ""
}
