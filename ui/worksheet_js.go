package ui

import "fyne.io/fyne/v2"

// The browser build prints nothing: Fyne's web driver can save no file, so
// a lesson's worksheet and the teacher's guide as a PDF come from the
// desktop app (worksheet.go), and the browser build carries no PDF writer.

// addWorksheets adds no File › Print worksheet… in the browser.
func (t *teaching) addWorksheets() {}

// saveBar returns no bar above the teacher's guide in the browser.
func (g *teacherGuide) saveBar(string) fyne.CanvasObject { return nil }
