package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/model"
)

// The lesson's Next button stays in one place, step after step and
// lesson after lesson (the walk, at 1366×768: it sat at another height in
// lessons 1–3, 4–5 and 6, and the student looked for it each time).
func TestTheLessonsNextButtonStaysInOnePlace(t *testing.T) {
	a := newTestApp(t)
	a.win.Resize(fyne.NewSize(1366, 740))
	var first fyne.Position
	for i := range a.model.Lessons() {
		chooseLesson(a, i)
		for {
			if b := visibleButton(a, "Next"); b != nil {
				at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
				if first == (fyne.Position{}) {
					first = at
				} else if at != first {
					t.Errorf("lesson %d, step %d: Next at %v, at %v in lesson 1", i+1, a.model.Step()+1, at, first)
				}
			}
			if a.model.Forward() != model.Done || lessonOn(a) == nil || a.model.Step() == len(lessonOn(a).Steps)-1 && !a.model.Asking() {
				break
			}
		}
	}
	if first == (fyne.Position{}) {
		t.Fatal("no lesson showed Next")
	}
}

// No lesson's text, question or answer is cut at a student's laptop
// sizes: each step shows whole, its answer too once revealed, without
// scrolling.
func TestNoLessonTextIsCut(t *testing.T) {
	a := newTestApp(t)
	for _, size := range []fyne.Size{{Width: 1366, Height: 740}, {Width: 1024, Height: 700}} {
		a.win.Resize(size)
		for i := range a.model.Lessons() {
			chooseLesson(a, i)
			for {
				for _, o := range test.LaidOutObjects(guideArea(a)) {
					if s, ok := o.(*container.Scroll); ok && s.Content.MinSize().Height > s.Size().Height+1 {
						t.Errorf("%v, lesson %d, step %d (answer shown %v): the text needs %.0f, it has %.0f",
							size, i+1, a.model.Step()+1, !a.model.Asking(), s.Content.MinSize().Height, s.Size().Height)
					}
				}
				if a.model.Forward() != model.Done || lessonOn(a) == nil || a.model.Step() == len(lessonOn(a).Steps)-1 && !a.model.Asking() {
					break
				}
			}
		}
	}
}

// visibleButton returns the button on show in the window with the text,
// nil if none is.
func visibleButton(a *App, text string) *widget.Button {
	for _, o := range test.LaidOutObjects(a.win.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && b.Visible() {
			return b
		}
	}
	return nil
}

// At a lesson's last step Next reads "Next lesson" and opens it; at the
// last lesson's it reads "Practice puzzles" and opens them (the walk: the
// student stood at lesson 1's end before a greyed-out Next).
func TestTheLessonsLastStepLeadsOn(t *testing.T) {
	a := newTestApp(t)
	a.win.Resize(fyne.NewSize(1366, 740))
	lessons := a.model.Lessons()
	toEnd := func() {
		for a.model.Step() < len(lessonOn(a).Steps)-1 || a.model.Asking() {
			if r := a.model.Forward(); r != model.Done {
				t.Fatalf("lesson %s, step %d: Forward refused (%v)", lessonOn(a).Title, a.model.Step()+1, r)
			}
		}
	}
	chooseLesson(a, 0)
	toEnd()
	if b := visibleButton(a, "Next"); b != nil {
		t.Error("lesson 1's last step still shows Next")
	}
	b := visibleButton(a, "Next lesson")
	if b == nil || b.Disabled() {
		t.Fatal("lesson 1's last step shows no Next lesson button to press")
	}
	test.Tap(b)
	if l, i := a.model.Lesson(); i != 1 || a.model.Step() != 0 {
		t.Fatalf("Next lesson opened lesson %d (%v), step %d; want lesson 2, step 1", i+1, l != nil, a.model.Step()+1)
	}
	if visibleButton(a, "Next") == nil && !a.model.Asking() {
		t.Error("lesson 2's first step shows no Next")
	}

	chooseLesson(a, len(lessons)-1)
	toEnd()
	if visibleButton(a, "Next lesson") != nil {
		t.Error("the last lesson's last step offers a next lesson")
	}
	b = visibleButton(a, "Practice puzzles")
	if b == nil || b.Disabled() {
		t.Fatal("the last lesson's last step shows no Practice puzzles button")
	}
	test.Tap(b)
	if !strings.Contains(shownOver(a), "Level 1, puzzle") {
		t.Errorf("Practice puzzles did not open the practice puzzles: %q over the window", shownOver(a))
	}
}

// A lesson read to its last step is kept, and after a restart the next
// lesson (Ctrl+Page Down) is the one after it (the walk: it was lesson 1
// again).
func TestTheNextLessonAfterARestartFollowsTheLastFinished(t *testing.T) {
	a := newTestApp(t)
	chooseLesson(a, 1)
	for a.model.Step() < len(lessonOn(a).Steps)-1 || a.model.Asking() {
		if r := a.model.Forward(); r != model.Done {
			t.Fatalf("Forward refused (%v)", r)
		}
	}
	test.Tap(visibleButton(a, "Next lesson")) // lesson 3 opens: the restart comes back to it
	shortcut(a, ctrl(fyne.KeyPageUp))
	a.model.CloseLesson()

	if got, want := lessonChooser(a).Options[1], a.model.Lessons()[1].Title+" (done)"; got != want {
		t.Errorf("the lesson list names lesson 2 %q, want %q", got, want)
	}

	b := newTestWindow(t)
	b.start("")
	if l, _ := b.model.Lesson(); l != nil {
		t.Fatalf("the restart opened lesson %q", l.Title)
	}
	shortcut(b, ctrl(fyne.KeyPageDown))
	if _, i := b.model.Lesson(); i != 2 {
		t.Errorf("after a restart, Ctrl+Page Down opens lesson %d, want 3, the one after lesson 2, finished", i+1)
	}
}

// Page Down pressed twice by habit stops at a question: the press that
// follows the one that brought it up says to answer first, and only the
// next shows the answer (the walk: lesson 6's answers showed before the
// student had read the questions). In presentation mode a clicker's one
// press shows the answer at once.
func TestPageDownPressedTwiceStopsAtAQuestion(t *testing.T) {
	a := newTestApp(t)
	toQuestion := func() {
		t.Helper()
		chooseLesson(a, 0)
		for i := 0; !a.model.Asking(); i++ {
			if i == 20 {
				t.Fatal("lesson 1 asks no question")
			}
			press(a, fyne.KeyPageDown)
		}
	}
	toQuestion()
	press(a, fyne.KeyPageDown)
	if !a.model.Asking() {
		t.Fatal("a second Page Down straight after the question came up showed its answer")
	}
	assertStatus(t, a, "First answer the question in your head")
	press(a, fyne.KeyPageDown)
	if a.model.Asking() {
		t.Error("Page Down once more did not show the answer")
	}

	toQuestion()
	press(a, fyne.KeySpace)
	if a.model.Asking() {
		t.Error("Space straight after the question came up did not show the answer")
	}

	toQuestion()
	a.model.SetPresented(true)
	press(a, fyne.KeyPageDown)
	if a.model.Asking() {
		t.Error("in presentation mode the clicker's Page Down did not show the answer")
	}
}

// Page Down at a lesson's last step does what the Next lesson button
// there does, and at the last lesson's opens the practice puzzles (the
// walk: it only said, in a line cut short in Russian, to press
// Ctrl+Page Down).
func TestPageDownAtALessonsEndGoesOn(t *testing.T) {
	a := newTestApp(t)
	toEnd := func() {
		t.Helper()
		for a.model.Step() < len(lessonOn(a).Steps)-1 || a.model.Asking() {
			if r := a.model.Forward(); r != model.Done {
				t.Fatalf("lesson %s, step %d: Forward refused (%v)", lessonOn(a).Title, a.model.Step()+1, r)
			}
		}
	}
	chooseLesson(a, 0)
	toEnd()
	press(a, fyne.KeyPageDown)
	if _, i := a.model.Lesson(); i != 1 || a.model.Step() != 0 {
		t.Errorf("Page Down at lesson 1's last step: lesson %d, step %d; want lesson 2, step 1", i+1, a.model.Step()+1)
	}
	chooseLesson(a, len(a.model.Lessons())-1)
	toEnd()
	press(a, fyne.KeyPageDown)
	if !strings.Contains(shownOver(a), "Level 1, puzzle") {
		t.Errorf("Page Down at the last lesson's last step did not open the practice puzzles: %q over the window", shownOver(a))
	}
}
