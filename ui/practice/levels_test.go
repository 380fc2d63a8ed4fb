package practice

import (
	"testing"

	"github.com/qttt-edu/qttt/game/puzzle"
)

// TestEachLevelAsksWhatItPromises: within a level no kind of question
// comes more than twice in a row; level 5, whose line promises that a
// mark attached to the cycle lands in the same square either way, asks
// about attached marks (one square) as well as marks on the cycle (two),
// never the same one three times running (student walk t8 #4: six
// two-square questions in a row, none about an attached mark); and
// "Groups of marks" is not asked again in level 2, right after level 1.
func TestEachLevelAsksWhatItPromises(t *testing.T) {
	ps := loadPuzzles(t)
	kinds := map[int]map[puzzle.Kind]int{}
	for i, p := range ps {
		if kinds[p.Level] == nil {
			kinds[p.Level] = map[puzzle.Kind]int{}
		}
		kinds[p.Level][p.Kind]++
		if i >= 2 && ps[i-1].Level == p.Level && ps[i-2].Level == p.Level &&
			ps[i-1].Kind == p.Kind && ps[i-2].Kind == p.Kind {
			t.Errorf("%s: a third %s puzzle in a row", p.Name, p.Kind)
		}
	}
	for l, ks := range kinds {
		if len(ks) < 2 {
			t.Errorf("level %d asks only %v", l, ks)
		}
	}
	if kinds[1][puzzle.Groups] > 0 && kinds[2][puzzle.Groups] > 0 {
		t.Error(`levels 1 and 2 both ask "Groups of marks"`)
	}
	var attached, onCycle, run int
	last := -1
	for _, p := range ps {
		if p.Level != 5 || p.Kind != puzzle.Where {
			continue
		}
		one := len(p.Squares)
		if one == 1 {
			attached++
		} else {
			onCycle++
		}
		if one == last {
			run++
		} else {
			run = 1
		}
		last = one
		if run > 2 {
			t.Errorf("%s: a third question in a row about a mark with %d squares", p.Name, one)
		}
	}
	if attached < 3 || onCycle < 3 {
		t.Errorf("level 5 asks about %d attached marks and %d marks on the cycle, want three of each at least", attached, onCycle)
	}
}
