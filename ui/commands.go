package ui

import (
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/command"
)

// addStandardCommands has the game commands run.
func (a *App) addStandardCommands() {
	c := a.controls
	c.Handle(command.NewGame, a.newGame, nil, nil)
	c.Handle(command.PlayComputer, a.playComputer, nil, nil)
	c.Handle(command.Undo, func() { a.model.Undo() }, a.game().CanUndo, nil)
	c.Handle(command.Redo, func() { a.model.Redo() }, a.game().CanRedo, nil)
	c.Handle(command.BackToGame, func() { a.model.BackToGame() },
		func() bool { l, _ := a.model.Lesson(); return a.game().Reviewing() && l == nil }, nil)
}

// bindKeys has the keys that play run (command.PlayKeys): 1–9 pick a
// square, Escape cancels a half-made move or ends a review (or skips a
// cascade, or brings back the board), the Left and Right arrow keys step
// through the positions of the game, or through the open lesson's steps,
// and Enter in a lesson goes on as Page Down does (Up and Down are
// presentation's turnPage). An arrow key or Enter that has nothing to do
// says how the board is played from the keyboard.
func (a *App) bindKeys() {
	c := a.controls
	for sq := game.Square(1); sq <= 9; sq++ {
		c.Handle(command.Square1+command.ID(sq-1), func() { a.onSquare(sq) }, nil, nil)
	}
	c.Handle(command.Cancel, a.escape, nil, nil)
	c.Handle(command.Earlier, func() {
		if l, _ := a.model.Lesson(); l != nil {
			a.refuseFor(a.model.Back())
			return
		}
		if a.game().Shown() == 0 {
			keysHelp(a.model)
			return
		}
		a.model.Review(a.game().Shown() - 1)
	}, nil, nil)
	c.Handle(command.Later, func() {
		if l, _ := a.model.Lesson(); l != nil {
			a.refuseFor(a.model.Next())
			return
		}
		if !a.game().Reviewing() {
			keysHelp(a.model)
			return
		}
		a.model.Review(a.game().Shown() + 1)
	}, nil, nil)
	enter := func() {
		if lessonOpen(a.model) {
			a.controls.Invoke(command.NextStep)
			return
		}
		keysHelp(a.model)
	}
	c.Handle(command.GoOn, enter, nil, nil)
}

// keysHelp says how the board is played from the keyboard, for a key
// that does nothing on it.
func keysHelp(m interface{ Refuse(why string) }) {
	m.Refuse(lang.L("To play from the keyboard, press a square's number, {{.Squares}} (the numeric keypad too). The {{.Earlier}} and {{.Later}} arrow keys step through the game's positions.",
		map[string]any{"Squares": command.KeyLabel(command.Square1) + "–" + command.KeyLabel(command.Square9),
			"Earlier": command.KeyLabel(command.Earlier), "Later": command.KeyLabel(command.Later)}))
}

// escape does the one thing Escape means now: skip a cascade, or what
// the model's Escape does (bring back the board in place of the graph,
// end a review that is not a lesson's, cancel a half-made move). It never
// reveals or advances a lesson.
func (a *App) escape() {
	if a.board().Animating() && !a.model.GraphOnShow() {
		a.board().SkipAnimation()
		return
	}
	a.model.Escape()
}
