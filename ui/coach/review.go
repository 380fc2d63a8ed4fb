package coach

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

// ReviewGame has the solver judge the actions in force that are the
// students' own (reviewed), off the UI goroutine, and posts the verdict
// into the model, which marks the mistakes in the move list. A review
// already in, or asked for in this generation, is not asked for again.
func (c *Computer) ReviewGame() {
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
func (c *Computer) reviewed(i int) bool {
	r := c.game.Record()
	switch {
	case i < scripted(r, c.model.Lessons()):
		return false
	case c.game.ByCoin(i):
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
		m := model.Mistake{Player: p, Mark: before.NextMark(), Action: act, From: from, To: to, Before: before, After: after}
		if act.Kind == game.Choose {
			m.Mark = before.Newest()
		}
		m.Reply = refutation(s, after)
		for _, sc := range s.Evaluate(before) {
			if sc.Outcome.For(p) == from {
				m.Better = append(m.Better, sc.Action)
			}
		}
		found[i] = m
	}
	return found
}

// refutation returns the answer in after that shows why the action
// before it was a mistake: of the actions that keep after's value for the
// player to act, the first (in legal order) that closes a cycle, else the
// first. It is the zero action once the game is over.
func refutation(s *solver.Solver, after game.State) game.Action {
	v := s.Value(after)
	var first game.Action
	found := false
	for _, sc := range s.Evaluate(after) {
		if sc.Outcome != v {
			continue
		}
		next := after
		next.Apply(sc.Action) // legal: the solver scored it
		if sc.Action.Kind == game.Place && next.Phase() == game.PhaseChoose {
			return sc.Action
		}
		if !found {
			first, found = sc.Action, true
		}
	}
	return first
}

// reviewText returns the review's sentences for the status line: while
// the position after a mistake is reviewed, what went wrong there; at the
// end of the reviewed actions, which of the students' actions were
// mistakes, what was wrong with the last one if it was one, and, after a
// game against the perfect computer, who can force a win (perfectNote).
func (c *Computer) reviewText() []string {
	r, ok := c.model.Verdict()
	if !ok {
		return nil
	}
	rec := c.game.Record()
	if c.game.Reviewing() {
		if m, found := r.Mistakes[c.game.Shown()-1]; found {
			return []string{describeMistake(m, c.wonBy(m.Player))}
		}
		return nil
	}
	if c.game.At() != len(r.Actions) {
		return nil
	}
	against := c.game.Opponent().Side != game.NoPlayer
	lesson, coin, judged := c.unjudged()
	var lines []string
	switch {
	case len(r.Mistakes) == 0 && judged == 0: // nothing of the students' own to judge
	case len(r.Mistakes) == 0 && lesson && judged == 1:
		// The one action a lesson's end asks for, and it kept the result:
		// nothing to say that the status line does not (student walk t17
		// #9: "which moves?" after one click).
	case len(r.Mistakes) == 0 && lesson:
		lines = append(lines, lang.L("Review: after the lesson's own moves, no move made the result worse for the player who made it. The review does not judge the lesson's moves: the lesson says what they teach."))
	case len(r.Mistakes) == 0 && against:
		lines = append(lines, lang.L("Review: none of your moves let the result slip."))
	case len(r.Mistakes) == 0 && coin:
		lines = append(lines, lang.L("Review: no player's action let the result slip; the collapses the coin decided are not judged."))
	case len(r.Mistakes) == 0:
		lines = append(lines, lang.L("Review: no action let the result slip. Both players kept the best result they could still force."))
	default:
		indexes := make([]int, 0, len(r.Mistakes))
		for i := range r.Mistakes {
			indexes = append(indexes, i)
		}
		slices.Sort(indexes)
		if against {
			lines = append(lines, lang.L("Review of your moves, measured against perfect play from both sides:"))
		} else {
			lines = append(lines, lang.L("Review, measured against perfect play from both sides:"))
		}
		for n, i := range indexes {
			m := r.Mistakes[i]
			won := c.wonBy(m.Player) // then slipped already says the opponent missed the chance
			lines = append(lines, slipped(ActionName(rec, i), m, won))
			if against && !rec.Chance && !won {
				if swing := c.swungBack(rec, r, indexes[n+1:], m); swing != "" {
					lines = append(lines, swing)
				}
			}
		}
		lines = append(lines, i18n.N("They are marked ? in the list of moves: pick one to see why and what was better.", len(indexes)))
		if m, found := r.Mistakes[c.game.At()-1]; found { // its row shows the present: picking it shows nothing more
			lines = append(lines, describeMistake(m, c.wonBy(m.Player)))
		}
	}
	if note := c.perfectNote(); note != "" {
		lines = append(lines, note)
	}
	return lines
}

// slipped says in one sentence what the mistake m, the action named
// action, let slip, measured against perfect play from both sides. won
// says that its player won the game in the end: then the opponent could
// have done better and missed the chance, and nothing was lost.
func slipped(action string, m model.Mistake, won bool) string {
	data := map[string]any{"Action": action, "Player": m.Player, "Opponent": m.Player.Opponent()}
	switch {
	case won && m.To < 0:
		return lang.L("After {{.Action}}, against perfect play {{.Opponent}} could then have forced a win; {{.Opponent}} missed the chance.", data)
	case won:
		return lang.L("After {{.Action}}, against perfect play {{.Opponent}} could then have drawn; {{.Opponent}} missed the chance.", data)
	case m.From > 0 && m.To == 0:
		return lang.L("After {{.Action}}, {{.Player}} could no longer force a win against perfect play, only a draw.", data)
	case m.From > 0:
		return lang.L("After {{.Action}}, {{.Player}} could no longer force a win against perfect play; {{.Opponent}} could force one instead.", data)
	}
	return lang.L("After {{.Action}}, {{.Player}} could no longer hold a draw against perfect play; {{.Opponent}} could force a win.", data)
}

// swungBack says, after the mistake m of a game against the computer,
// whether the computer's own slip gave its player back what m let slip
// (the t13 walk: two moves each marked as losing the win read as a win
// lost twice): before the next mistake, later (the student's next ones),
// the player could force a win or hold a draw again; after the last, the
// game ended better than m left it. It is "" otherwise. Only the
// computer's actions come between the student's mistakes that the review
// does not judge, and a player's own action never raises their value, so
// a rise is the computer's.
func (c *Computer) swungBack(rec *game.Record, r model.Verdict, later []int, m model.Mistake) string {
	if len(later) > 0 {
		next := r.Mistakes[later[0]]
		data := map[string]any{"Action": ActionName(rec, later[0]), "Player": next.Player}
		switch {
		case next.From <= m.To:
			return ""
		case next.From > 0:
			return lang.L("The computer then slipped in turn: before {{.Action}}, {{.Player}} could force a win again.", data)
		}
		return lang.L("The computer then slipped in turn: before {{.Action}}, {{.Player}} could hold a draw again.", data)
	}
	s := c.game.Present()
	if s.Over() && m.To < 0 && s.Winner() == game.NoPlayer {
		return lang.L("The computer then slipped in turn, and the game ended in a draw.")
	}
	return ""
}

// perfectNote says, at the end of a game of choice against the perfect
// computer, who can force a win from the empty board and what that meant
// for this game: X can, so O loses to it however well it plays, and X
// wins only by keeping that win to the end. It is "" for any other game.
// The solver's value of the empty board is worked out by then (the
// perfect computer has played from it); TestPerfectNotesTellTheSolversValue
// checks that it is X's win.
func (c *Computer) perfectNote() string {
	o := c.game.Opponent()
	s := c.game.Present()
	if o.Level != solver.Perfect || o.Side == game.NoPlayer || !s.Over() || c.game.Record().Chance ||
		c.solver.Value(game.State{}) != solver.XWins {
		return ""
	}
	switch {
	case o.Side == game.X && s.Winner() == game.X:
		return lang.L("Against a perfect X, O cannot win: under this app's rule for two lines at once, a perfect X opens in two opposite corners (1 and 9, or 3 and 7) and can then force a win. Try playing X, or the Club player.")
	case o.Side == game.O && s.Winner() == game.X:
		return lang.L("Under this app's rules X can force a win by opening in two opposite corners, and you kept that win to the end: that is how X beats Perfect.")
	case o.Side == game.O:
		return lang.L("Under this app's rules X can force a win by opening in two opposite corners: with perfect play you would have won even against Perfect. The review shows where the win slipped.")
	}
	return ""
}

// unjudged says which of the actions in force the review leaves out: a
// lesson's scripted actions, collapses the coin decided; and how many it
// judges.
func (c *Computer) unjudged() (lesson, coin bool, judged int) {
	r := c.game.Record()
	lesson = scripted(r, c.model.Lessons()) > 0
	for i := range c.game.At() {
		coin = coin || c.game.ByCoin(i)
		if c.reviewed(i) {
			judged++
		}
	}
	return lesson, coin, judged
}

// wonBy reports whether the game is over and p won it.
func (c *Computer) wonBy(p game.Player) bool {
	s := c.game.Present()
	return s.Over() && s.Winner() == p
}

// betterShown is how many of the moves that would have kept the result a
// mistake's explanation names; "and N more" stands for the others.
const betterShown = 4

// describeMistake says, in plain words, what the mistake m lost and what
// would have been better. won says that its player won the game in the
// end: then it was a chance given away, not a win lost. Each sentence is
// whole, the action named inside it by its mark and squares.
func describeMistake(m model.Mistake, won bool) string {
	data := map[string]any{"Mark": m.Mark, "Player": m.Player, "Opponent": m.Player.Opponent()}
	var lost string
	if m.Action.Kind == game.Choose {
		data["Square"] = m.Action.Squares[0]
		lost = choiceLost(m, won, data)
	} else {
		lost = moveLost(m, won, data)
	}
	sentences := []string{lost}
	if why := describeWhy(m); why != "" {
		sentences = append(sentences, why)
	}
	if m.Action.Kind == game.Choose {
		return strings.Join(append(sentences, lang.L("Square {{.Square}} was the better choice.", map[string]any{"Square": m.Better[0].Squares[0]})), " ")
	}
	moves := listMoves(m.Better[:min(len(m.Better), betterShown)])
	if more := len(m.Better) - betterShown; more > 0 {
		moves = i18n.N("{{.Moves}} and {{.Count}} more", more, map[string]any{"Moves": moves, "Count": more})
	}
	return strings.Join(append(sentences, i18n.N("The better moves were {{.Moves}}.", min(len(m.Better), betterShown), map[string]any{"Moves": moves})), " ")
}

// moveLost says what the move of mistake m, a spooky pair, lost. (X's
// ninth move, a single classical mark, has no other square to go to, and
// so is never a mistake.)
func moveLost(m model.Mistake, won bool, data map[string]any) string {
	data["A"], data["B"] = ordered(m.Action.Squares[0], m.Action.Squares[1])
	switch {
	case won && m.To < 0:
		return lang.L("The move {{.Mark}} in squares {{.A}} and {{.B}} was risky: against perfect play {{.Opponent}} could then have forced a win, but missed the chance.", data)
	case won:
		return lang.L("The move {{.Mark}} in squares {{.A}} and {{.B}} was risky: against perfect play {{.Opponent}} could then have held a draw, but missed the chance.", data)
	case m.From > 0 && m.To == 0:
		return lang.L("Before the move {{.Mark}} in squares {{.A}} and {{.B}}, {{.Player}} could force a win; after it, only a draw.", data)
	case m.From > 0:
		return lang.L("Before the move {{.Mark}} in squares {{.A}} and {{.B}}, {{.Player}} could force a win; after it, {{.Opponent}} could force one instead.", data)
	}
	return lang.L("Before the move {{.Mark}} in squares {{.A}} and {{.B}}, {{.Player}} could hold a draw; after it, {{.Opponent}} could force a win.", data)
}

// choiceLost says what the collapse choice of mistake m lost.
func choiceLost(m model.Mistake, won bool, data map[string]any) string {
	switch {
	case won && m.To < 0:
		return lang.L("The choice of square {{.Square}} for {{.Mark}} was risky: against perfect play {{.Opponent}} could then have forced a win, but missed the chance.", data)
	case won:
		return lang.L("The choice of square {{.Square}} for {{.Mark}} was risky: against perfect play {{.Opponent}} could then have held a draw, but missed the chance.", data)
	case m.From > 0 && m.To == 0:
		return lang.L("Before the choice of square {{.Square}} for {{.Mark}}, {{.Player}} could force a win; after it, only a draw.", data)
	case m.From > 0:
		return lang.L("Before the choice of square {{.Square}} for {{.Mark}}, {{.Player}} could force a win; after it, {{.Opponent}} could force one instead.", data)
	}
	return lang.L("Before the choice of square {{.Square}} for {{.Mark}}, {{.Player}} could hold a draw; after it, {{.Opponent}} could force a win.", data)
}

// describeWhy says in one sentence why the mistake m let the result slip,
// from the solver's view of the position after it: the line it gave the
// opponent at once, the opponent's best answer and what it leads to, or,
// for a collapse choice, what the better square would have done. It is
// "" where the mistake holds no solver's view to tell it from.
func describeWhy(m model.Mistake) string {
	after := m.After
	data := map[string]any{"Player": m.Player, "Opponent": m.Player.Opponent()}
	switch {
	case after.Over() && after.Winner() == m.Player.Opponent():
		data["Line"] = winningLine(after)
		return lang.L("It gave {{.Opponent}} the line {{.Line}} at once.", data)
	case after.Over():
		return ""
	case m.Action.Kind == game.Choose:
		better := m.Before
		if _, err := better.Apply(m.Better[0]); err != nil {
			return "" // no solver's view kept with the mistake
		}
		if better.Over() && better.Winner() == m.Player {
			data["Square"], data["Line"] = m.Better[0].Squares[0], winningLine(better)
			return lang.L("Square {{.Square}} would have completed {{.Player}}'s line {{.Line}} at once.", data)
		}
		if m.To < 0 {
			return lang.L("After it, every move {{.Player}} could make let {{.Opponent}} force a win.", data)
		}
		return lang.L("After it, every move {{.Player}} could make let {{.Opponent}} hold at least a draw.", data)
	case after.Check(m.Reply) != nil:
		return "" // no solver's view kept with the mistake
	case m.Reply.Kind == game.Choose: // it closed a cycle: the opponent chose the collapse
		data["Mark"], data["Square"] = after.Newest(), m.Reply.Squares[0]
		next := after
		next.Apply(m.Reply) // legal: checked above
		if next.Over() && next.Winner() == m.Player.Opponent() {
			data["Line"] = winningLine(next)
			return lang.L("It closed a cycle and let {{.Opponent}} choose the collapse: {{.Mark}} in square {{.Square}} would have completed {{.Opponent}}'s line {{.Line}}.", data)
		}
		if m.To < 0 {
			return lang.L("It closed a cycle and let {{.Opponent}} choose the collapse: with {{.Mark}} in square {{.Square}}, {{.Opponent}} could have forced a win.", data)
		}
		return lang.L("It closed a cycle and let {{.Opponent}} choose the collapse: with {{.Mark}} in square {{.Square}}, {{.Opponent}} could have held at least a draw.", data)
	case m.Reply.Kind != game.Place:
		return ""
	}
	data["Reply"] = listMoves([]game.Action{m.Reply})
	next := after
	next.Apply(m.Reply) // legal: checked above
	switch {
	case next.Phase() == game.PhaseChoose && m.To < 0:
		return lang.L("{{.Opponent}} could have answered {{.Reply}}, closing a cycle in which either choice of {{.Player}}'s lets {{.Opponent}} force a win.", data)
	case next.Phase() == game.PhaseChoose:
		return lang.L("{{.Opponent}} could have answered {{.Reply}}, closing a cycle in which neither choice of {{.Player}}'s leads to a forced win.", data)
	case m.To < 0:
		return lang.L("{{.Opponent}} could have answered {{.Reply}} and then forced a win, whatever {{.Player}} did.", data)
	}
	return lang.L("{{.Opponent}} could have answered {{.Reply}} and then held at least a draw, whatever {{.Player}} did.", data)
}
