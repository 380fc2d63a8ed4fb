package coach

import (
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/session"
)

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
		{"en", choice, true, "The choice of square 5 for X7 was risky: against perfect play X could then have held a draw, but missed the chance. Square 9 was the better choice."},
		{"en", choice, false, "Before the choice of square 5 for X7, O could force a win; after it, only a draw. Square 9 was the better choice."},
		{"ru", move, true, "Ход X3 в клетках 2 и 6 был рискованным: после него O при безупречной игре мог добиться победы, но упустил шанс."},
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
	want := "The move X7 in squares 2 and 4 was risky: against perfect play O could then have forced a win, but missed the chance. The better move was 3–4."
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	m.Action, m.Better = game.ChooseAction(5), []game.Action{game.ChooseAction(9)}
	if got := describeMistake(m, false); !strings.HasSuffix(got, "only a draw. Square 9 was the better choice.") &&
		!strings.HasSuffix(got, "could force one instead. Square 9 was the better choice.") {
		t.Errorf("a collapse choice: %q", got)
	}
}

// TestScriptedMovesAreALessonsOwn: the moves of the first lesson's game
// are its script, which the review leaves out though the solver calls
// some of them mistakes; a game that only opens as the lesson does keeps
// its first move.
func TestScriptedMovesAreALessonsOwn(t *testing.T) {
	_, m, _ := newTestComputer(t)
	l := m.Lessons()[0]
	rec := l.RecordAt(len(l.Steps) - 1)
	if scripted(rec, m.Lessons()) != rec.Len() {
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
	if len(findMistakes(uitest.Solver(), states, acts, all)) == 0 {
		t.Fatalf("lesson %s has no scripted move the solver calls a mistake: nothing to test", l.Name)
	}
	one := game.NewRecord()
	one.Apply(rec.Action(0))
	if scripted(one, m.Lessons()) != 0 {
		t.Error("a one-move game is taken as a lesson's")
	}
}

// TestACoinsLandingIsNotReviewed: the review judges the players' actions,
// not a collapse the coin decided.
func TestACoinsLandingIsNotReviewed(t *testing.T) {
	c, m, _ := newTestComputer(t)
	r, err := game.Parse("coin.qttt", strings.NewReader("# collapse: chance\nX1 1 5\nO2 1 5\ncollapse 1\nX3 2 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !r.Chance {
		t.Fatal("the record is not a game of chance")
	}
	m.Replace(r, session.Opponent{}, false)
	if c.reviewed(2) || !c.reviewed(3) {
		t.Errorf("coin's collapse judged %v, X3 judged %v", c.reviewed(2), c.reviewed(3))
	}
}

func TestAMistakeNamesAFewOfTheBetterMoves(t *testing.T) {
	m := model.Mistake{Player: game.X, Mark: 3, Action: game.PlaceAction(2, 6), From: 0, To: -1}
	for _, b := range []game.Square{2, 3, 4, 5, 6, 7} {
		m.Better = append(m.Better, game.PlaceAction(1, b))
	}
	want := "Before the move X3 in squares 2 and 6, X could hold a draw; after it, O could force a win. The better moves were 1–2, 1–3, 1–4, 1–5 and 2 more."
	if got := describeMistake(m, false); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
