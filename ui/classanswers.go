package ui

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"github.com/qttt-edu/qttt/ui/answers"
	"github.com/qttt-edu/qttt/ui/answersview"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/present"
)

// classAnswers is class answers in the window (package answers): the
// room, kept in the profile from one start to the next, its server while
// the teacher has it on, and the question on show that it puts to the
// phones. The room owns the rounds and the counts; the window shows them
// (the live count in the presenter view, the chart on the class view),
// and puts the lesson's question, and its reveal, to the room as the
// lesson steps.
type classAnswers struct {
	model   *model.Model
	win     func() fyne.Window // the window for the teacher's dialogs: the presenter view's, else the main one
	dir     fyne.URI           // the profile, where the room is kept
	room    *answers.Room
	server  *answers.Server // nil while off
	stop    chan struct{}   // closed to stop watching the room
	shown   func()          // shows a step of the teacher's in the window: a render pass
	deliver func(func())    // runs a function on the UI goroutine: fyne.Do; tests drop it
	news    func()          // shows the phones' news (the counts) in the views of class answers
	showErr func(title, text string, err error)

	quiz      func(item int) answers.Quiz // which of the plan's items are quizzes
	chart     *answersview.Chart          // how the class answered the question on show
	join      *answersview.JoinCard       // how to join: the room's QR code, address and code
	joinShown bool                        // the card shows: class answers are on, and no question asked yet
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

// answersHostVariable names the address class answers listen on when set:
// a test's 127.0.0.1, or the teacher's choice of network on a laptop with
// several.
const answersHostVariable = "QTTT_ANSWERS_HOST"

// addClassAnswers adds class answers to the window: Teach › Class answers
// and the commands of its rounds. A browser cannot listen for phones: there
// the commands are in no menu.
func (a *App) addClassAnswers(fa fyne.App) {
	c := &classAnswers{model: a.model, win: a.askWin, dir: fa.Storage().RootURI(), showErr: a.showError, deliver: fyne.Do,
		shown: func() { a.render(model.Change{}) }, news: func() { a.world.render() },
		chart: answersview.NewChart(), join: answersview.NewJoinCard()}
	c.quiz = func(item int) answers.Quiz {
		switch a.world.slides.plan[item].Kind {
		case plan.QuizBefore:
			return answers.PreQuiz
		case plan.QuizAfter:
			return answers.PostQuiz
		}
		return answers.NoQuiz
	}
	a.classAnswers = c
	a.teaching.inPlaceOfBoard = c.visual
	slide := a.world.slide
	a.world.slide = func() present.Slide { return c.onSlide(slide()) }
	a.world.answers = c.presenterLine
	if runtime.GOOS == "js" {
		return
	}
	a.controls.handle(command.ClassAnswers, c.toggle, nil, c.on)
	a.controls.handle(command.ShowSpread, c.showSpread, c.canShowSpread, nil)
	a.controls.handle(command.AnswerAgain, c.answerAgain, c.canAnswerAgain, nil)
	a.controls.handle(command.ClassResults, c.showResults, nil, nil)
}

// on reports whether class answers are on: the server listens.
func (c *classAnswers) on() bool { return c.server != nil }

// toggle starts class answers, or stops them.
func (c *classAnswers) toggle() {
	if c.on() {
		c.stopServer()
	} else {
		c.start()
	}
	c.shown()
}

// restore reads the room kept in the profile, and starts class answers
// again if they were on when the app stopped, a short while ago.
func (c *classAnswers) restore() {
	c.room = c.readRoom()
	if c.room != nil && c.room.Listening() && time.Since(c.room.Updated()) < resumeRoom {
		c.start()
	}
}

// readRoom returns the room kept in the profile; nil for none, or for one
// that cannot be read, which is set aside.
func (c *classAnswers) readRoom() *answers.Room {
	u, err := storage.Child(c.dir, roomFile)
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
func (c *classAnswers) save(data []byte) error { return durable.Write(c.dir, roomFile, data) }

// start starts the server on this computer's address on the classroom's
// network, in the room kept, or a new one if that is another class's.
func (c *classAnswers) start() {
	if c.room == nil || time.Since(c.room.Updated()) > staleRoom {
		c.room = answers.NewRoom(c.save)
	}
	host := os.Getenv(answersHostVariable)
	if host == "" {
		if hosts := answers.LANAddresses(); len(hosts) > 0 {
			host = hosts[0]
		}
	}
	if host == "" {
		c.showErr(lang.L("Class answers need a network"),
			lang.L("This computer is on no network that phones could reach. Connect it to the classroom's Wi-Fi, or make it a hotspot the phones join, then start class answers again."),
			errors.New("no IPv4 address on a network interface that is up, other than the loopback"))
		return
	}
	s, err := answers.Start(c.room, host, answers.Limits{})
	if err != nil {
		c.showErr(lang.L("Class answers could not start"),
			lang.L("The app could not listen for the phones on this computer's network address."), err)
		return
	}
	c.server = s
	c.joinShown = true
	c.stop = make(chan struct{})
	go c.watch(c.room, c.stop)
}

// stopServer stops listening: the phones' pages say the connection is
// lost, and come back when class answers are started again. The room,
// its counts and its address are kept.
func (c *classAnswers) stopServer() {
	if !c.on() {
		return
	}
	close(c.stop)
	if err := c.server.Stop(); err != nil {
		fyne.LogError("Saving the class's answers", err)
	}
	c.server = nil
}

// quit stops class answers as the app ends, keeping the room's wish to be
// on for the next start.
func (c *classAnswers) quit() {
	if c.on() {
		close(c.stop)
		c.server.Quit()
		c.server = nil
	}
}

// newsEvery is how often at most the window shows the room's news: the
// answers as they come in.
const newsEvery = 200 * time.Millisecond

// watch shows the room's changes in the window, at most every newsEvery,
// until stop is closed.
func (c *classAnswers) watch(room *answers.Room, stop <-chan struct{}) {
	for {
		select {
		case <-room.Changed():
		case <-stop:
			return
		}
		c.deliver(func() {
			if c.room == room && c.on() && c.news != nil {
				c.news()
			}
		})
		select {
		case <-time.After(newsEvery):
		case <-stop:
			return
		}
	}
}

// follow puts the question on show to the phones, as the lesson steps:
// a question held back is asked (its first round opens), its reveal
// reveals it on the phones too, and a step without one ends the
// question asked. A question the phones were asked, and still are, is
// not asked again: after a restart, its round goes on.
func (c *classAnswers) follow() {
	if !c.on() {
		return
	}
	q, revealed, ok := questionOnShow(c.model, c.quiz)
	v := c.room.View()
	asked := v.Phase != answers.Waiting && v.Result.Question.Key == q.Key
	switch {
	case !ok:
		c.room.End()
	case !asked && !revealed:
		if err := c.room.Ask(q); err != nil {
			fyne.LogError("Asking the class", err)
		}
		c.joinShown = false
	case asked && revealed && q.Quiz == answers.PreQuiz && v.Phase == answers.Open:
		c.room.Close() // asked again after the class: its answer stays unknown
	case asked && revealed && q.Quiz != answers.PreQuiz && v.Phase != answers.Revealed:
		c.room.Reveal()
	case !asked:
		c.room.End() // its answer was out before the phones could answer
	}
}

// visual returns what class answers show in place of the board, in the
// window and on the class view: from their start until the first
// question, the card that tells the class how to join; once the spread of
// the question on show, or its answer, is shown, the chart of how the
// class answered; else nil, for the board.
func (c *classAnswers) visual() fyne.CanvasObject {
	if !c.on() {
		return nil
	}
	v := c.room.View()
	q, _, ok := questionOnShow(c.model, c.quiz)
	switch {
	case ok && (v.Phase == answers.Closed || v.Phase == answers.Revealed) && v.Result.Question.Key == q.Key:
		c.chart.SetResult(v.Result)
		return c.chart
	case c.joinShown:
		c.join.SetRoom(c.server.URL(), c.server.ShortURL(), c.room.Code())
		return c.join
	}
	return nil
}

// onSlide returns slide, what the class view shows, with class answers:
// in place of its picture, how to join or the chart (visual); below a
// question the phones are answering, the short address, for a phone
// that joins late.
func (c *classAnswers) onSlide(slide present.Slide) present.Slide {
	if v := c.visual(); v != nil {
		slide.Visual = v
	}
	if c.on() && c.room.View().Phase == answers.Open {
		slide.Body = append(slide.Body, present.Block{Text: lang.L("Answer on your phone") + ": " +
			strings.TrimPrefix(c.server.ShortURL(), "http://"), Style: present.Label})
	}
	return slide
}

// presenterLine returns the live count, for the presenter view alone: the
// round's phase, how many answered, how many phones are connected, and
// the address; "" while class answers are off.
func (c *classAnswers) presenterLine() string {
	if !c.on() {
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

// showSpread stops the round: the class view shows how the class
// answered.
func (c *classAnswers) showSpread() {
	if c.canShowSpread() {
		c.room.Close()
		c.shown()
	}
}

func (c *classAnswers) canShowSpread() bool {
	return c.on() && c.room.View().Phase == answers.Open
}

// answerAgain opens the second round, after the class has discussed the
// spread: the phones take an answer again, the first round's counts kept.
func (c *classAnswers) answerAgain() {
	if c.canAnswerAgain() {
		c.room.Again()
		c.shown()
	}
}

func (c *classAnswers) canAnswerAgain() bool {
	if !c.on() {
		return false
	}
	v := c.room.View()
	return v.Phase == answers.Closed && v.Round < answers.MaxRounds
}

// questionOnShow returns the question on show with its choices, as the
// phones get it, and whether its answer is out; false when the step on
// show, of a lesson or of the plan's slide, asks none with choices. A
// question of the quiz after the class is a post-quiz item, named by its
// text; quiz says which of the plan's items are quizzes.
func questionOnShow(m *model.Model, quiz func(item int) answers.Quiz) (q answers.Question, revealed, ok bool) {
	var steps []lesson.Step
	var key string
	if l, i := m.Lesson(); l != nil {
		steps, key = l.Steps, "lesson "+strconv.Itoa(i)+" "+l.Name
	} else if item, i := m.Slide(); item != nil {
		steps, key = item.Steps, "plan "+strconv.Itoa(i)
		q.Quiz = quiz(i)
	} else {
		return q, false, false
	}
	step := m.Step()
	st := steps[step]
	if st.Question == "" || st.Choices == nil {
		return q, false, false
	}
	choices, right, err := phoneChoices(st.Choices)
	if err != nil {
		fyne.LogError("A question's choices for the phones", err)
		return q, false, false
	}
	q.Text, q.Choices, q.Right, q.Key = st.Question, choices, right, key+" step "+strconv.Itoa(step)
	if q.Quiz != answers.NoQuiz {
		q.Item = st.Question
	}
	return q, m.Revealed(step), true
}

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
