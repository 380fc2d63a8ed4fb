package ui

import (
	"math/rand/v2"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// followGame starts the computer thinking when it is to act in the
// present, and stops it when it no longer is: after a new game, an undo,
// a file opened, while an earlier position is on review, or when the coin
// of the chance variant decides a collapse in its place.
func (c *computer) followGame() {
	if c.thinking && c.about != c.game.Generation() {
		c.thinking = false // its answer will be ignored
	}
	if c.due() && !c.thinking {
		c.think()
	}
}

// due reports whether the computer is to choose an action now: it is to
// act in the present on show, and the chance variant's coin is not.
func (c *computer) due() bool {
	return c.game.ComputerToAct() && !c.game.Reviewing() && !c.game.CoinDecides()
}

// title returns the window's title, which names the computer's side and
// level in a game against it.
func title(o session.Opponent) string {
	if o.Side == game.NoPlayer {
		return lang.L("Quantum Tic-Tac-Toe")
	}
	return lang.L("Quantum Tic-Tac-Toe: you play {{.Player}} against the computer ({{.Level}})",
		map[string]any{"Player": o.Side.Opponent(), "Level": settings.LevelNames()[o.Level]})
}

// think has the computer choose its action in the present off the UI
// goroutine, taking at least c.pace, and then play it.
func (c *computer) think() {
	st, level, pace, wait := c.game.Present(), c.game.Opponent().Level, c.pace, c.waitBefore(c.game.Present())
	rng := rand.New(rand.NewPCG(c.rng.Uint64(), c.rng.Uint64()))
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
			c.deliver(func() { c.model.Announce(gen, act) })
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
func (c *computer) reply(gen int, act game.Action) {
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

// cascadeOver plays the action the computer (or the coin) chose while a
// collapse cascade was on show or a question waited, now that the views
// have caught up.
func (c *computer) cascadeOver() {
	if f := c.held; f != nil {
		c.held = nil
		f()
	}
}

// opponentStatus says in the headline of the status line t, which
// presentation mode shows too, that the computer is thinking when it is,
// once any collapse cascade on show has played.
func (c *computer) opponentStatus(t statusText) statusText {
	if act, ok := c.model.Announced(); ok {
		return announceStatus(t, c.game.Present(), act)
	}
	if c.due() && !c.animating() {
		t.headline = lang.L("The computer ({{.Player}}) is thinking…", map[string]any{"Player": c.game.Opponent().Side})
		t.detail = []string{lang.L("The board takes your next move once the computer has played.")}
	}
	return t
}

// newGame asks who plays the new game (two players, or one against the
// computer as X or as O, at a level) and starts it, first asking if the
// current game has changes that no file holds. The choice is the default
// next time.
func (a *App) newGame() { a.askNewGame(false) }

// playComputer asks as newGame does, with a game against the computer
// chosen: as the last one was played, else with the student as X.
func (a *App) playComputer() { a.askNewGame(true) }

// askNewGame is newGame; computer chooses a game against the computer
// where the default is two players.
func (a *App) askNewGame(computer bool) {
	sides := []game.Player{game.NoPlayer, game.O, game.X} // the computer's side, by option
	who := widget.NewRadioGroup([]string{
		lang.L("Two players at this computer"),
		lang.L("Play X against the computer (X moves first)"),
		lang.L("Play O against the computer"),
	}, nil)
	who.Required = true
	side := a.settings.NewGameSide()
	if computer && side == game.NoPlayer {
		side = game.O
	}
	who.SetSelected(who.Options[slices.Index(sides, side)])
	level := widget.NewRadioGroup(settings.LevelNames(), nil)
	level.Required = true
	level.SetSelected(level.Options[a.settings.Get().Opponent])
	who.OnChanged = func(string) {
		if who.Selected == who.Options[0] {
			level.Disable()
		} else {
			level.Enable()
		}
		a.askWin().Canvas().Unfocus() // Enter and Escape go on answering the dialog
	}
	who.OnChanged(who.Selected)
	level.OnChanged = func(string) { a.askWin().Canvas().Unfocus() }

	// Who can force a win: the solver's value of the empty board, checked
	// by TestPerfectNotesTellTheSolversValue.
	forced := widget.NewLabel(lang.L("With perfect play, under this app's rule for two lines at once, X can force a win by opening in two opposite corners: against Perfect, O always loses, and X wins only by playing perfectly."))
	forced.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(
		widget.NewLabelWithStyle(lang.L("Who plays?"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		who,
		widget.NewLabelWithStyle(lang.L("How well the computer plays"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		level,
		forced,
	)
	d := dialog.NewCustomConfirm(lang.L("New game"), lang.L("Start"), lang.L("Cancel"), content, func(ok bool) {
		if !ok {
			return
		}
		o := session.Opponent{Side: sides[slices.Index(who.Options, who.Selected)],
			Level: solver.Level(slices.Index(level.Options, level.Selected))}
		a.settings.SetNewGameSide(o.Side)
		if o.Side != game.NoPlayer {
			a.settings.Update(func(s *settings.Settings) { s.Opponent = o.Level })
		}
		a.model.Replace(game.NewRecord(), o, false)
	}, a.askWin())
	d.Show()
}
