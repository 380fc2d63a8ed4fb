// Package fynefix holds the app's workarounds that lean on what Fyne
// 2.8.1 does but does not promise: a method of one of its unexported
// types, an environment variable it reads each time, the text of a
// panic. Each is here, in one place, and each has a test that fails when
// an upgrade of Fyne takes away what it leans on, so that the upgrade
// fails in CI, not in a classroom.
package fynefix

import (
	"fmt"
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// MenuOpen reports whether a menu of canvas's menu bar is open. Fyne
// 2.8.1 has no call for it, but the bar gives the keyboard focus to the
// item whose menu it opens, and that item (the desktop driver's
// menuBarItem) hands out its menu (Child), a widget.Menu shown while it
// is open.
func MenuOpen(canvas fyne.Canvas) bool {
	item, ok := canvas.Focused().(menuHolder)
	return ok && item.Child() != nil && item.Child().Visible()
}

// PressConfirm presses the confirm button (Open, Save) of the file
// dialog on top of canvas, when it is enabled, and reports whether it
// did. Fyne 2.8.1's FileDialog has no call for it, and in Open mode
// nothing in the dialog takes Enter (in Save mode its name entry does),
// but its confirm button is its one high-importance button, and the
// keyboard focus (Tab) reaches every enabled button of the top overlay.
// The focus is given back where it was.
func PressConfirm(canvas fyne.Canvas) bool {
	was := canvas.Focused()
	defer func() {
		if was != nil {
			canvas.Focus(was)
		} else {
			canvas.Unfocus()
		}
	}()
	var confirm *widget.Button
	seen := map[fyne.Focusable]bool{}
	for range 64 { // a file dialog has a few dozen objects that take the focus at most
		canvas.FocusNext()
		f := canvas.Focused()
		if f == nil || seen[f] {
			break
		}
		seen[f] = true
		if b, ok := f.(*widget.Button); ok && b.Importance == widget.HighImportance && b.Visible() {
			if confirm != nil {
				return false // not a file dialog: which is meant is not known
			}
			confirm = b
		}
	}
	if confirm == nil || confirm.Disabled() || confirm.OnTapped == nil {
		return false
	}
	confirm.OnTapped()
	return true
}

// menuHolder is a menu bar's item as Fyne's desktop driver makes it.
type menuHolder interface {
	Child() *widget.Menu
}

// stopHooker is the app's lifecycle as Fyne makes it: its hook after the
// app stopped, where Fyne writes its own preferences.json.
type stopHooker interface {
	SetOnStoppedHookExecuted(func())
}

// NoPreferencesAtStop drops the write of Fyne 2.8.1's own
// preferences.json when the app stops. Fyne writes each change of its
// preferences as it is made, and the app keeps its settings in a file of
// its own, so the stop's write adds nothing; but it truncates the file
// and writes it again, and an app starting on the profile meanwhile (the
// restart for a new language, a second start) reads it empty: Fyne
// watches the file's folder and logged "Preferences load error: EOF".
func NoPreferencesAtStop(a fyne.App) {
	if l, ok := a.Lifecycle().(stopHooker); ok {
		l.SetOnStoppedHookExecuted(func() {})
	}
}

// KeepPreferencesOut has Fyne 2.8.1 write its own preferences.json no
// more into the profile's folder, which the app no longer owns (another
// user's folder, or a link, may have taken its place): Fyne writes it
// with os.Create, following a link onto any file of the user's, when the
// app stops and on a change (a file dialog's folder). The stop's write is
// dropped, and the others go to a fresh folder of the user's alone, since
// Fyne finds the folder from XDG_CONFIG_HOME each time.
func KeepPreferencesOut(a fyne.App) {
	NoPreferencesAtStop(a)
	if elsewhere, err := os.MkdirTemp("", "qttt-lost-"); err == nil {
		os.Setenv("XDG_CONFIG_HOME", elsewhere)
	}
}

// NoDisplay reports whether r, recovered from a panic while Fyne 2.8.1
// created the first window, means that no display could be opened: one
// that vanished since the app looked, or one GLFW cannot use. Fyne logs
// GLFW's error and panics with it.
func NoDisplay(r any) bool {
	return strings.Contains(fmt.Sprint(r), "GLFW library is not initialized")
}
