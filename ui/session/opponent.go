package session

import (
	"fmt"
	"slices"
	"strings"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// sideNames name the computer's side in text, by game.Player: "two" for
// two people at one computer.
var sideNames = []string{game.NoPlayer: "two", game.X: "x", game.O: "o"}

// SideName names side as the computer's side, in text: "x", "o", or
// "two" for game.NoPlayer (two people play).
func SideName(side game.Player) string { return sideNames[side] }

// ParseSide reads what SideName wrote, and reports whether it could.
func ParseSide(name string) (game.Player, bool) {
	i := slices.Index(sideNames, name)
	return game.Player(max(i, 0)), i >= 0
}

// MarshalText writes o as the autosave keeps it: "two" for two players,
// else the computer's side and level, as "o club".
func (o Opponent) MarshalText() ([]byte, error) {
	if o.Side == game.NoPlayer {
		return []byte(sideNames[game.NoPlayer]), nil
	}
	level, err := o.Level.MarshalText()
	if err != nil {
		return nil, err
	}
	return []byte(SideName(o.Side) + " " + string(level)), nil
}

// UnmarshalText reads what MarshalText wrote; o is left as it was when
// text is not that.
func (o *Opponent) UnmarshalText(text []byte) error {
	f := strings.Fields(string(text))
	if len(f) == 1 && f[0] == sideNames[game.NoPlayer] {
		*o = Opponent{}
		return nil
	}
	if len(f) == 2 {
		side, ok := ParseSide(f[0])
		var level solver.Level
		if ok && side != game.NoPlayer && level.UnmarshalText([]byte(f[1])) == nil {
			*o = Opponent{Side: side, Level: level}
			return nil
		}
	}
	return fmt.Errorf("session: %q names no opponent", text)
}
