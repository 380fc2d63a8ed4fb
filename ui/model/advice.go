package model

import (
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// Advice is what the solver, at work off the UI goroutine, posts into the
// model: a hint for the player to act, and the review of the game's
// actions. Each carries the session's generation it was worked out in;
// one that arrives after the game has moved on is dropped.

// Hint is the solver's advice in one position: every action scored, the
// best one, and why a worse move is worse: the opponent's best answer to
// it.
type Hint struct {
	Gen     int // the session's generation it answers
	State   game.State
	Scored  []solver.Scored
	Best    game.Action
	Worse   game.Action // a move worse than the best, Worse.Squares[0] NoSquare for none
	Answer  game.Action // the opponent's best answer to Worse
	Perfect bool        // the opponent is the perfect computer
	// XForcesWin is set, against the perfect computer, when the solver
	// finds that X can force a win from the empty board.
	XForcesWin bool
	// Slips is how many of the opponent's answers to Best would lose what
	// the opponent holds, out of Answers: Best's chances, where it draws.
	Slips, Answers int
	More           bool // every move's outcome asked for: the hint asked again
}

// Verdict is the solver's review of a game: the actions after which
// their player could no longer force the result they could before.
type Verdict struct {
	Gen      int           // the session's generation it answers
	Actions  []game.Action // the actions reviewed, from the first
	Mistakes map[int]Mistake
}

// Mistake is an action that let the result slip for the player who took
// it: a win became a draw or a loss, or a draw a loss.
type Mistake struct {
	Player   game.Player
	Mark     game.Mark     // the move, or the mark a collapse choice landed
	Action   game.Action   // what the player did
	From, To int           // the value for the player before and after: +1 a win, 0 a draw, -1 a loss
	Better   []game.Action // the actions that kept the value
	// Before and After are the positions around the action, and Reply
	// the best action with perfect play After, when the game goes on:
	// what shows why the value dropped.
	Before, After game.State
	Reply         game.Action
}

// Announce shows act, the collapse choice the computer is about to make
// in generation gen, before it makes it; it is dropped, and Announce
// reports false, if the game has moved on meanwhile.
func (m *Model) Announce(gen int, act game.Action) bool {
	if gen != m.game.Generation() {
		return false
	}
	m.advice.announced = announced{gen: gen, act: act, ok: true}
	m.changed(nil)
	return true
}

// Announced returns the collapse choice the computer announced in the
// position on show, until it makes it.
func (m *Model) Announced() (act game.Action, ok bool) {
	a := m.advice.announced
	return a.act, a.ok && a.gen == m.game.Generation()
}

// announced is a collapse choice the computer announced.
type announced struct {
	gen int
	act game.Action
	ok  bool
}

// PostHint takes a hint worked out off the UI goroutine; it is dropped,
// and PostHint reports false, if the game has moved on meanwhile.
func (m *Model) PostHint(h Hint) bool {
	if h.Gen != m.game.Generation() {
		return false
	}
	m.advice.hint = h
	m.changed(nil)
	return true
}

// Hint returns the hint for the position on show, if one was asked for
// there.
func (m *Model) Hint() (Hint, bool) {
	return m.advice.hint, m.advice.hint.Scored != nil && m.advice.hint.Gen == m.game.Generation()
}

// PostVerdict takes a review worked out off the UI goroutine; it is
// dropped, and PostVerdict reports false, if the game has moved on
// meanwhile.
func (m *Model) PostVerdict(v Verdict) bool {
	if v.Gen != m.game.Generation() {
		return false
	}
	m.advice.verdict = v
	m.changed(nil)
	return true
}

// Verdict returns the review of the game in force: one whose actions are
// still the game's first actions. ok is false when there is none.
func (m *Model) Verdict() (v Verdict, ok bool) {
	v = m.advice.verdict
	if v.Mistakes == nil || m.game.At() < len(v.Actions) {
		return Verdict{}, false
	}
	r := m.game.Record()
	for i, act := range v.Actions {
		if r.Action(i) != act {
			return Verdict{}, false
		}
	}
	return v, true
}

// MistakeAt reports whether the review of the game in force found its
// action i a mistake.
func (m *Model) MistakeAt(i int) bool {
	v, ok := m.Verdict()
	_, found := v.Mistakes[i]
	return ok && found
}

// Reviewed reports whether the review of every action in force is in.
func (m *Model) Reviewed() bool {
	v, ok := m.Verdict()
	return ok && len(v.Actions) == m.game.At()
}
