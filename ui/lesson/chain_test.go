package lesson

import (
	"regexp"
	"testing"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
)

// chainLink finds, in an English answer, a mark and the only square left
// to it: "X3 has only square 1 left", "then O4 only square 6", "O2, which
// shares square 1 with X3, has only square 9 left".
var chainLink = regexp.MustCompile(`([XO][1-9])(?:, which shares square [1-9] with [XO][1-9],)?(?: has)? only square ([1-9])`)

// Lesson 6's first answer (O8 in square 3: who wins?) said only that the
// cascade gives O the line 3, 6, 9, and the t13 walk's student had to
// build the chain alone (#9). It names where each mark of the cascade that
// makes the line lands, and the engine agrees with every one.
func TestLessonSixShowsTheCascadesChain(t *testing.T) {
	lessons, err := Load(assets.LessonFiles(), "")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lessons {
		if l.Name != "06-ninth-move" {
			continue
		}
		for i, st := range l.Steps {
			if st.Question == "" {
				continue
			}
			before, _ := l.State(i)
			after := before
			if _, err := after.Apply(game.ChooseAction(3)); err != nil {
				t.Fatal(err)
			}
			named := map[string]bool{}
			for _, m := range chainLink.FindAllStringSubmatch(st.Answer, -1) {
				named[m[1]] = true
				for mark := game.Mark(1); mark <= game.MaxMoves; mark++ {
					if mark.String() == m[1] && after.Landed(mark).String() != m[2] {
						t.Errorf("the answer says %s has only square %s left; the engine lands it in %v", m[1], m[2], after.Landed(mark))
					}
				}
			}
			for _, m := range []string{"X3", "O4", "O6", "X1", "O2"} {
				if !named[m] {
					t.Errorf("the answer %q does not say where %s lands", st.Answer, m)
				}
			}
			return // the first question only
		}
	}
	t.Fatal("no question in lesson 6")
}
