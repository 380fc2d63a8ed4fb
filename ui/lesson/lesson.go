// Package lesson reads guided lessons: game records whose comment lines
// hold a title, the text of each step, questions with their answers, the
// tab a step opens and claims about who wins, which the tests check with
// the solver. It imports no Fyne; the window shows a lesson with
// teach.LessonView.
package lesson

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"

	"github.com/qttt-edu/qttt/game"
)

// A lesson file is a game record (.qttt) with its teaching text in special
// comment lines, so that it still opens as a game and a teacher can write
// one in any text editor:
//
//	#title: Entanglement and a first cycle
//	#> The board is empty. X moves first.
//	X1 1 5
//	#> X1 is spooky in squares 1 and 5.
//	O2 5 9
//	#? Can X1 and O2 both end up in square 5?
//	#choices: yes-no no
//	#! No: they share square 5, so only one of them can end up there.
//	#tab: boards
//	#= X wins
//
// "#title:" names the lesson. Each block of "#>" lines is the text of one
// step, shown with the position after every action above it; a block
// before the first action describes the empty board. A step may ask a
// question ("#?") and hold its answer ("#!") until the class has guessed,
// and may open a tab beside the board ("#tab: boards" or "#tab: graph"):
// with the step, or, written after the answer, with the answer.
// "#picture: two-paths" shows a drawing in place of the board while the
// step is on show (the two-path experiment, teach.NewTwoPaths), and
// "#picture: two-paths blocked" the same with its path A blocked, for a
// step whose text speaks of the block. A
// "#choices:" line after the question gives the answers the class chooses
// from and which one is right (see Choices).
// After an answer, the next text or question starts a new step at the same
// position; so does the next after a "#-" line, which ends a step that asks
// nothing, so that a step can tell what the question after it needs.
// "#=" states who wins with perfect play from the position there, or after
// one more action ("#= collapse 9: O wins"), in a form the tests check with
// the solver. The last step is the position the student plays on from;
// actions after the last text are an error. The lines of one block join
// into one paragraph; an empty "#>" line starts the next paragraph.
// Lesson names hold no dots.
//
// Translations sit beside the English file as NAME.LANG.qttt (for example
// 02-entanglement.ru.qttt): the same record with its "#title:", "#>", "#?"
// and "#!" lines translated; every other line, "#choices:" too, stays as
// it is. A language without its own file falls back to
// English.
const (
	titlePrefix    = "#title:"
	stepPrefix     = "#>"
	questionPrefix = "#?"
	answerPrefix   = "#!"
	tabPrefix      = "#tab:"
	claimPrefix    = "#="
	choicesPrefix  = "#choices:"
	picturePrefix  = "#picture:"
	stepBreak      = "#-" // ends a step: what follows is a new step at the same position
)

// Tab names a view beside the board that a lesson step opens.
type Tab string

// The tabs a step can open; NoTab leaves the tabs as they are.
const (
	NoTab     Tab = ""
	TabBoards Tab = "boards" // the possible boards
	TabGraph  Tab = "graph"  // the entanglement graph
)

// Picture names a drawing that a lesson step shows in place of the board.
type Picture string

// The pictures a step can show; NoPicture shows the board.
const (
	NoPicture       Picture = ""
	PictureTwoPaths Picture = "two-paths" // two paths to one detector: interference, with path A blocked or not
)

// Lesson is a guided lesson: a prepared game shown step by step, a sentence
// or two per step.
type Lesson struct {
	Name   string // the file name without language and extension, e.g. "02-entanglement"
	Title  string
	Steps  []Step
	Claims []Claim
	record *game.Record
}

// Step is one stop of a lesson: the position after the first Actions
// actions of its record, the text that explains it, and optionally a
// question whose answer waits until the class has guessed.
type Step struct {
	Actions   int
	Text      string
	Question  string
	Answer    string
	Choices   *Choices // the answers the class chooses from; nil if the question offers none
	Tab       Tab      // opened when the step is shown
	AnswerTab Tab      // opened when its answer is revealed
	Picture   Picture  // shown in place of the board while the step is on show
	Blocked   bool     // the picture's path A is blocked as the step comes on show
}

// Claim is a lesson's statement of who wins a position with perfect play
// from both sides, in a form a test checks with the solver.
type Claim struct {
	Line   int        // the line of the lesson file that states it
	Text   string     // as written after "#="
	State  game.State // the position claimed about
	Winner game.Player
}

// MaxSize is the largest lesson file Parse reads, in bytes: five times
// the longest bundled lesson. A longer text would take the window seconds
// to lay out, and no class reads it from a projector.
const MaxSize = 32 << 10

// Parse reads a lesson file; name is used in errors and as the
// lesson's Name. Errors name the file and line, as game.Parse does; a
// file larger than MaxSize is refused unread.
func Parse(name string, rd io.Reader) (*Lesson, error) {
	data, err := io.ReadAll(io.LimitReader(rd, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("%s: %w", name, ErrTooLarge)
	}
	f, err := game.ParseFile(name, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	l := &Lesson{Name: withoutLanguage(f.Name), record: f.Record}
	actions, line, lastAction := 0, 0, 0
	broken := -1 // the number of steps when a "#-" line ended the last one
	fail := func(msg string) error { return &game.RecordError{File: name, Line: line, Err: errors.New(msg)} }
	for i, text := range f.Lines {
		line = i + 1
		rest := func(prefix string) string { return strings.TrimSpace(strings.TrimPrefix(text, prefix)) }
		switch {
		case strings.HasPrefix(text, titlePrefix):
			l.Title = rest(titlePrefix)
		case text == stepBreak:
			l.step(actions)
			broken = len(l.Steps)
		case strings.HasPrefix(text, stepPrefix):
			addLine(&l.after(actions, &broken).Text, rest(stepPrefix))
		case strings.HasPrefix(text, questionPrefix):
			addLine(&l.after(actions, &broken).Question, rest(questionPrefix))
		case strings.HasPrefix(text, answerPrefix):
			addLine(&l.step(actions).Answer, rest(answerPrefix))
		case strings.HasPrefix(text, choicesPrefix):
			st := l.step(actions)
			if st.Question == "" || st.Choices != nil {
				return nil, fail(`"#choices:" follows a question ("#?"), once`)
			}
			c, err := ParseChoices(rest(choicesPrefix))
			if err != nil {
				return nil, fail(err.Error())
			}
			st.Choices = c
		case strings.HasPrefix(text, tabPrefix):
			tab := Tab(rest(tabPrefix))
			if tab != TabBoards && tab != TabGraph {
				return nil, fail(`a step opens "#tab: boards" or "#tab: graph"`)
			}
			if st := l.step(actions); st.Answer != "" {
				st.AnswerTab = tab // after the answer: opened with it, so that the tab does not give it away
			} else {
				st.Tab = tab
			}
		case strings.HasPrefix(text, picturePrefix):
			name, blocked := strings.CutSuffix(rest(picturePrefix), " blocked")
			st, p := l.step(actions), Picture(name)
			if p != PictureTwoPaths || st.Picture != NoPicture {
				return nil, fail(`a step shows one picture: "#picture: two-paths" or "#picture: two-paths blocked"`)
			}
			st.Picture, st.Blocked = p, blocked
		case strings.HasPrefix(text, claimPrefix):
			c, err := l.claim(actions, rest(claimPrefix))
			if err != nil {
				return nil, fail(err.Error())
			}
			c.Line = line
			l.Claims = append(l.Claims, c)
		case isAction(text):
			actions++
			lastAction = line
		}
	}
	for i := range l.Steps {
		st := &l.Steps[i]
		st.Text, st.Question, st.Answer = strings.TrimSpace(st.Text), strings.TrimSpace(st.Question), strings.TrimSpace(st.Answer)
		if (st.Question == "") != (st.Answer == "") {
			return nil, &game.RecordError{File: name, Line: 1, Err: fmt.Errorf("step %d: a question (\"#?\") needs its answer (\"#!\"), and an answer its question", i+1)}
		}
	}
	switch {
	case l.Title == "":
		return nil, &game.RecordError{File: name, Line: 1, Err: errors.New("a lesson needs a \"#title: ...\" line")}
	case len(l.Steps) == 0:
		return nil, &game.RecordError{File: name, Line: 1, Err: errors.New("a lesson needs at least one \"#> ...\" step text")}
	case l.Steps[len(l.Steps)-1].Actions < actions:
		return nil, &game.RecordError{File: name, Line: lastAction, Err: errors.New("the lesson ends with actions that no \"#>\" text explains")}
	}
	return l, nil
}

// after returns the step that text or a question after the first actions
// actions belongs to, as next does, or a new step at the same position if
// a "#-" line ended the step before it (*broken is the number of steps
// then; it is reset once the new step starts).
func (l *Lesson) after(actions int, broken *int) *Step {
	if *broken == len(l.Steps) && l.Steps[len(l.Steps)-1].Actions == actions {
		*broken = -1
		l.Steps = append(l.Steps, Step{Actions: actions})
		return &l.Steps[len(l.Steps)-1]
	}
	*broken = -1
	return l.next(actions)
}

// step returns the step after the first actions actions, starting it if
// it is new.
func (l *Lesson) step(actions int) *Step {
	if n := len(l.Steps); n == 0 || l.Steps[n-1].Actions != actions {
		l.Steps = append(l.Steps, Step{Actions: actions})
	}
	return &l.Steps[len(l.Steps)-1]
}

// next returns the step that text or a question after the first actions
// actions belongs to: a new step at the same position once the step there
// has given its answer.
func (l *Lesson) next(actions int) *Step {
	if st := l.step(actions); st.Answer == "" {
		return st
	}
	l.Steps = append(l.Steps, Step{Actions: actions})
	return &l.Steps[len(l.Steps)-1]
}

// addLine adds a line of text to *text. An empty line starts a new
// paragraph.
func addLine(text *string, line string) {
	switch {
	case line == "":
		*text = strings.TrimRight(*text, " ") + "\n"
	case *text == "" || strings.HasSuffix(*text, "\n"):
		*text += line
	default:
		*text += " " + line
	}
}

// claim reads the claim text about the position after the first actions
// actions: "X wins", "O wins" or "draw", optionally after one more action
// written as in a record ("collapse 9: O wins", "O4 6 7: X wins").
func (l *Lesson) claim(actions int, text string) (Claim, error) {
	c := Claim{Text: text, State: l.record.StateAt(actions)}
	result := text
	if act, res, ok := strings.Cut(text, ":"); ok {
		result = strings.TrimSpace(res)
		r := l.record.Clone()
		r.Truncate(actions)
		var b bytes.Buffer
		if _, err := r.WriteTo(&b); err != nil {
			return c, err
		}
		b.WriteString(strings.TrimSpace(act) + "\n")
		after, err := game.Parse("claim", &b)
		if err != nil || after.Len() != actions+1 {
			return c, fmt.Errorf("claim %q: %q is not an action the rules allow here", text, act)
		}
		c.State = after.State()
	}
	switch result {
	case "X wins":
		c.Winner = game.X
	case "O wins":
		c.Winner = game.O
	case "draw":
		c.Winner = game.NoPlayer
	default:
		return c, fmt.Errorf("claim %q: say \"X wins\", \"O wins\" or \"draw\", after \"ACTION:\" for one more action", text)
	}
	return c, nil
}

// isAction reports whether a record line holds an action once its comment
// is removed.
func isAction(line string) bool {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	return strings.TrimSpace(line) != ""
}

// withoutLanguage strips the language from a lesson file's name:
// "02-entanglement.ru" gives "02-entanglement".
func withoutLanguage(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[:i]
	}
	return name
}

// State returns the position of step i and the collapse cascade that led to
// it, if its last action was a collapse choice.
func (l *Lesson) State(i int) (game.State, []game.Landing) {
	n := l.Steps[i].Actions
	s := l.record.StateAt(n)
	if n == 0 || l.record.Action(n-1).Kind != game.Choose {
		return s, nil
	}
	before := l.record.StateAt(n - 1)
	cascade, _ := before.Apply(l.record.Action(n - 1)) // legal: the record replayed it
	return s, cascade
}

// RecordAt returns a new game record that stops at step i, for the student
// to play on from there.
func (l *Lesson) RecordAt(i int) *game.Record {
	r := l.record.Clone()
	r.Truncate(l.Steps[i].Actions)
	return r
}

// Load reads every lesson in the folder fsys, in file name order,
// with its text in language (a BCP 47 language such as "ru") where a
// translation exists and in English otherwise. A lesson that fails to load
// is left out and its error joined into err, so one broken file in a
// teacher's folder does not hide the others.
func Load(fsys fs.FS, language string) ([]*Lesson, error) {
	files, err := fs.Glob(fsys, "*"+game.FileExt)
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var lessons []*Lesson
	var errs []error
	for _, f := range files {
		name := strings.TrimSuffix(f, game.FileExt)
		if withoutLanguage(name) != name {
			continue // a translation, read in place of its English file below
		}
		file := f
		if translated := name + "." + language + game.FileExt; language != "" {
			if _, err := fs.Stat(fsys, translated); err == nil {
				file = translated
			}
		}
		l, err := readFile(fsys, file)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		lessons = append(lessons, l)
	}
	return lessons, errors.Join(errs...)
}

// ErrTooLarge says that a lesson file is larger than MaxSize.
var ErrTooLarge = fmt.Errorf("the lesson is larger than %d KiB", MaxSize>>10)

// readFile parses one lesson file of fsys, if it is a regular file: a
// named pipe there would keep the app waiting forever before its window.
func readFile(fsys fs.FS, file string) (*Lesson, error) {
	if fi, err := fs.Stat(fsys, file); err != nil || !fi.Mode().IsRegular() {
		if err == nil {
			err = fmt.Errorf("%s: not a regular file", file)
		}
		return nil, err
	}
	f, err := fsys.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(file, f)
}
