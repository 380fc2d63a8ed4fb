package fynefix

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// menuBarItem stands for the item of Fyne's menu bar that has the focus
// while its menu is open (glfw's menuBarItem in Fyne 2.8.1).
type menuBarItem struct {
	widget.Entry
	menu *widget.Menu
}

func (i *menuBarItem) Child() *widget.Menu { return i.menu }

// The menu bar is rebuilt only while no menu of it is open: an open menu
// is told by the focused item's menu on show, not by the item's focus
// alone, which a click beside a menu leaves on the item it closes.
func TestMenuOpenOnlyWhileItsMenuShows(t *testing.T) {
	w := test.NewWindow(nil)
	defer w.Close()
	menu := widget.NewMenu(fyne.NewMenu("File", fyne.NewMenuItem("Quit", func() {})))
	item := &menuBarItem{menu: menu}
	item.ExtendBaseWidget(item)
	entry := widget.NewEntry()
	w.SetContent(container.NewVBox(item, entry))

	c := w.Canvas()
	c.Focus(entry)
	if MenuOpen(c) {
		t.Error("an entry has the focus, and MenuOpen says a menu is open")
	}
	c.Focus(item)
	if !MenuOpen(c) {
		t.Error("the menu bar's item has the focus and its menu shows, and MenuOpen says none is open")
	}
	menu.Hide()
	if MenuOpen(c) {
		t.Error("the item keeps the focus but its menu closed, and MenuOpen says a menu is open")
	}
}
