package cli

import (
	"encoding/json"
	"io"
	"math"
	"time"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// Solution is what --solve prints: the value of the empty board with
// perfect play, the value of each of the 36 opening moves, and what the
// solve cost.
type Solution struct {
	Value     string    `json:"value"` // "X", "O" or "draw"
	Openings  []Opening `json:"openings"`
	Positions int64     `json:"positions"` // positions searched
	Seconds   float64   `json:"seconds"`   // wall-clock time
}

// Opening is X's first move, a spooky pair, and its value.
type Opening struct {
	Squares [2]game.Square `json:"squares"`
	Value   string         `json:"value"`
}

// Solve solves the game from the empty board and writes the Solution as
// JSON to stdout.
func Solve(stdout io.Writer) error {
	start := time.Now()
	s := solver.New()
	var empty game.State
	var sol Solution
	for _, sc := range s.Evaluate(empty) {
		sol.Openings = append(sol.Openings, Opening{Squares: sc.Action.Squares, Value: sc.Outcome.String()})
	}
	sol.Value = s.Value(empty).String() // at once: every opening is solved
	sol.Positions = s.Positions()
	sol.Seconds = math.Round(time.Since(start).Seconds()*1000) / 1000
	return json.NewEncoder(stdout).Encode(sol)
}
