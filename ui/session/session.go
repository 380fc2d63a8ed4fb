// Package session is the game a window shows, without the window: the
// record with its undo cursor, the position on show, the half-made move,
// why the last input was refused, whether the game has changed since it
// was last opened or saved, who plays it (two people, or one against the
// computer) and whether a coin decides its collapses.
//
// A Session is the one owner of that state, held by the window's model
// (ui/model), which alone calls the methods that change it; the window
// reads it through the getters (Record hands out a copy). Each method
// leaves the session consistent: the position on show is never past the
// actions in force, a half-made move exists only in the present, and a
// refusal lasts until the next input. Every change of the game, of the
// position on show or of the variant counts one generation: an answer
// worked out off the UI goroutine for one generation is stale once
// Generation returns another. The package imports no Fyne, so its rules
// are tested without a display.
package session

import (
	"math/rand/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// Session is one game in a window.
type Session struct {
	rec      *game.Record // the game, with undone actions kept at its end for redo
	at       int          // the actions in force: rec.StateAt(at) is the present
	shown    int          // the position on show: at, or earlier while reviewing
	selected game.Square  // the first square of a half-made move
	refusal  string       // why the last input was refused, until the next input
	dirty    bool         // the game has changed since it was last opened or saved
	opponent Opponent     // the computer's part in the game
	chance   bool         // the chance variant: a fair coin decides every collapse
	byCoin   map[int]bool // the indexes of the collapse choices the coin made
	gen      int          // counts changes of the game, the position on show and the variant
	edits    int          // counts changes of the game in force: actions played or undone, games loaded
}

// Opponent is the computer's part in a game: the side it plays, or
// game.NoPlayer for two people at one computer, and how well it plays.
type Opponent struct {
	Side  game.Player
	Level solver.Level
}

// New returns a session on an empty game for two players.
func New() *Session { return &Session{rec: game.NewRecord(), byCoin: map[int]bool{}} }

// View is a session as the views and the computer read it: every
// question, and no change. The window's model is the one owner that
// changes the session; it hands out this View.
type View interface {
	Generation() int
	Edits() int
	Record() *game.Record
	InForce() *game.Record
	At() int
	Shown() int
	Present() game.State
	OnShow() game.State
	Reviewing() bool
	Selected() game.Square
	Refusal() string
	Dirty() bool
	Opponent() Opponent
	ComputerToAct() bool
	Chance() bool
	ByCoin(i int) bool
	CoinDecides() bool
	Toss() (choice game.Action, ok bool)
	CanUndo() bool
	CanRedo() bool
}

var _ View = (*Session)(nil)

// Generation returns the number of changes so far of the game, the
// position on show and the variant. Work started for one generation is
// stale when it ends in another.
func (s *Session) Generation() int { return s.gen }

// Edits returns the number of changes so far of the game in force:
// actions played, undone or redone, and games loaded; a review is none.
func (s *Session) Edits() int { return s.edits }

// Record returns a copy of the game, undone actions included: the
// session's own record changes only through its methods.
func (s *Session) Record() *game.Record { return s.rec.Clone() }

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

// Opponent returns the computer's part in the game.
func (s *Session) Opponent() Opponent { return s.opponent }

// ComputerToAct reports whether the computer is to act in the present:
// the human waits.
func (s *Session) ComputerToAct() bool {
	return s.opponent.Side != game.NoPlayer && s.Present().ToAct() == s.opponent.Side
}

// Chance reports whether the chance variant is on: a fair coin, not a
// player, decides every collapse.
func (s *Session) Chance() bool { return s.chance }

// SetChance turns the chance variant on or off.
func (s *Session) SetChance(on bool) {
	if on != s.chance {
		s.chance = on
		s.gen++
	}
}

// ByCoin reports whether action i of the game is a collapse choice that
// the coin of the chance variant made, not a player: the variant was on
// when it was played (in a game loaded from a file, that the file says the
// coin played it).
func (s *Session) ByCoin(i int) bool { return s.byCoin[i] }

// CoinDecides reports whether the coin of the chance variant, not a
// player, is to decide the collapse pending in the present on show.
func (s *Session) CoinDecides() bool {
	return s.chance && !s.Reviewing() && s.Present().Phase() == game.PhaseChoose
}

// Toss returns the coin's choice for the collapse pending in the
// present: it lands the newest mark in either of its two squares with
// probability one half. ok is false when the coin has nothing to decide.
func (s *Session) Toss() (choice game.Action, ok bool) {
	if !s.CoinDecides() {
		return game.Action{}, false
	}
	choices := s.Present().Legal()
	return choices[rand.IntN(len(choices))], true
}

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
// A collapse played while the chance variant is on is the coin's, and
// marks the record as a game of chance.
func (s *Session) Play(act game.Action) ([]game.Landing, error) {
	if err := s.Present().Check(act); err != nil {
		return nil, err
	}
	s.rec.Truncate(s.at)
	for i := range s.byCoin {
		if i >= s.at {
			delete(s.byCoin, i)
		}
	}
	cascade, err := s.rec.Apply(act)
	if err != nil {
		return nil, err
	}
	if act.Kind == game.Choose && s.chance {
		s.rec.Chance = true
		s.byCoin[s.at] = true
	}
	s.moved(s.rec.Len())
	return cascade, nil
}

// CanUndo reports whether Undo has an action to take back.
func (s *Session) CanUndo() bool { return s.undoTo() >= 0 }

// Undo takes back the last action, keeping it for Redo: a move, or a
// collapse choice, which brings back the pending choice. Against the
// computer it also takes back the computer's reply, back to the human's
// last turn. It reports whether there was an action to take back.
func (s *Session) Undo() bool {
	n := s.undoTo()
	if n < 0 {
		return false
	}
	s.moved(n)
	return true
}

// undoTo returns the number of actions Undo leaves in force, -1 when there
// is nothing to undo, or only the computer's opening.
func (s *Session) undoTo() int {
	n := s.at - 1
	if side := s.opponent.Side; side != game.NoPlayer {
		for n > 0 && s.rec.StateAt(n).ToAct() == side {
			n--
		}
		if n >= 0 && s.rec.StateAt(n).ToAct() == side {
			return -1
		}
	}
	return n
}

// CanRedo reports whether there is an undone action to play again.
func (s *Session) CanRedo() bool { return s.at < s.rec.Len() }

// Redo plays the next undone action again, and against the computer its
// undone reply too, up to the human's next turn. It returns the collapse
// cascade when a single action was replayed, for the window to animate.
// It does nothing without an undone action.
func (s *Session) Redo() []game.Landing {
	if !s.CanRedo() {
		return nil
	}
	present := s.Present()
	cascade, _ := present.Apply(s.rec.Action(s.at)) // legal: the record played it from here
	to := s.at + 1
	if side := s.opponent.Side; side != game.NoPlayer {
		for to < s.rec.Len() && s.rec.StateAt(to).ToAct() == side {
			to++
		}
	}
	if to != s.at+1 {
		cascade = nil // several actions: no single collapse to animate
	}
	s.moved(to)
	return cascade
}

// PlayFromHere makes the position on review the present, keeping the
// later actions for Redo. It reports whether an earlier position was on
// review.
func (s *Session) PlayFromHere() bool {
	if !s.Reviewing() {
		return false
	}
	s.moved(s.shown)
	return true
}

// moved makes the first n actions the game in force and shows its present.
func (s *Session) moved(n int) {
	s.at, s.shown = n, n
	s.selected, s.refusal, s.dirty = game.NoSquare, "", true
	s.gen++
	s.edits++
}

// Review shows the position after the first n actions without changing
// the game; n == At() returns to the present. It reports whether the
// position on show changed.
func (s *Session) Review(n int) bool {
	if n < 0 || n > s.rec.Len() || n == s.shown {
		return false
	}
	s.shown, s.selected, s.refusal = n, game.NoSquare, ""
	s.gen++
	return true
}

// Load makes a copy of r the game, at its end, played as o says. unsaved says
// whether r holds actions that no file of the user's holds. The chance
// variant is on only for a game the coin played: a new game is one of
// choice unless asked otherwise (SetChance).
func (s *Session) Load(r *game.Record, o Opponent, unsaved bool) {
	s.rec, s.at, s.shown, s.opponent = r.Clone(), r.Len(), r.Len(), o
	s.selected, s.refusal, s.dirty = game.NoSquare, "", unsaved
	s.chance = r.Chance
	s.byCoin = map[int]bool{}
	for i := range r.Len() {
		if r.Chance && r.Action(i).Kind == game.Choose {
			s.byCoin[i] = true
		}
	}
	s.gen++
	s.edits++
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
