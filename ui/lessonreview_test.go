package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/model"
)

// The walk's lesson 4: the lesson said O's move was a losing mistake; the
// student finished it by choosing the collapse, and the review said "no
// action let the result slip". The review judges only the student's own
// choice: a right one leaves nothing to say (student walk t17 #9: the
// same filler sentence after every lesson, after one click), a wrong one
// is a mistake with its reason.
func TestTheReviewAfterLesson4JudgesOnlyTheStudentsChoice(t *testing.T) {
	a, queue := newComputerTestApp(t)
	chooseLesson(a, 3)
	for a.model.Step() < len(lessonOn(a).Steps)-1 || a.model.Asking() {
		if a.model.Forward() != model.Done {
			t.Fatalf("Page Down at lesson 4's step %d did nothing", a.model.Step()+1)
		}
	}
	tapSquare(a, 9) // X chooses square 9 for O6, as the lesson asks
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	got := statusLine(a)
	if !strings.Contains(got, "X wins") || strings.Contains(got, "Review") || strings.Contains(got, "Both players kept") {
		t.Errorf("after lesson 4 and X's choice of square 9, the status line says:\n%s", got)
	}

	tapSquare(a, 9) // the board skips to the end of the cascade
	a.model.Undo()
	tapSquare(a, 4)
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	assertStatus(t, a, "O wins", "After collapse (O6 in square 4), X could no longer force a win against perfect play; O could force one instead.",
		"It gave O the line 1–4–7 at once. Square 9 was the better choice.")
}

// The t13 walk's lesson 4 at 1366×768, in English and Russian: at the end,
// the short review ("Review: after the lesson's own moves, …") ran past the
// bottom of the status line and stopped mid-line (shot 36-l4-chose9.png);
// the t17 walk found it filler (#9). After the right choice there is no
// review to show, in either language, and the status line is not
// scrolled.
func TestNoReviewAfterALessonsRightChoice(t *testing.T) {
	for _, language := range []string{"en", "ru"} {
		t.Run(language, func(t *testing.T) {
			a := newLanguageApp(t, language)
			queue := answerAtOnce(a)
			a.win.Resize(fyne.NewSize(1366, 740))
			a.model.OpenLesson(3)
			for a.model.Step() < len(lessonOn(a).Steps)-1 || a.model.Asking() {
				if a.model.Forward() != model.Done {
					t.Fatalf("Page Down at lesson 4's step %d did nothing", a.model.Step()+1)
				}
			}
			tapSquare(a, 9)
			awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
			if parts, box := statusPartsOf(a), a.frame.statusBox; parts.advice.Visible() || box.Offset.Y > 0 {
				t.Errorf("after the lesson's right choice: a review shown %v, the status line scrolled by %v:\n%s", parts.advice.Visible(), box.Offset.Y, statusLine(a))
			}
		})
	}
}
