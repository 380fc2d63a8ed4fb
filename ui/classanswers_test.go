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
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/ui/answers"
	"github.com/qttt-edu/qttt/ui/answersview"
	"github.com/qttt-edu/qttt/ui/classanswers"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/present"
	"github.com/qttt-edu/qttt/ui/style"
	"github.com/qttt-edu/qttt/ui/teach"
)

// newAnswersTestApp is newTestApp with class answers listening on the
// loopback address only.
// answeringClass returns a test app in presentation mode at 1024×768, a
// lesson's question open and class answers on, with its controller.
func answeringClass(t *testing.T) (*App, *classanswers.Controller) {
	t.Helper()
	a := newAnswersTestApp(t)
	presentAt(a, 1024, 768)
	openQuestion(t, a)
	invoke(a, command.ClassAnswers)
	return a, a.classAnswers
}

func newAnswersTestApp(t *testing.T) *App {
	t.Helper()
	t.Setenv(classanswers.HostVariable, "127.0.0.1")
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
	t.Cleanup(func() { a.classAnswers.Stop() })
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
			chooseLesson(a, i)
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
	invoke(a, command.ClassAnswers)
	c := a.classAnswers
	if !c.On() {
		t.Fatal("class answers did not start")
	}
	url := c.URL()
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("class answers listen at %s", url)
	}
	p := joinRoom(t, url)
	s := p.state()
	if s.Phase != "open" || s.Question == nil || s.Question.Text != st.Question || len(s.Question.Choices) != len(st.Choices.Values) {
		t.Fatalf("a phone sees %+v, want the step's question %q open", s, st.Question)
	}
	want := c.Room().View().Result.Question.Right // the teacher's, never sent to a phone before the reveal
	if want == "" {
		t.Fatal("the room has no right choice")
	}
	var wrong string
	for _, ch := range s.Question.Choices {
		if ch != string(want) && wrong == "" {
			wrong = ch
		}
	}
	if code := p.answer(wrong); code != http.StatusOK {
		t.Fatalf("answer: %d", code)
	}
	if v := c.Room().View(); v.Result.Answers(0) != 1 || s.Right != "" {
		t.Errorf("after one answer the room shows %+v and the phone %+v", v.Result, s)
	}

	// The spread, the second round, then the lesson's reveal reveals it on
	// the phones too.
	invoke(a, command.ShowSpread)
	if p.state().Phase != "closed" {
		t.Error("Show the spread left the question open")
	}
	invoke(a, command.AnswerAgain)
	if s := p.state(); s.Phase != "open" || s.Question.Round != 2 {
		t.Errorf("Answer again: a phone sees %+v", s)
	}
	invoke(a, command.NextStep)
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
	invoke(a, command.ClassAnswers)
	if c.On() {
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
	invoke(a, command.ClassAnswers)
	url := a.classAnswers.URL()
	p := joinRoom(t, url)
	first := p.state().Question.Choices[0]
	if code := p.answer(first); code != http.StatusOK {
		t.Fatal(code)
	}
	counts := a.classAnswers.Room().View().Result.Rounds

	// The app quits (or is killed after its last save); the next start
	// comes back on at the same address, with the round's counts.
	a.classAnswers.Quit()
	b := newTestWindow(t)
	t.Cleanup(func() { b.classAnswers.Stop() })
	b.start("") // the autosaved lesson's step, then class answers
	if !b.classAnswers.On() || b.classAnswers.URL() != url {
		t.Fatalf("after the restart class answers are on %v", b.classAnswers.On())
	}
	if got := b.classAnswers.Room().View().Result.Rounds; len(got) != len(counts) || got[0][0] != counts[0][0] {
		t.Errorf("after the restart the counts are %v, were %v", got, counts)
	}
	if s := p.state(); s.Answer != first {
		t.Errorf("after the restart the phone sees %+v, its answer %s lost", s, first)
	}
	if code := p.answer(first); code != http.StatusOK || b.classAnswers.Room().View().Result.Answers(0) != 1 {
		t.Errorf("the same phone answering again after the restart: %d, %d answers", code, b.classAnswers.Room().View().Result.Answers(0))
	}
	// At the lesson's step the board stays, not how to join (teacher walk
	// t8 E2); the question's slide gives the short address in a line.
	presentAt(b, 1024, 768)
	s := deckOf(b).Slide()
	if shows[*answersview.JoinCard](s.Visual) || inPlaceOfBoard(b) != b.board() {
		t.Errorf("after the restart, at the question, the slide shows %T, not the board", s.Visual)
	}
	if got := uitest.ShownText(deckOf(b)); !strings.Contains(got, "Answer on your phone") {
		t.Errorf("after the restart the question's slide reads %q, with no short address", got)
	}
}

func TestTheClassSeesHowToJoinThenTheSpreadAndTheTeacherTheCount(t *testing.T) {
	a := newAnswersTestApp(t)
	c := a.classAnswers
	invoke(a, command.ClassAnswers)
	if !shows[*answersview.JoinCard](inPlaceOfBoard(a)) {
		t.Fatalf("class answers on, the board's place shows %T, not how to join", inPlaceOfBoard(a))
	}
	line := c.PresenterLine()
	if !strings.Contains(line, "no question asked") || !strings.Contains(line, "0 phones connected") ||
		!strings.Contains(line, strings.TrimPrefix(c.ShortURL(), "http://")) {
		t.Errorf("the presenter reads %q", line)
	}
	openQuestion(t, a)
	if inPlaceOfBoard(a) != a.board() {
		t.Errorf("at the question the board's place shows %T, not the board", inPlaceOfBoard(a))
	}
	p := joinRoom(t, c.URL())
	p.answer(p.state().Question.Choices[0])
	if line := c.PresenterLine(); !strings.Contains(line, "taking answers") || !strings.Contains(line, "1 answer") {
		t.Errorf("with one answer in, the presenter reads %q", line)
	}
	if shows[*answersview.Chart](inPlaceOfBoard(a)) {
		t.Error("the chart shows while the class is still answering")
	}
	invoke(a, command.ShowSpread)
	if !shows[*answersview.Chart](inPlaceOfBoard(a)) {
		t.Errorf("Show how the class answered: the board's place shows %T", inPlaceOfBoard(a))
	}
	invoke(a, command.NextStep) // the reveal: the chart stays, the right choice framed
	if !shows[*answersview.Chart](inPlaceOfBoard(a)) || !c.Room().View().Result.Revealed {
		t.Error("at the reveal the chart is gone, or not revealed")
	}
	a.model.Forward() // the next step asks nothing: the board is back
	if inPlaceOfBoard(a) != a.board() {
		t.Errorf("a step on, the board's place shows %T", inPlaceOfBoard(a))
	}
}

// TestThePlansQuizzesGoToThePhones runs the guide's plan with Page Down
// and class answers on: each question of the quiz before the class goes
// to the phones alone and is never revealed there, the quiz after the
// class goes to them too and is, and the results give the class's
// normalized gain from one to the other.
func TestThePlansQuizzesGoToThePhones(t *testing.T) {
	a := newAnswersTestApp(t)
	presentAt(a, 1024, 768)
	invoke(a, command.ClassAnswers)
	c := a.classAnswers
	// One student is right before the class, the other after it only.
	early, late := joinRoom(t, c.URL()), joinRoom(t, c.URL())
	asked := map[answers.Quiz]int{}
	last := 0
	for range 1000 {
		v := c.Room().View()
		q := v.Result.Question
		if v.Phase == answers.Open && v.Result.ID != last && q.Quiz != answers.NoQuiz {
			last = v.Result.ID
			asked[q.Quiz]++
			wrong := q.Choices[0]
			if wrong == q.Right {
				wrong = q.Choices[1]
			}
			lateChoice := wrong
			if q.Quiz == answers.PostQuiz {
				lateChoice = q.Right
			}
			if early.answer(string(q.Right)) != http.StatusOK || late.answer(string(lateChoice)) != http.StatusOK {
				t.Fatalf("the phones could not answer %q", q.Text)
			}
		}
		if s := early.state(); q.Quiz == answers.PreQuiz && s.Right != "" {
			t.Fatalf("the phones see the right answer of %q before the class", q.Text)
		}
		before := fmt.Sprint(deckOf(a).Slide().Key, deckOf(a).PageText())
		press(a, fyne.KeyPageDown)
		if fmt.Sprint(deckOf(a).Slide().Key, deckOf(a).PageText()) == before {
			break // the plan's end
		}
	}
	if asked[answers.PreQuiz] == 0 || asked[answers.PostQuiz] < asked[answers.PreQuiz] {
		t.Fatalf("the phones were asked %d questions before the class and %d after it", asked[answers.PreQuiz], asked[answers.PostQuiz])
	}
	overall, items := answers.Gains(c.Room().Results())
	if g, ok := overall.G(); !ok || len(items) != asked[answers.PreQuiz] || g != 1 || overall.Pre.Answers != 2*asked[answers.PreQuiz] {
		t.Errorf("the gain over %d items is %v %v from %+v to %+v; want 1 over each question of the quiz before the class", len(items), g, ok, overall.Pre, overall.Post)
	}
	invoke(a, command.ClassResults)
	if text := dialogText(a); !strings.Contains(text, "normalized gain g = 1.00") {
		t.Errorf("Teach › Class answers: results… reads:\n%s", text)
	}
}

// shows reports whether o is a T.
func shows[T fyne.CanvasObject](o fyne.CanvasObject) bool {
	_, ok := o.(T)
	return ok
}

// TestTheChartLeavesTheBoardOnShow: in presentation mode, how the class
// answered shows under the board (or the possible boards, the graph, a
// drawing), which the answer speaks of; F3 still changes the picture, and
// S puts the chart away and brings it back.
func TestTheChartLeavesTheBoardOnShow(t *testing.T) {
	a, c := answeringClass(t)
	p := joinRoom(t, c.URL())
	p.answer(p.state().Question.Choices[0])
	invoke(a, command.ShowSpread)
	slide := deckOf(a).Slide()
	if shows[*answersview.Chart](slide.Visual) || !shows[*answersview.Chart](slide.Below) {
		t.Fatalf("the spread shows as %T with %T under it, want the board's picture with the chart under it", slide.Visual, slide.Below)
	}
	invoke(a, command.NextStep) // the reveal
	if slide := deckOf(a).Slide(); shows[*answersview.Chart](slide.Visual) || !shows[*answersview.Chart](slide.Below) {
		t.Fatalf("at the reveal the slide shows %T with %T under it", slide.Visual, slide.Below)
	}
	press(a, fyne.KeyF3)
	if slide := deckOf(a).Slide(); !shows[*teach.Graph](slide.Visual) || !shows[*answersview.Chart](slide.Below) {
		t.Errorf("F3 after the reveal: the slide shows %T with %T under it, want the graph with the chart", slide.Visual, slide.Below)
	}
	invoke(a, command.ShowSpread)
	if slide := deckOf(a).Slide(); slide.Below != nil || shows[*answersview.Chart](slide.Visual) || slide.Visual == nil {
		t.Errorf("S once the chart shows: the slide shows %T with %T under it, want the picture alone", slide.Visual, slide.Below)
	}
	invoke(a, command.ShowSpread)
	if slide := deckOf(a).Slide(); !shows[*answersview.Chart](slide.Below) {
		t.Errorf("S again: the slide shows %T with %T under it, want the chart back", slide.Visual, slide.Below)
	}
}

// TestANewQuestionBringsBackAChartPutAway: in presentation mode, a chart
// the teacher put away (S) stays away for its question only; when the
// phones are asked again, the new round's chart shows at its reveal.
func TestANewQuestionBringsBackAChartPutAway(t *testing.T) {
	a, c := answeringClass(t)
	p := joinRoom(t, c.URL())
	p.answer(p.state().Question.Choices[0])
	invoke(a, command.ShowSpread)
	invoke(a, command.ShowSpread)
	if slide := deckOf(a).Slide(); slide.Below != nil || shows[*answersview.Chart](slide.Visual) {
		t.Fatalf("S twice: the slide shows %T with %T under it, want no chart", slide.Visual, slide.Below)
	}
	invoke(a, command.PreviousStep) // a step that asks nothing: the question ends
	invoke(a, command.NextStep)     // the question again, asked again
	if v := c.Room().View(); v.Phase != answers.Open {
		t.Fatalf("back at the question the phones' round is %v, want it open", v.Phase)
	}
	p.answer(p.state().Question.Choices[0])
	invoke(a, command.NextStep) // the reveal, with no S
	if slide := deckOf(a).Slide(); !shows[*answersview.Chart](slide.Below) {
		t.Errorf("the new round's reveal: the slide shows %T with %T under it, want its chart under the picture", slide.Visual, slide.Below)
	}
}

// After A and F5, before the first question, the projector shows how to
// join and nothing else: no game status beside it ("X to move"), the
// card filling the slide under its title; the first step of the plan
// then shows as it is.
func TestTheStartSlideIsHowToJoinAlone(t *testing.T) {
	a := newAnswersTestApp(t)
	presentAt(a, 1024, 768)
	invoke(a, command.ClassAnswers)
	s := deckOf(a).Slide()
	if !shows[*answersview.JoinCard](s.Visual) || s.Headline != "" || s.Kicker != "" || len(s.Body) != 0 {
		t.Fatalf("the start slide is %T with the headline %q, kicker %q and text %+v; want how to join alone", s.Visual, s.Headline, s.Kicker, s.Body)
	}
	if size := s.Visual.Size(); size.Width < deckOf(a).Size().Width*0.95 || size.Height < deckOf(a).Size().Height*0.95 {
		t.Errorf("how to join is %v on a slide of %v, want all of it but a margin", size, deckOf(a).Size())
	}
	if got := uitest.ShownText(deckOf(a)); strings.Contains(got, "to move") || !strings.Contains(got, "join on your phone") {
		t.Errorf("the start slide reads %q", got)
	}
	invoke(a, command.NextStep)
	if s := deckOf(a).Slide(); s.Headline == "" {
		t.Errorf("Page Down from the start slide shows %+v, not the plan's first item", s)
	}
}

// What if…? (I) at a question's chart shows the board for the branch,
// and I again comes back to the step with the chart as it was: the
// question stays the phones', not ended by the branch.
func TestTheChartComesBackAfterWhatIf(t *testing.T) {
	a := newAnswersTestApp(t)
	presentAt(a, 1024, 768)
	_, step := openQuestion(t, a)
	invoke(a, command.ClassAnswers)
	c := a.classAnswers
	p := joinRoom(t, c.URL())
	p.answer(p.state().Question.Choices[0])
	invoke(a, command.ShowSpread)
	if !shows[*answersview.Chart](deckOf(a).Slide().Below) && !shows[*answersview.Chart](deckOf(a).Slide().Visual) {
		t.Fatal("S: the slide shows no chart")
	}
	invoke(a, command.WhatIf)
	if _, _, ok := a.model.InWhatIf(); !ok {
		t.Fatal("I opened no what-if branch")
	}
	if s := deckOf(a).Slide(); shows[*answersview.Chart](s.Below) || shows[*answersview.Chart](s.Visual) {
		t.Error("in the what-if branch the slide still shows the chart, not the board")
	}
	invoke(a, command.WhatIf)
	if _, _, ok := a.model.InWhatIf(); ok || a.model.Step() != step {
		t.Fatalf("I again: in the branch %v, at step %d; want step %d", ok, a.model.Step()+1, step+1)
	}
	s := deckOf(a).Slide()
	if !shows[*answersview.Chart](s.Below) && !shows[*answersview.Chart](s.Visual) {
		t.Errorf("back from What if…?, the slide shows %T and %T, not the chart", s.Visual, s.Below)
	}
	if v := c.Room().View(); v.Result.Answers(0) != 1 || p.state().Phase != "closed" {
		t.Errorf("back from What if…?, the room has %d answers and the phone sees %q", v.Result.Answers(0), p.state().Phase)
	}
}

// On every projector, in every language, the start slide's how to join
// is whole and large: its title and lines within the screen, clear of the
// QR code, in text the back row reads, and the QR code more than half the
// screen's height.
func TestTheStartSlideFitsEveryProjectorInEveryLanguage(t *testing.T) {
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			t.Setenv(classanswers.HostVariable, "127.0.0.1")
			a := newLanguageApp(t, l.Tag)
			press(a, fyne.KeyF11)
			invoke(a, command.ClassAnswers)
			t.Cleanup(a.classAnswers.Stop)
			for _, size := range projectors {
				a.win.Resize(size)
				card, ok := deckOf(a).Slide().Visual.(*answersview.JoinCard)
				if !ok {
					t.Fatalf("at %v the start slide shows %T", size, deckOf(a).Slide().Visual)
				}
				screen := a.win.Canvas().Size()
				var qr fyne.CanvasObject
				var texts []*canvas.Text
				for _, o := range test.WidgetRenderer(card).Objects() {
					switch o := o.(type) {
					case *canvas.Image:
						qr = o
					case *canvas.Text:
						texts = append(texts, o)
					}
				}
				if qr == nil || qr.Size().Height < screen.Height/2 {
					t.Errorf("at %v the QR code is %v on a screen of %v, want more than half its height", size, qr.Size(), screen)
				}
				for _, text := range texts {
					p, s := text.Position(), text.MinSize()
					if text.Alignment == fyne.TextAlignCenter {
						p.X += (text.Size().Width - s.Width) / 2
					}
					if p.X < 0 || p.Y < 0 || p.X+s.Width > card.Size().Width+1 || p.Y+s.Height > card.Size().Height+1 {
						t.Errorf("at %v %q at %v, %v, is not whole on the slide of %v", size, text.Text, p, s, card.Size())
					}
					if p.Y < qr.Position().Y+qr.Size().Height && p.Y+s.Height > qr.Position().Y && p.X < qr.Position().X+qr.Size().Width {
						t.Errorf("at %v %q runs into the QR code", size, text.Text)
					}
					if least := screen.Height / present.ReadableLines; text.TextSize < least-0.01 {
						t.Errorf("at %v %q is %v high, want at least %v", size, text.Text, text.TextSize, least)
					}
				}
			}
		})
	}
}

// At a long question on the projector (lesson 2's step 7 at 1024×768)
// the line that says how to answer on a phone is on the question's page:
// the question stays on show while the phones answer, and no Page Down
// turns to a page of that line alone (teacher walk t10 m1).
func TestTheAnswerOnYourPhoneLineIsOnTheQuestionsPage(t *testing.T) {
	a := newAnswersTestApp(t)
	invoke(a, command.ClassAnswers)
	question := "If X chooses square 7 for O4, where does X3 end up?"
	found := false
	for i, l := range a.model.Lessons() {
		for step, st := range l.Steps {
			if st.Question != question {
				continue
			}
			found = true
			chooseLesson(a, i)
			for a.model.Step() < step {
				a.model.Forward()
			}
		}
	}
	if !found {
		t.Fatalf("no lesson asks %q", question)
	}
	presentAt(a, 1024, 768)
	d := deckOf(a)
	for range 5 { // to the page that shows the question
		if strings.Contains(strings.Join(d.PageText(), " "), "X3 end up?") {
			break
		}
		press(a, fyne.KeyPageDown)
	}
	if a.classAnswers.Room().View().Phase != answers.Open {
		t.Fatalf("the question on show, the phones do not have it: %v", a.classAnswers.Room().View().Phase)
	}
	shown := strings.Join(d.PageText(), " ")
	if !strings.Contains(shown, "X3 end up?") || !strings.Contains(shown, "Answer on your phone") {
		page, pages := d.Page()
		t.Errorf("page %d of %d reads %q: want the question and how to answer on a phone together", page+1, pages, shown)
	}
}
