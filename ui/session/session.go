// Package session is the game a window shows, without the window: the
// record with its undo cursor, the position on show, the half-made move,
// why the last input was refused, and whether the game has changed since
// it was last opened or saved.
//
// A Session is the one owner of that state. The window reads it through
// the getters and changes it only through the methods below, each of which
// leaves the session consistent: the position on show is never past the
// actions in force, a half-made move exists only in the present, and a
// refusal lasts until the next input. The package imports no Fyne, so its
// rules are tested without a display.
package session

import "github.com/qttt-edu/qttt/game"

// Session is one game in a window.
type Session struct {
	rec      *game.Record // the game, with undone actions kept at its end for redo
	at       int          // the actions in force: rec.StateAt(at) is the present
	shown    int          // the position on show: at, or earlier while reviewing
	selected game.Square  // the first square of a half-made move
	refusal  string       // why the last input was refused, until the next input
	dirty    bool         // the game has changed since it was last opened or saved
}

// New returns a session on an empty game.
func New() *Session { return &Session{rec: game.NewRecord()} }

// Record returns the game, undone actions included. The window reads it;
// only the session changes it.
func (s *Session) Record() *game.Record { return s.rec }

// At returns the number of actions in force.
func (s *Session) At() int { return s.at }

// Shown returns the number of actions before the position on show.
func (s *Session) Shown() int { return s.shown }

// Present returns the position the game has reached.
func (s *Session) Present() game.State { return s.rec.StateAt(s.at) }

// OnShow returns the position on show.
func (s *Session) OnShow() game.State { return s.rec.StateAt(s.shown) }

// Reviewing reports whether an earlier position is on show.
func (s *Session) Reviewing() bool { return s.shown != s.at }

// Selected returns the first square of a half-made move, game.NoSquare
// for none.
func (s *Session) Selected() game.Square { return s.selected }

// Refusal returns why the last input was refused, "" if it was not.
func (s *Session) Refusal() string { return s.refusal }

// Dirty reports whether the game has changed since it was last opened or
// saved.
func (s *Session) Dirty() bool { return s.dirty }

// Select makes sq the first square of a half-made move in the present;
// game.NoSquare cancels it.
func (s *Session) Select(sq game.Square) {
	s.selected, s.refusal = sq, ""
}

// Refuse keeps why the last input did nothing, until the next input.
func (s *Session) Refuse(why string) { s.refusal = why }

// Play performs act in the present, dropping the undone actions Redo could
// have brought back, and shows the result. It returns the collapse cascade
// act caused, if any, or the rules' objection, leaving the game unchanged.
func (s *Session) Play(act game.Action) ([]game.Landing, error) {
	if err := s.Present().Check(act); err != nil {
		return nil, err
	}
	s.rec.Truncate(s.at)
	cascade, err := s.rec.Apply(act)
	if err != nil {
		return nil, err
	}
	s.moved(s.rec.Len())
	return cascade, nil
}

// Redo plays the next undone action again, and the undone actions after
// it up to to, and returns the cascade of the first when it is the only
// one. It does nothing without an undone action.
func (s *Session) Redo(to int) []game.Landing {
	if s.at >= s.rec.Len() {
		return nil
	}
	present := s.Present()
	cascade, _ := present.Apply(s.rec.Action(s.at)) // legal: the record played it from here
	to = min(max(to, s.at+1), s.rec.Len())
	if to != s.at+1 {
		cascade = nil // several actions: no single collapse to animate
	}
	s.moved(to)
	return cascade
}

// Rewind puts the first n actions in force, keeping the later ones for
// Redo: Undo, and "Play from here" after a review.
func (s *Session) Rewind(n int) {
	if n >= 0 && n <= s.rec.Len() {
		s.moved(n)
	}
}

// moved makes the first n actions the game in force and shows its present.
func (s *Session) moved(n int) {
	s.at, s.shown = n, n
	s.selected, s.refusal, s.dirty = game.NoSquare, "", true
}

// Review shows the position after the first n actions without changing
// the game; n == At() returns to the present. It reports whether the
// position on show changed.
func (s *Session) Review(n int) bool {
	if n < 0 || n > s.rec.Len() || n == s.shown {
		return false
	}
	s.shown, s.selected, s.refusal = n, game.NoSquare, ""
	return true
}

// Load makes r the game, at its end. unsaved says whether r holds actions
// that no file of the user's holds.
func (s *Session) Load(r *game.Record, unsaved bool) {
	s.rec, s.at, s.shown = r, r.Len(), r.Len()
	s.selected, s.refusal, s.dirty = game.NoSquare, "", unsaved
}

// Saved notes that the game in force is in a file of the user's.
func (s *Session) Saved() { s.dirty = false }

// InForce returns a copy of the game as far as it is in force, without
// the undone actions.
func (s *Session) InForce() *game.Record {
	r := s.rec.Clone()
	r.Truncate(s.at)
	return r
}
