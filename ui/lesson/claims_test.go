package lesson

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// TestLessonClaimsHold has the solver check every claim of every bundled
// lesson, in every language, about who wins with perfect play.
func TestLessonClaimsHold(t *testing.T) {
	fsys := assets.LessonFiles()
	files, err := fs.Glob(fsys, "*"+game.FileExt)
	if err != nil {
		t.Fatal(err)
	}
	s := solver.New()
	claims := 0
	for _, f := range files {
		l, err := readFile(fsys, f)
		if err != nil {
			t.Error(err)
			continue
		}
		for _, c := range l.Claims {
			claims++
			if got := s.Value(c.State).Winner(); got != c.Winner {
				t.Errorf("%s:%d: the lesson claims %q; the solver says the winner is %v", f, c.Line, c.Text, got)
			}
		}
	}
	if claims == 0 {
		t.Error("no lesson states a claim the solver could check")
	}
}

// TestProseClaimsHold has the solver check the claims about who wins that
// the lessons and the teacher's guide make in prose, beyond their "#="
// lines: the openings from which X forces a win under this app's rule and
// wins by ½ point under Goff's (the guide, which has the teacher play O
// against a volunteer), O's ½ point under Goff's scoring in the guide's
// note on lesson 3, and
// lesson 4's "only four of O's 21 possible moves
// hold the draw".
func TestProseClaimsHold(t *testing.T) {
	s := solver.New()
	winning := func(st game.State, want solver.Outcome) (names []string, all int) {
		for _, sc := range s.Evaluate(st) {
			if sc.Outcome == want {
				names = append(names, fmt.Sprint(sc.Action.Squares[0], "-", sc.Action.Squares[1]))
			}
			all++
		}
		return names, all
	}
	var empty game.State
	if got := s.Value(empty).Winner(); got != game.X {
		t.Errorf("the guide says X can force a win; the solver says the winner is %v", got)
	}
	if got, _ := winning(empty, solver.XWins); !slices.Equal(got, []string{"1-9", "3-7"}) {
		t.Errorf("the guide says X forces a win from the openings 1-9 and 3-7; the solver says from %v", got)
	}
	// Under Goff's scoring (1 point and ½), the guide says, X still wins
	// from the same two openings, but by ½ point.
	goff := solver.NewScoring(solver.GoffPoints)
	if got := goff.Margin(empty); got != 1 {
		t.Errorf("the guide says X wins by ½ point under Goff's scoring; the solver says X's margin is %v half points", got)
	}
	var byHalf []string
	for _, sc := range goff.Evaluate(empty) {
		if sc.Margin == 1 {
			byHalf = append(byHalf, fmt.Sprint(sc.Action.Squares[0], "-", sc.Action.Squares[1]))
		}
	}
	if !slices.Equal(byHalf, []string{"1-9", "3-7"}) {
		t.Errorf("the guide says the openings 1-9 and 3-7 keep X's ½ point under Goff's scoring; the solver says %v", byHalf)
	}
	// Lesson 3 says O wins its last position, naming no scoring since it
	// holds under both; the guide's note on it adds: by only ½ point under
	// Goff's scoring.
	l3, err := game.Parse("lesson 3", strings.NewReader("X1 1 2\nO2 2 3\nX3 3 6\nO4 6 9\nX5 1 3\ncollapse 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Value(l3.State()).Winner(); got != game.O {
		t.Errorf("lesson 3 says O wins by this app's rule; the solver says the winner is %v", got)
	}
	if got := goff.Margin(l3.State()); got != -1 {
		t.Errorf("lesson 3 says O wins under Goff's scoring too, and the guide says by ½ point; the solver says X's margin is %v half points", got)
	}
	// The guide's note adds that O's other choice, square 1 for X5, would
	// keep O's full point under Goff's scoring (review t15 L6), and wins
	// by this app's rule too.
	l3at1, err := game.Parse("lesson 3", strings.NewReader("X1 1 2\nO2 2 3\nX3 3 6\nO4 6 9\nX5 1 3\ncollapse 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Value(l3at1.State()).Winner(); got != game.O {
		t.Errorf("the guide says square 1 for X5 also wins for O by this app's rule; the solver says the winner is %v", got)
	}
	if got := goff.Margin(l3at1.State()); got != -2 {
		t.Errorf("the guide says square 1 for X5 keeps O's full point under Goff's scoring; the solver says X's margin is %v half points", got)
	}
	r, err := game.Parse("lesson 4", strings.NewReader("X1 1 5\nO2 1 5\ncollapse 1\nX3 6 7\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got, all := winning(r.State(), solver.Draw); all != 21 || !slices.Equal(got, []string{"2-3", "3-7", "4-6", "4-7"}) {
		t.Errorf("lesson 4 says only 2-3, 3-7, 4-6 and 4-7 of O's 21 moves hold the draw; the solver says %v of %d", got, all)
	}
	// Lesson 4's three verdicts name no scoring, since they hold under this
	// app's rule and under Goff's scoring alike: a draw after X3, with the
	// same four drawing moves of O's 21; X wins after O4 6 7; and every move
	// O can make loses after X5 4 9.
	if got := goff.Margin(r.State()); got != 0 {
		t.Errorf("lesson 4 says the game is a draw after X3 under Goff's scoring too; the solver says X's margin is %v half points", got)
	}
	var holds []string
	all := 0
	for _, sc := range goff.Evaluate(r.State()) {
		if sc.Margin == 0 {
			holds = append(holds, fmt.Sprint(sc.Action.Squares[0], "-", sc.Action.Squares[1]))
		}
		all++
	}
	if all != 21 || !slices.Equal(holds, []string{"2-3", "3-7", "4-6", "4-7"}) {
		t.Errorf("lesson 4 says only 2-3, 3-7, 4-6 and 4-7 of O's 21 moves hold the draw under Goff's scoring too; the solver says %v of %d", holds, all)
	}
	o4, err := game.Parse("lesson 4", strings.NewReader("X1 1 5\nO2 1 5\ncollapse 1\nX3 6 7\nO4 6 7\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Value(o4.State()).Winner(); got != game.X {
		t.Errorf("lesson 4 says X wins after O4 6 7 by this app's rule; the solver says the winner is %v", got)
	}
	if got := goff.Margin(o4.State()); got <= 0 {
		t.Errorf("lesson 4 says X wins after O4 6 7 under Goff's scoring too; the solver says X's margin is %v half points", got)
	}
	x5, err := game.Parse("lesson 4", strings.NewReader("X1 1 5\nO2 1 5\ncollapse 1\nX3 6 7\nO4 6 7\ncollapse 7\nX5 4 9\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Value(x5.State()).Winner(); got != game.X {
		t.Errorf("lesson 4 says every move O can make after X5 4 9 loses by this app's rule; the solver says the winner is %v", got)
	}
	moves := goff.Evaluate(x5.State())
	if len(moves) == 0 {
		t.Error("lesson 4's position after X5 4 9 leaves O no move; the lesson says O moves next")
	}
	for _, sc := range moves {
		if sc.Margin <= 0 {
			t.Errorf("lesson 4 says every move O can make after X5 4 9 loses under Goff's scoring too; the solver says %v-%v gives X a margin of %v half points", sc.Action.Squares[0], sc.Action.Squares[1], sc.Margin)
		}
	}
}

// TestCountQuestionsHoldTheBoardsTab checks that every English question
// asking for a count of possible boards names the Possible boards tab after
// its answer: the window then keeps that tab, which states the count, out
// of sight until the answer is out.
func TestCountQuestionsHoldTheBoardsTab(t *testing.T) {
	lessons, err := Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	asked := 0
	for _, l := range lessons {
		for i, st := range l.Steps {
			if strings.Contains(st.Question, "how many possible boards") || strings.Contains(st.Question, "How many possible boards") {
				asked++
				if st.AnswerTab != TabBoards {
					t.Errorf("%s, step %d asks for a count of boards but opens %q after its answer, not the Possible boards tab", l.Name, i+1, st.AnswerTab)
				}
			}
		}
	}
	if asked < 2 {
		t.Errorf("%d questions ask for a count of boards, want those of lessons 1 and 2", asked)
	}
}

// Lesson 2 tells at its last step, where it once asked, that the
// collapse of the cycle of X3 and O4 leaves X1 and O2 spooky: they share
// no square with it.
func TestTheFirstCollapseLeavesX1AndO2Spooky(t *testing.T) {
	l, err := readFile(assets.LessonFiles(), "02-entanglement"+game.FileExt)
	if err != nil {
		t.Fatal(err)
	}
	last := len(l.Steps) - 1
	st, _ := l.State(last)
	if !strings.Contains(l.Steps[last].Text, "X1 and O2 share no square with the cycle, so they stay spooky") {
		t.Fatalf("lesson 2's last step no longer says what this test checks: %q", l.Steps[last].Text)
	}
	for m, spooky := range map[game.Mark]bool{1: true, 2: true, 3: false, 4: false} {
		if st.IsSpooky(m) != spooky {
			t.Errorf("after lesson 2's collapse, mark %d is spooky: %v; want %v", m, st.IsSpooky(m), spooky)
		}
	}
}

// TestHiddenCardClaims has the engine check what lesson 8's first question
// and the guide's note on it say of hidden cards, at the lesson's position
// (X1 1 5, O2 5 9): a collapse, which the coin's toss decides, only strikes
// boards off the list, so tosses written in advance look like tosses made
// now; but a card naming each mark's square does not fit, since for each of
// the 3 boards X can play X3 in the two squares that board gives X1 and O2,
// and then no board, before or after the collapse, has X1 and O2 there.
func TestHiddenCardClaims(t *testing.T) {
	r, err := game.Parse("lesson 8", strings.NewReader("X1 1 5\nO2 5 9\n"))
	if err != nil {
		t.Fatal(err)
	}
	start := r.State()
	e := start.Ensemble()
	if e.Len() != 3 {
		t.Fatalf("lesson 8 says X1 and O2 could end up on 3 boards; the engine counts %d", e.Len())
	}
	for _, move := range start.Legal() {
		st := start
		if _, err := st.Apply(move); err != nil {
			t.Fatal(err)
		}
		if st.Phase() != game.PhaseChoose {
			continue
		}
		before := boardSet(st.Ensemble())
		for _, choice := range st.Legal() {
			next := st
			if _, err := next.Apply(choice); err != nil {
				t.Fatal(err)
			}
			for b := range boardSet(next.Ensemble()) {
				if !before[b] {
					t.Errorf("after %v and %v the engine has a board that was not on the list before the collapse: %v", move, choice, b)
				}
			}
		}
	}
	for i := range e.Len() {
		card := e.Board(i)
		var x1, o2 game.Square
		for _, sq := range game.Squares {
			switch card.At(sq) {
			case 1:
				x1 = sq
			case 2:
				o2 = sq
			}
		}
		fits := func(st game.State) bool {
			after := st.Ensemble()
			for j := range after.Len() {
				if b := after.Board(j); b.At(x1) == 1 && b.At(o2) == 2 {
					return true
				}
			}
			return false
		}
		st := start
		if _, err := st.Apply(game.PlaceAction(x1, o2)); err != nil {
			t.Errorf("lesson 8 says X could play X3 %v %v, the squares a card gives X1 and O2; the engine says %v", x1, o2, err)
			continue
		}
		if !fits(start) {
			t.Fatalf("board %d of the list has X1 in %v and O2 in %v, but the list no longer does", i+1, x1, o2)
		}
		if fits(st) {
			t.Errorf("lesson 8 says X3 %v %v leaves no board with X1 in %v and O2 in %v; the engine has one", x1, o2, x1, o2)
		}
		for _, choice := range st.Legal() {
			next := st
			if _, err := next.Apply(choice); err != nil {
				t.Fatal(err)
			}
			if fits(next) {
				t.Errorf("after X3 %v %v and %v the engine has X1 in %v and O2 in %v, which lesson 8 says no collapse gives", x1, o2, choice, x1, o2)
			}
		}
	}
}

// boardSet returns the boards of e as a set.
func boardSet(e game.Ensemble) map[game.Outcome]bool {
	set := map[game.Outcome]bool{}
	for i := range e.Len() {
		set[e.Board(i)] = true
	}
	return set
}

// TestACollapseNeverGivesAMarkASquare has the engine check lesson 7's
// answer on the two paths (review t15 M1): "In the game, taking a
// possibility away never makes a new result possible." In every game
// of a fixed random sample, at every collapse, each board after it was on
// the list before, and so each mark's squares after it are among its
// squares before.
func TestACollapseNeverGivesAMarkASquare(t *testing.T) {
	l, err := readFile(assets.LessonFiles(), "07-metaphor"+game.FileExt)
	if err != nil {
		t.Fatal(err)
	}
	said := false
	for _, st := range l.Steps {
		said = said || strings.Contains(st.Answer, "In the game, taking a possibility away never makes a new result possible.")
	}
	if !said {
		t.Fatal("lesson 7 no longer says what this test checks")
	}
	rng := rand.New(rand.NewPCG(35, 15))
	collapses := 0
	for range 300 {
		var st game.State
		for !st.Over() {
			legal := st.Legal()
			if len(legal) == 0 {
				break
			}
			next := st
			if _, err := next.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if st.Phase() == game.PhaseChoose {
				collapses++
				before := boardSet(st.Ensemble())
				for b := range boardSet(next.Ensemble()) {
					if !before[b] {
						t.Fatalf("a collapse made a board possible that was not on the list before: %v", b)
					}
				}
			}
			st = next
		}
	}
	if collapses < 300 {
		t.Fatalf("only %d collapses in 300 games: the sample checks too little", collapses)
	}
}
