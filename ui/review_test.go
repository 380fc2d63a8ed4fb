package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/model"
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
// reviews only what the student played after the lesson's moves.
func TestTheReviewSkipsALessonsScriptedMoves(t *testing.T) {
	a, queue := newComputerTestApp(t)
	var l = a.model.Lessons()[0]
	last := len(l.Steps) - 1
	rec := l.RecordAt(last)
	if scripted(rec, a.model.Lessons()) != rec.Len() {
		t.Fatalf("lesson %s's %d moves are not taken as scripted", l.Name, rec.Len())
	}
	all := make([]bool, rec.Len())
	for i := range all {
		all[i] = true
	}
	states := make([]game.State, rec.Len()+1)
	acts := make([]game.Action, rec.Len())
	for i := range states {
		states[i] = rec.StateAt(i)
		if i < rec.Len() {
			acts[i] = rec.Action(i)
		}
	}
	if len(findMistakes(testSolver(), states, acts, all)) == 0 {
		t.Fatalf("lesson %s has no scripted move the solver calls a mistake: nothing to test", l.Name)
	}
	var text strings.Builder
	rec.WriteTo(&text)
	a.openPath(writeFile(t, "from-lesson.qttt", text.String()))
	press(a, fyne.KeyR)
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	if strings.Contains(statusLine(a), "?") || strings.Contains(statusLine(a), "Review") {
		t.Errorf("a game of a lesson's moves only is reviewed:\n%s", statusLine(a))
	}
	// A game that only opens like a lesson keeps its first move reviewed.
	one := game.NewRecord()
	one.Apply(rec.Action(0))
	if scripted(one, a.model.Lessons()) != 0 {
		t.Error("a one-move game is taken as a lesson's")
	}
}

func TestACoinsLandingIsNotReviewed(t *testing.T) {
	a, _ := newComputerTestApp(t)
	tossWith(a, func(func()) {})
	a.openPath(writeFile(t, "coin.qttt", "# collapse: chance\nX1 1 5\nO2 1 5\ncollapse 1\nX3 2 3\n"))
	if !a.game().Record().Chance {
		t.Fatal("the record is not a game of chance")
	}
	if reviewed(a, 2) || !reviewed(a, 3) {
		t.Errorf("coin's collapse judged %v, X3 judged %v", reviewed(a, 2), reviewed(a, 3))
	}
}

// TestAMistakeIsOneWholeSentence: the review names a move or a collapse
// choice inside its sentence, by mark and squares, in English and in
// Russian, not as a label pasted in front of it.
func TestAMistakeIsOneWholeSentence(t *testing.T) {
	move := model.Mistake{Player: game.X, Mark: 3, Action: game.PlaceAction(6, 2), From: 1, To: -1, Better: []game.Action{game.PlaceAction(1, 9)}}
	choice := model.Mistake{Player: game.O, Mark: 7, Action: game.ChooseAction(5), From: 1, To: 0, Better: []game.Action{game.ChooseAction(9)}}
	for _, c := range []struct {
		lang string
		m    model.Mistake
		won  bool
		want string
	}{
		{"en", move, false, "Before the move X3 in squares 2 and 6, X could force a win; after it, O could force one instead. The better move was 1–9."},
		{"en", choice, true, "The choice of square 5 for X7 was risky: after it X could have held a draw, but missed the chance. Square 9 was the better choice."},
		{"en", choice, false, "Before the choice of square 5 for X7, O could force a win; after it, only a draw. Square 9 was the better choice."},
		{"ru", move, true, "Ход X3 в клетках 2 и 6 был рискованным: после него O мог добиться победы, но упустил шанс."},
		{"ru", choice, false, "Перед выбором клетки 5 для X7 игрок O мог добиться победы, а после него — только ничьей. Лучше было выбрать клетку 9."},
	} {
		if err := i18n.Load(c.lang); err != nil {
			t.Fatal(err)
		}
		if got := describeMistake(c.m, c.won); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: got  %q\nwant %q", c.lang, got, c.want)
		}
	}
	if err := i18n.Load("en"); err != nil { // the other tests read English
		t.Error(err)
	}
}

// TestAWinnerIsNotToldTheyLostAWin: a move that gave the opponent a
// chance, by the player who won in the end, is called risky.
func TestAWinnerIsNotToldTheyLostAWin(t *testing.T) {
	m := model.Mistake{Player: game.X, Mark: 7, Action: game.PlaceAction(2, 4), From: 1, To: -1, Better: []game.Action{game.PlaceAction(3, 4)}}
	got := describeMistake(m, true)
	want := "The move X7 in squares 2 and 4 was risky: after it O could have forced a win, but missed the chance. The better move was 3–4."
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	m.Action, m.Better = game.ChooseAction(5), []game.Action{game.ChooseAction(9)}
	if got := describeMistake(m, false); !strings.HasSuffix(got, "only a draw. Square 9 was the better choice.") &&
		!strings.HasSuffix(got, "could force one instead. Square 9 was the better choice.") {
		t.Errorf("a collapse choice: %q", got)
	}
}
