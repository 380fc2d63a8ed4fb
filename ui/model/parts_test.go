package model

import "testing"

// An aside over another goes back to the step's own tab, not to the aside
// before it; a new step forgets it.
func TestAnAsideGoesBackToTheStepsTab(t *testing.T) {
	v := modes{tab: TabMoves, hideTeach: true}
	v.putAside(TabBoards)
	v.putAside(TabExplain)
	if v.tab != TabExplain || !v.narrating || v.hideTeach {
		t.Fatalf("F1 over F2: tab %v, narrating %v, teaching hidden %v; want the explanation narrated, shown", v.tab, v.narrating, v.hideTeach)
	}
	v.endAside()
	if v.tab != TabMoves || !v.hideTeach || v.narrating || v.aside.on {
		t.Errorf("back from two asides: %+v; want the step's Moves tab, hidden, as before either", v)
	}
	v.putAside(TabGraph)
	v.pathBlocked = true
	v.newStep()
	if v.aside.on || v.narrating || v.pathBlocked {
		t.Errorf("a new step keeps %+v", v)
	}
}
