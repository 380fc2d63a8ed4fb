package ui

import (
	"testing"

	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/model"
)

// No render pass starts while another runs (structure review t11, major):
// in presentation mode with class answers on, each page that shows a
// question makes the presenter tell the model, during the pass, that the
// class saw it. Paging through every lesson, a change told meanwhile must
// wait for the pass to end, not render inside it.
func TestNoRenderPassStartsInsideAnother(t *testing.T) {
	a := newAnswersTestApp(t)
	invoke(a, command.ClassAnswers)
	invoke(a, command.Present)
	if !a.model.Presented() {
		t.Fatal("presentation mode is off after F11")
	}
	depth, told, nested := 0, 0, 0
	follow := a.model.OnChange
	a.model.OnChange = func(ch model.Change) {
		depth++
		defer func() { depth-- }()
		inside := depth > 1 && a.pass.rendering
		if inside {
			told++
		}
		follow(ch)
		if inside && !a.pass.rendering { // a pass ran inside this one and ended it
			nested++
		}
	}
	for i := range a.model.Lessons() {
		chooseLesson(a, i)
		for range 40 {
			invoke(a, command.NextStep)
		}
	}
	if told == 0 {
		t.Fatal("no change was told during a pass: the test no longer reaches the presenter's page")
	}
	t.Logf("%d changes told during a pass, %d passes inside another", told, nested)
	if nested != 0 {
		t.Errorf("%d render passes started inside another (of %d changes told during a pass)", nested, told)
	}
}
