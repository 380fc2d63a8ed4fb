package ui

import (
	"reflect"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/model"
)

// renderQuestion shows the model's question waiting for its answer in a
// dialog, or closes the dialog once it is answered.
func (a *App) renderQuestion() {
	switch q := a.model.Waiting(); {
	case q == model.NoQuestion && a.pass.asking != nil:
		d := a.pass.asking
		a.pass.asking = nil
		d.Hide()
	case q == model.ReplaceGame && a.pass.asking == nil:
		question := lang.L("The current game has not been saved to a file. Replace it anyway?")
		if !userFiles() { // a browser has no file to save it to
			question = lang.L("The current game will be lost. Replace it anyway?")
		}
		d := dialog.NewConfirm(lang.L("Replace the current game?"), question, func(ok bool) {
			a.pass.asking = nil // hidden already
			a.model.Answer(ok)
		}, a.win)
		a.pass.asking = d
		d.Show()
	}
}

// answerDialog does what Enter (ok) or Escape (!ok) means in the dialog
// that is top, a pop-up over the window: Enter taps its one default
// button (the high-importance one, or the only one), Escape its one other
// button (No, Cancel, Close). It reports whether it tapped one.
func answerDialog(top fyne.CanvasObject, ok bool) bool {
	p := popUpIn(top)
	if p == nil {
		return false
	}
	var defaults, others []*widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *fyne.Container:
			for _, child := range o.Objects {
				walk(child)
			}
		case *widget.Button:
			switch {
			case !o.Visible() || o.Disabled():
			case o.Importance == widget.HighImportance:
				defaults = append(defaults, o)
			default:
				others = append(others, o)
			}
		}
	}
	walk(p.Content)
	pick := others
	if !ok && len(others) > 1 { // the one that cancels among choices, as in the welcome
		pick = slices.DeleteFunc(slices.Clone(others), func(b *widget.Button) bool {
			return !slices.Contains([]string{lang.L("Cancel"), lang.L("Close"), lang.L("No")}, b.Text)
		})
	}
	if ok {
		pick = defaults
		if len(defaults) == 0 {
			pick = others
		}
	}
	if len(pick) != 1 {
		return false
	}
	pick[0].OnTapped()
	return true
}

// popUpIn returns the pop-up (a dialog's) that the overlay top holds, nil
// for none. Fyne 2.8.1 puts a PopUp among the overlays wrapped in its
// internal widget.OverlayContainer, whose exported field Content is the
// PopUp; nothing public leads from the overlay to it.
func popUpIn(top fyne.CanvasObject) *widget.PopUp {
	if p, ok := top.(*widget.PopUp); ok {
		return p
	}
	v := reflect.ValueOf(top)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	if f := v.Elem().FieldByName("Content"); f.IsValid() && f.CanInterface() {
		p, _ := f.Interface().(*widget.PopUp)
		return p
	}
	return nil
}
