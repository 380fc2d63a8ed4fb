// Package classanswers is class answers in the app's window: the room,
// kept in the profile from one start to the next, its server while the
// teacher has it on, and the question on show, which it puts to the
// phones as the lesson or the plan steps. The room (package answers) owns
// the rounds and the counts; the window's model the lesson or the plan's
// step on show, which Controller reads, and tells of the room's news and
// of its own (AnswersChanged); Controller what class answers show: the
// card that tells how to join, a chart put away. The window shows what
// Controller returns: how to join or the chart in place of the board
// (Visual, OnSlide), the live count for the presenter view alone
// (PresenterLine).
package classanswers

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"github.com/qttt-edu/qttt/ui/answers"
	"github.com/qttt-edu/qttt/ui/answersview"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/internal/loop"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/present"
)

// Source is what class answers read and tell of a window's model (a
// *model.Model): the lesson's or the plan's step on show, which the
// phones are asked; and the news of class answers, which it renders.
type Source interface {
	Lesson() (*lesson.Lesson, int)
	Slide() (*plan.Item, int)
	Step() int
	Revealed(step int) bool
	InWhatIf() (l *lesson.Lesson, step int, ok bool)
	GlossaryOnShow() bool
	QuestionSeen(text string) bool
	AnswersChanged()
}

// Window is what class answers need of the window they are in.
type Window struct {
	Model     Source             // the lesson or the plan's slide on show, which the phones are asked, and what class answers show
	Dialogs   func() fyne.Window // the window for the teacher's dialogs: the presenter view's, else the main one
	Profile   fyne.URI           // where the room is kept
	ShowError func(title, text string, err error)
}

// Controller is class answers in a window: Toggle starts and stops them,
// Follow puts the question on show to the phones, ShowSpread and
// AnswerAgain are the rounds' steps, ShowResults the results. What they
// show in place of the board, it owns.
type Controller struct {
	w      Window
	loop   loop.Scheduler // brings the room's news to the UI goroutine
	room   *answers.Room
	server *answers.Server // nil while off
	stop   chan struct{}   // closed to stop watching the room

	chart     *answersview.Chart    // how the class answered the question on show
	join      *answersview.JoinCard // how to join: the room's QR code, address and code
	joinCard  bool                  // join is on show in place of the board: started, and no question asked since
	chartAway bool                  // the teacher put the chart away (S), for the board whole, until a new question
}

// New returns class answers, off, in w, which l brings the room's news
// to on the UI goroutine.
func New(w Window, l loop.Scheduler) *Controller {
	return &Controller{loop: l, w: w, chart: answersview.NewChart(), join: answersview.NewJoinCard()}
}

// Room returns the room, nil before class answers are first started or
// restored.
func (c *Controller) Room() *answers.Room { return c.room }

// URL returns the room's address, "" while off.
func (c *Controller) URL() string {
	if !c.On() {
		return ""
	}
	return c.server.URL()
}

// ShortURL returns the address a student types, "" while off.
func (c *Controller) ShortURL() string {
	if !c.On() {
		return ""
	}
	return c.server.ShortURL()
}

// The room's file in the profile, and the most of it that is read.
const (
	roomFile    = "class-answers.json"
	maxRoomFile = 4 << 20
)

// A room unchanged for staleRoom is another class's: starting class
// answers then opens a new room, with a new address. One that was on when
// the app stopped, and changed within resumeRoom, is started again with
// the app: the class's phones come back by themselves.
const (
	staleRoom  = 12 * time.Hour
	resumeRoom = time.Hour
)

// HostVariable names the address class answers listen on when set:
// a test's 127.0.0.1, or the teacher's choice of network on a laptop with
// several.
const HostVariable = "QTTT_ANSWERS_HOST"

// On reports whether class answers are on: the server listens.
func (c *Controller) On() bool { return c.server != nil }

// Toggle starts class answers, or stops them.
func (c *Controller) Toggle() {
	if c.On() {
		c.Stop()
		c.w.Model.AnswersChanged()
	} else {
		c.start(true)
	}
}

// Restore reads the room kept in the profile, and starts class answers
// again if they were on when the app stopped, a short while ago. The
// window shows how to join only where the class had not begun (the board's
// own slide): at a lesson's or the plan's step the board stays, the phones
// come back by themselves, and a question's slide gives the short address
// in a line.
func (c *Controller) Restore() {
	c.room = c.readRoom()
	if c.room != nil && c.room.Listening() && time.Since(c.room.Updated()) < resumeRoom {
		c.start(c.boardSlide())
	}
}

// readRoom returns the room kept in the profile; nil for none, or for one
// that cannot be read, which is set aside.
func (c *Controller) readRoom() *answers.Room {
	u, err := storage.Child(c.w.Profile, roomFile)
	if err != nil {
		return nil
	}
	data, err := durable.Read(u, maxRoomFile)
	if err != nil {
		return nil // none yet
	}
	r, err := answers.Restore(data, c.save)
	if err == nil && len(data) > maxRoomFile {
		err = errors.New("too large")
	}
	if err != nil {
		durable.SetAside(u, time.Now())
		return nil
	}
	return r
}

// save keeps the room's data in the profile; the room calls it from its
// own goroutine.
func (c *Controller) save(data []byte) error { return durable.Write(c.w.Profile, roomFile, data) }

// start starts the server on this computer's address on the classroom's
// network, in the room kept, or a new one if that is another class's, and
// has the window show how to join if join is set.
func (c *Controller) start(join bool) {
	if c.room == nil || time.Since(c.room.Updated()) > staleRoom {
		c.room = answers.NewRoom(c.save)
	}
	host := os.Getenv(HostVariable)
	if host == "" {
		if hosts := answers.LANAddresses(); len(hosts) > 0 {
			host = hosts[0]
		}
	}
	if host == "" {
		c.w.ShowError(lang.L("Class answers need a network"),
			lang.L("This computer is on no network that phones could reach. Connect it to the classroom's Wi-Fi, or make it a hotspot the phones join, then start class answers again."),
			errors.New("no IPv4 address on a network interface that is up, other than the loopback"))
		return
	}
	s, err := answers.Start(c.room, host, answers.Limits{})
	if err != nil {
		c.w.ShowError(lang.L("Class answers could not start"),
			lang.L("The app could not listen for the phones on this computer's network address."), err)
		return
	}
	c.server = s
	c.stop = make(chan struct{})
	go c.watch(c.room, c.room.Changed(), c.stop)
	c.joinCard = join
	c.w.Model.AnswersChanged()
}

// Stop stops listening: the phones' pages say the connection is
// lost, and come back when class answers are started again. The room,
// its counts and its address are kept.
func (c *Controller) Stop() {
	if !c.On() {
		return
	}
	close(c.stop)
	if err := c.server.Stop(); err != nil {
		fyne.LogError("Saving the class's answers", err)
	}
	c.server = nil
}

// Quit stops class answers as the app ends, keeping the room's wish to be
// on for the next start.
func (c *Controller) Quit() {
	if c.On() {
		close(c.stop)
		c.server.Quit()
		c.server = nil
	}
}

// newsEvery is how often at most the window shows the room's news: the
// answers as they come in.
const newsEvery = 200 * time.Millisecond

// watch tells the window's model of the room's changes, from the one
// that closes news on, at most every newsEvery, until stop is closed. A change
// while the window shows the last one, or waits, is shown after the wait:
// the count in the presenter view ends at the last answer.
func (c *Controller) watch(room *answers.Room, news <-chan struct{}, stop <-chan struct{}) {
	for {
		select {
		case <-news:
		case <-stop:
			return
		}
		news = room.Changed() // closed at the next change, even while the window shows this one
		c.loop.Do(func() {
			if c.room == room && c.On() {
				c.w.Model.AnswersChanged()
			}
		})
		select {
		case <-time.After(newsEvery):
		case <-stop:
			return
		}
	}
}

// Follow puts the question on show to the phones, as the lesson steps:
// the window calls it at each of its model's changes, before it shows
// the change. A question held back is asked (its first round opens),
// which the card that tells how to join and a chart put away give way to;
// its reveal reveals it on the phones too, and a step without one ends
// the question asked. A question the phones were asked, and still are,
// is not asked again: after a restart, its round goes on, and after a
// what-if branch, its chart.
func (c *Controller) Follow() {
	if _, _, branch := c.w.Model.InWhatIf(); !c.On() || branch {
		return // in a what-if branch the lesson waits, and its question with it
	}
	q, revealed, ok := questionOnShow(c.w.Model)
	v := c.room.View()
	out := v.Phase != answers.Waiting && v.Result.Question.Key == q.Key // the phones have it
	switch {
	case !ok:
		c.room.End()
	case !out && !revealed && !c.w.Model.QuestionSeen(q.Text):
		c.room.End() // the question waits for the page that shows it
	case !out && !revealed:
		if err := c.room.Ask(q); err != nil {
			fyne.LogError("Asking the class", err)
		}
		c.joinCard, c.chartAway = false, false
	case out && revealed && q.Quiz != answers.PreQuiz && v.Phase != answers.Revealed:
		c.room.Reveal()
	case !out:
		c.room.End() // its answer was out before the phones could answer
	}
}

// Due reports whether Follow would put a new question to the phones now:
// one on show that the phones do not have, not yet answered, and seen by
// the class (model.Model.QuestionSeen).
func (c *Controller) Due() bool {
	if _, _, branch := c.w.Model.InWhatIf(); !c.On() || branch {
		return false
	}
	q, revealed, ok := questionOnShow(c.w.Model)
	v := c.room.View()
	out := v.Phase != answers.Waiting && v.Result.Question.Key == q.Key
	return ok && !out && !revealed && c.w.Model.QuestionSeen(q.Text)
}

// Visual returns what class answers show in place of the board, in the
// window and on the class view: from their start until the first
// question, the card that tells the class how to join; once the spread of
// the question on show, or its answer, is shown, the chart of how the
// class answered; else nil, for the board.
func (c *Controller) Visual() fyne.CanvasObject {
	if !c.On() {
		return nil
	}
	switch {
	case c.charted():
		if c.chartAway {
			return nil
		}
		c.chart.SetResult(c.room.View().Result)
		return c.chart
	case c.joinCard:
		c.join.SetRoom(c.server.URL(), c.server.ShortURL(), c.room.Code())
		return c.join
	}
	return nil
}

// charted reports whether the question on show has a chart: its round is
// closed (the spread shown) or its answer revealed, and a phone answered
// it (teacher walk t17 #5: with none, a chart of "–" bars and "0 answers"
// took the board's room, as when the school's Wi-Fi fails mid-class).
func (c *Controller) charted() bool {
	if !c.On() {
		return false
	}
	v := c.room.View()
	q, _, ok := questionOnShow(c.w.Model)
	return ok && (v.Phase == answers.Closed || v.Phase == answers.Revealed) && v.Result.Question.Key == q.Key && answered(v.Result)
}

// answered reports whether a phone answered r in any round.
func answered(r answers.Result) bool {
	for round := range r.Rounds {
		if r.Answers(round) > 0 {
			return true
		}
	}
	return false
}

// OnSlide returns slide, what the class view shows, with class answers:
// how to join in place of its picture, or alone in place of the board's
// own slide (before the class begins); the chart under its picture (the
// board, the possible boards, the graph or a drawing stay on show, for
// the answer that speaks of them) or in place of none; below a question
// the phones are answering, the short address, for a phone that joins
// late.
func (c *Controller) OnSlide(slide present.Slide) present.Slide {
	switch v := c.Visual(); {
	case v == nil:
	case v == c.join && c.boardSlide():
		return present.Slide{Key: slide.Key + " join", Visual: v} // the game has not begun: no "X to move"
	case v == c.chart && slide.Visual != nil:
		slide.Below = v
	default:
		slide.Visual = v
	}
	if c.answering() {
		slide.Body = append(slide.Body, present.Block{Text: lang.L("Answer on your phone") + ": " +
			strings.TrimPrefix(c.server.ShortURL(), "http://"), Style: present.Label})
	}
	return slide
}

// answering reports whether the phones answer the question on show, or
// will once its page is on show: then the slide says how to answer, from
// the first, so that its pages are cut once, the question and that line
// on one page (present.Block), and the question never leaves the page on
// show as the phones get it.
func (c *Controller) answering() bool {
	if !c.On() {
		return false
	}
	if c.room.View().Phase == answers.Open {
		return true
	}
	_, _, branch := c.w.Model.InWhatIf()
	q, revealed, ok := questionOnShow(c.w.Model)
	v := c.room.View()
	out := v.Phase != answers.Waiting && v.Result.Question.Key == q.Key
	return ok && !branch && !revealed && !out
}

// boardSlide reports whether the class view's slide is the board's own,
// with no lesson's or plan's step on it: the slide before the class
// begins, where how to join takes the whole screen.
func (c *Controller) boardSlide() bool {
	m := c.w.Model
	l, _ := m.Lesson()
	item, _ := m.Slide()
	return l == nil && item == nil && !m.GlossaryOnShow()
}

// PresenterLine returns the live count, for the presenter view alone: the
// round's phase, how many answered, how many phones are connected, and
// the address; "" while class answers are off.
func (c *Controller) PresenterLine() string {
	if !c.On() {
		return ""
	}
	v := c.room.View()
	var phase string
	switch {
	case v.Phase == answers.Waiting:
		phase = lang.L("no question asked")
	case v.Phase == answers.Open && v.Round > 1:
		phase = lang.L("taking answers again")
	case v.Phase == answers.Open:
		phase = lang.L("taking answers")
	case v.Phase == answers.Closed:
		phase = lang.L("answers stopped")
	default:
		phase = lang.L("answer shown")
	}
	parts := []string{lang.L("Class answers") + ": " + phase}
	if v.Phase != answers.Waiting {
		n := v.Result.Answers(v.Round - 1)
		parts = append(parts, i18n.N("{{.Count}} answer", n, map[string]int{"Count": n}))
	}
	parts = append(parts, i18n.N("{{.Count}} phone connected", v.Phones, map[string]int{"Count": v.Phones}),
		strings.TrimPrefix(c.server.ShortURL(), "http://"))
	return strings.Join(parts, " · ")
}

// ShowSpread stops the round: the class view shows how the class
// answered. Once it shows, ShowSpread puts the chart away and brings it
// back: the board whole, or the answers again.
func (c *Controller) ShowSpread() {
	switch {
	case c.On() && c.room.View().Phase == answers.Open:
		c.room.Close()
		c.chartAway = false
	case c.charted():
		c.chartAway = !c.chartAway
	default:
		return
	}
	c.w.Model.AnswersChanged()
}

// CanShowSpread reports whether ShowSpread does anything: a round is
// open, or the question on show has a chart.
func (c *Controller) CanShowSpread() bool {
	return c.On() && c.room.View().Phase == answers.Open || c.charted()
}

// SpreadShown reports whether the chart of the question on show is on
// show.
func (c *Controller) SpreadShown() bool { return c.charted() && !c.chartAway }

// AnswerAgain opens the second round, after the class has discussed the
// spread: the phones take an answer again, the first round's counts kept.
func (c *Controller) AnswerAgain() {
	if c.CanAnswerAgain() {
		c.room.Again()
		c.w.Model.AnswersChanged()
	}
}

// CanAnswerAgain reports whether AnswerAgain does anything: the round on
// show is closed, and the question has a round left.
func (c *Controller) CanAnswerAgain() bool {
	if !c.On() {
		return false
	}
	v := c.room.View()
	return v.Phase == answers.Closed && v.Round < answers.MaxRounds
}

// questionOnShow returns the question on show with its choices, as the
// phones get it, and whether its answer is out; false when the step on
// show, of a lesson or of the plan's slide, asks none with choices. The
// quizzes' questions are quiz items, named by their text.
func questionOnShow(m Source) (q answers.Question, revealed, ok bool) {
	var steps []lesson.Step
	var key string
	kind := answers.NoQuiz
	if l, i := m.Lesson(); l != nil {
		steps, key = l.Steps, "lesson "+strconv.Itoa(i)+" "+l.Name
	} else if item, i := m.Slide(); item != nil {
		steps, key, kind = item.Steps, "plan "+strconv.Itoa(i), quizOf(item.Kind)
	} else {
		return q, false, false
	}
	step := m.Step()
	q, err := phoneQuestion(steps[step], key+" step "+strconv.Itoa(step), kind)
	if err != nil {
		fyne.LogError("A question's choices for the phones", err)
		return q, false, false
	}
	return q, m.Revealed(step), q.Text != ""
}

// quizOf returns which quiz a plan's slide of kind k is, if any.
func quizOf(k plan.Kind) answers.Quiz {
	switch k {
	case plan.QuizBefore:
		return answers.PreQuiz
	case plan.QuizAfter:
		return answers.PostQuiz
	}
	return answers.NoQuiz
}

// phoneQuestion returns step's question as the phones get it, keyed by
// key; none (no text) if the step offers no choices. A step with choices
// and no question of its own to hold, the quiz before the class, asks its
// text.
func phoneQuestion(step lesson.Step, key string, quiz answers.Quiz) (answers.Question, error) {
	text := step.Question
	if text == "" {
		text = step.Text
	}
	if step.Choices == nil || text == "" {
		return answers.Question{}, nil
	}
	choices, right, err := phoneChoices(step.Choices)
	if err != nil {
		return answers.Question{}, err
	}
	q := answers.Question{Text: text, Choices: choices, Right: right, Quiz: quiz, Key: key}
	if quiz != answers.NoQuiz {
		q.Item = quizItem(text)
	}
	return q, nil
}

// quizItem returns the name of a quiz's question, which one question has
// in the quiz before and after the class: its text on one line, its
// middle left out if it is longer than answers' limit on names allows
// (60 runes of at most 3 bytes each in the six languages).
func quizItem(text string) string { return shorten(text, 60) }

// phoneChoices returns a question's choices as the phones take them, and
// the right one.
func phoneChoices(c *lesson.Choices) (choices []answers.Choice, right answers.Choice, err error) {
	one := func(v string) (answers.Choice, error) {
		switch c.Kind {
		case lesson.Squares, lesson.Counts:
			n, err := strconv.Atoi(v)
			if err != nil {
				return "", err
			}
			if c.Kind == lesson.Squares {
				return answers.Square(n), nil
			}
			return answers.Count(n), nil
		case lesson.Players:
			switch v {
			case "X":
				return answers.X, nil
			case "O":
				return answers.O, nil
			case lesson.Nobody:
				return answers.Nobody, nil
			}
		case lesson.YesNo:
			switch v {
			case lesson.Yes:
				return answers.Yes, nil
			case lesson.No:
				return answers.No, nil
			}
		}
		return "", fmt.Errorf("%s: %q is no choice a phone has", c.Kind, v)
	}
	for _, v := range c.Values {
		ch, err := one(v)
		if err != nil || !ch.Valid() {
			return nil, "", fmt.Errorf("%s: %q is no choice a phone has", c.Kind, v)
		}
		choices = append(choices, ch)
	}
	right, err = one(c.Right)
	return choices, right, err
}
