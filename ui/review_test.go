package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
)

// TestLosingAsOToPerfectSaysOCannotWin: against the perfect computer as
// X, O loses however it plays; the review says so, and judges only O's
// own moves.
func TestLosingAsOToPerfectSaysOCannotWin(t *testing.T) {
	a, queue := newComputerTestApp(t)
	playAgainst(t, a, queue, playO, "Perfect", rand.New(rand.NewPCG(5, 5)))
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	assertStatus(t, a, "X wins", "Against a perfect X, O cannot win")
	v, _ := a.model.Verdict()
	for i := range v.Mistakes {
		if p := a.game().Record().StateAt(i).ToAct(); p != game.O {
			t.Errorf("the review judges %s, %v's action, not the student's", a.game().Record().Notation(i), p)
		}
	}
	if strings.Contains(statusLine(a), "Review: ") && !strings.Contains(statusLine(a), "Review of your moves") && !strings.Contains(statusLine(a), "none of your moves") {
		t.Errorf("the review does not speak of the student's moves:\n%s", statusLine(a))
	}
}

// TestTheReviewSkipsALessonsScriptedMoves: a game played on from a lesson
// reviews only what the student played after the lesson's moves
// (coach.TestScriptedMovesAreALessonsOwn: some of them are mistakes).
func TestTheReviewSkipsALessonsScriptedMoves(t *testing.T) {
	a, queue := newComputerTestApp(t)
	l := a.model.Lessons()[0]
	rec := l.RecordAt(len(l.Steps) - 1)
	var text strings.Builder
	rec.WriteTo(&text)
	docOf(a).openPath(writeFile(t, "from-lesson.qttt", text.String()))
	press(a, fyne.KeyR)
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	if strings.Contains(statusLine(a), "?") || strings.Contains(statusLine(a), "Review") {
		t.Errorf("a game of a lesson's moves only is reviewed:\n%s", statusLine(a))
	}
}
