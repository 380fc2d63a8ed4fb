package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/model"
)

// askWin returns the window the app asks its questions in: in
// presentation mode the presenter view on the laptop while it is open,
// so that nothing waits on the projector; else the main window.
func (a *App) askWin() fyne.Window {
	if w := a.world.present.PresenterWindow(); w != nil {
		return w
	}
	return a.win
}

// renderQuestion shows the model's question waiting for its answer in a
// dialog in askWin, or closes the dialog once it is answered. A dialog in
// a window that is no longer the one to ask in (presentation mode began
// or ended) moves to the one that is, still waiting.
func (a *App) renderQuestion() {
	q := a.model.Waiting()
	if d := a.pass.asking; d != nil && (q == model.NoQuestion || a.pass.askingIn != a.askWin()) {
		a.pass.asking = nil // its callback answers nothing now
		d.Hide()
	}
	if q == model.ReplaceGame && a.pass.asking == nil {
		question := lang.L("The current game has not been saved to a file. Replace it anyway?")
		if !userFiles() { // a browser has no file to save it to
			question = lang.L("The current game will be lost. Replace it anyway?")
		}
		var d dialog.Dialog
		d = dialog.NewConfirm(lang.L("Replace the current game?"), question, func(ok bool) {
			if a.pass.asking != d {
				return // moved to another window, or answered already
			}
			a.pass.asking = nil // hidden already
			a.model.Answer(ok)
		}, a.askWin())
		a.pass.asking, a.pass.askingIn = d, a.askWin()
		d.Show()
	}
}

// answerDialog does what Enter (ok) or Escape (!ok) means in the dialog
// that is top, a pop-up over the window of canvas c: Enter taps its one
// default button (the high-importance one, or the only one), Escape its
// one other button (No, Cancel, Close). It reports whether it tapped one.
func answerDialog(c fyne.Canvas, top fyne.CanvasObject, ok bool) bool {
	var defaults, others []*widget.Button
	for _, b := range buttonsOn(c, top) {
		switch {
		case !b.Visible() || b.Disabled():
		case b.Importance == widget.HighImportance:
			defaults = append(defaults, b)
		default:
			others = append(others, b)
		}
	}
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

// buttonsOn returns the buttons of the overlay top of canvas c, found as
// the keyboard finds them: Tab moves the focus through every object that
// takes it in the top overlay, buttons among them. The focus is given
// back where it was. Fyne 2.8.1 offers no other public way into an
// overlay's pop-up.
func buttonsOn(c fyne.Canvas, top fyne.CanvasObject) []*widget.Button {
	if top == nil || c.Overlays().Top() != top {
		return nil
	}
	was := c.Focused()
	defer func() {
		if was != nil {
			c.Focus(was)
		} else {
			c.Unfocus()
		}
	}()
	var buttons []*widget.Button
	seen := map[fyne.Focusable]bool{}
	for range 64 { // a dialog has a few objects that take the focus
		c.FocusNext()
		f := c.Focused()
		if f == nil || seen[f] {
			break
		}
		seen[f] = true
		if b, ok := f.(*widget.Button); ok {
			buttons = append(buttons, b)
		}
	}
	return buttons
}
