//go:build !js

package ui

import (
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/worksheet"
)

// addWorksheets adds File › Print worksheet…, which writes a lesson's
// worksheet as a PDF to print (package worksheet).
func (t *teaching) addWorksheets() {
	t.controls.handle(command.PrintWorksheet, t.showWorksheet, func() bool { return len(t.model.Lessons()) > 0 }, nil)
}

// showWorksheet asks which lesson's worksheet to print, the open lesson's
// first, and then where to save it.
func (t *teaching) showWorksheet() {
	lessons := t.model.Lessons()
	titles := make([]string, len(lessons))
	for i, l := range lessons {
		titles[i] = l.Title
	}
	choice := widget.NewSelect(titles, nil)
	_, open := t.model.Lesson()
	choice.SetSelectedIndex(max(0, open))
	d := dialog.NewCustomConfirm(lang.L("Print worksheet…"), lang.L("Save…"), lang.L("Cancel"), choice, func(ok bool) {
		if ok {
			t.saveWorksheet(lessons[choice.SelectedIndex()])
		}
	}, t.win)
	d.Show()
	d.Resize(fyne.NewSize(worksheetDialogEms*theme.TextSize(), d.MinSize().Height)) // room for a lesson's title
}

// worksheetDialogEms is the width of the dialog that chooses a worksheet's
// lesson, in units of the theme's text size.
const worksheetDialogEms = 28

// saveWorksheet asks where to save the worksheet of lesson l, and saves it.
func (t *teaching) saveWorksheet(l *lesson.Lesson) {
	savePDF(t.win, l.Name, func(w io.WriteCloser) error { return writeWorksheet(w, l) })
}

// savePDF asks in win where to save a PDF, offering name.pdf, and has
// write write it there; an error is shown in win.
func savePDF(win fyne.Window, name string, write func(io.WriteCloser) error) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err == nil && w != nil {
			err = write(w)
		}
		if err != nil {
			showSaveFailed(win, err)
		}
	}, win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".pdf"}))
	d.SetFileName(name + ".pdf")
	showLarge(d, win)
}

// writeWorksheet writes lesson l's worksheet, in the app's language, to w
// and closes w.
func writeWorksheet(w io.WriteCloser, l *lesson.Lesson) error {
	language := i18n.InForce()
	q, err := worksheet.LoadQuiz(language)
	if err == nil {
		err = worksheet.Sheet{Lesson: l, Quiz: q, Language: language}.Write(w)
	}
	return durable.Finish(w, err)
}

// saveBar returns the bar above the teacher's guide, with its Save as PDF…
// button, which saves md.
func (g *teacherGuide) saveBar(md string) fyne.CanvasObject {
	return container.NewHBox(widget.NewButtonWithIcon(lang.L("Save as PDF…"), theme.DocumentPrintIcon(), func() { g.save(md) }))
}

// save asks where to save the guide, md, as a PDF to print, and saves it.
func (g *teacherGuide) save(md string) {
	savePDF(g.win, lang.L("Teacher's guide"), func(w io.WriteCloser) error { return writeGuide(w, md) })
}

// writeGuide writes the guide, md, in the app's language as a PDF to w and
// closes w.
func writeGuide(w io.WriteCloser, md string) error {
	return durable.Finish(w, worksheet.WriteGuide(w, []byte(md), i18n.InForce(), lang.L("Teacher's guide")))
}
