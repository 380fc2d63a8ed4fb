package practice

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/narrate"
)

// Title returns the puzzle's title in the language in force.
func Title(p *puzzle.Puzzle) string {
	switch p.Kind {
	case puzzle.Entangled:
		return lang.L("Entangled marks")
	case puzzle.Groups:
		return lang.L("Groups of marks")
	case puzzle.Count:
		return lang.L("How many boards")
	case puzzle.Cycle:
		return lang.L("Closing a cycle")
	case puzzle.Cascade:
		return lang.L("Where the marks land")
	case puzzle.Where:
		return lang.L("Where a mark can land")
	case puzzle.Chooser:
		return lang.L("Who chooses")
	}
	return lang.L("Winning moves")
}

// Question returns the puzzle's question in the language in force; in
// English it is the file's #? line.
func Question(p *puzzle.Puzzle) string {
	s := p.State()
	switch p.Kind {
	case puzzle.Entangled:
		return lang.L("Which spooky marks are entangled with {{.Mark}}? Pick them all.", map[string]any{"Mark": p.Mark})
	case puzzle.Groups:
		return lang.L("How many separate groups do the spooky marks on this board make? Marks linked by shared squares, directly or through other marks, are one group; a mark linked to none is a group of its own.")
	case puzzle.Count:
		return lang.L("How many possible boards does this position have?")
	case puzzle.Cycle:
		return lang.L("{{.Player}} to move. Only one of these moves closes a cycle: which one?", map[string]any{"Player": s.ToAct()})
	case puzzle.Cascade:
		return lang.L("{{.Chooser}} chooses square {{.Square}} for {{.Mark}}. In which square does each mark of the collapse become classical?",
			map[string]any{"Chooser": s.ToAct(), "Square": p.Choice, "Mark": s.Newest()})
	case puzzle.Where:
		return lang.L("{{.Newest}} closed a cycle. Over both possible choices for {{.Newest}}, in which squares can {{.Mark}} become classical? Pick them all.",
			map[string]any{"Newest": s.Newest(), "Mark": p.Mark})
	case puzzle.Chooser:
		return lang.L("{{.Newest}} closed a cycle. Who chooses where {{.Newest}} lands, and how does the game end after each choice, with best play on both sides?",
			map[string]any{"Newest": s.Newest()})
	}
	return lang.L("{{.Player}} to move. Which moves win for {{.Player}}, whatever {{.Opponent}} does afterwards? Find them all.",
		map[string]any{"Player": s.ToAct(), "Opponent": s.ToAct().Opponent()})
}

// Nudge returns a hint for a wrong answer to the puzzle, fitted to its
// kind: where to start looking, not the answer.
func Nudge(p *puzzle.Puzzle) string {
	s := p.State()
	switch p.Kind {
	case puzzle.Entangled:
		return lang.L("Hint: start at {{.Mark}} and follow shared squares from mark to mark: every mark you reach, directly or through others, is entangled with it.", map[string]any{"Mark": p.Mark})
	case puzzle.Groups:
		return lang.L("Hint: start at one spooky mark and follow shared squares to every mark you can reach: that is one group. Then start again from a mark not reached yet.")
	case puzzle.Count:
		return lang.L("Hint: which marks share a square? Count the ways each group of linked marks can settle, with at most one mark in a square, then multiply the counts of separate groups.")
	case puzzle.Cycle:
		return lang.L("Hint: a move closes a cycle when its two squares are already linked through spooky marks: for each move, follow shared squares from one of its squares to the other.")
	case puzzle.Cascade:
		return lang.L("Hint: start with {{.Mark}} in square {{.Square}}. A mark that shared that square has only its other square left; go on from there, one mark at a time.",
			map[string]any{"Mark": s.Newest(), "Square": p.Choice})
	case puzzle.Where:
		return lang.L("Hint: try both choices for {{.Newest}}, one after the other, and note where {{.Mark}} lands each time.",
			map[string]any{"Newest": s.Newest(), "Mark": p.Mark})
	case puzzle.Chooser:
		return lang.L("Hint: the player who did not close the cycle chooses. For each choice, see where every mark lands and who could then get a line.")
	}
	return lang.L("Hint: a move wins only if it wins whatever the other player does next: for each move, look for a reply that saves the other player.")
}

// Explanation returns the explanation of the puzzle's answer, one
// sentence a line, and shows on b, if not nil, what it talks about. It
// names everything the answer is made of: every mark, square, move or
// choice.
func Explanation(p *puzzle.Puzzle, sv *solver.Solver, b *board.Board) string {
	var lines []string
	switch p.Kind {
	case puzzle.Entangled:
		lines = explainEntangled(p)
	case puzzle.Groups:
		lines = explainGroups(p.State())
	case puzzle.Count:
		lines = explainCount(p.State())
	case puzzle.Cycle:
		lines = explainCycle(p)
	case puzzle.Cascade:
		lines = explainCascade(p, b)
	case puzzle.Where:
		lines = explainWhere(p)
	case puzzle.Chooser:
		lines = explainChooser(p, sv)
	default:
		lines = explainWin(p, sv)
	}
	return strings.Join(lines, "\n")
}

// explainEntangled follows the chain of shared squares to every mark
// entangled with the one asked about, and names the others.
func explainEntangled(p *puzzle.Puzzle) []string {
	s := p.State()
	var lines []string
	var apart []game.Mark
	for _, m := range narrate.SpookyMarks(s) {
		if m == p.Mark {
			continue
		}
		chain := puzzle.Chain(s, p.Mark, m)
		switch {
		case chain == nil:
			apart = append(apart, m)
		case len(chain) == 2:
			lines = append(lines, lang.L("{{.Other}} shares square {{.Square}} with {{.Mark}}, so they are entangled.",
				map[string]any{"Other": m, "Mark": p.Mark, "Square": puzzle.Shared(s, p.Mark, m)}))
		default:
			lines = append(lines, lang.L("{{.Other}} is entangled with {{.Mark}} through {{.Via}}: going from mark to mark, each shares a square with the next.",
				map[string]any{"Other": m, "Mark": p.Mark, "Via": i18n.List(chain[1 : len(chain)-1])}))
		}
	}
	if len(apart) > 0 {
		lines = append(lines, i18n.N("{{.Marks}}: no path of shared squares leads from them to {{.Mark}}, so they are not entangled with it.", len(apart),
			map[string]any{"Marks": i18n.List(apart), "Mark": p.Mark}))
	}
	return lines
}

// explainGroups names every group and its marks.
func explainGroups(s game.State) []string {
	var lines []string
	groups := s.Groups()
	for _, g := range groups {
		if len(g.Marks) == 1 {
			a, b := s.Pair(g.Marks[0])
			lines = append(lines, lang.L("{{.Mark}} shares neither of its squares, {{.A}} and {{.B}}, with another spooky mark: it is a group of its own.",
				map[string]any{"Mark": g.Marks[0], "A": min(a, b), "B": max(a, b)}))
			continue
		}
		lines = append(lines, lang.L("{{.Marks}} are linked by shared squares and make one group, over squares {{.Squares}}.",
			map[string]any{"Marks": i18n.List(g.Marks), "Squares": i18n.List(g.Squares)}))
	}
	return append(lines, i18n.N("So the spooky marks make {{.Count}} separate groups.", len(groups), map[string]any{"Count": len(groups)}))
}

// explainCount works the boards out group by group. A group whose cycle
// waits to collapse has as many squares as marks, and settles in 2 ways,
// one for each square of the newest mark.
func explainCount(s game.State) []string {
	lines := []string{lang.L("An entangled group that has not closed a cycle has one square more than it has marks. On each board one of its squares stays empty, and that decides where every mark of the group is: so such a group over n squares can settle in n ways.")}
	var factors []string
	for _, g := range s.Groups() {
		data := map[string]any{"Marks": i18n.List(g.Marks), "Squares": i18n.List(g.Squares)}
		if len(g.Squares) == len(g.Marks) {
			factors = append(factors, "2")
			data["Newest"] = s.Newest()
			lines = append(lines, lang.L("{{.Marks}} in squares {{.Squares}} make a group that holds a closed cycle, waiting to collapse: the group has as many squares as marks, so none of its squares stays empty. It can settle in only 2 ways, one for each square where {{.Newest}} can land.", data))
			continue
		}
		n := len(g.Squares)
		factors = append(factors, strconv.Itoa(n))
		data["Count"] = n
		lines = append(lines, i18n.N("{{.Marks}} in squares {{.Squares}}: {{.Count}} ways.", n, data))
	}
	total := s.Ensemble().Len()
	if len(factors) > 1 {
		lines = append(lines, i18n.N("Separate groups settle independently, so their ways multiply: {{.Product}} = {{.Count}} possible boards.", total,
			map[string]any{"Product": strings.Join(factors, " × "), "Count": total}))
	} else {
		lines = append(lines, i18n.N("So there are {{.Count}} possible boards.", total, map[string]any{"Count": total}))
	}
	return lines
}

// explainCycle tells for every option whether its squares are linked
// already, and through which marks.
func explainCycle(p *puzzle.Puzzle) []string {
	s := p.State()
	var lines []string
	for _, a := range p.Options {
		data := map[string]any{"Move": moveName(s, a), "A": a.Squares[0], "B": a.Squares[1]}
		if link := puzzle.Link(s, a.Squares[0], a.Squares[1]); link != nil {
			data["Marks"] = i18n.List(link)
			lines = append(lines, i18n.N("{{.Move}} closes a cycle: squares {{.A}} and {{.B}} are already linked through {{.Marks}}.", len(link), data))
			continue
		}
		lines = append(lines, lang.L("{{.Move}} closes no cycle: squares {{.A}} and {{.B}} are not linked through spooky marks.", data))
	}
	return append(lines, lang.L("By the game's rule a closed cycle collapses at once, and the player who did not close it, {{.Chooser}}, chooses where the newest mark lands.",
		map[string]any{"Chooser": s.ToAct().Opponent()}))
}

// explainCascade plays the collapse on b, if not nil, and tells it mark
// by mark.
func explainCascade(p *puzzle.Puzzle, b *board.Board) []string {
	s := p.State()
	after := s
	cascade, _ := after.Apply(game.ChooseAction(p.Choice))
	if b != nil {
		b.PlayCascade(s, cascade, after, nil)
	}
	lines := narrate.Steps(cascade, false)
	if spooky := narrate.SpookyMarks(after); len(spooky) > 0 {
		lines = append(lines, i18n.N("{{.Marks}} are not entangled with the cycle, so they stay spooky.", len(spooky), map[string]any{"Marks": i18n.List(spooky)}))
	}
	switch { // the board shows the line: the words say it too (student walk t17 #7)
	case after.Over() && after.Winner() != game.NoPlayer:
		ls := after.Lines()
		lines = append(lines, lang.L("The collapse ends the game, and {{.Player}} wins with the line {{.Squares}}.",
			map[string]any{"Player": ls[0].Player, "Squares": i18n.List(ls[0].Squares[:])}))
		lines = append(lines, otherLines(ls)...)
	case after.Over():
		lines = append(lines, lang.L("The collapse leaves no square open and no line, so the game ends in a draw."))
	}
	return lines
}

// explainWhere plays both choices and says where the mark lands in each.
func explainWhere(p *puzzle.Puzzle) []string {
	s := p.State()
	var lines []string
	for _, c := range puzzle.Choices(s) {
		landed, _, _ := puzzle.Landings(s, c)
		lines = append(lines, lang.L("If {{.Chooser}} chooses square {{.Choice}} for {{.Newest}}, {{.Mark}} becomes classical in square {{.Square}}.",
			map[string]any{"Chooser": s.ToAct(), "Choice": c, "Newest": s.Newest(), "Mark": p.Mark, "Square": landed[p.Mark]}))
	}
	if len(p.Squares) == 1 {
		return append(lines, lang.L("So {{.Mark}} becomes classical in square {{.Square}} either way: it is attached to the cycle, not part of it. Whichever way the cycle collapses, its marks fill all of the cycle's squares between them, so a mark attached to it has the same square left either way.",
			map[string]any{"Mark": p.Mark, "Square": p.Squares[0]}))
	}
	return append(lines, lang.L("So {{.Mark}} can become classical in square {{.A}} or in square {{.B}}: it is part of the cycle, and the choice decides which of its squares it gets.",
		map[string]any{"Mark": p.Mark, "A": p.Squares[0], "B": p.Squares[1]}))
}

// explainChooser says who chooses and what each choice leads to.
func explainChooser(p *puzzle.Puzzle, sv *solver.Solver) []string {
	s := p.State()
	lines := []string{lang.L("{{.Newest}} closed the cycle, so by the game's rule the other player, {{.Chooser}}, chooses where it lands.",
		map[string]any{"Newest": s.Newest(), "Chooser": p.Chooser})}
	for i, c := range puzzle.Choices(s) {
		after := s
		after.Apply(game.ChooseAction(c))
		data := map[string]any{"Square": c, "Newest": s.Newest(), "Player": p.Results[i].Winner()}
		switch {
		case after.Over() && after.Winner() != game.NoPlayer:
			lines = append(lines, lineEnd(after, data)...)
		case after.Over():
			lines = append(lines, lang.L("Square {{.Square}} for {{.Newest}}: the collapse leaves no square open and no line, so the game ends in a draw.", data))
		case p.Results[i] == solver.Draw:
			lines = append(lines, lang.L("Square {{.Square}} for {{.Newest}}: the game goes on, and with best play on both sides it ends in a draw.", data))
		default:
			lines = append(lines, lang.L("Square {{.Square}} for {{.Newest}}: the game goes on, and with best play on both sides {{.Player}} wins.", data))
		}
	}
	choices := puzzle.Choices(s)
	if p.Results[0] == p.Results[1] {
		return append(lines, lang.L("Both choices lead to the same result."))
	}
	best := choices[0]
	if p.Results[1].For(p.Chooser) > p.Results[0].For(p.Chooser) {
		best = choices[1]
	}
	return append(lines, lang.L("So the better choice for {{.Chooser}} is square {{.Square}}.", map[string]any{"Chooser": p.Chooser, "Square": best}))
}

// lineEnd tells how a collapse that ended the game with a win ended it:
// the winner's line and, when the loser got a line too, why the winner's
// counts.
func lineEnd(after game.State, data map[string]any) []string {
	ls := after.Lines()
	data["Player"] = ls[0].Player
	data["Squares"] = i18n.List(ls[0].Squares[:])
	lines := []string{lang.L("Square {{.Square}} for {{.Newest}}: the collapse ends the game, and {{.Player}} wins with the line {{.Squares}}.", data)}
	return append(lines, otherLines(ls)...)
}

// otherLines tells the lines made with the winner's first, ls[0]: the
// winner's other line, if one move made two (student walk t17 #7: X's
// 7-8-9 untold beside its 2-5-8), and why the winner's counts where the
// loser got a line too.
func otherLines(ls []game.Line) []string {
	var lines []string
	for _, l := range ls[1:] {
		if l.Player == ls[0].Player {
			lines = append(lines, lang.L("{{.Player}} also completes the line {{.Squares}} at the same time.",
				map[string]any{"Player": l.Player, "Squares": i18n.List(l.Squares[:])}))
		}
	}
	for _, l := range ls[1:] {
		if l.Player != ls[0].Player {
			return append(lines, bothLines(ls[0], l))
		}
	}
	return lines
}

// bothLines says why the winner's line counts when one collapse gave both
// players a line.
func bothLines(win, lose game.Line) string {
	return lang.L("{{.Loser}} gets the line {{.LoseSquares}} in the same collapse, but by this app's rule the earlier line wins: the newest mark of {{.Winner}}'s line is {{.WinMark}}, older than {{.LoseMark}}.",
		map[string]any{"Loser": lose.Player, "LoseSquares": i18n.List(lose.Squares[:]), "Winner": win.Player, "WinMark": win.MaxMove, "LoseMark": lose.MaxMove})
}

// explainWin goes through every winning move: how the game goes on with
// best play, the winning line, the loser's line if the same collapse made
// one, and the loser's other collapse choice on the way.
func explainWin(p *puzzle.Puzzle, sv *solver.Solver) []string {
	s := p.State()
	names := make([]string, len(p.Wins))
	for i, a := range p.Wins {
		names[i] = moveName(s, a)
	}
	lines := []string{i18n.N("{{.Count}} moves win for {{.Player}}: {{.Moves}}.", len(p.Wins),
		map[string]any{"Count": len(p.Wins), "Player": s.ToAct(), "Moves": strings.Join(names, "; ")})}
	for _, a := range p.Wins {
		for _, l := range winLine(sv, s, []game.Action{a}, false) {
			if !slices.Contains(lines, l) { // the same both-lines reason after another move
				lines = append(lines, l)
			}
		}
	}
	return lines
}

// winLine plays the actions first, then perfect actions for both sides to
// the end, and tells it. Unless it is an alternative already, it also
// tells the first other collapse choice the loser had on the way.
func winLine(sv *solver.Solver, s game.State, first []game.Action, alternative bool) []string {
	winner := s.ToAct()
	var names []string
	var other []game.Action // the way to the loser's first other choice
	t := s
	var played []game.Action
	next := func() (game.Action, bool) {
		if len(played) < len(first) {
			return first[len(played)], true
		}
		return sv.Best(t)
	}
	for a, ok := next(); ok && !t.Over(); a, ok = next() {
		if !alternative && other == nil && a.Kind == game.Choose && t.ToAct() != winner && len(played) >= len(first) {
			c := puzzle.Choices(t)
			alt := c[0]
			if a.Squares[0] == c[0] {
				alt = c[1]
			}
			other = append(append([]game.Action(nil), played...), game.ChooseAction(alt))
		}
		if !alternative || len(played) >= len(first) { // an alternative's line goes on from its other choice
			names = append(names, moveName(t, a))
		}
		played = append(played, a)
		if _, err := t.Apply(a); err != nil {
			break
		}
	}
	ls := t.Lines()
	if len(ls) == 0 {
		return nil
	}
	data := map[string]any{"Line": strings.Join(names, ", "), "Player": ls[0].Player, "Squares": i18n.List(ls[0].Squares[:])}
	var lines []string
	if alternative {
		before := s // the position of the other choice
		for _, a := range first[:len(first)-1] {
			before.Apply(a)
		}
		data["Chooser"], data["Mark"], data["Square"] = winner.Opponent(), before.Newest(), first[len(first)-1].Squares[0]
		if len(names) == 0 {
			lines = append(lines, lang.L("If {{.Chooser}} chooses square {{.Square}} for {{.Mark}} instead, that collapse ends the game, and {{.Player}} still wins with the line {{.Squares}}.", data))
		} else {
			lines = append(lines, lang.L("If {{.Chooser}} chooses square {{.Square}} for {{.Mark}} instead, {{.Player}} still wins: {{.Line}}, with the line {{.Squares}}.", data))
		}
	} else {
		lines = append(lines, lang.L("{{.Line}}: with best play on both sides the game goes like this, and {{.Player}} wins with the line {{.Squares}}.", data))
	}
	lines = append(lines, otherLines(ls)...)
	if other != nil {
		lines = append(lines, winLine(sv, s, other, true)...)
	}
	return lines
}
