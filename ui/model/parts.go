package model

import (
	"time"

	"github.com/qttt-edu/qttt/ui/plan"
)

// The parts of the model's state, each with one job. Only Model's
// methods change them, once no question waits.

// course is the open lesson and where the class is in it.
type course struct {
	open     int          // the open lesson's index in lessons, -1 for none
	last     int          // the index of the lesson opened last, -1 for none
	step     int          // the open lesson's step on show
	revealed map[int]bool // the open lesson's steps whose answer is out
	edits    int          // the session's Edits when the lesson's game was loaded
	ofLesson bool         // the game is a lesson's, loaded from it (and maybe played on)
	branch   *whatIf      // the lesson a what-if branch waits to come back to, nil outside one
	tosses   int          // the coin's tosses in a row for the lesson's last step's collapse: T tosses again
	retossed int          // the tosses before a T took the last back, for the next to count on; 0 after it
}

// planCursor is the class's plan, for presentation mode, and where the
// class is in it.
type planCursor struct {
	items []planItem // the class as one sequence
	at    int        // the plan's item on show, or its lesson last open; -1 for none
	began time.Time  // when the plan's first item came on show in presentation mode; zero before
}

// indexOf returns the index in the plan of lesson i, -1 for none.
func (p *planCursor) indexOf(i int) int {
	for at, it := range p.items {
		if it.lesson == i {
			return at
		}
	}
	return -1
}

// slide returns the plan's slide on show and its index; nil and -1 when
// none is.
func (p *planCursor) slide() (*plan.Item, int) {
	if p.at < 0 || p.items[p.at].lesson >= 0 {
		return nil, -1
	}
	return &p.items[p.at].Item, p.at
}

// onShow notes, at now, that the plan is on show in presentation mode:
// the class begins at the first of its items to show.
func (p *planCursor) onShow(now time.Time) {
	if p.at >= 0 && p.began.IsZero() {
		p.began = now
	}
}

// resume has the plan's minutes count from began, at now, when none
// counts yet and began is this class's: at most lastClass ago.
func (p *planCursor) resume(began, now time.Time) {
	if since := now.Sub(began); p.began.IsZero() && since >= 0 && since <= lastClass {
		p.began = began
	}
}

// modes is what the window shows beside the game: presentation mode and
// what it puts on the class's slide, and the teaching side and its tab.
type modes struct {
	presented   bool     // presentation mode
	blank       bool     // the class view is blacked out, in presentation mode
	narrating   bool     // the explanation is on show in place of the lesson's step (presentation mode's F1)
	glossary    bool     // the glossary is on show in place of the class view's slide (presentation mode's W)
	aside       aside    // what F1, F2 or F3 put on the slide over the step, in presentation mode
	hideTeach   bool     // the teaching side is hidden
	graphOnShow bool     // the graph is shown in place of the board
	pathBlocked bool     // path A of the step's two-path picture is blocked
	tab         Tab      // the side panel's tab on show
	seen        []string // the blocks of the class view's slide the class has seen, as presentation mode last told
}

// advice is what the computer said of the game: each answers the
// session's generation it was asked in.
type advice struct {
	hint      Hint      // the last hint asked for
	verdict   Verdict   // the last review of the game
	announced announced // the computer's collapse choice, shown before it is made
}

// begin opens lesson i, whose game the session's edits number edits
// loaded, with the answers in revealed out.
func (c *course) begin(i, edits int, revealed map[int]bool) {
	c.open, c.last, c.edits, c.revealed = i, i, edits, revealed
}

// boardFirst puts the board back on show with the explanation's tab, not
// what a lesson before left on show.
func (v *modes) boardFirst() { v.tab, v.graphOnShow = TabExplain, false }

// newStep forgets what the teacher put on the slide over the step before:
// the explanation narrated, an aside and the blocked path (which the
// step's own sets again).
func (v *modes) newStep() { v.narrating, v.pathBlocked, v.aside = false, false, aside{} }

// putAside shows tab t on the slide over the step, as F1, F2 and F3 do,
// keeping what to go back to: the tab before, or, over another aside, the
// step's tab before that.
func (v *modes) putAside(t Tab) {
	back := aside{on: true, key: t, tab: v.tab, hideTeach: v.hideTeach}
	if v.aside.on {
		back.tab, back.hideTeach = v.aside.tab, v.aside.hideTeach
	}
	v.aside = back
	v.tab, v.hideTeach, v.narrating = t, false, t == TabExplain
}

// endAside goes back from what F1, F2 or F3 put on the slide to the step
// as it was.
func (v *modes) endAside() {
	v.tab, v.hideTeach, v.narrating = v.aside.tab, v.aside.hideTeach, false
	v.aside = aside{}
}
