package ui

import (
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/board"
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
func (c *computer) waitBefore(st game.State) time.Duration {
	if c.game.At() > 0 && st.Phase() != game.PhaseChoose && c.computerChose(c.game.At()-1) {
		return c.pace * (1 + readBeats)
	}
	return c.pace
}

// computerChose reports whether action i of the game is a collapse choice
// the computer made.
func (c *computer) computerChose(i int) bool {
	r := c.game.Record()
	return r.Action(i).Kind == game.Choose && !c.game.ByCoin(i) && r.StateAt(i).ToAct() == c.game.Opponent().Side
}

// announceStatus is the status line t while the computer's collapse
// choice act in s is shown before it is made.
func announceStatus(t statusText, s game.State, act game.Action) statusText {
	t.player = s.ToAct()
	t.headline = lang.L("{{.Player}} chooses the collapse", map[string]any{"Player": t.player})
	t.detail = []string{lang.L("The computer chooses square {{.Square}} for {{.Mark}}. Watch where each mark then becomes classical.",
		map[string]any{"Square": act.Squares[0], "Mark": s.Newest()})}
	return t
}

// cascadeDuration returns how long the collapse cascade just played takes
// to draw: as the settings say, and a mark at a time for the computer's.
func (a *App) cascadeDuration(cascade []game.Landing) time.Duration {
	d := board.DefaultCascadeDuration
	if n := a.game().At(); n > 0 && a.computer.computerChose(n-1) {
		d = max(d, time.Duration(len(cascade))*perMark)
	}
	return time.Duration(a.settings.Get().Animation.Factor() * float64(d))
}

// computerCollapse tells, while the student is to act against the
// computer, the collapse the computer chose since the student's last
// action, mark by mark, and the move it made after it; nil when it chose
// none.
func (a *App) computerCollapse() []string {
	g := a.game()
	side := g.Opponent().Side
	if side == game.NoPlayer || g.Reviewing() || g.ComputerToAct() {
		return nil
	}
	r := g.Record()
	for i := g.At() - 1; i >= 0 && r.StateAt(i).ToAct() == side; i-- {
		if !a.computer.computerChose(i) {
			continue
		}
		after := r.StateAt(i + 1)
		cascade, _ := r.StateAt(i).Preview(r.Action(i).Squares[0])
		story := narrate.Narrate(after, cascade, false)
		if why := a.computer.whyChose(r.StateAt(i), r.Action(i).Squares[0]); why != "" {
			story = append(story, why)
		}
		for j := i + 1; j < g.At(); j++ {
			act, before := r.Action(j), r.StateAt(j)
			switch act.Kind {
			case game.Place:
				story = append(story, lang.L("Then {{.Player}} played {{.Mark}}: spooky marks in squares {{.A}} and {{.B}}.",
					map[string]any{"Player": side, "Mark": before.NextMark(), "A": act.Squares[0], "B": act.Squares[1]}))
			case game.PlaceFinal:
				story = append(story, lang.L("Then {{.Player}} played {{.Mark}} as a classical mark in square {{.Square}}.",
					map[string]any{"Player": side, "Mark": before.NextMark(), "Square": act.Squares[0]}))
			}
		}
		return story
	}
	return nil
}
