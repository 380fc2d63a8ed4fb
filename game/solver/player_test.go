package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/qttt-edu/qttt/game"
)

// playOut plays st to the end, with player me picking at level mine and
// the other at level theirs, and calls each, if not nil, after every
// action of me with the positions before and after it.
func playOut(t *testing.T, s *Solver, st game.State, me game.Player, mine, theirs Level, rng *rand.Rand, each func(before, after game.State)) game.State {
	t.Helper()
	for !st.Over() {
		lvl := theirs
		if st.ToAct() == me {
			lvl = mine
		}
		a, ok := s.Pick(st, lvl, rng)
		if !ok {
			t.Fatalf("Pick found no action in a game in play:\n%s", record(st))
		}
		before := st
		if _, err := st.Apply(a); err != nil {
			t.Fatalf("Pick chose %v, which the rules refuse: %v", a, err)
		}
		if lvl == mine && each != nil {
			each(before, st)
		}
	}
	return st
}

func TestPerfectNeverLetsItsValueDrop(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 40
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for g := range games {
		me := game.X
		if g%2 == 1 {
			me = game.O
		}
		// Start from a few random actions in, so that Perfect also plays
		// from drawn and lost positions.
		st, ok := randomPosition(rng, rng.IntN(4))
		if !ok {
			continue
		}
		start := shared.Value(st).For(me)
		end := playOut(t, shared, st, me, Perfect, Beginner, rng, func(before, after game.State) {
			if b, a := shared.Value(before).For(me), shared.Value(after).For(me); a < b {
				t.Fatalf("Perfect %v went from %+d to %+d with %v in:\n%s", me, b, a, after, record(before))
			}
		})
		if got := outcomeOf(end.Winner()).For(me); got < start {
			t.Errorf("Perfect %v ended with %+d from a position worth %+d:\n%s", me, got, start, record(st))
		}
	}
}

func TestPerfectWinsAsX(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 50 {
		end := playOut(t, shared, game.State{}, game.X, Perfect, Beginner, rng, nil)
		if end.Winner() != game.X {
			t.Errorf("Perfect X did not win against Beginner:\n%s", record(end))
		}
	}
}

func TestPerfectPicksTheQuickestWin(t *testing.T) {
	st := position(t, oneMoveFromWin)
	rng := rand.New(rand.NewPCG(7, 8))
	for range 20 {
		if a, _ := shared.Pick(st, Perfect, rng); a != game.PlaceAction(3, 6) {
			t.Fatalf("Perfect picked %v, not the immediate win in 3 and 6", a)
		}
	}
}

// TestPerfectHoldsOutWhenLost looks at lost positions in which some
// actions end the game at once and others do not: Perfect must not end it.
func TestPerfectHoldsOutWhenLost(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	for found := 0; found < 20; {
		st, ok := randomPosition(rng, 4)
		if !ok {
			continue
		}
		endsNow := map[game.Action]bool{}
		ending := 0
		for _, a := range st.Legal() {
			next := st
			next.Apply(a)
			endsNow[a] = next.Over()
			if next.Over() {
				ending++
			}
		}
		if ending == 0 || ending == len(endsNow) || shared.Value(st).For(st.ToAct()) >= 0 {
			continue
		}
		found++
		if a, _ := shared.Pick(st, Perfect, rng); endsNow[a] {
			t.Errorf("Perfect lost at once with %v where it could hold out in:\n%s", a, record(st))
		}
	}
}

func TestClubUsuallyTakesAWin(t *testing.T) {
	st := position(t, oneMoveFromWin)
	rng := rand.New(rand.NewPCG(9, 10))
	taken := 0
	for range 200 {
		if a, _ := shared.Pick(st, Club, rng); a == game.PlaceAction(3, 6) {
			taken++
		}
	}
	if taken < 160 || taken == 200 {
		t.Errorf("Club took the immediate win %d times in 200, want most but not all", taken)
	}
}

// score plays games between levels strong and weak, each side half of
// the time, and counts the wins of each.
func score(t *testing.T, strong, weak Level, games int, rng *rand.Rand) (strongWins, weakWins int) {
	for g := range games {
		me := game.X
		if g%2 == 1 {
			me = game.O
		}
		switch playOut(t, shared, game.State{}, me, strong, weak, rng, nil).Winner() {
		case me:
			strongWins++
		case me.Opponent():
			weakWins++
		}
	}
	return strongWins, weakWins
}

func TestClubBeatsBeginner(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 20
	}
	club, beginner := score(t, Club, Beginner, games, rand.New(rand.NewPCG(11, 12)))
	if club <= 3*beginner || 2*club <= games {
		t.Errorf("Club won %d and Beginner %d of %d games: want most, and three times as many, for Club", club, beginner, games)
	}
}

func TestPerfectBeatsClub(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	perfect, club := score(t, Perfect, Club, games, rand.New(rand.NewPCG(17, 18)))
	if club > 0 || 2*perfect <= games {
		t.Errorf("Perfect won %d and Club %d of %d games: want most for Perfect, none for Club", perfect, club, games)
	}
}

func TestBeginnerPlaysEveryActionSometimes(t *testing.T) {
	st := position(t, collapseDecides)
	rng := rand.New(rand.NewPCG(13, 14))
	seen := map[game.Action]bool{}
	for range 50 {
		a, _ := shared.Pick(st, Beginner, rng)
		seen[a] = true
	}
	if len(seen) != 2 {
		t.Errorf("Beginner made %d different collapse choices in 50 tries, want both", len(seen))
	}
}

// replyPositions returns typical positions of a game in play, from the
// second move to the last.
func replyPositions(rng *rand.Rand, n int) []game.State {
	var positions []game.State
	for len(positions) < n {
		if st, ok := randomPosition(rng, 1+len(positions)%7); ok {
			positions = append(positions, st)
		}
	}
	return positions
}

func BenchmarkReply(b *testing.B) {
	s := New()
	s.Evaluate(game.State{})
	rng := rand.New(rand.NewPCG(15, 16))
	positions := replyPositions(rng, 70)
	for _, st := range positions {
		s.Pick(st, Perfect, rng)
	}
	i := 0
	for b.Loop() {
		s.Pick(positions[i%len(positions)], Perfect, rng)
		i++
	}
}
