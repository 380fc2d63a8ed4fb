package model

import (
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/lesson"
)

// A lesson's steps, and the plan's: going through them, the answers,
// and what the step on show puts beside the board.

// Forward is a presentation clicker's "next" (Page Down): the answer to
// the question on show, else the next step; with no lesson open it
// opens the next lesson (TurnLesson). In presentation mode it walks the
// plan: past a slide's or a plan lesson's last step, or with nothing of
// the plan on show, it shows the plan's next item. Each of these refuses
// it while a question waits. With the class view blacked out, it only
// brings it back.
func (m *Model) Forward() Refusal {
	planned := m.view.presented && len(m.plan.items) > 0
	if r, closed := m.closeFirst(); closed {
		return r
	}
	switch {
	case m.Asking():
		return m.Reveal()
	case m.onSlide() && m.course.step+1 < len(m.steps()):
		m.showSlideStep(m.course.step + 1)
		return Done
	case m.onSlide():
		return m.turnPlan(1)
	case !m.inLesson() && planned:
		return m.turnPlan(1)
	case !m.inLesson():
		return m.TurnLesson(1)
	}
	r := m.Next()
	if r == LessonEnd && planned && m.plan.at >= 0 {
		return m.turnPlan(1)
	}
	return r
}

// closeFirst is what Forward and Back do before they move: bring back a
// blacked-out class view, close the glossary, an aside or a what-if
// branch, or refuse while a question waits for its choice. It reports
// whether the press ended there.
func (m *Model) closeFirst() (Refusal, bool) {
	switch {
	case m.unblank():
	case m.view.glossary:
		m.ToggleGlossary()
	case m.view.aside.on:
		m.view.endAside()
		m.changed(nil)
	case m.course.branch != nil:
		return m.backFromWhatIf(), true
	case m.question != NoQuestion:
		return Unanswered, true
	default:
		return Done, false
	}
	return Done, true
}

// showSlideStep shows step i of the slide on show.
func (m *Model) showSlideStep(i int) {
	m.course.step = i
	m.view.narrating, m.view.aside = false, aside{}
	m.game.Refuse("") // why a key did nothing at the step before
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
	case m.course.step == len(l.Steps)-1:
		return LessonEnd
	}
	before := l.Steps[m.course.step].Actions
	m.showStep(m.course.step + 1)
	// One collapse forward plays its cascade, as in a game.
	var cascade []game.Landing
	if _, c := l.State(m.course.step); l.Steps[m.course.step].Actions == before+1 {
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
	held, answers := m.course.step, m.course.revealed
	m.view.blank = false  // the class sees where it goes
	answers[held] = true  // for Forward, which then reveals nothing
	r := m.Forward()      // the next step, or the plan's next item
	delete(answers, held) // held again, should the class come back to it
	return r
}

// Back shows the step before; in presentation mode, at the first step
// of a slide or a plan lesson, the plan's item before. With the class
// view blacked out, it only brings it back.
func (m *Model) Back() Refusal {
	planned := m.view.presented && m.plan.at >= 0
	if r, closed := m.closeFirst(); closed {
		return r
	}
	switch {
	case m.onSlide() && m.course.step > 0:
		m.showSlideStep(m.course.step - 1)
		return Done
	case m.onSlide() || planned && m.inLesson() && m.course.step == 0:
		return m.turnPlan(-1)
	}
	if _, r := m.lessonOrRefusal(); r != Done {
		return r
	}
	if m.course.step == 0 {
		return Nothing
	}
	m.showStep(m.course.step - 1)
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
	m.course.revealed[m.course.step] = true
	if l, _ := m.Lesson(); l != nil {
		m.game.Refuse("") // the board takes moves again
		m.openTab(l.Steps[m.course.step].AnswerTab)
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
	m.loadLesson(l.RecordAt(m.course.step), true)
	m.edited(nil)
	return Done
}

// showStep shows step i of the open lesson: its position and the tab it
// talks about, never one that would give a held answer away.
func (m *Model) showStep(i int) {
	l, _ := m.Lesson()
	m.course.step = i
	m.view.newStep()
	// Path A as the step's text speaks of it (teacher walk t17 #4).
	m.view.pathBlocked = l.Steps[i].Blocked
	m.game.Refuse("") // why a key did nothing at the step before
	m.game.Review(l.Steps[i].Actions)
	m.openTab(l.Steps[i].Tab)
	if l.Steps[i].Picture != lesson.NoPicture && (m.view.tab == TabGraph || m.view.tab == TabBoards) {
		m.view.tab = TabExplain // the graph and the boards are the board's, not the picture's in its place
	}
	if m.Asking() && (m.view.tab == tabOf(l.Steps[i].AnswerTab) || m.view.tab == TabBoards && !m.boardsAsked()) {
		// the possible boards show where marks end up: any answer
		m.view.tab = TabExplain
		m.view.graphOnShow = false
	}
}

// follow closes the open lesson once its game has changed.
func (m *Model) follow() {
	if m.inLesson() && m.game.Edits() != m.course.edits {
		m.course.open = -1
	}
}

// followStep keeps the open lesson at the position on show, however it
// got there (the move list): the step at that position, else the last
// step before it.
func (m *Model) followStep() {
	l, _ := m.Lesson()
	if l == nil || l.Steps[m.course.step].Actions == m.game.Shown() {
		return
	}
	step := 0
	for i, st := range l.Steps {
		if st.Actions <= m.game.Shown() && st.Actions > l.Steps[step].Actions {
			step = i
		}
	}
	m.course.step = step
}

// AtStep reports whether the position on show is the open lesson's step
// on show, whose state and cascade lesson.State gives.
func (m *Model) AtStep() bool {
	l, _ := m.Lesson()
	return l != nil && l.Steps[m.course.step].Actions == m.game.Shown()
}

// boardsAsked reports whether the open lesson's step on show opens the
// possible boards with its question ("#tab: boards" before its answer):
// a question about them, such as whether 2 boards of 3 make a square
// more likely, which they do not give away, and which they stay on show
// for.
func (m *Model) boardsAsked() bool {
	l, _ := m.Lesson()
	return l != nil && l.Steps[m.course.step].Tab == lesson.TabBoards && l.Steps[m.course.step].Question != ""
}

// BoardsOnShow reports whether the possible boards are on show: their tab
// is, and no question is held that they could give away.
func (m *Model) BoardsOnShow() bool {
	return m.view.tab == TabBoards && (!m.Asking() || m.boardsAsked())
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
		m.view.tab = tab
		m.view.hideTeach = false
	}
}

// Picture returns the drawing shown in place of the board: the picture of
// the open lesson's step at its position, unless the graph is in its
// place or the explanation is narrated (F1); lesson.NoPicture for the
// board.
func (m *Model) Picture() lesson.Picture {
	if !m.AtStep() || m.view.graphOnShow || m.view.narrating {
		return lesson.NoPicture
	}
	l, _ := m.Lesson()
	return l.Steps[m.course.step].Picture
}

// PathBlocked reports whether path A of the two-path picture is blocked.
// Each step shows it as the lesson says (lesson.Step.Blocked): open, or
// blocked where its text speaks of the block.
func (m *Model) PathBlocked() bool { return m.view.pathBlocked }

// PathBlockable reports whether path A of the two-path picture on show
// may be blocked: in front of a class whenever the teacher likes; for a
// student alone not before the lesson's first question over the picture
// is answered, since blocking the path first shows what it asks (student
// walk t8 #3).
func (m *Model) PathBlockable() bool {
	if m.Picture() != lesson.PictureTwoPaths {
		return false
	}
	if m.view.presented || m.view.pathBlocked {
		return true
	}
	l, _ := m.Lesson()
	for i, st := range l.Steps {
		if st.Picture == lesson.PictureTwoPaths && st.Question != "" {
			return i < m.course.step || i == m.course.step && m.course.revealed[i]
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
	m.view.pathBlocked = !m.view.pathBlocked
	m.changed(nil)
	return Done
}
