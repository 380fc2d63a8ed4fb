package ui

import (
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/present"
)

// planStatus returns where the class is in the guide's plan, for the
// presenter view: the item on show (or the lesson of the plan last open),
// its place, the plan's minutes by its end and when it began
// (model.PlanBegan), what Page Down shows after
// it, and a slide's step; nothing outside presentation mode or the plan.
func (a *App) planStatus() present.PlanStatus {
	m, items := a.model, a.world.slides.plan
	at := m.PlanAt()
	if !m.Presented() || at < 0 || at >= len(items) {
		return present.PlanStatus{}
	}
	ps := present.PlanStatus{Title: items[at].Title, At: at + 1, Count: len(items), Next: a.planNext(), Began: m.PlanBegan()}
	for _, it := range items[:at+1] {
		ps.By += it.Minutes
	}
	if items[at].Kind == plan.Lesson {
		if l := lessonNamed(m.Lessons(), items[at].Lesson); l >= 0 {
			ps.Title = m.Lessons()[l].Title
		}
	}
	if item, _ := m.Slide(); item != nil {
		step := m.Step()
		ps.Step, ps.StepAt, ps.Steps = &item.Steps[step], step, len(item.Steps)
		if step+1 < len(item.Steps) {
			ps.NextStep = item.Steps[step+1].Text
		}
	}
	return ps
}
