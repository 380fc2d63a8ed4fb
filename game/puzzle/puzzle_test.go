package puzzle

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

const shipped = "../../assets/puzzles"

func TestShippedPuzzlesAreEnoughAndRight(t *testing.T) {
	puzzles, err := Load(os.DirFS(shipped))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[Kind]int{}
	levels := map[int]int{}
	sv := solver.New()
	for i, p := range puzzles {
		kinds[p.Kind]++
		levels[p.Level]++
		if err := p.Check(sv); err != nil {
			t.Error(err)
		}
		if i > 0 && p.Level != puzzles[i-1].Level && p.Level != puzzles[i-1].Level+1 {
			t.Errorf("%s: level %d follows level %d", p.Name, p.Level, puzzles[i-1].Level)
		}
		if (p.Kind == Win || p.Kind == Chooser) && p.State().Moves() < 5 {
			t.Errorf("%s: a %s puzzle comes after move 5 or later, this one after move %d", p.Name, p.Kind, p.State().Moves())
		}
		if p.Kind == Win && len(p.Wins) == len(p.State().Legal()) {
			t.Errorf("%s: every move wins, so there is nothing to find", p.Name)
		}
		if p.Kind == Entangled && (len(p.Marks) == 0 || len(p.Marks) == spookyMarks(p.State())-1) {
			t.Errorf("%s: the answer should be some of the other spooky marks, not none or all", p.Name)
		}
	}
	if len(puzzles) < 120 || len(kinds) < 8 {
		t.Errorf("%d puzzles of %d kinds (%v), want at least 120 of 8 kinds", len(puzzles), len(kinds), kinds)
	}
	for k, n := range kinds {
		if n < 8 {
			t.Errorf("%d %s puzzles, want at least 8 of each kind", n, k)
		}
	}
	if puzzles[0].Level != 1 || len(levels) < 8 {
		t.Errorf("levels %v, want at least 8 from level 1", levels)
	}
	for l, n := range levels {
		if n < 8 {
			t.Errorf("level %d has %d puzzles, want at least 8", l, n)
		}
	}
}

func spookyMarks(s game.State) int {
	n := 0
	for m := game.Mark(1); m <= s.Newest(); m++ {
		if s.IsSpooky(m) {
			n++
		}
	}
	return n
}

// TestNoPositionIsAskedTwice: no two puzzles show the same position, not
// even turned or mirrored (the student found puzzle 4 was puzzle 1's board
// with the other choice).
func TestNoPositionIsAskedTwice(t *testing.T) {
	puzzles, err := Load(os.DirFS(shipped))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	duplicates := 0
	for _, p := range puzzles {
		key := Position(p.Record)
		if first, ok := seen[key]; ok {
			duplicates++
			t.Errorf("%s shows the position of %s", p.Name, first)
		}
		seen[key] = p.Name
	}
	t.Logf("%d puzzles, %d positions, %d duplicates", len(puzzles), len(seen), duplicates)
}

func TestPositionSeesTurnsAndMirrors(t *testing.T) {
	read := func(text string) *game.Record {
		r, err := game.Parse("r.qttt", strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	a := read("X1 1 5\nO2 2 3\n")
	turned := read("X1 3 5\nO2 6 9\n")   // a quarter turn
	mirrored := read("X1 3 5\nO2 1 2\n") // left to right
	other := read("X1 1 5\nO2 2 6\n")
	if Position(a) != Position(turned) || Position(a) != Position(mirrored) {
		t.Error("a turned or mirrored board is not seen as the same position")
	}
	if Position(a) == Position(other) {
		t.Error("two different positions share a key")
	}
}

// TestAnswersAgreeWithAnIndependentEngine reads every shipped file with
// the plain implementation in independent_test.go, which shares no code
// with the game package and the solver, and checks each answer with it.
func TestAnswersAgreeWithAnIndependentEngine(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(shipped, "*.qttt"))
	if len(files) == 0 {
		t.Fatal("no puzzles")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if err := icheck(string(data)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
		if d := time.Since(start); d > time.Second {
			t.Logf("%s: %v", f, d)
		}
	}
}

// TestPlantedWrongAnswersAreCaught changes the answer of one shipped
// puzzle of each kind to a wrong one that still reads as an answer, and
// wants both the engine's check and the independent one to refuse it.
func TestPlantedWrongAnswersAreCaught(t *testing.T) {
	puzzles, err := Load(os.DirFS(shipped))
	if err != nil {
		t.Fatal(err)
	}
	sv := solver.New()
	planted := map[Kind]bool{}
	for _, p := range puzzles {
		if planted[p.Kind] {
			continue
		}
		for _, wrong := range wrongAnswers(p) {
			var b strings.Builder
			if err := p.Format(&b); err != nil {
				t.Fatal(err)
			}
			text := strings.Replace(b.String(), "#answer: "+p.Answer()+"\n", "#answer: "+wrong+"\n", 1)
			if text == b.String() {
				t.Fatalf("%s: could not plant %q", p.Name, wrong)
			}
			if icheck(text) == nil {
				t.Errorf("%s: the independent check takes the wrong answer %q", p.Name, wrong)
			}
			q, err := Parse(p.Name+".qttt", strings.NewReader(text))
			if err == nil {
				err = q.Check(sv)
			}
			if err == nil {
				t.Errorf("%s: the engine's check takes the wrong answer %q", p.Name, wrong)
			}
			planted[p.Kind] = true
		}
	}
	if len(planted) != len(Kinds) {
		t.Errorf("wrong answers planted in %d kinds, want all %d", len(planted), len(Kinds))
	}
}

// wrongAnswers returns #answer: lines that read well but are wrong for p.
func wrongAnswers(p *Puzzle) []string {
	s := p.State()
	switch p.Kind {
	case Cascade:
		m := s.Newest() - 1
		for !s.IsSpooky(m) || p.Landed[m] == 0 {
			m--
		}
		wrong := map[game.Mark]game.Square{}
		for k, v := range p.Landed {
			wrong[k] = v
		}
		wrong[m] = s.Twin(m, p.Landed[m])
		return []string{FormatLandings(wrong)}
	case Count:
		return []string{strconv.Itoa(p.Boards + 1)}
	case Groups:
		return []string{strconv.Itoa(p.Groups + 1)}
	case Cycle:
		for _, o := range p.Options {
			if o != p.Closing {
				return []string{Notation(s, o)}
			}
		}
	case Entangled:
		return []string{formatList(p.Marks[1:])}
	case Where:
		a, b := s.Pair(p.Mark)
		if len(p.Squares) == 2 {
			return []string{a.String()}
		}
		return []string{formatList([]game.Square{min(a, b), max(a, b)})}
	case Chooser:
		r := p.Results
		outcomes := []solver.Outcome{solver.OWins, solver.Draw, solver.XWins}
		r[0] = outcomes[(slices.Index(outcomes, r[0])+1)%3]
		return []string{formatResults(s, p.Chooser.Opponent(), p.Results), formatResults(s, p.Chooser, r)}
	case Win:
		for _, a := range s.Legal() {
			if !slices.Contains(p.Wins, a) {
				return []string{FormatActions(s, append(slices.Clone(p.Wins), a))}
			}
		}
	}
	return nil
}

// TestIndependentEngineAgreesOnRandomGames keeps the plain implementation
// honest: on random games it must settle the same marks, count the same
// boards and groups, and land marks in the same squares as the engine.
func TestIndependentEngineAgreesOnRandomGames(t *testing.T) {
	for g := range 200 {
		var s game.State
		var p ipos
		for n := 0; !s.Over(); n++ {
			legal := s.Legal()
			a := legal[(g*7+n*13)%len(legal)]
			var ia iact
			switch a.Kind {
			case game.Choose:
				ia = iact{choice: int(a.Squares[0])}
			case game.PlaceFinal:
				ia = iact{a: int(a.Squares[0])}
			default:
				ia = iact{a: int(a.Squares[0]), b: int(a.Squares[1])}
			}
			cascade, _ := s.Apply(a)
			settled := p.apply(ia)
			if len(cascade) != len(settled) {
				t.Fatalf("game %d: the engine settles %v, independently %v", g, cascade, settled)
			}
			for _, l := range cascade {
				if settled[int(l.Mark)] != int(l.Square) {
					t.Fatalf("game %d: the engine settles %v, independently %v", g, cascade, settled)
				}
			}
			if !s.Over() && s.Phase() != game.PhaseChoose && s.Ensemble().Len() != p.boards() {
				t.Fatalf("game %d: the engine counts %d boards, independently %d", g, s.Ensemble().Len(), p.boards())
			}
			if !s.Over() && s.Phase() != game.PhaseChoose && len(s.Groups()) != p.groups() {
				t.Fatalf("game %d: the engine finds %d groups, independently %d", g, len(s.Groups()), p.groups())
			}
			if s.Phase() == game.PhaseChoose {
				for m := game.Mark(1); m < s.Newest(); m++ {
					if s.IsSpooky(m) && formatList(CanLand(s, m)) != strings.Join(p.canLand(int(m)), " ") {
						t.Fatalf("game %d: %v can land in %v, independently %v", g, m, CanLand(s, m), p.canLand(int(m)))
					}
				}
			}
			if s.Over() != p.over || (s.Over() && s.Winner().String()[0] != winnerByte(p.winner)) {
				t.Fatalf("game %d: the engine ends %v %v, independently %v %c", g, s.Over(), s.Winner(), p.over, p.winner)
			}
		}
	}
}

func winnerByte(b byte) byte {
	if b == 0 {
		return '-'
	}
	return b
}

func TestParseRejectsWrongAnswersByLine(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"#title: t\n#? q\n#kind: count\n#answer: many\nX1 1 2\n", "p.qttt:4:"},
		{"#title: t\n#? q\n#kind: cascade\n#choice: 4\n#answer: X1=1\nX1 1 2\nO2 1 2\n", "not a square of O2"},
		{"#title: t\n#? q\n#kind: win\n#answer: X3 1 1\nX1 1 2\nO2 3 4\n", "not a legal action"},
		{"#title: t\n#? q\n#kind: guess\n#answer: 1\n", "is not one of"},
		{"#title: t\n#kind: count\n#answer: 1\n", "#? question"},
	} {
		_, err := Parse("p.qttt", strings.NewReader(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one containing %q", tc.text, err, tc.want)
		}
	}
}

func TestCheckFindsAWrongAnswer(t *testing.T) {
	text := "#title: t\n#? q\n#kind: count\n#answer: 5\nX1 1 2\nO2 2 3\n"
	p, err := Parse("p.qttt", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(nil); err == nil || !strings.Contains(err.Error(), `say "3"`) {
		t.Errorf("Check = %v, want the engine's count of 3", err)
	}
}

func TestLinkAndChainFollowSharedSquares(t *testing.T) {
	r, err := game.Parse("r.qttt", strings.NewReader("X1 1 2\nO2 2 3\nX3 3 6\nO4 7 8\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := r.State()
	if got := formatList(Link(s, 1, 6)); got != "X1 O2 X3" {
		t.Errorf("Link 1→6 = %q, want X1 O2 X3", got)
	}
	if Link(s, 1, 7) != nil {
		t.Error("squares 1 and 7 are not linked")
	}
	if got := formatList(Chain(s, 1, 3)); got != "X1 O2 X3" {
		t.Errorf("Chain X1→X3 = %q, want X1 O2 X3", got)
	}
	if got := formatList(Chain(s, 1, 2)); got != "X1 O2" || Shared(s, 1, 2) != 2 {
		t.Errorf("Chain X1→O2 = %q, shared %v, want X1 O2 sharing 2", got, Shared(s, 1, 2))
	}
	if Chain(s, 1, 4) != nil {
		t.Error("X1 and O4 are not entangled")
	}
}

// TestNoQuestionIsAskedAgainALittleLater: no two puzzles of a kind ask the
// same question with the same answer about one game a few moves apart
// (the student found Level 1's puzzles 1, 3 and 4 were one game's board,
// two and three moves on, asking about X1 with the answer X3 each time).
func TestNoQuestionIsAskedAgainALittleLater(t *testing.T) {
	puzzles, err := Load(os.DirFS(shipped))
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range puzzles {
		for _, q := range puzzles[:i] {
			if p.Kind != q.Kind || p.Mark != q.Mark || p.Choice != q.Choice || p.Answer() != q.Answer() {
				continue
			}
			if apart, same := oneGame(p, q); same {
				t.Errorf("%s asks %s's question again, with the same answer %q, on the same game %d actions apart", p.Name, q.Name, p.Answer(), apart)
			}
		}
	}
}

// TestNoLevelShowsOneGameTwice: no two puzzles of a level are one game a
// few moves apart, whatever they ask (student walk t9 #12: level 1's #4
// was #1's board with a mark taken away).
func TestNoLevelShowsOneGameTwice(t *testing.T) {
	puzzles, err := Load(os.DirFS(shipped))
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range puzzles {
		for _, q := range puzzles[:i] {
			if p.Level != q.Level {
				continue
			}
			if apart, same := oneGame(p, q); same {
				t.Errorf("%s shows %s's game again, %d actions apart", p.Name, q.Name, apart)
			}
		}
	}
}

// oneGame reports whether one of p and q is the other's game a few
// actions on, and how many actions apart they are.
func oneGame(p, q *Puzzle) (apart int, same bool) {
	moves := func(p *Puzzle) []string {
		out := make([]string, p.Record.Len())
		for i := range out {
			out[i] = p.Record.Notation(i)
		}
		return out
	}
	a, b := moves(q), moves(p)
	if len(a) > len(b) {
		a, b = b, a
	}
	return len(b) - len(a), slices.Equal(a, b[:len(a)])
}

// A student's progress is kept under a puzzle's ID: renumbering the set or
// moving a puzzle to another level must keep it, and a different question
// under an old file name must not inherit it (the set regenerated for the
// student walk t17 kept 102 file names, 77 of them with changed contents).
func TestTheIDFollowsThePositionAndQuestionNotTheFile(t *testing.T) {
	const body = "#title: Entangled\n#? Which spooky marks are entangled with X1?\n#kind: entangled\n#mark: X1\n%s#answer: O2\nX1 1 2\nO2 2 3\n"
	parse := func(name, extra string) *Puzzle {
		t.Helper()
		p, err := Parse(name, strings.NewReader(strings.Replace(body, "%s", extra, 1)))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	p := parse("01-01-entangled.qttt", "")
	if moved := parse("04-07-entangled.qttt", "#level: 4\n"); moved.ID != p.ID {
		t.Errorf("renamed and moved to level 4, the puzzle's ID changed: %s, was %s", moved.ID, p.ID)
	}
	other, err := Parse("01-01-entangled.qttt", strings.NewReader(strings.NewReplacer("#mark: X1", "#mark: O2", "with X1", "with O2", "#answer: O2", "#answer: X1").Replace(strings.Replace(body, "%s", "", 1))))
	if err != nil {
		t.Fatal(err)
	}
	if other.ID == p.ID {
		t.Errorf("another question under the same file name has the same ID %s", p.ID)
	}
	puzzles, err := Load(os.DirFS(shipped))
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{}
	for _, q := range puzzles {
		if was, ok := ids[q.ID]; ok {
			t.Errorf("%s and %s have the same ID %s", was, q.Name, q.ID)
		}
		ids[q.ID] = q.Name
	}
}
