package coach

import (
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/narrate"
)

// The computer's collapses at a student's pace: it shows the square it
// chooses before the cascade plays, plays the cascade a mark at a time
// slowly enough to follow, waits before its next move, and its collapse
// stays told in the status line until the student moves.
const (
	choiceBeats = 2                      // the chosen square is shown this many paces before the cascade
	readBeats   = 3                      // extra paces before its move after its own collapse
	perMark     = 600 * time.Millisecond // the cascade of its collapse, a mark at a time
)

// waitBefore returns how long the computer takes at least for its action
// in st: its pace, and longer just after its own collapse, whose cascade
// the student is still reading.
func (c *Computer) waitBefore(st game.State) time.Duration {
	if c.game.At() > 0 && st.Phase() != game.PhaseChoose && c.computerChose(c.game.At()-1) {
		return c.Pace * (1 + readBeats)
	}
	return c.Pace
}

// computerChose reports whether action i of the game is a collapse choice
// the computer made.
func (c *Computer) computerChose(i int) bool {
	r := c.game.Record()
	return r.Action(i).Kind == game.Choose && !c.game.ByCoin(i) && r.StateAt(i).ToAct() == c.game.Opponent().Side
}

// announceStatus is the status line t while the computer's collapse
// choice act in s is shown before it is made.
func announceStatus(t Status, s game.State, act game.Action) Status {
	t.Player = s.ToAct()
	t.Headline = lang.L("{{.Player}} chooses the collapse", map[string]any{"Player": t.Player})
	t.Detail = []string{lang.L("The computer chooses square {{.Square}} for {{.Mark}}. Watch where each mark then becomes classical.",
		map[string]any{"Square": act.Squares[0], "Mark": s.Newest()})}
	return t
}

// CascadeAtLeast returns the least time the collapse cascade just played
// takes to draw at the normal speed of animations: a mark at a time for
// the computer's collapse, 0 for anyone else's.
func (c *Computer) CascadeAtLeast(cascade []game.Landing) time.Duration {
	if n := c.game.At(); n > 0 && c.computerChose(n-1) {
		return time.Duration(len(cascade)) * perMark
	}
	return 0
}

// sinceYourMove tells, while the student is to act against the computer,
// all that happened since the student's own last action, so that none of
// it is only on the board: each collapse mark by mark (the computer's
// with why it chose so, the coin's), and the move the computer made; nil
// when nothing did.
func (c *Computer) sinceYourMove() []string {
	g := c.game
	side := g.Opponent().Side
	if side == game.NoPlayer || g.Reviewing() || g.ComputerToAct() {
		return nil
	}
	r := g.Record()
	from := g.At()
	for from > 0 && (r.StateAt(from-1).ToAct() == side || g.ByCoin(from-1)) {
		from--
	}
	var story []string
	for i := from; i < g.At(); i++ {
		act, before := r.Action(i), r.StateAt(i)
		switch act.Kind {
		case game.Choose:
			cascade, _ := before.Preview(act.Squares[0])
			story = append(story, narrate.Narrate(r.StateAt(i+1), cascade, g.ByCoin(i))...)
			if !g.ByCoin(i) {
				if why := c.whyChose(before, act.Squares[0]); why != "" {
					story = append(story, why)
				}
			}
		case game.Place:
			story = append(story, lang.L("The computer played {{.Mark}} in squares {{.A}} and {{.B}}.",
				map[string]any{"Mark": before.NextMark(), "A": act.Squares[0], "B": act.Squares[1]}))
		case game.PlaceFinal:
			story = append(story, lang.L("The computer played {{.Mark}} as a classical mark in square {{.Square}}.",
				map[string]any{"Mark": before.NextMark(), "Square": act.Squares[0]}))
		}
	}
	return story
}
