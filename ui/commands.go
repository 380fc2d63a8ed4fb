package ui

import (
	"slices"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/fynefix"
)

// handler is a command of the table (package command) as the window runs
// it: what it does, and when it is enabled and checked.
type handler struct {
	command.Spec
	run     func()
	enabled func() bool // nil: always enabled
	checked func() bool // nil: not a check item; else whether its menu item is checked

	item   *fyne.MenuItem
	button *widget.Button
}

// ctrl returns the shortcut Ctrl+key (Cmd+key on macOS).
func ctrl(key fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
}

// addStandardCommands has the file and game commands run.
func (a *App) addStandardCommands() {
	c := a.controls
	c.handle(command.NewGame, a.newGame, nil, nil)
	c.handle(command.PlayComputer, a.playComputer, nil, nil)
	if userFiles() {
		c.handle(command.Open, a.showOpen, nil, nil)
		c.handle(command.Save, a.showSave, nil, nil)
	} else {
		c.handle(command.CopyGame, a.copyGame, nil, nil)
		c.handle(command.PasteGame, a.pasteGame, nil, nil)
	}
	c.handle(command.Undo, a.undo, a.game().CanUndo, nil)
	c.handle(command.Redo, a.redo, a.game().CanRedo, nil)
	c.handle(command.BackToGame, a.backToGame,
		func() bool { l, _ := a.model.Lesson(); return a.game().Reviewing() && l == nil }, nil)
}

// controls are the ways the user gives commands: the window's menus,
// its toolbar, keyboard shortcuts and single keys, all built from the
// table of commands (command.Table) once the parts of the window have
// said how they run theirs (handle). They enable and check the commands
// to match the game when sync is called.
type controls struct {
	win      fyne.Window
	table    []command.Spec
	menu     *fyne.MainMenu
	toolbar  *fyne.Container
	commands []*handler // the commands the window runs, in the table's order
	byID     map[command.ID]*handler
	keys     map[fyne.KeyName]func()
	screens  map[fyne.CanvasObject]func(fyne.KeyName) bool // overlays that take the keys: screenOpened
	stale    bool                                          // the menu items changed since the menu bar was last built
	waiting  bool                                          // a rebuild waits for an open menu or dialog to close
	// after runs f on the UI goroutine once d has passed.
	after func(d time.Duration, f func())
	// windows returns the app's windows whose keys these are (the main
	// window, the presenter view): a dialog in any of them takes the keys
	// typed in any.
	windows func() []fyne.Window
}

// newControls returns the controls of win, with no command yet; windows
// returns the app's windows whose keys these are.
func newControls(win fyne.Window, windows func() []fyne.Window) *controls {
	return &controls{
		win:     win,
		windows: windows,
		table:   command.Table(),
		menu:    fyne.NewMainMenu(),
		toolbar: container.NewHBox(),
		byID:    map[command.ID]*handler{},
		keys:    map[fyne.KeyName]func(){},
		screens: map[fyne.CanvasObject]func(fyne.KeyName) bool{},
		after: func(d time.Duration, f func()) {
			time.AfterFunc(d, func() { fyne.Do(f) })
		},
	}
}

// handle has the command id run run, when enabled (nil: always) allows;
// checked, if not nil, tells whether its menu item is checked. A command
// that no part handles is in no menu: Open… in a browser.
func (c *controls) handle(id command.ID, run func(), enabled, checked func() bool) {
	c.byID[id] = &handler{Spec: command.Find(c.table, id), run: run, enabled: enabled, checked: checked}
}

// build makes the menus, the toolbar, the shortcuts and the single keys
// of the commands handled, in the table's order.
func (c *controls) build() {
	menus := map[command.Menu]*fyne.Menu{}
	for _, m := range command.Menus {
		menus[m] = fyne.NewMenu(m.Title())
		c.menu.Items = append(c.menu.Items, menus[m])
	}
	submenus := map[command.Submenu]*fyne.Menu{}
	// in returns the menu cmd's item goes in, its submenu's, made and put
	// in its menu when its first command comes.
	in := func(cmd *handler) *fyne.Menu {
		m := menus[cmd.Menu]
		if m == nil || cmd.Submenu == command.NoSubmenu {
			return m
		}
		sub := submenus[cmd.Submenu]
		if sub == nil {
			sub = fyne.NewMenu(cmd.Submenu.Title())
			submenus[cmd.Submenu] = sub
			if cmd.Separated && len(m.Items) > 0 {
				m.Items = append(m.Items, fyne.NewMenuItemSeparator())
			}
			item := fyne.NewMenuItem(sub.Label, nil)
			item.ChildMenu = sub
			m.Items = append(m.Items, item)
		}
		return sub
	}
	var buttons []*handler
	for _, spec := range c.table {
		cmd := c.byID[spec.ID]
		if cmd == nil {
			continue
		}
		c.commands = append(c.commands, cmd)
		cmd.item = fyne.NewMenuItemWithIcon(cmd.Label, cmd.Icon, cmd.invoke)
		cmd.item.Shortcut = cmd.MenuShortcut()
		if m := in(cmd); m != nil {
			if cmd.Separated && len(m.Items) > 0 {
				m.Items = append(m.Items, fyne.NewMenuItemSeparator())
			}
			m.Items = append(m.Items, cmd.item)
		}
		if cmd.Key != "" {
			c.addKey(cmd.Key, cmd.invoke)
		}
		for _, k := range cmd.MoreKeys {
			c.addKey(k, cmd.invoke)
		}
		if cmd.Toolbar > 0 {
			cmd.button = widget.NewButtonWithIcon(cmd.Label, cmd.Icon, cmd.invoke)
			buttons = append(buttons, cmd)
		}
	}
	slices.SortFunc(buttons, func(a, b *handler) int { return a.Toolbar - b.Toolbar })
	for _, cmd := range buttons {
		// Objects, not Add, which would lay the toolbar out again for each
		// button; the window lays it out once, and sync refreshes the menu.
		c.toolbar.Objects = append(c.toolbar.Objects, cmd.button)
	}
	c.bindAll(c.win.Canvas())
}

// invoke runs the command id, if the window has it and it is enabled.
func (c *controls) invoke(id command.ID) {
	if cmd := c.byID[id]; cmd != nil {
		cmd.invoke()
	}
}

// invoke runs c if it is enabled.
func (c *handler) invoke() {
	if c.enabled == nil || c.enabled() {
		c.run()
	}
}

// bind makes c's shortcuts run it on canvas. Those without a modifier,
// which Fyne takes for no shortcut, are run as single keys (addKey).
func (c *handler) bind(canvas fyne.Canvas) {
	for _, sc := range c.Shortcuts {
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
	if canvas := c.win.Canvas(); canvas.Overlays().Top() != nil || fynefix.MenuOpen(canvas) {
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

// showLabels shows the toolbar's buttons with their labels, or with their
// icons alone, which fit a row in presentation mode.
func (c *controls) showLabels(on bool) {
	for _, cmd := range c.commands {
		switch {
		case cmd.button == nil:
		case on:
			cmd.button.SetText(cmd.Label)
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
// while it is the top one: keys reports whether it took a key, and the
// key of presentation mode (F11) still works when it did not.
func (c *controls) screenOpened(screen fyne.CanvasObject, keys func(fyne.KeyName) bool) {
	c.screens[screen] = keys
}

// screenClosed gives the keys of screen back to the window.
func (c *controls) screenClosed(screen fyne.CanvasObject) { delete(c.screens, screen) }

// addKey binds the key k, pressed while no widget has the keyboard focus
// and no dialog is open, to f. A key is bound once: a second binding is
// a mistake in the table of commands or in the keys that play.
func (c *controls) addKey(k fyne.KeyName, f func()) {
	if c.keys[k] != nil {
		panic("the key " + string(k) + " is bound twice")
	}
	c.keys[k] = f
}

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
		a.review(a.game().Shown() - 1)
	})
	a.controls.addKey(fyne.KeyRight, func() {
		if l, _ := a.model.Lesson(); l != nil {
			a.refuseFor(a.model.Next())
			return
		}
		a.review(a.game().Shown() + 1)
	})
	// Down and Up move a lesson's text where it is longer than its room.
	a.controls.addKey(fyne.KeyDown, func() { a.teaching.lessons.Scroll(3) })
	a.controls.addKey(fyne.KeyUp, func() { a.teaching.lessons.Scroll(-3) })
}

// takeKeys has the keys added with addKey work on canvas. While a dialog
// is open, in this window or another of the app's (the presenter view's),
// the keys are its own: Enter and Page Down (a clicker's) answer yes,
// Escape no.
func (c *controls) takeKeys(canvas fyne.Canvas) {
	typed := func(k fyne.KeyName) {
		top := canvas.Overlays().Top()
		if top == nil {
			top = c.dialogElsewhere(canvas)
		}
		switch {
		case top == nil:
			c.press(k)
		case c.screens[top] != nil: // a screen over the window, such as the practice, has the keys
			if !c.screens[top](k) && k == command.Find(c.table, command.Present).Key {
				c.invoke(command.Present)
			}
		case k == fyne.KeyReturn || k == fyne.KeyEnter || k == fyne.KeyPageDown: // a dialog or a menu is open: the keys are its own
			dialogs.Answer(top, true)
		case k == fyne.KeyEscape:
			dialogs.Answer(top, false)
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

// dialogElsewhere returns a dialog open in another of the app's windows
// than the one of canvas; nil for none.
func (c *controls) dialogElsewhere(canvas fyne.Canvas) fyne.CanvasObject {
	for _, w := range c.windows() {
		if other := w.Canvas(); other != canvas {
			if top := other.Overlays().Top(); top != nil && c.screens[top] == nil {
				return top
			}
		}
	}
	return nil
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
