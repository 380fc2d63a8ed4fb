package practice

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/ui/i18n"
)

// level is where a level's puzzles are in the list.
type level struct{ first, size int }

// levelsOf finds the levels of puzzles, which come level by level.
func levelsOf(puzzles []*puzzle.Puzzle) []level {
	var out []level
	for i, p := range puzzles {
		for len(out) < p.Level {
			out = append(out, level{first: i})
		}
		out[p.Level-1].size++
	}
	return out
}

// toOpen is how many puzzles of a level of size n open the next level:
// two in three, but never more than three, so that a student who knows a
// kind of puzzle from the lessons soon meets the next kind (the t13 walk:
// with five to solve, levels 1 and 2 felt like the same two kinds over
// and over before "which move closes a cycle" came).
func toOpen(n int) int { return min(3, (2*n+2)/3) }

// solvedIn returns how many puzzles of level n (from 1) are solved.
func (v *View) solvedIn(n int) int {
	l, k := v.levels[n-1], 0
	for _, p := range v.puzzles[l.first : l.first+l.size] {
		if v.solved[p.ID] {
			k++
		}
	}
	return k
}

// levelOpen reports whether level n (from 1) is open: the first always,
// each other once toOpen of the level before it are solved.
func (v *View) levelOpen(n int) bool {
	return n <= 1 || v.solvedIn(n-1) >= toOpen(v.levels[n-2].size)
}

// levelTitle names level n in the language in force.
func levelTitle(n int) string {
	switch n {
	case 1:
		return lang.L("Entangled marks")
	case 2:
		return lang.L("Counting boards")
	case 3:
		return lang.L("Closing a cycle")
	case 4:
		return lang.L("A collapse, step by step")
	case 5:
		return lang.L("Where a mark can land")
	case 6:
		return lang.L("Who chooses")
	case 7:
		return lang.L("Longer collapses, more boards")
	case 8:
		return lang.L("Winning moves")
	case 9:
		return lang.L("Everything so far")
	}
	return lang.L("Thinking ahead")
}

// levelLearn says in one sentence what level n teaches.
func levelLearn(n int) string {
	switch n {
	case 1:
		return lang.L("What you learn here: marks are entangled when shared squares link them, directly or through other marks.")
	case 2:
		return lang.L("What you learn here: a group over n squares can settle in n ways, and the ways of separate groups multiply.")
	case 3:
		return lang.L("What you learn here: a move closes a cycle when its two squares are already linked through spooky marks.")
	case 4:
		return lang.L("What you learn here: once the newest mark's square is chosen, each mark of the cycle and each mark attached to it has one square left, one after another.")
	case 5:
		return lang.L("What you learn here: the choice decides where each mark of the cycle lands, while a mark attached to the cycle lands in the same square either way.")
	case 6:
		return lang.L("What you learn here: the player who did not close the cycle chooses, so look at what each choice gives before you close one.")
	case 7:
		return lang.L("What you learn here: larger groups settle and count the same way, one square left at a time and the ways of separate groups multiplied.")
	case 8:
		return lang.L("What you learn here: a winning move wins whatever the other player does, and there may be more than one.")
	case 9:
		return lang.L("What you learn here: entanglement, cycles and collapses on fuller boards.")
	}
	return lang.L("What you learn here: look through the collapses to the end; when one collapse gives both players a line, the line whose newest mark is older wins (this app's rule).")
}

// ShowLevels shows the list of levels in place of the puzzle: each with
// what it teaches and how many of its puzzles are solved, or what opens it.
func (v *View) ShowLevels() {
	v.levelList.Objects = []fyne.CanvasObject{&widget.Label{Text: lang.L("Levels"), SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Bold: true}}}
	for i, l := range v.levels {
		n := i + 1
		name := lang.L("Level {{.Level}}: {{.Title}}", map[string]any{"Level": n, "Title": levelTitle(n)})
		var status string
		bt := widget.NewButtonWithIcon(name, theme.NavigateNextIcon(), func() { v.open(v.firstUnsolvedIn(n)) })
		bt.Alignment = widget.ButtonAlignLeading
		if v.levelOpen(n) {
			k := v.solvedIn(n)
			status = i18n.N("Solved: {{.Count}} of {{.Total}} puzzles.", k, map[string]any{"Count": k, "Total": l.size})
			if n == v.puzzles[v.index].Level {
				bt.Importance = widget.HighImportance
			}
		} else {
			bt.SetIcon(nil)
			bt.Disable()
			need := toOpen(v.levels[n-2].size) - v.solvedIn(n-1)
			status = i18n.N("Locked: solve {{.Count}} more puzzles of level {{.Level}} to open it.", need, map[string]any{"Count": need, "Level": n - 1})
		}
		v.levelList.Add(bt)
		v.levelList.Add(container.NewPadded(wrapped(levelLearn(n) + "\n" + status)))
	}
	v.levelList.Refresh()
	v.scroll.Hide()
	v.asked.Hide()
	v.levelScroll.Show()
	v.levelScroll.ScrollToTop()
}

// firstUnsolvedIn returns the first puzzle of level n not yet solved, or
// the level's first.
func (v *View) firstUnsolvedIn(n int) int {
	l := v.levels[n-1]
	for i := l.first; i < l.first+l.size; i++ {
		if !v.solved[v.puzzles[i].ID] {
			return i
		}
	}
	return l.first
}
