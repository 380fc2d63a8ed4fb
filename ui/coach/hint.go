package coach

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/model"
)

// CanHint reports whether there is a human to advise: the game is in play,
// on show, and not the computer's turn.
func (c *Computer) CanHint() bool {
	return !c.game.Reviewing() && !c.game.Present().Over() && !c.game.ComputerToAct()
}

// ShowHint has the solver score every action in the present and posts
// the result into the model, which drops it if the game has moved on by
// then.
func (c *Computer) ShowHint() {
	st, gen := c.game.Present(), c.game.Generation()
	c.work(func() func() {
		scored := c.solver.Evaluate(st)
		best, _ := c.solver.Best(st) // the game is in play
		return func() { c.model.PostHint(model.Hint{Gen: gen, State: st, Scored: scored, Best: best}) }
	})
}

// HintSquares returns the squares the hint lights while its position is
// in play, nil otherwise.
func (c *Computer) HintSquares() []game.Square {
	if act, ok := c.model.Announced(); ok {
		return []game.Square{act.Squares[0]}
	}
	if h, ok := c.model.Hint(); ok {
		return actionSquares(h.Best)
	}
	return nil
}

// hintText returns the hint's sentences while its position is in play.
func (c *Computer) hintText() []string {
	if h, ok := c.model.Hint(); ok {
		return describeHint(h.State, h.Scored, h.Best)
	}
	return nil
}

// actionSquares returns the squares an action puts marks in.
func actionSquares(act game.Action) []game.Square {
	if act.Kind == game.Place {
		return act.Squares[:]
	}
	return act.Squares[:1]
}

// describeHint says what every action in st leads to with perfect play
// afterwards, and which is best: the best right after the position's
// worth, so that it shows where the status line has room for little (on
// the projector).
func describeHint(st game.State, scored []solver.Scored, best game.Action) []string {
	p := st.ToAct()
	var by [3][]game.Action // by their outcome for p: losses, draws, wins
	value := -1
	for _, sc := range scored {
		v := sc.Outcome.For(p)
		by[v+1] = append(by[v+1], sc.Action)
		value = max(value, v)
	}
	lines := []string{describeValue(p, value)}
	if st.Phase() == game.PhasePlace {
		squares := map[string]any{"A": best.Squares[0], "B": best.Squares[1]}
		if value < 0 {
			lines = append(lines, lang.L("Best try, holding out the longest: squares {{.A}} and {{.B}}.", squares))
		} else {
			lines = append(lines, lang.L("Best move: squares {{.A}} and {{.B}}.", squares))
		}
		return append(lines, describeMoves(by)...)
	}
	m := st.Newest()
	if st.Phase() == game.PhasePlaceFinal {
		m = st.NextMark()
	}
	if len(scored) == 2 && scored[0].Outcome == scored[1].Outcome {
		return append(lines, describeEitherWay(m, scored[0].Outcome))
	}
	if len(scored) > 1 {
		lines = append(lines, lang.L("Best choice: square {{.Square}}.", map[string]any{"Square": best.Squares[0]}))
	}
	for _, sc := range scored {
		lines = append(lines, describeLanding(m, sc.Action.Squares[0], sc.Outcome))
	}
	return lines
}

// describeValue says what the position is worth to p, the player to act:
// +1 a win, 0 a draw, -1 a loss with perfect play by both.
func describeValue(p game.Player, value int) string {
	switch value {
	case 1:
		return lang.L("Hint: {{.Player}} can force a win.", map[string]any{"Player": p})
	case 0:
		return lang.L("Hint: with perfect play from both sides, the game is a draw.")
	}
	return lang.L("Hint: {{.Player}} loses against perfect play, but the opponent can still go wrong.", map[string]any{"Player": p})
}

// describeMoves lists the moves by what they lead to, best first. The
// largest group, if there are others, is "every other move".
func describeMoves(by [3][]game.Action) []string {
	others := [3]string{
		lang.L("All other moves lose."), lang.L("All other moves draw."), lang.L("All other moves win."),
	}
	every := [3]string{
		lang.L("Every move loses."), lang.L("Every move draws."), lang.L("Every move wins."),
	}
	largest, groups := 0, 0
	for v := range by {
		if len(by[v]) > len(by[largest]) {
			largest = v
		}
		if len(by[v]) > 0 {
			groups++
		}
	}
	if groups == 1 {
		return []string{every[largest]}
	}
	var lines []string
	for v := 2; v >= 0; v-- {
		if v != largest && len(by[v]) > 0 {
			lines = append(lines, describeGroup(v-1, by[v]))
		}
	}
	return append(lines, others[largest])
}

// describeGroup lists the moves that lead to value (+1 a win, 0 a draw,
// -1 a loss) for the player to act.
func describeGroup(value int, moves []game.Action) string {
	data := map[string]any{"Moves": listMoves(moves)}
	switch value {
	case 1:
		return lang.L("Winning moves: {{.Moves}}.", data)
	case 0:
		return lang.L("Drawing moves: {{.Moves}}.", data)
	}
	return lang.L("Losing moves: {{.Moves}}.", data)
}

// describeLanding says what mark m landing in square sq leads to.
func describeLanding(m game.Mark, sq game.Square, o solver.Outcome) string {
	if w := o.Winner(); w != game.NoPlayer {
		return lang.L("If {{.Mark}} lands in square {{.Square}}, {{.Player}} wins.",
			map[string]any{"Mark": m, "Square": sq, "Player": w})
	}
	return lang.L("If {{.Mark}} lands in square {{.Square}}, the game is a draw.", map[string]any{"Mark": m, "Square": sq})
}

// describeEitherWay says what mark m leads to wherever it lands.
func describeEitherWay(m game.Mark, o solver.Outcome) string {
	if w := o.Winner(); w != game.NoPlayer {
		return lang.L("Wherever {{.Mark}} lands, {{.Player}} wins.", map[string]any{"Mark": m, "Player": w})
	}
	return lang.L("Wherever {{.Mark}} lands, the game is a draw.", map[string]any{"Mark": m})
}

// listMoves writes moves as their squares, e.g. "1–9, 3–7".
func listMoves(moves []game.Action) string {
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = m.Squares[0].String() + "–" + m.Squares[1].String()
	}
	return strings.Join(names, ", ")
}
