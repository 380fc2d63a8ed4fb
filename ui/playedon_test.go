package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/present"
)

// After the class plays on from lesson 7's last step in the plan, which
// closes the lesson, the projector shows the lesson's title and what came
// of the game, not the review's words for a student alone (teacher walk
// t8 m6: "Review: after the lesson's own moves, …" in place of the
// lesson's title).
func TestPlayingOnFromALessonShowsTheLessonAndTheResult(t *testing.T) {
	a := newTestApp(t)
	presentAt(a, 1024, 768)
	for range 500 {
		if l := lessonOn(a); l != nil && l.Name == "07-metaphor" {
			break
		}
		press(a, fyne.KeyPageDown)
	}
	l := lessonOn(a)
	if l == nil || l.Name != "07-metaphor" {
		t.Fatal("Page Down never opened lesson 7")
	}
	for range 100 {
		if lessonOn(a) != nil && a.model.Step() == len(l.Steps)-1 && !a.model.Asking() {
			break
		}
		press(a, fyne.KeyPageDown)
	}
	press(a, fyne.Key4) // X chooses square 4 for O6
	if !a.game().Present().Over() {
		t.Fatal("choosing square 4 at lesson 7's last step did not end the game")
	}
	s := deckOf(a).Slide()
	var result bool
	for _, b := range s.Body {
		if strings.Contains(b.Text, "Review") {
			t.Errorf("the slide played on from the lesson shows the review: %q", b.Text)
		}
		result = result || b.Style == present.Strong
	}
	if s.Headline != l.Title || !result {
		t.Errorf("played on from lesson 7, the slide reads %q above %q, want the lesson's title above the result", s.Headline, s.Body)
	}
}
