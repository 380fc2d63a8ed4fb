package present

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/lesson"
)

// Closing the presenter view asks first, in it, whether to end
// presentation mode: keeping it, the default, leaves the class as it was,
// and so do a clicker's Page Down and Escape, which answers no (as the
// guide says); only the button ends it.
func TestClosingThePresenterViewAsksFirst(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	h.press(fyne.KeyF11)
	h.runTimers()
	pr := h.p.presenter
	answer := func(label string) {
		t.Helper()
		top := pr.win.Canvas().Overlays().Top()
		if top == nil || h.win.Canvas().Overlays().Top() != nil {
			t.Fatal("closing the presenter view asked nothing in it")
		}
		for _, o := range test.LaidOutObjects(top) {
			if b, ok := o.(*widget.Button); ok && b.Text == label {
				if label == "Keep presenting" && b.Importance != widget.HighImportance {
					t.Error("ending presentation mode is the default answer")
				}
				test.Tap(b)
				return
			}
		}
		t.Fatalf("no button %q", label)
	}
	h.p.askEnd(pr)
	answer("Keep presenting")
	if h.p.presenter != pr || !h.p.on {
		t.Fatal("Keep presenting ended presentation mode")
	}
	for _, key := range []struct {
		name string
		yes  bool
	}{{"Escape", false}, {"Page Down", true}} {
		h.p.askEnd(pr)
		top := pr.win.Canvas().Overlays().Top()
		if !dialogs.Answer(top, key.yes) { // what the window's keys do with a dialog open
			t.Fatalf("%s did not answer the question", key.name)
		}
		if h.p.presenter != pr || !h.p.on || pr.win.Canvas().Overlays().Top() != nil {
			t.Fatalf("%s at %q: presenter %v, presenting %v, question still up %v; want presentation mode kept and the question gone",
				key.name, "End presentation mode?", h.p.presenter, h.p.on, pr.win.Canvas().Overlays().Top() != nil)
		}
	}
	h.p.askEnd(pr)
	answer("End presentation mode")
	if h.p.presenter != nil || h.p.on {
		t.Error("End presentation mode left it on")
	}
}

// A projector plugged back in gets the class view again, and the laptop
// the presenter view, with no key pressed.
func TestProjectorPluggedBackIn(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	h.press(fyne.KeyF11)
	h.runTimers()
	h.desk.List = []platform.Screen{laptop}
	h.runTimers()
	if h.p.presenter != nil || !h.p.on {
		t.Fatalf("after unplugging: presenter %v, presenting %v", h.p.presenter, h.p.on)
	}
	h.desk.List = []platform.Screen{laptop, projector}
	h.runTimers()
	if h.p.presenter == nil || !h.p.on || h.p.stage.class != projector || h.p.stage.laptop != laptop || !h.win.FullScreen() {
		t.Fatalf("after plugging back in: presenter %v, presenting %v, class view on %q; want it on the projector, the presenter on the laptop",
			h.p.presenter, h.p.on, h.p.stage.class.Name)
	}
	h.desk.List = []platform.Screen{laptop}
	h.runTimers()
	if h.p.presenter != nil {
		t.Error("unplugged a second time, the presenter view stayed open")
	}
}

// A projector whose resolution changes mid-class (the system or the
// projector renegotiating it) gets the class view refitted to its new
// size with no key, as a projector plugged back in does; the presenter
// view stays open on the laptop.
func TestProjectorResolutionChanged(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	h.press(fyne.KeyF11)
	h.runTimers()
	pr := h.p.presenter
	var left bool // the class view left the full screen to fill the screen again
	h.desk.At = func(win fyne.Window) (platform.Rect, bool) {
		if win == h.win && !win.FullScreen() {
			left = true
		}
		return platform.Rect{}, false
	}
	for _, size := range []platform.Rect{{X: 1366, W: 1280, H: 720}, {X: 1366, W: 1024, H: 768}, projector.Bounds} {
		left = false
		changed := projector
		changed.Bounds = size
		h.desk.List = []platform.Screen{laptop, changed}
		h.runTimers()
		if h.p.stage.class != changed || !left || !h.win.FullScreen() {
			t.Fatalf("projector set to %dx%d: class view on %v, placed again %v, full screen %v; want it refitted to the new size",
				size.W, size.H, h.p.stage.class.Bounds, left, h.win.FullScreen())
		}
		if h.p.presenter != pr || !h.p.on || h.p.stage.laptop != laptop {
			t.Fatalf("projector set to %dx%d: presenter %v (was %v), presenting %v; want the presenter view left as it was",
				size.W, size.H, h.p.presenter, pr, h.p.on)
		}
	}
	h.desk.List = []platform.Screen{laptop}
	h.runTimers()
	if h.p.presenter != nil {
		t.Error("unplugged after a change of resolution, the presenter view stayed open")
	}
}

// In the guide's plan the presenter view says which part is on show, the
// plan's minutes by its end and what Page Down goes on to; on a slide of
// the plan's own, its step, and its question with the answer first.
func TestThePresenterFollowsThePlan(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	h.press(fyne.KeyF11)
	h.runTimers()
	p := h.p.presenter
	quiz := lesson.Step{Text: "Answer each question in a sentence.", Question: "Does the person who measures decide the result?", Answer: "No: the result is random."}
	h.view.Plan = PlanStatus{Title: "Quiz after the class", At: 8, Count: 8, By: 45, Step: &quiz, StepAt: 1, Steps: 5, NextStep: "Name two ways."}
	h.view.Asking = true
	h.render()
	for _, want := range []string{"Part 8 of 8", "Quiz after the class · Step 2 of 5", "Answer held", "the plan: 45 by the end of this part"} {
		if !strings.Contains(p.state.Text, want) {
			t.Errorf("the presenter's state %q lacks %q", p.state.Text, want)
		}
	}
	if p.ask.Text != quiz.Question || p.answer.Text != quiz.Answer || !p.question.Visible() || !p.skip.Visible() || p.step.Text != quiz.Text || p.next.Text != "Name two ways." {
		t.Errorf("on the quiz's slide the presenter asks %q, answers %q, shows %q then %q", p.ask.Text, p.answer.Text, p.step.Text, p.next.Text)
	}
	pairs := lesson.Step{Text: "Pairs play one or two games."}
	h.view.Plan = PlanStatus{Title: "Pairs play", At: 6, Count: 8, By: 31, Step: &pairs, Steps: 1, Next: "Where the metaphor ends"}
	h.view.Asking = false
	h.render()
	if want := "Page Down goes on to “Where the metaphor ends”."; p.next.Text != want || p.question.Visible() {
		t.Errorf("at the pairs' slide the presenter's next is %q, want %q", p.next.Text, want)
	}

	// The closing slide comes after the plan's 8 parts, as in the guide's
	// table: it is no "Part 9 of 9", and it is the plan's end.
	homework := lesson.Step{Text: "Quiz questions 4–8 and lessons 4, 5, 6 and 8."}
	h.view.Plan = PlanStatus{Title: "Homework, or a second class", At: 9, Count: 8, By: 45, Step: &homework, Steps: 1}
	h.render()
	if strings.Contains(p.state.Text, "Part") || !strings.Contains(p.next.Text, "This is the end of the plan.") {
		t.Errorf("at the closing slide the presenter reads %q, then %q", p.state.Text, p.next.Text)
	}
}
