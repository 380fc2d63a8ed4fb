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
	if p == nil || !inContent(a, a.side) || !a.win.FullScreen() {
		t.Fatalf("presenting on a second screen: presenter %v, class view shown %v, full screen %v", p, inContent(a, a.side), a.win.FullScreen())
	}
	if th, ok := p.look.Theme.(style.Theme); !ok || th.Scale != 1 {
		t.Errorf("the presenter's window has the theme %+v, want the laptop's normal size", p.look.Theme)
	}

	typeKey(p.win.Canvas(), fyne.KeyPageDown)
	tt := a.teaching
	if tt.lesson == nil || !strings.HasPrefix(p.stepHeading.Text, tt.lesson.Title) ||
		p.step.Text != tt.lesson.Steps[0].Text || p.next.Text != tt.lesson.Steps[1].Text || p.question.Visible() {
		t.Fatalf("Page Down in the presenter's window: lesson %v, the presenter shows %q, %q then %q",
			tt.lesson, p.stepHeading.Text, p.step.Text, p.next.Text)
	}
	shortcutOn(p.win.Canvas(), ctrl(fyne.KeyPageDown))
	for range 4 { // to lesson 2's pending cycle
		typeKey(p.win.Canvas(), fyne.KeyPageDown)
	}
	if !p.question.Visible() || !strings.HasPrefix(p.ask.Text, "If ") ||
		!strings.Contains(p.answer.Text, "became classical in square") {
		t.Errorf("at a pending cycle the presenter asks %q and answers %q", p.ask.Text, p.answer.Text)
	}
	typeKey(p.win.Canvas(), fyne.KeyF2)
	if a.tabs.Selected() != tt.tabs[1] {
		t.Errorf("F2 in the presenter's window shows the tab %q", a.tabs.Selected().Text)
	}

	p.win.Close()
	if a.world.presenting || a.world.presenter != nil || a.win.MainMenu() == nil {
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
