package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/model"
)

// The t9 walk, in Russian at 1366×768: lesson 8's Back/Next row sat at
// y≈584 at step 1 and y≈524 at step 2, so the button was not where the
// mouse was. Whatever tab a step opens (each is built the first time it
// shows), the row keeps its place on the window, step after step, lesson
// after lesson, in English and in Russian.
func TestTheBackNextRowKeepsItsPlaceOnTheWindow(t *testing.T) {
	for _, c := range []struct{ lang, next string }{{"en", "Next"}, {"ru", "Далее"}} {
		for _, size := range []fyne.Size{{Width: 1366, Height: 740}, {Width: 1024, Height: 740}} {
			a := newLanguageApp(t, c.lang)
			a.win.Resize(size)
			var first fyne.Position
			for i := range a.model.Lessons() {
				chooseLesson(a, i)
				for {
					a.win.Content().Refresh()
					if b := visibleButton(a, c.next); b != nil {
						at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
						if first == (fyne.Position{}) {
							first = at
						} else if at.Y != first.Y {
							t.Errorf("%s at %v: lesson %d, step %d: Next at y %v, at %v in lesson 1", c.lang, size, i+1, a.model.Step()+1, at.Y, first.Y)
						}
					}
					if a.model.Forward() != model.Done || lessonOn(a) == nil || a.model.Step() == len(lessonOn(a).Steps)-1 && !a.model.Asking() {
						break
					}
				}
			}
		}
	}
}
