package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// A presentation clicker's keys, as PowerPoint takes them: F5 and
// Shift+F5 start presentation mode where the class is, B and '.' black
// the projector out and back, Page Down on a black projector brings the
// class back to the step it left, and Escape, with nothing else to undo,
// leaves presentation mode.
func TestAClickerRunsTheShow(t *testing.T) {
	a := newTestApp(t)
	press(a, fyne.KeyF5)
	if !a.model.Presented() || presentOf(a).ClassView() == nil {
		t.Fatal("F5 did not start presentation mode")
	}
	press(a, fyne.KeyF5)
	if !a.model.Presented() {
		t.Fatal("F5 again left presentation mode: it only starts it")
	}
	press(a, fyne.KeyPageDown, fyne.KeyPageDown)
	step := a.model.Step()
	if lessonOn(a) == nil {
		t.Fatal("Page Down opened no lesson")
	}
	for _, k := range []fyne.KeyName{fyne.KeyB, fyne.KeyPeriod} {
		press(a, k)
		if !a.model.Blank() || !presentOf(a).ClassView().Black() {
			t.Fatalf("%s did not black the projector out", k)
		}
		press(a, k)
		if a.model.Blank() || presentOf(a).ClassView().Black() {
			t.Fatalf("%s again did not bring the class view back", k)
		}
	}
	press(a, fyne.KeyB, fyne.KeyPageDown)
	if a.model.Blank() || a.model.Step() != step {
		t.Errorf("Page Down on a black projector: black %v at step %d, want the class view back at step %d", a.model.Blank(), a.model.Step()+1, step+1)
	}
	press(a, fyne.KeyB, fyne.KeyPageUp)
	if a.model.Blank() || a.model.Step() != step {
		t.Errorf("Page Up on a black projector: black %v at step %d, want the class view back at step %d", a.model.Blank(), a.model.Step()+1, step+1)
	}

	press(a, fyne.KeyEscape)
	if a.model.Presented() || lessonOn(a) == nil || a.model.Step() != step {
		t.Errorf("Escape: presented %v, lesson %v at step %d; want presentation mode left at step %d", a.model.Presented(), lessonOn(a), a.model.Step()+1, step+1)
	}
	press(a, fyne.KeyB)
	if a.model.Blank() {
		t.Error("B blacked out the window outside presentation mode")
	}
	shortcut(a, &desktop.CustomShortcut{KeyName: fyne.KeyF5, Modifier: fyne.KeyModifierShift})
	if !a.model.Presented() || a.model.Step() != step {
		t.Errorf("Shift+F5: presented %v at step %d, want presentation mode at step %d", a.model.Presented(), a.model.Step()+1, step+1)
	}
	press(a, fyne.KeyB, fyne.KeyEscape)
	if a.model.Blank() || !a.model.Presented() {
		t.Errorf("Escape on a black projector: black %v, presented %v; want the class view back, still presenting", a.model.Blank(), a.model.Presented())
	}
}
