package practice

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/narrate"
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
		text := strings.Join(explainCount(p.State()), "\n")
		if n != p.Boards || !strings.Contains(text, strconv.Itoa(p.Boards)+" ") {
			t.Errorf("%s: groups multiply to %d, the answer is %d; explanation %q", p.Name, n, p.Boards, text)
		}
	}
}

// TestCountExplanationHoldsWhileACollapseWaits: a group whose cycle waits
// to collapse has as many squares as marks and settles in 2 ways, and the
// explanation says so and still multiplies to the engine's count.
func TestCountExplanationHoldsWhileACollapseWaits(t *testing.T) {
	test.NewTempApp(t)
	var s game.State
	for _, a := range []game.Action{game.PlaceAction(1, 2), game.PlaceAction(2, 5), game.PlaceAction(7, 8),
		game.PlaceAction(2, 3), game.PlaceAction(3, 1)} {
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := s.Cycle(); !ok {
		t.Fatal("X5 should have closed the cycle 1-2-3")
	}
	text := strings.Join(explainCount(s), "\n")
	if n := s.Ensemble().Len(); n != 4 {
		t.Fatalf("the engine counts %d boards, want 4", n)
	}
	for _, want := range []string{"that has not closed a cycle has one square more",
		"X1, O2, O4 and X5 in squares 1, 2, 3 and 5 make a group that holds a closed cycle", "only 2 ways", "where X5 can land",
		"The group X3 (squares 7 and 8) can settle in 2 ways.", "2 × 2 = 4 possible boards"} {
		if !strings.Contains(text, want) {
			t.Errorf("the explanation lacks %q:\n%s", want, text)
		}
	}
}

// newApp returns a test app with the app's theme, whose colours the board draws with.
func newApp(t *testing.T) fyne.App {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(style.Theme{})
	return a
}

// newView opens the practice in a window as the shell does: with the
// puzzles solved kept in a store over a's preferences.
func newView(t *testing.T, a fyne.App, ps []*puzzle.Puzzle) (*View, fyne.Window) {
	t.Helper()
	store := settings.NewStore(a.Preferences())
	v := New(ps, store.Get().Solved.Names(), store.Get().Shown.Names(), solver.New())
	v.OnSolved = func(name string) {
		store.Update(func(s *settings.Settings) { s.Solved = s.Solved.With(name) })
	}
	v.OnShown = func(name string) {
		store.Update(func(s *settings.Settings) { s.Shown = s.Shown.With(name) })
	}
	w := test.NewWindow(v.Content())
	w.Resize(fyne.NewSize(1000, 700))
	t.Cleanup(w.Close)
	return v, w
}

// solvedIn reads the puzzles solved as the next start of the app would.
func solvedIn(a fyne.App) settings.Names { return settings.NewStore(a.Preferences()).Get().Solved }

func only(ps []*puzzle.Puzzle, kind puzzle.Kind) []*puzzle.Puzzle {
	var out []*puzzle.Puzzle
	for _, p := range ps {
		if p.Kind == kind {
			out = append(out, p)
		}
	}
	return out
}

// tapOption taps the option called label of a row of options, as a mouse
// does.
func tapOption(t *testing.T, r *optionRow, label string) {
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
			want = sq.String()
		}
		tapOption(t, c.rows[i], want)
	}
	test.Tap(v.check.full)
	if v.verdict.Text != "Right!" || !strings.Contains(v.explanation.Text, "chose square") {
		t.Fatalf("after the right answer: %q, %q", v.verdict.Text, v.explanation.Text)
	}
	if !strings.Contains(v.progress.Text, "Solved: 1 of 3 puzzles, this one among them.") || !solvedIn(a).Has(p.ID) {
		t.Errorf("progress %q, want 1 of 3 solved", v.progress.Text)
	}
	// A new start over the same preferences opens the next puzzle unsolved.
	again, _ := newView(t, a, ps)
	if again.index != 1 || !strings.Contains(again.progress.Text, "Solved: 1 of 3") {
		t.Errorf("a new start opens puzzle %d with %q, want the second and 1 solved", again.index+1, again.progress.Text)
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
	if c.correct() || v.verdict.Text != "Not quite. Try again, or show the answer." || solvedIn(a).Has(p.ID) {
		t.Errorf("a wrong answer: right %v, verdict %q, solved %v", c.correct(), v.verdict.Text, solvedIn(a).Has(p.ID))
	}
	if v.explanation.Text != Nudge(p) {
		t.Errorf("a wrong answer gives more than a hint: %q", v.explanation.Text)
	}
	test.Tap(v.show.full)
	if lines := strings.Count(v.explanation.Text, "\n") + 1; lines < len(p.Landed) {
		t.Errorf("the explanation tells %d steps of a cascade of %d marks: %q", lines, len(p.Landed), v.explanation.Text)
	}
	picked := make([]string, len(c.rows))
	for i, r := range c.rows {
		picked[i] = r.Selected
	}
	test.Tap(v.retry.full)
	if v.verdict.Text != "" || v.explanation.Text != "" || c != v.answer || v.check.full.Disabled() {
		t.Error("Try again does not open the answer again")
	}
	for i, r := range c.rows { // the walk t9 #13: Try again cleared the ticks
		if r.Selected != picked[i] || r.Disabled() != (c.marks[i] == p.State().Newest()) {
			t.Errorf("after Try again %v's row holds %q (disabled %v), want %q as the student left it, open", c.marks[i], r.Selected, r.Disabled(), picked[i])
		}
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
	if v.verdict.Text != "Not quite. Try again, or show the answer." {
		t.Errorf("a wrong count: %q", v.verdict.Text)
	}
	test.Tap(v.show.full)
	if !strings.Contains(v.explanation.Text, " = "+strconv.Itoa(p.Boards)+" possible boards.") {
		t.Errorf("explanation %q does not multiply the groups to %d", v.explanation.Text, p.Boards)
	}
	test.Tap(v.retry.full)
	if entry != v.answer.(*countAnswer).entry || entry.Text != strconv.Itoa(p.Boards+1) || entry.Disabled() {
		t.Errorf("after Try again the count box holds %q (disabled %v), want the count typed, open to change", entry.Text, entry.Disabled())
	}
	entry.SetText("") // as the student clears it
	for _, d := range strconv.Itoa(p.Boards) {
		v.Key(fyne.KeyName(string(d))) // the number keys, with the entry not focused
	}
	test.Tap(v.check.full)
	if !strings.HasPrefix(v.verdict.Text, "Right! The answer was shown before") || entry.Text != strconv.Itoa(p.Boards) || solvedIn(a).Has(p.ID) {
		t.Errorf("the right count %q after the answer was shown: %q, solved %v", entry.Text, v.verdict.Text, solvedIn(a).Has(p.ID))
	}
}

// tapSquare taps the middle of square sq of the practice board.
func tapSquare(v *View, sq game.Square) {
	side := v.board.Size().Width
	cell := side / 3
	test.TapAt(v.board, fyne.NewPos((float32(sq.Col())+0.5)*cell, (float32(sq.Row())+0.5)*cell))
}

// slotPos returns the middle of mark m's slot in square sq of the practice
// board, or with m 0 a point in the square's margin, outside every slot.
func slotPos(v *View, sq game.Square, m game.Mark) fyne.Position {
	size := v.board.Size()
	side := min(size.Width, size.Height) - 2*v.board.Theme().Size(theme.SizeNamePadding)
	cell := side / 3
	const inset = 0.04 // ui/board's slotInset
	x := (size.Width-side)/2 + float32(sq.Col())*cell
	y := (size.Height-side)/2 + float32(sq.Row())*cell
	if m == 0 {
		return fyne.NewPos(x+cell*inset/2, y+cell*inset/2)
	}
	slot := cell * (1 - 2*inset) / 3
	return fyne.NewPos(x+cell*inset+(float32((m-1)%3)+0.5)*slot, y+cell*inset+(float32((m-1)/3)+0.5)*slot)
}

// At a collapse, where a puzzle asks where X3 can become classical, a tap
// on another mark (O4, the newest, included) or on a square without X3
// picks nothing and says what to tap; a tap on X3, or on its square,
// picks that square.
func TestWhereATapOnAnotherMarkPicksNothing(t *testing.T) {
	a := newApp(t)
	p, err := puzzle.Parse("05-04-where.qttt", strings.NewReader(`#title: Where a mark can land
#? O4 closed a cycle. Over both possible choices for O4, in which squares can X3 become classical? Pick them all.
#kind: where
#level: 5
#mark: X3
#answer: 8
X1 2 5
O2 3 7
X3 2 8
O4 2 5
`))
	if err != nil {
		t.Fatal(err)
	}
	v, _ := newView(t, a, []*puzzle.Puzzle{p})
	pick := v.answer.(*pickAnswer)
	const how = "Tap X3 in square 2 or in square 8, or tick the square under the question."
	for _, tap := range []struct {
		sq   game.Square
		m    game.Mark
		want string
	}{
		{2, 4, "You tapped O4, and the question is about X3, so the tap picks nothing. " + how},
		{5, 4, "You tapped O4, and the question is about X3"},
		{5, 1, "You tapped X1, and the question is about X3"},
		{3, 2, "You tapped O2, and the question is about X3"},
		{5, 0, "Square 5 holds no spooky mark of X3, so the tap picks nothing. " + how},
		{7, 0, "Square 7 holds no spooky mark of X3"},
	} {
		test.TapAt(v.board, slotPos(v, tap.sq, tap.m))
		if len(pick.check.Selected) != 0 || !strings.HasPrefix(v.verdict.Text, tap.want) {
			t.Errorf("a tap on %v in square %v: ticked %v, the panel says %q, want %q", tap.m, tap.sq, pick.check.Selected, v.verdict.Text, tap.want)
		}
	}
	test.TapAt(v.board, slotPos(v, 8, 3))
	if !slices.Equal(pick.check.Selected, []string{"square 8"}) || v.verdict.Text != "" {
		t.Errorf("a tap on X3 in square 8: ticked %v, the panel says %q", pick.check.Selected, v.verdict.Text)
	}
	test.TapAt(v.board, slotPos(v, 2, 0))
	test.TapAt(v.board, slotPos(v, 2, 3))
	if !slices.Equal(pick.check.Selected, []string{"square 8"}) {
		t.Errorf("square 2 and then X3 in it: ticked %v, want square 2 picked and taken back", pick.check.Selected)
	}
	test.Tap(v.check.full)
	if v.verdict.Text != "Right!" {
		t.Errorf("square 8 checked: %q", v.verdict.Text)
	}
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
	if v.verdict.Text != "Right!" || !strings.Contains(v.explanation.Text, "wins with the line") {
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
	v.Key(fyne.KeyL)
	if !v.levelScroll.Visible() || v.scroll.Visible() {
		t.Error("L does not show the levels")
	}
	v.Key(fyne.KeyEscape)
	if v.levelScroll.Visible() || !v.scroll.Visible() {
		t.Error("Escape does not take the levels away")
	}
	closed := false
	v.OnClose = func() { closed = true }
	v.Key(fyne.KeyPageDown)
	v.Key(fyne.KeyPageDown)
	if v.index != 2 || !strings.HasPrefix(v.heading.Text, "Level 1, puzzle 3 of ") {
		t.Errorf("two Page Downs: puzzle %d, %q", v.index+1, v.heading.Text)
	}
	v.Key(fyne.KeyPageUp)
	if v.index != 1 {
		t.Errorf("Page Up: puzzle %d", v.index+1)
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
			a := newApp(t)
			allSolved(a, ps) // every level open
			v, w := newView(t, a, ps)
			w.Resize(fyne.NewSize(1000, 640))
			panel := v.content.(*fyne.Container).Objects[1].(*fyne.Container).Objects[1]
			for i, p := range ps {
				v.open(i)
				if v.index != i {
					t.Fatalf("%s does not open", p.Name)
				}
				if need, got := panel.MinSize().Width, panel.Size().Width; got < need {
					t.Errorf("%s: the panel needs %.0f wide, gets %.0f", p.Name, need, got)
				}
			}
		})
	}
}

// allSolved marks every puzzle of ps solved in a's preferences.
func allSolved(a fyne.App, ps []*puzzle.Puzzle) {
	store := settings.NewStore(a.Preferences())
	store.Update(func(s *settings.Settings) {
		for _, p := range ps {
			s.Solved = s.Solved.With(p.ID)
		}
	})
}

// TestSolvedOnlyBeforeTheAnswerIsShown taps through what the student did:
// a wrong answer, Try again, Show answer, then the right answer, which must
// not count; the next puzzle right at the first try counts, and is still
// solved at the next start.
func TestSolvedOnlyBeforeTheAnswerIsShown(t *testing.T) {
	a := newApp(t)
	ps := loadPuzzles(t)
	v, _ := newView(t, a, ps)
	var reported []string
	keep := v.OnSolved
	v.OnSolved = func(name string) { reported = append(reported, name); keep(name) }
	first := ps[0]
	if v.index != 0 || first.Kind != puzzle.Entangled {
		t.Fatalf("a fresh start opens %s, want the first puzzle, an entangled one", ps[v.index].Name)
	}
	pick := func(p *puzzle.Puzzle) {
		for _, m := range p.Marks {
			v.Key(fyne.KeyName(strconv.Itoa(int(m))))
		}
	}
	test.Tap(v.check.full) // nothing ticked: wrong
	if v.verdict.Text != "Not quite. Try again, or show the answer." || v.explanation.Text != Nudge(first) {
		t.Fatalf("a wrong answer: %q, %q", v.verdict.Text, v.explanation.Text)
	}
	test.Tap(v.retry.full)
	test.Tap(v.show.full)
	if v.verdict.Text != "The answer:" || v.explanation.Text == "" || !v.show.full.Disabled() {
		t.Fatalf("Show answer: %q, %q", v.verdict.Text, v.explanation.Text)
	}
	test.Tap(v.retry.full)
	pick(first)
	test.Tap(v.check.full)
	if !strings.HasPrefix(v.verdict.Text, "Right! The answer was shown before") || len(reported) > 0 || solvedIn(a).Has(first.ID) {
		t.Fatalf("the right answer after Show answer: %q, reported %v, kept %v", v.verdict.Text, reported, solvedIn(a).Has(first.ID))
	}
	test.Tap(v.next.full)
	second := ps[1]
	if second.Kind == puzzle.Entangled {
		pick(second)
	} else {
		for _, d := range strconv.Itoa(second.Groups) {
			v.Key(fyne.KeyName(string(d)))
		}
	}
	v.Key(fyne.KeyReturn)
	if v.verdict.Text != "Right!" || len(reported) != 1 || reported[0] != second.ID {
		t.Fatalf("the right answer first time: %q, reported %v", v.verdict.Text, reported)
	}
	// The next start: the second is solved, the first is not, and the
	// practice opens at the third, the first neither solved nor shown.
	if s := solvedIn(a); !s.Has(second.ID) || s.Has(first.ID) || s.Len() != 1 {
		t.Errorf("kept %v, want %s alone", s.Names(), second.ID)
	}
	again, _ := newView(t, a, ps)
	if again.index != 2 || !strings.HasPrefix(again.progress.Text, "Solved: 1 of ") {
		t.Errorf("the next start opens puzzle %d with %q, want puzzle 3", again.index+1, again.progress.Text)
	}
	// The first, its answer shown before the restart, still does not
	// count (the walk: after a restart it did).
	again.open(0)
	for _, m := range first.Marks {
		again.Key(fyne.KeyName(strconv.Itoa(int(m))))
	}
	again.Key(fyne.KeyReturn)
	if !strings.HasPrefix(again.verdict.Text, "Right! The answer was shown before") || solvedIn(a).Has(first.ID) {
		t.Errorf("after a restart, the right answer to a puzzle whose answer was shown: %q, kept as solved %v", again.verdict.Text, solvedIn(a).Has(first.ID))
	}
}

// TestLevelsOpenInOrder: a fresh start has only level 1 open; two in three
// of its puzzles solved, at most three, open level 2.
func TestLevelsOpenInOrder(t *testing.T) {
	a := newApp(t)
	ps := loadPuzzles(t)
	v, _ := newView(t, a, ps)
	l1 := v.levels[0]
	v.open(l1.first + l1.size - 1)
	if !v.next.full.Disabled() {
		t.Error("Next puzzle leads from level 1 into level 2 before it opens")
	}
	v.open(l1.first + l1.size)
	if v.index != l1.size-1 {
		t.Errorf("puzzle %d of the locked level 2 opened", v.index+1)
	}
	v.ShowLevels()
	texts := uitest.ShownText(v.levelList)
	need := toOpen(l1.size)
	if need > 3 {
		t.Errorf("level 2 opens after %d of level 1's %d puzzles: a student who did the lessons waits too long for a new kind (the walks: 9 of 13, then 5 felt like the same two kinds over and over)", need, l1.size)
	}
	if !strings.Contains(texts, "Locked: solve "+strconv.Itoa(need)+" more puzzles of level 1 to open it.") {
		t.Errorf("the level list does not say what opens level 2: %s", texts)
	}
	var names []string
	for _, p := range ps[:need] {
		names = append(names, p.ID)
	}
	open := New(ps, names, nil, solver.New())
	if !open.levelOpen(2) || open.levelOpen(3) || open.index != need {
		t.Errorf("with %d of level 1 solved: level 2 open %v, level 3 open %v, opens puzzle %d", need, open.levelOpen(2), open.levelOpen(3), open.index+1)
	}
}

// TestEachPuzzleStartsAtTheTop: the student's puzzle 61 opened scrolled
// down from the long answer of 62, its question out of view.
func TestEachPuzzleStartsAtTheTop(t *testing.T) {
	a := newApp(t)
	ps := loadPuzzles(t)
	allSolved(a, ps)
	v, w := newView(t, a, ps)
	w.Resize(fyne.NewSize(1366, 768))
	v.open(len(ps) - 1)
	test.Tap(v.show.full)
	v.scroll.ScrollToBottom()
	if v.scroll.Offset.Y == 0 {
		t.Skip("the last puzzle's answer fits without scrolling")
	}
	test.Tap(v.prev.full)
	if v.scroll.Offset.Y != 0 {
		t.Errorf("the previous puzzle opens scrolled down by %.0f", v.scroll.Offset.Y)
	}
}

// TestEveryExplanationNamesItsAnswer: each explanation names every square,
// mark, move and choice its answer is made of, and goes through every
// winning move and every collapse choice the loser has on the way.
func TestEveryExplanationNamesItsAnswer(t *testing.T) {
	a := newApp(t)
	ps := loadPuzzles(t)
	sv := solver.New()
	b := board.New()
	test.NewWindow(b).Resize(fyne.NewSize(300, 300))
	_ = a
	for _, p := range ps {
		s := p.State()
		text := Explanation(p, sv, b)
		b.SkipAnimation()
		var want []string
		switch p.Kind {
		case puzzle.Entangled:
			for _, m := range narrate.SpookyMarks(s) {
				if m != p.Mark {
					want = append(want, m.String())
				}
			}
		case puzzle.Groups:
			want = append(want, "make "+strconv.Itoa(p.Groups)+" ")
			for _, g := range s.Groups() {
				want = append(want, i18n.List(g.Marks))
			}
		case puzzle.Count:
			want = append(want, strconv.Itoa(p.Boards)+" ")
			for _, g := range s.Groups() {
				if len(g.Squares) == len(g.Marks) { // a cycle waiting to collapse
					want = append(want, i18n.List(g.Marks)+" in squares "+i18n.List(g.Squares))
				} else {
					want = append(want, "The group "+i18n.List(g.Marks)+" (squares "+i18n.List(g.Squares)+")")
				}
			}
		case puzzle.Cycle:
			for _, o := range p.Options {
				want = append(want, moveName(s, o))
			}
		case puzzle.Cascade:
			for m, sq := range p.Landed {
				if m == s.Newest() {
					want = append(want, "square "+sq.String()+" for "+m.String())
				} else {
					want = append(want, "square "+sq.String()+" was the only one left for "+m.String())
				}
			}
		case puzzle.Where:
			for _, c := range puzzle.Choices(s) {
				want = append(want, "square "+c.String()+" for "+s.Newest().String())
			}
			for _, sq := range p.Squares {
				want = append(want, "square "+sq.String())
			}
		case puzzle.Chooser:
			want = append(want, "the other player, "+p.Chooser.String())
			for i, c := range puzzle.Choices(s) {
				want = append(want, "Square "+c.String()+" for "+s.Newest().String())
				if r := p.Results[i]; r == solver.Draw {
					want = append(want, "draw")
				} else {
					want = append(want, r.Winner().String()+" wins")
				}
			}
		case puzzle.Win:
			for _, w := range p.Wins {
				if name := moveName(s, w); !strings.Contains(text, "\n"+name+",") && !strings.Contains(text, "\n"+name+":") {
					t.Errorf("%s: no sentence goes through the winning move %s:\n%s", p.Name, name, text)
				}
				want = append(want, loserChoices(sv, s, w)...)
			}
		}
		want = append(want, linesMade(p)...)
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the explanation does not name %q:\n%s", p.Name, w, text)
			}
		}
	}
}

// linesMade returns how the explanation of a cascade or who-chooses
// puzzle names the lines its collapses make, and who wins or that it is a
// draw (student walk t17 #7: P20's 7-8-9 untold beside its 2-5-8, P21's
// winning line never said).
func linesMade(p *puzzle.Puzzle) []string {
	var choices []game.Square
	switch p.Kind {
	case puzzle.Cascade:
		choices = []game.Square{p.Choice}
	case puzzle.Chooser:
		c := puzzle.Choices(p.State())
		choices = c[:]
	}
	var want []string
	for _, c := range choices {
		after := p.State()
		after.Apply(game.ChooseAction(c))
		for _, l := range after.Lines() {
			want = append(want, "the line "+i18n.List(l.Squares[:]))
		}
		switch {
		case after.Over() && after.Winner() != game.NoPlayer:
			want = append(want, after.Winner().String()+" wins")
		case after.Over():
			want = append(want, "draw")
		}
	}
	return want
}

// loserChoices returns how the explanation names the other square of the
// loser's first collapse choice on the best line after w.
func loserChoices(sv *solver.Solver, s game.State, w game.Action) []string {
	winner := s.ToAct()
	s.Apply(w)
	for a, ok := sv.Best(s); ok && !s.Over(); a, ok = sv.Best(s) {
		if a.Kind == game.Choose && s.ToAct() != winner {
			c := puzzle.Choices(s)
			alt := c[0]
			if a.Squares[0] == alt {
				alt = c[1]
			}
			return []string{"chooses square " + alt.String() + " for " + s.Newest().String() + " instead"}
		}
		s.Apply(a)
	}
	return nil
}

// TestNoExplanationIsCut: on the student's 1366×768 laptop, in every
// language, the verdict and the whole explanation of every puzzle fit in
// the panel's view once shown, with no scrolling.
func TestNoExplanationIsCut(t *testing.T) {
	ps := loadPuzzles(t)
	t.Cleanup(func() {
		if err := i18n.Load("en"); err != nil {
			t.Error(err)
		}
	})
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			t.Setenv("LANGUAGE", "")
			if err := i18n.Load(l.Tag); err != nil {
				t.Fatal(err)
			}
			a := newApp(t)
			allSolved(a, ps)
			v, w := newView(t, a, ps)
			w.Resize(fyne.NewSize(1366, 768))
			worst, name := float32(0), ""
			for i, p := range ps {
				v.open(i)
				v.ShowAnswer()
				v.board.SkipAnimation()
				need := v.explanation.MinSize().Height + v.verdict.MinSize().Height + theme.Padding()
				if need > worst {
					worst, name = need, p.Name
				}
				if got := v.scroll.Size().Height; need > got {
					t.Errorf("%s: the answer needs %.0f high, the panel shows %.0f", p.Name, need, got)
				}
			}
			t.Logf("the longest answer, %s's, needs %.0f of %.0f", name, worst, v.scroll.Size().Height)
		})
	}
}

// TestTheBoardKeepsItsRoomInPresentationMode: at the projector's sizes in
// every language, the board beside any puzzle keeps at least a quarter of
// the window's width: the rows of buttons give up their words and the
// answers' options are short.
func TestTheBoardKeepsItsRoomInPresentationMode(t *testing.T) {
	ps := loadPuzzles(t)
	t.Cleanup(func() {
		if err := i18n.Load("en"); err != nil {
			t.Error(err)
		}
	})
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			t.Setenv("LANGUAGE", "")
			if err := i18n.Load(l.Tag); err != nil {
				t.Fatal(err)
			}
			a := newApp(t)
			a.Settings().SetTheme(style.Theme{Scale: 1.75, Palette: style.PaletteHighContrast, Hangul: i18n.Hangul(l.Tag)})
			allSolved(a, ps)
			v, w := newView(t, a, ps)
			for _, size := range []fyne.Size{{Width: 1366, Height: 768}, {Width: 1024, Height: 768}} {
				w.Resize(size)
				smallest, name := size.Width, ""
				for i, p := range ps {
					v.open(i)
					if b := v.board.Size().Width; b < smallest {
						smallest, name = b, p.Name
					}
				}
				if smallest < size.Width/4 {
					t.Errorf("at %v beside %s the board is %.0f wide, under a quarter of the window", size, name, smallest)
				}
				t.Logf("at %v the smallest board, beside %s, is %.0f wide", size, name, smallest)
			}
		})
	}
}

// A row of options gives each option its own width: Fyne's horizontal
// radio group gives each the widest one's, and ru «призрачный» beside two
// square numbers then squeezed the board to 236 px in presentation mode.
func TestARowOfOptionsGivesEachItsOwnWidth(t *testing.T) {
	test.NewTempApp(t)
	r := newOptionRow("3", "6", "призрачный")
	r.Resize(r.MinSize())
	items := test.WidgetRenderer(r).Objects()
	if len(items) != 3 {
		t.Fatalf("%d options shown, want 3", len(items))
	}
	number, word := items[0].Size().Width, items[2].Size().Width
	if number*1.5 > word {
		t.Errorf("the option 3 is %.0f wide beside «призрачный» %.0f: as wide as the word", number, word)
	}
	if right := items[2].Position().X + word; right > r.MinSize().Width || items[1].Position().X < number {
		t.Errorf("options overlap or overflow: they end at %.0f in a row %.0f wide", right, r.MinSize().Width)
	}
	tapOption(t, r, "призрачный")
	if r.Selected != "призрачный" {
		t.Errorf("a tap on «призрачный» selected %q", r.Selected)
	}
}

// A wrong answer gets a hint fitted to the puzzle's kind (the walk: "Not
// quite" alone gave no clue): one for each kind, naming the puzzle's own
// mark or square where it has one.
func TestAWrongAnswerGetsAHintForItsKind(t *testing.T) {
	newApp(t)
	hints := map[string]puzzle.Kind{}
	for _, p := range loadPuzzles(t) {
		h := Nudge(p)
		if !strings.HasPrefix(h, "Hint: ") {
			t.Fatalf("%s: hint %q", p.Name, h)
		}
		switch p.Kind {
		case puzzle.Entangled, puzzle.Where:
			if !strings.Contains(h, p.Mark.String()) {
				t.Errorf("%s: the hint %q does not name %v, the mark asked about", p.Name, h, p.Mark)
			}
		case puzzle.Cascade:
			if !strings.Contains(h, "square "+p.Choice.String()) {
				t.Errorf("%s: the hint %q does not start from the square chosen, %v", p.Name, h, p.Choice)
			}
		}
		template := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return -1
			}
			return r
		}, h)
		if k, ok := hints[template]; ok && k != p.Kind {
			t.Errorf("puzzles of kinds %s and %s get the same hint %q", k, p.Kind, h)
		}
		hints[template] = p.Kind
	}
	kinds := map[puzzle.Kind]bool{}
	for _, k := range hints {
		kinds[k] = true
	}
	if len(kinds) != len(puzzle.Kinds) {
		t.Errorf("hints for %d kinds, want %d", len(kinds), len(puzzle.Kinds))
	}
}

// TestAClickedOptionLeavesTheKeysToTheScreen: after a click on a mark, a
// square, a move or a result, no option keeps the keyboard focus, so
// that Enter checks and the numbers pick as the screen says (the walk at
// 1024×768: "who chooses" picked by mouse, then Enter did nothing).
func TestAClickedOptionLeavesTheKeysToTheScreen(t *testing.T) {
	a := newApp(t)
	ps := loadPuzzles(t)
	v, w := newView(t, a, ps)
	for _, kind := range []puzzle.Kind{puzzle.Entangled, puzzle.Cycle, puzzle.Cascade, puzzle.Where, puzzle.Chooser} {
		p := only(ps, kind)[0]
		v.open(slices.Index(ps, p))
		var tapped int
		for _, o := range test.LaidOutObjects(v.answer.object()) {
			if tp, ok := o.(fyne.Tappable); ok && o.Visible() {
				if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
					continue
				}
				if _, ok := o.(fyne.Focusable); !ok {
					continue
				}
				test.Tap(tp)
				tapped++
				if f := w.Canvas().Focused(); f != nil {
					t.Errorf("%s: a click on an option left it the keys (%T)", p.Name, f)
				}
			}
		}
		if tapped == 0 {
			t.Errorf("%s: no option to click", p.Name)
		}
	}
}

// TestRightPicksButNotAllAreToldSo: some of the winning moves, and no
// other, are "not all yet", not a hint that reads as if one were wrong
// (the walk: one of three winning moves picked got "Not quite" and "look
// for a reply that saves the other player"); a wrong pick among them is
// "not quite".
func TestRightPicksButNotAllAreToldSo(t *testing.T) {
	a := newApp(t)
	var p *puzzle.Puzzle
	for _, w := range only(loadPuzzles(t), puzzle.Win) {
		if len(w.Wins) >= 2 {
			p = w
			break
		}
	}
	if p == nil {
		t.Fatal("no puzzle with two winning moves or more")
	}
	v, _ := newView(t, a, []*puzzle.Puzzle{p}) // its level open
	pick := func(a game.Action) {
		v.Key(fyne.KeyName(a.Squares[0].String()))
		v.Key(fyne.KeyName(a.Squares[1].String()))
	}
	pick(p.Wins[0])
	v.Key(fyne.KeyReturn)
	if !strings.HasPrefix(v.verdict.Text, "Not all yet") {
		t.Errorf("%s, one of %d winning moves picked: %q", p.Name, len(p.Wins), v.verdict.Text)
	}
	test.Tap(v.retry.full) // the winning move picked stays picked
	var wrong game.Action
	for _, m := range p.State().Legal() {
		if !slices.Contains(p.Wins, m) && m.Kind == game.Place {
			wrong = m
			break
		}
	}
	pick(wrong)
	v.Key(fyne.KeyReturn)
	if !strings.HasPrefix(v.verdict.Text, "Not quite") {
		t.Errorf("%s, a winning move and %v picked: %q", p.Name, wrong, v.verdict.Text)
	}
}
