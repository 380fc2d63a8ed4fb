package model

import (
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/lesson"
)

// A lesson is open on its own game: opening it loads the lesson's whole
// game and shows its first step's position; its steps are positions of
// that game. Once the game is played on, undone or replaced, the lesson
// closes.

// Lesson returns the open lesson and its index among Lessons; nil and -1
// when none is open.
func (m *Model) Lesson() (*lesson.Lesson, int) {
	if m.open < 0 {
		return nil, -1
	}
	return m.lessons[m.open], m.open
}

// inLesson reports whether a lesson is open.
func (m *Model) inLesson() bool { return m.open >= 0 }

// atLessonEnd reports whether the open lesson shows its last step with no
// question held: the position the class plays on from.
func (m *Model) atLessonEnd() bool {
	l, _ := m.Lesson()
	return l != nil && m.step == len(l.Steps)-1 && !m.Asking()
}

// Step returns the open lesson's step on show.
func (m *Model) Step() int { return m.step }

// Revealed reports whether the answer of the open lesson's step i is out.
func (m *Model) Revealed(i int) bool { return m.revealed[i] }

// Asking reports whether the step on show, of a lesson or of the plan's
// slide, asks a question whose answer is still held back: the board then
// takes no move, and no hint is given.
func (m *Model) Asking() bool {
	steps := m.steps()
	return steps != nil && steps[m.step].Question != "" && !m.revealed[m.step]
}

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
		m.open, m.last, m.edits, m.revealed = i, i, m.game.Edits(), map[int]bool{}
		m.planAt = m.planIndex(i)
		if m.presented { // the board first, not what the lesson before left on show
			m.tab, m.graphOnShow = TabExplain, false
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
	m.open, m.last, m.edits, m.revealed = i, i, m.game.Edits(), revealed
	m.planAt = m.planIndex(i)
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
	if m.branch != nil {
		return m.backFromWhatIf()
	}
	l, r := m.lessonOrRefusal()
	if r != Done {
		return r
	}
	_, i := m.Lesson()
	b := &whatIf{lesson: i, step: m.step, revealed: m.revealed, tab: m.tab}
	m.loadLesson(l.RecordAt(m.step), true)
	m.branch = b
	if m.tab == TabBoards || m.tab == TabGraph { // the moves the class plays show on the board
		m.tab, m.graphOnShow = TabExplain, false
	}
	m.edited(nil)
	return Done
}

// InWhatIf returns the lesson and step a what-if branch waits to come
// back to; ok is false outside one.
func (m *Model) InWhatIf() (l *lesson.Lesson, step int, ok bool) {
	if m.branch == nil {
		return nil, 0, false
	}
	return m.lessons[m.branch.lesson], m.branch.step, true
}

// backFromWhatIf comes back from the what-if branch to its lesson and
// step, as they were, without asking: the branch is the lesson's game.
func (m *Model) backFromWhatIf() Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	b := m.branch
	m.branch = nil
	m.reopen(b.lesson, b.step, b.revealed)
	if b.tab == TabBoards || b.tab == TabGraph {
		m.tab = b.tab // as the step was left
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
	if m.presented && m.planAt >= 0 {
		if m.question != NoQuestion {
			return Unanswered
		}
		return m.showPlanItem(delta, false)
	}
	from := m.open
	if from < 0 {
		from = m.last
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
	if m.last < 0 && i >= 0 && i < len(m.lessons) {
		m.last = i
	}
}

// Upcoming returns the index of the lesson TurnLesson(1) opens with no
// lesson open, -1 for none.
func (m *Model) Upcoming() int {
	i := m.last + 1
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
	m.open = -1
	m.game.Review(m.game.At())
	m.changed(nil)
	return Done
}

// Forward is a presentation clicker's "next" (Page Down): the answer to
// the question on show, else the next step; with no lesson open it
// opens the next lesson (TurnLesson). In presentation mode it walks the
// plan: past a slide's or a plan lesson's last step, or with nothing of
// the plan on show, it shows the plan's next item. Each of these refuses
// it while a question waits. With the class view blacked out, it only
// brings it back.
func (m *Model) Forward() Refusal {
	planned := m.presented && len(m.plan) > 0
	switch {
	case m.unblank():
		return Done
	case m.glossary:
		m.ToggleGlossary()
		return Done
	case m.aside.on:
		m.endAside()
		m.changed(nil)
		return Done
	case m.branch != nil:
		return m.backFromWhatIf()
	case m.question != NoQuestion:
		return Unanswered
	case m.Asking():
		return m.Reveal()
	case m.onSlide() && m.step+1 < len(m.steps()):
		m.showSlideStep(m.step + 1)
		return Done
	case m.onSlide():
		return m.turnPlan(1)
	case !m.inLesson() && planned:
		return m.turnPlan(1)
	case !m.inLesson():
		return m.TurnLesson(1)
	}
	r := m.Next()
	if r == LessonEnd && planned && m.planAt >= 0 {
		return m.turnPlan(1)
	}
	return r
}

// showSlideStep shows step i of the slide on show.
func (m *Model) showSlideStep(i int) {
	m.step, m.narrating, m.aside = i, false, aside{}
	m.changed(nil)
}

// Next shows the next step, once the answer of the step on show is out;
// a step one collapse on is told with its cascade.
func (m *Model) Next() Refusal {
	l, r := m.lessonOrRefusal()
	switch {
	case r != Done:
		return r
	case m.Asking():
		return AnswerFirst
	case m.step == len(l.Steps)-1:
		return LessonEnd
	}
	before := l.Steps[m.step].Actions
	m.showStep(m.step + 1)
	// One collapse forward plays its cascade, as in a game.
	var cascade []game.Landing
	if _, c := l.State(m.step); l.Steps[m.step].Actions == before+1 {
		cascade = c
		m.showCollapse(cascade)
	}
	m.changed(cascade)
	return Done
}

// Skip goes on as Forward does past the question on show, a lesson's or
// a slide's, without its answer, which stays held back: the teacher moves
// on without telling the class.
func (m *Model) Skip() Refusal {
	switch {
	case m.question != NoQuestion:
		return Unanswered
	case !m.Asking():
		return Nothing
	}
	held, answers := m.step, m.revealed
	m.blank = false       // the class sees where it goes
	answers[held] = true  // for Forward, which then reveals nothing
	r := m.Forward()      // the next step, or the plan's next item
	delete(answers, held) // held again, should the class come back to it
	return r
}

// Back shows the step before; in presentation mode, at the first step
// of a slide or a plan lesson, the plan's item before. With the class
// view blacked out, it only brings it back.
func (m *Model) Back() Refusal {
	planned := m.presented && m.planAt >= 0
	switch {
	case m.unblank():
		return Done
	case m.glossary:
		m.ToggleGlossary()
		return Done
	case m.aside.on:
		m.endAside()
		m.changed(nil)
		return Done
	case m.branch != nil:
		return m.backFromWhatIf()
	case m.question != NoQuestion:
		return Unanswered
	case m.onSlide() && m.step > 0:
		m.showSlideStep(m.step - 1)
		return Done
	case m.onSlide() || planned && m.inLesson() && m.step == 0:
		return m.turnPlan(-1)
	}
	if _, r := m.lessonOrRefusal(); r != Done {
		return r
	}
	if m.step == 0 {
		return Nothing
	}
	m.showStep(m.step - 1)
	m.changed(nil)
	return Done
}

// Reveal shows the answer of the question on show, a lesson's or the
// plan's slide's.
func (m *Model) Reveal() Refusal {
	switch {
	case m.question != NoQuestion:
		return Unanswered
	case !m.Asking():
		return Nothing
	}
	m.revealed[m.step] = true
	if l, _ := m.Lesson(); l != nil {
		m.game.Refuse("") // the board takes moves again
		m.openTab(l.Steps[m.step].AnswerTab)
	}
	m.changed(nil)
	return Done
}

// PlayFromStep makes the open lesson's game, up to the step on show, the
// game to play on; the lesson closes.
func (m *Model) PlayFromStep() Refusal {
	l, r := m.lessonOrRefusal()
	if r != Done {
		return r
	}
	m.loadLesson(l.RecordAt(m.step), true)
	m.edited(nil)
	return Done
}

// showStep shows step i of the open lesson: its position and the tab it
// talks about, never one that would give a held answer away.
func (m *Model) showStep(i int) {
	l, _ := m.Lesson()
	m.step, m.narrating, m.pathBlocked, m.aside = i, false, false, aside{}
	m.game.Review(l.Steps[i].Actions)
	m.openTab(l.Steps[i].Tab)
	if m.Asking() && (m.tab == tabOf(l.Steps[i].AnswerTab) || m.tab == TabBoards && !m.boardsAsked()) {
		// the possible boards show where marks end up: any answer
		m.tab = TabExplain
		m.graphOnShow = false
	}
}

// follow closes the open lesson once its game has changed.
func (m *Model) follow() {
	if m.inLesson() && m.game.Edits() != m.edits {
		m.open = -1
	}
}

// followStep keeps the open lesson at the position on show, however it
// got there (the move list): the step at that position, else the last
// step before it.
func (m *Model) followStep() {
	l, _ := m.Lesson()
	if l == nil || l.Steps[m.step].Actions == m.game.Shown() {
		return
	}
	step := 0
	for i, st := range l.Steps {
		if st.Actions <= m.game.Shown() && st.Actions > l.Steps[step].Actions {
			step = i
		}
	}
	m.step = step
}

// AtStep reports whether the position on show is the open lesson's step
// on show, whose state and cascade lesson.State gives.
func (m *Model) AtStep() bool {
	l, _ := m.Lesson()
	return l != nil && l.Steps[m.step].Actions == m.game.Shown()
}

// boardsAsked reports whether the open lesson's step on show opens the
// possible boards with its question ("#tab: boards" before its answer):
// a question about them, such as whether 2 boards of 3 make a square
// more likely, which they do not give away, and which they stay on show
// for.
func (m *Model) boardsAsked() bool {
	l, _ := m.Lesson()
	return l != nil && l.Steps[m.step].Tab == lesson.TabBoards && l.Steps[m.step].Question != ""
}

// BoardsOnShow reports whether the possible boards are on show: their tab
// is, and no question is held that they could give away.
func (m *Model) BoardsOnShow() bool {
	return m.tab == TabBoards && (!m.Asking() || m.boardsAsked())
}

// tabOf returns the side panel's tab a lesson names, -1 for none.
func tabOf(t lesson.Tab) Tab {
	switch t {
	case lesson.TabBoards:
		return TabBoards
	case lesson.TabGraph:
		return TabGraph
	}
	return -1
}

// openTab shows the tab a lesson names, if any.
func (m *Model) openTab(t lesson.Tab) {
	if tab := tabOf(t); tab >= 0 {
		m.tab = tab
		m.hideTeach = false
	}
}

// Picture returns the drawing shown in place of the board: the picture of
// the open lesson's step at its position, unless the graph is in its
// place or the explanation is narrated (F1); lesson.NoPicture for the
// board.
func (m *Model) Picture() lesson.Picture {
	if !m.AtStep() || m.graphOnShow || m.narrating {
		return lesson.NoPicture
	}
	l, _ := m.Lesson()
	return l.Steps[m.step].Picture
}

// PathBlocked reports whether path A of the two-path picture is blocked.
// Each step shows both paths open first.
func (m *Model) PathBlocked() bool { return m.pathBlocked }

// PathBlockable reports whether path A of the two-path picture on show
// may be blocked: in front of a class whenever the teacher likes; for a
// student alone not before the lesson's first question over the picture
// is answered, since blocking the path first shows what it asks (student
// walk t8 #3).
func (m *Model) PathBlockable() bool {
	if m.Picture() != lesson.PictureTwoPaths {
		return false
	}
	if m.presented || m.pathBlocked {
		return true
	}
	l, _ := m.Lesson()
	for i, st := range l.Steps {
		if st.Picture == lesson.PictureTwoPaths && st.Question != "" {
			return i < m.step || i == m.step && m.revealed[i]
		}
	}
	return true
}

// TogglePathBlocked blocks path A of the two-path picture on show, or
// opens it again; Nothing while it may not be blocked yet.
func (m *Model) TogglePathBlocked() Refusal {
	if m.Picture() != lesson.PictureTwoPaths {
		return Nothing
	}
	if !m.PathBlockable() {
		return Nothing
	}
	m.pathBlocked = !m.pathBlocked
	m.changed(nil)
	return Done
}
