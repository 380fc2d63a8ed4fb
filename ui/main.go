package ui

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/internal/instance"
	"github.com/qttt-edu/qttt/ui/internal/platform"
)

// Main runs the app, opening the game record at the path record ("" for
// none: the autosaved game is restored), and returns the process's exit
// code. newApp makes the
// Fyne app, once Main has found that it can start: a display answers and
// the profile (where the settings and the autosave are kept) is a real
// folder. When it cannot start, Main says why in one line on stderr.
func Main(newApp func() fyne.App, record string, stderr io.Writer) (code int) {
	fail := func(err error) int {
		fmt.Fprintln(stderr, "qttt:", err)
		return 1
	}
	if err := platform.DisplayError(); err != nil {
		return fail(err)
	}
	var lock *instance.Lock
	if runtime.GOOS != "js" {
		dir, err := instance.Dir(AppID)
		if err != nil {
			return fail(fmt.Errorf("%w (set HOME, or XDG_CONFIG_HOME to an absolute path)", err))
		}
		lock, err = instance.Claim(dir, request(record))
		switch {
		case errors.Is(err, instance.ErrHandedOver):
			return 0
		case errors.Is(err, instance.ErrNoAnswer):
			return fail(err)
		case err != nil: // a profile the lock cannot be made in: play on, unguarded
			fmt.Fprintln(stderr, "qttt: the profile cannot be locked:", err)
		default:
			defer lock.Release()
		}
	}
	defer func() {
		// A display that vanished since DisplayError looked, or one GLFW
		// cannot use: Fyne 2.8.1 logs GLFW's error and panics when it
		// creates the window.
		if r := recover(); r != nil {
			if !strings.Contains(fmt.Sprint(r), "GLFW library is not initialized") {
				panic(r)
			}
			code = fail(fmt.Errorf("no display could be opened"))
		}
	}()
	Run(newApp(), record, lock)
	return 0
}

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

// takeOver does what a later start on the profile asked: the window comes
// to the front and opens the record it names, asking first, as opening
// any record does, when the game in play holds moves no file holds.
func (a *App) takeOver(r instance.Request) {
	a.win.Show()
	a.win.RequestFocus()
	if r.Open != "" {
		a.openPath(r.Open)
	}
}
