package present

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
)

// The presenter view's "On the projector" shows the page the class sees
// of a step cut into pages, and follows each Page Down that turns one
// (teacher walk t17 #7: at the quiz before the class's page 2, the
// projector showed questions 2 and 3, the presenter still question 1).
func TestOnTheProjectorFollowsThePage(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	first, second := strings.Repeat("The first question is long. ", 25), strings.Repeat("The second question follows it. ", 25)
	h.lessons = []*lesson.Lesson{{Title: "Pages", Steps: []lesson.Step{{Text: "1. " + first + "\n2. " + second}}}}
	h.press(fyne.KeyF11)
	h.runTimers()
	p := h.p.presenter
	h.win.Resize(fyne.NewSize(1024, 768))
	h.Invoke(command.NextStep)
	if _, n := h.p.Deck().Page(); n < 2 {
		t.Fatalf("the step is %d page at 1024×768: the test needs more", n)
	}
	words := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for page := 0; ; page++ {
		onShow := words(strings.Join(h.p.Deck().PageText(), " "))
		if got := words(p.step.Text); got != onShow {
			t.Errorf("at page %d the projector shows %q, the presenter's On the projector %q", page+1, onShow, got)
		}
		if !h.p.Next() {
			break
		}
	}
}
