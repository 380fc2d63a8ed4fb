package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
)

// The t7 student walk, game 4: as O against Perfect on a 1366×768 laptop,
// with the Moves tab open, the student asked for a hint after the
// computer's collapse. What happened, told at length, filled the status
// line, and the hint's move ("…squares 3 and 7") was below the tabs until
// scrolled, which took the headline away. A hint asked for goes right
// under the headline: both are in sight, the move to make included.
func TestAHintIsInSightUnderTheHeadlineAfterALongCollapse(t *testing.T) {
	a, queue := newComputerTestApp(t)
	a.win.Resize(fyne.NewSize(1366, 740))
	startGame(t, a, playO, "Perfect")
	awaitReply(t, a, queue)
	for _, act := range []game.Action{game.PlaceAction(1, 2), game.PlaceAction(1, 2)} {
		if a.game().Present().Check(act) != nil {
			t.Fatalf("O cannot play %v after %s", act.Squares, strings.Join(played(a.game().Record()), ", "))
		}
		tapAction(a, act)
		awaitReply(t, a, queue)
	}
	sideTabs(a).SelectIndex(0) // Moves
	press(a, fyne.KeyH)
	awaitComputer(t, queue, func() bool { return strings.Contains(statusLine(a), "Hint: ") })

	st, parts, box := statusOf(a), statusPartsOf(a), a.frame.statusBox
	if !strings.Contains(parts.detail.Text, "became classical") || st.MinSize().Height <= box.Size().Height {
		t.Fatalf("the status line (%v high in %v) tells no long collapse: the test shows nothing:\n%s",
			st.MinSize().Height, box.Size().Height, statusLine(a))
	}
	bottom := parts.advice.Position().Y + parts.advice.Size().Height - box.Offset.Y
	if box.Offset.Y > 0 || bottom > box.Size().Height {
		t.Errorf("the hint ends at %v in a status line of %v scrolled by %v; want it whole under the headline:\n%s",
			bottom, box.Size().Height, box.Offset.Y, statusLine(a))
	}
}
