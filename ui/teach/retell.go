package teach

import "github.com/qttt-edu/qttt/game"

// Narrate tells the collapse cascade that led to s, mark by mark in the
// order the marks became classical, in the panel's words; chance says that
// the coin decided. Worksheets print it as the answer to a prediction.
func Narrate(s game.State, cascade []game.Landing, chance bool) []string {
	return narrate(s, cascade, chance)
}
