package teach

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
)

// EnsembleView says how many classical boards a position could still
// collapse to and pages through them, one small board at a time.
type EnsembleView struct {
	widget.BaseWidget
	state    game.State
	ensemble game.Ensemble
	page     int

	summary    *widget.Label
	pageLabel  *widget.Label
	prev, next *widget.Button
	board      *miniBoard
}

// NewEnsembleView returns a view of the empty board's ensemble.
func NewEnsembleView() *EnsembleView {
	v := &EnsembleView{
		summary:   &widget.Label{SizeName: theme.SizeNameSubHeadingText, Wrapping: fyne.TextWrapWord},
		pageLabel: &widget.Label{Alignment: fyne.TextAlignCenter},
		board:     newMiniBoard(),
	}
	v.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { v.turn(-1) })
	v.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { v.turn(+1) })
	v.ExtendBaseWidget(v)
	v.SetState(game.State{})
	return v
}

// SetState shows the ensemble of s, from its first board.
func (v *EnsembleView) SetState(s game.State) {
	v.state, v.ensemble, v.page = s, s.Ensemble(), 0
	n := v.ensemble.Len()
	if n == 1 {
		v.summary.SetText(lang.L("Every mark is classical: this board is the only one."))
	} else {
		v.summary.SetText(i18n.N("This position could still collapse to {{.Count}} classical boards.", n, map[string]any{"Count": n}))
	}
	v.show()
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
	return widget.NewSimpleRenderer(container.NewBorder(container.NewVBox(v.summary, v.pageLabel), nil,
		container.NewCenter(v.prev), container.NewCenter(v.next), v.board))
}
