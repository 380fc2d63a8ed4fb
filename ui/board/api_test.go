package board_test

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/style"
)

// newBoard shows a board on the position of record in a 300×300 test
// window, as a window around it would use it: through its exported API.
func newBoard(t *testing.T, record string) (*board.Board, fyne.Window) {
	t.Helper()
	test.NewTempApp(t).Settings().SetTheme(style.Theme{})
	r, err := game.Parse("test.qttt", strings.NewReader(record))
	if err != nil {
		t.Fatal(err)
	}
	b := board.New()
	b.SetState(r.State())
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(300, 300))
	return b, w
}

// at returns the middle of square sq of a board filling a 300×300 window
// with the theme's padding around it.
func at(sq game.Square) fyne.Position {
	const pad, side = 4, 300 - 2*4 // theme.Padding() of the app's theme
	c := float32(side) / 3
	return fyne.NewPos(pad+c*(float32(sq.Col())+0.5), pad+c*(float32(sq.Row())+0.5))
}

func TestTheWindowHearsOfTapsOnPlayableSquaresOnly(t *testing.T) {
	b, w := newBoard(t, "X1 1 5\nO2 5 9\nX3 1 9\n") // O chooses where X3 lands: square 1 or 9
	var got, refused []game.Square
	b.OnSquare = func(sq game.Square) { got = append(got, sq) }
	b.OnRefused = func(sq game.Square) { refused = append(refused, sq) }
	for _, sq := range game.Squares {
		test.TapCanvas(w.Canvas(), at(sq))
	}
	if want := []game.Square{1, 9}; !slices.Equal(got, want) {
		t.Errorf("tapping every square of a pending collapse reached %v, want the choices %v", got, want)
	}
	if want := []game.Square{2, 3, 4, 5, 6, 7, 8}; !slices.Equal(refused, want) {
		t.Errorf("tapping every square of a pending collapse refused %v, want the others %v, for the window to say why", refused, want)
	}

	got, refused = nil, nil
	b.SetInteractive(false)
	test.TapCanvas(w.Canvas(), at(1))
	if len(got) != 0 || !slices.Equal(refused, []game.Square{1}) {
		t.Errorf("a board that is not interactive passed on a tap on %v and refused %v, want only refused [1]", got, refused)
	}
}

func TestThePendingCollapseRendersItsCycleAndChoices(t *testing.T) {
	_, w := newBoard(t, "X1 1 5\nO2 5 9\nX3 1 9\n")
	test.AssertRendersToMarkup(t, "pending-collapse.xml", w.Canvas())
}
