package classanswers

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/answers"
	"github.com/qttt-edu/qttt/ui/internal/loop"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/plan"
)

// TestEveryQuestionWithChoicesCanBePutToPhones asks a room every question
// of the lessons, and of the plan's quizzes in the six languages, as the
// phones would get it: the quiz before the class has a question for the
// phones in each of its own, and each is one item of the quiz after it.
func TestEveryQuestionWithChoicesCanBePutToPhones(t *testing.T) {
	test.NewTempApp(t)
	check := func(where string, st lesson.Step, quiz answers.Quiz) answers.Question {
		q, err := phoneQuestion(st, where, quiz)
		if err != nil {
			t.Errorf("%s: %v", where, err)
		} else if q.Text == "" {
			return q // a step of text alone
		} else if err := answers.NewRoom(nil).Ask(q); err != nil {
			t.Errorf("%s: %v", where, err)
		}
		return q
	}
	for _, tag := range []string{"en", "ru", "pl", "cs", "tr", "ko"} {
		lessons, err := lesson.Load(assets.LessonFiles(), tag)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range lessons {
			for i, st := range l.Steps {
				if st.Choices != nil {
					check(fmt.Sprint(tag, " ", l.Name, " step ", i), st, answers.NoQuiz)
				}
			}
		}
		guide, err := assets.GuideFile("guide", tag)
		if err != nil {
			t.Fatal(err)
		}
		quiz, err := assets.GuideFile("quiz", tag)
		if err != nil {
			t.Fatal(err)
		}
		items, err := plan.Read(guide, quiz)
		if err != nil {
			t.Fatal(err)
		}
		asked := map[answers.Quiz][]string{}
		for _, it := range items {
			kind := map[plan.Kind]answers.Quiz{plan.QuizBefore: answers.PreQuiz, plan.QuizAfter: answers.PostQuiz}[it.Kind]
			for i, st := range it.Steps {
				if q := check(fmt.Sprint(tag, " ", it.Title, " step ", i), st, kind); q.Text != "" {
					asked[kind] = append(asked[kind], q.Item)
				}
			}
		}
		before, after := asked[answers.PreQuiz], asked[answers.PostQuiz]
		if len(before) == 0 || len(after) < len(before) || !slices.Equal(before, after[:len(before)]) {
			t.Errorf("%s: the phones are asked %q before the class, %q after it; want the first again after it", tag, before, after)
		}
	}
}

func TestResultsTellTheGainAndEachRound(t *testing.T) {
	test.NewTempApp(t)
	yes := []answers.Choice{answers.Yes, answers.No}
	results := []answers.Result{
		{ID: 1, Question: answers.Question{Text: "Is a spooky mark in two squares?", Choices: yes, Right: answers.No, Quiz: answers.PreQuiz, Item: "q1"}, Rounds: [][]int{{15, 5}}},
		{ID: 2, Question: answers.Question{Text: "Where will O2 land?", Choices: []answers.Choice{answers.Square(1), answers.Square(5)}, Right: answers.Square(5)},
			Rounds: [][]int{{6, 4}, {1, 9}}},
		{ID: 3, Question: answers.Question{Text: "Is a spooky mark in two squares?", Choices: yes, Right: answers.No, Quiz: answers.PostQuiz, Item: "q1"}, Rounds: [][]int{{4, 16}}},
	}
	var text []string
	for _, l := range resultLines(results) {
		text = append(text, l.text)
	}
	all := strings.Join(text, "\n")
	for _, want := range []string{
		"Right answers: 25 % of 20 in the quiz before the class, 80 % of 20 in the quiz after it; normalized gain g = 0.73.",
		"2. Where will O2 land? — right: 40 % of 10 at first, 90 % of 10 after the discussion",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the results say\n%s\nnot %q", all, want)
		}
	}
	if lines := resultLines(nil); len(lines) != 1 || !strings.Contains(lines[0].text, "No question") {
		t.Errorf("with no results: %v", lines)
	}
}

// TestTheCountEndsAtTheLastChange changes the room while the window shows
// a change and waits before the next: the window is told of the last
// change too, and shows the round closed, not the count of before.
func TestTheCountEndsAtTheLastChange(t *testing.T) {
	test.NewTempApp(t)
	phases := make(chan answers.Phase, 16)
	var c *Controller
	m := model.New(nil, nil, time.Now)
	m.OnChange = func(model.Change) { phases <- c.room.View().Phase }   // the window's render pass
	c = New(Window{Model: m}, &loop.Fake{OnDo: func(f func()) { f() }}) // on the watching goroutine
	c.room = answers.NewRoom(nil)
	s, err := answers.Start(c.room, "127.0.0.1", answers.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	c.server = s
	defer s.Stop()
	c.stop = make(chan struct{})
	go c.watch(c.room, c.room.Changed(), c.stop)
	defer close(c.stop)

	next := func() answers.Phase {
		t.Helper()
		select {
		case p := <-phases:
			return p
		case <-time.After(5 * time.Second):
			t.Fatal("the window was not told of the room's change within 5 s")
			return 0
		}
	}
	if err := c.room.Ask(answers.Question{Text: "Yes?", Choices: []answers.Choice{answers.Yes, answers.No}, Right: answers.Yes}); err != nil {
		t.Fatal(err)
	}
	if p := next(); p != answers.Open {
		t.Fatalf("the window was told %v, want the question open", p)
	}
	c.room.Close() // while the watcher waits newsEvery after showing the question
	if p := next(); p != answers.Closed {
		t.Errorf("the window was told %v, want the round closed", p)
	}
}
