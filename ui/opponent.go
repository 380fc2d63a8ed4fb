package ui

import (
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/settings"
)

// opponentGame is a game against the computer: the record, the side the
// computer plays (game.NoPlayer for two players at one computer) and how
// well it plays.
type opponentGame struct {
	rec   *game.Record
	side  game.Player
	level solver.Level
}

// sideNames are the values of settings.KeyNewGameSide and
// settings.KeyGameSide by the computer's side.
var sideNames = map[game.Player]string{game.NoPlayer: "two", game.X: "x", game.O: "o"}

// computerToAct reports whether the computer is to act in the game's
// present: the human waits.
func (a *App) computerToAct() bool {
	c := a.computer
	return c.playing.rec == a.session.Record() && c.playing.side != game.NoPlayer && a.session.Present().ToAct() == c.playing.side
}

// followGame starts the computer thinking when it is to act in the
// present, and stops it when it no longer is: after a new game, an undo,
// a file opened, while an earlier position is on review, or when the coin
// of the chance variant decides a collapse in its place. A game other
// than the one a New game dialog started is for two players, unless it is
// the game against the computer that the app was closed in.
func (c *computer) followGame() {
	adopted := c.playing.rec != c.a.session.Record()
	if adopted {
		c.playing = c.offered
		if c.offered.rec != c.a.session.Record() {
			c.playing = c.remembered()
		}
		c.offered = opponentGame{}
	}
	due := c.due()
	if c.thinking && (!due || adopted || c.a.session.Present() != c.about) {
		c.thoughts++ // its answer will be ignored
		c.thinking = false
	}
	if due && !c.thinking {
		c.think()
	}
	if adopted {
		c.a.win.SetTitle(c.title())
		c.a.refresh() // the board and the status line learn who plays
	}
	c.remember()
}

// due reports whether the computer is to choose an action now: it is to
// act in the present on show, and the chance variant's coin is not.
func (c *computer) due() bool {
	return c.a.computerToAct() && !c.a.session.Reviewing() && !c.a.coinDecides()
}

// remember keeps the game against the computer in the preferences as far
// as it is in force.
func (c *computer) remember() {
	g, prefs := c.playing, fyne.CurrentApp().Preferences()
	if g.rec != c.a.session.Record() || g.side == game.NoPlayer {
		return
	}
	actions := c.a.inForce()
	if prefs.String(settings.KeyGameActions) == actions && prefs.String(settings.KeyGameSide) == sideNames[g.side] {
		return
	}
	prefs.SetString(settings.KeyGameSide, sideNames[g.side])
	prefs.SetInt(settings.KeyGameLevel, int(g.level))
	prefs.SetString(settings.KeyGameActions, actions)
}

// remembered returns the game in force as the game against the computer
// the preferences remember, if it is that game; otherwise as a game for
// two.
func (c *computer) remembered() opponentGame {
	prefs := fyne.CurrentApp().Preferences()
	g := opponentGame{rec: c.a.session.Record(), level: solver.Level(prefs.Int(settings.KeyGameLevel))}
	for side, name := range sideNames {
		if name == prefs.String(settings.KeyGameSide) {
			g.side = side
		}
	}
	if g.side == game.NoPlayer || g.level < solver.Beginner || g.level > solver.Perfect ||
		prefs.String(settings.KeyGameActions) != c.a.inForce() {
		return opponentGame{rec: c.a.session.Record()}
	}
	return g
}

// forgetGame forgets the game against the computer kept for a restart.
func forgetGame(prefs fyne.Preferences) {
	prefs.RemoveValue(settings.KeyGameSide)
	prefs.RemoveValue(settings.KeyGameLevel)
	prefs.RemoveValue(settings.KeyGameActions)
}

// inForce returns the actions in force in record notation, one a line.
func (a *App) inForce() string {
	lines := make([]string, a.session.At())
	for i := range lines {
		lines[i] = a.session.Record().Notation(i)
	}
	return strings.Join(lines, "\n")
}

// title returns the window's title, which names the computer's side and
// level in a game against it.
func (c *computer) title() string {
	g := c.playing
	if g.side == game.NoPlayer {
		return lang.L("Quantum Tic-Tac-Toe")
	}
	return lang.L("Quantum Tic-Tac-Toe: you play {{.Player}} against the computer ({{.Level}})",
		map[string]any{"Player": g.side.Opponent(), "Level": settings.LevelNames()[g.level]})
}

// think has the computer choose its action in the present off the UI
// goroutine, taking at least c.pace, and then play it.
func (c *computer) think() {
	st, level, pace := c.a.session.Present(), c.playing.level, c.pace
	rng := rand.New(rand.NewPCG(c.rng.Uint64(), c.rng.Uint64()))
	c.thoughts++
	c.thinking, c.about = true, st
	id := c.thoughts
	c.work(func() func() {
		start := time.Now()
		act, _ := c.solver.Pick(st, level, rng) // the game is in play
		time.Sleep(pace - time.Since(start))
		return func() { c.reply(id, act) }
	})
}

// reply plays the computer's action act, the answer to thought id,
// unless that thinking was cancelled since. It waits for a collapse
// cascade on show to end, so that the class sees where every mark went.
func (c *computer) reply(id int, act game.Action) {
	if id != c.thoughts {
		return
	}
	if c.a.playing {
		c.held = func() { c.reply(id, act) }
		return
	}
	c.thinking = false
	if err := c.a.play(act); err != nil {
		fyne.LogError("the computer's action", err)
	}
}

// cascadeOver plays the action the computer chose while a collapse
// cascade was on show, now that it has ended, after the views have caught
// up with the collapse.
func (c *computer) cascadeOver() {
	if f := c.held; f != nil {
		c.held = nil
		c.deliver(f)
	}
}

// opponentStatus says in the headline of the status line t, which
// presentation mode shows too, that the computer is thinking when it is,
// once any collapse cascade on show has played.
func (c *computer) opponentStatus(t statusText) statusText {
	if c.due() && !c.a.playing {
		t.headline = lang.L("The computer ({{.Player}}) is thinking…", map[string]any{"Player": c.playing.side})
		t.detail = []string{lang.L("The board takes your next move once the computer has played.")}
	}
	return t
}

// undoTo returns the number of actions Undo leaves in force: one fewer,
// or in a game against the computer as many as when the human last had
// to act, taking back the computer's reply with the human's action. It
// returns -1 when there is nothing to undo.
func (a *App) undoTo() int {
	n := a.session.At() - 1
	if g := a.computer.playing; g.rec == a.session.Record() && g.side != game.NoPlayer {
		for n > 0 && a.session.Record().StateAt(n).ToAct() == g.side {
			n--
		}
		if n >= 0 && a.session.Record().StateAt(n).ToAct() == g.side {
			return -1 // only the computer's opening is left
		}
	}
	return n
}

// redoTo returns the number of actions Redo puts in force once it has
// replayed one, n: in a game against the computer, on through the
// computer's undone reply to the human's next turn.
func (a *App) redoTo(n int) int {
	if g := a.computer.playing; g.rec == a.session.Record() && g.side != game.NoPlayer {
		for n < a.session.Record().Len() && a.session.Record().StateAt(n).ToAct() == g.side {
			n++
		}
	}
	return n
}

// newGame asks who plays the new game (two players, or one against the
// computer as X or as O, at a level) and starts it, first asking if the
// current game has changes that no file holds. The choice is the default
// next time.
func (a *App) newGame() {
	prefs := fyne.CurrentApp().Preferences()
	sides := []game.Player{game.NoPlayer, game.O, game.X} // the computer's side, by option
	who := widget.NewRadioGroup([]string{
		lang.L("Two players at this computer"),
		lang.L("Play X against the computer (X moves first)"),
		lang.L("Play O against the computer"),
	}, nil)
	who.Required = true
	for i, side := range sides {
		if sideNames[side] == prefs.StringWithFallback(settings.KeyNewGameSide, sideNames[game.NoPlayer]) {
			who.SetSelected(who.Options[i])
		}
	}
	level := widget.NewRadioGroup(settings.LevelNames(), nil)
	level.Required = true
	level.SetSelected(level.Options[a.settings.Get().Opponent])
	who.OnChanged = func(string) {
		if who.Selected == who.Options[0] {
			level.Disable()
		} else {
			level.Enable()
		}
	}
	who.OnChanged(who.Selected)

	content := container.NewVBox(
		widget.NewLabelWithStyle(lang.L("Who plays?"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		who,
		widget.NewLabelWithStyle(lang.L("How well the computer plays"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		level,
	)
	d := dialog.NewCustomConfirm(lang.L("New game"), lang.L("Start"), lang.L("Cancel"), content, func(ok bool) {
		if !ok {
			return
		}
		g := opponentGame{rec: game.NewRecord(), side: sides[slices.Index(who.Options, who.Selected)],
			level: solver.Level(slices.Index(level.Options, level.Selected))}
		prefs.SetString(settings.KeyNewGameSide, sideNames[g.side])
		forgetGame(prefs)
		if g.side != game.NoPlayer {
			a.settings.Update(func(s *settings.Settings) { s.Opponent = g.level })
		}
		a.computer.offered = g
		a.replace(g.rec)
	}, a.win)
	d.Show()
}
