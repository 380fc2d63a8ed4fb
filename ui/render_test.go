package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/model"
)

// The window renders the model once per user action: one pass for a
// square picked, a move, a lesson opened, a step, an answer revealed, a
// tab shown, presentation mode, and a hint when it arrives (none when it
// is asked for: that changes nothing on show).
func TestOneActionOneRenderPass(t *testing.T) {
	a, queue := newComputerTestApp(t)
	passes := 0
	render := a.model.OnChange
	a.model.OnChange = func(ch model.Change) {
		passes++
		render(ch)
	}
	for _, action := range []struct {
		name   string
		do     func()
		passes int
	}{
		{"the first square of a move", func() { tapSquare(a, 1) }, 1},
		{"its second square", func() { press(a, fyne.Key5) }, 1},
		{"a hint asked for", func() { press(a, fyne.KeyH) }, 0},
		{"the hint arriving", func() { (<-queue)() }, 1},
		{"the Possible boards tab", func() { press(a, fyne.KeyF2) }, 1},
		{"a lesson opened", func() { lessonChooser(a).SetSelectedIndex(0) }, 1},
		{"a lesson step", func() { press(a, fyne.KeyRight) }, 1},
		{"an answer revealed", func() { press(a, fyne.KeySpace) }, 1},
		{"a step back", func() { press(a, fyne.KeyPageUp) }, 1},
		{"the graph in place of the board", func() { press(a, fyne.KeyG) }, 1},
		{"presentation mode", func() { press(a, fyne.KeyF11) }, 1},
		{"the lesson closed", func() { lessonView(a).OnClose() }, 1},
	} {
		passes = 0
		action.do()
		if passes != action.passes {
			t.Errorf("%s: %d render passes, want %d", action.name, passes, action.passes)
		}
	}
}
