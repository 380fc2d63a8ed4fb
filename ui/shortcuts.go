package ui

import (
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
)

// command is something the user can do from a menu, optionally also from
// the toolbar, and with keyboard shortcuts.
type command struct {
	label     string
	icon      fyne.Resource
	shortcuts []fyne.Shortcut // the first one is shown in the menu
	toolbar   bool            // also a button on the toolbar
	run       func()
	enabled   func() bool // nil: always enabled
	checked   func() bool // nil: not a check item; else whether its menu item is checked

	item   *fyne.MenuItem
	button *widget.Button
}

// ctrl returns the shortcut Ctrl+key (Cmd+key on macOS).
func ctrl(key fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
}

// addStandardCommands adds the file and game commands.
func (a *App) addStandardCommands() {
	a.addCommand(a.fileMenu, &command{label: lang.L("New game"), icon: theme.DocumentCreateIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyN)}, toolbar: true, run: a.newGame})
	if userFiles() {
		a.addCommand(a.fileMenu, &command{label: lang.L("Open…"), icon: theme.FolderOpenIcon(),
			shortcuts: []fyne.Shortcut{ctrl(fyne.KeyO)}, toolbar: true, run: a.showOpen})
		a.addCommand(a.fileMenu, &command{label: lang.L("Save…"), icon: theme.DocumentSaveIcon(),
			shortcuts: []fyne.Shortcut{ctrl(fyne.KeyS)}, toolbar: true, run: a.showSave})
	} else {
		a.addCommand(a.fileMenu, &command{label: lang.L("Copy game as text"), icon: theme.ContentCopyIcon(), run: a.copyGame})
		a.addCommand(a.fileMenu, &command{label: lang.L("Paste game"), icon: theme.ContentPasteIcon(), run: a.pasteGame})
	}
	a.addCommand(a.gameMenu, &command{label: lang.L("Undo"), icon: theme.ContentUndoIcon(),
		shortcuts: []fyne.Shortcut{&fyne.ShortcutUndo{}}, toolbar: true, run: a.undo, enabled: a.canUndo})
	a.addCommand(a.gameMenu, &command{label: lang.L("Redo"), icon: theme.ContentRedoIcon(),
		shortcuts: []fyne.Shortcut{&fyne.ShortcutRedo{},
			&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}},
		toolbar: true, run: a.redo, enabled: a.canRedo})
	a.addCommand(a.gameMenu, &command{label: lang.L("Back to game"), icon: theme.MediaFastForwardIcon(),
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyEscape}}, run: a.backToGame, enabled: a.session.Reviewing})
}

// addCommand adds c to menu, to the toolbar if c.toolbar is set, and binds
// its shortcuts. A disabled command does nothing, whichever way it is
// reached.
func (a *App) addCommand(menu *fyne.Menu, c *command) {
	c.item = fyne.NewMenuItemWithIcon(c.label, c.icon, c.invoke)
	if len(c.shortcuts) > 0 {
		c.item.Shortcut = c.shortcuts[0]
	}
	c.bind(a.win.Canvas())
	menu.Items = append(menu.Items, c.item)
	if c.toolbar {
		c.button = widget.NewButtonWithIcon(c.label, c.icon, c.invoke)
		a.toolbar.Add(c.button)
	}
	a.commands = append(a.commands, c)
	a.menu.Refresh()
}

// invoke runs c if it is enabled.
func (c *command) invoke() {
	if c.enabled == nil || c.enabled() {
		c.run()
	}
}

// bind makes c's shortcuts run it on canvas.
func (c *command) bind(canvas fyne.Canvas) {
	for _, sc := range c.shortcuts {
		canvas.AddShortcut(sc, func(fyne.Shortcut) { c.invoke() })
	}
}

// syncCommands enables and disables the commands to match the game.
func (a *App) syncCommands() {
	for _, c := range a.commands {
		on := c.enabled == nil || c.enabled()
		c.item.Disabled = !on
		c.item.Checked = c.checked != nil && c.checked()
		if c.button != nil && on != !c.button.Disabled() {
			if on {
				c.button.Enable()
			} else {
				c.button.Disable()
			}
		}
	}
	a.menu.Refresh()
}

// addKey binds the key k, pressed while no widget has the keyboard focus
// and no dialog is open, to f.
func (a *App) addKey(k fyne.KeyName, f func()) { a.keys[k] = f }

// squareKeys maps the keys 1–9 (the digit row and the numeric keypad) to
// the squares with those numbers.
var squareKeys = map[fyne.KeyName]game.Square{
	fyne.Key1: 1, fyne.Key2: 2, fyne.Key3: 3, fyne.Key4: 4, fyne.Key5: 5,
	fyne.Key6: 6, fyne.Key7: 7, fyne.Key8: 8, fyne.Key9: 9,
}

// bindKeys binds the keys that play: 1–9 pick a square, Escape cancels a
// half-made move or ends a review (or skips a cascade, or brings back the
// board), and the arrow keys step through the positions of the game.
func (a *App) bindKeys() {
	for k, sq := range squareKeys {
		a.addKey(k, func() { a.onSquare(sq) })
	}
	a.addKey(fyne.KeyEscape, a.escape)
	a.addKey(fyne.KeyLeft, func() { a.review(a.session.Shown() - 1) })
	a.addKey(fyne.KeyRight, func() { a.review(a.session.Shown() + 1) })
	a.takeKeys(a.win.Canvas())
}

// takeKeys has the keys added with addKey work on canvas too, as on the
// main window's: in another window of the app, such as the presenter's.
func (a *App) takeKeys(c fyne.Canvas) {
	typed := func(k fyne.KeyName) {
		if c.Overlays().Top() != nil {
			return // a dialog or a menu is open: the keys are its own
		}
		if f := a.keys[k]; f != nil {
			f()
		}
	}
	c.SetOnTypedKey(func(e *fyne.KeyEvent) { typed(e.Name) })
	if fyne.CurrentDevice().IsBrowser() {
		// Fyne 2.8.1's web driver names no letter in its key events
		// (KeyUnknown): there the letter keys come only as typed runes.
		c.SetOnTypedRune(func(r rune) {
			if r = unicode.ToUpper(r); 'A' <= r && r <= 'Z' {
				typed(fyne.KeyName(r))
			}
		})
	}
}

// escape does the one thing Escape means now: bring back the board in
// place of what was shown there, skip a cascade, end a review, or cancel a
// half-made move.
func (a *App) escape() {
	switch {
	case a.boardReplaced():
		a.showInPlaceOfBoard(nil)
	case a.playing:
		a.board.SkipAnimation()
	case a.session.Reviewing():
		a.backToGame()
	case a.session.Selected() != game.NoSquare:
		a.cancelMove()
	}
}
