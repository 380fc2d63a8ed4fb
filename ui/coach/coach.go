// Package coach is the voice beside the board and the computer at the
// table: what the status line says of the position on show, and the
// automatic players with the exact solver at work (the computer opponent,
// the coin of the chance variant, hints and the review of a game). It
// reads the game through the model and acts only through the play
// function it is given; its answers come back on the UI goroutine.
package coach

import (
	"math/rand/v2"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/internal/loop"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/session"
)

// Computer is a window's automatic players and its exact solver at
// work: the computer opponent (opponent.go), the coin of the chance
// variant, hints for the player to act (hint.go) and the review that finds
// the actions that let the result slip (review.go). The solver runs off the
// UI goroutine; its answers come back through its scheduler and count only if
// the session's generation has not moved on meanwhile.
type Computer struct {
	// Pace is the least time the computer takes for an action, so that
	// the class can follow its moves: HumanPace by default.
	Pace time.Duration
	// Dice are the opponent's, drawn from on the UI goroutine only.
	Dice *rand.Rand

	loop      loop.Scheduler // the solver's answers and the coin's toss come back to the UI goroutine through it
	model     Model          // where hints and reviews are posted
	game      session.View   // the computer acts through play
	play      func(act game.Action) error
	animating func() bool // a collapse cascade is on show
	solver    *solver.Solver

	thinking bool      // the computer is choosing an action
	about    int       // the generation it is choosing in
	held     func()    // its answer, held back until the cascade on show ends or a question is answered
	tossed   int       // the generation the coin was last thrown for, -1 for none
	asked    int       // the generation a review was last asked for, -1 for none
	why      choiceWhy // the solver's view of the computer's last collapse choice
}

// Model is what the computer reads of a window's model (a
// *model.Model): the game, the lesson on it and the view modes that
// decide whether and how the computer acts; and where it posts its
// answers: the hint, the review's verdict and the action it announces
// before playing it.
type Model interface {
	Game() session.View
	Lesson() (*lesson.Lesson, int)
	Lessons() []*lesson.Lesson
	AtStep() bool
	Upcoming() int
	Picture() lesson.Picture
	Presented() bool
	Waiting() model.Question
	CoinDecides() bool
	Reviewed() bool

	Hint() (model.Hint, bool)
	PostHint(h model.Hint) bool
	Verdict() (model.Verdict, bool)
	PostVerdict(v model.Verdict) bool
	Announce(gen int, act game.Action) bool
	Announced() (game.Action, bool)
}

// HumanPace is the least time the computer takes for an action.
const HumanPace = 800 * time.Millisecond

// CoinDelay is how long a pending collapse stays on show before the coin
// of the chance variant decides it, so that the class sees the cycle.
const CoinDelay = 1200 * time.Millisecond

// ClassCoinDelay is CoinDelay in presentation mode: at lesson 7's last
// step the class reads the step, sees the cycle and says where it expects
// the coin to put the mark before the toss (teacher walk t8 m4: it came
// within a second of Page Down).
const ClassCoinDelay = 4 * time.Second

// New returns the automatic players of the model m, which act
// through play, solved by s, which may be shared with other windows.
// animating reports whether a collapse cascade is on show. Answers and
// tosses come back to the UI goroutine through l. Nothing is
// solved before it is asked for: the first answer takes at most about a
// fifth of a second (on the empty board), less than the computer's pace,
// so a warm-up at start-up would only compete with the first frame.
func New(m Model, play func(game.Action) error, animating func() bool, s *solver.Solver, l loop.Scheduler) *Computer {
	c := &Computer{
		loop:      l,
		Pace:      HumanPace,
		Dice:      rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
		model:     m,
		game:      m.Game(),
		play:      play,
		animating: animating,
		solver:    s,
		tossed:    -1,
		asked:     -1,
	}
	return c
}

// coinDelay is how long a pending collapse stays on show before the coin
// decides it: ClassCoinDelay in presentation mode, for the class to see
// the cycle and guess before the toss; else CoinDelay.
func (c *Computer) coinDelay() time.Duration {
	if c.model.Presented() {
		return ClassCoinDelay
	}
	return CoinDelay
}

// Update follows the game after every change: the computer starts or
// stops thinking, the coin is tossed once for a pending collapse (never
// in a lesson's own game), and a finished game is reviewed. While a
// question waits, nothing starts.
func (c *Computer) Update() {
	if c.model.Waiting() != model.NoQuestion {
		return
	}
	c.followGame()
	gen := c.game.Generation()
	if c.model.CoinDecides() && c.tossed != gen {
		c.tossed = gen
		c.loop.After(c.coinDelay(), func() { c.toss(gen) })
	}
	if l, _ := c.model.Lesson(); c.game.Present().Over() && !c.game.Reviewing() && l == nil { // a lesson's own game is no one's to review
		c.ReviewGame()
	}
}

// toss has the coin decide the collapse pending in generation gen, if
// the game is still there; while a question waits, the toss waits too.
func (c *Computer) toss(gen int) {
	if gen != c.game.Generation() || !c.model.CoinDecides() {
		return
	}
	if c.model.Waiting() != model.NoQuestion {
		c.held = func() { c.toss(gen) }
		return
	}
	if choice, ok := c.game.Toss(); ok {
		if err := c.play(choice); err != nil {
			fyne.LogError("coin toss", err)
		}
	}
}

// Status returns what the status line says: the position on show, and
// the computer's part (advise).
func (c *Computer) Status() Status { return c.advise(c.describe()) }

// advise adds the computer's part to the status line t: that it is
// thinking, the hint as one paragraph, the review a line a mistake.
func (c *Computer) advise(t Status) Status {
	t = c.opponentStatus(t)
	if hint := c.hintText(); hint != nil {
		t.Advice = append(t.Advice, strings.Join(hint, " "))
	}
	review := c.reviewText()
	t.Advice, t.Review = append(t.Advice, review...), len(review) > 0
	return t
}

// work runs job off the UI goroutine, then the function it returns on it.
func (c *Computer) work(job func() func()) {
	go func() { c.loop.Do(job()) }()
}
