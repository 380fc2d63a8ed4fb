package command

import (
	"slices"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/fynefix"
	"github.com/qttt-edu/qttt/ui/internal/loop"
)

// Handler is a command of the table as the window runs it: what it
// does, and when it is enabled and checked.
type Handler struct {
	Spec
	run     func()
	enabled func() bool // nil: always enabled
	checked func() bool // nil: not a check item; else whether its menu item is checked

	item   *fyne.MenuItem
	button *widget.Button
}

// Controls are the ways the user gives commands: the window's menus,
// its toolbar, keyboard shortcuts and single keys, all built from the
// table of commands (command.Table) once the parts of the window have
// said how they run theirs (Handle). They enable and check the commands
// to match the game when Sync is called.
type Controls struct {
	win      fyne.Window
	table    []Spec
	menu     *fyne.MainMenu
	toolbar  *fyne.Container
	commands []*Handler // the commands the window runs, in the table's order
	byID     map[ID]*Handler
	keys     map[fyne.KeyName]func()
	screens  map[fyne.CanvasObject]func(fyne.KeyName) bool // overlays that take the keys: screenOpened
	stale    bool                                          // the menu items changed since the menu bar was last built
	waiting  bool                                          // a rebuild waits for an open menu or dialog to close
	loop     loop.Scheduler                                // runs a rebuild of the menu bar again later
	// windows returns the app's windows whose keys these are (the main
	// window, the presenter view): a dialog in any of them takes the keys
	// typed in any.
	windows func() []fyne.Window
}

// NewControls returns the controls of win, with no command yet; windows
// returns the app's windows whose keys these are, and l runs a menu bar's
// rebuild that had to wait.
func NewControls(win fyne.Window, windows func() []fyne.Window, l loop.Scheduler) *Controls {
	return &Controls{
		win:     win,
		windows: windows,
		table:   append(Table(), PlayKeys()...),
		menu:    fyne.NewMainMenu(),
		toolbar: container.NewHBox(),
		byID:    map[ID]*Handler{},
		keys:    map[fyne.KeyName]func(){},
		screens: map[fyne.CanvasObject]func(fyne.KeyName) bool{},
		loop:    l,
	}
}

// Handle has the command id run run, when enabled (nil: always) allows;
// checked, if not nil, tells whether its menu item is checked. A command
// that no part handles is in no menu: Open… in a browser.
func (c *Controls) Handle(id ID, run func(), enabled, checked func() bool) {
	c.byID[id] = &Handler{Spec: Find(c.table, id), run: run, enabled: enabled, checked: checked}
}

// Build makes the menus, the toolbar, the shortcuts and the single keys
// of the commands handled, in the table's order.
func (c *Controls) Build() {
	menus := map[Menu]*fyne.Menu{}
	for _, m := range Menus {
		menus[m] = fyne.NewMenu(m.Title())
		c.menu.Items = append(c.menu.Items, menus[m])
	}
	submenus := map[Submenu]*fyne.Menu{}
	// in returns the menu cmd's item goes in, its submenu's, made and put
	// in its menu when its first command comes.
	in := func(cmd *Handler) *fyne.Menu {
		m := menus[cmd.Menu]
		if m == nil || cmd.Submenu == NoSubmenu {
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
	var buttons []*Handler
	for _, spec := range c.table {
		cmd := c.byID[spec.ID]
		if cmd == nil {
			continue
		}
		c.commands = append(c.commands, cmd)
		cmd.item = fyne.NewMenuItemWithIcon(cmd.Label, cmd.Icon, cmd.Invoke)
		cmd.item.Shortcut = cmd.MenuShortcut()
		if m := in(cmd); m != nil {
			if cmd.Separated && len(m.Items) > 0 {
				m.Items = append(m.Items, fyne.NewMenuItemSeparator())
			}
			m.Items = append(m.Items, cmd.item)
		}
		if cmd.Key != "" {
			c.addKey(cmd.Key, cmd.Invoke)
		}
		for _, k := range cmd.MoreKeys {
			c.addKey(k, cmd.Invoke)
		}
		if cmd.Toolbar > 0 {
			cmd.button = widget.NewButtonWithIcon(cmd.Label, cmd.Icon, cmd.Invoke)
			buttons = append(buttons, cmd)
		}
	}
	slices.SortFunc(buttons, func(a, b *Handler) int { return a.Toolbar - b.Toolbar })
	for _, cmd := range buttons {
		// Objects, not Add, which would lay the toolbar out again for each
		// button; the window lays it out once, and Sync refreshes the menu.
		c.toolbar.Objects = append(c.toolbar.Objects, cmd.button)
	}
	c.BindAll(c.win.Canvas())
}

// Invoke runs the command id, if the window has it and it is enabled.
func (c *Controls) Invoke(id ID) {
	if cmd := c.byID[id]; cmd != nil {
		cmd.Invoke()
	}
}

// Invoke runs c if it is enabled.
func (c *Handler) Invoke() {
	if c.enabled == nil || c.enabled() {
		c.run()
	}
}

// bind makes c's shortcuts run it on canvas; its single keys are run by
// takeKeys.
func (c *Handler) bind(canvas fyne.Canvas) {
	for _, sc := range c.Shortcuts {
		canvas.AddShortcut(sc, func(fyne.Shortcut) { c.Invoke() })
	}
}

// Sync enables and disables the commands, and checks them, to match the
// game.
func (c *Controls) Sync() {
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
func (c *Controls) refreshMenu() {
	if !c.stale || c.waiting {
		return
	}
	if canvas := c.win.Canvas(); canvas.Overlays().Top() != nil || fynefix.MenuOpen(canvas) {
		c.waiting = true
		c.loop.After(250*time.Millisecond, func() {
			c.waiting = false
			c.refreshMenu()
		})
		return
	}
	c.stale = false
	c.menu.Refresh()
}

// ShowLabels shows the toolbar's buttons with their labels, or with their
// icons alone, which fit a row in presentation mode.
func (c *Controls) ShowLabels(on bool) {
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

// BindAll binds every command's shortcuts and every key on canvas too,
// as on the main window's: in another window of the app, such as the
// presenter's.
func (c *Controls) BindAll(canvas fyne.Canvas) {
	for _, cmd := range c.commands {
		cmd.bind(canvas)
	}
	c.takeKeys(canvas)
}

// Press does what key k does in the main window.
func (c *Controls) Press(k fyne.KeyName) {
	if f := c.keys[k]; f != nil {
		f()
	}
}

// ScreenOpened gives the keys to screen, an overlay that covers the window,
// while it is the top one: keys reports whether it took a key, and the
// key of presentation mode (F11) still works when it did not.
func (c *Controls) ScreenOpened(screen fyne.CanvasObject, keys func(fyne.KeyName) bool) {
	c.screens[screen] = keys
}

// ScreenClosed gives the keys of screen back to the window.
func (c *Controls) ScreenClosed(screen fyne.CanvasObject) { delete(c.screens, screen) }

// addKey binds the key k, pressed while no widget has the keyboard focus
// and no dialog is open, to f. A key is bound once: a second binding is
// a mistake in the table of commands or in the keys that play.
func (c *Controls) addKey(k fyne.KeyName, f func()) {
	if c.keys[k] != nil {
		panic("the key " + string(k) + " is bound twice")
	}
	c.keys[k] = f
}

// takeKeys has the keys added with addKey work on canvas. While a dialog
// is open, in this window or another of the app's (the presenter view's),
// the keys are its own: Enter and Page Down (a clicker's) answer yes,
// Escape no.
func (c *Controls) takeKeys(canvas fyne.Canvas) {
	typed := func(k fyne.KeyName) {
		top := canvas.Overlays().Top()
		if top == nil {
			top = c.dialogElsewhere(canvas)
		}
		switch {
		case top == nil:
			c.Press(k)
		case c.screens[top] != nil: // a screen over the window, such as the practice, has the keys
			if !c.screens[top](k) && k == Find(c.table, Present).Key {
				c.Invoke(Present)
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
func (c *Controls) dialogElsewhere(canvas fyne.Canvas) fyne.CanvasObject {
	for _, w := range c.windows() {
		if other := w.Canvas(); other != canvas {
			if top := other.Overlays().Top(); top != nil && c.screens[top] == nil {
				return top
			}
		}
	}
	return nil
}

// Item returns the command's menu item, once Build has made it.
func (c *Handler) Item() *fyne.MenuItem { return c.item }

// Button returns the command's toolbar button, nil for none.
func (c *Handler) Button() *widget.Button { return c.button }

// Menu returns the window's menu bar.
func (c *Controls) Menu() *fyne.MainMenu { return c.menu }

// Toolbar returns the window's toolbar.
func (c *Controls) Toolbar() *fyne.Container { return c.toolbar }

// Commands returns the commands the window runs, in the table's order.
func (c *Controls) Commands() []*Handler { return c.commands }

// Table returns the table of commands the controls are built from.
func (c *Controls) Table() []Spec { return c.table }
