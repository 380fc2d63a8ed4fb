package uitest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A shortcut typed on a test window's canvas runs what the canvas bound
// to it, and nothing else.
func TestTypeShortcutRunsWhatTheCanvasBound(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(widget.NewLabel("board"))
	defer w.Close()
	undone := 0
	w.Canvas().AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { undone++ })
	TypeShortcut(w.Canvas(), &fyne.ShortcutUndo{})
	TypeShortcut(w.Canvas(), &fyne.ShortcutRedo{})
	if undone != 1 {
		t.Errorf("Undo ran %d times for one Ctrl+Z and one Ctrl+Y, want once", undone)
	}
}
