package ui

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/loop"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// newComputer returns the computer of the window, solved by s, which
// waits while the board b animates, with its commands: Hint (H) and
// Review mistakes (R).
func (a *App) newComputer(s *solver.Solver, b *board.Board, l loop.Scheduler) *coach.Computer {
	c := coach.New(a.model, a.play, b.Animating, s, l)
	canHint := func() bool { return c.CanHint() && !a.model.Asking() } // a hint would give a lesson's answer away
	a.controls.Handle(command.Hint, c.ShowHint, canHint, nil)
	a.controls.Handle(command.ReviewMistakes, c.ReviewGame, func() bool { return a.game().At() > 0 }, nil)
	return c
}

// followCascadeSpeed plays b's collapse cascades at the speed the
// settings of s ask for.
func followCascadeSpeed(b *board.Board, s *settings.Store) {
	speed := func(s settings.Settings) {
		b.SetCascadeDuration(time.Duration(s.Animation.Factor() * float64(board.DefaultCascadeDuration)))
	}
	speed(s.Get())
	s.OnChange(speed)
}

// cascadeDuration returns how long the collapse cascade just played takes
// to draw: as the settings say, and a mark at a time for the computer's.
func (a *App) cascadeDuration(cascade []game.Landing) time.Duration {
	d := max(board.DefaultCascadeDuration, time.Duration(len(cascade))*board.LandingPace, a.computer.CascadeAtLeast(cascade))
	return time.Duration(a.settings.Get().Animation.Factor() * float64(d))
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
	dialogs.ShowConfirm(d, a.askWin())
}
