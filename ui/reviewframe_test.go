package ui

import (
	"strings"
	"testing"
)

// The walk t9 #1: after games the student won, the review said a move of
// theirs "let the result slip". The review says what it measures against,
// perfect play from both sides, and tells the winner what the loser could
// then have done, not that the winner lost something.
func TestTheReviewOfAWonGameSaysItIsMeasuredAgainstPerfectPlay(t *testing.T) {
	a, queue := newComputerTestApp(t)
	// X1 1 5 lets X's forced win slip to a draw; O2 1 2 lets O's draw slip;
	// then X plays perfectly and wins.
	playLines(t, a, "X1 1 5", "O2 1 2", "X3 1 2", "collapse 1", "O4 3 4", "X5 3 4", "collapse 3",
		"O6 6 7", "X7 6 8", "O8 6 7", "collapse 6", "X9 9")
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	assertStatus(t, a, "X wins", "Review, measured against perfect play from both sides:",
		"After X1 (squares 1 and 5), against perfect play O could then have drawn; O missed the chance.",
		"After O2 (squares 1 and 2), O could no longer hold a draw against perfect play; X could force a win.")
	if got := statusLine(a); strings.Contains(got, "slip") {
		t.Errorf("the review of a won game still says something slipped:\n%s", got)
	}
}
