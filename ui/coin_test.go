package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/model"
)

// The coin turned on in lesson 7 shows in the status line while it is
// on, and a new game from the New game dialog is one of choice again: the
// coin never follows the student into it unasked.
func TestTheCoinOfLesson7StaysOutOfTheNextGame(t *testing.T) {
	a := newTestApp(t)
	var tosses []func()
	tossWith(a, func(f func()) { tosses = append(tosses, f) })
	chooseLesson(a, 6)
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

// The coin variant has a key, C, which works in presentation mode, where
// the Teach menu is hidden, and the menu names it.
func TestTheCoinVariantHasAKeyInPresentationMode(t *testing.T) {
	a := newTestApp(t)
	press(a, fyne.KeyF11)
	press(a, fyne.KeyC)
	if !a.game().Chance() {
		t.Fatal("presenting, C did not turn the coin variant on")
	}
	assertStatus(t, a, "Coin variant: a fair coin decides every collapse.")
	press(a, fyne.KeyC)
	if a.game().Chance() {
		t.Error("presenting, C again did not turn the coin variant off")
	}
	assertStatus(t, a, "Rule: the player who did not close the cycle chooses the collapse.")
	for _, c := range commandsOf(a) {
		if c.Label == "Coin variant: a fair coin decides collapses" {
			if sc, ok := c.Item().Shortcut.(fyne.KeyboardShortcut); !ok || sc.Key() != fyne.KeyC {
				t.Errorf("the Teach menu shows the coin variant's key as %v, want C", c.Item().Shortcut)
			}
		}
	}
}

// Lesson 7's coin segment: C at its held question turns the coin on and
// nothing else; the coin never tosses while the lesson steps through its
// game, and tosses at its last step, where the class plays on: a clicker
// has no Play from here.
func TestTheCoinTossesOnlyWhereTheClassPlaysOnFromLesson7(t *testing.T) {
	a := newTestApp(t)
	var tosses []func()
	tossWith(a, func(f func()) { tosses = append(tosses, f) })
	press(a, fyne.KeyF11)
	chooseLesson(a, 6)
	for !a.model.Asking() || !strings.Contains(lessonOn(a).Steps[a.model.Step()].Question, "so X chooses where it lands") {
		if a.model.Forward() != model.Done {
			t.Fatal("lesson 7 has no question \"…so X chooses where it lands. Who wins?\"")
		}
	}
	at, step := a.game().At(), a.model.Step()
	press(a, fyne.KeyC)
	if !a.game().Chance() || lessonOn(a) == nil || a.model.Step() != step || !a.model.Asking() || a.game().At() != at {
		t.Fatalf("C at lesson 7's question \"Who wins?\": chance %v, lesson %v, step %d, asking %v, %d actions; want only the coin on",
			a.game().Chance(), lessonOn(a) != nil, a.model.Step()+1, a.model.Asking(), a.game().At())
	}
	last := len(lessonOn(a).Steps) - 1
	for a.model.Step() < last {
		if len(tosses) != 0 || lessonOn(a) == nil {
			t.Fatalf("at lesson 7's step %d with the coin on: %d tosses, lesson open %v; want none, open", a.model.Step()+1, len(tosses), lessonOn(a) != nil)
		}
		if a.model.Step() == last-1 && !a.model.Asking() {
			press(a, fyne.Key4)
			if !strings.Contains(statusLine(a), "Play from here plays on") {
				t.Errorf("4 at lesson 7's step %d with the coin on does not say how to play on:\n%s", a.model.Step()+1, statusLine(a))
			}
			if strings.Contains(statusLine(a), "In a moment") {
				t.Errorf("at lesson 7's step %d the status line promises a toss that does not come:\n%s", a.model.Step()+1, statusLine(a))
			}
		}
		if a.model.Forward() != model.Done {
			t.Fatalf("Page Down at lesson 7's step %d did nothing", a.model.Step()+1)
		}
	}
	if len(tosses) != 1 || !strings.Contains(statusLine(a), "In a moment a fair coin decides where O6 lands") {
		t.Fatalf("at lesson 7's last step, its pending collapse: %d tosses, want 1; status:\n%s", len(tosses), statusLine(a))
	}
	tosses[0]()
	landed := a.game().At()
	if r := a.game().Record(); !r.Chance || a.game().Present().Phase() == game.PhaseChoose || lessonOn(a) == nil || a.model.Step() != last ||
		!strings.Contains(statusLine(a), "The coin toss settled it") {
		t.Fatalf("after the toss: record of chance %v, phase %v, lesson open %v at step %d; want the coin's landing, told, the lesson open at its last step:\n%s",
			r.Chance, a.game().Present().Phase(), lessonOn(a) != nil, a.model.Step()+1, statusLine(a))
	}
	press(a, fyne.KeyT)
	if a.game().At() != landed-1 || a.game().Present().Phase() != game.PhaseChoose || lessonOn(a) == nil || len(tosses) != 2 {
		t.Fatalf("T after the toss: %d actions, phase %v, lesson open %v, %d tosses; want the collapse pending again, a toss coming, the lesson open",
			a.game().At(), a.game().Present().Phase(), lessonOn(a) != nil, len(tosses))
	}
	tosses[1]()
	if a.game().At() != landed || lessonOn(a) == nil || !a.game().Chance() {
		t.Fatalf("the second toss: %d actions, lesson open %v", a.game().At(), lessonOn(a) != nil)
	}
	chooseLesson(a, 0)
	if a.game().Chance() {
		t.Error("the coin carried over into another lesson")
	}
}

// At lesson 7's last step in presentation mode, once the coin decided,
// the slide says so and who won under the step's text, which stays
// (teacher walk t15 E1), in place of its instruction to choose (t17 #3);
// while the coin is on, the slide says that too.
func TestTheSlideSaysWhatTheCoinChose(t *testing.T) {
	a := newTestApp(t)
	var tosses []func()
	tossWith(a, func(f func()) { tosses = append(tosses, f) })
	presentAt(a, 1024, 768)
	chooseLesson(a, 6)
	for a.model.Step() < len(lessonOn(a).Steps)-1 {
		if a.model.Forward() != model.Done {
			t.Fatalf("Page Down at lesson 7's step %d did nothing", a.model.Step()+1)
		}
	}
	press(a, fyne.KeyC)
	if k := deckOf(a).Slide().Kicker; !strings.Contains(k, "Coin variant on") {
		t.Errorf("with the coin on, the slide's kicker reads %q", k)
	}
	step, _, _ := strings.Cut(lessonOn(a).Steps[a.model.Step()].Text, "\nYou are X") // the instruction gives way to the toss
	tosses[0]()
	var text []string
	for _, b := range deckOf(a).Slide().Body {
		text = append(text, b.Text)
	}
	got := strings.Join(text, "\n")
	winner := a.game().Present().Winner()
	if !strings.HasPrefix(got, step) || !strings.Contains(got, "The coin toss settled it: O6 lands in square") ||
		!strings.Contains(got, winner.String()+" wins") || strings.Contains(got, "Toss 1") || strings.Contains(got, "choose where") {
		t.Errorf("after the coin's toss (%v won), the slide reads:\n%s\nwant the step's text first:\n%s", winner, got, step)
	}
	// Each T shows on the slide, even where the coin lands as before: the
	// class sees that it tossed again.
	for toss := 2; toss <= 3; toss++ {
		press(a, fyne.KeyT)
		tosses[toss-1]()
		if body := deckOf(a).Slide().Body; len(body) < 2 || !strings.HasPrefix(body[1].Text, fmt.Sprintf("Toss %d: O6 lands in square", toss)) {
			t.Errorf("after T, toss %d, the slide reads %+v", toss, body)
		}
	}
	chooseLesson(a, 6)
	for a.model.Step() < len(lessonOn(a).Steps)-1 {
		a.model.Forward()
	}
	asked := len(tosses)
	press(a, fyne.KeyC)
	if len(tosses) != asked+1 {
		t.Fatalf("C at lesson 7's last step, opened again, asks for no toss")
	}
	tosses[asked]()
	if body := deckOf(a).Slide().Body; len(body) < 2 || !strings.HasPrefix(body[1].Text, "The coin toss settled it") {
		t.Errorf("lesson 7 opened again, its first toss reads %+v, as if counted on from the last time", body)
	}
}

// On every projector, in every language, the slide after T, the coin's
// second toss, is whole and large, and says it is the second.
func TestTheSecondTossShowsWholeOnEveryProjector(t *testing.T) {
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			a := newLanguageApp(t, l.Tag)
			var tosses []func()
			tossWith(a, func(f func()) { tosses = append(tosses, f) })
			press(a, fyne.KeyF11)
			chooseLesson(a, 6)
			for a.model.Step() < len(lessonOn(a).Steps)-1 {
				if a.model.Forward() != model.Done {
					t.Fatalf("Page Down at lesson 7's step %d did nothing", a.model.Step()+1)
				}
			}
			press(a, fyne.KeyC)
			tosses[0]()
			press(a, fyne.KeyT)
			if len(tosses) != 2 {
				t.Fatalf("T asked for %d tosses in all, want 2", len(tosses))
			}
			tosses[1]()
			toss := lang.L("Toss {{.Count}}: {{.Mark}} lands in square {{.Square}}.", map[string]any{"Count": 2, "Mark": "O6", "Square": 0})
			toss, _, _ = strings.Cut(toss, "O6")
			for _, size := range projectors {
				a.win.Resize(size)
				for deckOf(a).Prev() {
				}
				var shown []string
				for {
					page, n := deckOf(a).Page()
					checkSlidePage(t, a, fmt.Sprintf("the second toss at %v page %d of %d", size, page+1, n))
					shown = append(shown, deckOf(a).PageText()...)
					if !deckOf(a).Next() {
						break
					}
				}
				if all := strings.Join(shown, " "); !strings.Contains(all, strings.TrimSpace(toss)) {
					t.Errorf("at %v the slide after T reads %q, without %q", size, all, toss)
				}
			}
		})
	}
}

// After the coin decides a collapse, the status line says so once, in
// every language: the narration of the collapse tells it, and no second
// line under the move prompt repeats it (student walk t10 #11: in Russian
// «Бросок монетки решил: O2 — в клетке 1.» stood at the top and again in
// orange below, two keys translated alike).
func TestTheCoinsTossIsToldOnce(t *testing.T) {
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			a := newLanguageApp(t, l.Tag)
			var tosses []func()
			tossWith(a, func(f func()) { tosses = append(tosses, f) })
			press(a, fyne.KeyC)
			playLines(t, a, "X1 1 2", "O2 1 2")
			if len(tosses) != 1 {
				t.Fatalf("%d tosses for the cycle 1-2, want 1", len(tosses))
			}
			tosses[0]()
			sq := 1
			if a.game().Present().Classical(1) != 2 {
				sq = 2
			}
			told := lang.L("The coin toss settled it: {{.Mark}} lands in square {{.Square}}.", map[string]any{"Square": sq, "Mark": "O2"})
			prefix := told[:strings.Index(told, "O2")]
			if got := statusLine(a); strings.Count(got, prefix) != 1 || !strings.Contains(got, told) {
				t.Errorf("after the toss the status line tells the coin %d times, want once, as %q:\n%s", strings.Count(got, prefix), told, got)
			}
		})
	}
}
