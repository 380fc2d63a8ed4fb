package ui

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/fynefix"
	"github.com/qttt-edu/qttt/ui/internal/instance"
	"github.com/qttt-edu/qttt/ui/internal/lifecycle"
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/settings"
)

// Main runs the app, opening the game record at the path record ("" for
// none: the autosaved game is restored), and returns the process's exit
// code. newApp makes the Fyne app, once Main has found that it can
// start: a display answers and the profile (where the settings and the
// autosave are kept) is a real folder. When it cannot start, Main says
// why in one line on stderr, which escapes what a terminal would obey
// (termsafe.ErrorWriter, as main gives it): a path or DISPLAY may hold
// escapes; and in a small window too, when a display answers
// (lifecycle.Refuse).
// Fyne's log goes there too.
func Main(newApp func() fyne.App, record string, stderr io.Writer) (code int) {
	defer log.SetOutput(log.Writer())
	log.SetOutput(stderr)     // Fyne's log names files, a lesson's, a HOME path: escaped as stderr is
	desk := platform.Native() // the computer's own screens, which the app is given from here
	if err := desk.DisplayError(); err != nil {
		return lifecycle.Fail(stderr, err)
	}
	var profile lifecycle.Profile
	if runtime.GOOS != "js" {
		var ok bool
		if profile, code, ok = lifecycle.Claim(AppID, record, settings.FyneName, newApp, stderr); !ok {
			return code
		}
		defer profile.Release()
	}
	defer func() {
		// A display that vanished since DisplayError looked, or one GLFW
		// cannot use.
		if r := recover(); r != nil {
			if !fynefix.NoDisplay(r) {
				panic(r)
			}
			code = lifecycle.Fail(stderr, fmt.Errorf("no display could be opened"))
		}
	}()
	Run(newApp(), desk, record, profile.Lock, profile.Unguarded)
	return 0
}

// takeOver does what a later start on the profile asked, h: the window
// comes to the front and opens the record it names, asking first, as
// opening any record does, when the game in play holds moves no file
// holds. The record is read here, off the UI goroutine; on it, the request
// is carried out only if h may still be taken (the later start has not
// given up on it). One that comes while a question waits for its answer
// is taken, and carried out once the question is answered.
func (a *App) takeOver(h *instance.Handover) {
	var rec *game.Record
	var err error
	if h.Open != "" {
		rec, err = readRecord(h.Open)
	}
	fyne.Do(func() {
		if !h.Take() {
			return
		}
		a.win.Show()
		a.win.RequestFocus()
		if h.Open != "" {
			a.afterQuestion.add(func() { a.doc.openRecord(h.Open, rec, err) })
		}
	})
}

// profileRenewed is told that the profile's folder was removed while the
// app ran, and made again with the lock in it (err nil): the game and the
// settings are written back. When another start took the profile
// meanwhile (ErrLost), this window stops autosaving, which would
// overwrite that app's game, and says so; as it does when the folder
// cannot be made again (another user's folder took its place). Then the
// settings and Fyne's own preferences are no longer written there either.
func (a *App) profileRenewed(err error) {
	fyne.Do(func() {
		if err == nil {
			a.doc.save()
			a.settings.WriteBack()
			return
		}
		a.doc.stop()
		a.settings.Off()
		fynefix.KeepPreferencesOut(fyne.CurrentApp()) // nor Fyne's own
		var what string
		switch {
		case errors.Is(err, instance.ErrLost):
			what = lang.L("The folder where the app keeps its settings and the autosaved game was removed, and another copy of the app has made it again and uses it now. Save the game to a file to keep it.")
		case errors.Is(err, fs.ErrPermission): // made unreadable, neither removed nor replaced
			what = lang.L("The app may no longer open the folder where it keeps its settings and the autosaved game: its permissions were changed. Save the game to a file to keep it.")
		default:
			what = lang.L("The folder where the app keeps its settings and the autosaved game was removed or replaced, and the app cannot use it again. Save the game to a file to keep it.")
		}
		a.showError(lang.L("This window no longer autosaves"), what, err)
	})
}
