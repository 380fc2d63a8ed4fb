package solver

import (
	"fmt"
	"slices"
)

// levelNames are the levels' names where they are kept as text (the
// settings, the autosave): names, not numbers, so that a file reads well
// and survives a reordering.
var levelNames = []string{Beginner: "beginner", Club: "club", Perfect: "perfect"}

// MarshalText returns l's name: "beginner", "club" or "perfect".
func (l Level) MarshalText() ([]byte, error) {
	if l < 0 || int(l) >= len(levelNames) {
		return nil, fmt.Errorf("solver: no level %d", l)
	}
	return []byte(levelNames[l]), nil
}

// UnmarshalText sets l to the level MarshalText names text; l is left as
// it was when text names none.
func (l *Level) UnmarshalText(text []byte) error {
	i := slices.Index(levelNames, string(text))
	if i < 0 {
		return fmt.Errorf("solver: no level named %q", text)
	}
	*l = Level(i)
	return nil
}
