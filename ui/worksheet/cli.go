//go:build !js

package worksheet

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/lesson"
)

// Run writes the worksheet of lesson (see FindLesson) to the file out, in
// the language the environment sets (LANGUAGE, LANG), and returns the
// process's exit code: what went wrong is said in one line on stderr,
// which is to escape what a terminal would obey (termsafe.ErrorWriter): a name
// may hold escapes. It opens no window.
func Run(lesson, out string, stderr io.Writer) int {
	if err := i18n.Load(i18n.System); err != nil {
		fmt.Fprintln(stderr, "qttt: loading the translations:", err)
		return 1
	}
	if err := WriteFile(out, lesson, i18n.InForce()); err != nil {
		fmt.Fprintln(stderr, "qttt:", err)
		return 1
	}
	return 0
}

// WriteFile writes the worksheet of lesson (see FindLesson) in language to
// the file out.
func WriteFile(out, lesson, language string) error {
	l, err := FindLesson(lesson, language)
	if err != nil {
		return err
	}
	q, err := LoadQuiz(language)
	if err != nil {
		return err
	}
	f, err := durable.Create(out) // the old file stays until the new one is whole
	if err != nil {
		return err
	}
	return durable.Finish(f, Sheet{Lesson: l, Quiz: q, Language: language}.Write(f))
}

// ErrNoLesson is returned for a lesson that is neither bundled nor a file.
var ErrNoLesson = errors.New("no such lesson")

// FindLesson returns a bundled lesson in language, by its number in the
// lesson list (from 1), its name with or without the number ("02-entanglement",
// "entanglement") or its title; failing those, the lesson file of that name.
func FindLesson(name, language string) (*lesson.Lesson, error) {
	lessons, err := lesson.Load(assets.LessonFiles(), language)
	if err != nil {
		return nil, err
	}
	if n, err := strconv.Atoi(name); err == nil && n >= 1 && n <= len(lessons) {
		return lessons[n-1], nil
	}
	for _, l := range lessons {
		_, bare, _ := strings.Cut(l.Name, "-")
		if name == l.Name || name == bare || name == l.Title {
			return l, nil
		}
	}
	f, err := durable.OpenRegular(name) // a named pipe would wait forever
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %s (bundled: 1 to %d)", ErrNoLesson, name, len(lessons))
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return lesson.Parse(name, f)
}

// LoadQuiz returns the teacher's guide's quiz in language.
func LoadQuiz(language string) (*lesson.Quiz, error) {
	md, err := assets.GuideFile("quiz", language)
	if err != nil {
		return nil, err
	}
	return lesson.ParseQuiz(md)
}
