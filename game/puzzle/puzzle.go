// Package puzzle reads practice puzzles: game records whose comment lines
// hold a question about the position and its answer, which the engine and
// the solver check. The puzzles come in levels (#level:), and ask eight
// kinds of question:
//
//	#kind: entangled #mark: X1     #answer: O2 X3
//	#kind: groups                  #answer: 2
//	#kind: count                   #answer: 16
//	#kind: cycle     #options: X5 1 3 | X5 2 7 | X5 4 9   #answer: X5 1 3
//	#kind: cascade   #choice: 9    #answer: X1=1 O2=5 X3=9
//	#kind: where     #mark: X1     #answer: 1 4
//	#kind: chooser                 #answer: O 3=X 7=draw
//	#kind: win                     #answer: X7 3 4 | X7 3 5 | collapse 9
//
// entangled: every spooky mark entangled with #mark. groups: how many
// entangled groups the spooky marks make. count: how many classical
// boards the spooky marks could still collapse to. cycle: the one option
// that closes a cycle. cascade: the position waits for a collapse, and the
// chooser lands the newest mark in the #choice square; the answer names
// every mark the collapse settles, with its square. where: the position
// waits for a collapse, and the answer is every square #mark can land in,
// whichever square is chosen. chooser: who chooses the pending collapse,
// and the result of each choice with perfect play afterwards (X, O or
// draw). win: exactly the actions that win for the side to act with
// perfect play afterwards.
//
// A file also has a "#title:" and a "#?" line with the question in English;
// the app shows the question in the language in force, composed from the
// kind and the position. The package imports no Fyne.
package puzzle

import (
	"bytes"
	"crypto/sha256"
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
	Entangled Kind = "entangled" // which spooky marks are entangled with a mark
	Groups    Kind = "groups"    // how many entangled groups there are
	Count     Kind = "count"     // how many classical boards are still possible
	Cycle     Kind = "cycle"     // which of some moves closes a cycle
	Cascade   Kind = "cascade"   // where every mark of a collapse lands
	Where     Kind = "where"     // where a mark can land in a pending collapse
	Chooser   Kind = "chooser"   // who chooses a collapse, and what each choice gives
	Win       Kind = "win"       // which actions win for the side to act
)

// Kinds lists every kind of puzzle, in the order the levels bring them in.
var Kinds = []Kind{Entangled, Groups, Count, Cycle, Cascade, Where, Chooser, Win}

// Puzzle is one practice question about a position from a real game.
type Puzzle struct {
	Name     string // the file name without extension, e.g. "03-07-cycle"
	ID       string // the position and the question: a student's progress is kept under it
	Title    string // in English
	Question string // in English
	Kind     Kind
	Level    int          // from 1; a level opens when enough of the one before is solved
	Record   *game.Record // the game up to the position asked about

	// What the question names.
	Choice  game.Square   // cascade: the square chosen for the newest mark
	Mark    game.Mark     // entangled, where: the mark asked about
	Options []game.Action // cycle: the moves to choose from, in the order of State().Legal()

	// The answer.
	Landed   map[game.Mark]game.Square // cascade: where each settled mark lands
	Boards   int                       // count: the number of classical boards
	Groups   int                       // groups: the number of entangled groups
	Closing  game.Action               // cycle: the option that closes a cycle
	Marks    []game.Mark               // entangled: the marks entangled with Mark, in move order
	Squares  []game.Square             // where: the squares Mark can land in, ascending
	Chooser  game.Player               // chooser: who chooses the collapse
	Results  [2]solver.Outcome         // chooser: the result of choosing Choices()[i]
	Wins     []game.Action             // win: the winning actions, in the order of State().Legal()
	solution string                    // the #answer: line as read
}

// State returns the position the puzzle asks about.
func (p *Puzzle) State() game.State { return p.Record.State() }

// Choices returns the two squares the newest mark of a pending collapse
// can be put in, ascending.
func Choices(s game.State) [2]game.Square {
	a, b := s.Pair(s.Newest())
	return [2]game.Square{min(a, b), max(a, b)}
}

// Parse reads a puzzle file; name is used in errors. A malformed line, an
// illegal move or an answer that does not fit the position is an error
// naming the line. Whether the answer is right is Check's business.
func Parse(name string, rd io.Reader) (*Puzzle, error) {
	f, err := game.ParseFile(name, rd)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Name: f.Name, Record: f.Record, Level: 1}
	var answer, options string
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
		} else if v, ok := field("#level:"); ok {
			if p.Level, err = strconv.Atoi(v); err != nil || p.Level < 1 {
				return nil, fmt.Errorf("%s:%d: #level: %q is not a number from 1", name, n, v)
			}
		} else if v, ok := field("#choice:"); ok {
			sq, err := strconv.Atoi(v)
			if err != nil || !game.Square(sq).Valid() {
				return nil, fmt.Errorf("%s:%d: #choice: %q is not a square 1–9", name, n, v)
			}
			p.Choice = game.Square(sq)
		} else if v, ok := field("#mark:"); ok {
			if p.Mark, err = ParseMark(v); err != nil {
				return nil, fmt.Errorf("%s:%d: #mark: %w", name, n, err)
			}
		} else if v, ok := field("#options:"); ok {
			options = v
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
	if p.Kind == Cycle {
		if err := p.readOptions(options); err != nil {
			return nil, fmt.Errorf("%s: #options: %w", name, err)
		}
	}
	if err := p.readAnswer(answer); err != nil {
		return nil, fmt.Errorf("%s:%d: %w", name, answerLine, err)
	}
	p.solution = strings.Join(strings.Fields(answer), " ")
	p.ID = p.identity()
	return p, nil
}

// identity names the puzzle by what it asks, not by its file: the moves to
// the position, the kind of question and what the question names. A puzzle
// renumbered or moved to another level keeps it, so the progress kept under
// it stays true; a new puzzle under an old file name gets a new one.
func (p *Puzzle) identity() string {
	h := sha256.New()
	fmt.Fprintf(h, "%s|%v|%v", p.Kind, p.Choice, p.Mark)
	for _, a := range p.Options {
		fmt.Fprintf(h, "|%v", a)
	}
	for i := range p.Record.Len() {
		fmt.Fprintf(h, "\n%s", p.Record.Notation(i))
	}
	return fmt.Sprintf("%s-%x", p.Kind, h.Sum(nil)[:6])
}

func (p *Puzzle) readOptions(options string) error {
	s := p.State()
	for _, f := range strings.Split(options, "|") {
		a, err := ParseAction(s, f)
		if err != nil {
			return err
		}
		if a.Kind != game.Place {
			return fmt.Errorf("%q does not place a spooky pair", f)
		}
		p.Options = append(p.Options, a)
	}
	if p.Options = InLegalOrder(s, p.Options); len(p.Options) < 2 {
		return fmt.Errorf("a cycle puzzle needs at least two different moves to choose from")
	}
	return nil
}

// readAnswer reads the #answer: line for the puzzle's kind.
func (p *Puzzle) readAnswer(answer string) error {
	s := p.State()
	pending := s.Phase() == game.PhaseChoose
	switch p.Kind {
	case Cascade, Where, Chooser:
		if !pending {
			return fmt.Errorf("a %s puzzle's position must wait for a collapse choice", p.Kind)
		}
	case Entangled, Groups, Count, Cycle:
		if s.Phase() != game.PhasePlace {
			return fmt.Errorf("a %s puzzle's position must wait for a move of two spooky marks", p.Kind)
		}
	}
	if (p.Kind == Entangled || p.Kind == Where) && !s.IsSpooky(p.Mark) {
		return fmt.Errorf("#mark: %v is not a spooky mark here", p.Mark)
	}
	switch p.Kind {
	case Cascade:
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
	case Count, Groups:
		n, err := strconv.Atoi(answer)
		if err != nil || n < 1 {
			return fmt.Errorf("%q: a count is a whole number from 1", answer)
		}
		if p.Kind == Count {
			p.Boards = n
		} else {
			p.Groups = n
		}
	case Cycle:
		a, err := ParseAction(s, answer)
		if err != nil {
			return err
		}
		if !slices.Contains(p.Options, a) {
			return fmt.Errorf("%q is not one of the #options", answer)
		}
		p.Closing = a
	case Entangled:
		for _, f := range strings.Fields(answer) {
			m, err := ParseMark(f)
			if err != nil {
				return err
			}
			if !s.IsSpooky(m) || m == p.Mark {
				return fmt.Errorf("%v is not another spooky mark", m)
			}
			p.Marks = append(p.Marks, m)
		}
		slices.Sort(p.Marks)
		p.Marks = slices.Compact(p.Marks)
	case Where:
		a, b := s.Pair(p.Mark)
		for _, f := range strings.Fields(answer) {
			n, err := strconv.Atoi(f)
			if sq := game.Square(n); err != nil || (sq != a && sq != b) {
				return fmt.Errorf("%q is not one of %v's squares, %v and %v", f, p.Mark, a, b)
			}
			p.Squares = append(p.Squares, game.Square(n))
		}
		slices.Sort(p.Squares)
		p.Squares = slices.Compact(p.Squares)
		if p.Mark == s.Newest() {
			return fmt.Errorf("#mark: the newest mark's square is the choice itself")
		}
	case Chooser:
		f := strings.Fields(answer)
		if len(f) != 3 || (f[0] != "X" && f[0] != "O") {
			return fmt.Errorf("%q: write who chooses and each choice's result, as in O 3=X 7=draw", answer)
		}
		p.Chooser = game.X
		if f[0] == "O" {
			p.Chooser = game.O
		}
		for i, sq := range Choices(s) {
			want := sq.String() + "="
			r, ok := strings.CutPrefix(f[1+i], want)
			o, err := ParseOutcome(r)
			if !ok || err != nil {
				return fmt.Errorf("%q: the choices are %v, in that order, each =X, =O or =draw", answer, Choices(s))
			}
			p.Results[i] = o
		}
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
		return fmt.Errorf("#kind: %q is not one of %v", p.Kind, Kinds)
	}
	return nil
}

// ParseOutcome reads a result as the solver writes it: "X", "O" or "draw".
func ParseOutcome(text string) (solver.Outcome, error) {
	for _, o := range []solver.Outcome{solver.XWins, solver.Draw, solver.OWins} {
		if o.String() == text {
			return o, nil
		}
	}
	return 0, fmt.Errorf("%q is not X, O or draw", text)
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

// EntangledWith returns the spooky marks other than m whose squares a
// chain of spooky marks links to m's, in move order.
func EntangledWith(s game.State, m game.Mark) []game.Mark {
	a, _ := s.Pair(m)
	var out []game.Mark
	for _, n := range s.Group(a).Marks {
		if n != m {
			out = append(out, n)
		}
	}
	return out
}

// CanLand returns the squares mark m lands in over both choices of the
// pending collapse, ascending; none if the collapse leaves m spooky.
func CanLand(s game.State, m game.Mark) []game.Square {
	var out []game.Square
	for _, c := range Choices(s) {
		landed, _, err := Landings(s, c)
		if sq, ok := landed[m]; err == nil && ok && !slices.Contains(out, sq) {
			out = append(out, sq)
		}
	}
	slices.Sort(out)
	return out
}

// Results returns the result, with perfect play, of each choice of the
// pending collapse in s, in the order of Choices(s).
func Results(sv *solver.Solver, s game.State) [2]solver.Outcome {
	var out [2]solver.Outcome
	for i, c := range Choices(s) {
		t := s
		if _, err := t.Apply(game.ChooseAction(c)); err == nil {
			out[i] = sv.Value(t)
		}
	}
	return out
}

// Check recomputes the puzzle's answer with the engine and the solver and
// returns an error if the file's answer differs.
func (p *Puzzle) Check(sv *solver.Solver) error {
	s := p.State()
	want := ""
	switch p.Kind {
	case Cascade:
		landed, _, err := Landings(s, p.Choice)
		if err != nil {
			return err
		}
		want = FormatLandings(landed)
	case Count:
		want = strconv.Itoa(s.Ensemble().Len())
	case Groups:
		want = strconv.Itoa(len(s.Groups()))
	case Cycle:
		var closing []game.Action
		for _, a := range p.Options {
			if s.Connected(a.Squares[0], a.Squares[1]) {
				closing = append(closing, a)
			}
		}
		want = FormatActions(s, closing)
	case Entangled:
		want = formatList(EntangledWith(s, p.Mark))
	case Where:
		want = formatList(CanLand(s, p.Mark))
	case Chooser:
		want = formatResults(s, s.ToAct(), Results(sv, s))
	case Win:
		want = FormatActions(s, Winning(sv, s))
	}
	if got := p.Answer(); got != want {
		return fmt.Errorf("%s: answer %q, the engine and the solver say %q", p.Name, got, want)
	}
	return nil
}

// Answer writes the puzzle's answer as in its #answer: line.
func (p *Puzzle) Answer() string {
	s := p.State()
	switch p.Kind {
	case Cascade:
		return FormatLandings(p.Landed)
	case Count:
		return strconv.Itoa(p.Boards)
	case Groups:
		return strconv.Itoa(p.Groups)
	case Cycle:
		return FormatActions(s, []game.Action{p.Closing})
	case Entangled:
		return formatList(p.Marks)
	case Where:
		return formatList(p.Squares)
	case Chooser:
		return formatResults(s, p.Chooser, p.Results)
	}
	return FormatActions(s, p.Wins)
}

func formatList[T fmt.Stringer](items []T) string {
	parts := make([]string, len(items))
	for i, it := range items {
		parts[i] = it.String()
	}
	return strings.Join(parts, " ")
}

func formatResults(s game.State, chooser game.Player, results [2]solver.Outcome) string {
	c := Choices(s)
	return fmt.Sprintf("%v %v=%v %v=%v", chooser, c[0], results[0], c[1], results[1])
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

// Load reads every puzzle in the folder fsys, in file name order: level
// by level.
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
// kind, level, what the question names and the answer, then the game's
// record.
func (p *Puzzle) Format(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "#title: %s\n#? %s\n#kind: %s\n#level: %d\n", p.Title, p.Question, p.Kind, p.Level)
	switch p.Kind {
	case Cascade:
		fmt.Fprintf(&b, "#choice: %v\n", p.Choice)
	case Entangled, Where:
		fmt.Fprintf(&b, "#mark: %v\n", p.Mark)
	case Cycle:
		fmt.Fprintf(&b, "#options: %s\n", FormatActions(p.State(), p.Options))
	}
	fmt.Fprintf(&b, "#answer: %s\n", p.Answer())
	for i := range p.Record.Len() {
		b.WriteString(p.Record.Notation(i) + "\n")
	}
	_, err := b.WriteTo(w)
	return err
}

// symmetries are the eight ways to turn or mirror the board, each as the
// square every square goes to.
var symmetries = func() [8][10]game.Square {
	var out [8][10]game.Square
	for i := range out {
		for sq := game.Square(1); sq <= 9; sq++ {
			r, c := sq.Row(), sq.Col()
			if i&1 != 0 {
				c = 2 - c
			}
			if i&2 != 0 {
				r = 2 - r
			}
			if i&4 != 0 {
				r, c = c, r
			}
			out[i][sq] = game.Square(3*r + c + 1)
		}
	}
	return out
}()

// Position returns a key of the position p asks about that is the same for
// every turn or mirror image of the board: two puzzles with one key show
// the same position.
func Position(rec *game.Record) string {
	best := ""
	for _, sym := range symmetries {
		var s game.State
		for i := range rec.Len() {
			a := rec.Action(i)
			for j := range a.Squares {
				if a.Squares[j].Valid() {
					a.Squares[j] = sym[a.Squares[j]]
				}
			}
			if a.Kind == game.Place && a.Squares[0] > a.Squares[1] {
				a.Squares[0], a.Squares[1] = a.Squares[1], a.Squares[0]
			}
			if _, err := s.Apply(a); err != nil {
				return fmt.Sprint("unplayable ", err)
			}
		}
		if k := fmt.Sprint(s); best == "" || k < best {
			best = k
		}
	}
	return best
}
