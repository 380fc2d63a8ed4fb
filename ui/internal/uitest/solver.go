package uitest

import (
	"sync"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// Solver returns the one solver the tests of a package share, warmed up
// once on the empty board, so that a test waits for no cold solve and the
// tests make one table between them instead of one each.
var Solver = sync.OnceValue(func() *solver.Solver {
	s := solver.New()
	s.Evaluate(game.State{})
	return s
})
