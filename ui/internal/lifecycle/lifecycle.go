// Package lifecycle is the app's process, around its window: the start
// that claims the profile (one app per profile, a restart that waits for
// the app before it, Fyne's preferences set aside when Fyne would hang on
// them), the small window that says why a start is refused, the start of
// a new process, and the grace within which quitting ends the process
// however Fyne fares.
package lifecycle

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/internal/instance"
)

// Profile is a start's claim on the profile of the app, where its
// settings and autosave are kept.
type Profile struct {
	// Lock hands later starts' requests over, nil when there is none.
	Lock *instance.Lock
	// Unguarded says why there is no lock, which the window tells the
	// user; nil when there is one.
	Unguarded error
}

// Release lets the profile go.
func (p Profile) Release() {
	if p.Lock != nil {
		p.Lock.Release()
	}
}

// Claim claims the profile of the app appID for a start that opens the
// game record at the path record ("" for none), once a start that
// Restart made has waited for the app before it. It reports false with
// the process's exit code when the start goes no further: the running
// app took the start's request (0), or the profile cannot be had, which
// it says on stderr and, through newApp, in a window of its own (1).
// Without any lock it plays on (Profile.Unguarded). Fyne's preferences
// file in the profile, named prefs, is set aside first if it is not a
// regular file of a readable size.
func Claim(appID, record, prefs string, newApp func() fyne.App, stderr io.Writer) (p Profile, code int, ok bool) {
	awaitRestart(os.Stdin, restartWait) // a restart's: until the app before it has let the profile go
	dir, err := instance.Dir(appID)
	if err != nil {
		return p, Fail(stderr, fmt.Errorf("%w (set HOME, or XDG_CONFIG_HOME to an absolute path)", err)), false
	}
	p.Lock, err = instance.Claim(dir, request(record))
	switch {
	case errors.Is(err, instance.ErrHandedOver):
		return p, 0, false
	case errors.Is(err, instance.ErrNoAnswer), errors.Is(err, instance.ErrRefused):
		return p, Refuse(newApp, stderr, err), false
	case errors.Is(err, instance.ErrNotYours):
		return p, Refuse(newApp, stderr, fmt.Errorf("%w (its owner can change what the app reads and writes there: have it moved away, and the app makes a folder of your own)", err)), false
	case err != nil: // no lock anywhere: play on, and say so in the window
		fmt.Fprintln(stderr, "qttt: the profile cannot be locked:", err)
		p.Lock, p.Unguarded = nil, err
	}
	// Fyne reads its preferences with a blocking open, whole: a named
	// pipe there would hang this start, and every later one with it.
	if aside, err := durable.SetAsideUnlessRegular(filepath.Join(dir, prefs), maxPreferences, time.Now()); aside != "" {
		fmt.Fprintf(stderr, "qttt: %v, which Fyne would wait on or read whole: moved aside to %s\n", err, aside)
	} else if err != nil {
		p.Release()
		return Profile{}, Fail(stderr, err), false
	}
	return p, 0, true
}

// Fail says err in one line on stderr and returns the exit code, 1.
func Fail(stderr io.Writer, err error) int {
	fmt.Fprintln(stderr, "qttt:", err)
	return 1
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
