package ui

import (
	"testing"

	"github.com/qttt-edu/qttt/ui/model"
)

// At the first size, 1000×640, a step of a lesson shows whole in
// Russian, the longest of the six languages, its answer too once revealed
// (the student walk: Russian answers scrolled in small boxes there), or
// where one cannot, as lesson 8's longest, with all the panel's height the
// tabs below it leave (their least, where Possible boards shows a board);
// and Next keeps one place from step to step and lesson to lesson.
func TestRussianLessonsShowWholeAtTheFirstSize(t *testing.T) {
	a := newLanguageApp(t, "ru")
	a.win.Resize(firstSize)
	var next *float32
	for i := range a.model.Lessons() {
		chooseLesson(a, i)
		for {
			a.win.Content().Refresh() // laid out again, as a window is after the step changes
			// Whole, or else with all the height the tabs below it leave.
			has, needs, tabs := guideArea(a).Size().Height, lessonView(a).MinSize().Height, sideTabs(a).Size().Height
			if has < needs-1 && tabs > max(sideTabs(a).MinSize().Height, tabsLeastEms*textSizeOf(sideTabs(a)))+1 { // their least, whichever pages are built yet
				t.Errorf("lesson %d, step %d (answer shown %v): the lesson needs %.0f high to show whole, it has %.0f, and the tabs below it %.0f",
					i+1, a.model.Step()+1, !a.model.Asking(), needs, has, tabs)
			}
			if b := visibleButton(a, "Далее"); b != nil {
				y := b.Position().Y + b.Size().Height
				if next == nil {
					next = &y
				} else if y != *next {
					t.Errorf("lesson %d, step %d: Next's bottom at %v, at %v before", i+1, a.model.Step()+1, y, *next)
				}
			}
			if a.model.Forward() != model.Done || lessonOn(a) == nil || a.model.Step() == len(lessonOn(a).Steps)-1 && !a.model.Asking() {
				break
			}
		}
	}
}
