package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/model"
)

// reviewGame has the solver judge every action in force, off the UI
// goroutine, and posts the verdict into the model, which marks the
// mistakes in the move list. A review already in, or asked for in this
// generation, is not asked for again.
func (c *computer) reviewGame() {
	gen := c.game.Generation()
	if c.model.Reviewed() || c.asked == gen {
		return
	}
	c.asked = gen
	rec, n := c.game.Record(), c.game.At()
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
		return func() { c.model.PostVerdict(model.Verdict{Gen: gen, Actions: actions, Mistakes: found}) }
	})
}

// findMistakes returns the mistakes among actions, where states[i] is the
// position before actions[i].
func findMistakes(s *solver.Solver, states []game.State, actions []game.Action) map[int]model.Mistake {
	found := map[int]model.Mistake{}
	for i, act := range actions {
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
func (c *computer) mistakeAt(i int) bool {
	v, ok := c.model.Verdict()
	_, found := v.Mistakes[i]
	return ok && found
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
	r, ok := c.model.Verdict()
	if !ok {
		return nil
	}
	if c.game.Reviewing() {
		if m, found := r.Mistakes[c.game.Shown()-1]; found {
			return []string{describeMistake(m)}
		}
		return nil
	}
	if c.game.At() != len(r.Actions) {
		return nil
	}
	if len(r.Mistakes) == 0 {
		return []string{lang.L("Review: no action let the result slip. Both players kept the best result they could still force.")}
	}
	indexes := make([]int, 0, len(r.Mistakes))
	for i := range r.Mistakes {
		indexes = append(indexes, i)
	}
	slices.Sort(indexes)
	names := make([]string, len(indexes))
	for j, i := range indexes {
		names[j] = describeAction(c.game.Record(), i)
	}
	lines := []string{lang.L("Review: these actions let the result slip: {{.Actions}}. They are marked ? in the list of moves: pick one to see what would have kept the result.",
		map[string]any{"Actions": strings.Join(names, ", ")})}
	if m, found := r.Mistakes[c.game.At()-1]; found { // its row shows the present: picking it shows nothing more
		lines = append(lines, describeMistake(m))
	}
	return lines
}

// betterShown is how many of the moves that would have kept the result a
// mistake's explanation names; an ellipsis stands for the others.
const betterShown = 4

// describeMistake says what a mistake gave away and what would have kept
// it.
func describeMistake(m model.Mistake) string {
	data := map[string]any{"Mark": m.Mark, "Player": m.Player}
	if m.Action.Kind == game.Choose {
		data["Square"] = m.Action.Squares[0]
		data["Better"] = m.Better[0].Squares[0]
		switch {
		case m.From == 1 && m.To == 0:
			return lang.L("{{.Player}} gave away the win by landing {{.Mark}} in square {{.Square}}: square {{.Better}} would have won.", data)
		case m.From == 1:
			return lang.L("{{.Player}} turned a win into a loss by landing {{.Mark}} in square {{.Square}}: square {{.Better}} would have won.", data)
		}
		return lang.L("{{.Player}} gave away the draw by landing {{.Mark}} in square {{.Square}}: square {{.Better}} would have held it.", data)
	}
	better := listMoves(m.Better[:min(len(m.Better), betterShown)])
	if len(m.Better) > betterShown {
		better += ", …"
	}
	data["Better"] = better
	switch {
	case m.From == 1 && m.To == 0:
		return lang.L("{{.Mark}} gave away the win: {{.Player}} could have won with {{.Better}}.", data)
	case m.From == 1:
		return lang.L("{{.Mark}} turned a win into a loss: {{.Player}} could have won with {{.Better}}.", data)
	}
	return lang.L("{{.Mark}} gave away the draw: {{.Player}} could have held it with {{.Better}}.", data)
}
