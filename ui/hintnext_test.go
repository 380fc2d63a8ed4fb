package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/model"
)

// TestAHintLeavesNextLessonInItsPlace: at lesson 3's last step, on a
// 1366×768 laptop, a hint asked for grows the status line above the
// lesson, and the lesson's "Next lesson" button stays where the mouse
// is (the t15 student walk, shots 21 and 22: it moved from y 508 to 512).
func TestAHintLeavesNextLessonInItsPlace(t *testing.T) {
	for _, c := range []struct{ lang, next string }{{"en", "Next lesson"}, {"ru", "Следующий урок"}} {
		t.Run(c.lang, func(t *testing.T) {
			a := newLanguageApp(t, c.lang)
			queue := make(chan func(), 16)
			envOf(a).loop.OnDo = func(f func()) { queue <- f }
			a.computer.Pace = 0
			a.win.Resize(fyne.NewSize(1366, 740))
			chooseLesson(a, 2)
			for a.model.Step() < len(lessonOn(a).Steps)-1 || a.model.Asking() {
				if a.model.Forward() != model.Done {
					t.Fatalf("Page Down at lesson 3's step %d did nothing", a.model.Step()+1)
				}
			}
			a.win.Content().Refresh()
			b := visibleButton(a, c.next)
			if b == nil {
				t.Fatalf("no %q at lesson 3's last step", c.next)
			}
			before, status := fyne.CurrentApp().Driver().AbsolutePositionForObject(b), a.frame.statusBox.Size().Height
			press(a, fyne.KeyH)
			awaitComputer(t, queue, func() bool { return len(statusOf(a).Said().Advice) > 0 })
			a.win.Content().Refresh()
			if a.frame.statusBox.Size().Height <= status {
				t.Fatalf("the hint left the status line %v high: the test shows nothing", status)
			}
			if b = visibleButton(a, c.next); b == nil {
				t.Fatalf("no %q after the hint", c.next)
			}
			if after := fyne.CurrentApp().Driver().AbsolutePositionForObject(b); after != before {
				t.Errorf("%q moved from %v to %v when the hint showed", c.next, before, after)
			}
		})
	}
}
