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
	keyPuzzle   = "practice.last"
	keyLessons  = "lessons.finished"
	keyWelcomed = "welcome.shown"
)

// Names are practice puzzles or lessons, by name: the puzzles solved, or
// those whose answer was shown, or the lessons read to their end. The zero
// value is none; it is a value, so that Settings stay comparable.
type Names struct{ names string } // the names, each followed by a newline

// Has reports whether name is among s.
func (s Names) Has(name string) bool { return slices.Contains(s.list(), name) }

// With returns s with name among them too.
func (s Names) With(name string) Names {
	if s.Has(name) || name == "" || strings.Contains(name, "\n") {
		return s
	}
	return Names{s.names + name + "\n"}
}

// Len returns how many names s holds.
func (s Names) Len() int { return len(s.list()) }

// Names returns the names, in the order they were added.
func (s Names) Names() []string { return s.list() }

func (s Names) list() []string { return strings.Fields(s.names) }

// loadStudent reads the puzzles solved, those whose answer was shown, the
// puzzle last on show, the lessons finished and whether the welcome was
// shown.
func (s *Settings) loadStudent(p fyne.Preferences) {
	for _, name := range p.StringList(keySolved) {
		s.Solved = s.Solved.With(name)
	}
	for _, name := range p.StringList(keyShown) {
		s.Shown = s.Shown.With(name)
	}
	s.Puzzle = p.String(keyPuzzle)
	for _, name := range p.StringList(keyLessons) {
		s.Lessons = s.Lessons.With(name)
	}
	s.Welcomed = p.Bool(keyWelcomed)
}

// saveStudent writes what loadStudent reads.
func (s Settings) saveStudent(p fyne.Preferences) {
	p.SetStringList(keySolved, s.Solved.list())
	p.SetStringList(keyShown, s.Shown.list())
	p.SetString(keyPuzzle, s.Puzzle)
	p.SetStringList(keyLessons, s.Lessons.list())
	p.SetBool(keyWelcomed, s.Welcomed)
}
