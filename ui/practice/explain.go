package practice

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/narrate"
)

// Title returns the puzzle's title in the language in force.
func Title(p *puzzle.Puzzle) string {
	switch p.Kind {
	case puzzle.Cascade:
		return lang.L("Where the marks land")
	case puzzle.Count:
		return lang.L("How many boards")
	}
	return lang.L("Winning moves")
}

// Question returns the puzzle's question in the language in force; in
// English it is the file's #? line.
func Question(p *puzzle.Puzzle) string {
	s := p.State()
	switch p.Kind {
	case puzzle.Cascade:
		return lang.L("{{.Chooser}} chooses square {{.Square}} for {{.Mark}}. In which square does each mark of the collapse become classical?",
			map[string]any{"Chooser": s.Newest().Player().Opponent(), "Square": p.Choice, "Mark": s.Newest()})
	case puzzle.Count:
		return lang.L("How many classical boards could the spooky marks on this board still collapse to?")
	}
	return lang.L("{{.Player}} to move. Which moves win for {{.Player}}, whatever {{.Opponent}} does afterwards? Find them all.",
		map[string]any{"Player": s.ToAct(), "Opponent": s.ToAct().Opponent()})
}

// Explanation returns the explanation of the puzzle's answer, as the
// practice view shows it after a check.
func Explanation(p *puzzle.Puzzle, sv *solver.Solver) string {
	switch p.Kind {
	case puzzle.Cascade:
		return explainCascade(p)
	case puzzle.Count:
		return explainCount(p.State())
	}
	return explainWin(p, sv)
}

// explainCascade tells the collapse mark by mark.
func explainCascade(p *puzzle.Puzzle) string {
	after := p.State()
	cascade, _ := after.Apply(game.ChooseAction(p.Choice))
	lines := narrate.Narrate(after, cascade, false)
	var spooky []game.Mark
	for m := game.Mark(1); m <= after.Newest(); m++ {
		if after.IsSpooky(m) {
			spooky = append(spooky, m)
		}
	}
	if len(spooky) > 0 {
		lines = append(lines, i18n.N("{{.Marks}} are not entangled with the cycle, so they stay spooky.", len(spooky), map[string]any{"Marks": i18n.List(spooky)}))
	}
	return strings.Join(lines, "\n")
}

// explainCount works the boards out group by group.
func explainCount(s game.State) string {
	lines := []string{lang.L("An entangled group always has one square more than it has marks. On each board one of its squares stays empty, and that decides where every mark of the group is: so a group over n squares can settle in n ways.")}
	var factors []string
	for _, g := range s.Groups() {
		n := len(g.Squares)
		factors = append(factors, strconv.Itoa(n))
		lines = append(lines, i18n.N("{{.Marks}} in squares {{.Squares}}: {{.Count}} ways.", n,
			map[string]any{"Marks": i18n.List(g.Marks), "Squares": i18n.List(g.Squares), "Count": n}))
	}
	total := s.Ensemble().Len()
	if len(factors) > 1 {
		lines = append(lines, i18n.N("Separate groups settle independently, so their ways multiply: {{.Product}} = {{.Count}} possible boards.", total,
			map[string]any{"Product": strings.Join(factors, " × "), "Count": total}))
	} else {
		lines = append(lines, i18n.N("So this position could still collapse to {{.Count}} classical boards.", total, map[string]any{"Count": total}))
	}
	return strings.Join(lines, "\n")
}

// explainWin names the winning moves and, for the first, how the game
// goes on with best play until its win.
func explainWin(p *puzzle.Puzzle, sv *solver.Solver) string {
	s := p.State()
	names := make([]string, len(p.Wins))
	for i, a := range p.Wins {
		names[i] = moveName(s, a)
	}
	lines := []string{lang.L("The moves that win for {{.Player}}: {{.Moves}}.", map[string]any{"Player": s.ToAct(), "Moves": strings.Join(names, ", ")})}
	line, end := bestLine(sv, s, p.Wins[0])
	lines = append(lines, lang.L("For example {{.Line}}: with best play on both sides the game goes like this, and {{.Player}} wins.",
		map[string]any{"Line": strings.Join(line, ", "), "Player": end.Winner()}))
	if w := end.Lines(); len(w) > 0 {
		lines = append(lines, lang.L("{{.Player}}'s line: squares {{.Squares}}.", map[string]any{"Player": w[0].Player, "Squares": i18n.List(w[0].Squares[:])}))
	}
	return strings.Join(lines, "\n")
}

// bestLine plays first in s and then perfect actions for both sides until
// the game ends, and returns the actions' names and the final position.
func bestLine(sv *solver.Solver, s game.State, first game.Action) ([]string, game.State) {
	var names []string
	for a, ok := first, true; ok; a, ok = sv.Best(s) {
		names = append(names, moveName(s, a))
		if _, err := s.Apply(a); err != nil {
			break
		}
	}
	return names, s
}
