package model

import (
	"testing"
	"time"
)

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

// The plan's clock begins once, when its first item shows, and a restart
// resumes it only for this class: begun at most lastClass ago.
func TestThePlansClockBeginsOnceAndResumesOnlyThisClass(t *testing.T) {
	start := time.Date(2026, 12, 7, 9, 0, 0, 0, time.UTC)
	p := planCursor{at: -1}
	p.onShow(start)
	if !p.began.IsZero() {
		t.Fatal("the clock began with no item on show")
	}
	p.at = 0
	p.onShow(start)
	p.onShow(start.Add(time.Minute))
	if !p.began.Equal(start) {
		t.Errorf("the clock began at %v, want %v", p.began, start)
	}
	for _, tc := range []struct {
		began time.Time
		want  bool
	}{
		{start.Add(-time.Hour), true},
		{start.Add(-lastClass - time.Minute), false},
		{start.Add(time.Minute), false}, // to come: another clock's
	} {
		q := planCursor{at: 0}
		q.resume(tc.began, start)
		if resumed := q.began.Equal(tc.began); resumed != tc.want {
			t.Errorf("began %v at %v: resumed %v, want %v", tc.began, start, resumed, tc.want)
		}
	}
}
