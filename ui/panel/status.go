// Package panel holds the widgets of the side panel beside the board that
// show the game: the status line and the list of moves. They show what
// they are given and change nothing else; a row picked in the list is
// told through a callback, as the board tells its squares.
package panel

import (
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/style"
)

// Status is the status line beside the board: a large headline in the
// colour of the player concerned, what the last action did, what to do
// now, why the last input did nothing and the computer's advice (a hint
// or a review, which presentation mode shows too).
type Status struct {
	widget.BaseWidget
	headline *widget.RichText
	detail   *widget.Label
	advice   *widget.Label
	hint     *widget.Label
	lines    *fyne.Container // the four above, in the order of what is said
	said     coach.Status    // what SetStatus put on it last
	aside    bool            // beside a lesson's step, outside presentation mode: the headline is the board's, a line of context, not the step's title
}

// NewStatus returns an empty status line.
func NewStatus() *Status {
	st := &Status{
		headline: widget.NewRichText(),
		detail:   widget.NewLabel(""),
		advice:   widget.NewLabel(""),
		hint:     widget.NewLabel(""),
	}
	st.advice.Wrapping = fyne.TextWrapWord
	st.advice.SizeName = theme.SizeNameSubHeadingText
	st.advice.Hide()
	st.headline.Wrapping = fyne.TextWrapWord // a long headline takes two lines, never the board's room
	st.detail.Wrapping = fyne.TextWrapWord
	st.detail.SizeName = theme.SizeNameSubHeadingText
	st.hint.Wrapping = fyne.TextWrapWord
	st.hint.Importance = widget.WarningImportance
	st.hint.SizeName = theme.SizeNameSubHeadingText
	st.lines = container.NewVBox(st.headline, st.detail, st.hint, st.advice)
	st.ExtendBaseWidget(st)
	return st
}

// CreateRenderer returns the status line's renderer. It is called by Fyne.
func (st *Status) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(st.lines)
}

// SetStatus puts t on the status line, and reports whether what it says, not
// counting why the last input did nothing, changed.
func (st *Status) SetStatus(t coach.Status) (changed bool) {
	changed = t.Headline != st.said.Headline || t.Player != st.said.Player || !slices.Equal(t.Happened, st.said.Happened) ||
		!slices.Equal(t.Detail, st.said.Detail) || !slices.Equal(t.Advice, st.said.Advice)
	st.said = t
	st.showHeadline()
	text := strings.Join(t.Detail, " ")
	if len(t.Happened) > 0 {
		text = strings.Join(t.Happened, " ") + "\n\n" + text
	}
	st.detail.SetText(text)
	st.advice.SetText(strings.Join(t.Advice, "\n"))
	if len(t.Advice) == 0 {
		st.advice.Hide()
	} else {
		st.advice.Show()
	}
	st.hint.SetText(t.Hint)
	if t.Hint == "" {
		st.hint.Hide()
	} else {
		st.hint.Show()
	}
	st.order(len(t.Advice) > 0 && !t.Review)
	return changed
}

// order puts a hint asked for right under the headline, or the
// computer's advice last. A hint is about the move to make now and is
// read first, in sight however long what happened before it was (the t7
// student walk: against Perfect at 1366×768 the computer's collapse told
// at length left the hint's move below the tabs); a review judges what
// happened, and follows it.
func (st *Status) order(hintFirst bool) {
	lines := []fyne.CanvasObject{st.headline, st.detail, st.hint, st.advice}
	if hintFirst {
		lines = []fyne.CanvasObject{st.headline, st.advice, st.detail, st.hint}
	}
	if !slices.Equal(lines, st.lines.Objects) {
		st.lines.Objects = lines
		st.lines.Refresh()
	}
}

// HeightToAdvice returns the height the status line needs at its
// width for what happened and what to do, and for the computer's advice:
// all of it when it is short (wholeAdvice lines at most: a review that
// found no mistake, the t13 walk's cut "Review: …" paragraphs), else its
// first two lines, which show that more follows.
func (st *Status) HeightToAdvice() float32 {
	line := fyne.MeasureText("Mg", theme.SizeForWidget(st.advice.SizeName, st), fyne.TextStyle{}).Height
	inner := 2 * theme.SizeForWidget(theme.SizeNameInnerPadding, st)
	h := inner/2 + 2*line // to the second line's end: none of the third in sight
	if whole := st.advice.MinSize().Height; st.advice.Visible() && whole <= wholeAdvice*line+inner {
		h = whole
	}
	for _, o := range []fyne.CanvasObject{st.headline, st.detail, st.hint} {
		if o.Visible() {
			h += o.MinSize().Height + theme.SizeForWidget(theme.SizeNamePadding, st)
		}
	}
	return h
}

// WholeLines returns the largest height up to h at which a line of the
// status line's text ends: a scroll that high shows no line cut in two
// (the t15 student walk: a review broken off mid-line above the tabs).
// A label's lines are each as high as a line of its text, below its
// inner padding.
func (st *Status) WholeLines(h float32) float32 {
	pad := theme.SizeForWidget(theme.SizeNamePadding, st)
	inner := theme.SizeForWidget(theme.SizeNameInnerPadding, st)
	y := float32(0)
	for _, o := range st.lines.Objects {
		if !o.Visible() {
			continue
		}
		if y+o.MinSize().Height > h {
			l, ok := o.(*widget.Label)
			if !ok {
				return y
			}
			line := fyne.MeasureText("Mg", theme.SizeForWidget(l.SizeName, st), l.TextStyle).Height
			whole := float32(math.Floor(float64((h-y-inner)/line) + 1e-3)) // a line that ends at h is whole
			if whole < 1 {
				return y
			}
			return y + inner + whole*line
		}
		y += o.MinSize().Height + pad
	}
	return h
}

// wholeAdvice is how many lines of advice the status line shows whole
// beside what happened.
const wholeAdvice = 4

// HintSpan returns where the line on why the last input did nothing
// starts and ends, down from the status line's top.
func (st *Status) HintSpan() (top, bottom float32) {
	return st.hint.Position().Y, st.hint.Position().Y + st.hint.Size().Height
}

// showHeadline puts the headline on, in the colour of the player
// concerned, smaller beside a lesson's step.
func (st *Status) showHeadline() {
	size := theme.SizeNameHeadingText
	if st.aside {
		size = theme.SizeNameSubHeadingText
	}
	st.headline.Segments = []widget.RichTextSegment{&widget.TextSegment{
		Text: st.said.Headline,
		Style: widget.RichTextStyle{
			ColorName: style.MarkColor(st.said.Player),
			SizeName:  size,
			TextStyle: fyne.TextStyle{Bold: true},
		},
	}}
	st.headline.Refresh()
}

// Said returns what the status line was last given to show.
func (st *Status) Said() coach.Status { return st.said }

// SetDetail shows the status line's detail below its headline, or
// hides it.
func (st *Status) SetDetail(on bool) {
	if on {
		st.detail.Show()
	} else {
		st.detail.Hide()
	}
}

// SetAside makes the headline smaller beside a lesson's step, where it is
// the board's and the step's own title is below it, or not.
func (st *Status) SetAside(on bool) {
	if on != st.aside {
		st.aside = on
		st.showHeadline()
	}
}
