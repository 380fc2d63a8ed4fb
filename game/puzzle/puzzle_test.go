package puzzle

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

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
	sv := solver.New()
	for _, p := range puzzles {
		kinds[p.Kind]++
		if err := p.Check(sv); err != nil {
			t.Error(err)
		}
		if p.Kind == Win && p.State().Moves() < 5 {
			t.Errorf("%s: a win puzzle comes after move 5 or later, this one after move %d", p.Name, p.State().Moves())
		}
		if p.Kind == Win && len(p.Wins) == len(p.State().Legal()) {
			t.Errorf("%s: every move wins, so there is nothing to find", p.Name)
		}
	}
	if len(puzzles) < 60 || kinds[Cascade] < 20 || kinds[Count] < 10 || kinds[Win] < 10 {
		t.Errorf("%d puzzles (%v), want at least 60: 20 cascade, 10 count, 10 win", len(puzzles), kinds)
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
		text := string(data)
		p, err := iparse(text)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		field := func(name string) string {
			for _, line := range strings.Split(text, "\n") {
				if v, ok := strings.CutPrefix(line, "#"+name+":"); ok {
					return strings.TrimSpace(v)
				}
			}
			return ""
		}
		answer := field("answer")
		switch field("kind") {
		case "cascade":
			sq, _ := strconv.Atoi(field("choice"))
			if !p.pending {
				t.Errorf("%s: no collapse is waiting", f)
				continue
			}
			var got []string
			for m, at := range p.collapse(sq) {
				got = append(got, string(player(m))+strconv.Itoa(m)+"="+strconv.Itoa(at))
			}
			want := strings.Fields(answer)
			sort.Strings(got)
			sort.Strings(want)
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s: answer %v, independently %v", f, want, got)
			}
		case "count":
			if got := strconv.Itoa(p.boards()); got != answer {
				t.Errorf("%s: answer %s boards, independently %s", f, answer, got)
			}
		case "win":
			var want []string
			for _, a := range strings.Split(answer, "|") {
				act, err := iparseAction(strings.Fields(a))
				if err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				want = append(want, iformat(&p, act))
			}
			sort.Strings(want)
			if got := p.winning(); strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("%s: answer %v, independently %v", f, want, got)
			}
		default:
			t.Errorf("%s: kind %q", f, field("kind"))
		}
	}
}

// TestIndependentEngineAgreesOnRandomGames keeps the plain implementation
// honest: on random games it must settle the same marks and count the
// same boards as the engine.
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
		{"#title: t\n#? q\n#kind: guess\n#answer: 1\n", "not cascade, count or win"},
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
	if err := p.Check(nil); err == nil || !strings.Contains(err.Error(), "counts 3") {
		t.Errorf("Check = %v, want the engine's count of 3", err)
	}
}
