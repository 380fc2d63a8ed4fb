package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// review is the solver's verdict on a game's actions: those after which
// their player could no longer force the result they could before.
type review struct {
	rec      *game.Record
	actions  []game.Action   // the actions reviewed, from the first
	mistakes map[int]mistake // by action index
}

// mistake is an action that let the result slip for the player who took
// it: a win became a draw or a loss, or a draw a loss.
type mistake struct {
	player   game.Player
	mark     game.Mark     // the move, or the mark a collapse choice landed
	action   game.Action   // what the player did
	from, to int           // the value for the player before and after: +1 a win, 0 a draw, -1 a loss
	better   []game.Action // the actions that kept the value
}

// reviewGame has the solver judge every action in force, off the UI
// goroutine, and marks the mistakes in the move list.
func (c *computer) reviewGame() {
	if c.reviewed() {
		return
	}
	rec, n, gen := c.game.Record(), c.game.At(), c.game.Generation()
	states := make([]game.State, n+1)
	actions := make([]game.Action, n)
	for i := range states {
		states[i] = rec.StateAt(i)
		if i < n {
			actions[i] = rec.Action(i)
		}
	}
	c.work(func() func() {
		found := findMistakes(c.solver, states, actions)
		return func() {
			if gen == c.game.Generation() {
				c.verdict = review{rec: rec, actions: actions, mistakes: found}
				c.do.refresh()
			}
		}
	})
}

// findMistakes returns the mistakes among actions, where states[i] is the
// position before actions[i].
func findMistakes(s *solver.Solver, states []game.State, actions []game.Action) map[int]mistake {
	found := map[int]mistake{}
	for i, act := range actions {
		before, after := states[i], states[i+1]
		p := before.ToAct()
		from, to := s.Value(before).For(p), s.Value(after).For(p)
		if to >= from {
			continue
		}
		m := mistake{player: p, mark: before.NextMark(), action: act, from: from, to: to}
		if act.Kind == game.Choose {
			m.mark = before.Newest()
		}
		for _, sc := range s.Evaluate(before) {
			if sc.Outcome.For(p) == from {
				m.better = append(m.better, sc.Action)
			}
		}
		found[i] = m
	}
	return found
}

// reviewed reports whether the review of every action in force is in.
func (c *computer) reviewed() bool {
	return c.reviewFits() && len(c.verdict.actions) == c.game.At()
}

// reviewFits reports whether the review is of the game in force: the
// same record, with the reviewed actions still its first ones.
func (c *computer) reviewFits() bool {
	r := c.verdict
	if r.rec == nil || r.rec != c.game.Record() || c.game.At() < len(r.actions) {
		return false
	}
	for i, act := range r.actions {
		if c.game.Record().Action(i) != act {
			return false
		}
	}
	return true
}

// mistakeAt reports whether the review found action i a mistake.
func (c *computer) mistakeAt(i int) bool {
	_, found := c.verdict.mistakes[i]
	return found && c.reviewFits()
}

// mistakeMark returns the mark the move list puts after action i: " ?"
// for a mistake, else nothing.
func (c *computer) mistakeMark(i int) string {
	if c.mistakeAt(i) {
		return " ?"
	}
	return ""
}

// reviewText returns the review's sentences for the status line: while
// the position after a mistake is reviewed, what went wrong there; at the
// end of the reviewed actions, which actions were mistakes, and what was
// wrong with the last one if it was one.
func (c *computer) reviewText() []string {
	if !c.reviewFits() {
		return nil
	}
	r := c.verdict
	if c.game.Reviewing() {
		if m, found := r.mistakes[c.game.Shown()-1]; found {
			return []string{describeMistake(m)}
		}
		return nil
	}
	if c.game.At() != len(r.actions) {
		return nil
	}
	if len(r.mistakes) == 0 {
		return []string{lang.L("Review: no action let the result slip. Both players kept the best result they could still force.")}
	}
	indexes := make([]int, 0, len(r.mistakes))
	for i := range r.mistakes {
		indexes = append(indexes, i)
	}
	slices.Sort(indexes)
	names := make([]string, len(indexes))
	for j, i := range indexes {
		names[j] = describeAction(c.game.Record(), i)
	}
	lines := []string{lang.L("Review: these actions let the result slip: {{.Actions}}. They are marked ? in the list of moves: pick one to see what would have kept the result.",
		map[string]any{"Actions": strings.Join(names, ", ")})}
	if m, found := r.mistakes[c.game.At()-1]; found { // its row shows the present: picking it shows nothing more
		lines = append(lines, describeMistake(m))
	}
	return lines
}

// betterShown is how many of the moves that would have kept the result a
// mistake's explanation names; an ellipsis stands for the others.
const betterShown = 4

// describeMistake says what a mistake gave away and what would have kept
// it.
func describeMistake(m mistake) string {
	data := map[string]any{"Mark": m.mark, "Player": m.player}
	if m.action.Kind == game.Choose {
		data["Square"] = m.action.Squares[0]
		data["Better"] = m.better[0].Squares[0]
		switch {
		case m.from == 1 && m.to == 0:
			return lang.L("{{.Player}} gave away the win by landing {{.Mark}} in square {{.Square}}: square {{.Better}} would have won.", data)
		case m.from == 1:
			return lang.L("{{.Player}} turned a win into a loss by landing {{.Mark}} in square {{.Square}}: square {{.Better}} would have won.", data)
		}
		return lang.L("{{.Player}} gave away the draw by landing {{.Mark}} in square {{.Square}}: square {{.Better}} would have held it.", data)
	}
	better := listMoves(m.better[:min(len(m.better), betterShown)])
	if len(m.better) > betterShown {
		better += ", …"
	}
	data["Better"] = better
	switch {
	case m.from == 1 && m.to == 0:
		return lang.L("{{.Mark}} gave away the win: {{.Player}} could have won with {{.Better}}.", data)
	case m.from == 1:
		return lang.L("{{.Mark}} turned a win into a loss: {{.Player}} could have won with {{.Better}}.", data)
	}
	return lang.L("{{.Mark}} gave away the draw: {{.Player}} could have held it with {{.Better}}.", data)
}
