package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// The t7 student walk: the student's choice at lesson 4's last step won
// the game, the lesson and its Next lesson button went, and the status
// said only "X wins … Start a new game with Ctrl+N, or press Ctrl+Z to
// undo"; the student found lesson 5 through the Lessons tab's list. The
// status line now names the way on, and Page Down takes it.
func TestALessonsGameWonSaysHowToGoOnToTheNextLesson(t *testing.T) {
	a := newTestApp(t)
	l := openLesson(t, a, "04-deciding-choice")
	for lessonView(a).Step() < len(l.Steps)-1 || lessonView(a).Asking() {
		press(a, fyne.KeySpace, fyne.KeyRight)
	}
	tapSquare(a, 9) // O6 in square 9: X wins
	next := a.model.Lessons()[a.model.Upcoming()]
	assertStatus(t, a, "X wins", "Page Down, or Teach › Next lesson in the menu, opens the next lesson, “"+next.Title+"”.")
	press(a, fyne.KeyPageDown)
	if got, _ := a.model.Lesson(); got != next {
		t.Errorf("Page Down after lesson 4's game opened %v, want %q", got, next.Title)
	}
}
