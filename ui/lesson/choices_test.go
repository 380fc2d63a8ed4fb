package lesson

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
)

func TestParseChoices(t *testing.T) {
	for _, tc := range []struct {
		text   string
		kind   Kind
		values []string
		right  string
	}{
		{"square 3", Squares, []string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}, "3"},
		{"player nobody", Players, []string{"X", "O", "nobody"}, "nobody"},
		{"yes-no  no", YesNo, []string{"yes", "no"}, "no"},
		{"count 16 of 4 8 16 32", Counts, []string{"4", "8", "16", "32"}, "16"},
		{"count 0 of 0 1", Counts, []string{"0", "1"}, "0"},
	} {
		c, err := ParseChoices(tc.text)
		if err != nil {
			t.Errorf("ParseChoices(%q): %v", tc.text, err)
			continue
		}
		if c.Kind != tc.kind || !slices.Equal(c.Values, tc.values) || c.Right != tc.right {
			t.Errorf("ParseChoices(%q) = %s %v right %s, want %s %v right %s", tc.text, c.Kind, c.Values, c.Right, tc.kind, tc.values, tc.right)
		}
		if !c.IsRight(tc.right) || !c.Offers(tc.values[0]) || c.Offers("10") || c.IsRight(tc.values[len(tc.values)-1]) && tc.right != tc.values[len(tc.values)-1] {
			t.Errorf("%q: IsRight or Offers disagrees with its values", tc.text)
		}
		if again, err := ParseChoices(c.String()); err != nil || again.String() != c.String() {
			t.Errorf("%q written back as %q does not read the same: %v", tc.text, c.String(), err)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"", "write the kind and the right choice"},
		{"square", "write the kind and the right choice"},
		{"square 10", `"10" is not one of 1, 2, 3`},
		{"square 3 5", "one right choice"},
		{"player x", `"x" is not one of X, O, nobody`},
		{"player draw", `"draw" is not one of X, O, nobody`},
		{"yes-no maybe", `"maybe" is not one of yes, no`},
		{"count 3", `list the counts offered after "of"`},
		{"count 3 of 3", "offer 2 to 6 counts"},
		{"count 3 of 1 2 3 4 5 6 7", "offer 2 to 6 counts"},
		{"count 3 of 4 3", "increasing order"},
		{"count 3 of 3 3", "increasing order"},
		{"count 3 of 2 03", `"03" is not a count`},
		{"count 5 of 2 3 4", `"5" is not one of 2, 3, 4`},
		{"count 100 of 1 100", `"100" is not a count from 0 to 99`},
		{"colour red", "the kind is"},
	} {
		if _, err := ParseChoices(tc.text); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseChoices(%q) = %v, want an error saying %q", tc.text, err, tc.want)
		}
	}
}

func TestParseLessonChoices(t *testing.T) {
	l, err := Parse("c.qttt", strings.NewReader(`#title: Choose
X1 1 5
O2 1 5
#> A cycle.
#? If O2 lands in 1, where does X1 end up?
#choices: square 5
#! In square 5.
#? Who chooses?
#! X.
#choices: player X
#? Why?
#! The rule.
`))
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Steps) != 3 {
		t.Fatalf("%d steps, want 3", len(l.Steps))
	}
	for i, want := range []string{"square 5", "player X", ""} {
		got := ""
		if c := l.Steps[i].Choices; c != nil {
			got = c.String()
		}
		if got != want {
			t.Errorf("step %d offers %q, want %q", i+1, got, want)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"#title: t\n#> text\n#choices: yes-no no\n", `x.qttt:3: "#choices:" follows a question ("#?"), once`},
		{"#title: t\n#> text\n#? Q?\n#choices: yes-no no\n#choices: yes-no yes\n#! A.\n", `x.qttt:5: "#choices:" follows a question ("#?"), once`},
		{"#title: t\n#> text\n#? Q?\n#choices: yes-no perhaps\n#! A.\n", `x.qttt:4: choices "yes-no perhaps": "perhaps" is not one of yes, no`},
	} {
		_, err := Parse("x.qttt", strings.NewReader(tc.text))
		var re *game.RecordError
		if !errors.As(err, &re) || err.Error() != tc.want {
			t.Errorf("Parse(%q) = %v, want %s", tc.text, err, tc.want)
		}
	}
}

func TestParseQuiz(t *testing.T) {
	q, err := ParseQuiz([]byte("# Quiz\n\n1. Where is X1?\n   Think.\n   <!-- choices: yes-no no -->\n   > Nowhere settled\n   > yet.\n2. Who chooses?\n   > The other player.\n   <!-- choices: player O -->\n3. Why?\n   > A rule.\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []QuizQuestion{{Text: "Where is X1? Think.", Answer: "Nowhere settled yet."}, {Text: "Who chooses?", Answer: "The other player."}, {Text: "Why?", Answer: "A rule."}}
	choices := []string{"yes-no no", "player O", ""}
	if q.Title != "Quiz" || len(q.Questions) != len(want) {
		t.Fatalf("parsed %+v, want the title Quiz and %+v", q, want)
	}
	for i, question := range q.Questions {
		got := ""
		if question.Choices != nil {
			got = question.Choices.String()
		}
		if question.Text != want[i].Text || question.Answer != want[i].Answer || got != choices[i] {
			t.Errorf("question %d = %q, %q, choices %q; want %q, %q, choices %q", i+1, question.Text, question.Answer, got, want[i].Text, want[i].Answer, choices[i])
		}
	}
	for _, md := range []string{
		"# Quiz\n1. A question with no answer?\n",
		"# Quiz\n1. Q?\n   <!-- choices: yes-no no\n   > A.\n",
		"# Quiz\n1. Q?\n   <!-- choices: yes-no no -->\n   <!-- choices: yes-no no -->\n   > A.\n",
		"# Quiz\n1. Q?\n   <!-- choices: square 0 -->\n   > A.\n",
	} {
		if _, err := ParseQuiz([]byte(md)); err == nil {
			t.Errorf("the quiz %q parsed", md)
		}
	}
}
