package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/style"
)

// status is the status line beside the board: a large headline in the
// colour of the player concerned, what the last action did, what to do
// now, why the last input did nothing and the computer's advice (a hint
// or a review, which presentation mode shows too).
type status struct {
	widget.BaseWidget
	headline *widget.RichText
	detail   *widget.Label
	advice   *widget.Label
	hint     *widget.Label
	lines    *fyne.Container // the four above, in the order of what is said
	said     coach.Status    // what show put on it last
	aside    bool            // beside a lesson's step, outside presentation mode: the headline is the board's, a line of context, not the step's title
}

// newStatus returns an empty status line.
func newStatus() *status {
	st := &status{
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
func (st *status) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(st.lines)
}

// show puts t on the status line, and reports whether what it says, not
// counting why the last input did nothing, changed.
func (st *status) show(t coach.Status) (changed bool) {
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
func (st *status) order(hintFirst bool) {
	lines := []fyne.CanvasObject{st.headline, st.detail, st.hint, st.advice}
	if hintFirst {
		lines = []fyne.CanvasObject{st.headline, st.advice, st.detail, st.hint}
	}
	if !slices.Equal(lines, st.lines.Objects) {
		st.lines.Objects = lines
		st.lines.Refresh()
	}
}

// heightToAdvice returns the height the status line needs at its
// width for what happened and what to do, and for the first two lines of
// the computer's advice, which show that more follows.
func (st *status) heightToAdvice() float32 {
	line := fyne.MeasureText("Mg", theme.Size(st.advice.SizeName), fyne.TextStyle{}).Height
	h := 2*line + 2*theme.InnerPadding()
	for _, o := range []fyne.CanvasObject{st.headline, st.detail, st.hint} {
		if o.Visible() {
			h += o.MinSize().Height + theme.Padding()
		}
	}
	return h
}

// hintSpan returns where the line on why the last input did nothing
// starts and ends, down from the status line's top.
func (st *status) hintSpan() (top, bottom float32) {
	return st.hint.Position().Y, st.hint.Position().Y + st.hint.Size().Height
}

// showHeadline puts the headline on, in the colour of the player
// concerned, smaller beside a lesson's step.
func (st *status) showHeadline() {
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

// saidHint returns the status line's line on why the last input did
// nothing, "" for none.
func (st *status) saidHint() string { return st.said.Hint }

// setDetail shows the status line's detail below its headline, or
// hides it.
func (st *status) setDetail(on bool) {
	if on {
		st.detail.Show()
	} else {
		st.detail.Hide()
	}
}

// setAside makes the headline smaller beside a lesson's step, where it is
// the board's and the step's own title is below it, or not.
func (st *status) setAside(on bool) {
	if on != st.aside {
		st.aside = on
		st.showHeadline()
	}
}
