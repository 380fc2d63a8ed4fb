package teach

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/keyselect"
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
	asking   bool        // a lesson's question waits: the words hold back what the counts mean

	summary    *widget.Label
	pageLabel  *widget.Label
	prev, next *widget.Button
	board      *miniBoard
	mark       *keyselect.Select // the spooky mark to count
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
	v.mark = keyselect.New(nil, func(string) {
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
	v.summary.SetText(narrate.Boards(s, v.ensemble, v.asking))
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
	if shown := len(v.spooky) > 0; shown != v.mark.Visible() {
		setVisible(v.mark, shown)
		v.Refresh() // lays the view out with the mark to count, or without it
	}
	v.count()
	v.show()
}

// SetAsking says whether a lesson's question waits for the class's
// answer: the words then say only how many boards there are, not what
// counting them means, as a question about them (is a square on 2 of 3
// boards more likely?) asks just that. The boards stay on show.
func (v *EnsembleView) SetAsking(on bool) {
	if on == v.asking {
		return
	}
	v.asking = on
	v.summary.SetText(narrate.Boards(v.state, v.ensemble, on))
	v.count()
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
	v.counts.SetText(narrate.Counts(v.state, v.ensemble, v.spooky[i], v.asking))
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
	words := container.NewVBox(v.summary, v.counts)
	l := &ensembleLayout{
		words: words, top: container.NewVScroll(words), mark: v.mark,
		board: v.board, label: v.pageLabel, prev: v.prev, next: v.next,
		pad: theme.SizeForWidget(theme.SizeNamePadding, v),
	}
	return widget.NewSimpleRenderer(container.New(l, l.top, v.mark, v.board, v.pageLabel, v.prev, v.next))
}

// wideRatio is how much wider than high the view must be to put the board
// beside the words rather than under them, as in a short tab beside a
// lesson on a laptop: under them, the board would be cut off below.
const wideRatio = 1.6

// ensembleLayout places the view's words, the mark to count, its board
// and its pager. Tall, as in place of the board, the words go on top,
// the mark to count under them, the board in the middle between the
// pager's arrows and the page's number below it. Wide and short, as in
// the side tab on a laptop, the board takes the whole height on the left;
// the words scroll above a row that holds the mark to count and the
// pager, never scrolled away (student walk t17 #11: the choice of mark
// was cut in half at the tab's bottom edge), or, where that row has no
// room for both, two rows.
type ensembleLayout struct {
	words      *fyne.Container   // the summary or the counts
	top        *container.Scroll // the words, scrolled where the wide layout leaves them too little height
	mark       fyne.CanvasObject // the mark to count, hidden while none is spooky
	board      fyne.CanvasObject
	label      *widget.Label // the page's number
	prev, next *widget.Button
	pad        float32
	wide       bool // laid out wide last time
}

// markSize returns the size the mark to count takes, zero while hidden.
func (l *ensembleLayout) markSize() fyne.Size {
	if !l.mark.Visible() {
		return fyne.Size{}
	}
	return l.mark.MinSize()
}

func (l *ensembleLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	l.wide = size.Width >= wideRatio*size.Height
	prev, next, label, mark := l.prev.MinSize(), l.next.MinSize(), l.label.MinSize(), l.markSize()
	if l.wide {
		side := min(size.Height, size.Width/2)
		l.board.Move(fyne.NewPos(0, 0))
		l.board.Resize(fyne.NewSquareSize(side))
		x := side + l.pad
		w := size.Width - x
		row := max(prev.Height, label.Height) // the pager's row, at the bottom
		pager := x                            // where the pager starts in it
		words := size.Height - row - l.pad    // the words' height, above the rows
		if mark.Height > 0 {
			if mark.Width+l.pad+prev.Width+label.Width+next.Width <= w { // in the pager's row, before it
				row = max(row, mark.Height)
				l.mark.Move(fyne.NewPos(x, size.Height-row+(row-mark.Height)/2))
				pager += mark.Width + l.pad
				words = size.Height - row - l.pad
			} else { // in a row of its own above the pager's
				l.mark.Move(fyne.NewPos(x, size.Height-row-l.pad-mark.Height))
				words -= mark.Height + l.pad
			}
			l.mark.Resize(mark)
		}
		l.top.Move(fyne.NewPos(x, 0))
		l.top.Resize(fyne.NewSize(w, words))
		y := size.Height - row
		l.prev.Move(fyne.NewPos(pager, y+(row-prev.Height)/2))
		l.prev.Resize(prev)
		l.next.Move(fyne.NewPos(size.Width-next.Width, y+(row-next.Height)/2))
		l.next.Resize(next)
		l.label.Move(fyne.NewPos(pager+prev.Width, y+(row-label.Height)/2))
		l.label.Resize(fyne.NewSize(size.Width-pager-prev.Width-next.Width, label.Height))
		return
	}
	l.words.Resize(fyne.NewSize(size.Width, l.words.MinSize().Height)) // wraps the words at the width
	top := l.words.MinSize().Height
	l.top.Move(fyne.NewPos(0, 0))
	l.top.Resize(fyne.NewSize(size.Width, top))
	if mark.Height > 0 {
		l.mark.Move(fyne.NewPos(0, top+l.pad))
		l.mark.Resize(fyne.NewSize(size.Width, mark.Height))
		top += l.pad + mark.Height
	}
	l.label.Move(fyne.NewPos(0, size.Height-label.Height))
	l.label.Resize(fyne.NewSize(size.Width, label.Height))
	y, h := top+l.pad, size.Height-top-label.Height-2*l.pad
	l.prev.Move(fyne.NewPos(0, y+(h-prev.Height)/2))
	l.prev.Resize(prev)
	l.next.Move(fyne.NewPos(size.Width-next.Width, y+(h-next.Height)/2))
	l.next.Resize(next)
	x, w := prev.Width+l.pad, size.Width-prev.Width-next.Width-2*l.pad
	l.board.Move(fyne.NewPos(x, y))
	l.board.Resize(fyne.NewSize(w, h))
}

// MinSize is the tall layout's, or, laid out wide last time, the wide
// one's: a few lines of words above the pager, beside a board that takes
// their height.
func (l *ensembleLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	prev, next, label, board, mark := l.prev.MinSize(), l.next.MinSize(), l.label.MinSize(), l.board.MinSize(), l.markSize()
	words := l.words.MinSize()
	row := max(prev.Height, label.Height, mark.Height)
	if l.wide {
		return fyne.NewSize(max(words.Width, mark.Width, prev.Width+label.Width+next.Width), 3*row)
	}
	return fyne.NewSize(max(words.Width, mark.Width, prev.Width+board.Width+next.Width+2*l.pad),
		words.Height+mark.Height+l.pad+board.Height+label.Height+2*l.pad)
}

// letGo gives the keyboard back to the window once a choice is made with
// o, which took the focus when tapped, so that the window's keys (Space,
// Page Down, F1–F4, the digits) go on working.
func letGo(o interface {
	fyne.CanvasObject
	fyne.Focusable
}) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil && c.Focused() == fyne.Focusable(o) {
		c.Unfocus()
	}
}
