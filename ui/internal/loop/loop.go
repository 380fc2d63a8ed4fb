// Package loop runs the window's work on Fyne's UI goroutine, at once or
// once a time has passed: the one scheduler each part of the window is
// given when it is built (the computer, the commands, class answers,
// presentation mode), which a test gives as a fake that runs only what
// the test asks for.
package loop

import (
	"time"

	"fyne.io/fyne/v2"
)

// Scheduler runs functions on the UI goroutine, from any goroutine.
type Scheduler interface {
	// Do runs f on the UI goroutine.
	Do(f func())
	// After runs f on the UI goroutine once d has passed.
	After(d time.Duration, f func())
}

// Fyne returns the app's own scheduler: fyne.Do, after time.AfterFunc
// for a wait.
func Fyne() Scheduler { return fyneLoop{} }

type fyneLoop struct{}

func (fyneLoop) Do(f func()) { fyne.Do(f) }

func (fyneLoop) After(d time.Duration, f func()) {
	time.AfterFunc(d, func() { fyne.Do(f) })
}

// Fake is a scheduler for tests, which runs nothing by itself: Do hands
// f to OnDo, and After hands d and f to OnAfter, where a test sets them
// (a queue it drains, timers it runs when it wants); nil drops f.
type Fake struct {
	OnDo    func(f func())
	OnAfter func(d time.Duration, f func())
}

var _ Scheduler = (*Fake)(nil)

// Do hands f to OnDo.
func (l *Fake) Do(f func()) {
	if l.OnDo != nil {
		l.OnDo(f)
	}
}

// After hands d and f to OnAfter.
func (l *Fake) After(d time.Duration, f func()) {
	if l.OnAfter != nil {
		l.OnAfter(d, f)
	}
}
