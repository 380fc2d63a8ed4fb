// Package keyselect is a drop-down list that keeps only its own keys: a
// window whose keys step through a lesson or switch its tabs (F1–F4, Page
// Down) goes on taking them while the list has the keyboard focus, as
// after the list was opened and closed without a choice.
package keyselect

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Select is a widget.Select that hands every key but its own (Space and
// the arrow keys, which open the list or move through it) to the window:
// it lets the focus go, and the window's typed-key handler gets the key.
type Select struct {
	widget.Select
}

// New returns a Select of options that calls changed with the one chosen.
func New(options []string, changed func(string)) *Select {
	s := &Select{widget.Select{Options: options, OnChanged: changed}}
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey opens or moves through the list on its own keys, and hands any
// other key to the window.
func (s *Select) TypedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeySpace, fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight:
		s.Select.TypedKey(e)
		return
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(s)
	if c == nil {
		return
	}
	c.Unfocus()
	if typed := c.OnTypedKey(); typed != nil {
		typed(e)
	}
}
