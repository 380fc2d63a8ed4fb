package teach

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
)

// bundled returns the lesson files that ship with the app.
func bundled(t *testing.T) fs.FS {
	t.Helper()
	fsys, err := fs.Sub(assets.Lessons, assets.LessonsDir)
	if err != nil {
		t.Fatal(err)
	}
	return fsys
}

func TestBundledLessons(t *testing.T) {
	lessons, err := LoadLessons(bundled(t), "en")
	if err != nil {
		t.Fatal(err)
	}
	if len(lessons) < 6 {
		t.Errorf("%d bundled lessons, want at least 6", len(lessons))
	}
	for _, l := range lessons {
		if len(l.Steps) < 3 {
			t.Errorf("%s: %d steps, want a few", l.Name, len(l.Steps))
		}
		for i, step := range l.Steps {
			if step.Text == "" {
				t.Errorf("%s: step %d has no text", l.Name, i)
			}
			if i > 0 && step.Actions <= l.Steps[i-1].Actions {
				t.Errorf("%s: step %d does not move forward", l.Name, i)
			}
		}
		last, _ := l.State(len(l.Steps) - 1)
		if last.Over() || len(last.Legal()) == 0 {
			t.Errorf("%s: the last step leaves nothing for the student to play", l.Name)
		}
		r := l.RecordAt(len(l.Steps) - 1)
		if _, err := r.Apply(last.Legal()[0]); err != nil {
			t.Errorf("%s: playing on from the last step: %v", l.Name, err)
		}
	}
}

// TestBundledTranslations checks that every translated lesson has the same
// moves and steps as its English file.
func TestBundledTranslations(t *testing.T) {
	fsys := bundled(t)
	files, err := fs.Glob(fsys, "*.*.qttt")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		translated, err := readLesson(fsys, f)
		if err != nil {
			t.Error(err)
			continue
		}
		english, err := readLesson(fsys, translated.Name+lessonExt)
		if err != nil {
			t.Errorf("%s: no English lesson beside it: %v", f, err)
			continue
		}
		if !sameMoves(english, translated) {
			t.Errorf("%s: moves or steps differ from %s.qttt", f, english.Name)
		}
	}
}

// sameMoves reports whether two lessons play the same actions and stop at
// the same steps.
func sameMoves(a, b *Lesson) bool {
	if a.record.Len() != b.record.Len() || len(a.Steps) != len(b.Steps) {
		return false
	}
	for i := range a.record.Len() {
		if a.record.Action(i) != b.record.Action(i) {
			return false
		}
	}
	for i := range a.Steps {
		if a.Steps[i].Actions != b.Steps[i].Actions {
			return false
		}
	}
	return true
}

func TestParseLesson(t *testing.T) {
	l, err := ParseLesson("lessons/01-pair.qttt", strings.NewReader(`# a comment
#title:  A pair
#> The empty board.
X1 1 5
O2 3 7   # two moves in one step
#> Two pairs,
#> one paragraph.
#>
#> A second paragraph.
`))
	if err != nil {
		t.Fatal(err)
	}
	if l.Name != "01-pair" || l.Title != "A pair" {
		t.Errorf("Name, Title = %q, %q", l.Name, l.Title)
	}
	want := []Step{{0, "The empty board."}, {2, "Two pairs, one paragraph.\nA second paragraph."}}
	if len(l.Steps) != len(want) || l.Steps[0] != want[0] || l.Steps[1] != want[1] {
		t.Errorf("Steps = %q, want %q", l.Steps, want)
	}
	if s, _ := l.State(1); len(s.Spooky(7)) != 1 {
		t.Errorf("step 1: square 7 holds %v, want O2", s.Spooky(7))
	}
}

func TestLessonStateAfterCollapse(t *testing.T) {
	l, err := ParseLesson("c.qttt", strings.NewReader("#title: c\nX1 1 5\nO2 1 5\n#> cycle\ncollapse 1\n#> collapsed\n"))
	if err != nil {
		t.Fatal(err)
	}
	s, cascade := l.State(1)
	if s.Classical(1) != 2 || len(cascade) != 2 || cascade[1] != (game.Landing{Mark: 1, Square: 5, PushedBy: 2}) {
		t.Errorf("after the collapse: square 1 = %v, cascade = %v; want O2 in 1 and X1 pushed to 5", s.Classical(1), cascade)
	}
	if _, cascade := l.State(0); cascade != nil {
		t.Errorf("before the collapse: cascade = %v, want none", cascade)
	}
}

func TestParseLessonErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"#> text\nX1 1 5\n", "x.qttt:1: a lesson needs a \"#title: ...\" line"},
		{"#title: t\nX1 1 5\n", "x.qttt:1: a lesson needs at least one \"#> ...\" step text"},
		{"#title: t\n#> text\nX1 1 5\n", "x.qttt:3: the lesson ends with actions that no \"#>\" text explains"},
		{"#title: t\nX1 1 5\nO2 5 5\n#> text\n", "x.qttt:3: O2 5 5: the two marks of a pair must be in different squares"},
	} {
		_, err := ParseLesson("x.qttt", strings.NewReader(tc.text))
		var re *game.RecordError
		if !errors.As(err, &re) || err.Error() != tc.want {
			t.Errorf("ParseLesson(%q) = %v, want %s", tc.text, err, tc.want)
		}
	}
}

func TestLoadLessonsLanguage(t *testing.T) {
	fsys := fstest.MapFS{
		"01-a.qttt":    {Data: []byte("#title: One\n#> Hello.\n")},
		"01-a.ru.qttt": {Data: []byte("#title: Один\n#> Привет.\n")},
		"02-b.qttt":    {Data: []byte("#title: Two\n#> Bye.\n")},
		"03-c.qttt":    {Data: []byte("#title: Broken\nX1 1\n#> .\n")},
	}
	lessons, err := LoadLessons(fsys, "ru")
	if err == nil || !strings.Contains(err.Error(), "03-c.qttt:2:") {
		t.Errorf("err = %v, want the broken lesson named with its line", err)
	}
	var titles []string
	for _, l := range lessons {
		titles = append(titles, l.Title)
	}
	if got := strings.Join(titles, ", "); got != "Один, Two" {
		t.Errorf("titles in Russian = %s, want the translation and the English fallback", got)
	}
}
