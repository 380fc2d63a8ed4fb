package ui

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/answers"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/style"
)

// newAnswersTestApp is newTestApp with class answers listening on the
// loopback address only.
func newAnswersTestApp(t *testing.T) *App {
	t.Helper()
	t.Setenv(answersHostVariable, "127.0.0.1")
	t.Setenv("TMPDIR", t.TempDir()) // the test app's storage root is os.TempDir()
	test.NewTempApp(t).Settings().SetTheme(style.Theme{})
	// A lesson of the teacher's own whose question offers choices.
	dir := filepath.Join(fyne.CurrentApp().Storage().RootURI().Path(), "lessons")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "zz-class-answers.qttt"), []byte(choicesLesson), 0o600); err != nil {
		t.Fatal(err)
	}
	a := newTestWindow(t)
	a.win.Resize(fyne.NewSize(1000, 700))
	t.Cleanup(func() { a.classAnswers.stopServer() })
	return a
}

// choicesLesson is a lesson whose second step asks a question with choices.
const choicesLesson = `#title: Class answers
#> The empty board.
X1 1 5
#> X1 is in squares 1 and 5.
#? Is X1 settled yet?
#choices: yes-no no
#! No: neither square is settled, and both stay possible.
O2 5 9
#> O2 is in squares 5 and 9.
`

// testPhone is a phone of the protocol in the README, on the loopback
// address.
type testPhone struct {
	t      *testing.T
	room   string
	device string
}

func joinRoom(t *testing.T, room string) *testPhone {
	t.Helper()
	resp, err := http.Post(room+"join", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var joined struct{ Device string }
	if err := json.NewDecoder(resp.Body).Decode(&joined); err != nil || joined.Device == "" {
		t.Fatalf("join: %v %v", resp.Status, err)
	}
	return &testPhone{t: t, room: room, device: joined.Device}
}

// phoneView is what a phone sees of the room: the state of the protocol.
type phoneView struct {
	Phase    string
	Question *struct {
		ID      int
		Text    string
		Choices []string
		Round   int
	}
	Answer, Right string
}

func (p *testPhone) state() phoneView {
	p.t.Helper()
	resp, err := http.Get(p.room + "state?device=" + p.device)
	if err != nil {
		p.t.Fatal(err)
	}
	defer resp.Body.Close()
	var v phoneView
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		p.t.Fatal(err)
	}
	return v
}

func (p *testPhone) answer(choice string) int {
	p.t.Helper()
	s := p.state()
	body, _ := json.Marshal(map[string]any{"device": p.device, "question": s.Question.ID, "round": s.Question.Round, "choice": choice})
	resp, err := http.Post(p.room+"answer", "application/json", strings.NewReader(string(body)))
	if err != nil {
		p.t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// openQuestion opens the first lesson with a question that offers
// choices, at that question, and returns the lesson and the step.
func openQuestion(t *testing.T, a *App) (*lesson.Lesson, int) {
	t.Helper()
	for i, l := range a.model.Lessons() {
		for step, st := range l.Steps {
			if st.Question == "" || st.Choices == nil {
				continue
			}
			a.model.OpenLesson(i)
			for a.model.Step() < step {
				if a.model.Forward() != model.Done {
					t.Fatalf("lesson %s: no step %d", l.Name, step)
				}
			}
			if !a.model.Asking() {
				t.Fatalf("lesson %s step %d does not hold its question", l.Name, step)
			}
			return l, step
		}
	}
	t.Fatal("no lesson asks a question with choices")
	return nil, 0
}

func TestClassAnswersPutTheLessonsQuestionToThePhones(t *testing.T) {
	a := newAnswersTestApp(t)
	l, step := openQuestion(t, a)
	st := l.Steps[step]
	a.controls.invoke(command.ClassAnswers)
	c := a.classAnswers
	if !c.on() {
		t.Fatal("class answers did not start")
	}
	url := c.server.URL()
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("class answers listen at %s", url)
	}
	p := joinRoom(t, url)
	s := p.state()
	if s.Phase != "open" || s.Question == nil || s.Question.Text != st.Question || len(s.Question.Choices) != len(st.Choices.Values) {
		t.Fatalf("a phone sees %+v, want the step's question %q open", s, st.Question)
	}
	right, _, _ := phoneChoices(st.Choices)
	var wrong string
	for _, ch := range s.Question.Choices {
		if ch != string(right[0]) && wrong == "" {
			wrong = ch
		}
	}
	if code := p.answer(wrong); code != http.StatusOK {
		t.Fatalf("answer: %d", code)
	}
	if v := c.room.View(); v.Result.Answers(0) != 1 || s.Right != "" {
		t.Errorf("after one answer the room shows %+v and the phone %+v", v.Result, s)
	}

	// The spread, the second round, then the lesson's reveal reveals it on
	// the phones too.
	a.controls.invoke(command.ShowSpread)
	if p.state().Phase != "closed" {
		t.Error("Show the spread left the question open")
	}
	a.controls.invoke(command.AnswerAgain)
	if s := p.state(); s.Phase != "open" || s.Question.Round != 2 {
		t.Errorf("Answer again: a phone sees %+v", s)
	}
	a.controls.invoke(command.NextStep)
	_, want, _ := phoneChoices(st.Choices)
	if s := p.state(); s.Phase != "revealed" || s.Right != string(want) || !a.model.Revealed(step) {
		t.Errorf("after the lesson's reveal a phone sees %+v, want %s right", s, want)
	}
	// The next step asks nothing: the phones wait.
	if a.model.Forward() == model.Done {
		if s := p.state(); s.Phase == "open" && s.Question.Text == st.Question {
			t.Errorf("a step on, the phones still answer %q", st.Question)
		}
	}

	host := strings.TrimPrefix(strings.SplitN(url, "/r/", 2)[0], "http://")
	a.controls.invoke(command.ClassAnswers)
	if c.on() {
		t.Fatal("class answers are still on")
	}
	if conn, err := net.DialTimeout("tcp", host, time.Second); err == nil {
		conn.Close()
		t.Errorf("%s still listens after class answers stopped", host)
	}
}

func TestARestartedAppKeepsTheRoundAndItsPhones(t *testing.T) {
	a := newAnswersTestApp(t)
	openQuestion(t, a)
	a.controls.invoke(command.ClassAnswers)
	url := a.classAnswers.server.URL()
	p := joinRoom(t, url)
	first := p.state().Question.Choices[0]
	if code := p.answer(first); code != http.StatusOK {
		t.Fatal(code)
	}
	counts := a.classAnswers.room.View().Result.Rounds

	// The app quits (or is killed after its last save); the next start
	// comes back on at the same address, with the round's counts.
	a.classAnswers.quit()
	b := newTestWindow(t)
	t.Cleanup(func() { b.classAnswers.stopServer() })
	b.classAnswers.restore()
	if !b.classAnswers.on() || b.classAnswers.server.URL() != url {
		t.Fatalf("after the restart class answers are on %v", b.classAnswers.on())
	}
	if got := b.classAnswers.room.View().Result.Rounds; len(got) != len(counts) || got[0][0] != counts[0][0] {
		t.Errorf("after the restart the counts are %v, were %v", got, counts)
	}
	if s := p.state(); s.Answer != first {
		t.Errorf("after the restart the phone sees %+v, its answer %s lost", s, first)
	}
	if code := p.answer(first); code != http.StatusOK || b.classAnswers.room.View().Result.Answers(0) != 1 {
		t.Errorf("the same phone answering again after the restart: %d, %d answers", code, b.classAnswers.room.View().Result.Answers(0))
	}
}

func TestEveryQuestionWithChoicesCanBePutToPhones(t *testing.T) {
	a := newTestApp(t)
	check := func(where string, c *lesson.Choices) {
		choices, right, err := phoneChoices(c)
		if err != nil {
			t.Errorf("%s: %v", where, err)
			return
		}
		if err := answers.NewRoom(nil).Ask(answers.Question{Text: where, Choices: choices, Right: right}); err != nil {
			t.Errorf("%s: %v", where, err)
		}
	}
	for _, l := range a.model.Lessons() {
		for i, st := range l.Steps {
			if st.Choices != nil {
				check(fmt.Sprint(l.Name, " step ", i), st.Choices)
			}
		}
	}
	for _, tag := range []string{"en", "ru", "pl", "cs", "tr", "ko"} {
		md, err := assets.GuideFile("quiz", tag)
		if err != nil {
			t.Fatal(err)
		}
		q, err := lesson.ParseQuiz(md)
		if err != nil {
			t.Fatal(err)
		}
		for _, qq := range q.Questions {
			if qq.Choices != nil {
				check("quiz "+tag+" "+qq.Text, qq.Choices)
			}
		}
	}
}

func TestResultsTellTheGainAndEachRound(t *testing.T) {
	newTestApp(t)
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

func TestTheClassSeesHowToJoinThenTheSpreadAndTheTeacherTheCount(t *testing.T) {
	a := newAnswersTestApp(t)
	c := a.classAnswers
	a.controls.invoke(command.ClassAnswers)
	if inPlaceOfBoard(a) != c.join {
		t.Fatalf("class answers on, the board's place shows %T, not how to join", inPlaceOfBoard(a))
	}
	line := c.presenterLine()
	if !strings.Contains(line, "no question asked") || !strings.Contains(line, "0 phones connected") ||
		!strings.Contains(line, strings.TrimPrefix(c.server.ShortURL(), "http://")) {
		t.Errorf("the presenter reads %q", line)
	}
	openQuestion(t, a)
	if inPlaceOfBoard(a) != a.board() {
		t.Errorf("at the question the board's place shows %T, not the board", inPlaceOfBoard(a))
	}
	p := joinRoom(t, c.server.URL())
	p.answer(p.state().Question.Choices[0])
	if line := c.presenterLine(); !strings.Contains(line, "taking answers") || !strings.Contains(line, "1 answer") {
		t.Errorf("with one answer in, the presenter reads %q", line)
	}
	if inPlaceOfBoard(a) == c.chart {
		t.Error("the chart shows while the class is still answering")
	}
	a.controls.invoke(command.ShowSpread)
	if inPlaceOfBoard(a) != c.chart {
		t.Errorf("Show how the class answered: the board's place shows %T", inPlaceOfBoard(a))
	}
	a.controls.invoke(command.NextStep) // the reveal: the chart stays, the right choice framed
	if inPlaceOfBoard(a) != c.chart || !c.room.View().Result.Revealed {
		t.Error("at the reveal the chart is gone, or not revealed")
	}
	a.model.Forward() // the next step asks nothing: the board is back
	if inPlaceOfBoard(a) != a.board() {
		t.Errorf("a step on, the board's place shows %T", inPlaceOfBoard(a))
	}
}
