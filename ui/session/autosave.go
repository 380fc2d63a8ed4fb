package session

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/qttt-edu/qttt/game"
)

// The autosave's own comment lines, above the record: whom the game is
// played against (Opponent's text, as "o club"), whether it holds actions
// that no file of the user's holds, the lesson or the plan's slide on
// show, when the class plan began, and whether a coin decides. Kept in
// the one file, they are replaced with the game in one rename.
const (
	opponentComment = "# opponent: "
	unsavedComment  = "# unsaved"
	lessonComment   = "# lesson: "         // the lesson open on the game and its step (LessonAt's text)
	slideComment    = "# slide: "          // the plan's slide on show and its step, as a lesson's
	planComment     = "# plan began: "     // when the class plan's minutes began to count, in Unix seconds
	presentComment  = "# presenting"       // presentation mode was on
	coinComment     = "# coin variant: on" // the chance variant was on
	lessonsComment  = "# a lesson's game"  // the game is a lesson's, loaded from it for the class
	playedComment   = "# played on from: " // the plan's lesson the class played on from, which closed it
)

// Autosave is what the autosave file holds: the game, whom it is played
// against, whether it holds actions that no file of the user's holds,
// and the lesson open on it. Its text is the record (game.Record's
// format) below comment lines that say the rest, so that the file is
// also a game record any copy of the app opens.
type Autosave struct {
	Record   *game.Record
	Opponent Opponent
	Unsaved  bool
	Lesson   LessonAt
}

// LessonAt is where the class is: the lesson open on the autosaved
// game, by its name, or the plan's slide on show, by its kind's name
// ("quiz-after"), and the step on show, with whether its answer is out:
// a restart comes back to it, never to the lesson's last position, which
// would answer the question the class is asked; when the class plan's
// minutes began, which a restart goes on counting; and whether a coin
// decides the collapses. Its text is "NAME STEP" or "NAME STEP shown",
// the step counted from 1.
type LessonAt struct {
	Name  string // "" for none
	Slide bool   // Name is the plan's slide, not a lesson
	Step  int
	Shown bool
	Began int64 // when the class plan's minutes began to count, in Unix seconds; 0 for never
	// Presenting is whether presentation mode was on: a restart after a
	// kill mid-class presents again.
	Presenting bool
	// Coin is whether the chance variant was on: a restart keeps it as
	// it was, not as the game's record says (a game the coin played
	// once, then the teacher turned it off).
	Coin bool
	// LessonsGame is whether the game is a lesson's, loaded from it for
	// the class: in presentation mode the plan's next lesson replaces it
	// without asking, after a restart as before it.
	LessonsGame bool
	// PlayedOn is the name of the plan's lesson the class played on from,
	// with no lesson or slide open: a restart goes on in the plan from it.
	PlayedOn string
}

// String returns at's text in the autosave.
func (at LessonAt) String() string {
	if at.Name == "" {
		return ""
	}
	text := fmt.Sprintf("%s %d", at.Name, at.Step+1)
	if at.Shown {
		text += " shown"
	}
	return text
}

// parseLessonAt reads LessonAt's text: the name, the step from 0 and
// whether its answer is out; no name where it cannot.
func parseLessonAt(text string) (name string, step int, shown bool) {
	f := strings.Fields(text)
	if len(f) < 2 || len(f) > 3 || len(f) == 3 && f[2] != "shown" {
		return "", 0, false
	}
	if _, err := fmt.Sscanf(f[1], "%d", &step); err != nil || step < 1 {
		return "", 0, false
	}
	return f[0], step - 1, len(f) == 3
}

// Encode returns the autosave's text.
func (s Autosave) Encode() ([]byte, error) {
	opponent, err := s.Opponent.MarshalText()
	if err != nil {
		return nil, err
	}
	var data bytes.Buffer
	data.WriteString(opponentComment + string(opponent) + "\n")
	if s.Unsaved {
		data.WriteString(unsavedComment + "\n")
	}
	switch {
	case s.Lesson.Name != "" && s.Lesson.Slide:
		data.WriteString(slideComment + s.Lesson.String() + "\n")
	case s.Lesson.Name != "":
		data.WriteString(lessonComment + s.Lesson.String() + "\n")
	}
	if s.Lesson.Began != 0 {
		data.WriteString(planComment + strconv.FormatInt(s.Lesson.Began, 10) + "\n")
	}
	if s.Lesson.Presenting {
		data.WriteString(presentComment + "\n")
	}
	if s.Lesson.Coin {
		data.WriteString(coinComment + "\n")
	}
	if s.Lesson.LessonsGame {
		data.WriteString(lessonsComment + "\n")
	}
	if s.Lesson.PlayedOn != "" {
		data.WriteString(playedComment + s.Lesson.PlayedOn + "\n")
	}
	if _, err := s.Record.WriteTo(&data); err != nil {
		return nil, err
	}
	return data.Bytes(), nil
}

// DecodeAutosave reads the autosave data of the file called name. When
// the record cannot be replayed to its end (a malformed line, or a file
// cut short), the error says why and the record returned holds the
// actions before the first bad line, which may be none. An autosave
// written before it said whom the game is played against (or whose
// opponent line cannot be read) is read as legacy says, as the
// preferences kept it then: its opponent, and whether it was unsaved.
func DecodeAutosave(name string, data []byte, legacy Autosave) (Autosave, error) {
	got := Autosave{Opponent: legacy.Opponent, Unsaved: true}
	old := true
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSpace(line)
		if text, ok := strings.CutPrefix(line, opponentComment); ok {
			old = got.Opponent.UnmarshalText([]byte(text)) != nil
			got.Unsaved = false
		} else if line == unsavedComment {
			got.Unsaved = true
		} else if text, ok := strings.CutPrefix(line, lessonComment); ok {
			got.Lesson.Name, got.Lesson.Step, got.Lesson.Shown = parseLessonAt(text)
		} else if text, ok := strings.CutPrefix(line, slideComment); ok {
			got.Lesson.Name, got.Lesson.Step, got.Lesson.Shown = parseLessonAt(text)
			got.Lesson.Slide = got.Lesson.Name != ""
		} else if text, ok := strings.CutPrefix(line, planComment); ok {
			got.Lesson.Began, _ = strconv.ParseInt(text, 10, 64)
		} else if line == presentComment {
			got.Lesson.Presenting = true
		} else if line == coinComment {
			got.Lesson.Coin = true
		} else if line == lessonsComment {
			got.Lesson.LessonsGame = true
		} else if text, ok := strings.CutPrefix(line, playedComment); ok {
			got.Lesson.PlayedOn = strings.TrimSpace(text)
		}
	}
	if old {
		got.Unsaved = legacy.Unsaved
	}
	var err error
	got.Record, err = game.Parse(name, bytes.NewReader(data))
	var re *game.RecordError
	if errors.As(err, &re) {
		got.Record, _ = game.Parse(name, bytes.NewReader(firstLines(data, re.Line-1)))
	}
	got.Unsaved = got.Unsaved && got.Record != nil && got.Record.Len() > 0
	return got, err
}

// firstLines returns the first n lines of data.
func firstLines(data []byte, n int) []byte {
	end := 0
	for ; n > 0 && end < len(data); n-- {
		i := bytes.IndexByte(data[end:], '\n')
		if i < 0 {
			return data
		}
		end += i + 1
	}
	return data[:end]
}
