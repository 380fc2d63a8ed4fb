package coach

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// choiceWhy is the solver's view of a collapse choice the computer made:
// the position before it, and both choices scored with perfect play
// afterwards. The computer works it out with its choice, off the UI
// goroutine, so that its collapse can say why.
type choiceWhy struct {
	before game.State
	scored []solver.Scored
	ok     bool
}

// whyChose says why the computer chose square sq for the newest mark in
// before, if its solver's view of that position is at hand; "" if not
// (a game restored after a restart).
func (c *Computer) whyChose(before game.State, sq game.Square) string {
	if !c.why.ok || c.why.before != before {
		return ""
	}
	return describeComputersChoice(before, sq, c.why.scored, c.game.Opponent().Level)
}

// describeComputersChoice says why the computer, playing at level, chose
// square sq: as describeChoiceWhy, but a computer weaker than perfect,
// which may not find a win it could force after either square, does not
// announce it to the student it plays (student walk t17 #10: the
// Beginner's first note, "after either square O can force a win", stung).
// It says only what is true at any level: the choice does not change the
// result.
func describeComputersChoice(before game.State, sq game.Square, scored []solver.Scored, level solver.Level) string {
	p := before.ToAct()
	if level != solver.Perfect && len(scored) == 2 && scored[0].Outcome == scored[1].Outcome && scored[0].Outcome.For(p) > 0 {
		for _, sc := range scored {
			after := before
			if _, err := after.Apply(sc.Action); err == nil && !after.Over() {
				return lang.L("Why square {{.Square}}: with best play on both sides, either square leads to the same result.", map[string]any{"Square": sq})
			}
		}
	}
	return describeChoiceWhy(before, sq, scored)
}

// describeChoiceWhy says in one sentence why the player to choose in
// before chose square sq for the newest mark, from what each choice leads
// to: a line at once, or the result with perfect play afterwards; and,
// when the other square was better for the chooser, that it was.
func describeChoiceWhy(before game.State, sq game.Square, scored []solver.Scored) string {
	p := before.ToAct()
	var chosen, other solver.Scored
	for _, s := range scored {
		if s.Action.Squares[0] == sq {
			chosen = s
		} else {
			other = s
		}
	}
	if other.Action.Kind != game.Choose {
		return ""
	}
	after := func(choice game.Square) game.State {
		s := before
		s.Apply(game.ChooseAction(choice)) // a legal choice: scored by the solver
		return s
	}
	afterChosen, afterOther := after(sq), after(other.Action.Squares[0])
	vc, vo := chosen.Outcome.For(p), other.Outcome.For(p)
	data := map[string]any{"Square": sq, "Other": other.Action.Squares[0], "Player": p, "Opponent": p.Opponent()}
	switch {
	case afterChosen.Over() && afterChosen.Winner() == p:
		data["Line"] = winningLine(afterChosen)
		return lang.L("Why square {{.Square}}: it completes {{.Player}}'s line {{.Line}}, and {{.Player}} wins.", data)
	case vc < vo:
		return lang.L("Square {{.Square}} was not the computer's best choice: square {{.Other}} would have been better for {{.Player}}, and at this level it does not always find the best one.", data)
	case vc == vo && vc == 0:
		return lang.L("Why square {{.Square}}: either square keeps the draw, so the computer could take either.", data)
	case vc == vo && afterChosen.Over() && afterOther.Over(): // no moves left to force anything with
		data["Winner"] = chosen.Outcome.Winner()
		return lang.L("Why square {{.Square}}: after either square {{.Winner}} wins, so the choice does not change the result.", data)
	case vc == vo:
		data["Winner"] = chosen.Outcome.Winner()
		return lang.L("Why square {{.Square}}: after either square {{.Winner}} can force a win, so the choice does not change the result.", data)
	case afterOther.Over() && afterOther.Winner() == p.Opponent():
		data["Line"] = winningLine(afterOther)
		return lang.L("Why square {{.Square}}: square {{.Other}} would have given {{.Opponent}} the line {{.Line}}.", data)
	case vc > 0 && vo == 0:
		return lang.L("Why square {{.Square}}: after it {{.Player}} can force a win; after square {{.Other}}, only a draw.", data)
	case vc > 0:
		return lang.L("Why square {{.Square}}: after it {{.Player}} can force a win; after square {{.Other}}, {{.Opponent}} could force one.", data)
	}
	return lang.L("Why square {{.Square}}: it keeps the draw; after square {{.Other}}, {{.Opponent}} could force a win.", data)
}

// winningLine writes the winner's line in the finished position s as its
// squares, e.g. "3–6–9".
func winningLine(s game.State) string {
	for _, l := range s.Lines() {
		if l.Player == s.Winner() {
			names := make([]string, len(l.Squares))
			for i, sq := range l.Squares {
				names[i] = sq.String()
			}
			return strings.Join(names, "–")
		}
	}
	return ""
}
