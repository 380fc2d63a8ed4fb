package present

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// S at a question on the page after its step's text (the chart comes
// under the board, which narrows the board and widens the text, so the
// pages are cut anew) keeps the question on show: the page it starts on,
// not the one where the page on show began (teacher walk t17 #2: lesson 2
// step 6 went back to page 1, and the next Page Down showed the question
// again instead of its answer).
func TestTheChartKeepsTheQuestionOnShow(t *testing.T) {
	d, _ := deckOn(t, fyne.NewSize(1024, 768))
	question := "If X chooses square 7 for O4, where does X3 end up?"
	slide := func(words int, chart bool) Slide {
		s := Slide{Key: "lesson 1 step 5", Kicker: "Step 6 of 7", Headline: "Entanglement and a first cycle",
			Visual: widget.NewLabel("board"),
			Body:   []Block{{Text: strings.TrimSpace(strings.Repeat("The cycle collapses at once. ", words))}, {Text: question, Style: Strong}}}
		if chart {
			s.Below = widget.NewLabel("chart")
		} else {
			s.Body = append(s.Body, Block{Text: "Answer on your phone: 127.0.0.1:46755/BGFF", Style: Label})
		}
		return s
	}
	onShow := func() bool {
		return slices.ContainsFunc(d.PageText(), func(l string) bool { return strings.Contains(question, l) })
	}
	tried := 0
	for words := 10; words < 80; words++ {
		d.SetSlide(Slide{Key: "before"})
		d.SetSlide(slide(words, false))
		for !onShow() && d.Next() {
		}
		if page, _ := d.Page(); page == 0 || !strings.HasPrefix(d.PageText()[0], "The cycle") {
			continue // the question on the first page, or on a page of its own: nothing to keep
		}
		tried++
		page, _ := d.Page()
		d.SetSlide(slide(words, true))
		if now, n := d.Page(); !onShow() {
			t.Errorf("%d words before the question: on page %d of %d, S shows page %d of %d: %q; want the question's", words, page+1, n, now+1, n, d.PageText())
		}
	}
	if tried == 0 {
		t.Fatal("no step put its question on a later page after some of its text")
	}
}
