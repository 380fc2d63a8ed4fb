package ui

import (
	"testing"

	"github.com/qttt-edu/qttt/ui/answers"
	"github.com/qttt-edu/qttt/ui/answersview"
	"github.com/qttt-edu/qttt/ui/internal/command"
)

// With class answers on and no phone answering (the school's Wi-Fi gone
// mid-class), S and the reveal leave the board whole: no chart of "–"
// bars and "0 answers" takes its room (teacher walk t17 #5); the
// presenter view still counts the answers, none.
func TestNoChartWhenNoPhoneAnswered(t *testing.T) {
	a, c := answeringClass(t)
	joinRoom(t, c.URL()) // a phone that answers nothing
	if v := c.Room().View(); v.Phase != answers.Open {
		t.Fatalf("at the question the phones' round is %v, want it open", v.Phase)
	}
	invoke(a, command.ShowSpread)
	chart := func() bool {
		s := deckOf(a).Slide()
		return shows[*answersview.Chart](s.Visual) || shows[*answersview.Chart](s.Below)
	}
	if chart() || c.SpreadShown() {
		t.Errorf("S with no answer: a chart on the slide (%T, %T), spread shown %v", deckOf(a).Slide().Visual, deckOf(a).Slide().Below, c.SpreadShown())
	}
	invoke(a, command.NextStep) // the reveal
	if !a.model.Revealed(a.model.Step()) {
		t.Fatal("Page Down after S did not reveal the answer")
	}
	if chart() {
		t.Errorf("the reveal with no answer: a chart on the slide (%T, %T)", deckOf(a).Slide().Visual, deckOf(a).Slide().Below)
	}
}
