package session

import (
	"errors"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// What is encoded is decoded again: the game, whom it is played against,
// whether it is unsaved, the lesson's or the plan slide's step, when the
// plan began, whether the coin decides and whether the game is a
// lesson's; the text is a game record a copy of the app opens.
func TestAutosaveReadsBackWhatItWrote(t *testing.T) {
	r, err := game.Parse("t", strings.NewReader("X1 1 5\nO2 1 5\ncollapse 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []Autosave{
		{Record: r},
		{Record: r, Opponent: Opponent{Side: game.O, Level: solver.Perfect}, Unsaved: true},
		{Record: r, Lesson: LessonAt{Name: "02-entanglement", Step: 3, Shown: true, Began: 1765000000}},
		{Record: r, Lesson: LessonAt{Began: 1765000000}},
		{Record: r, Lesson: LessonAt{Name: "07-two-paths", Step: 1, Presenting: true}},
		{Record: r, Lesson: LessonAt{Name: "quiz-after", Slide: true, Step: 2, Shown: true, Presenting: true, LessonsGame: true}},
		{Record: r, Lesson: LessonAt{Name: "07-two-paths", Step: 7, Coin: true}},
		{Record: r, Lesson: LessonAt{PlayedOn: "07-metaphor", Presenting: true, LessonsGame: true, Began: 1765000000}},
	} {
		data, err := want.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := game.Parse("autosave.qttt", strings.NewReader(string(data))); err != nil {
			t.Errorf("the autosave %q is no game record: %v", data, err)
		}
		got, err := DecodeAutosave("autosave.qttt", data, Autosave{})
		if err != nil || got.Opponent != want.Opponent || got.Unsaved != want.Unsaved || got.Lesson != want.Lesson || got.Record.Len() != 3 {
			t.Errorf("wrote %+v, read %+v (%v)", want, got, err)
		}
	}
}

// An autosave cut short keeps the actions before its first bad line, and
// one from before the comment lines is read as legacy says.
func TestAutosaveCutShortKeepsItsFirstActions(t *testing.T) {
	got, err := DecodeAutosave("autosave.qttt", []byte("# opponent: x beginner\nX1 1 5\nO2 1 5\nX3 1"), Autosave{})
	var re *game.RecordError
	if !errors.As(err, &re) || got.Record == nil || got.Record.Len() != 2 || got.Opponent.Side != game.X {
		t.Errorf("cut short: %+v, %v; want its 2 actions against X and the bad line", got, err)
	}
	legacy := Autosave{Opponent: Opponent{Side: game.O, Level: solver.Club}, Unsaved: false}
	got, err = DecodeAutosave("autosave.qttt", []byte("X1 1 5\n"), legacy)
	if err != nil || got.Opponent != legacy.Opponent || got.Unsaved {
		t.Errorf("an old autosave: %+v, %v; want what the preferences kept", got, err)
	}
	got, _ = DecodeAutosave("autosave.qttt", []byte("# lesson: 01-superposition x\nX1 1 5\n"), Autosave{})
	if got.Lesson != (LessonAt{}) {
		t.Errorf("a lesson line that cannot be read: %+v, want none", got.Lesson)
	}
}
