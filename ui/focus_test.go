package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/teach"
)

// The t7 student walk, lesson 7: the student ticked "Block path A" with
// the mouse, then pressed Space as "Show answer (Space)" says. The check
// had taken the focus with the click, and Space ticked it off again; no
// answer showed. The click leaves the keys to the lesson: Space shows the
// answer and path A stays blocked.
func TestSpaceShowsTheAnswerAfterAClickOnBlockPathA(t *testing.T) {
	a := newTestApp(t)
	openLesson(t, a, "07-metaphor")
	for i := 0; i < 40 && (a.model.Picture() != lesson.PictureTwoPaths || !a.model.Asking()); i++ {
		press(a, fyne.KeySpace, fyne.KeyPageDown)
	}
	paths, ok := inPlaceOfBoard(a).(*teach.TwoPaths)
	if !ok || !a.model.Asking() {
		t.Fatalf("lesson 7's two-path question: %T in place of the board, asking %v", inPlaceOfBoard(a), a.model.Asking())
	}
	var check *widget.Check
	for _, o := range test.LaidOutObjects(paths) {
		if c, ok := o.(*widget.Check); ok {
			check = c
		}
	}
	if check == nil {
		t.Fatal("the two paths have no check to block path A")
	}
	test.Tap(check)
	if !a.model.PathBlocked() {
		t.Fatal("a click on Block path A did not block it")
	}
	press(a, fyne.KeySpace)
	if a.model.Asking() || !a.model.PathBlocked() || !check.Checked {
		t.Errorf("Space after the click: asking %v, path A blocked %v, ticked %v; want the answer shown and path A still blocked",
			a.model.Asking(), a.model.PathBlocked(), check.Checked)
	}
}
