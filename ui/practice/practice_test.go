package practice

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/style"
)

func loadPuzzles(t *testing.T) []*puzzle.Puzzle {
	t.Helper()
	ps, err := puzzle.Load(assets.PuzzleFiles())
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestEnglishTextIsTheFiles: the app composes each question from its kind
// and position; in English that must be the file's own #title and #? text.
func TestEnglishTextIsTheFiles(t *testing.T) {
	test.NewTempApp(t)
	for _, p := range loadPuzzles(t) {
		if Title(p) != p.Title || Question(p) != p.Question {
			t.Errorf("%s: the app asks %q: %q, the file %q: %q", p.Name, Title(p), Question(p), p.Title, p.Question)
		}
	}
}

// TestCountExplanationAddsUp: the explanation's groups multiply to the
// engine's count for every count puzzle.
func TestCountExplanationAddsUp(t *testing.T) {
	test.NewTempApp(t)
	for _, p := range loadPuzzles(t) {
		if p.Kind != puzzle.Count {
			continue
		}
		n := 1
		for _, g := range p.State().Groups() {
			n *= len(g.Squares)
		}
		text := explainCount(p.State())
		if n != p.Boards || !strings.Contains(text, strconv.Itoa(p.Boards)+" ") {
			t.Errorf("%s: groups multiply to %d, the answer is %d; explanation %q", p.Name, n, p.Boards, text)
		}
	}
}

// newApp returns a test app with the app's theme, whose colours the board draws with.
func newApp(t *testing.T) fyne.App {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(style.Theme{})
	return a
}

// newView opens the practice in a window, over a store of fresh preferences.
func newView(t *testing.T, a fyne.App, ps []*puzzle.Puzzle) (*View, fyne.Window) {
	t.Helper()
	v := New(ps, settings.NewStore(a.Preferences()), solver.New())
	w := test.NewWindow(v.Content())
	w.Resize(fyne.NewSize(1000, 700))
	t.Cleanup(w.Close)
	return v, w
}

func only(ps []*puzzle.Puzzle, kind puzzle.Kind) []*puzzle.Puzzle {
	var out []*puzzle.Puzzle
	for _, p := range ps {
		if p.Kind == kind {
			out = append(out, p)
		}
	}
	return out
}

// tapOption taps the option called label of a radio group, as a mouse does.
func tapOption(t *testing.T, r *widget.RadioGroup, label string) {
	t.Helper()
	for _, o := range test.WidgetRenderer(r).Objects() {
		if item, ok := o.(fyne.Tappable); ok && uitest.ShownText(o) == label {
			item.Tapped(&fyne.PointEvent{})
			return
		}
	}
	t.Fatalf("no option %q in %v", label, r.Options)
}

func TestCascadeAnsweredByMouseThenKeptAcrossStarts(t *testing.T) {
	a := newApp(t)
	ps := only(loadPuzzles(t), puzzle.Cascade)[:3]
	v, _ := newView(t, a, ps)
	p := ps[0]
	c := v.answer.(*cascadeAnswer)
	for i, m := range c.marks {
		if m == p.State().Newest() {
			continue
		}
		want := staysSpooky()
		if sq, ok := p.Landed[m]; ok {
			want = squareName(sq)
		}
		tapOption(t, c.rows[i], want)
	}
	test.Tap(v.check)
	if v.verdict.Text != "Right!" || !strings.Contains(v.explanation.Text, "chose square") {
		t.Fatalf("after the right answer: %q, %q", v.verdict.Text, v.explanation.Text)
	}
	if !strings.Contains(v.progress.Text, "Solved: 1 of 3 puzzles.") {
		t.Errorf("progress %q, want 1 of 3 solved", v.progress.Text)
	}
	// A new start over the same preferences opens the next puzzle unsolved.
	again, _ := newView(t, a, ps)
	if again.Index() != 1 || !strings.Contains(again.progress.Text, "Solved: 1 of 3") {
		t.Errorf("a new start opens puzzle %d with %q, want the second and 1 solved", again.Index()+1, again.progress.Text)
	}
}

func TestCascadeWrongAnswerByKeysIsExplained(t *testing.T) {
	a := newApp(t)
	ps := only(loadPuzzles(t), puzzle.Cascade)
	p := ps[len(ps)-1] // the hardest
	v, _ := newView(t, a, []*puzzle.Puzzle{p})
	c := v.answer.(*cascadeAnswer)
	// Every mark in its first square: the newest mark's landing decides
	// the others, so this cannot be right for all of them.
	for i, m := range c.marks {
		if m != p.State().Newest() {
			a, _ := p.State().Pair(m)
			v.Key(fyne.KeyName(a.String()))
			if c.rows[i].Selected == "" {
				t.Fatalf("key %v left %v unanswered", a, m)
			}
		}
	}
	v.Key(fyne.KeyReturn)
	if c.correct() || v.verdict.Text != "Not quite. Here is how it goes:" || v.store.Get().Solved.Has(p.Name) {
		t.Errorf("a wrong answer: right %v, verdict %q, solved %v", c.correct(), v.verdict.Text, v.store.Get().Solved.Has(p.Name))
	}
	if lines := strings.Count(v.explanation.Text, "\n") + 1; lines < len(p.Landed) {
		t.Errorf("the explanation tells %d steps of a cascade of %d marks: %q", lines, len(p.Landed), v.explanation.Text)
	}
	test.Tap(v.retry)
	if v.verdict.Text != "" || c == v.answer {
		t.Error("Try again does not start the puzzle afresh")
	}
}

func TestCountTypedThenWrongThenRight(t *testing.T) {
	a := newApp(t)
	ps := only(loadPuzzles(t), puzzle.Count)
	p := ps[len(ps)-1]
	v, w := newView(t, a, []*puzzle.Puzzle{p})
	entry := v.answer.(*countAnswer).entry
	w.Canvas().Focus(entry)
	test.Type(entry, strconv.Itoa(p.Boards+1))
	entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if v.verdict.Text != "Not quite. Here is how it goes:" {
		t.Errorf("a wrong count: %q", v.verdict.Text)
	}
	if !strings.Contains(v.explanation.Text, " = "+strconv.Itoa(p.Boards)+" possible boards.") {
		t.Errorf("explanation %q does not multiply the groups to %d", v.explanation.Text, p.Boards)
	}
	test.Tap(v.retry)
	entry = v.answer.(*countAnswer).entry
	for _, d := range strconv.Itoa(p.Boards) {
		v.Key(fyne.KeyName(string(d))) // the number keys, with the entry not focused
	}
	test.Tap(v.check)
	if v.verdict.Text != "Right!" || entry.Text != strconv.Itoa(p.Boards) {
		t.Errorf("the right count %q: %q", entry.Text, v.verdict.Text)
	}
}

// tapSquare taps the middle of square sq of the practice board.
func tapSquare(v *View, sq game.Square) {
	side := v.board.Size().Width
	cell := side / 3
	test.TapAt(v.board, fyne.NewPos((float32(sq.Col())+0.5)*cell, (float32(sq.Row())+0.5)*cell))
}

func TestWinMovesPickedOnTheBoard(t *testing.T) {
	a := newApp(t)
	ps := only(loadPuzzles(t), puzzle.Win)
	var p *puzzle.Puzzle
	for _, q := range ps {
		if len(q.Wins) >= 2 {
			p = q
			break
		}
	}
	v, _ := newView(t, a, []*puzzle.Puzzle{p})
	w := v.answer.(*winAnswer)
	for _, m := range p.Wins {
		tapSquare(v, m.Squares[0])
		tapSquare(v, m.Squares[1])
	}
	// A move picked and taken back again.
	var other game.Action
	for _, act := range p.State().Legal() {
		if !containsAction(p.Wins, act) {
			other = act
			break
		}
	}
	v.Key(fyne.KeyName(other.Squares[0].String()))
	v.Key(fyne.KeyName(other.Squares[1].String()))
	if len(w.picked) != len(p.Wins)+1 {
		t.Fatalf("picked %v", w.picked)
	}
	v.Key(fyne.KeyName(other.Squares[1].String()))
	v.Key(fyne.KeyName(other.Squares[0].String()))
	if !w.correct() {
		t.Fatalf("picked %v, want %v", w.picked, p.Wins)
	}
	v.Key(fyne.KeyEnter)
	if v.verdict.Text != "Right!" || !strings.Contains(v.explanation.Text, "wins.") || !strings.Contains(v.explanation.Text, "'s line: squares") {
		t.Errorf("verdict %q, explanation %q", v.verdict.Text, v.explanation.Text)
	}
}

func containsAction(acts []game.Action, a game.Action) bool {
	for _, b := range acts {
		if a == b {
			return true
		}
	}
	return false
}

func TestKeysStepThroughAndClose(t *testing.T) {
	a := newApp(t)
	ps := loadPuzzles(t)
	v, _ := newView(t, a, ps)
	closed := false
	v.OnClose = func() { closed = true }
	v.Key(fyne.KeyPageDown)
	v.Key(fyne.KeyPageDown)
	if v.Index() != 2 || !strings.HasPrefix(v.heading.Text, "Puzzle 3 of "+strconv.Itoa(len(ps))) {
		t.Errorf("two Page Downs: puzzle %d, %q", v.Index()+1, v.heading.Text)
	}
	v.Key(fyne.KeyPageUp)
	if v.Index() != 1 {
		t.Errorf("Page Up: puzzle %d", v.Index()+1)
	}
	v.Key(fyne.KeyEscape)
	if !closed {
		t.Error("Escape does not close the practice")
	}
}

// In every language, at the window's first size, each puzzle's panel gets
// at least the width it needs beside the board: no question, option or
// button is cut at the window's right edge.
func TestEveryPuzzleFitsBesideTheBoardInEveryLanguage(t *testing.T) {
	ps := loadPuzzles(t)
	t.Cleanup(func() {
		if err := i18n.Load("en"); err != nil { // the other tests read English
			t.Error(err)
		}
	})
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			t.Setenv("LANGUAGE", "") // i18n.Load sets it
			if err := i18n.Load(l.Tag); err != nil {
				t.Fatal(err)
			}
			v, w := newView(t, newApp(t), ps)
			w.Resize(fyne.NewSize(1000, 640))
			panel := v.content.(*fyne.Container).Objects[1].(*fyne.Container).Objects[1]
			for i, p := range ps {
				v.open(i)
				if need, got := panel.MinSize().Width, panel.Size().Width; got < need {
					t.Errorf("%s: the panel needs %.0f wide, gets %.0f", p.Name, need, got)
				}
			}
		})
	}
}
