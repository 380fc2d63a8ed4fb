package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// The t9 walk: after lesson 4, every game against the computer ended with
// "Page Down opens the next lesson, …", where it does not fit. The way
// on is said after a lesson's game only.
func TestAGameOfOnesOwnDoesNotEndWithTheNextLesson(t *testing.T) {
	a, queue := newComputerTestApp(t)
	l := openLesson(t, a, "04-deciding-choice")
	for lessonView(a).Step() < len(l.Steps)-1 || lessonView(a).Asking() {
		press(a, fyne.KeySpace, fyne.KeyRight)
	}
	tapSquare(a, 9) // O6 in square 9: X wins the lesson's game
	assertStatus(t, a, "X wins", "opens the next lesson")
	playAgainst(t, a, queue, playX, "Beginner", rand.New(rand.NewPCG(3, 4)))
	if got := statusLine(a); strings.Contains(got, "next lesson") {
		t.Errorf("a game against the computer ends with the way to the next lesson:\n%s", got)
	}
}
