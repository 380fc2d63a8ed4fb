package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// TestAScrolledStatusLineEndsWithAWholeLine: at a game's end on a
// 1366×768 laptop, in English and Russian, the result and the review
// scroll in the status line above the tabs, and its last line in sight is
// whole (the t15 student walk, shots 111, 125, 130: "…и вы удержали эту"
// cut in half under the tab bar).
func TestAScrolledStatusLineEndsWithAWholeLine(t *testing.T) {
	for _, language := range []string{"en", "ru"} {
		t.Run(language, func(t *testing.T) {
			a := newLanguageApp(t, language)
			queue := answerAtOnce(a)
			a.win.Resize(fyne.NewSize(1366, 740))
			playLines(t, a, "X1 2 6", "O2 3 8", "X3 7 9", "O4 3 4", "X5 2 9", "O6 1 6", "X7 1 5", "O8 1 6", "collapse 6", "X9 4 8", "collapse 8")
			awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
			box := a.frame.statusBox
			if statusOf(a).MinSize().Height <= box.Size().Height {
				t.Fatalf("the last words (%v high) fit in %v: the test shows nothing", statusOf(a).MinSize().Height, box.Size().Height)
			}
			h := box.Size().Height
			seen := 0
			for _, line := range textLinesIn(statusOf(a), fyne.NewPos(0, 0)) {
				top, bottom := line.at.Y, line.at.Y+line.text.Size().Height
				if top >= h || line.text.Text == "" {
					continue
				}
				seen++
				if bottom > h+0.5 {
					t.Errorf("%q spans %v–%v in a status line %v high: cut", line.text.Text, top, bottom, h)
				}
			}
			if seen < 3 {
				t.Errorf("%d lines in sight in a status line %v high", seen, h)
			}
		})
	}
}

// textLine is a line of text shown, with where it is.
type textLine struct {
	text *canvas.Text
	at   fyne.Position
}

// textLinesIn returns every line of text drawn inside o, placed at at.
func textLinesIn(o fyne.CanvasObject, at fyne.Position) []textLine {
	if !o.Visible() {
		return nil
	}
	switch o := o.(type) {
	case *canvas.Text:
		return []textLine{{o, at}}
	case *fyne.Container:
		var lines []textLine
		for _, c := range o.Objects {
			lines = append(lines, textLinesIn(c, at.Add(c.Position()))...)
		}
		return lines
	case fyne.Widget:
		var lines []textLine
		for _, c := range test.WidgetRenderer(o).Objects() {
			lines = append(lines, textLinesIn(c, at.Add(c.Position()))...)
		}
		return lines
	}
	return nil
}
