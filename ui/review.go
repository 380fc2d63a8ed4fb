package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
)

// reviewGame has the solver judge the actions in force that are the
// students' own (reviewed), off the UI goroutine, and posts the verdict
// into the model, which marks the mistakes in the move list. A review
// already in, or asked for in this generation, is not asked for again.
func (c *computer) reviewGame() {
	gen := c.game.Generation()
	if c.model.Reviewed() || c.asked == gen {
		return
	}
	c.asked = gen
	rec, n := c.game.Record(), c.game.At()
	states := make([]game.State, n+1)
	actions := make([]game.Action, n)
	judged := make([]bool, n)
	for i := range states {
		states[i] = rec.StateAt(i)
		if i < n {
			actions[i], judged[i] = rec.Action(i), c.reviewed(i)
		}
	}
	c.work(func() func() {
		found := findMistakes(c.solver, states, actions, judged)
		return func() { c.model.PostVerdict(model.Verdict{Gen: gen, Actions: actions, Mistakes: found}) }
	})
}

// reviewed reports whether the review judges action i of the game: a
// student's own, never a lesson's scripted actions, a coin's collapse or,
// in a game against the computer, the computer's.
func (c *computer) reviewed(i int) bool {
	r := c.game.Record()
	switch {
	case i < scripted(r, c.model.Lessons()):
		return false
	case r.Action(i).Kind == game.Choose && r.Chance:
		return false
	}
	side := c.game.Opponent().Side
	return side == game.NoPlayer || r.StateAt(i).ToAct() != side
}

// scripted returns how many of r's first actions are a lesson's: the
// actions up to a step of a lesson that r starts with, two at least, so
// that a game that merely opens as a lesson does keeps its first move.
func scripted(r *game.Record, lessons []*lesson.Lesson) int {
	n := 0
	for _, l := range lessons {
		for i, st := range l.Steps {
			if st.Actions < 2 || st.Actions > r.Len() || st.Actions <= n {
				continue
			}
			lr := l.RecordAt(i)
			same := true
			for j := range st.Actions {
				same = same && lr.Action(j) == r.Action(j)
			}
			if same {
				n = st.Actions
			}
		}
	}
	return n
}

// findMistakes returns the mistakes among the actions judged, where
// states[i] is the position before actions[i].
func findMistakes(s *solver.Solver, states []game.State, actions []game.Action, judged []bool) map[int]model.Mistake {
	found := map[int]model.Mistake{}
	for i, act := range actions {
		if !judged[i] {
			continue
		}
		before, after := states[i], states[i+1]
		p := before.ToAct()
		from, to := s.Value(before).For(p), s.Value(after).For(p)
		if to >= from {
			continue
		}
		m := model.Mistake{Player: p, Mark: before.NextMark(), Action: act, From: from, To: to}
		if act.Kind == game.Choose {
			m.Mark = before.Newest()
		}
		for _, sc := range s.Evaluate(before) {
			if sc.Outcome.For(p) == from {
				m.Better = append(m.Better, sc.Action)
			}
		}
		found[i] = m
	}
	return found
}

// mistakeAt reports whether the review found action i a mistake.
func (c *computer) mistakeAt(i int) bool { return c.model.MistakeAt(i) }

// mistakeMark returns the mark the move list puts after an action, a
// mistake or not: " ?" for a mistake, else nothing.
func mistakeMark(mistake bool) string {
	if mistake {
		return " ?"
	}
	return ""
}

// reviewText returns the review's sentences for the status line: while
// the position after a mistake is reviewed, what went wrong there; at the
// end of the reviewed actions, which of the students' actions were
// mistakes, what was wrong with the last one if it was one, and, after a
// loss as O against the perfect computer, that O cannot win against it.
func (c *computer) reviewText() []string {
	r, ok := c.model.Verdict()
	if !ok {
		return nil
	}
	rec := c.game.Record()
	if c.game.Reviewing() {
		if m, found := r.Mistakes[c.game.Shown()-1]; found {
			return []string{describeMistake(m, describeAction(rec, c.game.Shown()-1), c.wonBy(m.Player))}
		}
		return nil
	}
	if c.game.At() != len(r.Actions) {
		return nil
	}
	against := c.game.Opponent().Side != game.NoPlayer
	var lines []string
	switch {
	case len(r.Mistakes) == 0 && against:
		lines = append(lines, lang.L("Review: none of your moves let the result slip."))
	case len(r.Mistakes) == 0:
		lines = append(lines, lang.L("Review: no action let the result slip. Both players kept the best result they could still force."))
	default:
		indexes := make([]int, 0, len(r.Mistakes))
		for i := range r.Mistakes {
			indexes = append(indexes, i)
		}
		slices.Sort(indexes)
		names := make([]string, len(indexes))
		for j, i := range indexes {
			names[j] = describeAction(rec, i)
		}
		data := map[string]any{"Actions": strings.Join(names, ", ")}
		if against {
			lines = append(lines, i18n.N("Review of your moves: {{.Actions}} let the result slip. They are marked ? in the list of moves: pick one to see what was lost and what was better.", len(names), data))
		} else {
			lines = append(lines, i18n.N("Review: {{.Actions}} let the result slip. They are marked ? in the list of moves: pick one to see what was lost and what was better.", len(names), data))
		}
		if m, found := r.Mistakes[c.game.At()-1]; found { // its row shows the present: picking it shows nothing more
			lines = append(lines, describeMistake(m, names[len(names)-1], c.wonBy(m.Player)))
		}
	}
	if c.lostToPerfectX() {
		lines = append(lines, lang.L("Against a perfect X, O cannot win: under this app's rule for two lines at once, a perfect X opens in two opposite corners (1 and 9, or 3 and 7) and can then force a win. Try playing X, or the Club player."))
	}
	return lines
}

// wonBy reports whether the game is over and p won it.
func (c *computer) wonBy(p game.Player) bool {
	s := c.game.Present()
	return s.Over() && s.Winner() == p
}

// lostToPerfectX reports whether the student played O against the perfect
// computer and lost, in a game X wins with perfect play from the empty
// board (the solver says so; the perfect computer has solved it by then).
func (c *computer) lostToPerfectX() bool {
	o := c.game.Opponent()
	return o.Side == game.X && o.Level == solver.Perfect && c.wonBy(game.X) && !c.game.Record().Chance &&
		c.solver.Value(game.State{}) == solver.XWins
}

// betterShown is how many of the moves that would have kept the result a
// mistake's explanation names; "and N more" stands for the others.
const betterShown = 4

// describeMistake says, in plain words, what the mistake m, the action
// called action, lost and what would have been better. won says that its
// player won the game in the end: then it was a chance given away, not a
// win lost.
func describeMistake(m model.Mistake, action string, won bool) string {
	data := map[string]any{"Action": action, "Player": m.Player, "Opponent": m.Player.Opponent()}
	var lost string
	switch {
	case won && m.To < 0:
		lost = lang.L("{{.Action}} was risky: after it {{.Opponent}} could have forced a win, but missed the chance.", data)
	case won:
		lost = lang.L("{{.Action}} was risky: after it {{.Opponent}} could have held a draw, but missed the chance.", data)
	case m.From > 0 && m.To == 0:
		lost = lang.L("{{.Action}}: before it {{.Player}} could force a win; after it, only a draw.", data)
	case m.From > 0:
		lost = lang.L("{{.Action}}: before it {{.Player}} could force a win; after it, {{.Opponent}} could force one instead.", data)
	default:
		lost = lang.L("{{.Action}}: before it {{.Player}} could hold a draw; after it, {{.Opponent}} could force a win.", data)
	}
	if m.Action.Kind == game.Choose {
		return lost + " " + lang.L("Square {{.Square}} was the better choice.", map[string]any{"Square": m.Better[0].Squares[0]})
	}
	moves := listMoves(m.Better[:min(len(m.Better), betterShown)])
	if more := len(m.Better) - betterShown; more > 0 {
		moves = i18n.N("{{.Moves}} and {{.Count}} more", more, map[string]any{"Moves": moves, "Count": more})
	}
	return lost + " " + i18n.N("The better moves were {{.Moves}}.", min(len(m.Better), betterShown), map[string]any{"Moves": moves})
}
