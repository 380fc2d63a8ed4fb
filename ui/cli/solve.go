package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"time"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// Solution is what --solve prints: the scoring, the value of the empty
// board with perfect play and its margin in points, the value of each of
// the 36 opening moves, and what the solve cost.
type Solution struct {
	Scoring   string    `json:"scoring"` // "earlier-line" (this app's rules) or "goff"
	Value     string    `json:"value"`   // "X", "O" or "draw"
	Margin    string    `json:"margin"`  // "X by 1", "X by ½", "draw", …
	Openings  []Opening `json:"openings"`
	Positions int64     `json:"positions"` // positions searched
	Seconds   float64   `json:"seconds"`   // wall-clock time
}

// Opening is X's first move, a spooky pair, and its value.
type Opening struct {
	Squares [2]game.Square `json:"squares"`
	Value   string         `json:"value"`
	Margin  string         `json:"margin"`
}

// Scorings names the solver's scorings as --solve accepts them.
var Scorings = map[string]solver.Scoring{
	"earlier-line": solver.EarlierLine,
	"goff":         solver.GoffPoints,
}

// Solve solves the game from the empty board under the named scoring (a
// key of Scorings) and writes the Solution as JSON to stdout.
func Solve(stdout io.Writer, scoring string) error {
	sc, ok := Scorings[scoring]
	if !ok {
		return fmt.Errorf("unknown scoring %q: want earlier-line or goff", scoring)
	}
	start := time.Now()
	s := solver.NewScoring(sc)
	var empty game.State
	sol := Solution{Scoring: scoring}
	for _, e := range s.Evaluate(empty) {
		sol.Openings = append(sol.Openings, Opening{Squares: e.Action.Squares, Value: e.Outcome.String(), Margin: e.Margin.String()})
	}
	m := s.Margin(empty) // at once: every opening is solved
	sol.Value, sol.Margin = m.Outcome().String(), m.String()
	sol.Positions = s.Positions()
	sol.Seconds = math.Round(time.Since(start).Seconds()*1000) / 1000
	return json.NewEncoder(stdout).Encode(sol)
}
