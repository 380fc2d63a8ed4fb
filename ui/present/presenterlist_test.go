package present

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Every title of the presenter view's lesson list is in the presenter's
// theme, at its size, the rows scrolled into view as the plan goes on
// too: a row made outside it had the app's theme, in presentation mode
// the class view's, larger (teacher walk t17 #6: at lesson 7, "Where the
// metap…" larger than its neighbours, and the row below it cut).
func TestTheLessonListIsInOneSize(t *testing.T) {
	h, p := presenting(t)
	p.win.Resize(fyne.NewSize(1366, 768))
	want := p.look.Theme().Size(theme.SizeNameText)
	for i := range h.lessons {
		h.p.Render(View{Presented: true, Lesson: h.lessons[i], LessonIndex: i})
		for _, o := range test.LaidOutObjects(p.lessons) {
			if l, ok := o.(*widget.Label); ok {
				if got := theme.SizeForWidget(theme.SizeNameText, l); got != want {
					t.Errorf("lesson %d open: the list's %q is in a theme of text %v, want the presenter's %v", i+1, l.Text, got, want)
				}
			}
		}
	}
}
