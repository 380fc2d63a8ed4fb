package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/lifecycle"
)

// flushGrace is how long quitting waits for the last autosave to be
// written: a slow disk's two flushes take a few seconds; a hung one never
// ends.
const flushGrace = 10 * time.Second

// startAgain starts the app again in a new process; a test stands in for it.
var startAgain = lifecycle.StartAgain

// restarter returns a function that starts the app again, or nil where it
// cannot (in a browser, reloading the page does it).
func (a *App) restarter() func() {
	if fyne.CurrentDevice().IsBrowser() {
		return nil
	}
	return a.restart
}

// restart starts the app again, on the same profile, and closes this
// window as Quit does: the game in play, autosaved, is where the new
// start comes back, in the language now chosen, which takes effect only
// at a start.
func (a *App) restart() {
	if err := startAgain(); err != nil {
		a.showError(lang.L("The app could not start again"), lang.L("Close the app and start it again to show the new language."), err)
		return
	}
	a.closeRequested()
}

// addQuit adds File › Quit (Ctrl+Q, Cmd+Q on macOS), last in the File
// menu, where Fyne takes it for the menu's quit item, and has the
// window's close button ask for the same. Not in a browser, where the
// browser closes the tab.
func (a *App) addQuit() {
	if fyne.CurrentDevice().IsBrowser() {
		return
	}
	a.controls.Handle(command.Quit, a.closeRequested, nil, nil)
	a.win.SetCloseIntercept(a.closeRequested)
}

// closeRequested quits, unless the last autosave failed, or the window
// no longer autosaves, and the game holds moves no file holds: then it
// asks first, offering to save the game to a file.
func (a *App) closeRequested() {
	if !a.doc.wouldLose() {
		a.quit()
		return
	}
	text := widget.NewLabel(lang.L("The last moves could not be autosaved, so closing now loses them. Save the game to a file first?"))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomWithoutButtons(lang.L("The game is not saved"), text, a.askWin())
	saveFirst := func() { d.Hide(); a.doc.showSaveThen(a.quit) }
	d.SetButtons([]fyne.CanvasObject{
		widget.NewButton(lang.L("Cancel"), d.Hide),
		widget.NewButton(lang.L("Close without saving"), func() { d.Hide(); a.quit() }),
		&widget.Button{Text: lang.L("Save…"), Importance: widget.HighImportance, OnTapped: saveFirst},
	})
	d.Resize(fyne.NewSize(min(a.win.Canvas().Size().Width, 30*theme.TextSize()), 0))
	dialogs.Show(d, a.askWin(), saveFirst, d.Hide)
}

// quit ends the app: the autosave waiting is written (for up to
// flushGrace, should the disk hang), every window closes (the main one
// keeps its size for the next start) and Fyne stops, and the process ends
// within lifecycle.QuitGrace however Fyne fares.
func (a *App) quit() {
	a.doc.flushWithin(flushGrace)
	a.settings.FlushWithin(flushGrace)
	a.classAnswers.Quit()
	lifecycle.ExitAfterGrace()
	fyne.CurrentApp().Quit()
}
