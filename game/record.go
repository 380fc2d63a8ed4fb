package game

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Record is a whole game: the list of its actions, with the state after
// each one. The zero Record is not ready for use; call NewRecord.
type Record struct {
	// Chance marks a game played with the teaching variant in which a fair
	// coin, not the player, decided each collapse. The rules of play are
	// the same; records say so in the comment line "# collapse: chance".
	Chance bool

	actions []Action
	states  []State // states[i] is the position after the first i actions
}

// chanceComment is the comment line that marks a Chance record.
const chanceComment = "# collapse: chance"

// NewRecord returns the record of a game not yet begun.
func NewRecord() *Record { return &Record{states: []State{{}}} }

// Len returns the number of actions in the record.
func (r *Record) Len() int { return len(r.actions) }

// Action returns the i-th action, counting from 0.
func (r *Record) Action(i int) Action { return r.actions[i] }

// State returns the position after the last action.
func (r *Record) State() State { return r.states[len(r.states)-1] }

// StateAt returns the position after the first n actions; StateAt(0) is
// the empty board.
func (r *Record) StateAt(n int) State { return r.states[n] }

// Apply plays action a at the end of the record, or returns why the rules
// do not allow it and leaves the record unchanged. It returns the cascade
// of a collapse choice, as State.Apply does.
func (r *Record) Apply(a Action) ([]Landing, error) {
	s := r.State()
	cascade, err := s.Apply(a)
	if err != nil {
		return nil, err
	}
	r.actions = append(r.actions, a)
	r.states = append(r.states, s)
	return cascade, nil
}

// Truncate drops every action after the first n.
func (r *Record) Truncate(n int) {
	r.actions = r.actions[:n]
	r.states = r.states[:n+1]
}

// Clone returns an independent copy of the record.
func (r *Record) Clone() *Record {
	return &Record{
		Chance:  r.Chance,
		actions: append([]Action(nil), r.actions...),
		states:  append([]State(nil), r.states...),
	}
}

// Notation returns the i-th action as a record line, e.g. "X1 1 5",
// "collapse 9" or "X9 4".
func (r *Record) Notation(i int) string {
	a := r.actions[i]
	if a.Kind == Choose {
		return "collapse " + a.Squares[0].String()
	}
	line := r.states[i].NextMark().String() + " " + a.Squares[0].String()
	if a.Kind == Place {
		line += " " + a.Squares[1].String()
	}
	return line
}

// WriteTo writes the record in the .qttt format, one action per line.
func (r *Record) WriteTo(w io.Writer) (int64, error) {
	var b bytes.Buffer
	b.WriteString("# Quantum tic-tac-toe\n")
	if r.Chance {
		b.WriteString(chanceComment + "\n")
	}
	for i := range r.actions {
		b.WriteString(r.Notation(i))
		b.WriteByte('\n')
	}
	return b.WriteTo(w)
}

// MaxRecordSize is the largest record file Parse reads. A full game takes
// a few hundred bytes; the limit leaves ample room for comments.
const MaxRecordSize = 256 << 10

// RecordError is a malformed or illegal line in a record.
type RecordError struct {
	File string // the file's name as given to Parse
	Line int    // 1-based line number
	Err  error  // what is wrong; errors.Is tells its kind, e.g. ErrSyntax
}

// Error returns the message in the form "FILE:LINE: what is wrong".
func (e *RecordError) Error() string { return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err) }

// Unwrap returns what is wrong, so errors.Is sees the kind of problem.
func (e *RecordError) Unwrap() error { return e.Err }

// The kinds of problem a RecordError reports, for callers that explain
// them in their own words: errors.Is(err, ErrSyntax) and so on.
var (
	ErrNotRecord = errors.New("not a game record")
	ErrSyntax    = errors.New("not in the record format")
	ErrOutOfTurn = errors.New("out of turn")
	ErrIllegal   = errors.New("not allowed by the rules")
)

// problem is one line's problem: a message of its own, of a kind above.
type problem struct {
	kind error
	msg  string
}

func (p *problem) Error() string        { return p.msg }
func (p *problem) Is(target error) bool { return target == p.kind }

// newProblem formats a problem of the given kind.
// maxQuoted is the most of a line's text an error quotes, in characters:
// a record is refused at its first bad word, which may be a whole
// megabyte of one line.
const maxQuoted = 40

// quoted returns text in Go's quotes (control characters escaped), cut to
// its first maxQuoted characters and "…" when it is longer.
func quoted(text string) string {
	if r := []rune(text); len(r) > maxQuoted {
		return strconv.Quote(string(r[:maxQuoted])) + "…"
	}
	return strconv.Quote(text)
}

func newProblem(kind error, format string, args ...any) error {
	return &problem{kind, fmt.Sprintf(format, args...)}
}

// Parse reads a .qttt record and replays it. name is used in errors only.
// Every malformed or illegal line is a *RecordError naming its line; files
// larger than MaxRecordSize or holding binary data are refused unread.
func Parse(name string, rd io.Reader) (*Record, error) {
	data, err := io.ReadAll(io.LimitReader(rd, MaxRecordSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(data) > MaxRecordSize {
		return nil, &RecordError{name, 1, newProblem(ErrNotRecord, "file is larger than %d KiB: not a game record", MaxRecordSize>>10)}
	}
	r := NewRecord()
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, MaxRecordSize+1)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if n == 1 {
			line = strings.TrimPrefix(line, "\ufeff") // a byte order mark some editors write
		}
		if !utf8.ValidString(line) || strings.ContainsRune(line, 0) {
			return nil, &RecordError{name, n, newProblem(ErrNotRecord, "binary data: not a text game record")}
		}
		if strings.TrimSpace(line) == chanceComment {
			r.Chance = true
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if err := r.applyLine(fields); err != nil {
			return nil, &RecordError{name, n, err}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return r, nil
}

// applyLine parses one non-empty record line and plays it.
func (r *Record) applyLine(fields []string) error {
	s := r.State()
	if s.Over() {
		return newProblem(ErrOutOfTurn, "%s comes after the end of the game", quoted(strings.Join(fields, " ")))
	}
	if fields[0] == "collapse" {
		if len(fields) != 2 {
			return newProblem(ErrSyntax, "a collapse names exactly one square, as in \"collapse 5\"")
		}
		sq, err := parseSquare(fields[1])
		if err != nil {
			return err
		}
		if !s.pending {
			return newProblem(ErrOutOfTurn, "collapse %v: no cycle is waiting to collapse", sq)
		}
		_, err = r.Apply(ChooseAction(sq))
		if err != nil {
			a, b := s.Pair(s.Newest())
			return newProblem(ErrIllegal, "collapse %v: %v lands in square %v or %v", sq, s.Newest(), a, b)
		}
		return nil
	}
	want := s.NextMark()
	if err := checkMarkToken(fields[0], want); err != nil {
		return err
	}
	if s.pending {
		a, b := s.Pair(s.Newest())
		return newProblem(ErrOutOfTurn, "%s: a collapse choice is due first (\"collapse %v\" or \"collapse %v\")", fields[0], a, b)
	}
	var squares [2]Square
	for i, f := range fields[1:min(len(fields), 3)] {
		sq, err := parseSquare(f)
		if err != nil {
			return err
		}
		squares[i] = sq
	}
	var a Action
	switch {
	case len(fields) == 3:
		a = PlaceAction(squares[0], squares[1])
	case len(fields) == 2:
		a = FinalAction(squares[0])
	default:
		return newProblem(ErrSyntax, "%s: a move names two squares (one for the ninth move), not %d", fields[0], len(fields)-1)
	}
	if _, err := r.Apply(a); err != nil {
		return newProblem(ErrIllegal, "%s: %v", strings.Join(fields, " "), err)
	}
	return nil
}

// checkMarkToken checks that tok names the mark the next move places.
func checkMarkToken(tok string, want Mark) error {
	if len(tok) < 2 || (tok[0] != 'X' && tok[0] != 'O') {
		return newProblem(ErrSyntax, "%s is neither a move (like %v) nor \"collapse\"", quoted(tok), want)
	}
	n, err := strconv.Atoi(tok[1:])
	if err != nil || tok[1] == '+' || tok[1] == '-' {
		return newProblem(ErrSyntax, "%s: a move number is 1 to 9, as in %v", quoted(tok), want)
	}
	if n != int(want) {
		return newProblem(ErrOutOfTurn, "%s: the next move is number %d (%v)", tok, want, want)
	}
	if tok[:1] != want.Player().String() {
		return newProblem(ErrOutOfTurn, "%s: move %d is %v's move (%v)", tok, want, want.Player(), want)
	}
	return nil
}

// parseSquare reads a square number 1–9.
func parseSquare(tok string) (Square, error) {
	if len(tok) != 1 || tok[0] < '1' || tok[0] > '9' {
		return NoSquare, newProblem(ErrSyntax, "%s is not a square: squares are numbered 1 to 9", quoted(tok))
	}
	return Square(tok[0] - '0'), nil
}
