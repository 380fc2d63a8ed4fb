package practice

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game/puzzle"
)

// tapCascade taps, for each mark of cascade puzzle p but the newest, the
// option where it lands, or spooky; wrong taps the first mark's other
// option instead.
func tapCascade(t *testing.T, v *View, p *puzzle.Puzzle, wrong bool) {
	t.Helper()
	c := v.answer.(*cascadeAnswer)
	for i, m := range c.marks {
		if m == c.newest {
			continue
		}
		want := staysSpooky()
		if sq, ok := p.Landed[m]; ok {
			want = sq.String()
		}
		if wrong {
			for _, o := range c.rows[i].Options {
				if o != want {
					tapOption(t, c.rows[i], o)
					return
				}
			}
		}
		tapOption(t, c.rows[i], want)
	}
}

// The t7 student walk, Level 4: a puzzle answered by mouse, then Next
// puzzle, as if it had been checked: it was never marked, and the count
// stayed. Going on with an answer given and not checked checks it first
// and shows the verdict (a right one counts); the next press goes on. A
// puzzle left unanswered is left at once.
func TestAPuzzleAnsweredAndLeftIsCheckedFirst(t *testing.T) {
	a := newApp(t)
	ps := only(loadPuzzles(t), puzzle.Cascade)[:3]
	v, _ := newView(t, a, ps)

	tapCascade(t, v, ps[0], false)
	test.Tap(v.next.full)
	if v.index != 0 || v.verdict.Text != "Right!" || !solvedIn(a).Has(ps[0].ID) {
		t.Fatalf("Next puzzle after a right answer by mouse: puzzle %d, verdict %q, solved %v; want it checked, solved and still shown",
			v.index+1, v.verdict.Text, solvedIn(a).Has(ps[0].ID))
	}
	test.Tap(v.next.full)
	if v.index != 1 {
		t.Fatalf("Next puzzle after the verdict: puzzle %d, want 2", v.index+1)
	}

	tapCascade(t, v, ps[1], true)
	v.Key(fyne.KeyPageDown)
	if v.index != 1 || !strings.HasPrefix(v.verdict.Text, "Not quite") || solvedIn(a).Has(ps[1].ID) {
		t.Fatalf("Page Down after a wrong answer: puzzle %d, verdict %q; want it checked, not solved, still shown", v.index+1, v.verdict.Text)
	}
	v.Key(fyne.KeyPageDown)
	if v.index != 2 {
		t.Fatalf("Page Down after the verdict: puzzle %d, want 3", v.index+1)
	}

	test.Tap(v.prev.full)
	if v.index != 1 || v.verdict.Text != "" {
		t.Errorf("Previous puzzle with nothing answered: puzzle %d, verdict %q; want puzzle 2 at once", v.index+1, v.verdict.Text)
	}
}
