package model

import (
	"time"

	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/session"
)

// planned returns a presented model whose plan is a slide, lesson One, a
// slide with a held question, and lesson Two.
func planned(t *testing.T) *Model {
	lessons := testLessons(t)
	lessons[0].Name, lessons[1].Name = "one", "two"
	m := New(lessons, []plan.Item{
		{Kind: plan.PaperStage, Title: "Paper", Steps: []lesson.Step{{Text: "Write."}}, Minutes: 5},
		{Kind: plan.Lesson, Lesson: "one", Minutes: 10},
		{Kind: plan.Lesson, Lesson: "lost"}, // no such lesson: left out
		{Kind: plan.QuizAfter, Title: "Quiz", Steps: []lesson.Step{{Text: "Questions."}, {Question: "Why?", Answer: "Because."}}, Minutes: 3},
		{Kind: plan.Lesson, Lesson: "two", Minutes: 7},
	}, func() time.Time { return classStart })
	m.SetPresented(true)
	return m
}

// classStart is the time on the clock of a planned model.
var classStart = time.Date(2026, 12, 7, 9, 0, 0, 0, time.UTC)

// at returns where m is in its plan: the item, the step and whether an
// answer is held.
type at struct {
	item, step int
	asking     bool
}

func where(m *Model) at { return at{m.PlanAt(), m.Step(), m.Asking()} }

// In presentation mode Forward walks the plan from its first item to its
// last, revealing each held answer on its way, and Back walks it back to
// the first, every answer out.
func TestForwardAndBackWalkThePlan(t *testing.T) {
	m := planned(t)
	want := []at{
		{0, 0, false},                                             // the first slide
		{1, 0, false}, {1, 1, true}, {1, 1, false}, {1, 2, false}, // lesson One: its question, its answer
		{2, 0, false}, {2, 1, true}, {2, 1, false}, // the slide's question, its answer
		{3, 0, false}, {3, 1, false}, // lesson Two
	}
	for i, w := range want {
		if r := m.Forward(); r != Done {
			t.Fatalf("Forward %d refused: %v", i+1, r)
		}
		if got := where(m); got != w {
			t.Fatalf("after Forward %d: %+v, want %+v", i+1, got, w)
		}
		if s, _ := m.Slide(); (s != nil) == (w.item%2 == 1) {
			t.Errorf("after Forward %d: slide %v at item %d", i+1, s != nil, w.item)
		}
	}
	if r := m.Forward(); r == Done || where(m) != want[len(want)-1] {
		t.Errorf("Forward past the plan's end: %v, at %+v", r, where(m))
	}
	for range 20 {
		if m.Back() != Done {
			break
		}
		if m.Asking() {
			t.Fatalf("going back at %+v holds an answer the class saw", where(m))
		}
	}
	if got := where(m); got != (at{0, 0, false}) {
		t.Errorf("Back stopped at %+v, want the plan's first slide", got)
	}
}

// Out of presentation mode Page Down opens the lessons in turn, as
// before: the plan is the class's.
func TestForwardOutOfPresentationOpensLessons(t *testing.T) {
	m := planned(t)
	m.SetPresented(false)
	m.Forward()
	if l, i := m.Lesson(); l == nil || i != 0 || m.PlanAt() != 1 {
		t.Errorf("Forward out of presentation mode: lesson %d, plan item %d; want lesson One", i, m.PlanAt())
	}
}

// The possible boards wait while a question is held; the explanation,
// asked for, is narrated until the next step; a collapse played in
// presentation mode brings the board back in place of the graph.
func TestTabsKeepHeldAnswers(t *testing.T) {
	m := planned(t)
	m.OpenLesson(0)
	m.Next()
	if !m.Asking() || m.ShowTab(TabBoards) != AnswerFirst || m.Tab() == TabBoards {
		t.Fatalf("the possible boards at a held question: tab %v", m.Tab())
	}
	m.Explain()
	if !m.Narrating() || m.Tab() != TabExplain {
		t.Errorf("Explain: narrating %v, tab %v", m.Narrating(), m.Tab())
	}
	m.Reveal()
	m.ShowTab(TabGraph)
	m.ToggleGraph()
	m.Next()
	if m.Narrating() || m.GraphOnShow() || m.Tab() == TabGraph {
		t.Errorf("after the collapse: narrating %v, graph on show %v, tab %v; want the board", m.Narrating(), m.GraphOnShow(), m.Tab())
	}
}

// In presentation mode Ctrl+Page Up and Ctrl+Page Down (TurnLesson) go
// to the plan's part before or after, from its first step, slides too:
// never to a lesson that is not in the plan.
func TestTurnLessonStaysInThePlan(t *testing.T) {
	m := planned(t)
	m.Forward() // the first slide
	want := []at{{1, 0, false}, {2, 0, false}, {3, 0, false}}
	for i, w := range want {
		if r := m.TurnLesson(1); r != Done || where(m) != w {
			t.Fatalf("TurnLesson(1) %d: %v, at %+v, want %+v", i+1, r, where(m), w)
		}
	}
	if r := m.TurnLesson(1); r == Done {
		t.Errorf("TurnLesson(1) past the plan's end: at %+v", where(m))
	}
	for _, w := range []at{{2, 0, false}, {1, 0, false}} {
		if r := m.TurnLesson(-1); r != Done || where(m) != w {
			t.Fatalf("TurnLesson(-1): %v, at %+v, want %+v", r, where(m), w)
		}
	}
}

// The class begins when the plan's first item comes on show in
// presentation mode, and stays begun then through leaving presentation
// mode and coming back.
func TestThePlanBeginsOnceOnShow(t *testing.T) {
	m := planned(t)
	if !m.PlanBegan().IsZero() {
		t.Fatal("the plan began before any of it was on show")
	}
	m.Forward()
	if began := m.PlanBegan(); !began.Equal(classStart) {
		t.Fatalf("the plan's first item is on show at %v, and the plan began at %v", classStart, began)
	}
	m.now = func() time.Time { return classStart.Add(time.Minute) }
	m.Forward()
	m.SetPresented(false)
	m.SetPresented(true)
	if !m.PlanBegan().Equal(classStart) {
		t.Errorf("the plan began at %v, and again at %v", classStart, m.PlanBegan())
	}
}

// The presenter's status of the plan: the item's title (a lesson's own),
// its place, the minutes by its end, the next item, and a slide's step.
func TestPlanStatusSaysWhereTheClassIs(t *testing.T) {
	m := planned(t)
	if got := m.PlanStatus(); got != (PlanStatus{}) {
		t.Errorf("before the plan: %+v, want none", got)
	}
	m.Forward() // the paper slide
	got := m.PlanStatus()
	if got.Title != "Paper" || got.At != 1 || got.Count != 4 || got.By != 5 || got.Next != "One" || got.Step == nil || got.Step.Text != "Write." || got.Began.IsZero() {
		t.Errorf("on the paper slide: %+v", got)
	}
	m.Forward() // lesson One
	if got := m.PlanStatus(); got.Title != "One" || got.At != 2 || got.By != 15 || got.Next != "Quiz" || got.Step != nil {
		t.Errorf("in lesson One: %+v", got)
	}
	if titles := []string{m.PlanTitle(0), m.PlanTitle(1), m.PlanTitle(2), m.PlanTitle(3)}; strings.Join(titles, ",") != "Paper,One,Quiz,Two" {
		t.Errorf("the plan's titles: %v", titles)
	}
	m.SetPresented(false)
	if got := m.PlanStatus(); got != (PlanStatus{}) || m.PlanNextTitle() != "" {
		t.Errorf("out of presentation mode: %+v, next %q; want none", got, m.PlanNextTitle())
	}
}

// At a quiz's first slide, the presenter view's next step is the quiz's
// question alone (a step with no text of its own), not the plan's end.
func TestTheNextStepOfAQuizIsItsQuestion(t *testing.T) {
	m := planned(t)
	for where(m).item != 2 {
		if r := m.Forward(); r != Done {
			t.Fatalf("Forward refused on the way to the quiz: %v", r)
		}
	}
	if ps := m.PlanStatus(); ps.NextStep != "Why?" {
		t.Errorf("at the quiz's first slide the next step reads %q, want its question %q", ps.NextStep, "Why?")
	}
}

// "What if…?" at a step that shows the possible boards plays its moves
// on the board, and coming back shows the step's boards again.
func TestWhatIfPlaysOnTheBoard(t *testing.T) {
	m := New(testLessons(t), nil, time.Now)
	m.SetPresented(true)
	m.OpenLesson(0)
	for m.Tab() != TabBoards {
		if m.Forward() != Done {
			t.Fatal("lesson One never shows the possible boards")
		}
	}
	if r := m.WhatIf(); r != Done || m.Tab() != TabExplain {
		t.Fatalf("What if…?: %v, tab %v; want the board (the Explain tab)", r, m.Tab())
	}
	if r := m.WhatIf(); r != Done || m.Tab() != TabBoards {
		t.Errorf("back from What if…?: %v, tab %v; want the possible boards again", r, m.Tab())
	}
}

// Why a key did nothing (the presenter view's first line) lasts until the
// class goes on: the next step, lesson step or item of the plan does not
// carry it (teacher walk t8 m13: the coin's "Rule: …" stayed at the top
// of the presenter view through the quiz after the class).
func TestWhyAKeyDidNothingEndsAtTheNextStep(t *testing.T) {
	m := planned(t)
	for i := range 10 {
		m.Refuse("Rule: the player who did not close the cycle chooses the collapse.")
		before := where(m)
		if m.Forward() != Done {
			break
		}
		if got := m.Game().Refusal(); got != "" && where(m).step != before.step || got != "" && where(m).item != before.item {
			t.Errorf("Forward %d, from %+v to %+v: the presenter still reads %q", i+1, before, where(m), got)
		}
	}
}

// A restart on a slide of the plan comes back to its step, its answer
// as it was; the game a lesson left for the class goes on being replaced
// by the plan's next lesson without asking, as before the restart, and
// any other game is asked about first. A slide the plan has not, or a
// step it has not, shows nothing.
func TestResumeSlideComesBackToItsStep(t *testing.T) {
	r, err := game.Parse("autosave.qttt", strings.NewReader("X1 1 5\nO2 3 7\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, lessonsGame := range []bool{true, false} {
		m := planned(t)
		m.Restore(r, session.Opponent{}, true)
		m.ResumeSlide(plan.QuizAfter, 1, true, lessonsGame)
		if got := where(m); got != (at{2, 1, false}) || !m.Revealed(0) || m.LessonsGame() != lessonsGame {
			t.Fatalf("resumed at %+v, a lesson's game %v; want the quiz's question with its answer out, %v", got, m.LessonsGame(), lessonsGame)
		}
		m.Forward()
		want := NoQuestion
		if !lessonsGame {
			want = ReplaceGame
		}
		if m.Waiting() != want {
			t.Errorf("a lesson's game %v: Page Down to lesson Two waits for %v, want %v", lessonsGame, m.Waiting(), want)
		}
	}
	m := planned(t)
	m.ResumeSlide(plan.QuizAfter, 1, false, false)
	if got := where(m); got != (at{2, 1, true}) {
		t.Errorf("resumed with the answer held: %+v", got)
	}
	for _, k := range []plan.Kind{plan.PairsPlay, plan.Lesson} {
		m := planned(t)
		if m.ResumeSlide(k, 0, false, false); m.PlanAt() != -1 {
			t.Errorf("ResumeSlide(%v) shows the plan's item %d", k, m.PlanAt())
		}
	}
	m = planned(t)
	if m.ResumeSlide(plan.QuizAfter, 2, false, false); m.PlanAt() != -1 {
		t.Errorf("ResumeSlide at a step the quiz has not shows the plan's item %d", m.PlanAt())
	}
}

// Played on from a lesson of the plan, which closes it, the class is
// still at that part: PlayedOn names the lesson for the autosave, and a
// restart's ResumePlayedOn has Page Down go on to the part after it.
func TestAPlayedOnLessonKeepsItsPlaceInThePlan(t *testing.T) {
	m := planned(t)
	m.Forward() // the first slide
	m.Forward() // lesson One
	for m.Step() < 2 {
		m.Forward()
	}
	if _, err := m.Play(m.Game().Present().Legal()[0]); err != nil {
		t.Fatal(err)
	}
	if l, _ := m.Lesson(); l != nil || m.PlayedOn() != "one" || m.PlanAt() != 1 {
		t.Fatalf("played on from lesson One's last step: lesson %v open, played on from %q, plan at %d", l, m.PlayedOn(), m.PlanAt())
	}
	n := planned(t)
	if n.PlayedOn() != "" {
		t.Errorf("a new model says it played on from %q", n.PlayedOn())
	}
	n.ResumePlayedOn("one", true)
	if n.PlanAt() != 1 || n.PlayedOn() != "one" || !n.LessonsGame() {
		t.Fatalf("resumed: plan at %d, played on from %q, a lesson's game %v", n.PlanAt(), n.PlayedOn(), n.LessonsGame())
	}
	n.Forward()
	if s, i := n.Slide(); s == nil || i != 2 {
		t.Errorf("Page Down after the resume shows the plan's part %d, want the quiz (3)", i+1)
	}
	m = planned(t)
	if m.ResumePlayedOn("two-lost", false); m.PlanAt() != -1 {
		t.Errorf("ResumePlayedOn of a lesson the plan has not: plan at %d", m.PlanAt())
	}
}
