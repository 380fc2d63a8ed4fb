package panel

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/session"
)

// The status line says what it is given, and reports a change only when
// more than why the last input did nothing changed.
func TestTheStatusLineSaysWhatItIsGiven(t *testing.T) {
	test.NewTempApp(t)
	st := NewStatus()
	st.Resize(fyne.NewSize(400, 300))
	if !st.SetStatus(coach.Status{Headline: "X to move", Detail: []string{"Pick two squares."}}) {
		t.Error("a new headline is no change")
	}
	if st.SetStatus(coach.Status{Headline: "X to move", Detail: []string{"Pick two squares."}, Hint: "Square 1 is taken."}) {
		t.Error("why an input did nothing counts as a change")
	}
	if got := uitest.ShownText(st); !strings.Contains(got, "X to move") || !strings.Contains(got, "Square 1 is taken.") {
		t.Errorf("the status line shows %q", got)
	}
}

// A row picked in the list of moves reviews the position after it, and
// the list marks an action the review found a mistake.
func TestAMoveListRowReviewsItsPosition(t *testing.T) {
	test.NewTempApp(t)
	g := session.New()
	g.Load(uitest.Record(t, "X1 1 5", "O2 5 9"), session.Opponent{}, false)
	reviewed := -1
	ml := NewMoveList(g, func(i int) bool { return i == 1 }, func(n int) { reviewed = n })
	ml.Resize(fyne.NewSize(300, 400))
	ml.Update()
	if got := uitest.ShownText(ml); !strings.Contains(got, "O2 (squares 5 and 9)"+MistakeMark(true)) {
		t.Errorf("the list shows %q, want O2 marked", got)
	}
	test.WidgetRenderer(ml).Objects()[0].(*widget.List).Select(1)
	if reviewed != 1 {
		t.Errorf("the row of X1 picked reviews %d actions, want 1", reviewed)
	}
}
