package session

import (
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// Whom a game is played against is written as the autosave keeps it and
// read back the same; text that names no opponent changes nothing.
func TestOpponentAsText(t *testing.T) {
	for o, want := range map[Opponent]string{
		{}:                                     "two",
		{Side: game.O, Level: solver.Club}:     "o club",
		{Side: game.X, Level: solver.Perfect}:  "x perfect",
		{Side: game.O, Level: solver.Beginner}: "o beginner",
	} {
		text, err := o.MarshalText()
		if err != nil || string(text) != want {
			t.Errorf("%+v is written %q (%v), want %q", o, text, err, want)
		}
		var back Opponent
		if err := back.UnmarshalText(text); err != nil || back != o {
			t.Errorf("%q is read as %+v (%v), want %+v", text, back, err, o)
		}
	}
	kept := Opponent{Side: game.X, Level: solver.Club}
	for _, text := range []string{"", "three", "two club", "x", "x grandmaster", "two x club", "- club"} {
		o := kept
		if err := o.UnmarshalText([]byte(text)); err == nil || o != kept {
			t.Errorf("%q is read as %+v (%v), want an error and no change", text, o, err)
		}
	}
	if _, err := (Opponent{Side: game.O, Level: 7}).MarshalText(); err == nil {
		t.Error("a level that does not exist is written")
	}
}
