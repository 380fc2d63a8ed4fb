package settings

import (
	"strings"

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

// FormatOpponent writes whom a game is played against as the autosave
// keeps it: "two" for two players, else the computer's side and level,
// as "o club".
func FormatOpponent(o session.Opponent) string {
	if o.Side == game.NoPlayer {
		return sideNames[game.NoPlayer]
	}
	return sideNames[o.Side] + " " + levelNames[o.Level]
}

// ParseOpponent reads what FormatOpponent wrote, and reports whether it
// could.
func ParseOpponent(text string) (session.Opponent, bool) {
	f := strings.Fields(text)
	if len(f) == 1 && f[0] == sideNames[game.NoPlayer] {
		return session.Opponent{}, true
	}
	if len(f) != 2 {
		return session.Opponent{}, false
	}
	side, level := lookup(sideNames, f[0], -1), lookup(levelNames, f[1], -1)
	if side <= int(game.NoPlayer) || level < 0 {
		return session.Opponent{}, false
	}
	return session.Opponent{Side: game.Player(side), Level: solver.Level(level)}, true
}

// LegacyGameOpponent returns whom the autosaved game is played against
// as the app kept it in the preferences before the autosave held it
// itself: two players when they say nothing valid.
func LegacyGameOpponent(p fyne.Preferences) session.Opponent {
	side := game.Player(lookup(sideNames, p.String(keyGameSide), int(game.NoPlayer)))
	level := lookup(levelNames, p.String(keyGameLevel), -1)
	if side == game.NoPlayer || level < 0 {
		return session.Opponent{}
	}
	return session.Opponent{Side: side, Level: solver.Level(level)}
}
