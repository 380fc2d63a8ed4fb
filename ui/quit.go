package ui

import (
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
)

// quitGrace is how long the app may take to shut down once quitting has
// begun, before the process is ended regardless: Fyne 2.8.1 can deadlock
// on its way out (its lifecycle queue hands the stop hook to the main
// loop while the loop, shutting down, drains its queue first). The game
// is autosaved after every action, so nothing is lost.
const quitGrace = 3 * time.Second

// flushGrace is how long quitting waits for the last autosave to be
// written: a slow disk's two flushes take a few seconds; a hung one never
// ends.
const flushGrace = 10 * time.Second

// exitAfterOnce ends the process quitGrace after it is first called.
var exitAfterOnce = sync.OnceFunc(func() {
	time.AfterFunc(quitGrace, func() { os.Exit(0) })
})

// exitArmed is whether quitting ends the process: Run arms it (armExit).
// The tests, which build windows without Run, quit their app and go on.
var exitArmed atomic.Bool

// exitAfterGrace ends the process quitGrace from now, once Run armed it.
func exitAfterGrace() {
	if exitArmed.Load() {
		exitAfterOnce()
	}
}

// armExit has quitting end the process within quitGrace, and a SIGTERM
// or an interrupt too, which Fyne answers by quitting, should Fyne hang on
// the way.
func armExit() {
	exitArmed.Store(true)
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	go func() {
		<-sig
		exitAfterOnce()
	}()
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
	if !(a.saver.behind || a.saver.off) || !a.game().Dirty() || !userFiles() {
		a.quit()
		return
	}
	text := widget.NewLabel(lang.L("The last moves could not be autosaved, so closing now loses them. Save the game to a file first?"))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomWithoutButtons(lang.L("The game is not saved"), text, a.askWin())
	saveFirst := func() { d.Hide(); a.showSaveThen(a.quit) }
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
// within quitGrace however Fyne fares.
func (a *App) quit() {
	a.saver.flushWithin(flushGrace)
	a.settings.FlushWithin(flushGrace)
	a.classAnswers.Quit()
	exitAfterGrace()
	fyne.CurrentApp().Quit()
}
