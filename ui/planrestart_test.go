package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/plan"
)

// A kill during the quiz after the class and a start again: the app
// presents the same question of the quiz with its answer out, as a
// restart mid-lesson comes back to the lesson's step, and the coin as
// the teacher left it; a Page Up goes back into lesson 7 with no
// question asked (teacher walk t17 #1: the plan's first slide came back,
// with the coin on).
func TestARestartDuringThePostQuizComesBackToItsQuestion(t *testing.T) {
	a := newTestApp(t)
	var tosses []func()
	tossWith(a, func(f func()) { tosses = append(tosses, f) })
	onTwoScreens(a)
	press(a, fyne.KeyF5)
	for range 6 { // the plan's parts before lesson 7
		shortcut(a, ctrl(fyne.KeyPageDown))
	}
	if l := lessonOn(a); l == nil || l.Name != "07-metaphor" {
		t.Fatalf("six parts on, the plan shows lesson %v, want lesson 7", l)
	}
	press(a, fyne.KeyC) // the coin decides, at the lesson's last step
	quizAt := func(a *App) (step int, shown bool) {
		if s, _ := a.model.Slide(); s == nil || s.Kind != plan.QuizAfter {
			return -1, false
		}
		return a.model.Step(), a.model.Revealed(a.model.Step())
	}
	for range 40 {
		if step, shown := quizAt(a); step >= 2 && shown {
			break
		}
		press(a, fyne.KeyPageDown)
		if len(tosses) > 0 {
			tosses[0]()
			tosses = tosses[1:]
		}
	}
	step, shown := quizAt(a)
	if step < 2 || !shown || !a.game().Present().Over() {
		t.Fatalf("the quiz after the class: step %d, answer out %v, lesson 7's game over %v; want its second question answered after the coin's toss",
			step+1, shown, a.game().Present().Over())
	}
	press(a, fyne.KeyC) // the coin off again
	if a.game().Chance() {
		t.Fatal("C at the quiz after the class left the coin on")
	}
	b := newTestWindow(t)
	b.start("")
	docOf(b).resumePresenting(&platform.Fake{List: []platform.Screen{laptop, projector}})
	if got, gotShown := quizAt(b); !b.model.Presented() || got != step || gotShown != shown {
		t.Errorf("after a restart: presenting %v, the quiz after the class at step %d, answer out %v; want step %d, answer out %v",
			b.model.Presented(), got+1, gotShown, step+1, shown)
	}
	if b.game().Chance() {
		t.Error("after a restart the coin is on; the teacher had turned it off")
	}
	for b.model.Step() > 0 {
		press(b, fyne.KeyPageUp)
	}
	press(b, fyne.KeyPageUp)
	if l := lessonOn(b); l == nil || l.Name != "07-metaphor" || b.model.Waiting() != 0 {
		t.Errorf("Page Up from the quiz's first step after the restart: lesson %v, a question waiting %v; want lesson 7 with none", l, b.model.Waiting())
	}

	// A kill at lesson 7 with the coin on keeps it on.
	press(b, fyne.KeyC)
	c := newTestWindow(t)
	c.start("")
	if !c.game().Chance() {
		t.Error("after a restart in lesson 7 with the coin on, the coin is off")
	}
}

// A kill after the class played on from lesson 7's last step (X chose
// where O6 lands, which closes the lesson) and a start again: the plan
// goes on from lesson 7, and Page Down shows the quiz after the class,
// not the plan's first slide.
func TestARestartAfterPlayingOnGoesOnInThePlan(t *testing.T) {
	a := newTestApp(t)
	onTwoScreens(a)
	press(a, fyne.KeyF5)
	for range 6 {
		shortcut(a, ctrl(fyne.KeyPageDown))
	}
	l := lessonOn(a)
	if l == nil || l.Name != "07-metaphor" {
		t.Fatalf("six parts on, the plan shows lesson %v, want lesson 7", l)
	}
	for a.model.Step() < len(l.Steps)-1 {
		press(a, fyne.KeyPageDown)
	}
	choice := a.game().Present().Legal()[0]
	if _, err := a.model.Play(choice); err != nil || lessonOn(a) != nil {
		t.Fatalf("X's choice at lesson 7's last step: %v, lesson %v open; want it played and the lesson closed", err, lessonOn(a))
	}
	at := a.model.PlanAt()
	b := newTestWindow(t)
	b.start("")
	docOf(b).resumePresenting(&platform.Fake{List: []platform.Screen{laptop, projector}})
	if got := b.model.PlanAt(); got != at {
		t.Errorf("after a restart the plan is at part %d, want %d (lesson 7, played on)", got+1, at+1)
	}
	press(b, fyne.KeyPageDown)
	if s, i := b.model.Slide(); s == nil || s.Kind != plan.QuizAfter {
		t.Errorf("Page Down after the restart shows the plan's part %d, want the quiz after the class", i+1)
	}
}
