package model

import (
	"slices"

	"github.com/qttt-edu/qttt/ui/lesson"
)

// A lesson is open on its own game: opening it loads the lesson's whole
// game and shows its first step's position; its steps are positions of
// that game. Once the game is played on, undone or replaced, the lesson
// closes.

// Lesson returns the open lesson and its index among Lessons; nil and -1
// when none is open.
func (m *Model) Lesson() (*lesson.Lesson, int) {
	if m.course.open < 0 {
		return nil, -1
	}
	return m.lessons[m.course.open], m.course.open
}

// inLesson reports whether a lesson is open.
func (m *Model) inLesson() bool { return m.course.open >= 0 }

// atLessonEnd reports whether the open lesson shows its last step with no
// question held: the position the class plays on from.
func (m *Model) atLessonEnd() bool {
	l, _ := m.Lesson()
	return l != nil && m.course.step == len(l.Steps)-1 && !m.Asking()
}

// Step returns the open lesson's step on show.
func (m *Model) Step() int { return m.course.step }

// Revealed reports whether the answer of the open lesson's step i is out.
func (m *Model) Revealed(i int) bool { return m.course.revealed[i] }

// Asking reports whether the step on show, of a lesson or of the plan's
// slide, asks a question whose answer is still held back: the board then
// takes no move, and no hint is given.
func (m *Model) Asking() bool {
	steps := m.steps()
	return steps != nil && steps[m.course.step].Question != "" && !m.course.revealed[m.course.step]
}

// HoldsOdds reports whether what counting the possible boards means (no
// odds) is held back: while the step on show asks; in a lesson up to the
// answer of a question it asks on the Possible boards tab, which that line
// would give away on the steps before (student walk t10 #3: lesson 2's
// "counting them gives no odds" showed on every step before step 4 asked
// "Is square 1 more likely for X1?"); and all through the lessons before
// the first that asks so (review t15 M2: lesson 1 showed it too).
func (m *Model) HoldsOdds() bool {
	if m.Asking() {
		return true
	}
	steps := m.steps()
	for j := m.course.step; j < len(steps); j++ {
		if asksOnBoards(steps[j]) && !m.course.revealed[j] {
			return true
		}
	}
	_, i := m.Lesson()
	if i < 0 {
		return false
	}
	first := slices.IndexFunc(m.lessons, func(l *lesson.Lesson) bool { return slices.ContainsFunc(l.Steps, asksOnBoards) })
	return i < first // no lesson up to this one has asked yet, and one will
}

// asksOnBoards reports whether st asks its question on the Possible boards tab.
func asksOnBoards(st lesson.Step) bool { return st.Question != "" && st.Tab == lesson.TabBoards }

// OpenLesson opens lesson i from its first step, asking first when the
// game in progress would be lost; nothing changes until the answer.
func (m *Model) OpenLesson(i int) Refusal { return m.openLesson(i, false) }

// openLesson opens lesson i from its first step, or at its last with
// every answer out, as OpenLesson does.
func (m *Model) openLesson(i int, atEnd bool) Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	if i < 0 || i >= len(m.lessons) {
		return Nothing
	}
	m.replaceGame(func() {
		l := m.lessons[i]
		m.loadLesson(l.RecordAt(len(l.Steps)-1), false)
		m.course.begin(i, m.game.Edits(), map[int]bool{})
		m.plan.at = m.plan.indexOf(i)
		if m.view.presented { // the board first, not what the lesson before left on show
			m.view.boardFirst()
		}
		if atEnd {
			m.revealAll()
			m.showStep(len(l.Steps) - 1)
		} else {
			m.showStep(0)
		}
		m.edited(nil)
	})
	return Done
}

// Resume opens lesson i at step, as a restart finds it, without asking:
// the answers of the steps before it out, and step's own if shown. An
// index or step out of range opens nothing.
func (m *Model) Resume(i, step int, shown bool) {
	if i < 0 || i >= len(m.lessons) || step < 0 || step >= len(m.lessons[i].Steps) {
		return
	}
	revealed := map[int]bool{step: shown}
	for j := range step {
		revealed[j] = true
	}
	m.reopen(i, step, revealed)
}

// reopen opens lesson i at step, with the answers of revealed out,
// without asking.
func (m *Model) reopen(i, step int, revealed map[int]bool) {
	l := m.lessons[i]
	m.loadLesson(l.RecordAt(len(l.Steps)-1), false)
	m.course.begin(i, m.game.Edits(), revealed)
	m.plan.at = m.plan.indexOf(i)
	m.showStep(step)
	m.changed(nil)
}

// whatIf is where a what-if branch left its lesson: the lesson, its step,
// the answers out and the tab on show.
type whatIf struct {
	lesson, step int
	revealed     map[int]bool
	tab          Tab
}

// WhatIf opens a what-if branch at the open lesson's step on show: the
// lesson's game up to it becomes the game to play on ("What if X plays 5
// instead?"), and the lesson waits where it is, for WhatIf again, or the
// clicker's next or previous, to come back to it. In a branch, WhatIf
// comes back.
func (m *Model) WhatIf() Refusal {
	if m.course.branch != nil {
		return m.backFromWhatIf()
	}
	l, r := m.lessonOrRefusal()
	if r != Done {
		return r
	}
	_, i := m.Lesson()
	b := &whatIf{lesson: i, step: m.course.step, revealed: m.course.revealed, tab: m.view.tab}
	m.loadLesson(l.RecordAt(m.course.step), true)
	m.course.branch = b
	if m.view.tab == TabBoards || m.view.tab == TabGraph { // the moves the class plays show on the board
		m.view.boardFirst()
	}
	m.edited(nil)
	return Done
}

// InWhatIf returns the lesson and step a what-if branch waits to come
// back to; ok is false outside one.
func (m *Model) InWhatIf() (l *lesson.Lesson, step int, ok bool) {
	if m.course.branch == nil {
		return nil, 0, false
	}
	return m.lessons[m.course.branch.lesson], m.course.branch.step, true
}

// backFromWhatIf comes back from the what-if branch to its lesson and
// step, as they were, without asking: the branch is the lesson's game.
func (m *Model) backFromWhatIf() Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	b := m.course.branch
	m.course.branch = nil
	m.reopen(b.lesson, b.step, b.revealed)
	if b.tab == TabBoards || b.tab == TabGraph {
		m.view.tab = b.tab // as the step was left
	}
	m.edited(nil)
	return Done
}

// TurnLesson opens the lesson delta places after the open one (before it
// for a negative delta); with none open, after the one opened last (the
// class played on from it), and with none opened yet TurnLesson(1) opens
// the first. In presentation mode within the guide's plan it shows the
// plan's item delta places on instead, from its first step: the class
// stays in the plan, whose parts are not all lessons.
func (m *Model) TurnLesson(delta int) Refusal {
	if m.view.presented && m.plan.at >= 0 {
		if m.question != NoQuestion {
			return Unanswered
		}
		return m.showPlanItem(delta, false)
	}
	from := m.course.open
	if from < 0 {
		from = m.course.last
	}
	i := from + delta
	if from < 0 && delta > 0 {
		i = delta - 1
	}
	return m.OpenLesson(i)
}

// ResumeAfter has TurnLesson(1), with no lesson opened yet, open the
// lesson after lesson i: where a student who finished lesson i before
// the app started goes on.
func (m *Model) ResumeAfter(i int) {
	if m.course.last < 0 && i >= 0 && i < len(m.lessons) {
		m.course.last = i
	}
}

// Upcoming returns the index of the lesson TurnLesson(1) opens with no
// lesson open, -1 for none.
func (m *Model) Upcoming() int {
	i := m.course.last + 1
	if i >= len(m.lessons) {
		return -1
	}
	return i
}

// lessonOrRefusal returns the open lesson for an action on it, or why the
// action is refused: Unanswered while a question waits, Nothing when no
// lesson is open.
func (m *Model) lessonOrRefusal() (*lesson.Lesson, Refusal) {
	l, _ := m.Lesson()
	switch {
	case m.question != NoQuestion:
		return nil, Unanswered
	case l == nil:
		return nil, Nothing
	}
	return l, Done
}

// CloseLesson closes the open lesson and shows its game's end.
func (m *Model) CloseLesson() Refusal {
	if _, r := m.lessonOrRefusal(); r != Done {
		return r
	}
	m.course.open = -1
	m.game.Review(m.game.At())
	m.changed(nil)
	return Done
}
