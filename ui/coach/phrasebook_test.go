package coach

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/practice"
	"github.com/qttt-edu/qttt/ui/session"
)

// The phrasebook (make phrasebook) is every message the app assembles from
// a position, for a fixed corpus of positions, in every language: one text
// file per language in which a native reader reads them as sentences,
// without playing. The corpus: every position of every lesson (the status
// line, the hint, the teaching panel's narration with the pointer on each
// square, the possible boards and each spooky mark's counts, the review's
// account of each action, the worksheet's questions and answers), every
// practice puzzle's explanation, and the review of ten games played by the
// computer's levels with fixed dice, five between two players and five
// against the computer.
var phrasebookDir = flag.String("phrasebook", "", "write the phrasebook, LANG.txt for each language, into this folder")

// phrasebookKinds are the phrasebook's sections, one per kind of message.
var phrasebookKinds = []string{
	"Status line", "Collapse told by the computer", "Hint", "Teaching panel", "Possible boards",
	"Reviewing a position", "Worksheet questions and answers", "Practice explanations", "Game reviews",
}

// phrasebook collects one language's messages, each once, by kind.
type phrasebook struct {
	lines map[string][]string
	seen  map[string]bool
}

// add adds messages of kind, each once in its kind.
func (b *phrasebook) add(kind string, messages ...string) {
	for _, m := range messages {
		if m == "" || b.seen[kind+"\x00"+m] {
			continue
		}
		b.seen[kind+"\x00"+m] = true
		b.lines[kind] = append(b.lines[kind], m)
	}
}

// String writes the phrasebook, its sections in phrasebookKinds' order.
func (b *phrasebook) String() string {
	var s strings.Builder
	fmt.Fprintf(&s, "Quantum Tic-Tac-Toe: every assembled message for a fixed corpus, in %s (make phrasebook)\n", i18n.InForce())
	for _, kind := range phrasebookKinds {
		fmt.Fprintf(&s, "\n== %s ==\n\n", kind)
		for _, m := range b.lines[kind] {
			s.WriteString(m + "\n")
		}
	}
	return s.String()
}

func TestPhrasebook(t *testing.T) {
	dir := *phrasebookDir
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.Load("en") })
	games := phrasebookGames(t, solver.New())
	if again := phrasebookGames(t, solver.New()); !slices.EqualFunc(games, again, func(a, b phrasebookGame) bool {
		return recordLine(a.rec) == recordLine(b.rec)
	}) {
		t.Fatal("the phrasebook's ten games differ from one run to the next")
	}
	for _, l := range i18n.Languages {
		if err := i18n.Load(l.Tag); err != nil {
			t.Fatal(err)
		}
		b := &phrasebook{lines: map[string][]string{}, seen: map[string]bool{}}
		lessons, err := lesson.Load(assets.LessonFiles(), l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		for _, les := range lessons {
			b.addLesson(les)
		}
		puzzles, err := puzzle.Load(assets.PuzzleFiles())
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range puzzles {
			b.add("Practice explanations", fmt.Sprintf("%d. %s\n%s\n", i+1, practice.Question(p), practice.Explanation(p, uitest.Solver(), nil)))
		}
		b.addReviews(t, games)
		for _, kind := range phrasebookKinds {
			if len(b.lines[kind]) == 0 {
				t.Errorf("%s: the phrasebook has no %q", l.Tag, kind)
			}
		}
		text := b.String()
		for _, glued := range []string{"{{", "}}", "%!", "<no value>"} {
			if strings.Contains(text, glued) {
				t.Errorf("%s: the phrasebook holds an unfilled template (%q)", l.Tag, glued)
			}
		}
		if err := os.WriteFile(filepath.Join(dir, l.Tag+".txt"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if *phrasebookDir != "" {
		t.Logf("wrote the phrasebook into %s", dir)
	}
}

// addLesson adds what the app says at every position of lesson l's game.
func (b *phrasebook) addLesson(l *lesson.Lesson) {
	last := len(l.Steps) - 1
	r := l.RecordAt(last)
	for n := 0; n <= r.Len(); n++ {
		s := r.StateAt(n)
		var cascade []game.Landing
		if n > 0 && r.Action(n-1).Kind == game.Choose {
			cascade, _ = r.StateAt(n - 1).Preview(r.Action(n - 1).Squares[0])
		}
		for _, coin := range []bool{false, true} {
			for _, tossing := range []bool{false, true} {
				t := describePosition(r, n, game.NoSquare, coin, tossing, coin)
				b.add("Status line", t.Headline, onTheBoard(s, coin))
				b.add("Status line", t.Happened...)
				b.add("Status line", t.Detail...)
			}
			for sq := game.Square(0); sq <= 9; sq++ {
				e := narrate.Explain(narrate.Moment{State: s, Cascade: cascade, Hover: sq, Chance: coin})
				b.add("Teaching panel", e.Superposition...)
				b.add("Teaching panel", e.Entanglement...)
				b.add("Teaching panel", e.Collapse...)
			}
		}
		if s.Phase() == game.PhasePlace && s.Legal() != nil {
			t := describePosition(r, n, s.Legal()[0].Squares[0], false, false, false)
			b.add("Status line", t.Detail...)
		}
		if s.Phase() == game.PhaseChoose {
			a, _ := s.Pair(s.Newest())
			t := announceStatus(Status{}, s, game.ChooseAction(a))
			b.add("Collapse told by the computer", t.Detail...)
			after := s
			landings, _ := after.Apply(game.ChooseAction(a))
			b.add("Collapse told by the computer", narrate.Narrate(after, landings, false)...)
			b.add("Collapse told by the computer", narrate.Narrate(after, landings, true)...) // the coin variant's
			scored := uitest.Solver().Evaluate(s)
			for _, sq := range []game.Square{a, b2(s)} {
				b.add("Collapse told by the computer", describeChoiceWhy(s, sq, scored))
			}
			for _, m := range narrate.SpookyMarks(s) {
				if m == s.Newest() {
					continue
				}
				ma, mb := s.Pair(m)
				for _, sq := range []game.Square{ma, mb} {
					if sq == a || sq == b2(s) {
						b.add("Status line", HeldMark(s, sq, m))
					} else {
						b.add("Status line", MarkTap(s, sq, m))
					}
				}
			}
		}
		if !s.Over() {
			b.add("Hint", describeHint(workHint(uitest.Solver(), s, false))...)
		}
		e := s.Ensemble()
		b.add("Possible boards", narrate.Boards(s, e, false))
		for _, m := range narrate.SpookyMarks(s) {
			b.add("Possible boards", narrate.Counts(s, e, m, false))
		}
		if n > 0 {
			b.add("Reviewing a position", describeShown(r, n))
		}
	}
	for i := range l.Steps {
		q, answer := narrate.StepQuestion(l, i)
		if q != "" {
			b.add("Worksheet questions and answers", q+"\n  "+answer)
		}
	}
}

// b2 is the second square of the newest mark's pair in s.
func b2(s game.State) game.Square {
	_, b := s.Pair(s.Newest())
	return b
}

// phrasebookGame is a game of the phrasebook's corpus and who played it.
type phrasebookGame struct {
	rec      *game.Record
	opponent session.Opponent // the computer's side and level, NoPlayer between two players
}

// phrasebookGames plays the ten games whose reviews the phrasebook holds:
// the computer's levels against each other with fixed dice, so that every
// run plays the same games and the reviews find mistakes.
func phrasebookGames(t *testing.T, sv *solver.Solver) []phrasebookGame {
	t.Helper()
	levels := [][2]solver.Level{{solver.Club, solver.Beginner}, {solver.Beginner, solver.Club},
		{solver.Beginner, solver.Beginner}, {solver.Club, solver.Club}, {solver.Perfect, solver.Beginner}}
	var games []phrasebookGame
	for i := range 10 {
		lv := levels[i%len(levels)]
		rng := rand.New(rand.NewPCG(uint64(i), 36))
		r := game.NewRecord()
		for !r.State().Over() {
			s := r.State()
			a, ok := sv.Pick(s, lv[s.ToAct()-game.X], rng)
			if !ok {
				t.Fatalf("game %d: no action in a game not over", i+1)
			}
			if _, err := r.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		g := phrasebookGame{rec: r}
		if i >= 5 { // the student played X against the computer's O
			g.opponent = session.Opponent{Side: game.O, Level: lv[1]}
		}
		games = append(games, g)
	}
	return games
}

// addReviews adds, for each game, what the review (R) says at its end and
// at each action it found a mistake, as a window shows it.
func (b *phrasebook) addReviews(t *testing.T, games []phrasebookGame) {
	t.Helper()
	for i, g := range games {
		c, m, queue := newTestComputer(t)
		m.Replace(g.rec.Clone(), g.opponent, false)
		c.ReviewGame()
		await(t, queue, m.Reviewed)
		who := "two players"
		if g.opponent.Side != game.NoPlayer {
			who = "X against the computer"
		}
		b.add("Game reviews", fmt.Sprintf("\nGame %d (%s): %s", i+1, who, recordLine(g.rec)))
		headline, result := describeResult(g.rec.State())
		b.add("Game reviews", headline)
		b.add("Game reviews", result...)
		b.add("Status line", onTheBoard(g.rec.State(), false)) // as beside a lesson's step
		b.add("Game reviews", c.reviewText()...)
		v, _ := m.Verdict()
		mistakes := make([]int, 0, len(v.Mistakes))
		for j := range v.Mistakes {
			mistakes = append(mistakes, j)
		}
		slices.Sort(mistakes)
		for _, j := range mistakes {
			m.Review(j + 1)
			b.add("Game reviews", c.reviewText()...)
		}
		if g.opponent.Side == game.NoPlayer {
			continue
		}
		for n := 1; n < g.rec.Len(); n++ { // the computer's collapses, told when the student is to act
			r := g.rec.Clone()
			r.Truncate(n)
			if r.State().ToAct() != g.opponent.Side {
				m.Replace(r, g.opponent, false)
				b.add("Collapse told by the computer", c.sinceYourMove()...)
			}
		}
	}
}

// recordLine writes r's actions in the record notation, the same in every
// language.
func recordLine(r *game.Record) string {
	names := make([]string, r.Len())
	for i := range names {
		names[i] = r.Notation(i)
	}
	return strings.Join(names, ", ")
}
