package model

import (
	"time"

	"github.com/qttt-edu/qttt/ui/lesson"
)

// The plan is the class as one sequence, which Forward and Back walk
// through in presentation mode from its first item to its last: lessons,
// and slides of the plan's own, text in steps with questions whose
// answers are held as a lesson's are, and no game. A slide on show
// leaves the game as it is; the window shows the slide instead.

// PlanItem is an item of the plan: a lesson, or a slide.
type PlanItem struct {
	Lesson int           // the lesson's index in Lessons; -1 for a slide
	Steps  []lesson.Step // a slide's steps
}

// SetPlan makes items the plan, none of them on show.
func (m *Model) SetPlan(items []PlanItem) {
	m.plan, m.planAt = items, -1
}

// PlanAt returns the index of the plan's item on show, or of the lesson
// of the plan last open (the class played on from it); -1 for none.
func (m *Model) PlanAt() int { return m.planAt }

// PlanBegan returns when the plan's first item came on show in
// presentation mode, zero before: the class's start, which the presenter
// counts the plan's minutes from.
func (m *Model) PlanBegan() time.Time { return m.began }

// Slide returns the plan's slide on show and its index; nil and -1 when
// none is.
func (m *Model) Slide() (*PlanItem, int) {
	if m.planAt < 0 || m.plan[m.planAt].Lesson >= 0 {
		return nil, -1
	}
	return &m.plan[m.planAt], m.planAt
}

// onSlide reports whether a slide of the plan is on show.
func (m *Model) onSlide() bool {
	s, _ := m.Slide()
	return s != nil
}

// steps returns the steps of the open lesson or the slide on show, nil
// for none.
func (m *Model) steps() []lesson.Step {
	if l, _ := m.Lesson(); l != nil {
		return l.Steps
	}
	if s, _ := m.Slide(); s != nil {
		return s.Steps
	}
	return nil
}

// PlanNext returns the index of the plan's item that Forward shows once
// the item on show (or the lesson the class played on from) is done, -1
// for none or out of presentation mode.
func (m *Model) PlanNext() int {
	if !m.presented || m.planAt+1 >= len(m.plan) {
		return -1
	}
	return m.planAt + 1
}

// planIndex returns the index in the plan of lesson i, -1 for none.
func (m *Model) planIndex(i int) int {
	for at, it := range m.plan {
		if it.Lesson == i {
			return at
		}
	}
	return -1
}

// turnPlan shows the plan's item delta places from the one on show
// (the first, with none on show): at its first step, or going back at
// its last with every answer out, as the class saw it.
func (m *Model) turnPlan(delta int) Refusal { return m.showPlanItem(delta, delta < 0) }

// showPlanItem shows the plan's item delta places from the one on show
// (the first, with none on show): at its last step with every answer
// out if atEnd, else at its first.
func (m *Model) showPlanItem(delta int, atEnd bool) Refusal {
	i := m.planAt + delta
	if m.planAt < 0 {
		i = 0
	}
	if i < 0 || i >= len(m.plan) || m.planAt < 0 && delta < 0 {
		return Nothing
	}
	if it := m.plan[i]; it.Lesson >= 0 {
		return m.openLesson(it.Lesson, atEnd)
	}
	if m.inLesson() {
		m.open = -1
		m.game.Review(m.game.At())
	}
	m.planAt, m.step, m.revealed, m.narrating = i, 0, map[int]bool{}, false
	if atEnd {
		m.step = len(m.plan[i].Steps) - 1
		m.revealAll()
	}
	m.changed(nil)
	return Done
}

// revealAll counts every answer of the open lesson or slide as out.
func (m *Model) revealAll() {
	for i, st := range m.steps() {
		if st.Question != "" {
			m.revealed[i] = true
		}
	}
}
