package teach

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/narrate"
)

// EnsembleView says how many classical boards a position could still
// collapse to, pages through them one small board at a time, and counts
// on how many of them a chosen spooky mark is in each of its squares.
type EnsembleView struct {
	widget.BaseWidget
	state    game.State
	ensemble game.Ensemble
	page     int
	spooky   []game.Mark // the marks that can be counted, in move order

	summary    *widget.Label
	pageLabel  *widget.Label
	prev, next *widget.Button
	board      *miniBoard
	mark       *widget.Select // the spooky mark to count
	counts     *widget.Label
}

// NewEnsembleView returns a view of the empty board's ensemble.
func NewEnsembleView() *EnsembleView {
	v := &EnsembleView{
		summary:   &widget.Label{Wrapping: fyne.TextWrapWord}, // the theme's text size leaves room for the board
		pageLabel: &widget.Label{Alignment: fyne.TextAlignCenter},
		board:     newMiniBoard(),
		counts:    &widget.Label{Wrapping: fyne.TextWrapWord},
	}
	v.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { v.turn(-1) })
	v.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { v.turn(+1) })
	v.mark = widget.NewSelect(nil, func(string) {
		v.count()
		letGo(v.mark)
	})
	v.mark.PlaceHolder = lang.L("Count a mark's boards")
	v.ExtendBaseWidget(v)
	v.SetState(game.State{})
	return v
}

// SetState shows the ensemble of s, from its first board. The mark chosen
// for counting stays chosen while it is spooky.
func (v *EnsembleView) SetState(s game.State) {
	v.state, v.ensemble, v.page = s, s.Ensemble(), 0
	v.summary.SetText(narrate.Boards(s, v.ensemble))
	chosen := v.mark.Selected
	v.spooky = narrate.SpookyMarks(s)
	names := make([]string, len(v.spooky))
	for i, m := range v.spooky {
		names[i] = m.String()
	}
	v.mark.SetOptions(names)
	if i := slices.Index(names, chosen); i >= 0 {
		v.mark.SetSelectedIndex(i) // counts again, on the new boards
	} else {
		v.mark.ClearSelected()
	}
	setVisible(v.mark, len(v.spooky) > 0)
	v.count()
	v.show()
}

// CountFor chooses the spooky mark m to count, if it is spooky.
func (v *EnsembleView) CountFor(m game.Mark) {
	if i := slices.Index(v.mark.Options, m.String()); i >= 0 {
		v.mark.SetSelectedIndex(i)
	}
}

// count says on how many boards the chosen mark is in each of its
// squares. The count names the boards' total and that it is no odds, so
// the summary, which says the same, gives its room to the board.
func (v *EnsembleView) count() {
	i := v.mark.SelectedIndex()
	if i < 0 || i >= len(v.spooky) {
		v.counts.Hide()
		v.summary.Show()
		return
	}
	v.summary.Hide()
	v.counts.SetText(narrate.Counts(v.state, v.ensemble, v.spooky[i]))
	v.counts.Show()
}

// turn moves by delta boards, wrapping round at either end.
func (v *EnsembleView) turn(delta int) {
	n := v.ensemble.Len()
	v.page = (v.page + delta + n) % n
	v.show()
}

// show draws the current board and the pager.
func (v *EnsembleView) show() {
	n := v.ensemble.Len()
	v.pageLabel.SetText(lang.L("Board {{.Page}} of {{.Count}}", map[string]any{"Page": v.page + 1, "Count": n}))
	setEnabled(v.prev, n > 1)
	setEnabled(v.next, n > 1)
	v.board.set(v.ensemble.Board(v.page), v.state)
}

// CreateRenderer returns the view's renderer.
func (v *EnsembleView) CreateRenderer() fyne.WidgetRenderer {
	top := container.NewVBox(v.summary, v.mark, v.counts)
	return widget.NewSimpleRenderer(container.NewBorder(top, v.pageLabel,
		container.NewCenter(v.prev), container.NewCenter(v.next), v.board))
}

// letGo gives the keyboard back to the window once a choice is made with
// o, which took the focus when tapped, so that the window's keys (Page
// Down, F1–F4, the digits) go on working.
func letGo(o *widget.Select) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil && c.Focused() == fyne.Focusable(o) {
		c.Unfocus()
	}
}
