//go:build !js

package ui

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2"
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

// The teacher's guide's window has a Save as PDF… button, and the guide
// saves as a PDF.
func TestGuideSavesAsPDF(t *testing.T) {
	a := newTestApp(t)
	commandLabelled(t, a, "Teacher's guide").item.Action()
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
	md, err := guideMarkdown("en")
	if err != nil {
		t.Fatal(err)
	}
	var pdf nopCloser
	if err := writeGuide(&pdf, md); err != nil || !bytes.HasPrefix(pdf.Bytes(), []byte("%PDF-")) {
		t.Errorf("saving the guide as PDF: %v, %q…", err, pdf.Bytes()[:min(pdf.Len(), 8)])
	}
}
