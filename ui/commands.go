package ui

import (
	"reflect"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
	a.controls.add(a.controls.file, &command{label: lang.L("New game"), icon: theme.DocumentCreateIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyN)}, toolbar: true, run: a.newGame})
	if userFiles() {
		a.controls.add(a.controls.file, &command{label: lang.L("Open…"), icon: theme.FolderOpenIcon(),
			shortcuts: []fyne.Shortcut{ctrl(fyne.KeyO)}, toolbar: true, run: a.showOpen})
		a.controls.add(a.controls.file, &command{label: lang.L("Save…"), icon: theme.DocumentSaveIcon(),
			shortcuts: []fyne.Shortcut{ctrl(fyne.KeyS)}, toolbar: true, run: a.showSave})
	} else {
		a.controls.add(a.controls.file, &command{label: lang.L("Copy game as text"), icon: theme.ContentCopyIcon(), run: a.copyGame})
		a.controls.add(a.controls.file, &command{label: lang.L("Paste game"), icon: theme.ContentPasteIcon(), run: a.pasteGame})
	}
	a.controls.add(a.controls.game, &command{label: lang.L("Undo"), icon: theme.ContentUndoIcon(),
		shortcuts: []fyne.Shortcut{&fyne.ShortcutUndo{}}, toolbar: true, run: a.undo, enabled: a.session.CanUndo})
	a.controls.add(a.controls.game, &command{label: lang.L("Redo"), icon: theme.ContentRedoIcon(),
		shortcuts: []fyne.Shortcut{&fyne.ShortcutRedo{},
			&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}},
		toolbar: true, run: a.redo, enabled: a.session.CanRedo})
	a.controls.add(a.controls.game, &command{label: lang.L("Back to game"), icon: theme.MediaFastForwardIcon(),
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyEscape}}, run: a.backToGame,
		enabled: func() bool { l, _ := a.model.Lesson(); return a.session.Reviewing() && l == nil }})
}

// controls are the ways the user gives commands: the window's menus,
// its toolbar, keyboard shortcuts and single keys. They run the commands
// the parts of the window add, and enable and check them to match the
// game when sync is called.
type controls struct {
	win      fyne.Window
	menu     *fyne.MainMenu
	file     *fyne.Menu
	game     *fyne.Menu
	toolbar  *fyne.Container
	commands []*command
	keys     map[fyne.KeyName]func()
	screens  map[fyne.CanvasObject]func(fyne.KeyName) bool // overlays that take the keys: screenOpened
	stale    bool                                          // the menu items changed since the menu bar was last built
	waiting  bool                                          // a rebuild waits for an open menu or dialog to close
	// after runs f on the UI goroutine once d has passed.
	after func(d time.Duration, f func())
}

// newControls returns the controls of win, with its File and Game menus.
func newControls(win fyne.Window) *controls {
	c := &controls{
		win:     win,
		file:    fyne.NewMenu(lang.L("File")),
		game:    fyne.NewMenu(lang.L("Game")),
		toolbar: container.NewHBox(),
		keys:    map[fyne.KeyName]func(){},
		screens: map[fyne.CanvasObject]func(fyne.KeyName) bool{},
		after: func(d time.Duration, f func()) {
			time.AfterFunc(d, func() { fyne.Do(f) })
		},
	}
	c.menu = fyne.NewMainMenu(c.file, c.game)
	return c
}

// addMenu adds a menu called title after the others and returns it.
func (c *controls) addMenu(title string) *fyne.Menu {
	m := fyne.NewMenu(title)
	c.menu.Items = append(c.menu.Items, m)
	return m
}

// add adds cmd to menu, to the toolbar if cmd.toolbar is set, and binds
// its shortcuts. A disabled command does nothing, whichever way it is
// reached.
func (c *controls) add(menu *fyne.Menu, cmd *command) {
	cmd.item = fyne.NewMenuItemWithIcon(cmd.label, cmd.icon, cmd.invoke)
	if len(cmd.shortcuts) > 0 {
		cmd.item.Shortcut = cmd.shortcuts[0]
	}
	cmd.bind(c.win.Canvas())
	menu.Items = append(menu.Items, cmd.item)
	if cmd.toolbar {
		cmd.button = widget.NewButtonWithIcon(cmd.label, cmd.icon, cmd.invoke)
		// Objects, not Add, which would lay the toolbar out again for each
		// button; the window lays it out once, and sync refreshes the menu.
		c.toolbar.Objects = append(c.toolbar.Objects, cmd.button)
	}
	c.commands = append(c.commands, cmd)
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

// sync enables and disables the commands, and checks them, to match the
// game.
func (c *controls) sync() {
	for _, cmd := range c.commands {
		on := cmd.enabled == nil || cmd.enabled()
		checked := cmd.checked != nil && cmd.checked()
		if cmd.item.Disabled == on || cmd.item.Checked != checked {
			cmd.item.Disabled, cmd.item.Checked = !on, checked
			c.stale = true
		}
		if cmd.button != nil && on != !cmd.button.Disabled() {
			if on {
				cmd.button.Enable()
			} else {
				cmd.button.Disable()
			}
		}
	}
	c.refreshMenu()
}

// refreshMenu builds the menu bar again when its items changed, but not
// while a menu or a dialog is open: a rebuild closes an open menu, and a
// click on File › Quit was lost when the game changed under it (the end of
// a cascade, the computer's move). It tries again a moment later then.
func (c *controls) refreshMenu() {
	if !c.stale || c.waiting {
		return
	}
	if canvas := c.win.Canvas(); canvas.Overlays().Top() != nil || menuOpen(canvas) {
		c.waiting = true
		c.after(250*time.Millisecond, func() {
			c.waiting = false
			c.refreshMenu()
		})
		return
	}
	c.stale = false
	c.menu.Refresh()
}

// menuOpen reports whether a menu of canvas's menu bar is open, which
// Fyne 2.8.1 does not tell: it gives the keyboard focus to the menu bar's
// items and the menu's own while one is.
func menuOpen(canvas fyne.Canvas) bool {
	f := canvas.Focused()
	return f != nil && strings.Contains(strings.ToLower(reflect.TypeOf(f).String()), "menu")
}

// showLabels shows the toolbar's buttons with their labels, or with their
// icons alone, which fit a row in presentation mode.
func (c *controls) showLabels(on bool) {
	for _, cmd := range c.commands {
		switch {
		case cmd.button == nil:
		case on:
			cmd.button.SetText(cmd.label)
		default:
			cmd.button.SetText("")
		}
	}
}

// bindAll binds every command's shortcuts and every key on canvas too,
// as on the main window's: in another window of the app, such as the
// presenter's.
func (c *controls) bindAll(canvas fyne.Canvas) {
	for _, cmd := range c.commands {
		cmd.bind(canvas)
	}
	c.takeKeys(canvas)
}

// press does what key k does in the main window.
func (c *controls) press(k fyne.KeyName) {
	if f := c.keys[k]; f != nil {
		f()
	}
}

// screenOpened gives the keys to screen, an overlay that covers the window,
// while it is the top one: keys reports whether it took a key, and F11
// (full screen) still works when it did not.
func (c *controls) screenOpened(screen fyne.CanvasObject, keys func(fyne.KeyName) bool) {
	c.screens[screen] = keys
}

// screenClosed gives the keys of screen back to the window.
func (c *controls) screenClosed(screen fyne.CanvasObject) { delete(c.screens, screen) }

// addKey binds the key k, pressed while no widget has the keyboard focus
// and no dialog is open, to f.
func (c *controls) addKey(k fyne.KeyName, f func()) { c.keys[k] = f }

// squareKeys maps the keys 1–9 (the digit row and the numeric keypad) to
// the squares with those numbers.
var squareKeys = map[fyne.KeyName]game.Square{
	fyne.Key1: 1, fyne.Key2: 2, fyne.Key3: 3, fyne.Key4: 4, fyne.Key5: 5,
	fyne.Key6: 6, fyne.Key7: 7, fyne.Key8: 8, fyne.Key9: 9,
}

// bindKeys binds the keys that play: 1–9 pick a square, Escape cancels a
// half-made move or ends a review (or skips a cascade, or brings back the
// board), the Left and Right arrow keys step through the positions of the
// game, or through the open lesson's steps, and Up and Down move a lesson's
// text.
func (a *App) bindKeys() {
	for k, sq := range squareKeys {
		a.controls.addKey(k, func() { a.onSquare(sq) })
	}
	a.controls.addKey(fyne.KeyEscape, a.escape)
	a.controls.addKey(fyne.KeyLeft, func() {
		if l, _ := a.model.Lesson(); l != nil {
			a.refuseFor(a.model.Back())
			return
		}
		a.review(a.session.Shown() - 1)
	})
	a.controls.addKey(fyne.KeyRight, func() {
		if l, _ := a.model.Lesson(); l != nil {
			a.refuseFor(a.model.Next())
			return
		}
		a.review(a.session.Shown() + 1)
	})
	// Down and Up move a lesson's text where it is longer than its room.
	a.controls.addKey(fyne.KeyDown, func() { a.teaching.lessons.Scroll(3) })
	a.controls.addKey(fyne.KeyUp, func() { a.teaching.lessons.Scroll(-3) })
	a.controls.takeKeys(a.win.Canvas())
}

// takeKeys has the keys added with addKey work on canvas.
func (c *controls) takeKeys(canvas fyne.Canvas) {
	typed := func(k fyne.KeyName) {
		top := canvas.Overlays().Top()
		switch {
		case top == nil:
			c.press(k)
		case c.screens[top] != nil: // a screen over the window, such as the practice, has the keys
			if !c.screens[top](k) && k == fyne.KeyF11 {
				c.press(k)
			}
		case k == fyne.KeyReturn || k == fyne.KeyEnter: // a dialog or a menu is open: the keys are its own
			answerDialog(top, true)
		case k == fyne.KeyEscape:
			answerDialog(top, false)
		}
	}
	canvas.SetOnTypedKey(func(e *fyne.KeyEvent) { typed(e.Name) })
	if fyne.CurrentDevice().IsBrowser() {
		// Fyne 2.8.1's web driver names no letter in its key events
		// (KeyUnknown): there the letter keys come only as typed runes.
		canvas.SetOnTypedRune(func(r rune) {
			if r = unicode.ToUpper(r); 'A' <= r && r <= 'Z' {
				typed(fyne.KeyName(r))
			}
		})
	}
}

// escape does the one thing Escape means now: skip a cascade, or what
// the model's Escape does (bring back the board in place of the graph,
// end a review that is not a lesson's, cancel a half-made move). It never
// reveals or advances a lesson.
func (a *App) escape() {
	if a.board.Animating() && !a.model.GraphOnShow() {
		a.board.SkipAnimation()
		return
	}
	a.model.Escape()
}
