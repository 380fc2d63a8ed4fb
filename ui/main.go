package ui

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/internal/fynefix"
	"github.com/qttt-edu/qttt/ui/internal/instance"
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
// escapes; and in a small window too, when a display answers (refuse).
// Fyne's log goes there too.
func Main(newApp func() fyne.App, record string, stderr io.Writer) (code int) {
	defer log.SetOutput(log.Writer())
	log.SetOutput(stderr) // Fyne's log names files, a lesson's, a HOME path: escaped as stderr is
	fail := func(err error) int {
		fmt.Fprintln(stderr, "qttt:", err)
		return 1
	}
	if err := platform.DisplayError(); err != nil {
		return fail(err)
	}
	var lock *instance.Lock
	var unguarded error // why no lock could be had, which the window says
	if runtime.GOOS != "js" {
		awaitRestart(os.Stdin, restartWait) // a restart's: until the app before it has let the profile go
		dir, err := instance.Dir(AppID)
		if err != nil {
			return fail(fmt.Errorf("%w (set HOME, or XDG_CONFIG_HOME to an absolute path)", err))
		}
		lock, err = instance.Claim(dir, request(record))
		switch {
		case errors.Is(err, instance.ErrHandedOver):
			return 0
		case errors.Is(err, instance.ErrNoAnswer), errors.Is(err, instance.ErrRefused):
			return refuse(newApp, stderr, err)
		case errors.Is(err, instance.ErrNotYours):
			return refuse(newApp, stderr, fmt.Errorf("%w (its owner can change what the app reads and writes there: have it moved away, and the app makes a folder of your own)", err))
		case err != nil: // no lock anywhere: play on, and say so in the window
			fmt.Fprintln(stderr, "qttt: the profile cannot be locked:", err)
			unguarded = err
		default:
			defer lock.Release()
		}
		// Fyne reads its preferences with a blocking open, whole: a named
		// pipe there would hang this start, and every later one with it.
		if aside, err := durable.SetAsideUnlessRegular(filepath.Join(dir, settings.FyneName), maxPreferences, time.Now()); aside != "" {
			fmt.Fprintf(stderr, "qttt: %v, which Fyne would wait on or read whole: moved aside to %s\n", err, aside)
		} else if err != nil {
			return fail(err)
		}
	}
	defer func() {
		// A display that vanished since DisplayError looked, or one GLFW
		// cannot use.
		if r := recover(); r != nil {
			if !fynefix.NoDisplay(r) {
				panic(r)
			}
			code = fail(fmt.Errorf("no display could be opened"))
		}
	}()
	Run(newApp(), record, lock, unguarded)
	return 0
}

// maxPreferences is the largest preferences.json of Fyne's that a start
// lets Fyne read: the app keeps a few small values there.
const maxPreferences = 1 << 20

// request is what a start with the game record at path record ("" for
// none) asks of the app already running on its profile: to come to the
// front, and open the record. The path is made absolute, since that app
// runs in another folder.
func request(record string) instance.Request {
	if record == "" {
		return instance.Request{}
	}
	abs, err := filepath.Abs(record)
	if err != nil {
		abs = record
	}
	return instance.Request{Open: abs}
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
			a.afterQuestion.add(func() { a.openRecord(h.Open, rec, err) })
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
			a.save()
			a.settings.WriteBack()
			return
		}
		a.saver.off = true
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
