package teach

import (
	"math/rand/v2"

	"github.com/qttt-edu/qttt/game"
)

// TossCoin decides a pending collapse with a fair coin, for the "choice or
// chance" teaching variant: it returns the choice that lands the newest
// mark in one of its two squares, each with probability one half. ok is
// false when no collapse is pending.
func TossCoin(s game.State) (choice game.Action, ok bool) {
	if s.Phase() != game.PhaseChoose {
		return game.Action{}, false
	}
	choices := s.Legal()
	return choices[rand.IntN(len(choices))], true
}
