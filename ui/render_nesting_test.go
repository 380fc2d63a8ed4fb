package ui

import (
	"runtime"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/model"
)

// No change is told while a render pass runs (structure reviews t11,
// major, and t15 M1): in presentation mode with class answers on, each
// page that shows a question has the presenter tell the model that the
// class saw it, so that the phones get the question. Paging through every
// lesson, that is told once the pass is over, as a change of its own:
// never from inside App.render, which no buffer holds any more.
func TestNoChangeIsToldInsideARenderPass(t *testing.T) {
	a := newAnswersTestApp(t)
	invoke(a, command.ClassAnswers)
	invoke(a, command.Present)
	if !a.model.Presented() {
		t.Fatal("presentation mode is off after F11")
	}
	depth, after, inside := 0, 0, 0
	follow := a.model.OnChange
	a.model.OnChange = func(ch model.Change) {
		depth++
		defer func() { depth-- }()
		switch {
		case rendering():
			inside++
		case depth > 1:
			after++ // told by what a change's pass showed, once it was over
		}
		follow(ch)
	}
	for i := range a.model.Lessons() {
		chooseLesson(a, i)
		for range 40 {
			invoke(a, command.NextStep)
		}
	}
	t.Logf("%d changes told after another's pass, %d inside one", after, inside)
	if inside != 0 {
		t.Errorf("%d changes were told inside a render pass", inside)
	}
	if after == 0 {
		t.Error("no change followed another's pass: the test no longer reaches the presenter's page")
	}
}

// rendering reports whether App.render is on the calling goroutine's
// stack.
func rendering() bool {
	pc := make([]uintptr, 256)
	frames := runtime.CallersFrames(pc[:runtime.Callers(2, pc)])
	for {
		f, more := frames.Next()
		if strings.HasSuffix(f.Function, ".(*App).render") {
			return true
		}
		if !more {
			return false
		}
	}
}
