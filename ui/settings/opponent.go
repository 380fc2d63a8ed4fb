package settings

import (
	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/session"
)

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
