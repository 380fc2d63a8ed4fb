package model

import (
	"slices"
	"time"

	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/plan"
)

// The plan is the class as one sequence, which Forward and Back walk
// through in presentation mode from its first item to its last: lessons,
// and slides of the plan's own, text in steps with questions whose
// answers are held as a lesson's are, and no game. A slide on show
// leaves the game as it is; the window shows the slide instead.

// planItem is an item of the plan with the lesson it names.
type planItem struct {
	plan.Item
	lesson int // the lesson's index in Lessons; -1 for a slide
}

// newPlan returns the plan of items over lessons, leaving out an item
// that names a lesson not among them.
func newPlan(items []plan.Item, lessons []*lesson.Lesson) []planItem {
	var p []planItem
	for _, it := range items {
		at := -1
		if it.Kind == plan.Lesson {
			if at = lessonNamed(lessons, it.Lesson); at < 0 {
				continue
			}
		}
		p = append(p, planItem{it, at})
	}
	return p
}

// lessonNamed returns the index of the lesson called name, -1 for none.
func lessonNamed(lessons []*lesson.Lesson, name string) int {
	for i, l := range lessons {
		if l.Name == name {
			return i
		}
	}
	return -1
}

// Plan returns the plan's items, in their order: to read.
func (m *Model) Plan() []plan.Item {
	items := make([]plan.Item, len(m.plan.items))
	for i, it := range m.plan.items {
		items[i] = it.Item
	}
	return items
}

// PlanTitle returns the title of the plan's item i: a lesson's own.
func (m *Model) PlanTitle(i int) string {
	if at := m.plan.items[i].lesson; at >= 0 {
		return m.lessons[at].Title
	}
	return m.plan.items[i].Title
}

// PlanNextTitle returns the title of the plan's item that Forward shows
// next in presentation mode, "" for none.
func (m *Model) PlanNextTitle() string {
	if i := m.PlanNext(); i >= 0 {
		return m.PlanTitle(i)
	}
	return ""
}

// PlanStatus is where the class is in the plan, for the presenter view;
// its zero value outside presentation mode or the plan.
type PlanStatus struct {
	Title     string       // the plan's item on show, or the lesson of the plan last open
	At, Count int          // its place in the plan, from 1, and the plan's parts: its items but the closing slide, which comes after them
	By        int          // the plan's minutes by the end of the item
	Began     time.Time    // when the plan's first item came on show: its minutes count from there
	Next      string       // the item Forward shows at this one's end, "" for none
	Step      *lesson.Step // the plan's slide's step on show; nil for a lesson
	StepAt    int          // its index
	Steps     int          // the slide's steps
	NextStep  string       // the slide's next step's text (or its question), "" at its last
}

// PlanStatus returns where the class is in the plan: the item on show
// (or the lesson of the plan last open), its place, the plan's minutes by
// its end and when it began (PlanBegan), what Forward shows after it,
// and a slide's step.
func (m *Model) PlanStatus() PlanStatus {
	at := m.plan.at
	if !m.view.presented || at < 0 {
		return PlanStatus{}
	}
	ps := PlanStatus{Title: m.PlanTitle(at), At: at + 1, Next: m.PlanNextTitle(), Began: m.plan.began}
	for _, it := range m.plan.items {
		if it.Kind != plan.Homework { // the guide's timing table counts the parts, not what is left for later
			ps.Count++
		}
	}
	for _, it := range m.plan.items[:at+1] {
		ps.By += it.Minutes
	}
	if item, _ := m.Slide(); item != nil {
		step := m.course.step
		ps.Step, ps.StepAt, ps.Steps = &item.Steps[step], step, len(item.Steps)
		if step+1 < len(item.Steps) {
			ps.NextStep = item.Steps[step+1].Text
			if ps.NextStep == "" { // a quiz's question alone, for the phones
				ps.NextStep = item.Steps[step+1].Question
			}
		}
	}
	return ps
}

// PlanAt returns the index of the plan's item on show, or of the lesson
// of the plan last open (the class played on from it); -1 for none.
func (m *Model) PlanAt() int { return m.plan.at }

// PlanBegan returns when the plan's first item came on show in
// presentation mode, zero before: the class's start, which the presenter
// counts the plan's minutes from.
func (m *Model) PlanBegan() time.Time { return m.plan.began }

// ResumePlanClock has the plan's minutes count from began, when the
// plan's clock was started before a restart, unless it has begun already
// or began is another class's: more than lastClass ago, or to come.
func (m *Model) ResumePlanClock(began time.Time) { m.plan.resume(began, m.now()) }

// lastClass is how long after the plan's clock began a restart still
// goes on counting its minutes: twice the 45-minute class.
const lastClass = 90 * time.Minute

// Slide returns the plan's slide on show and its index; nil and -1 when
// none is.
func (m *Model) Slide() (*plan.Item, int) { return m.plan.slide() }

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
	if !m.view.presented || m.plan.at+1 >= len(m.plan.items) {
		return -1
	}
	return m.plan.at + 1
}

// turnPlan shows the plan's item delta places from the one on show
// (the first, with none on show): at its first step, or going back at
// its last with every answer out, as the class saw it.
func (m *Model) turnPlan(delta int) Refusal { return m.showPlanItem(delta, delta < 0) }

// showPlanItem shows the plan's item delta places from the one on show
// (the first, with none on show): at its last step with every answer
// out if atEnd, else at its first.
func (m *Model) showPlanItem(delta int, atEnd bool) Refusal {
	i := m.plan.at + delta
	if m.plan.at < 0 {
		i = 0
	}
	if i < 0 || i >= len(m.plan.items) || m.plan.at < 0 && delta < 0 {
		return Nothing
	}
	if it := m.plan.items[i]; it.lesson >= 0 {
		return m.openLesson(it.lesson, atEnd)
	}
	if m.inLesson() {
		m.course.open = -1
		m.game.Review(m.game.At())
	}
	m.plan.at, m.course.step, m.course.revealed, m.view.narrating, m.view.aside = i, 0, map[int]bool{}, false, aside{}
	m.game.Refuse("") // why a key did nothing at the item before
	if atEnd {
		m.course.step = len(m.plan.items[i].Steps) - 1
		m.revealAll()
	}
	m.changed(nil)
	return Done
}

// ResumeSlide shows the plan's slide of kind k at step, as a restart
// finds it, without asking: the answers of the steps before it out, and
// step's own if shown. lessonsGame says that the game in force is a
// lesson's, which the plan's next lesson replaces without asking, as it
// did before the restart. A kind the plan has no slide of, or a step out
// of range, shows nothing.
func (m *Model) ResumeSlide(k plan.Kind, step int, shown, lessonsGame bool) {
	i := slices.IndexFunc(m.plan.items, func(it planItem) bool { return it.lesson < 0 && it.Kind == k })
	if i < 0 || step < 0 || step >= len(m.plan.items[i].Steps) {
		return
	}
	m.course.open, m.course.ofLesson = -1, lessonsGame
	m.plan.at, m.course.step, m.course.revealed = i, step, map[int]bool{step: shown}
	for j := range step {
		m.course.revealed[j] = true
	}
	m.changed(nil)
}

// ResumePlayedOn has the plan go on from its lesson called name, as a
// restart finds it after the class played on from it, which closed it:
// Page Down shows the plan's part after it. lessonsGame is as for
// ResumeSlide. A lesson the plan has not changes nothing.
func (m *Model) ResumePlayedOn(name string, lessonsGame bool) {
	i := lessonNamed(m.lessons, name)
	if i < 0 || m.plan.indexOf(i) < 0 {
		return
	}
	m.plan.at, m.course.last, m.course.ofLesson = m.plan.indexOf(i), i, lessonsGame
	m.changed(nil)
}

// PlayedOn returns the name of the plan's lesson the class played on
// from, with no lesson or slide of the plan open; "" for none.
func (m *Model) PlayedOn() string {
	if m.plan.at < 0 || m.inLesson() || m.onSlide() {
		return ""
	}
	return m.plan.items[m.plan.at].Lesson
}

// LessonsGame reports whether the game in force is a lesson's, loaded
// from it (and maybe played on since).
func (m *Model) LessonsGame() bool { return m.course.ofLesson }

// revealAll counts every answer of the open lesson or slide as out.
func (m *Model) revealAll() {
	for i, st := range m.steps() {
		if st.Question != "" {
			m.course.revealed[i] = true
		}
	}
}
