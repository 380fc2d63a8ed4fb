// Package dialogs shows the app's dialogs so that the keyboard and a
// clicker can answer them: each is shown with what Enter (or Page Down)
// and Escape mean in it, and Answer does that for the dialog on top of a
// window. Nothing is found by its label: a dialog's answers are Fyne's
// own (ConfirmDialog.Confirm, Dismiss) or the functions of the buttons
// the app made for it. The one exception is Enter in Fyne's file dialog,
// which has no call for its Open or Save button: fynefix.PressConfirm
// walks the focus to it (ShowFile). Only the UI goroutine uses it.
package dialogs

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/qttt-edu/qttt/ui/internal/fynefix"
)

// answers is what Enter and Escape do in each dialog on show, by the
// pop-up that shows it.
var answers = map[fyne.CanvasObject]keys{}

// keys are a dialog's answers to Enter (ok) and Escape (cancel), nil
// where the key does nothing, and the canvas it shows on.
type keys struct {
	ok, cancel func()
	on         fyne.Canvas
}

// open reports whether the overlay o, shown on canvas c, is still there.
func open(o fyne.CanvasObject, c fyne.Canvas) bool {
	return slices.Contains(c.Overlays().List(), o)
}

// Show shows d in win, where ok is what Enter means in it and cancel what
// Escape means; either may be nil.
func Show(d dialog.Dialog, win fyne.Window, ok, cancel func()) {
	overlays := win.Canvas().Overlays()
	before := overlays.Top()
	d.Show()
	for o, k := range answers { // dialogs closed since
		if !open(o, k.on) {
			delete(answers, o)
		}
	}
	if top := overlays.Top(); top != nil && top != before { // none where the system's own dialog shows
		answers[top] = keys{ok, cancel, win.Canvas()}
	}
}

// ShowConfirm shows d in win: Enter confirms it, Escape dismisses it.
func ShowConfirm(d *dialog.ConfirmDialog, win fyne.Window) { Show(d, win, d.Confirm, d.Dismiss) }

// ShowMessage shows d, a dialog with one button that closes it, in win:
// Enter and Escape close it.
func ShowMessage(d dialog.Dialog, win fyne.Window) { Show(d, win, d.Dismiss, d.Dismiss) }

// ShowFile shows Fyne's file dialog d in win: Escape dismisses it, Enter
// presses its Open (or Save) button once a file is chosen.
func ShowFile(d *dialog.FileDialog, win fyne.Window) {
	Show(d, win, func() { fynefix.PressConfirm(win.Canvas()) }, d.Dismiss)
}

// ShowInformation shows a message in win, as dialog.ShowInformation does.
func ShowInformation(title, message string, win fyne.Window) {
	ShowMessage(dialog.NewInformation(title, message, win), win)
}

// ShowError shows err in win, as dialog.ShowError does.
func ShowError(err error, win fyne.Window) { ShowMessage(dialog.NewError(err, win), win) }

// Answer does what Enter (ok) or Escape (!ok) means in top, the dialog on
// top of a window, and reports whether it did anything: false for an
// overlay not shown by Show (a menu, say) or a key the dialog leaves to
// itself.
func Answer(top fyne.CanvasObject, ok bool) bool {
	k, found := answers[top]
	f := k.cancel
	if ok {
		f = k.ok
	}
	if !found || f == nil || !open(top, k.on) {
		return false
	}
	f()
	return true
}
