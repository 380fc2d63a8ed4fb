// Package puzzle reads practice puzzles: game records whose comment lines
// hold a question about the position and its answer, which the engine and
// the solver check. Three kinds of question are asked:
//
//	#kind: cascade   #choice: 9   #answer: X1=1 O2=5 X3=9
//	#kind: count     #answer: 16
//	#kind: win       #answer: X7 3 4 | X7 3 5 | collapse 9
//
// cascade: the position waits for a collapse, and the chooser lands the
// newest mark in the #choice square; the answer names every mark the
// collapse settles, with its square. count: how many classical boards the
// spooky marks could still collapse to. win: exactly the actions that win
// for the side to act with perfect play afterwards.
//
// A file also has a "#title:" and a "#?" line with the question in English;
// the app shows the question in the language in force, composed from the
// kind and the position. The package imports no Fyne.
package puzzle

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// Kind is the kind of question a puzzle asks.
type Kind string

// The kinds of puzzle.
const (
	Cascade Kind = "cascade" // where every mark of a collapse lands
	Count   Kind = "count"   // how many classical boards are still possible
	Win     Kind = "win"     // which actions win for the side to act
)

// Puzzle is one practice question about a position from a real game.
type Puzzle struct {
	Name     string // the file name without extension, e.g. "07-cascade"
	Title    string // in English
	Question string // in English
	Kind     Kind
	Record   *game.Record // the game up to the position asked about
	Choice   game.Square  // the collapse choice of a cascade puzzle

	Landed map[game.Mark]game.Square // cascade: where each settled mark lands
	Boards int                       // count: the number of classical boards
	Wins   []game.Action             // win: the winning actions, in the order of State().Legal()
}

// State returns the position the puzzle asks about.
func (p *Puzzle) State() game.State { return p.Record.State() }

// Parse reads a puzzle file; name is used in errors. A malformed line, an
// illegal move or an answer that does not fit the position is an error
// naming the line. Whether the answer is right is Check's business.
func Parse(name string, rd io.Reader) (*Puzzle, error) {
	f, err := game.ParseFile(name, rd)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Name: f.Name, Record: f.Record}
	var answer string
	answerLine := 0
	for i, line := range f.Lines {
		n := i + 1
		field := func(prefix string) (string, bool) {
			v, ok := strings.CutPrefix(line, prefix)
			return strings.TrimSpace(v), ok
		}
		if v, ok := field("#title:"); ok {
			p.Title = v
		} else if v, ok := field("#?"); ok {
			p.Question = strings.TrimSpace(p.Question + " " + v)
		} else if v, ok := field("#kind:"); ok {
			p.Kind = Kind(v)
		} else if v, ok := field("#choice:"); ok {
			sq, err := strconv.Atoi(v)
			if err != nil || !game.Square(sq).Valid() {
				return nil, fmt.Errorf("%s:%d: #choice: %q is not a square 1–9", name, n, v)
			}
			p.Choice = game.Square(sq)
		} else if v, ok := field("#answer:"); ok {
			answer, answerLine = v, n
		}
	}
	if p.Title == "" || p.Question == "" {
		return nil, fmt.Errorf("%s: a puzzle needs a #title: and a #? question", name)
	}
	if answerLine == 0 {
		return nil, fmt.Errorf("%s: no #answer: line", name)
	}
	if err := p.readAnswer(answer); err != nil {
		return nil, fmt.Errorf("%s:%d: %w", name, answerLine, err)
	}
	return p, nil
}

// readAnswer reads the #answer: line for the puzzle's kind.
func (p *Puzzle) readAnswer(answer string) error {
	s := p.State()
	switch p.Kind {
	case Cascade:
		if s.Phase() != game.PhaseChoose {
			return fmt.Errorf("a cascade puzzle's position must wait for a collapse choice")
		}
		if s.Check(game.ChooseAction(p.Choice)) != nil {
			return fmt.Errorf("#choice: %v is not a square of %v", p.Choice, s.Newest())
		}
		p.Landed = map[game.Mark]game.Square{}
		for _, f := range strings.Fields(answer) {
			m, sq, ok := strings.Cut(f, "=")
			mark, err := ParseMark(m)
			n, err2 := strconv.Atoi(sq)
			if !ok || err != nil || err2 != nil || !game.Square(n).Valid() {
				return fmt.Errorf("%q: write each mark as MARK=SQUARE, as in X1=5", f)
			}
			p.Landed[mark] = game.Square(n)
		}
	case Count:
		n, err := strconv.Atoi(answer)
		if err != nil || n < 1 {
			return fmt.Errorf("%q: a count is a whole number from 1", answer)
		}
		p.Boards = n
	case Win:
		for _, f := range strings.Split(answer, "|") {
			a, err := ParseAction(s, f)
			if err != nil {
				return err
			}
			p.Wins = append(p.Wins, a)
		}
		p.Wins = InLegalOrder(s, p.Wins)
	default:
		return fmt.Errorf("#kind: %q is not cascade, count or win", p.Kind)
	}
	return nil
}

// ParseMark reads a mark as the rules write it, e.g. "X3" or "O4".
func ParseMark(tok string) (game.Mark, error) {
	n, err := strconv.Atoi(strings.TrimLeft(tok, "XO"))
	m := game.Mark(n)
	if err != nil || len(tok) != 2 || m < 1 || m > game.MaxMoves || m.String() != tok {
		return 0, fmt.Errorf("%q is not a mark such as X1 or O2", tok)
	}
	return m, nil
}

// ParseAction reads an action legal in s written as in a record: "X7 3 4",
// "collapse 9" or "X9 4".
func ParseAction(s game.State, text string) (game.Action, error) {
	want := strings.Join(strings.Fields(text), " ")
	for _, a := range s.Legal() {
		if Notation(s, a) == want {
			return a, nil
		}
		if a.Kind == game.Place && Notation(s, game.PlaceAction(a.Squares[1], a.Squares[0])) == want {
			return a, nil
		}
	}
	return game.Action{}, fmt.Errorf("%q is not a legal action here", want)
}

// Notation writes action a, taken in s, as a record line.
func Notation(s game.State, a game.Action) string {
	switch a.Kind {
	case game.Choose:
		return "collapse " + a.Squares[0].String()
	case game.PlaceFinal:
		return s.NextMark().String() + " " + a.Squares[0].String()
	}
	return s.NextMark().String() + " " + a.Squares[0].String() + " " + a.Squares[1].String()
}

// InLegalOrder returns the distinct actions of acts in the order of s.Legal().
func InLegalOrder(s game.State, acts []game.Action) []game.Action {
	var out []game.Action
	for _, a := range s.Legal() {
		if slices.Contains(acts, a) {
			out = append(out, a)
		}
	}
	return out
}

// Landings returns where every mark lands when the newest mark of s, which
// waits for a collapse, is put in square choice: the engine's cascade.
func Landings(s game.State, choice game.Square) (map[game.Mark]game.Square, []game.Landing, error) {
	cascade, err := s.Preview(choice)
	if err != nil {
		return nil, nil, err
	}
	landed := map[game.Mark]game.Square{}
	for _, l := range cascade {
		landed[l.Mark] = l.Square
	}
	return landed, cascade, nil
}

// Winning returns the actions that win for the side to act in s with
// perfect play afterwards, in the order of s.Legal().
func Winning(sv *solver.Solver, s game.State) []game.Action {
	var wins []game.Action
	for _, sc := range sv.Evaluate(s) {
		if sc.Outcome.Winner() == s.ToAct() {
			wins = append(wins, sc.Action)
		}
	}
	return wins
}

// Check recomputes the puzzle's answer with the engine and the solver and
// returns an error if the file's answer differs.
func (p *Puzzle) Check(sv *solver.Solver) error {
	s := p.State()
	switch p.Kind {
	case Cascade:
		landed, _, err := Landings(s, p.Choice)
		if err != nil {
			return err
		}
		if !maps(landed, p.Landed) {
			return fmt.Errorf("%s: answer %s, the engine says %s", p.Name, FormatLandings(p.Landed), FormatLandings(landed))
		}
	case Count:
		if n := s.Ensemble().Len(); n != p.Boards {
			return fmt.Errorf("%s: answer %d boards, the engine counts %d", p.Name, p.Boards, n)
		}
	case Win:
		if w := Winning(sv, s); !slices.Equal(w, p.Wins) {
			return fmt.Errorf("%s: answer %s, the solver says %s", p.Name, FormatActions(s, p.Wins), FormatActions(s, w))
		}
	}
	return nil
}

func maps(a, b map[game.Mark]game.Square) bool {
	if len(a) != len(b) {
		return false
	}
	for m, sq := range a {
		if b[m] != sq {
			return false
		}
	}
	return true
}

// FormatLandings writes landings as an #answer: line, "X1=1 O2=5", in
// move order.
func FormatLandings(landed map[game.Mark]game.Square) string {
	marks := make([]game.Mark, 0, len(landed))
	for m := range landed {
		marks = append(marks, m)
	}
	slices.Sort(marks)
	var parts []string
	for _, m := range marks {
		parts = append(parts, fmt.Sprintf("%v=%v", m, landed[m]))
	}
	return strings.Join(parts, " ")
}

// FormatActions writes actions taken in s as an #answer: line, "X7 3 4 | X7 3 5".
func FormatActions(s game.State, acts []game.Action) string {
	parts := make([]string, len(acts))
	for i, a := range acts {
		parts[i] = Notation(s, a)
	}
	return strings.Join(parts, " | ")
}

// Load reads every puzzle in the folder fsys, in file name order.
func Load(fsys fs.FS) ([]*Puzzle, error) {
	names, err := fs.Glob(fsys, "*"+game.FileExt)
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var puzzles []*Puzzle
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		p, err := Parse(name, bytes.NewReader(data))
		if err != nil {
			return nil, err
		}
		puzzles = append(puzzles, p)
	}
	return puzzles, nil
}

// Format writes the puzzle as a file: the English title and question, its
// kind, choice and answer, then the game's record.
func (p *Puzzle) Format(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "#title: %s\n#? %s\n#kind: %s\n", p.Title, p.Question, p.Kind)
	s := p.State()
	switch p.Kind {
	case Cascade:
		fmt.Fprintf(&b, "#choice: %v\n#answer: %s\n", p.Choice, FormatLandings(p.Landed))
	case Count:
		fmt.Fprintf(&b, "#answer: %d\n", p.Boards)
	case Win:
		fmt.Fprintf(&b, "#answer: %s\n", FormatActions(s, p.Wins))
	}
	for i := range p.Record.Len() {
		b.WriteString(p.Record.Notation(i) + "\n")
	}
	_, err := b.WriteTo(w)
	return err
}
