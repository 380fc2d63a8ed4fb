package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/style"
)

// With a second screen, presentation mode shows the class's view there and
// opens the presenter's window on the laptop: the keys typed in it run the
// lesson, and it shows the next step and the answer to the question the
// board asks. Closing it ends presentation mode.
func TestPresenterOnASecondScreen(t *testing.T) {
	a := newTestApp(t)
	a.world.secondScreen = func() bool { return true }
	press(a, fyne.KeyF11)
	p := a.world.presenter
	if p == nil || !inContent(a, a.frame.side) || !a.win.FullScreen() {
		t.Fatalf("presenting on a second screen: presenter %v, class view shown %v, full screen %v", p, inContent(a, a.frame.side), a.win.FullScreen())
	}
	if th, ok := p.look.Theme.(style.Theme); !ok || th.Scale != 1 {
		t.Errorf("the presenter's window has the theme %+v, want the laptop's normal size", p.look.Theme)
	}

	typeKey(p.win.Canvas(), fyne.KeyPageDown)
	tt := a.teaching
	if lessonOn(a) == nil || !strings.HasPrefix(p.stepHeading.Text, lessonOn(a).Title) ||
		p.step.Text != lessonOn(a).Steps[0].Text || p.next.Text != lessonOn(a).Steps[1].Text || p.question.Visible() {
		t.Fatalf("Page Down in the presenter's window: lesson %v, the presenter shows %q, %q then %q",
			lessonOn(a), p.stepHeading.Text, p.step.Text, p.next.Text)
	}
	shortcutOn(p.win.Canvas(), ctrl(fyne.KeyPageDown))
	for range 20 { // on to the first step of lesson 2 that asks a question
		if tt.lessons.Asking() {
			break
		}
		typeKey(p.win.Canvas(), fyne.KeyPageDown)
	}
	if st := lessonOn(a).Steps[tt.lessons.Step()]; st.Question == "" || !p.question.Visible() ||
		p.ask.Text != st.Question || p.answer.Text != st.Answer {
		t.Errorf("at step %d, which asks %q, the presenter asks %q and answers %q", tt.lessons.Step()+1, st.Question, p.ask.Text, p.answer.Text)
	}
	typeKey(p.win.Canvas(), fyne.KeyF2)
	if a.frame.tabs.Selected() != tt.tabs[1] {
		t.Errorf("F2 in the presenter's window shows the tab %q", a.frame.tabs.Selected().Text)
	}

	p.win.Close()
	if a.frame.presented || a.world.presenter != nil || a.win.MainMenu() == nil {
		t.Error("closing the presenter's window left presentation mode on")
	}
}

// With one screen, presentation mode alone does the job.
func TestNoPresenterOnOneScreen(t *testing.T) {
	a := newTestApp(t)
	a.world.secondScreen = func() bool { return false }
	press(a, fyne.KeyF11)
	if a.world.presenter != nil {
		t.Error("presenting on one screen opened the presenter's window")
	}
}

// typeKey types k on canvas c, as the keyboard does when no widget has
// the focus.
func typeKey(c fyne.Canvas, k fyne.KeyName) {
	c.OnTypedKey()(&fyne.KeyEvent{Name: k})
}
