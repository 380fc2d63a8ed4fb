package lesson

import (
	"errors"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
)

func TestBundledLessons(t *testing.T) {
	lessons, err := Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	if len(lessons) < 7 {
		t.Errorf("%d bundled lessons, want at least 7", len(lessons))
	}
	for _, l := range lessons {
		if len(l.Steps) < 3 {
			t.Errorf("%s: %d steps, want a few", l.Name, len(l.Steps))
		}
		for i, step := range l.Steps {
			if step.Text == "" && step.Question == "" {
				t.Errorf("%s: step %d has no text", l.Name, i)
			}
			if i > 0 && step.Actions < l.Steps[i-1].Actions {
				t.Errorf("%s: step %d goes back", l.Name, i)
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

// TestBundledLessonsAskBeforeEachCollapse checks that the lessons that
// walk through collapses (01 to 06) ask the class to predict each one
// before they show it: every collapse of the record, and the one left
// for the student.
func TestBundledLessonsAskBeforeEachCollapse(t *testing.T) {
	lessons, err := Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lessons[:6] {
		asked := map[int]bool{}
		for _, st := range l.Steps {
			asked[st.Actions] = asked[st.Actions] || st.Question != ""
		}
		for i := range l.record.Len() {
			if l.record.StateAt(i).Phase() == game.PhaseChoose && !asked[i] {
				t.Errorf("%s: no question before the collapse after %d actions", l.Name, i)
			}
		}
		if n := l.record.Len(); l.record.StateAt(n).Phase() == game.PhaseChoose && !asked[n] {
			t.Errorf("%s: no question before the collapse left for the student", l.Name)
		}
	}
}

// TestBundledTranslations checks that every translated lesson has the same
// moves and steps as its English file.
func TestBundledTranslations(t *testing.T) {
	fsys := assets.LessonFiles()
	files, err := fs.Glob(fsys, "*.*.qttt")
	if err != nil {
		t.Fatal(err)
	}
	english, err := Load(fsys, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range english {
		for _, lang := range []string{"ru", "pl", "cs", "tr", "ko"} {
			if !slices.Contains(files, l.Name+"."+lang+game.FileExt) {
				t.Errorf("%s has no translation into %s", l.Name, lang)
			}
		}
	}
	for _, f := range files {
		translated, err := readFile(fsys, f)
		if err != nil {
			t.Error(err)
			continue
		}
		english, err := readFile(fsys, translated.Name+game.FileExt)
		if err != nil {
			t.Errorf("%s: no English lesson beside it: %v", f, err)
			continue
		}
		if !sameMoves(english, translated) {
			t.Errorf("%s: moves, steps, questions, choices, tabs, pictures or claims differ from %s.qttt", f, english.Name)
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
		sa, sb := a.Steps[i], b.Steps[i]
		if sa.Actions != sb.Actions || sa.Tab != sb.Tab || sa.AnswerTab != sb.AnswerTab || sa.Picture != sb.Picture || sa.Blocked != sb.Blocked || (sa.Question == "") != (sb.Question == "") || (sa.Choices == nil) != (sb.Choices == nil) {
			return false
		}
		if sa.Choices != nil && sa.Choices.String() != sb.Choices.String() {
			return false
		}
	}
	return slices.EqualFunc(a.Claims, b.Claims, func(x, y Claim) bool { return x.Text == y.Text })
}

func TestParseLesson(t *testing.T) {
	l, err := Parse("lessons/01-pair.qttt", strings.NewReader(`# a comment
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
	want := []Step{{Actions: 0, Text: "The empty board."}, {Actions: 2, Text: "Two pairs, one paragraph.\nA second paragraph."}}
	if len(l.Steps) != len(want) || l.Steps[0] != want[0] || l.Steps[1] != want[1] {
		t.Errorf("Steps = %+v, want %+v", l.Steps, want)
	}
	if s, _ := l.State(1); len(s.Spooky(7)) != 1 {
		t.Errorf("step 1: square 7 holds %v, want O2", s.Spooky(7))
	}
}

func TestParseLessonQuestionsTabsAndClaims(t *testing.T) {
	l, err := Parse("q.qttt", strings.NewReader(`#title: Ask
X1 1 5
O2 1 5
#> A cycle.
#? Where does X1 end up
#? if O2 lands in 1?
#! In square 5.
#!
#! Nowhere else.
#tab: graph
#= collapse 1: draw
#? And now?
#! Still pending.
#> Two paths.
#picture: two-paths
#-
#? A question about them?
#picture: two-paths
#! An answer.
#-
#> The block.
#picture: two-paths blocked
#-
#> Choose.
`))
	if err != nil {
		t.Fatal(err)
	}
	want := []Step{
		{Actions: 2, Text: "A cycle.", Question: "Where does X1 end up if O2 lands in 1?", Answer: "In square 5.\nNowhere else.", AnswerTab: TabGraph},
		{Actions: 2, Question: "And now?", Answer: "Still pending."},
		{Actions: 2, Text: "Two paths.", Picture: PictureTwoPaths},
		{Actions: 2, Question: "A question about them?", Answer: "An answer.", Picture: PictureTwoPaths},
		{Actions: 2, Text: "The block.", Picture: PictureTwoPaths, Blocked: true},
		{Actions: 2, Text: "Choose."},
	}
	if !slices.Equal(l.Steps, want) {
		t.Errorf("Steps = %+v, want %+v", l.Steps, want)
	}
	if len(l.Claims) != 1 {
		t.Fatalf("Claims = %v, want one", l.Claims)
	}
	c := l.Claims[0]
	if c.Line != 11 || c.Text != "collapse 1: draw" || c.Winner != game.NoPlayer || c.State.Classical(1) != 2 {
		t.Errorf("claim = line %d %q for %v with square 1 = %v; want line 11, a draw, after O2 lands in 1", c.Line, c.Text, c.Winner, c.State.Classical(1))
	}
}

func TestLessonStateAfterCollapse(t *testing.T) {
	l, err := Parse("c.qttt", strings.NewReader("#title: c\nX1 1 5\nO2 1 5\n#> cycle\ncollapse 1\n#> collapsed\n"))
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
		{"#title: t\n#> text\n#? Why?\n", "x.qttt:1: step 1: a question (\"#?\") needs its answer (\"#!\"), and an answer its question"},
		{"#title: t\n#> text\n#tab: moves\n", "x.qttt:3: a step opens \"#tab: boards\" or \"#tab: graph\""},
		{"#title: t\n#> text\n#picture: board\n", "x.qttt:3: a step shows one picture: \"#picture: two-paths\" or \"#picture: two-paths blocked\""},
		{"#title: t\n#> text\n#picture: two-paths\n#picture: two-paths\n", "x.qttt:4: a step shows one picture: \"#picture: two-paths\" or \"#picture: two-paths blocked\""},
		{"#title: t\n#> text\n#picture: board blocked\n", "x.qttt:3: a step shows one picture: \"#picture: two-paths\" or \"#picture: two-paths blocked\""},
		{"#title: t\n#> text\n#= X loses\n", "x.qttt:3: claim \"X loses\": say \"X wins\", \"O wins\" or \"draw\", after \"ACTION:\" for one more action"},
		{"#title: t\n#> text\n#= collapse 5: X wins\n", "x.qttt:3: claim \"collapse 5: X wins\": \"collapse 5\" is not an action the rules allow here"},
	} {
		_, err := Parse("x.qttt", strings.NewReader(tc.text))
		var re *game.RecordError
		if !errors.As(err, &re) || err.Error() != tc.want {
			t.Errorf("Parse(%q) = %v, want %s", tc.text, err, tc.want)
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
	lessons, err := Load(fsys, "ru")
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
