//go:build !js

package printout

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
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/worksheet"
)

// Worksheets returns what File › Print worksheet… runs in win: it asks
// which lesson's worksheet to print, the open one first, and then where
// to save it. lessons tells the lessons and the open one's index (-1 for
// none).
func Worksheets(win fyne.Window, lessons func() ([]*lesson.Lesson, int), failed Failed) func() {
	return func() {
		all, open := lessons()
		titles := make([]string, len(all))
		for i, l := range all {
			titles[i] = l.Title
		}
		choice := widget.NewSelect(titles, nil)
		choice.SetSelectedIndex(max(0, open))
		d := dialog.NewCustomConfirm(lang.L("Print worksheet…"), lang.L("Save…"), lang.L("Cancel"), choice, func(ok bool) {
			if ok {
				l := all[choice.SelectedIndex()]
				savePDF(win, l.Name, func(w io.WriteCloser) error { return writeWorksheet(w, l) }, failed)
			}
		}, win)
		dialogs.ShowConfirm(d, win)
		d.Resize(fyne.NewSize(worksheetDialogEms*theme.TextSize(), d.MinSize().Height)) // room for a lesson's title
	}
}

// worksheetDialogEms is the width of the dialog that chooses a worksheet's
// lesson, in units of the theme's text size.
const worksheetDialogEms = 28

// GuideBar returns the bar above the teacher's guide in win, with its
// Save as PDF… button, which saves md.
func GuideBar(win fyne.Window, md string, failed Failed) fyne.CanvasObject {
	save := func() {
		savePDF(win, lang.L("Teacher's guide"), func(w io.WriteCloser) error { return writeGuide(w, md) }, failed)
	}
	return container.NewHBox(widget.NewButtonWithIcon(lang.L("Save as PDF…"), theme.DocumentPrintIcon(), save))
}

// savePDF asks in win where to save a PDF, offering name.pdf, and has
// write write it there; failed shows an error.
func savePDF(win fyne.Window, name string, write func(io.WriteCloser) error, failed Failed) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err == nil && w != nil {
			err = write(w)
		}
		if err != nil {
			failed(win, err)
		}
	}, win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".pdf"}))
	d.SetFileName(name + ".pdf")
	// Over most of win, its file names read from the back of a classroom;
	// Fyne 2.8.1's FileDialog.Resize panics before Show.
	dialogs.ShowFile(d, win)
	margin := 4 * theme.Padding()
	d.Resize(win.Canvas().Size().SubtractWidthHeight(2*margin, 2*margin))
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

// writeGuide writes the guide, md, in the app's language as a PDF to w and
// closes w.
func writeGuide(w io.WriteCloser, md string) error {
	return durable.Finish(w, worksheet.WriteGuide(w, []byte(md), i18n.InForce(), lang.L("Teacher's guide")))
}
