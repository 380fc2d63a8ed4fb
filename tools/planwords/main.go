// Command planwords prints what the class sees of the guide's plan, in the
// order a clicker's Page Down shows it, for .ci/class-rehearsal to check
// on the projector: one line a screen, tab-separated: "S", the plan
// item's number, its kind (lesson, quiz-before, paper, pairs or
// quiz-after), its minutes in the plan and its title, then a step's text
// and question; or "A" and the same, then the step's answer, which the
// next Page Down shows. The
// words are read as the app reads them (ui/plan, ui/lesson), in the
// language given.
//
//	go run ./tools/planwords en
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/plan"
)

func main() {
	language := "en"
	if len(os.Args) > 1 {
		language = os.Args[1]
	}
	if err := run(language); err != nil {
		fmt.Fprintln(os.Stderr, "planwords:", err)
		os.Exit(1)
	}
}

// run prints the plan's screens in language.
func run(language string) error {
	lessons, err := lesson.Load(assets.LessonFiles(), language)
	if err != nil {
		return err
	}
	guide, err := assets.GuideFile("guide", language)
	if err != nil {
		return err
	}
	quiz, err := assets.GuideFile("quiz", language)
	if err != nil {
		return err
	}
	items, err := plan.Read(guide, quiz)
	if err != nil {
		return err
	}
	for i, it := range items {
		title, steps := it.Title, it.Steps
		if it.Kind == plan.Lesson {
			l := find(lessons, it.Lesson)
			if l == nil {
				return fmt.Errorf("the plan's lesson %q is not bundled", it.Lesson)
			}
			title, steps = l.Title, l.Steps
		}
		for _, st := range steps {
			screen("S", i+1, it, title, st.Text+" "+st.Question)
			if st.Question != "" && st.Answer != "" {
				screen("A", i+1, it, title, st.Answer)
			}
		}
	}
	return nil
}

// find returns the lesson called name among lessons, nil for none.
func find(lessons []*lesson.Lesson, name string) *lesson.Lesson {
	for _, l := range lessons {
		if l.Name == name {
			return l
		}
	}
	return nil
}

// kinds names the kinds of plan item.
var kinds = map[plan.Kind]string{plan.Lesson: "lesson", plan.QuizBefore: "quiz-before", plan.PaperStage: "paper",
	plan.PairsPlay: "pairs", plan.QuizAfter: "quiz-after"}

// screen prints one screen's line.
func screen(kind string, n int, it plan.Item, title, text string) {
	fmt.Printf("%s\t%d\t%s\t%d\t%s\t%s\n", kind, n, kinds[it.Kind], it.Minutes, title, strings.Join(strings.Fields(text), " "))
}
