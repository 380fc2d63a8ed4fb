package coach

import (
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/model"
)

// followGame starts the computer thinking when it is to act in the
// present, and stops it when it no longer is: after a new game, an undo,
// a file opened, while an earlier position is on review, or when the coin
// of the chance variant decides a collapse in its place.
func (c *Computer) followGame() {
	if c.thinking && c.about != c.game.Generation() {
		c.thinking = false // its answer will be ignored
	}
	if c.due() && !c.thinking {
		c.think()
	}
}

// due reports whether the computer is to choose an action now: it is to
// act in the present on show, and the chance variant's coin is not.
func (c *Computer) due() bool {
	return c.game.ComputerToAct() && !c.game.Reviewing() && !c.game.CoinDecides()
}

// think has the computer choose its action in the present off the UI
// goroutine, taking at least c.Pace, and then play it.
func (c *Computer) think() {
	st, level, pace, wait := c.game.Present(), c.game.Opponent().Level, c.Pace, c.waitBefore(c.game.Present())
	rng := rand.New(rand.NewPCG(c.Dice.Uint64(), c.Dice.Uint64()))
	gen := c.game.Generation()
	c.thinking, c.about = true, gen
	c.work(func() func() {
		start := time.Now()
		act, _ := c.solver.Pick(st, level, rng) // the game is in play
		var why choiceWhy
		if act.Kind == game.Choose {
			why = choiceWhy{before: st, scored: c.solver.Evaluate(st), ok: true}
		}
		time.Sleep(wait - time.Since(start))
		if act.Kind == game.Choose && pace > 0 { // show the choice first (pace.go)
			c.loop.Do(func() { c.model.Announce(gen, act) })
			time.Sleep(choiceBeats * pace)
		}
		return func() {
			if why.ok {
				c.why = why
			}
			c.reply(gen, act)
		}
	})
}

// reply plays the computer's action act, chosen in generation gen,
// unless the game has moved on since. It waits for a collapse cascade on
// show to end, so that the class sees where every mark went.
func (c *Computer) reply(gen int, act game.Action) {
	if gen != c.game.Generation() {
		return
	}
	if c.animating() || c.model.Waiting() != model.NoQuestion {
		c.held = func() { c.reply(gen, act) }
		return
	}
	c.thinking = false
	if err := c.play(act); err != nil {
		fyne.LogError("the computer's action", err)
	}
}

// CascadeOver plays the action the computer (or the coin) chose while a
// collapse cascade was on show or a question waited, now that the views
// have caught up.
func (c *Computer) CascadeOver() {
	if f := c.held; f != nil {
		c.held = nil
		f()
	}
}

// opponentStatus says in the headline of the status line t, which
// presentation mode shows too, that the computer is thinking when it is,
// once any collapse cascade on show has played.
func (c *Computer) opponentStatus(t Status) Status {
	if act, ok := c.model.Announced(); ok {
		return announceStatus(t, c.game.Present(), act)
	}
	if c.due() && !c.animating() {
		t.Headline = lang.L("The computer ({{.Player}}) is thinking…", map[string]any{"Player": c.game.Opponent().Side})
		t.Detail = []string{lang.L("The board takes your next move once the computer has played.")}
	}
	return t
}
