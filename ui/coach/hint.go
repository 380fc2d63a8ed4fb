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
// then. Asked again in the same position, the hint grows to every move's
// outcome; asked a third time, it is the short one again.
func (c *Computer) ShowHint() {
	if h, ok := c.model.Hint(); ok && !h.More {
		h.More = true
		c.model.PostHint(h)
		return
	}
	st, gen := c.game.Present(), c.game.Generation()
	o := c.game.Opponent()
	perfect := o.Level == solver.Perfect && o.Side != game.NoPlayer && !c.game.Record().Chance
	c.work(func() func() {
		h := workHint(c.solver, st, perfect)
		h.Gen = gen
		return func() { c.model.PostHint(h) }
	})
}

// workHint has sv score every action in st, the game in play, and find
// the opponent's best answer to a move worse than the best; against the
// perfect computer (perfect), whether X can force a win from the start.
// Where the best a move can do is a draw, the move suggested is the
// drawing one that leaves the opponent the most answers that lose.
func workHint(sv *solver.Solver, st game.State, perfect bool) model.Hint {
	h := model.Hint{State: st, Scored: sv.Evaluate(st), Perfect: perfect}
	h.Best, _ = sv.Best(st)
	if st.Phase() == game.PhasePlace && worth(st.ToAct(), h.Scored) == 0 && keeping(st.ToAct(), h.Scored, 0) > 1 {
		h.Best, h.Slips, h.Answers = mostChances(sv, st, h.Scored, h.Best)
	}
	if worse, ok := worseMove(st, h.Scored); ok {
		after := st
		after.Apply(worse) // a legal action: scored by the solver
		h.Worse = worse
		h.Answer, _ = sv.Best(after)
	}
	h.XForcesWin = perfect && sv.Value(game.State{}) == solver.XWins
	return h
}

// worth returns the best outcome among scored for p: +1 a win, 0 a
// draw, -1 a loss.
func worth(p game.Player, scored []solver.Scored) int {
	best := -1
	for _, sc := range scored {
		best = max(best, sc.Outcome.For(p))
	}
	return best
}

// keeping returns how many of the scored moves lead to value for p.
func keeping(p game.Player, scored []solver.Scored, value int) int {
	n := 0
	for _, sc := range scored {
		if sc.Outcome.For(p) == value {
			n++
		}
	}
	return n
}

// mostChances returns, among the drawing moves of st scored, the one
// after which the most of the opponent's answers let the player to act
// force a win (slips, of answers); among equals the first, and best
// where no drawing move leaves the opponent a way to go wrong.
func mostChances(sv *solver.Solver, st game.State, scored []solver.Scored, best game.Action) (move game.Action, slips, answers int) {
	p := st.ToAct()
	move = best
	for _, sc := range scored {
		if sc.Outcome.For(p) != 0 {
			continue
		}
		after := st
		after.Apply(sc.Action) // a legal action: scored by the solver
		replies := sv.Evaluate(after)
		n := 0
		for _, r := range replies {
			if r.Outcome.For(p) > 0 {
				n++
			}
		}
		if n > slips {
			move, slips, answers = sc.Action, n, len(replies)
		}
	}
	return move, slips, answers
}

// worseMove returns, for a move to place in st, the first of the moves one
// step worse than the best for the player to act: drawing when the best
// wins, losing when it draws. ok is false when every move is as good.
func worseMove(st game.State, scored []solver.Scored) (worse game.Action, ok bool) {
	if st.Phase() != game.PhasePlace {
		return game.Action{}, false
	}
	p := st.ToAct()
	best := worth(p, scored)
	for _, sc := range scored {
		if sc.Outcome.For(p) == best-1 {
			return sc.Action, true
		}
	}
	for _, sc := range scored {
		if sc.Outcome.For(p) < best {
			return sc.Action, true
		}
	}
	return game.Action{}, false
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
		return describeHint(h)
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

// describeHint says what h's position is worth and the one move or
// choice to make, with why: the opponent's answer to a worse move, or
// what each collapse choice gives. The best comes right after the
// position's worth, so that it shows where the status line has room for
// little (on the projector). A move to place names at most three moves
// at first (the t13 walk: a wall of move lists drowned the reason); every
// move's outcome follows once the hint is asked again (h.More).
func describeHint(h model.Hint) []string {
	st, scored, best := h.State, h.Scored, h.Best
	p := st.ToAct()
	var by [3][]game.Action // by their outcome for p: losses, draws, wins
	for _, sc := range scored {
		v := sc.Outcome.For(p)
		by[v+1] = append(by[v+1], sc.Action)
	}
	value := worth(p, scored)
	lines := []string{describeValue(p, value, h.Perfect, h.XForcesWin)}
	if st.Phase() == game.PhasePlace {
		lines = append(lines, describeBest(h, value, len(by[value+1])))
		hopeless := h.XForcesWin && p == game.O && value < 0 // the worth said every move loses
		if h.More && !hopeless {
			lines = append(lines, describeMoves(by)...)
		}
		if h.Worse.Squares[0] != game.NoSquare {
			lines = append(lines, describeRefutation(st, h.Worse, h.Answer, scored))
		}
		if !h.More && !hopeless {
			lines = append(lines, describeCount(by, value))
		}
		return lines
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
	if st.Phase() == game.PhaseChoose && len(scored) == 2 {
		lines = append(lines, describeChoiceWhy(st, best.Squares[0], scored))
	}
	return lines
}

// describeBest names the move that keeps the position's worth, value, for
// the player to act, not a "best" among moves that all win (the t7 walk:
// "All other moves win" then read as if they were as good), and why in
// words: that no other move does, that it still wins whatever the
// opponent does, or, where it draws, the opponent's chances to go wrong.
// keeping is how many moves keep the worth.
func describeBest(h model.Hint, value, keeping int) string {
	p := h.State.ToAct()
	data := map[string]any{"A": h.Best.Squares[0], "B": h.Best.Squares[1], "Player": p, "Opponent": p.Opponent(),
		"Slips": h.Slips, "Answers": h.Answers}
	switch {
	case value == 1 && keeping == 1:
		return lang.L("To win: squares {{.A}} and {{.B}}. No other move wins.", data)
	case value == 1:
		return lang.L("To win: squares {{.A}} and {{.B}}. Whatever {{.Opponent}} does next, {{.Player}} can still force a win.", data)
	case value == 0 && keeping == 1:
		return lang.L("To hold the draw: squares {{.A}} and {{.B}}. All other moves lose.", data)
	case value == 0 && h.Slips > 0:
		return lang.L("To hold the draw: squares {{.A}} and {{.B}}. Of the drawing moves, it leaves {{.Opponent}} the most ways to go wrong: {{.Slips}} of {{.Opponent}}'s {{.Answers}} answers lose.", data)
	case value == 0:
		return lang.L("To hold the draw: squares {{.A}} and {{.B}}.", data)
	}
	return lang.L("Best try, holding out the longest: squares {{.A}} and {{.B}}.", data)
}

// describeCount says how many of the moves keep the position's worth,
// value, without naming them, and how to see them all.
func describeCount(by [3][]game.Action, value int) string {
	all, keeping := len(by[0])+len(by[1])+len(by[2]), len(by[value+1])
	switch {
	case keeping == all:
		return [3]string{lang.L("Every move loses."), lang.L("Every move draws."), lang.L("Every move wins.")}[value+1]
	case keeping == 1: // the move named says no other does
		return lang.L("Press Hint again to list every move.")
	}
	data := map[string]any{"N": keeping, "All": all}
	if value == 1 {
		return lang.L("Moves that win: {{.N}} of {{.All}}. Press Hint again to list every move.", data)
	}
	return lang.L("Moves that hold the draw: {{.N}} of {{.All}}. Press Hint again to list every move.", data) // a loss: every move loses
}

// describeRefutation says why the move worse is worse for the player to
// act in st: the opponent's best answer to it, answer, and what the
// opponent can force then.
func describeRefutation(st game.State, worse, answer game.Action, scored []solver.Scored) string {
	p := st.ToAct()
	loses := false
	for _, sc := range scored {
		if sc.Action == worse {
			loses = sc.Outcome.For(p) < 0
		}
	}
	data := map[string]any{"Move": listMoves([]game.Action{worse}), "Player": p, "Opponent": p.Opponent(),
		"Mark": st.NextMark(), "Square": answer.Squares[0]}
	// over: the answer ends the game, and no moves are left to force a win with
	after := st
	_, err := after.Apply(worse)
	if err == nil {
		_, err = after.Apply(answer)
	}
	over := err == nil && after.Over()
	switch {
	case answer.Kind == game.Choose && loses && over:
		return lang.L("Why not {{.Move}}: it closes a cycle, {{.Opponent}} would choose square {{.Square}} for {{.Mark}}, and {{.Opponent}} would then win.", data)
	case answer.Kind == game.Choose && loses:
		return lang.L("Why not {{.Move}}: it closes a cycle, {{.Opponent}} would choose square {{.Square}} for {{.Mark}}, and {{.Opponent}} could then force a win.", data)
	case answer.Kind == game.Choose:
		return lang.L("Why not {{.Move}}: it closes a cycle, {{.Opponent}} would choose square {{.Square}} for {{.Mark}}, and {{.Player}} could then only draw.", data)
	case loses && over:
		data["Answer"] = listMoves([]game.Action{answer})
		return lang.L("Why not {{.Move}}: {{.Opponent}} would answer {{.Answer}}, and {{.Opponent}} would then win.", data)
	case loses:
		data["Answer"] = listMoves([]game.Action{answer})
		return lang.L("Why not {{.Move}}: {{.Opponent}} would answer {{.Answer}}, and {{.Opponent}} could then force a win.", data)
	}
	data["Answer"] = listMoves([]game.Action{answer})
	return lang.L("Why not {{.Move}}: {{.Opponent}} would answer {{.Answer}}, and {{.Player}} could then only draw.", data)
}

// describeValue says what the position is worth to p, the player to act:
// +1 a win, 0 a draw, -1 a loss with perfect play by both. Against the
// perfect computer (perfect) a loss is certain; for O, when X can force
// a win from the start (xForcesWin), that is no fault of O's moves.
func describeValue(p game.Player, value int, perfect, xForcesWin bool) string {
	switch {
	case value == 1:
		return lang.L("Hint: {{.Player}} can force a win.", map[string]any{"Player": p})
	case value == 0:
		return lang.L("Hint: with perfect play from both sides, the game is a draw.")
	case perfect && p == game.O && xForcesWin:
		return lang.L("Hint: under this app's rules X can force a win from the very first move, and Perfect never lets it slip, so every move of O's loses. Your goal now: hold out as long as you can.")
	case perfect:
		return lang.L("Hint: {{.Player}} loses against perfect play, and Perfect does not go wrong.", map[string]any{"Player": p})
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
