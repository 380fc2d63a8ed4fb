package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/model"
)

// The coin turned on in lesson 7 shows in the status line while it is
// on, and a new game from the New game dialog is one of choice again: the
// coin never follows the student into it unasked.
func TestTheCoinOfLesson7StaysOutOfTheNextGame(t *testing.T) {
	a := newTestApp(t)
	var tosses []func()
	tossWith(a, func(f func()) { tosses = append(tosses, f) })
	a.model.OpenLesson(6)
	for a.model.Step() < len(lessonOn(a).Steps)-1 {
		if a.model.Forward() != model.Done {
			t.Fatalf("Page Down at lesson 7's step %d did nothing", a.model.Step()+1)
		}
	}
	press(a, fyne.KeyC)
	if !a.game().Chance() || len(tosses) != 1 {
		t.Fatalf("C at lesson 7's last step: coin %v, %d tosses; want on, 1", a.game().Chance(), len(tosses))
	}
	tosses[0]()
	assertStatus(t, a, "The coin toss settled it", "Coin variant: a fair coin decides every collapse.")

	startGame(t, a, "Two players at this computer", "Beginner")
	if a.game().Chance() {
		t.Fatal("the coin of lesson 7 is still on in the new game")
	}
	if strings.Contains(statusLine(a), "coin") {
		t.Errorf("the new game's status line speaks of a coin:\n%s", statusLine(a))
	}
	playLines(t, a, "X1 1 5", "O2 1 5")
	if len(tosses) != 1 || !strings.Contains(statusLine(a), "X chooses where O2 lands") {
		t.Errorf("in the new game, the coin tossed %d times; want only lesson 7's. Status:\n%s", len(tosses), statusLine(a))
	}
}

// The narration follows the setting in force: a collapse the player
// chooses after the coin was turned off mid-game is the player's, not
// the coin's, though the coin decided an earlier one.
func TestACollapseAfterTheCoinIsTurnedOffIsThePlayers(t *testing.T) {
	a := newTestApp(t)
	var tosses []func()
	tossWith(a, func(f func()) { tosses = append(tosses, f) })
	press(a, fyne.KeyC)
	assertStatus(t, a, "Coin variant: a fair coin decides every collapse.")
	playLines(t, a, "X1 1 5", "O2 1 5")
	if len(tosses) != 1 {
		t.Fatalf("%d tosses for the first cycle, want 1", len(tosses))
	}
	tosses[0]()
	assertStatus(t, a, "The coin toss settled it")

	press(a, fyne.KeyC) // off
	tapSquare(a, 2)
	tapSquare(a, 3)
	if strings.Contains(statusLine(a), "Coin variant") {
		t.Errorf("the coin is off and the status line still says it is on:\n%s", statusLine(a))
	}
	tapSquare(a, 2)
	press(a, fyne.Key3) // O4 closes the cycle 2-3
	tapSquare(a, 3)     // X chooses square 3 for O4
	if a.game().Present().Classical(3) != 4 {
		t.Fatalf("X's choice of square 3 for O4 was not played; status:\n%s", statusLine(a))
	}
	got := statusLine(a)
	if strings.Contains(got, "coin toss") || !strings.Contains(got, "X chose square 3 for O4") {
		t.Errorf("X's own collapse after the coin was turned off is told as:\n%s", got)
	}
}

// Turning the coin on says so once, not in the detail and again in the
// hint below it (the walk saw it twice, white and orange).
func TestTheCoinIsAnnouncedOnce(t *testing.T) {
	a := newTestApp(t)
	press(a, fyne.KeyC)
	if n := strings.Count(statusLine(a), "Coin variant: a fair coin decides every collapse."); n != 1 {
		t.Errorf("the status line says the coin variant is on %d times:\n%s", n, statusLine(a))
	}
}

// At lesson 7's last step in presentation mode, once the coin decided,
// the slide says so and who won, in place of the step's "choose where O6
// lands"; while the coin is on, the slide says that too.
func TestTheSlideSaysWhatTheCoinChose(t *testing.T) {
	a := newTestApp(t)
	var tosses []func()
	tossWith(a, func(f func()) { tosses = append(tosses, f) })
	presentAt(a, 1024, 768)
	a.model.OpenLesson(6)
	for a.model.Step() < len(lessonOn(a).Steps)-1 {
		if a.model.Forward() != model.Done {
			t.Fatalf("Page Down at lesson 7's step %d did nothing", a.model.Step()+1)
		}
	}
	press(a, fyne.KeyC)
	if k := deckOf(a).Slide().Kicker; !strings.Contains(k, "Coin variant on") {
		t.Errorf("with the coin on, the slide's kicker reads %q", k)
	}
	tosses[0]()
	var text []string
	for _, b := range deckOf(a).Slide().Body {
		text = append(text, b.Text)
	}
	got := strings.Join(text, "\n")
	winner := a.game().Present().Winner()
	if strings.Contains(got, "choose where O6 lands") || !strings.Contains(got, "The coin toss settled it: O6 lands in square") ||
		!strings.Contains(got, winner.String()+" wins") {
		t.Errorf("after the coin's toss (%v won), the slide reads:\n%s", winner, got)
	}
}
