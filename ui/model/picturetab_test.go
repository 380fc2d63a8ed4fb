package model

import (
	"strings"
	"testing"
	"time"

	"github.com/qttt-edu/qttt/ui/lesson"
)

// TestAPictureStepLeavesTheBoardsTabs: with the Graph tab (or the
// possible boards) open at a board's step, a step that shows the two
// paths in place of the board does not leave that board's graph beside
// the picture (the t15 student walk, lesson 7, shots 63, 65, 69:
// "X5 4–9, O6 4–9" under the photons).
func TestAPictureStepLeavesTheBoardsTabs(t *testing.T) {
	text := "#title: Paths\n#> A board.\nX1 1 9\nO2 1 9\n#> The two paths.\n#picture: two-paths\n#-\n#> The board again.\n"
	l, err := lesson.Parse("lesson.qttt", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	for _, tab := range []Tab{TabGraph, TabBoards} {
		m := New([]*lesson.Lesson{l}, nil, time.Now)
		m.OpenLesson(0)
		m.ShowTab(tab)
		if m.Forward() != Done || m.Picture() != lesson.PictureTwoPaths {
			t.Fatalf("Page Down: step %d, picture %q; want step 2 with the two paths", m.Step()+1, m.Picture())
		}
		if m.Tab() != TabExplain {
			t.Errorf("the two paths shown with tab %v beside them, want the explanation (%v)", m.Tab(), TabExplain)
		}
	}
}
