package puzzle

import (
	"slices"

	"github.com/qttt-edu/qttt/game"
)

// Link returns the spooky marks of s along a shortest chain of shared
// squares from square a to square b, in order; nil if none links them.
func Link(s game.State, a, b game.Square) []game.Mark {
	type step struct {
		from game.Square
		mark game.Mark
	}
	came := map[game.Square]step{a: {}}
	todo := []game.Square{a}
	for len(todo) > 0 {
		sq := todo[0]
		todo = todo[1:]
		if sq == b {
			var path []game.Mark
			for sq != a {
				path = append(path, came[sq].mark)
				sq = came[sq].from
			}
			slices.Reverse(path)
			return path
		}
		for _, m := range s.Spooky(sq) {
			next := s.Twin(m, sq)
			if _, ok := came[next]; !ok {
				came[next] = step{sq, m}
				todo = append(todo, next)
			}
		}
	}
	return nil
}

// Chain returns the spooky marks along a shortest chain of shared squares
// from mark m to mark n, both included; nil if they are not entangled.
func Chain(s game.State, m, n game.Mark) []game.Mark {
	came := map[game.Mark]game.Mark{m: 0}
	todo := []game.Mark{m}
	for len(todo) > 0 {
		k := todo[0]
		todo = todo[1:]
		if k == n {
			var path []game.Mark
			for ; k != 0; k = came[k] {
				path = append(path, k)
			}
			slices.Reverse(path)
			return path
		}
		a, b := s.Pair(k)
		for _, sq := range []game.Square{a, b} {
			for _, next := range s.Spooky(sq) {
				if _, ok := came[next]; !ok {
					came[next] = k
					todo = append(todo, next)
				}
			}
		}
	}
	return nil
}

// Shared returns the square marks m and n both have a spooky mark in, or
// NoSquare.
func Shared(s game.State, m, n game.Mark) game.Square {
	ma, mb := s.Pair(m)
	na, nb := s.Pair(n)
	for _, sq := range []game.Square{ma, mb} {
		if sq == na || sq == nb {
			return sq
		}
	}
	return game.NoSquare
}
