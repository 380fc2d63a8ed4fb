package session

import (
	"slices"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
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
	s.Rewind(1)
	if s.At() != 1 || s.Record().Len() != 3 || s.Reviewing() {
		t.Fatalf("undone to 1: at %d of %d, reviewing %v", s.At(), s.Record().Len(), s.Reviewing())
	}
	if got := notation(s.InForce()); !slices.Equal(got, []string{"X1 1 5"}) {
		t.Errorf("in force after undo: %q", got)
	}
	if cascade := s.Redo(s.At() + 1); s.At() != 2 || cascade != nil {
		t.Errorf("redo: at %d, cascade %v", s.At(), cascade)
	}
	s.Redo(99) // no further than the record goes
	if s.At() != 3 {
		t.Errorf("redo to the end: at %d, want 3", s.At())
	}
	s.Rewind(1)
	if _, err := s.Play(game.PlaceAction(2, 3)); err != nil {
		t.Fatal(err)
	}
	if got := notation(s.Record()); !slices.Equal(got, []string{"X1 1 5", "O2 2 3"}) {
		t.Errorf("a new move after undo: record %q, want the undone actions gone", got)
	}
	if s.Redo(s.At()+1) != nil || s.At() != 2 {
		t.Errorf("redo with nothing undone moved the game to %d", s.At())
	}
}

func TestRedoOfACollapseReturnsItsCascadeAlone(t *testing.T) {
	s := New()
	playAll(t, s, "X1 1 5", "O2 5 9", "X3 1 9", "collapse 9", "O4 2 3")
	s.Rewind(3)
	if cascade := s.Redo(4); len(cascade) != 3 {
		t.Errorf("redo of collapse 9: cascade %v, want its 3 landings", cascade)
	}
	s.Rewind(3)
	if cascade := s.Redo(5); cascade != nil || s.At() != 5 {
		t.Errorf("redo of the collapse and the move after it: cascade %v at %d, want none to animate, at 5", cascade, s.At())
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
	s.Rewind(s.Shown()) // Play from here
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
	s.Load(r, false)
	if s.Record() != r || s.At() != 2 || s.Shown() != 2 || s.Dirty() {
		t.Errorf("loaded from a file: at %d shown %d dirty %v", s.At(), s.Shown(), s.Dirty())
	}
	s.Load(game.NewRecord(), true)
	if !s.Dirty() || s.At() != 0 {
		t.Errorf("an unsaved game loaded: dirty %v at %d", s.Dirty(), s.At())
	}
	if _, err := s.Play(game.ChooseAction(1)); err == nil {
		t.Error("a collapse choice on the empty board was played")
	}
}
