package game

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
)

// playRandom plays one game of uniformly random legal actions, calling
// check before every action. It returns the final state.
func playRandom(rng *rand.Rand, check func(State) error) (State, error) {
	var s State
	for !s.Over() {
		if err := check(s); err != nil {
			return s, err
		}
		legal := s.Legal()
		if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			return s, fmt.Errorf("a legal action was refused: %v", err)
		}
	}
	return s, check(s)
}

// checkInvariants checks what must hold in every reachable position.
func checkInvariants(s State) error {
	var parent [10]Square // union-find over squares, for the forest check
	for i := range parent {
		parent[i] = Square(i)
	}
	find := func(q Square) Square {
		for parent[q] != q {
			q = parent[q]
		}
		return q
	}
	classical, spooky := 0, 0
	for m := Mark(1); m <= s.Newest(); m++ {
		a, b := s.Pair(m)
		switch at := s.Landed(m); {
		case at == NoSquare:
			spooky++
			if a == b || s.Classical(a) != 0 || s.Classical(b) != 0 {
				return fmt.Errorf("spooky %v in %v,%v beside a classical mark", m, a, b)
			}
			if m == s.Newest() && s.Phase() == PhaseChoose {
				continue // the cycle-closing pair, awaiting collapse
			}
			ra, rb := find(a), find(b)
			if ra == rb {
				return fmt.Errorf("the spooky graph has a cycle through %v", m)
			}
			parent[ra] = rb
		case at != a && at != b:
			return fmt.Errorf("%v landed in %v, outside its pair %v,%v", m, at, a, b)
		case s.Classical(at) != m:
			return fmt.Errorf("%v landed in %v, which holds %v", m, at, s.Classical(at))
		default:
			classical++
		}
	}
	onBoard := 0
	for _, sq := range Squares {
		if s.Classical(sq) != 0 {
			onBoard++
		}
	}
	if onBoard != classical || classical+spooky != s.Moves() {
		return fmt.Errorf("%d classical marks on the board, %d landed, %d spooky, %d moves", onBoard, classical, spooky, s.Moves())
	}
	if s.Moves() > MaxMoves || (s.Moves() == MaxMoves && s.Phase() != PhaseChoose && !s.Over()) {
		return fmt.Errorf("move %d and the game goes on", s.Moves())
	}
	if s.Over() != (len(s.Lines()) > 0 || onBoard == 9) {
		return fmt.Errorf("over %v with %d lines and %d classical marks", s.Over(), len(s.Lines()), onBoard)
	}
	return nil
}

// TestInvariantsOverRandomGames plays a million random games (fewer with
// -short) and checks the invariants before every action.
func TestInvariantsOverRandomGames(t *testing.T) {
	games := 1_000_000
	if testing.Short() {
		games = 20_000
	}
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(w), 2006))
			for range games / workers {
				if s, err := playRandom(rng, checkInvariants); err != nil {
					errs <- fmt.Errorf("%v\nafter %d moves: %s", err, s.Moves(), board(s))
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// BenchmarkRandomPlayout measures whole random games; games/s is the
// engine's throughput for playouts.
func BenchmarkRandomPlayout(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	noCheck := func(State) error { return nil }
	for b.Loop() {
		playRandom(rng, noCheck)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
