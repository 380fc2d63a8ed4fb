package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// File › Print worksheet… offers the open lesson first (package printout
// writes its worksheet).
func TestPrintWorksheetOffersTheOpenLesson(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	tt.chooser.SetSelectedIndex(1)
	commandLabelled(t, a, "Print worksheet…").Item().Action()
	top := a.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("Print worksheet… opened no dialog")
	}
	var choice *widget.Select
	for _, o := range test.LaidOutObjects(top) {
		if s, ok := o.(*widget.Select); ok {
			choice = s
		}
	}
	if choice == nil || choice.Selected != lessonOn(a).Title {
		t.Fatalf("the dialog offers %v, want the open lesson %q", choice, lessonOn(a).Title)
	}
}

// The teacher's guide's window has a Save as PDF… button.
func TestGuideSavesAsPDF(t *testing.T) {
	a := newTestApp(t)
	commandLabelled(t, a, "Teacher's guide").Item().Action()
	found := false
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		for _, o := range test.LaidOutObjects(w.Content()) {
			if b, ok := o.(*widget.Button); ok && b.Text == "Save as PDF…" && w.Title() == "Teacher's guide" {
				found = true
			}
		}
	}
	if !found {
		t.Error("the teacher's guide has no Save as PDF… button")
	}
}
