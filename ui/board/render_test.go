package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/game"
)

// cornerCycle is the walk's lesson 2 cycle: X3 and O4 both in 3 and 7,
// opposite corners, whose links go round square 5 with its marks.
const cornerCycle = "X1 1 5\nO2 5 9\nX3 3 7\nO4 3 7\n"

func TestBoardImages(t *testing.T) {
	dark := variantTheme{variant: theme.VariantDark}
	for _, tc := range []struct {
		name   string
		th     fyne.Theme
		record string
		hover  game.Square // the square under the pointer, if any
		// cascade is how far the collapse of the long cycle into square
		// 9 has played, 0 for no animation.
		cascade float32
	}{
		{"opening", lightTheme, opening, 0, 0},
		{"crowded", lightTheme, star, 0, 0},
		{"two-cycle", lightTheme, twoCycle, 0, 0},
		{"pending", lightTheme, longCycle, 0, 0},
		{"pending-dark", dark, longCycle, 0, 0},
		{"round-the-centre", lightTheme, cornerCycle, 0, 0},
		{"round-the-centre-dark", dark, cornerCycle, 0, 0},
		{"preview", lightTheme, longCycle, 9, 0},
		{"cascade", lightTheme, longCycle, 0, 0.6},
		{"simultaneous", lightTheme, simultaneous, 0, 0},
		{"simultaneous-dark", dark, simultaneous, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, r, w := showBoardIn(t, tc.th, tc.record, fyne.NewSize(400, 400))
			if tc.hover != 0 {
				test.MoveMouse(w.Canvas(), cellCenter(r, tc.hover))
			}
			if tc.cascade != 0 {
				startCascade(t, b, tc.cascade)
			}
			test.AssertImageMatches(t, tc.name+".png", w.Canvas().Capture())
		})
	}
}
