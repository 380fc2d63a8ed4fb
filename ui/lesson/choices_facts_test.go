package lesson

import (
	"io/fs"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// A fact computes the right choice of a question from the position it is
// asked at, with the engine or the solver. A question about physics, or
// about a rule rather than a position, has a nil fact: its right choice is
// checked by reading, and the tests check only that its answer names it.
type fact func(t *testing.T, s *solver.Solver, st game.State) string

// lessonFacts are the facts of every question of the bundled lessons, in
// the order the lessons ask them.
var lessonFacts = map[string][]fact{
	"01-superposition": {notSettled(1), boards},
	"02-entanglement": {
		boards,
		nil, // "Is square 1 more likely for X1?": no odds where a player chooses, a rule
		landsAfter(game.ChooseAction(7), 3),
	},
	"03-long-cycle": {landsAfter(game.ChooseAction(3), 4)},
	"04-deciding-choice": {
		landsAfter(game.ChooseAction(1), 1),
		keepsBest(game.PlaceAction(6, 7)),
		landsAfter(game.ChooseAction(7), 3),
		canHold,
		winningChoice,
	},
	"05-simultaneous": {linesAfter(game.ChooseAction(6)), winnerAfter(game.ChooseAction(6))},
	"06-ninth-move": {
		winnerAfter(game.ChooseAction(3)),
		anyLineAfter(game.ChooseAction(8)),
		onlySquare,
		winnerAfter(game.FinalAction(7)),
	},
	"07-metaphor": {
		winnerAfter(),
		nil, // D with path A blocked: physics, the two-path experiment (lesson 8 adds its amplitudes)
		nil, // a photon on one path: physics, the two-path experiment
	},
	"08-amplitudes": {
		nil,               // tosses written in advance: TestHiddenCardClaims checks the list of boards
		nil,               // a card of squares written in advance: TestHiddenCardClaims checks that X3 in its two squares contradicts every card
		oneIn(+0.5 + 0.5), // D with path B lengthened: the two amplitudes add, then the sum is squared
		cardsAgreeAtLeast, // hidden cards: the pigeonhole bound of Mermin's form of Bell's inequality
	},
}

// quizFacts are the facts of the quiz's questions, each on the position
// its text describes.
var quizFacts = []fact{
	nil, // an electron's path: physics
	nil, // two results need not be equally likely: physics
	nil, // who decides a measurement's result: physics
	nil, // which statements are true of quantum physics: physics
	nil, // no message through entanglement: physics
	on("X1 2 6\nO2 6 8\nX3 8 4\n", onlyPlaceWith(1, 6, 3)),
	on("X1 1 5\nO2 1 5\n", chooser),
	on("X1 2 3\nO2 1 2\nX3 1 2\n", settledEitherWay(1)),
}

// TestChoicesAgreeWithTheGame checks every question of the bundled
// lessons and the quiz: it offers choices, the engine or the solver
// agrees with its right choice, and its answer names that choice in every
// language.
func TestChoicesAgreeWithTheGame(t *testing.T) {
	s := solver.New()
	english, err := Load(assets.LessonFiles(), "")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range english {
		facts, ok := lessonFacts[l.Name]
		if !ok {
			t.Errorf("%s: no facts for its questions in lessonFacts", l.Name)
			continue
		}
		asked := 0
		for i, st := range l.Steps {
			if st.Question == "" {
				continue
			}
			asked++
			where := l.Name + ", question " + strconv.Itoa(asked)
			if st.Choices == nil {
				t.Errorf("%s (%q) offers no choices", where, st.Question)
				continue
			}
			if asked > len(facts) {
				continue
			}
			if f := facts[asked-1]; f != nil {
				state, _ := l.State(i)
				if got := f(t, s, state); got != st.Choices.Right {
					t.Errorf("%s (%q): the right choice is %q; the game says %q", where, st.Question, st.Choices.Right, got)
				}
			}
		}
		if asked != len(facts) {
			t.Errorf("%s asks %d questions; lessonFacts has %d", l.Name, asked, len(facts))
		}
	}
	en, err := quiz("en")
	if err != nil {
		t.Fatal(err)
	}
	if len(en.Questions) != len(quizFacts) {
		t.Errorf("the quiz has %d questions; quizFacts has %d", len(en.Questions), len(quizFacts))
	}
	for i, q := range en.Questions {
		if q.Choices == nil {
			t.Errorf("quiz question %d (%q) offers no choices", i+1, q.Text)
			continue
		}
		if i < len(quizFacts) && quizFacts[i] != nil {
			if got := quizFacts[i](t, s, game.State{}); got != q.Choices.Right {
				t.Errorf("quiz question %d (%q): the right choice is %q; the game says %q", i+1, q.Text, q.Choices.Right, got)
			}
		}
	}
}

// TestAnswersNameTheirRightChoice checks that the answer of every bundled
// question, in every language, starts by naming its right choice: "No",
// "In square 3", "Four", "O's".
func TestAnswersNameTheirRightChoice(t *testing.T) {
	fsys := assets.LessonFiles()
	files, err := fs.Glob(fsys, "*"+game.FileExt)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		l, err := readFile(fsys, f)
		if err != nil {
			t.Error(err)
			continue
		}
		language := languageOf(f)
		for i, st := range l.Steps {
			if st.Choices != nil && !names(language, st.Answer, st.Choices) {
				t.Errorf("%s, step %d: the answer does not start by naming %q (%s): %q", f, i+1, st.Choices.Right, st.Choices.Kind, st.Answer)
			}
		}
	}
	for language := range words {
		q, err := quiz(language)
		if err != nil {
			t.Error(err)
			continue
		}
		en, err := quiz("en")
		if err != nil {
			t.Fatal(err)
		}
		if len(q.Questions) != len(en.Questions) {
			t.Errorf("the %s quiz has %d questions, the English %d", language, len(q.Questions), len(en.Questions))
			continue
		}
		for i, question := range q.Questions {
			c, want := question.Choices, en.Questions[i].Choices
			if c == nil || want == nil || c.String() != want.String() {
				t.Errorf("%s quiz question %d offers %v, the English %v", language, i+1, c, want)
				continue
			}
			if !names(language, question.Answer, c) {
				t.Errorf("%s quiz question %d: the answer does not start by naming %q (%s): %q", language, i+1, c.Right, c.Kind, question.Answer)
			}
		}
	}
}

// quiz returns the bundled quiz in language.
func quiz(language string) (*Quiz, error) {
	md, err := assets.GuideFile("quiz", language)
	if err != nil {
		return nil, err
	}
	return ParseQuiz(md)
}

// languageOf returns the language of a bundled lesson's file name.
func languageOf(file string) string {
	name := strings.TrimSuffix(file, game.FileExt)
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[i+1:]
	}
	return "en"
}

// words are the words an answer starts with to name a choice, in each
// language: "yes", "no", "nobody", and counts (ru «На один», answering
// «На сколько…?»; ru «Одно», pl and cs «Jedno», counting statements,
// which are neuter).
var words = map[string]map[string][]string{
	"en": {"yes": {"Yes"}, "no": {"No"}, "nobody": {"Nobody"}, "1": {"One"}, "2": {"Two"}, "3": {"Three"}, "4": {"Four"}},
	"ru": {"yes": {"Да"}, "no": {"Нет"}, "nobody": {"Никто"}, "1": {"Один", "Одно", "На один"}, "2": {"Две", "Два"}, "3": {"Три", "Из трёх"}, "4": {"Четыре"}},
	"pl": {"yes": {"Tak"}, "no": {"Nie"}, "nobody": {"Nikt"}, "1": {"Jeden", "Jedno"}, "2": {"Dwie", "Dwa"}, "3": {"Trzy"}, "4": {"Cztery"}},
	"cs": {"yes": {"Ano"}, "no": {"Ne"}, "nobody": {"Nikdo"}, "1": {"Jeden", "Jedno"}, "2": {"Dvě", "Dva"}, "3": {"Tři"}, "4": {"Čtyři"}},
	"tr": {"yes": {"Evet"}, "no": {"Hayır"}, "nobody": {"Kimse"}, "1": {"Bir"}, "2": {"İki"}, "3": {"Üç"}, "4": {"Dört"}},
	"ko": {"yes": {"예", "네"}, "no": {"아니요", "아닙니다"}, "nobody": {"아무도"}, "1": {"한"}, "2": {"두"}, "3": {"세"}, "4": {"네"}},
}

// names reports whether answer, in language, starts by naming the right
// choice of c: its first word is the word for yes, no, nobody or the
// count, or starts with the count's digits ("16가지입니다"); for a square,
// the first number of its first sentence is the square's (marks' numbers
// aside); for a player, its first sentence names that player and not the
// other.
func names(language, answer string, c *Choices) bool {
	first := tokens(answer)
	if len(first) == 0 {
		return false
	}
	sentence := tokens(firstSentence(answer))
	switch c.Kind {
	case YesNo, Counts:
		return first[0] == c.Right || strings.TrimRightFunc(first[0], func(r rune) bool { return !unicode.IsDigit(r) }) == c.Right ||
			slices.ContainsFunc(words[language][c.Right], func(w string) bool { return startsWith(first, strings.Fields(w)) })
	case Players:
		if c.Right == Nobody {
			return slices.Contains(words[language][Nobody], first[0])
		}
		other := "X"
		if c.Right == "X" {
			other = "O"
		}
		return slices.Contains(sentence, c.Right) && !slices.Contains(sentence, other)
	case Squares:
		for i, w := range sentence {
			digits := strings.TrimRightFunc(w, func(r rune) bool { return !unicode.IsDigit(r) })
			if digits == "" || i > 0 && (sentence[i-1] == "X" || sentence[i-1] == "O") {
				continue // not a number, or a mark's
			}
			return digits == c.Right
		}
	}
	return false
}

// firstSentence returns answer up to its first full stop, colon or
// semicolon.
func firstSentence(answer string) string {
	if i := strings.IndexAny(answer, ".:;"); i >= 0 {
		return answer[:i]
	}
	return answer
}

// tokens splits text into words, a mark's player apart from what follows
// it: "O's" gives "O" and "s", "X3" gives "X" and "3", "O의" gives "O" and
// "의".
func tokens(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if len(w) > 1 && (w[0] == 'X' || w[0] == 'O') && (w[1] >= '0' && w[1] <= '9' || w[1] >= 0x80) {
			out = append(out, w[:1], w[1:])
			continue
		}
		out = append(out, w)
	}
	return out
}

// The facts.

// boards is the number of possible boards.
func boards(t *testing.T, _ *solver.Solver, st game.State) string {
	return strconv.Itoa(st.Ensemble().Len())
}

// notSettled says "no" to "is mark m already in one of its squares?" when
// m is still spooky and possible boards put it in either square.
func notSettled(m game.Mark) fact {
	return func(t *testing.T, _ *solver.Solver, st game.State) string {
		a, b := st.Pair(m)
		e := st.Ensemble()
		if st.IsSpooky(m) && e.Count(m, a) > 0 && e.Count(m, b) > 0 {
			return No
		}
		return Yes
	}
}

// after returns the position after action.
func after(t *testing.T, st game.State, a game.Action) game.State {
	t.Helper()
	if _, err := st.Apply(a); err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	return st
}

// landsAfter is the square where mark m lands once action is played.
func landsAfter(action game.Action, m game.Mark) fact {
	return func(t *testing.T, _ *solver.Solver, st game.State) string {
		return after(t, st, action).Landed(m).String()
	}
}

// player names the winner as a Players choice does.
func player(p game.Player) string {
	if p == game.NoPlayer {
		return Nobody
	}
	return p.String()
}

// winnerAfter is who wins with best play after the actions, by the solver.
func winnerAfter(actions ...game.Action) fact {
	return func(t *testing.T, s *solver.Solver, st game.State) string {
		for _, a := range actions {
			st = after(t, st, a)
		}
		return player(s.Value(st).Winner())
	}
}

// keepsBest says whether action keeps the best result the player who
// makes it had, by the solver.
func keepsBest(action game.Action) fact {
	return func(t *testing.T, s *solver.Solver, st game.State) string {
		mover := st.ToAct()
		if s.Value(after(t, st, action)).For(mover) < s.Value(st).For(mover) {
			return No
		}
		return Yes
	}
}

// canHold says whether the player to move can still hold a draw or win.
func canHold(t *testing.T, s *solver.Solver, st game.State) string {
	if s.Value(st).For(st.ToAct()) < 0 {
		return No
	}
	return Yes
}

// winningChoice is the one collapse choice that wins for the chooser.
func winningChoice(t *testing.T, s *solver.Solver, st game.State) string {
	var wins []string
	for _, sc := range s.Evaluate(st) {
		if sc.Action.Kind == game.Choose && sc.Outcome.Winner() == st.ToAct() {
			wins = append(wins, sc.Action.Squares[0].String())
		}
	}
	if len(wins) != 1 {
		return "choices winning: " + strings.Join(wins, ", ")
	}
	return wins[0]
}

// linesAfter is the number of lines on the board after action.
func linesAfter(action game.Action) fact {
	return func(t *testing.T, _ *solver.Solver, st game.State) string {
		return strconv.Itoa(len(after(t, st, action).Lines()))
	}
}

// anyLineAfter says whether anyone has a line after action.
func anyLineAfter(action game.Action) fact {
	return func(t *testing.T, _ *solver.Solver, st game.State) string {
		if len(after(t, st, action).Lines()) > 0 {
			return Yes
		}
		return No
	}
}

// onlySquare is the square of the one legal move, the ninth.
func onlySquare(t *testing.T, _ *solver.Solver, st game.State) string {
	legal := st.Legal()
	if len(legal) != 1 || legal[0].Kind != game.PlaceFinal {
		return "not one final move"
	}
	return legal[0].Squares[0].String()
}

// chooser is the player who chooses the pending collapse.
func chooser(t *testing.T, _ *solver.Solver, st game.State) string {
	if st.Phase() != game.PhaseChoose {
		return "no collapse pending"
	}
	return player(st.ToAct())
}

// onlyPlaceWith is the one square where mark m is on every possible board
// that puts mark given in square sq.
func onlyPlaceWith(given game.Mark, sq game.Square, m game.Mark) fact {
	return func(t *testing.T, _ *solver.Solver, st game.State) string {
		e := st.Ensemble()
		found := map[string]bool{}
		for i := range e.Len() {
			if b := e.Board(i); b.At(sq) == given {
				for _, at := range game.Squares {
					if b.At(at) == m {
						found[at.String()] = true
					}
				}
			}
		}
		if len(found) != 1 {
			return "not one square"
		}
		for at := range found {
			return at
		}
		return ""
	}
}

// settledEitherWay says whether mark m is classical after the pending
// collapse, whichever square the chooser picks.
func settledEitherWay(m game.Mark) fact {
	return func(t *testing.T, _ *solver.Solver, st game.State) string {
		for _, a := range st.Legal() {
			if after(t, st, a).IsSpooky(m) {
				return No
			}
		}
		return Yes
	}
}

// oneIn is "one in how many" for a detector whose amplitude, the sum of
// its ways' amplitudes, is a: the odds are that sum squared. It is physics, not the
// game, computed here so that the lesson's number is checked.
func oneIn(a float64) fact {
	return func(*testing.T, *solver.Solver, game.State) string {
		return strconv.Itoa(int(math.Round(1 / (a * a))))
	}
}

// cardsAgreeAtLeast is the smallest share of the time, one time in how
// many, that two hidden cards can agree when the two labs' settings (1, 2
// or 3, picked at random) differ:
// a pair's two cards are the same (they agree every time the settings
// are), and the card that agrees least often, over the six ordered pairs
// of different settings, sets the bound. Physics, computed here so that
// the lesson's number is checked.
func cardsAgreeAtLeast(*testing.T, *solver.Solver, game.State) string {
	least := 1.0
	for card := range 8 { // three yes-or-no answers, one bit each
		agree, pairs := 0, 0
		for a := range 3 {
			for b := range 3 {
				if a != b {
					pairs++
					if card>>a&1 == card>>b&1 {
						agree++
					}
				}
			}
		}
		least = min(least, float64(agree)/float64(pairs))
	}
	return strconv.Itoa(int(math.Round(1 / least)))
}

// on computes f on the position of a record written as in a .qttt file,
// in place of the position it is given.
func on(record string, f fact) fact {
	return func(t *testing.T, s *solver.Solver, _ game.State) string {
		r, err := game.Parse("quiz", strings.NewReader(record))
		if err != nil {
			t.Fatal(err)
		}
		return f(t, s, r.State())
	}
}

// startsWith reports whether tokens begin with the tokens of prefix.
func startsWith(tokens, prefix []string) bool {
	return len(tokens) >= len(prefix) && slices.Equal(tokens[:len(prefix)], prefix)
}
