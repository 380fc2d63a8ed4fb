package keyselect

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// A key the list does not use reaches the window, and the focus goes back
// to it; the list's own keys stay the list's.
func TestOtherKeysReachTheWindow(t *testing.T) {
	test.NewTempApp(t)
	s := New([]string{"Lesson 1", "Lesson 2"}, nil)
	w := test.NewWindow(s)
	t.Cleanup(w.Close)
	var got []fyne.KeyName
	w.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) { got = append(got, e.Name) })

	w.Canvas().Focus(s)
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if s.Selected != "Lesson 1" || len(got) != 0 || w.Canvas().Focused() != s {
		t.Fatalf("Right: selected %q, window got %v, focused %v; want the list's first option, nothing, the list", s.Selected, got, w.Canvas().Focused())
	}
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF2})
	if len(got) != 1 || got[0] != fyne.KeyF2 || w.Canvas().Focused() != nil {
		t.Errorf("F2: the window got %v, focus on %v; want F2 and no focus", got, w.Canvas().Focused())
	}
}
