package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// The longest first hint, a draw with the move that leaves the opponent
// the most ways to go wrong, shows whole on a 1024×768 screen in every
// language: the first view is for reading, not for scrolling.
func TestTheFirstHintShowsWholeAt1024(t *testing.T) {
	for _, language := range []string{"en", "ru", "pl", "cs", "tr", "ko"} {
		t.Run(language, func(t *testing.T) {
			a := newLanguageApp(t, language)
			queue := make(chan func(), 16)
			envOf(a).loop.OnDo = func(f func()) { queue <- f }
			a.win.Resize(fyne.NewSize(1024, 740))
			playLines(t, a, "X1 1 2")
			press(a, fyne.KeyH)
			awaitComputer(t, queue, func() bool { return hintSquares(a) != nil })
			if !strings.Contains(statusLine(a), "18") {
				t.Fatalf("the hint gives no chances:\n%s", statusLine(a))
			}
			parts, box := statusPartsOf(a), a.frame.statusBox
			bottom := parts.advice.Position().Y + parts.advice.Size().Height - box.Offset.Y
			if box.Offset.Y > 0 || bottom > box.Size().Height+1 {
				t.Errorf("the hint ends at %v in a status line of %v scrolled by %v:\n%s", bottom, box.Size().Height, box.Offset.Y, statusLine(a))
			}
		})
	}
}
