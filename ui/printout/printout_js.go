package printout

import (
	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/lesson"
)

// Worksheets returns nil: the browser offers no File › Print worksheet….
func Worksheets(fyne.Window, func() ([]*lesson.Lesson, int), Failed) func() { return nil }

// GuideBar returns nil: the teacher's guide has no Save as PDF… in the
// browser.
func GuideBar(fyne.Window, string, Failed) fyne.CanvasObject { return nil }
