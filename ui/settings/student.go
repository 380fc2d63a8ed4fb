package settings

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
)

// What a student alone has done, kept with the settings.
const (
	keySolved   = "practice.solved"
	keyShown    = "practice.shown"
	keyWelcomed = "welcome.shown"
)

// Puzzles are practice puzzles, by name: those solved, or those whose
// answer was shown. The zero value is none; it is a value, so that
// Settings stay comparable.
type Puzzles struct{ names string } // the names, each followed by a newline

// Has reports whether the puzzle called name is among s.
func (s Puzzles) Has(name string) bool { return slices.Contains(s.list(), name) }

// With returns s with the puzzle called name among them too.
func (s Puzzles) With(name string) Puzzles {
	if s.Has(name) || name == "" || strings.Contains(name, "\n") {
		return s
	}
	return Puzzles{s.names + name + "\n"}
}

// Len returns how many puzzles s holds.
func (s Puzzles) Len() int { return len(s.list()) }

// Names returns the names of the puzzles, in the order they were added.
func (s Puzzles) Names() []string { return s.list() }

func (s Puzzles) list() []string { return strings.Fields(s.names) }

// loadStudent reads the puzzles solved, those whose answer was shown and
// whether the welcome was shown.
func (s *Settings) loadStudent(p fyne.Preferences) {
	for _, name := range p.StringList(keySolved) {
		s.Solved = s.Solved.With(name)
	}
	for _, name := range p.StringList(keyShown) {
		s.Shown = s.Shown.With(name)
	}
	s.Welcomed = p.Bool(keyWelcomed)
}

// saveStudent writes what loadStudent reads.
func (s Settings) saveStudent(p fyne.Preferences) {
	p.SetStringList(keySolved, s.Solved.list())
	p.SetStringList(keyShown, s.Shown.list())
	p.SetBool(keyWelcomed, s.Welcomed)
}
