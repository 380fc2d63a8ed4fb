package settings

import (
	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/session"
)

// NewGameSide returns the computer's side in the last new game,
// game.NoPlayer for two players: the New game dialog's default.
func NewGameSide(p fyne.Preferences) game.Player {
	side, _ := session.ParseSide(p.String(keyNewGameSide)) // game.NoPlayer when none is kept
	return side
}

// SetNewGameSide keeps the computer's side in a new game as the next
// one's default.
func SetNewGameSide(p fyne.Preferences, side game.Player) {
	p.SetString(keyNewGameSide, session.SideName(side))
}

// LegacyGameOpponent returns whom the autosaved game is played against
// as the app kept it in the preferences before the autosave held it
// itself: two players when they say nothing valid.
func LegacyGameOpponent(p fyne.Preferences) session.Opponent {
	side, _ := session.ParseSide(p.String(keyGameSide))
	var level solver.Level
	if side == game.NoPlayer || level.UnmarshalText([]byte(p.String(keyGameLevel))) != nil {
		return session.Opponent{}
	}
	return session.Opponent{Side: side, Level: level}
}
