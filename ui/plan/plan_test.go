package plan

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/lesson"
)

// In every language the guide gives the whole plan: its eight items in
// order and its closing slide, lesson 1 before the paper stage, 45 minutes in all, each slide with its text, the quiz before
// the class without answers and the quiz after it with every answer held,
// and the plan's lessons among the bundled ones.
func TestEveryLanguageReadsThePlan(t *testing.T) {
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			items := read(t, l.Tag)
			lessons, err := lesson.Load(assets.LessonFiles(), l.Tag)
			if err != nil {
				t.Fatal(err)
			}
			total := 0
			for i, it := range items {
				total += it.Minutes
				if it.Kind == Homework {
					continue
				}
				if it.Minutes <= 0 || it.Title == "" {
					t.Errorf("item %d: %d minutes, title %q", i+1, it.Minutes, it.Title)
				}
				if it.Kind == Lesson {
					if !hasLesson(lessons, it.Lesson) || len(it.Steps) != 0 {
						t.Errorf("item %d: lesson %q not bundled, or with steps of its own", i+1, it.Lesson)
					}
					continue
				}
				if len(it.Steps) == 0 {
					t.Errorf("item %d (%q) has no text", i+1, it.Title)
				}
				for j, st := range it.Steps {
					if st.Text == "" && st.Question == "" || strings.Contains(st.Text+st.Question+st.Answer, "**") {
						t.Errorf("item %d step %d: %+v", i+1, j+1, st)
					}
				}
			}
			if total != 45 {
				t.Errorf("the plan takes %d minutes, want 45", total)
			}
			// Lesson 1's first question asks whether X1 is already in one
			// square: the paper stage, whose rules answer it, comes after.
			if items[1].Lesson != "01-superposition" || items[2].Kind != PaperStage {
				t.Errorf("the plan's second and third items are %+v and %+v, want lesson 1 and then the paper stage", items[1], items[2])
			}
			// The closing slide: what the guide leaves for homework, the
			// lessons one a line, as the slide shows them.
			closing := items[len(items)-1]
			if closing.Kind != Homework || closing.Minutes != 0 || closing.Title == "" || len(closing.Steps) != 1 ||
				strings.Count(closing.Steps[0].Text, "\n") != 4 || strings.ContainsAny(closing.Steps[0].Text, "[]()") || !strings.Contains(closing.Steps[0].Text, "4–8") {
				t.Errorf("the plan closes with %+v, want the guide's homework: quiz questions 4–8 and four lessons, one a line", closing)
			}
			before, after := items[0], items[len(items)-2]
			if before.Kind != QuizBefore || len(before.Steps) < 2 {
				t.Fatalf("the plan opens with %+v, want the quiz's questions without answers", before)
			}
			for j, st := range before.Steps {
				alone := j > 0 && (st.Choices == nil || !strings.Contains(before.Steps[0].Text, st.Text))
				if st.Question != "" || st.Answer != "" || alone {
					t.Errorf("the quiz before the class, step %d: %+v, want its question alone with choices and no answer", j+1, st)
				}
			}
			if after.Kind != QuizAfter || len(after.Steps) < 2 {
				t.Fatalf("the plan ends with %+v, want the quiz with its answers", after)
			}
			for j, st := range after.Steps[1:] {
				if st.Question == "" || st.Answer == "" || !strings.Contains(after.Steps[0].Text, st.Question) {
					t.Errorf("the quiz after the class, question %d: %+v", j+1, st)
				}
			}
		})
	}
}

// read reads the plan in language.
func read(t *testing.T, language string) []Item {
	t.Helper()
	guide, err := assets.GuideFile("guide", language)
	if err != nil {
		t.Fatal(err)
	}
	quiz, err := assets.GuideFile("quiz", language)
	if err != nil {
		t.Fatal(err)
	}
	items, err := Read(guide, quiz)
	if err != nil {
		t.Fatal(err)
	}
	return items
}

func hasLesson(lessons []*lesson.Lesson, name string) bool {
	for _, l := range lessons {
		if l.Name == name {
			return true
		}
	}
	return false
}

// A guide without its plan table, or with a row too few, is an error,
// not a shorter plan.
func TestAGuideWithoutItsPlanIsRefused(t *testing.T) {
	guide, _ := assets.GuideFile("guide", "en")
	quiz, _ := assets.GuideFile("quiz", "en")
	for _, g := range []string{"# Guide\n\nNo plan.", strings.Replace(string(guide), "| 24–29 |", "| later |", 1)} {
		if _, err := Read([]byte(g), quiz); err == nil {
			t.Errorf("a guide without its whole plan table was read")
		}
	}
}

// The guide's plan table says how many questions each lesson asks the
// class, and gives them a minute each, a minute more for each second
// round ("3 questions, 1 with a second round (4 minutes)"): as many as
// the lesson asks. How long each part takes against its minutes is
// counted by tools/planwords (TestEveryPartFitsItsMinutes), as a teacher
// walking the plan counts it.
func TestThePlanTableCountsTheLessonsQuestions(t *testing.T) {
	guide, err := assets.GuideFile("guide", "en")
	if err != nil {
		t.Fatal(err)
	}
	items, rows := read(t, "en"), tableRows(string(guide))
	lessons, err := lesson.Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	stated := regexp.MustCompile(`(\d+) questions?\b(?:, (\d+) with a second round)?(?: \((\d+) minutes?\))?`)
	for i, it := range items {
		if it.Kind != Lesson {
			continue
		}
		asked := 0
		for _, l := range lessons {
			if l.Name == it.Lesson {
				for _, st := range l.Steps {
					if st.Answer != "" {
						asked++
					}
				}
			}
		}
		m := stated.FindStringSubmatch(rows[i][1])
		if m == nil {
			t.Errorf("item %d (%s): the plan's row %q says no number of questions; the lesson asks %d", i+1, it.Title, rows[i][1], asked)
			continue
		}
		n, _ := strconv.Atoi(m[1])
		seconds, _ := strconv.Atoi(m[2])
		if n != asked {
			t.Errorf("item %d (%s): the plan's row says %d questions; the lesson asks %d", i+1, it.Title, n, asked)
		}
		if minutes, _ := strconv.Atoi(m[3]); m[3] != "" && minutes != n+seconds {
			t.Errorf("item %d (%s): the plan's row gives %d questions and %d second rounds %d minutes, want a minute each", i+1, it.Title, n, seconds, minutes)
		}
	}
}

// Each kind is found again by its name, as the autosave names the part
// of the plan a restart comes back to; an unknown name is none.
func TestEveryKindIsFoundByItsName(t *testing.T) {
	for k := Lesson; k <= Homework; k++ {
		if got, ok := KindNamed(k.String()); !ok || got != k {
			t.Errorf("KindNamed(%q) = %v, %v; want %v", k.String(), got, ok, k)
		}
	}
	if _, ok := KindNamed("01-superposition"); ok {
		t.Error("a lesson's name is found as a kind")
	}
}
