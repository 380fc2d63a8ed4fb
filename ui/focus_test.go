package ui

import (
	"strings"
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
// answer and path A stays as the click left it.
func TestSpaceShowsTheAnswerAfterAClickOnBlockPathA(t *testing.T) {
	a := newTestApp(t)
	openLesson(t, a, "07-metaphor")
	for i := 0; i < 40 && (!a.model.PathBlockable() || !a.model.Asking()); i++ {
		press(a, fyne.KeySpace, fyne.KeyPageDown)
	}
	paths, ok := inPlaceOfBoard(a).(*teach.TwoPaths)
	if !ok || !a.model.Asking() {
		t.Fatalf("lesson 7's second two-path question: %T in place of the board, asking %v", inPlaceOfBoard(a), a.model.Asking())
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
	was := a.model.PathBlocked() // the step shows path A blocked, as its text speaks of it
	test.Tap(check)
	if a.model.PathBlocked() == was {
		t.Fatal("a click on Block path A did not change it")
	}
	press(a, fyne.KeySpace)
	if a.model.Asking() || a.model.PathBlocked() == was || check.Checked == was {
		t.Errorf("Space after the click: asking %v, path A blocked %v, ticked %v; want the answer shown and path A still as the click left it",
			a.model.Asking(), a.model.PathBlocked(), check.Checked)
	}
}

// The t8 student walk, lesson 7 step 3: the student ticked "Block path A"
// before step 4 asked "Will D click?", and the caption answered it. Until
// that question is answered the check is greyed out and says when it
// comes; a tap on it blocks nothing. Once answered, a tap blocks path A.
func TestBlockPathAWaitsForTheQuestionAboutIt(t *testing.T) {
	a := newTestApp(t)
	openLesson(t, a, "07-metaphor")
	for i := 0; i < 40 && a.model.Picture() != lesson.PictureTwoPaths; i++ {
		press(a, fyne.KeySpace, fyne.KeyPageDown)
	}
	checkOf := func() (*widget.Check, string) {
		paths, ok := inPlaceOfBoard(a).(*teach.TwoPaths)
		if !ok {
			t.Fatalf("step %d: %T in place of the board, want the two paths", a.model.Step()+1, inPlaceOfBoard(a))
		}
		var check *widget.Check
		var words string
		for _, o := range test.LaidOutObjects(paths) {
			switch o := o.(type) {
			case *widget.Check:
				check = o
			case *widget.Label:
				words += o.Text
			}
		}
		if check == nil {
			t.Fatal("the two paths have no check to block path A")
		}
		return check, words
	}
	for _, asking := range []bool{false, true} { // step 3, then step 4 asking
		if asking {
			press(a, fyne.KeyPageDown)
		}
		if a.model.Asking() != asking {
			t.Fatalf("step %d: asking %v, want %v", a.model.Step()+1, a.model.Asking(), asking)
		}
		check, words := checkOf()
		test.Tap(check)
		press(a, fyne.KeyE)
		if a.model.PathBlocked() || check.Checked || !check.Disabled() || strings.Contains(words, "one photon in four") ||
			!strings.Contains(words, "once you have answered the lesson's first question on this picture") {
			t.Errorf("step %d, asking %v: a tap and E blocked path A %v, ticked %v, greyed out %v; the words %q",
				a.model.Step()+1, asking, a.model.PathBlocked(), check.Checked, check.Disabled(), words)
		}
	}
	press(a, fyne.KeySpace)
	check, _ := checkOf()
	test.Tap(check)
	if _, words := checkOf(); !a.model.PathBlocked() || !strings.Contains(words, "one photon in four") {
		t.Errorf("answered: a tap blocked path A %v; the words %q", a.model.PathBlocked(), words)
	}
}
