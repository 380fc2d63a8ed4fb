package teach

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/style"
)

// Beside a chart at 1024×768 the graph is 460 px square with names in
// the slide's text size, 28 px, large beside its cells: lesson 3's X5,
// bowed over square 2, leaves room for X1's and O2's names on their own
// lines beneath it, as in the larger drawing (teacher walk t17 #8: they
// were pushed under their lines, crowding the arc).
func TestNamesKeepToTheirLinesUnderAnArcInASmallDrawing(t *testing.T) {
	for _, size := range []float32{460, 640} {
		test.NewTempApp(t)
		test.ApplyTheme(t, style.Theme{Scale: 2}) // text of 28 px
		g := NewGraph()
		w := test.NewWindow(g)
		w.Resize(fyne.NewSquareSize(size))
		g.SetState(record(t, "X1 1 2", "O2 2 3", "X3 3 6", "O4 6 9", "X5 1 3").State())
		r := test.WidgetRenderer(g).(*graphRenderer)
		row := r.nodes[0].circle.Position().Y + r.nodes[0].circle.Size().Height/2
		for _, m := range []game.Mark{1, 2} {
			l := r.edges[m-1].label
			if mid := l.Position().Y + l.Size().Height/2; abs32(mid-row) > 1 {
				t.Errorf("%v px: %v's name is %.0f px off its line", size, m, mid-row)
			}
		}
		w.Close()
	}
}
