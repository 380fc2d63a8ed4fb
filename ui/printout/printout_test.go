//go:build !js

package printout

import (
	"bytes"
	"testing"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/lesson"
)

// pdfFile is a buffer that a writer can close.
type pdfFile struct{ bytes.Buffer }

func (*pdfFile) Close() error { return nil }

// isPDF reports whether f holds a PDF, by its start.
func (f *pdfFile) isPDF() bool { return bytes.HasPrefix(f.Bytes(), []byte("%PDF-")) }

// A lesson's worksheet and the teacher's guide are written as PDF files.
func TestWorksheetAndGuideAreWrittenAsPDF(t *testing.T) {
	lessons, err := lesson.Load(assets.LessonFiles(), "en")
	if err != nil || len(lessons) == 0 {
		t.Fatalf("the bundled lessons: %d, %v", len(lessons), err)
	}
	var sheet pdfFile
	if err := writeWorksheet(&sheet, lessons[1]); err != nil || !sheet.isPDF() {
		t.Errorf("lesson 2's worksheet: %v, starts %q", err, sheet.Bytes()[:min(sheet.Len(), 8)])
	}
	guide, err := assets.GuideFile("guide", "en")
	if err != nil {
		t.Fatal(err)
	}
	var pdf pdfFile
	if err := writeGuide(&pdf, string(guide)); err != nil || !pdf.isPDF() {
		t.Errorf("the guide: %v, starts %q", err, pdf.Bytes()[:min(pdf.Len(), 8)])
	}
}
