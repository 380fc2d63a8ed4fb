// Package uitest holds what the tests of the app's Fyne packages share.
package uitest

import (
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
