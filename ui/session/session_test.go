package session

import (
	"slices"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// playAll plays record lines such as "X1 1 5" and "collapse 9".
func playAll(t *testing.T, s *Session, lines ...string) {
	t.Helper()
	r, err := game.Parse("test.qttt", strings.NewReader(strings.Join(lines, "\n")+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range r.Len() {
		if _, err := s.Play(r.Action(i)); err != nil {
			t.Fatalf("%s: %v", lines[i], err)
		}
	}
}

// notation returns the record's actions as lines.
func notation(r *game.Record) []string {
	out := make([]string, r.Len())
	for i := range out {
		out[i] = r.Notation(i)
	}
	return out
}

func TestPlayMovesTheGameOnAndClearsTheInput(t *testing.T) {
	s := New()
	s.Select(1)
	s.Refuse("why not")
	if _, err := s.Play(game.PlaceAction(1, 5)); err != nil {
		t.Fatal(err)
	}
	if s.At() != 1 || s.Shown() != 1 || s.Selected() != game.NoSquare || s.Refusal() != "" || !s.Dirty() {
		t.Errorf("after X1 1 5: at %d shown %d selected %v refusal %q dirty %v", s.At(), s.Shown(), s.Selected(), s.Refusal(), s.Dirty())
	}
	before := s.Present()
	if _, err := s.Play(game.PlaceAction(3, 3)); err == nil || s.Present() != before || s.At() != 1 {
		t.Errorf("an illegal move: error %v, at %d; want an error and the game unchanged", err, s.At())
	}
}

func TestPlayReturnsTheCascadeOfACollapse(t *testing.T) {
	s := New()
	playAll(t, s, "X1 1 5", "O2 5 9", "X3 1 9")
	cascade, err := s.Play(game.ChooseAction(9))
	if err != nil || len(cascade) != 3 || cascade[0].Mark != 3 || cascade[0].Square != 9 {
		t.Errorf("collapse 9: cascade %v, error %v; want X3 in 9 first, 3 landings", cascade, err)
	}
}

func TestUndoKeepsActionsForRedoUntilANewMove(t *testing.T) {
	s := New()
	playAll(t, s, "X1 1 5", "O2 5 9", "X3 1 9")
	s.Undo()
	s.Undo()
	if s.At() != 1 || s.Record().Len() != 3 || s.Reviewing() {
		t.Fatalf("undone to 1: at %d of %d, reviewing %v", s.At(), s.Record().Len(), s.Reviewing())
	}
	if got := notation(s.InForce()); !slices.Equal(got, []string{"X1 1 5"}) {
		t.Errorf("in force after undo: %q", got)
	}
	if cascade := s.Redo(); s.At() != 2 || cascade != nil {
		t.Errorf("redo: at %d, cascade %v", s.At(), cascade)
	}
	s.Redo()
	if s.Redo(); s.At() != 3 || s.CanRedo() {
		t.Errorf("redo to the end: at %d, want 3", s.At())
	}
	s.Undo()
	s.Undo()
	if _, err := s.Play(game.PlaceAction(2, 3)); err != nil {
		t.Fatal(err)
	}
	if got := notation(s.Record()); !slices.Equal(got, []string{"X1 1 5", "O2 2 3"}) {
		t.Errorf("a new move after undo: record %q, want the undone actions gone", got)
	}
	if s.Redo() != nil || s.At() != 2 {
		t.Errorf("redo with nothing undone moved the game to %d", s.At())
	}
}

func TestRedoOfACollapseReturnsItsCascadeAlone(t *testing.T) {
	s := New()
	playAll(t, s, "X1 1 5", "O2 5 9", "X3 1 9", "collapse 9", "O4 2 3")
	s.Undo()
	s.Undo()
	if cascade := s.Redo(); len(cascade) != 3 {
		t.Errorf("redo of collapse 9: cascade %v, want its 3 landings", cascade)
	}
}

// against returns a session where the computer plays side at its best,
// after the actions of lines.
func against(t *testing.T, side game.Player, lines ...string) *Session {
	t.Helper()
	s := New()
	r, err := game.Parse("test.qttt", strings.NewReader(strings.Join(lines, "\n")+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	s.Load(r, Opponent{Side: side, Level: solver.Perfect}, false)
	return s
}

func TestUndoAndRedoAgainstTheComputerKeepTheHumansTurn(t *testing.T) {
	// The computer plays O: O2 is its reply, collapse 9 (O's choice after
	// X3's cycle) too.
	s := against(t, game.O, "X1 1 5", "O2 5 9", "X3 1 9", "collapse 9", "O4 2 3")
	if s.ComputerToAct() {
		t.Fatal("X to move, yet the computer (O) is to act")
	}
	if !s.Undo() || s.At() != 2 {
		t.Errorf("undo of X3 with the computer's collapse and O4 after it: at %d, want 2 (X to move)", s.At())
	}
	if cascade := s.Redo(); s.At() != 5 || cascade != nil {
		t.Errorf("redo: at %d, cascade %v; want 5, the computer's replies with it, nothing to animate", s.At(), cascade)
	}
	s = against(t, game.X, "X1 1 5")
	if s.CanUndo() || s.Undo() || s.At() != 1 {
		t.Errorf("only the computer's opening is left, yet undo took it back: at %d", s.At())
	}
	s = against(t, game.NoPlayer, "X1 1 5")
	if !s.Undo() || s.At() != 0 {
		t.Errorf("two players: undo to %d, want 0", s.At())
	}
}

func TestGenerationCountsEveryChangeOfTheGameOnShow(t *testing.T) {
	s := New()
	playAll(t, s, "X1 1 5", "O2 5 9")
	changes := []struct {
		name   string
		change func()
	}{
		{"a move", func() { s.Play(game.PlaceAction(1, 9)) }},
		{"an undo", func() { s.Undo() }},
		{"a redo", func() { s.Redo() }},
		{"a review", func() { s.Review(1) }},
		{"play from here", func() { s.PlayFromHere() }},
		{"the chance variant", func() { s.SetChance(true) }},
		{"a game loaded", func() { s.Load(game.NewRecord(), Opponent{}, false) }},
	}
	for _, c := range changes {
		gen := s.Generation()
		c.change()
		if s.Generation() == gen {
			t.Errorf("%s left the generation at %d", c.name, gen)
		}
	}
	gen := s.Generation()
	s.Select(5)
	s.Refuse("why")
	s.Review(s.Shown())
	if s.Generation() != gen {
		t.Error("a half-made move, a refusal or a review of the position on show counted as a change")
	}
}

func TestTheCoinDecidesFairlyAndMarksTheGame(t *testing.T) {
	s := New()
	playAll(t, s, "X1 1 5", "O2 1 5")
	if _, ok := s.Toss(); ok {
		t.Error("the coin tossed with the chance variant off")
	}
	s.SetChance(true)
	const tosses = 4000
	landed := map[game.Square]int{}
	for range tosses {
		act, ok := s.Toss()
		if !ok || s.Present().Check(act) != nil {
			t.Fatalf("Toss = %v, %v; want a legal collapse choice", act, ok)
		}
		landed[act.Squares[0]]++
	}
	// A fair coin lands within 1800..2200 of 4000 except about once in 10^10.
	for _, sq := range []game.Square{1, 5} {
		if n := landed[sq]; n < 1800 || n > 2200 {
			t.Errorf("O2 landed in square %v %d times of %d, want about half", sq, n, tosses)
		}
	}
	act, _ := s.Toss()
	if _, err := s.Play(act); err != nil || !s.Record().Chance {
		t.Errorf("the coin's choice played: error %v, record marked chance %v", err, s.Record().Chance)
	}
	if _, ok := s.Toss(); ok {
		t.Error("the coin tossed with no collapse pending")
	}
	s.SetChance(false)
	s.Load(s.InForce(), Opponent{}, false)
	if !s.Chance() {
		t.Error("a game the coin played was loaded and goes on by choice")
	}
}

func TestReviewShowsAnEarlierPositionWithoutChangingTheGame(t *testing.T) {
	s := New()
	playAll(t, s, "X1 1 5", "O2 5 9")
	s.Select(3)
	s.Saved()
	if !s.Review(0) || !s.Reviewing() || s.OnShow() != (game.State{}) || s.Selected() != game.NoSquare || s.Dirty() {
		t.Errorf("review of the empty board: reviewing %v, selected %v, dirty %v", s.Reviewing(), s.Selected(), s.Dirty())
	}
	if s.Review(0) || s.Review(-1) || s.Review(3) {
		t.Error("a review to the position on show or outside the record reported a change")
	}
	s.PlayFromHere()
	if s.At() != 0 || s.Reviewing() || s.Record().Len() != 2 || !s.Dirty() {
		t.Errorf("play from the empty board: at %d of %d, reviewing %v, dirty %v", s.At(), s.Record().Len(), s.Reviewing(), s.Dirty())
	}
}

func TestLoadTakesTheGameAtItsEnd(t *testing.T) {
	s := New()
	playAll(t, s, "X1 1 5")
	r, err := game.Parse("x.qttt", strings.NewReader("X1 1 2\nO2 2 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	s.Load(r, Opponent{}, false)
	if s.Record().State() != r.State() || s.At() != 2 || s.Shown() != 2 || s.Dirty() {
		t.Errorf("loaded from a file: at %d shown %d dirty %v", s.At(), s.Shown(), s.Dirty())
	}
	r.Truncate(0)
	s.Record().Truncate(0)
	if s.At() != 2 || s.Record().Len() != 2 {
		t.Errorf("the record loaded, or the one handed out, changed the session's game: %d actions", s.Record().Len())
	}
	s.Load(game.NewRecord(), Opponent{}, true)
	if !s.Dirty() || s.At() != 0 {
		t.Errorf("an unsaved game loaded: dirty %v at %d", s.Dirty(), s.At())
	}
	if _, err := s.Play(game.ChooseAction(1)); err == nil {
		t.Error("a collapse choice on the empty board was played")
	}
}

// A new game is one of choice, whatever the last game was; the coin's
// collapses are told apart from the players' in one game.
func TestTheCoinIsPerCollapseAndStaysInItsGame(t *testing.T) {
	s := New()
	s.SetChance(true)
	playAll(t, s, "X1 1 5", "O2 1 5")
	act, _ := s.Toss()
	if _, err := s.Play(act); err != nil || !s.ByCoin(2) {
		t.Fatalf("the coin's landing: error %v, by the coin %v", err, s.ByCoin(2))
	}
	s.SetChance(false)
	for _, act := range []game.Action{game.PlaceAction(2, 3), game.PlaceAction(2, 3), game.ChooseAction(3)} {
		if _, err := s.Play(act); err != nil {
			t.Fatal(err)
		}
	}
	if s.ByCoin(5) {
		t.Error("a player's collapse after the coin was turned off counts as the coin's")
	}
	s.Undo()
	s.SetChance(true)
	if act, ok := s.Toss(); !ok {
		t.Fatal("no toss after undoing the player's collapse")
	} else if _, err := s.Play(act); err != nil || !s.ByCoin(5) {
		t.Errorf("the coin's landing after an undo: error %v, by the coin %v", err, s.ByCoin(5))
	}
	s.Load(game.NewRecord(), Opponent{}, false)
	if s.Chance() || s.ByCoin(2) {
		t.Errorf("a new game after a game of chance: coin %v, by the coin %v; want a game of choice", s.Chance(), s.ByCoin(2))
	}
}
