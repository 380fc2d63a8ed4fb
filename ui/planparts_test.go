package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/plan"
)

// The plan's parts are those of the guide's timing table: the closing
// slide ("Homework, or a second class") comes after them and is none of
// them, so the presenter view never says "Part 9 of 9" there.
func TestTheClosingSlideIsNoPartOfThePlan(t *testing.T) {
	a := newTestApp(t)
	presentAt(a, 1024, 768)
	parts := 0
	for _, it := range planOf(a) {
		if it.Kind != plan.Homework {
			parts++
		}
	}
	if parts != len(planOf(a))-1 || planOf(a)[len(planOf(a))-1].Kind != plan.Homework {
		t.Fatalf("the plan has %d items, %d of them parts: want a closing slide after the parts", len(planOf(a)), parts)
	}
	for range 1000 {
		if item, _ := a.model.Slide(); item != nil && item.Kind == plan.Homework {
			break
		}
		ps := a.model.PlanStatus()
		if ps == (model.PlanStatus{}) { // the board, before the plan's first part
			press(a, fyne.KeyPageDown)
			continue
		}
		if ps.Count != parts || ps.At < 1 || ps.At > parts {
			t.Fatalf("on the way through the plan: part %d of %d, want of %d", ps.At, ps.Count, parts)
		}
		press(a, fyne.KeyPageDown)
	}
	if ps := a.model.PlanStatus(); ps.Count != parts || ps.At <= ps.Count || ps.Next != "" {
		t.Errorf("at the closing slide: part %d of %d, next %q; want after the %d parts, with nothing next", ps.At, ps.Count, ps.Next, parts)
	}
}
