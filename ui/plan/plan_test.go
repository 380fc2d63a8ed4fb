package plan

import (
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/lesson"
)

// In every language the guide gives the whole plan: its eight items in
// order, 45 minutes in all, each slide with its text, the quiz before
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
			before, after := items[0], items[len(items)-1]
			if before.Kind != QuizBefore || len(before.Steps) != 1 || before.Steps[0].Answer != "" {
				t.Errorf("the plan opens with %+v, want the quiz's questions without answers", before)
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
	for _, g := range []string{"# Guide\n\nNo plan.", strings.Replace(string(guide), "| 24–30 |", "| later |", 1)} {
		if _, err := Read([]byte(g), quiz); err == nil {
			t.Errorf("a guide without its whole plan table was read")
		}
	}
}
