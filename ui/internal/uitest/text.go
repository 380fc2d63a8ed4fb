// Package uitest holds what the tests of the app's Fyne packages share.
package uitest

import (
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// ShownText returns the text o shows, its lines joined by spaces: the text
// of every canvas.Text in o's tree that is laid out, in no hidden object.
func ShownText(o fyne.CanvasObject) string {
	var lines []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch o := o.(type) {
		case *canvas.Text:
			if o.Size().Width > 0 && o.Text != "" {
				lines = append(lines, o.Text)
			}
		case fyne.Widget:
			for _, child := range test.WidgetRenderer(o).Objects() {
				walk(child)
			}
		case *fyne.Container:
			for _, child := range o.Objects {
				walk(child)
			}
		}
	}
	walk(o)
	return strings.Join(lines, " ")
}

// TypeShortcut types the keyboard shortcut sc on canvas c, as a user
// would: what c bound to sc with AddShortcut runs. Fyne 2.8's test canvas
// embeds the software canvas, which handles shortcuts, behind an
// interface that does not promote TypedShortcut: it is reached by its
// field's name (TestTypeShortcutRunsWhatTheCanvasBound fails when a Fyne
// upgrade moves it).
func TypeShortcut(c fyne.Canvas, sc fyne.Shortcut) {
	if s, ok := c.(fyne.Shortcutable); ok {
		s.TypedShortcut(sc)
		return
	}
	inner := reflect.ValueOf(c).Elem().FieldByName("WindowlessCanvas").Interface()
	inner.(fyne.Shortcutable).TypedShortcut(sc)
}
