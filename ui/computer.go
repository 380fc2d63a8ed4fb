package ui

import (
	"math/rand/v2"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// computer is the window's exact solver at work: the computer opponent
// (opponent.go), hints for the player to act (hint.go) and the review that
// finds the actions that let the result slip (review.go). The solver runs
// off the UI goroutine; its answers come back through deliver.
type computer struct {
	a      *App
	solver *solver.Solver
	// deliver runs f on the UI goroutine: fyne.Do in the app, a queue the
	// test drains in tests.
	deliver func(f func())
	// pace is the least time the computer takes for an action, so that
	// the class can follow its moves.
	pace time.Duration
	rng  *rand.Rand // the opponent's dice, drawn from on the UI goroutine only

	playing  opponentGame // the game the computer plays in, if any
	offered  opponentGame // the game a New game dialog asked for, until it is loaded
	thinking bool         // the computer is choosing an action
	about    game.State   // the position it is choosing in
	thoughts int          // counts actions asked for, so a cancelled one's answer is ignored
	held     func()       // its answer, held back until the cascade on show ends
	hinted   hint         // the hint on show, if any
	verdict  review       // the review of the game, once asked for
	reviews  int          // counts reviews asked for, so a stale one's answer is ignored
}

// humanPace is the least time the computer takes for an action.
const humanPace = 800 * time.Millisecond

// addComputer adds the computer opponent, hints and the review to the
// window, solved by s, which may be shared with other windows. Nothing is solved before it is asked for: the first answer takes
// at most about a fifth of a second (on the empty board), less than the
// computer's pace, so a warm-up at start-up would only compete with the
// first frame.
func (a *App) addComputer(s *solver.Solver) {
	c := &computer{
		a:       a,
		solver:  s,
		deliver: fyne.Do,
		pace:    humanPace,
		rng:     rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
	}
	a.computer = c
	c.addHints()
	c.addReview()
	a.onChange(func(game.State, []game.Landing) { c.update() })
}

// update follows the game after every change of the position on show:
// the computer starts or stops thinking, a hint for another position goes,
// and a finished game is reviewed. A review of actions no longer in force
// is ignored where it is read (reviewFits).
func (c *computer) update() {
	c.followGame()
	c.dropStaleHint()
	if s := c.a.session.Present(); s.Over() && !c.a.session.Reviewing() {
		c.reviewGame()
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
