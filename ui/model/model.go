// Package model is what the main window shows, without the window: the
// game (a session.Session), the lesson open on it with its step and the
// answers revealed, the view modes (presentation, the teaching side, the
// graph in place of the board, the tab on show) and a question waiting for
// the user's answer ("Replace the current game?").
//
// A Model is the one owner of that state. Every user action is one of its
// methods; each method that changes anything calls OnChange once, and the
// window then renders the whole model in one pass. While a question waits
// for its answer, every action but Answer is refused and nothing changes.
// The window reads the game through Game and never changes the session
// itself. The package imports no Fyne, so its rules are tested without a
// display.
package model

import (
	"time"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/session"
)

// Change is what OnChange is told: the model changed, the collapse
// cascade that led to the position on show, when one was just played,
// and whether the game in force changed and is to be autosaved.
type Change struct {
	Cascade []game.Landing
	Edited  bool
}

// Question is a question the model waits for the user to answer.
type Question int

// The questions.
const (
	NoQuestion  Question = iota
	ReplaceGame          // the game in progress, not in any file, would be lost: replace it?
)

// Refusal says why an action did nothing, for the window to say in the
// user's words.
type Refusal int

// The refusals.
const (
	Done        Refusal = iota // the action was carried out
	AnswerFirst                // a lesson holds its question: reveal the answer first
	LessonEnd                  // the lesson's last step is on show
	Unanswered                 // a question waits for its answer
	Nothing                    // the action had nothing to do

	// Why the board takes an input as no move (PickSquare, PickMark,
	// HoldChoice), with an Objection naming what the words need.
	Predict      // a lesson's question waits for the class's prediction
	AtLessonStep // the board shows a lesson's step: Page Down goes on
	OnReview     // an earlier position is on show
	ComputerTurn // the computer is thinking
	GameOver     // the game is over
	SquareTaken  // Square holds the classical Mark: a spooky pair goes elsewhere
	NinthTaken   // Square holds the classical Mark: the ninth mark goes in the one square left
	NotInPair    // the newest Mark lands only in one of Pair
	CoinChooses  // the chance variant's coin decides this collapse
	NotNewest    // Mark in Square is not the newest mark, whose landing alone is chosen
	HeldSquare   // the collapse choice Square is previewed: a second click makes it
	HeldMark     // as HeldSquare, the click on Mark in Square
)

// Tab is a tab of the side panel.
type Tab int

// The side panel's tabs, in their order.
const (
	TabMoves Tab = iota
	TabExplain
	TabBoards
	TabGraph
	TabLessons
)

// Model is the window's state.
type Model struct {
	// OnChange is called once after every change, with the window's
	// state consistent.
	OnChange func(Change)

	now func() time.Time // the clock, which the plan's minutes count by

	game     *session.Session
	lessons  []*lesson.Lesson
	course   course     // the open lesson, its step and the answers out
	plan     planCursor // the class's plan and the item on show
	view     modes      // what the window shows, beside the game
	advice   advice     // the computer's hint, review and announced choice
	question Question
	yes      func() // what answering yes to the question does
}

// New returns a model on an empty game for two players, with lessons to
// choose from and none open, the explanation on show, and the class's
// plan of items (package plan), which presentation mode walks through:
// an item naming none of the lessons is left out of it; with none,
// Forward steps through lessons alone. now is the clock.
func New(lessons []*lesson.Lesson, items []plan.Item, now func() time.Time) *Model {
	return &Model{now: now, game: session.New(), lessons: lessons,
		course: course{open: -1, last: -1},
		plan:   planCursor{items: newPlan(items, lessons), at: -1},
		view:   modes{tab: TabExplain}}
}

// Game returns the game, to read: only the model changes it.
func (m *Model) Game() session.View { return m.game }

// Lessons returns the lessons to choose from.
func (m *Model) Lessons() []*lesson.Lesson { return m.lessons }

// changed tells the window of a change that left the game in force as
// it was.
func (m *Model) changed(cascade []game.Landing) { m.tell(Change{Cascade: cascade}) }

// edited tells the window of a change of the game in force.
func (m *Model) edited(cascade []game.Landing) { m.tell(Change{Cascade: cascade, Edited: true}) }

// tell tells the window of ch, once the class's start is noted (the
// first change that shows an item of the plan in presentation mode).
func (m *Model) tell(ch Change) {
	if m.view.presented {
		m.plan.onShow(m.now())
	}
	if m.OnChange != nil {
		m.OnChange(ch)
	}
}

// Waiting returns the question waiting for its answer, NoQuestion for none.
func (m *Model) Waiting() Question { return m.question }

// ask holds q until Answer; yes is what answering yes does.
func (m *Model) ask(q Question, yes func()) {
	m.question, m.yes = q, yes
	m.changed(nil)
}

// Answer answers the question waiting: yes carries out what asked it,
// no leaves everything as it was.
func (m *Model) Answer(yes bool) {
	if m.question == NoQuestion {
		return
	}
	do := m.yes
	m.question, m.yes = NoQuestion, nil
	if yes {
		do()
		return
	}
	m.changed(nil)
}

// replaceGame runs replace, which replaces the game, at once when
// nothing of the game would be lost that no file holds, or nothing worth
// asking about (a lesson's own game, in presentation mode also played on,
// a finished game, one move), and asks first otherwise.
func (m *Model) replaceGame(replace func()) {
	if g := m.game; !g.Dirty() || g.At() <= 1 || g.Present().Over() || m.inLesson() || m.course.ofLesson && m.view.presented {
		replace()
		return
	}
	m.ask(ReplaceGame, replace)
}

// Replace makes r the game, at its end, played as o says (unsaved: r
// holds actions no file of the user's holds), asking first when the game
// in progress would be lost.
func (m *Model) Replace(r *game.Record, o session.Opponent, unsaved bool) Refusal {
	if m.question != NoQuestion {
		return Unanswered
	}
	m.replaceGame(func() {
		m.load(r, o, unsaved)
		m.edited(nil)
	})
	return Done
}

// Restore makes r, the game the autosave holds, the game, without
// asking and without writing it back.
func (m *Model) Restore(r *game.Record, o session.Opponent, unsaved bool) {
	m.load(r, o, unsaved)
	m.changed(nil)
}

// load makes r the game; any lesson closes. The chance variant is on
// only for a game the coin played (a new game, a file): it never follows
// the user into another game unasked.
func (m *Model) load(r *game.Record, o session.Opponent, unsaved bool) {
	m.game.Load(r, o, unsaved)
	m.course.ofLesson, m.course.branch = false, nil
	m.follow()
}

// loadLesson makes a lesson's game r the game, the chance variant on
// only as r says, or, with keepCoin, as it is: the coin carries over
// into the game played on from a lesson, never into another lesson
// unasked.
func (m *Model) loadLesson(r *game.Record, keepCoin bool) {
	coin := keepCoin && m.game.Chance()
	m.load(r, session.Opponent{}, false)
	m.game.SetChance(coin || r.Chance)
	m.course.ofLesson = true
}
