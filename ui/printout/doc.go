// Package printout saves, from the window, what a teacher prints: a
// lesson's worksheet and the teacher's guide, as PDF files that package
// worksheet writes. The browser build has neither a PDF writer nor a file
// to save to, and offers neither (printout_js.go).
package printout

import "fyne.io/fyne/v2"

// Failed shows in win that a file the user chose to save could not be,
// and why.
type Failed func(win fyne.Window, err error)
