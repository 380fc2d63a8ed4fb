package teach

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
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
//	#> X1 is in square 1 and square 5 at once.
//	O2 5 9
//	#> O2 shares square 5 with X1: the two marks are entangled.
//
// "#title:" names the lesson. Each block of "#>" lines is the text of one
// step, shown with the position after every action above it; a block
// before the first action describes the empty board. The last step is the
// position the student plays on from; actions after the last text are an
// error. The lines of one block join into one paragraph; an empty "#>"
// line starts the next paragraph. Lesson names hold no dots.
//
// Translations sit beside the English file as NAME.LANG.qttt (for example
// 02-entanglement.ru.qttt): the same record with its "#title:" and "#>"
// lines translated. A language without its own file falls back to English.
const (
	titlePrefix = "#title:"
	stepPrefix  = "#>"
	lessonExt   = ".qttt"
)

// Lesson is a guided lesson: a prepared game shown step by step, a sentence
// or two per step.
type Lesson struct {
	Name   string // the file name without language and extension, e.g. "02-entanglement"
	Title  string
	Steps  []Step
	record *game.Record
}

// Step is one stop of a lesson: the position after the first Actions
// actions of its record, and the text that explains it.
type Step struct {
	Actions int
	Text    string
}

// ParseLesson reads a lesson file; name is used in errors and as the
// lesson's Name. Errors name the file and line, as game.Parse does.
func ParseLesson(name string, rd io.Reader) (*Lesson, error) {
	data, err := io.ReadAll(io.LimitReader(rd, game.MaxRecordSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	rec, err := game.Parse(name, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	l := &Lesson{Name: lessonName(name), record: rec}
	actions, line, lastAction := 0, 0, 0
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, game.MaxRecordSize+1)
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(text, titlePrefix):
			l.Title = strings.TrimSpace(strings.TrimPrefix(text, titlePrefix))
		case strings.HasPrefix(text, stepPrefix):
			l.addText(actions, strings.TrimSpace(strings.TrimPrefix(text, stepPrefix)))
		case isAction(text):
			actions++
			lastAction = line
		}
	}
	for i := range l.Steps {
		l.Steps[i].Text = strings.TrimSpace(l.Steps[i].Text)
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

// addText adds a line of text to the step after the first actions actions,
// starting that step if it is new. An empty line starts a new paragraph.
func (l *Lesson) addText(actions int, text string) {
	n := len(l.Steps)
	if n == 0 || l.Steps[n-1].Actions != actions {
		l.Steps = append(l.Steps, Step{Actions: actions, Text: text})
		return
	}
	step := &l.Steps[n-1]
	switch {
	case text == "":
		step.Text = strings.TrimRight(step.Text, " ") + "\n"
	case step.Text == "" || strings.HasSuffix(step.Text, "\n"):
		step.Text += text
	default:
		step.Text += " " + text
	}
}

// isAction reports whether a record line holds an action once its comment
// is removed.
func isAction(line string) bool {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	return strings.TrimSpace(line) != ""
}

// lessonName strips the folder, the extension and any language from a
// lesson file's name: "lessons/02-entanglement.ru.qttt" gives
// "02-entanglement".
func lessonName(file string) string {
	base := strings.TrimSuffix(path.Base(file), lessonExt)
	if i := strings.LastIndexByte(base, '.'); i >= 0 {
		base = base[:i]
	}
	return base
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

// LoadLessons reads every lesson in the folder fsys, in file name order,
// with its text in language (a BCP 47 language such as "ru") where a
// translation exists and in English otherwise. A lesson that fails to load
// is left out and its error joined into err, so one broken file in a
// teacher's folder does not hide the others.
func LoadLessons(fsys fs.FS, language string) ([]*Lesson, error) {
	files, err := fs.Glob(fsys, "*"+lessonExt)
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var lessons []*Lesson
	var errs []error
	for _, f := range files {
		if lessonName(f)+lessonExt != f {
			continue // a translation, read in place of its English file below
		}
		file := f
		if translated := lessonName(f) + "." + language + lessonExt; language != "" {
			if _, err := fs.Stat(fsys, translated); err == nil {
				file = translated
			}
		}
		l, err := readLesson(fsys, file)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		lessons = append(lessons, l)
	}
	return lessons, errors.Join(errs...)
}

// readLesson parses one lesson file of fsys.
func readLesson(fsys fs.FS, file string) (*Lesson, error) {
	f, err := fsys.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ParseLesson(file, f)
}
