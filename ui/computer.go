package ui

import (
	"math/rand/v2"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/session"
)

// computer is the window's automatic players and its exact solver at
// work: the computer opponent (opponent.go), the coin of the chance
// variant, hints for the player to act (hint.go) and the review that finds
// the actions that let the result slip (review.go). The solver runs off the
// UI goroutine; its answers come back through deliver and count only if
// the session's generation has not moved on meanwhile.
type computer struct {
	model     *model.Model     // where hints and reviews are posted
	game      *session.Session // read only: the computer acts through play
	play      func(act game.Action) error
	animating func() bool // a collapse cascade is on show
	solver    *solver.Solver
	// deliver runs f on the UI goroutine: fyne.Do in the app, a queue the
	// test drains in tests.
	deliver func(f func())
	// later runs f on the UI goroutine after coinDelay.
	later func(f func())
	// pace is the least time the computer takes for an action, so that
	// the class can follow its moves.
	pace time.Duration
	rng  *rand.Rand // the opponent's dice, drawn from on the UI goroutine only

	thinking bool      // the computer is choosing an action
	about    int       // the generation it is choosing in
	held     func()    // its answer, held back until the cascade on show ends or a question is answered
	tossed   int       // the generation the coin was last thrown for, -1 for none
	asked    int       // the generation a review was last asked for, -1 for none
	why      choiceWhy // the solver's view of the computer's last collapse choice
}

// humanPace is the least time the computer takes for an action.
const humanPace = 800 * time.Millisecond

// coinDelay is how long a pending collapse stays on show before the coin
// of the chance variant decides it, so that the class sees the cycle.
const coinDelay = 1200 * time.Millisecond

// newComputer returns the automatic players of the model m, which act
// through play, solved by s, which may be shared with other windows.
// animating reports whether a collapse cascade is on show. Nothing is
// solved before it is asked for: the first answer takes at most about a
// fifth of a second (on the empty board), less than the computer's pace,
// so a warm-up at start-up would only compete with the first frame.
func newComputer(m *model.Model, play func(game.Action) error, animating func() bool, s *solver.Solver) *computer {
	return &computer{
		model:     m,
		game:      m.Game(),
		play:      play,
		animating: animating,
		solver:    s,
		deliver:   fyne.Do,
		later: func(f func()) {
			time.AfterFunc(coinDelay, func() { fyne.Do(f) })
		},
		pace:   humanPace,
		rng:    rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
		tossed: -1,
		asked:  -1,
	}
}

// addComputer adds the computer to the window, solved by s, with its
// commands: Hint (H) and Review mistakes (R).
func (a *App) addComputer(s *solver.Solver) {
	c := newComputer(a.model, a.play, a.board().Animating, s)
	a.computer = c
	canHint := func() bool { return c.canHint() && !a.model.Asking() } // a hint would give a lesson's answer away
	a.controls.handle(command.Hint, c.showHint, canHint, nil)
	a.controls.handle(command.ReviewMistakes, c.reviewGame, func() bool { return a.game().At() > 0 }, nil)
}

// update follows the game after every change: the computer starts or
// stops thinking, the coin is tossed once for a pending collapse (never
// in a lesson's own game), and a finished game is reviewed. While a
// question waits, nothing starts.
func (c *computer) update() {
	if c.model.Waiting() != model.NoQuestion {
		return
	}
	c.followGame()
	gen := c.game.Generation()
	if c.model.CoinDecides() && c.tossed != gen {
		c.tossed = gen
		c.later(func() { c.toss(gen) })
	}
	if l, _ := c.model.Lesson(); c.game.Present().Over() && !c.game.Reviewing() && l == nil { // a lesson's own game is no one's to review
		c.reviewGame()
	}
}

// toss has the coin decide the collapse pending in generation gen, if
// the game is still there; while a question waits, the toss waits too.
func (c *computer) toss(gen int) {
	if gen != c.game.Generation() || !c.model.CoinDecides() {
		return
	}
	if c.model.Waiting() != model.NoQuestion {
		c.held = func() { c.toss(gen) }
		return
	}
	if choice, ok := c.game.Toss(); ok {
		mark := c.game.Present().Newest()
		if err := c.play(choice); err != nil {
			fyne.LogError("coin toss", err)
			return
		}
		// Said where the class looks, for the class to see the coin decide.
		c.model.Refuse(lang.L("The coin chose square {{.Square}} for {{.Mark}}.",
			map[string]any{"Square": int(choice.Squares[0]), "Mark": mark.String()}))
	}
}

// advise adds the computer's part to the status line t: that it is
// thinking, the hint as one paragraph, the review a line a mistake.
func (c *computer) advise(t statusText) statusText {
	t = c.opponentStatus(t)
	if hint := c.hintText(); hint != nil {
		t.advice = append(t.advice, strings.Join(hint, " "))
	}
	t.advice = append(t.advice, c.reviewText()...)
	return t
}

// work runs job off the UI goroutine, then the function it returns on it.
func (c *computer) work(job func() func()) {
	go func() { c.deliver(job()) }()
}
