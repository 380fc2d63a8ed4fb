package settings

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
)

// What a student alone has done, kept with the settings.
const (
	keySolved   = "practice.solved"
	keyWelcomed = "welcome.shown"
)

// Solved are the practice puzzles solved, by name. The zero value is none;
// it is a value, so that Settings stay comparable.
type Solved struct{ names string } // the names, each followed by a newline

// Has reports whether the puzzle called name is solved.
func (s Solved) Has(name string) bool { return slices.Contains(s.list(), name) }

// With returns s with the puzzle called name solved too.
func (s Solved) With(name string) Solved {
	if s.Has(name) || name == "" || strings.Contains(name, "\n") {
		return s
	}
	return Solved{s.names + name + "\n"}
}

// Len returns how many puzzles are solved.
func (s Solved) Len() int { return len(s.list()) }

// Names returns the names of the puzzles solved, in the order they were.
func (s Solved) Names() []string { return s.list() }

func (s Solved) list() []string { return strings.Fields(s.names) }

// loadStudent reads the puzzles solved and whether the welcome was shown.
func (s *Settings) loadStudent(p fyne.Preferences) {
	for _, name := range p.StringList(keySolved) {
		s.Solved = s.Solved.With(name)
	}
	s.Welcomed = p.Bool(keyWelcomed)
}

// saveStudent writes what loadStudent reads.
func (s Settings) saveStudent(p fyne.Preferences) {
	p.SetStringList(keySolved, s.Solved.list())
	p.SetBool(keyWelcomed, s.Welcomed)
}
