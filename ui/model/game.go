package model

import (
	"github.com/qttt-edu/qttt/game"
)

// The game's actions: each changes the session and tells the window once.
// While a question waits, each is refused with Unanswered.

// Select makes sq the first square of a half-made move; game.NoSquare
// cancels it.
func (m *Model) Select(sq game.Square) Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	m.game.Select(sq)
	m.changed(nil)
	return Done
}

// Refuse says why the last input did nothing, until the next input.
func (m *Model) Refuse(why string) {
	m.game.Refuse(why)
	m.changed(nil)
}

// Play performs act in the present and shows the result, animating the
// collapse it caused. It returns the rules' objection, leaving the game
// unchanged, if act is not allowed.
func (m *Model) Play(act game.Action) (Refusal, error) {
	if m.question != NoQuestion {
		return Unanswered, nil
	}
	if m.game.Reviewing() {
		return Nothing, nil
	}
	toss := m.CoinDecides() && m.inLesson() // the coin's, at the lesson's last step
	cascade, err := m.game.Play(act)
	if err != nil {
		return Nothing, err
	}
	if toss {
		m.course.edits = m.game.Edits() // the lesson stays open on the toss, at its last step
		m.course.tosses, m.course.retossed = m.course.retossed+1, 0
	}
	m.follow()
	m.showCollapse(cascade)
	m.edited(cascade)
	return Done, nil
}

// TossAgain takes back the coin's toss, the last action, for the coin to
// toss again; an open lesson stays open at its last step.
func (m *Model) TossAgain() Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	g := m.game
	if !m.Tossed() {
		return Nothing
	}
	open := m.inLesson()
	m.course.retossed = m.Tosses() // the next toss counts on from these
	g.Undo()
	if open {
		m.course.edits = g.Edits()
	}
	m.follow()
	m.edited(nil)
	return Done
}

// Tossed reports whether the last action in force, on show, is the
// coin's toss: never while a slide of the plan's own is on show, where
// the board is not.
func (m *Model) Tossed() bool {
	g := m.game
	return !m.onSlide() && !g.Reviewing() && g.At() > 0 && g.ByCoin(g.At()-1)
}

// Tosses returns how many times in a row the coin has tossed for the
// collapse on show at the open lesson's last step: 1 for its first toss,
// one more at each T; 0 where the last action in force is no toss.
func (m *Model) Tosses() int {
	if !m.Tossed() {
		return 0
	}
	return m.course.tosses
}

// Undo takes back the last action (against the computer, its reply too).
func (m *Model) Undo() Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	if !m.game.Undo() {
		return Nothing
	}
	m.follow()
	m.edited(nil)
	return Done
}

// Redo plays the next undone action again, animating a collapse.
func (m *Model) Redo() Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	if !m.game.CanRedo() {
		return Nothing
	}
	cascade := m.game.Redo()
	m.follow()
	m.edited(cascade)
	return Done
}

// Review shows the position after the first n actions without changing
// the game; an open lesson follows to the step at that position.
func (m *Model) Review(n int) Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	if !m.game.Review(n) {
		return Nothing
	}
	m.followStep()
	m.changed(nil)
	return Done
}

// BackToGame ends a review: the present is on show again.
func (m *Model) BackToGame() Refusal { return m.Review(m.game.At()) }

// PlayFromHere makes the position on review the present.
func (m *Model) PlayFromHere() Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	if !m.game.PlayFromHere() {
		return Nothing
	}
	m.follow()
	m.edited(nil)
	return Done
}

// SetChance turns the chance variant on or off; nothing else changes (a
// lesson's question stays held, the lesson stays open).
func (m *Model) SetChance(on bool) Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	m.game.SetChance(on)
	m.changed(nil)
	return Done
}

// CoinDecides reports whether the coin of the chance variant is to toss
// for the collapse pending in the present on show: not while a lesson
// steps through its own game, only where the class plays on: after the
// lesson, or at its last step, which hands the game over as a player's
// choice there would (a clicker has no Play from here).
func (m *Model) CoinDecides() bool {
	return m.game.CoinDecides() && (!m.inLesson() || m.atLessonEnd())
}

// Saved notes that the game in force is in a file of the user's.
func (m *Model) Saved() {
	m.game.Saved()
	m.edited(nil)
}
