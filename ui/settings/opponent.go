package settings

import (
	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/session"
)

// sideNames are the names the computer's side is stored under, by
// game.Player: "two" for two players at one computer.
var sideNames = []string{game.NoPlayer: "two", game.X: "x", game.O: "o"}

// NewGameSide returns the computer's side in the last new game,
// game.NoPlayer for two players: the New game dialog's default.
func NewGameSide(p fyne.Preferences) game.Player {
	return game.Player(lookup(sideNames, p.String(keyNewGameSide), int(game.NoPlayer)))
}

// SetNewGameSide keeps the computer's side in a new game as the next
// one's default.
func SetNewGameSide(p fyne.Preferences, side game.Player) {
	p.SetString(keyNewGameSide, sideNames[side])
}

// GameOpponent returns whom the autosaved game is played against: two
// players when the preferences say nothing valid.
func GameOpponent(p fyne.Preferences) session.Opponent {
	side := game.Player(lookup(sideNames, p.String(keyGameSide), int(game.NoPlayer)))
	level := lookup(levelNames, p.String(keyGameLevel), -1)
	if side == game.NoPlayer || level < 0 {
		return session.Opponent{}
	}
	return session.Opponent{Side: side, Level: solver.Level(level)}
}

// SetGameOpponent keeps whom the autosaved game is played against.
func SetGameOpponent(p fyne.Preferences, o session.Opponent) {
	if o.Side == game.NoPlayer {
		p.RemoveValue(keyGameSide)
		p.RemoveValue(keyGameLevel)
		return
	}
	p.SetString(keyGameSide, sideNames[o.Side])
	p.SetString(keyGameLevel, levelNames[o.Level])
}
