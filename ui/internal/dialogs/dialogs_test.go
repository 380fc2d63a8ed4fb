package dialogs

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Enter confirms a confirmation and Escape dismisses it, through Fyne's
// own Confirm and Dismiss; each answers once, and then the dialog is gone.
func TestEnterConfirmsAndEscapeDismisses(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(widget.NewLabel("board"))
	defer w.Close()
	for _, ok := range []bool{true, false} {
		var got []bool
		d := dialog.NewConfirm("Replace?", "Replace the game?", func(yes bool) { got = append(got, yes) }, w)
		ShowConfirm(d, w)
		top := w.Canvas().Overlays().Top()
		if !Answer(top, ok) {
			t.Fatalf("Answer(%v) did nothing", ok)
		}
		if len(got) != 1 || got[0] != ok || w.Canvas().Overlays().Top() != nil {
			t.Errorf("Answer(%v): answers %v, overlay %v; want one answer %v, the dialog closed", ok, got, w.Canvas().Overlays().Top(), ok)
		}
		if Answer(top, ok) {
			t.Errorf("Answer(%v) answered a closed dialog again", ok)
		}
	}
}

// A dialog's own functions answer the keys; a key it leaves to itself
// and an overlay no one showed through Show do nothing.
func TestTheKeysDoWhatTheDialogSays(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(widget.NewLabel("board"))
	defer w.Close()
	d := dialog.NewCustomWithoutButtons("Quit?", widget.NewLabel("Save first?"), w)
	saved := false
	Show(d, w, func() { saved = true; d.Hide() }, nil)
	top := w.Canvas().Overlays().Top()
	if Answer(top, false) {
		t.Error("Escape, which this dialog leaves to itself, did something")
	}
	if !Answer(top, true) || !saved {
		t.Error("Enter did not save")
	}
	ShowError(errors.New("disk full"), w)
	if !Answer(w.Canvas().Overlays().Top(), false) || w.Canvas().Overlays().Top() != nil {
		t.Error("Escape did not close the error")
	}
	pop := widget.NewPopUp(widget.NewLabel("a menu"), w.Canvas())
	pop.Show()
	if Answer(pop, true) || Answer(pop, false) {
		t.Error("a pop-up not shown by Show was answered")
	}
}
