package ui

import (
	"sync"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// testSolver returns the one solver every test window shares, warmed up
// once on the empty board, so that a test waits for no cold solve and the
// tests make one table between them instead of one each.
var testSolver = sync.OnceValue(func() *solver.Solver {
	s := solver.New()
	s.Evaluate(game.State{})
	return s
})
