//go:build js

package solver

import "time"

// In a browser the app has one thread, shared with the page: a search that
// never blocks keeps the browser from drawing and from taking input until
// it ends (a new solver's first answer takes most of a second there). So
// a search looks at the clock every 1024 positions (breatheMask) and,
// after busyFor of work, sleeps a moment: with nothing else for Go to run,
// the browser gets the thread back until the timer fires.
const (
	breathing   = true
	breatheMask = 1<<10 - 1
	busyFor     = 50 * time.Millisecond
)

// awake is when the thread last came back from a breath. One variable
// serves all searches: in a browser they take turns on the one thread.
var awake = time.Now()

// breathe hands the thread to the browser if the search has held it for
// busyFor.
func breathe() {
	if time.Since(awake) < busyFor {
		return
	}
	time.Sleep(time.Millisecond)
	awake = time.Now()
}
