package ui

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// nopCloser is a buffer that a writer can close.
type nopCloser struct{ bytes.Buffer }

func (*nopCloser) Close() error { return nil }

// File › Print worksheet… offers the open lesson first and writes its
// worksheet as a PDF.
func TestPrintWorksheetOffersTheOpenLesson(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	tt.chooser.SetSelectedIndex(1)
	commandLabelled(t, a, "Print worksheet…").item.Action()
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
	var pdf nopCloser
	if err := writeWorksheet(&pdf, a.model.Lessons()[choice.SelectedIndex()]); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(pdf.Bytes(), []byte("%PDF-")) {
		t.Errorf("the worksheet starts %q, want a PDF", pdf.Bytes()[:min(pdf.Len(), 8)])
	}
}
