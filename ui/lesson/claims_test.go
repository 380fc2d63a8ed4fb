package lesson

import (
	"io/fs"
	"testing"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game/solver"
)

// TestLessonClaimsHold has the solver check every claim of every bundled
// lesson, in every language, about who wins with perfect play.
func TestLessonClaimsHold(t *testing.T) {
	fsys := assets.LessonFiles()
	files, err := fs.Glob(fsys, "*"+fileExt)
	if err != nil {
		t.Fatal(err)
	}
	s := solver.New()
	claims := 0
	for _, f := range files {
		l, err := readFile(fsys, f)
		if err != nil {
			t.Error(err)
			continue
		}
		for _, c := range l.Claims {
			claims++
			if got := s.Value(c.State).Winner(); got != c.Winner {
				t.Errorf("%s:%d: the lesson claims %q; the solver says the winner is %v", f, c.Line, c.Text, got)
			}
		}
	}
	if claims == 0 {
		t.Error("no lesson states a claim the solver could check")
	}
}
