// Package narrate words what is happening on the board for the teaching
// side and for worksheets: a few sentences each on superposition,
// entanglement and collapse, naming the marks and squares of the position,
// a collapse's cascade told mark by mark, and the question a position or
// a lesson's step asks the class, with its answer (Ask, StepQuestion). It
// needs no display: its words come from the translations in force.
package narrate

import (
	"slices"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
)

// Topic is one of the three ideas the panel explains.
type Topic int

// The topics, in the order the panel shows them. NoTopic means no section
// applies right now.
const (
	NoTopic Topic = iota
	Superposition
	Entanglement
	Collapse
)

// Moment is everything the panel explains at one time.
type Moment struct {
	State   game.State
	Cascade []game.Landing // the collapse that led to State, nil if the last action was not a collapse
	Hover   game.Square    // the square under the pointer, game.NoSquare if none
	Chance  bool           // a coin, not the player, decides each collapse
	Asking  bool           // a lesson's question waits for the class's answer
	// Experiment says that a real experiment (lesson 7's two paths) stands
	// in place of the board, which is then not on screen.
	Experiment bool
}

// Explanation is the panel's text for one moment: a few sentences per
// topic, and the topic that applies to the board now.
type Explanation struct {
	Active        Topic
	Superposition []string
	Entanglement  []string
	Collapse      []string
}

// Explain words what is happening on the board in m, naming its marks and
// squares. While a question waits for the class (m.Asking), it says only
// that, once, since any sentence on the position could give the answer
// away; while an experiment stands in place of the board (m.Experiment),
// it says only what is on screen.
func Explain(m Moment) Explanation {
	if m.Asking {
		return Explanation{Superposition: []string{lang.L("A question waits for an answer first: the explanation shows once the answer is out.")}}
	}
	if m.Experiment { // a board no one sees is not explained (student walk t17 #3)
		return Explanation{Active: Superposition, Superposition: []string{lang.L("In place of the board: a real experiment with photons, not a game position, so it has no marks. This tab speaks of the board again once the board is back.")}}
	}
	s := m.State
	focus := m.Focus()
	e := Explanation{
		Superposition: superposition(s, focus),
		Entanglement:  entanglement(s, focus),
		Collapse:      collapse(m),
	}
	_, pending := s.Cycle()
	switch {
	case pending || len(m.Cascade) > 0:
		e.Active = Collapse
	case len(focus.Marks) == 1:
		e.Active = Superposition
	case len(focus.Marks) > 1 || len(entangledGroups(s)) > 0:
		e.Active = Entanglement
	case len(SpookyMarks(s)) > 0 || s.Phase() == game.PhasePlaceFinal:
		e.Active = Superposition
	}
	return e
}

// Focus returns the entangled group under the pointer, or an empty group
// if the pointer is not on a square with spooky marks.
func (m Moment) Focus() game.Group {
	if !m.Hover.Valid() {
		return game.Group{}
	}
	return m.State.Group(m.Hover)
}

func superposition(s game.State, focus game.Group) []string {
	if s.Phase() == game.PhasePlaceFinal {
		return []string{lang.L("One square is left, so the ninth mark goes there as a classical mark: with only one square left, it cannot be spooky.")}
	}
	spooky := SpookyMarks(s)
	if len(spooky) == 0 {
		if s.Moves() == 0 || s.Over() {
			return []string{lang.L("Each move writes one mark as a pair of spooky marks in two squares. Which square it ends up in is not settled yet: both stay possible until a collapse settles it. In the game, this stands for superposition; a real superposition is more than this (lesson 7).")}
		}
		return []string{lang.L("No spooky mark is left: every mark on the board is classical.")}
	}
	if s.Over() {
		n := len(spooky)
		return []string{i18n.N("The game is over: {{.Count}} marks are still spooky, and no collapse will settle them.", n, map[string]any{"Count": n})}
	}
	m := spooky[len(spooky)-1]
	if len(focus.Marks) > 0 {
		m = focus.Marks[len(focus.Marks)-1]
	}
	a, b := s.Pair(m)
	lines := []string{lang.L("{{.Mark}}'s spooky marks are in squares {{.A}} and {{.B}}: both squares stay possible for {{.Mark}} until a collapse settles it.",
		map[string]any{"Mark": m, "A": a, "B": b})}
	if n := len(spooky); n > 1 {
		lines = append(lines, i18n.N("{{.Count}} marks on the board are still spooky.", n, map[string]any{"Count": n}))
	}
	return lines
}

func entanglement(s game.State, focus game.Group) []string {
	groups := entangledGroups(s)
	if len(groups) == 0 {
		return []string{lang.L("Marks become entangled when their pairs share a square: then where one ends up limits where the others can end up.")}
	}
	if len(focus.Marks) > 1 {
		for i, g := range groups {
			if g.Squares[0] == focus.Squares[0] {
				groups[0], groups[i] = groups[i], groups[0]
			}
		}
	}
	var lines []string
	for _, g := range groups {
		lines = append(lines, lang.L("{{.Marks}} are entangled: their spooky marks lie in squares {{.Squares}}.",
			map[string]any{"Marks": i18n.List(g.Marks), "Squares": i18n.List(g.Squares)}))
	}
	return lines
}

func collapse(m Moment) []string {
	s := m.State
	var lines []string
	if c, ok := s.Cycle(); ok {
		newest := s.Newest()
		a, b := s.Pair(newest)
		data := map[string]any{"Chooser": s.ToAct(), "Mark": newest, "A": a, "B": b, "Squares": i18n.List(c.Squares)}
		if m.Chance {
			lines = append(lines, lang.L("By the game's rule this cycle collapses now: a coin toss decides where {{.Mark}} lands.", data))
		} else {
			lines = append(lines, lang.L("By the game's rule this cycle collapses now: {{.Chooser}} chooses where {{.Mark}} lands.", data))
		}
		lines = append(lines,
			lang.L("The cycle runs through squares {{.Squares}}.", data),
			lang.L("{{.Mark}} lands in square {{.A}} or square {{.B}}, and every mark entangled with it becomes classical.", data))
	} else if len(m.Cascade) > 0 {
		lines = Narrate(s, m.Cascade, m.Chance)
	} else {
		lines = append(lines, lang.L("Marks form a cycle when, followed from square to square without using any pair twice, they lead back to where they started. By the game's rule a cycle collapses at once: each of its marks, and each mark linked to it through shared squares, becomes classical, a big ordinary mark in one square. In the game, a collapse stands for a measurement."))
	}
	if m.Chance {
		return append(lines, lang.L("Coin variant: a fair coin decides every collapse."))
	}
	return append(lines, lang.L("Rule: the player who did not close the cycle chooses the collapse."))
}

// Choice says who decided that the newest mark m of a collapse lands in
// square sq: the player who did not close the cycle, or in a game of
// chance the coin.
func Choice(m game.Mark, sq game.Square, chance bool) string {
	if chance {
		return lang.L("The coin toss settled it: {{.Mark}} lands in square {{.Square}}.", map[string]any{"Square": sq, "Mark": m})
	}
	return lang.L("{{.Chooser}} chose square {{.Square}} for {{.Mark}}.",
		map[string]any{"Chooser": m.Player().Opponent(), "Square": sq, "Mark": m})
}

// Narrate tells the collapse cascade that led to s as one short story:
// who chose (or that the coin decided) where the newest mark landed, the
// first mark that followed with why, and the rest together in one
// sentence, in the order the marks became classical (a single mark left
// is told in full). Worksheets print it as the answer to a prediction.
func Narrate(s game.State, cascade []game.Landing, chance bool) []string {
	const told = 3 // the choice and the first two marks that followed
	lines := Steps(cascade, chance)
	if len(cascade) == told && cascade[1].PushedBy == cascade[2].PushedBy {
		// One mark left both others one square each: one sentence, not
		// the same clause twice (the t9 walk: "X3 became classical in
		// square 1, so …" twice in a row).
		by := cascade[1].PushedBy
		taken := cascade[slices.IndexFunc(cascade, func(l game.Landing) bool { return l.Mark == by })].Square
		return []string{lines[0], lang.L("{{.By}} became classical in square {{.Taken}}, so each of these marks had only one square left: {{.Landings}}.",
			map[string]any{"By": by, "Taken": taken, "Landings": i18n.List([]landing{landing(cascade[1]), landing(cascade[2])})})}
	}
	if len(cascade) <= told {
		return lines
	}
	rest := make([]landing, len(cascade)-2)
	for i, l := range cascade[2:] {
		rest[i] = landing(l)
	}
	return append(lines[:2],
		i18n.N("In the same way, {{.Count}} more marks became classical, each in the only square left to it: {{.Landings}}.", len(rest),
			map[string]any{"Count": len(rest), "Landings": i18n.List(rest)}))
}

// Steps tells a collapse cascade mark by mark, each with the mark whose
// landing left it only one square: what a puzzle on the cascade explains.
func Steps(cascade []game.Landing, chance bool) []string {
	landed := map[game.Mark]game.Square{}
	lines := make([]string, len(cascade))
	for i, l := range cascade {
		landed[l.Mark] = l.Square
		if l.PushedBy == 0 {
			lines[i] = Choice(l.Mark, l.Square, chance)
			continue
		}
		lines[i] = lang.L("{{.By}} became classical in square {{.Taken}}, so square {{.Square}} was the only one left for {{.Mark}}.",
			map[string]any{"By": l.PushedBy, "Taken": landed[l.PushedBy], "Mark": l.Mark, "Square": l.Square})
	}
	return lines
}

// landing names where one mark of a cascade became classical, as an item
// of a list.
type landing game.Landing

func (l landing) String() string {
	return lang.L("{{.Mark}} in square {{.Square}}", map[string]any{"Mark": l.Mark, "Square": l.Square})
}

// Boards says how many classical boards position s, e its possible
// boards, could still collapse to, and that counting them gives no odds.
// While a lesson's question waits for the class (asking), it leaves out
// what the count means, which may be what the question asks.
func Boards(s game.State, e game.Ensemble, asking bool) string {
	n := e.Len()
	switch {
	case s.Moves() == 0:
		return lang.L("No mark is on the board yet: the empty board is the only possible board.")
	case n == 1:
		return lang.L("Every mark is classical: this board is the only one.")
	case s.Over():
		return i18n.N("The game is over, and no collapse will settle the marks still spooky: {{.Count}} boards stay possible.", n, map[string]any{"Count": n})
	}
	count := i18n.N("There are {{.Count}} possible boards: the spooky marks could still end up as any of them.", n, map[string]any{"Count": n})
	if asking {
		return count
	}
	return count + "\n" + lang.L("These are possibilities: counting them gives no odds.")
}

// Counts says on how many of the possible boards e of position s the
// spooky mark m is in each of its two squares: counts, not odds, which
// it leaves out while a lesson's question waits for the class (asking),
// as Boards does. A mark that a pending collapse has left a single square
// is said to be so.
func Counts(s game.State, e game.Ensemble, m game.Mark, asking bool) string {
	a, b := s.Pair(m)
	n := e.Len()
	if e.Count(m, a) == 0 {
		a, b = b, a
	}
	if e.Count(m, b) == 0 {
		return i18n.N("{{.Mark}} is still spooky, but it is in square {{.A}} on each of the {{.Count}} possible boards: square {{.B}} is no longer possible for it.", n,
			map[string]any{"Mark": m, "A": a, "B": b, "Count": n})
	}
	count := i18n.N("{{.Mark}} is in square {{.A}} on {{.CountA}} of the {{.Count}} possible boards and in square {{.B}} on {{.CountB}} of them.", n,
		map[string]any{"Mark": m, "A": a, "CountA": e.Count(m, a), "B": b, "CountB": e.Count(m, b), "Count": n})
	if asking {
		return count
	}
	return count + " " + lang.L("These are counts, not probabilities.")
}

// SpookyMarks returns the marks still in superposition, in move order.
func SpookyMarks(s game.State) []game.Mark {
	var marks []game.Mark
	for m := game.Mark(1); m <= s.Newest(); m++ {
		if s.IsSpooky(m) {
			marks = append(marks, m)
		}
	}
	return marks
}

// entangledGroups returns the groups in which two or more marks are
// entangled, ordered by their smallest square.
func entangledGroups(s game.State) []game.Group {
	var groups []game.Group
	for _, g := range s.Groups() {
		if len(g.Marks) > 1 {
			groups = append(groups, g)
		}
	}
	return groups
}
