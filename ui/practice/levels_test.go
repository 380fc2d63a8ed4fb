package practice

import (
	"fmt"
	"slices"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/puzzle"
)

// TestEachLevelAsksWhatItPromises: each level asks only the kinds of
// question its "what you learn here" line promises (student walk t17 #4:
// level 2 "Counting boards" opened with "Entangled marks", level 3 asked
// "How many boards" again, level 6 "Who chooses" asked level 5's kind);
// no two of a level's count or groups puzzles are the same sum (puzzles
// 5 and 7 were each one group over three squares); where a line promises
// two kinds, neither comes more than twice in a row; and level 5, whose
// line promises that a mark attached to the cycle lands in the same
// square either way, asks about attached marks (one square) as well as
// marks on the cycle (two), never the same one three times running
// (student walk t8 #4: six two-square questions in a row).
func TestEachLevelAsksWhatItPromises(t *testing.T) {
	promised := map[int][]puzzle.Kind{
		1: {puzzle.Entangled, puzzle.Groups}, // marks linked directly or through other marks
		2: {puzzle.Count},
		3: {puzzle.Cycle},
		4: {puzzle.Cascade},
		5: {puzzle.Where},
		6: {puzzle.Chooser},
		7: {puzzle.Cascade, puzzle.Count}, // larger groups settle and count the same way
		8: {puzzle.Win},
	}
	ps := loadPuzzles(t)
	sums := map[int]map[string]string{}
	for i, p := range ps {
		if want, ok := promised[p.Level]; ok && !slices.Contains(want, p.Kind) {
			t.Errorf("%s: level %d's line promises %v, not %s", p.Name, p.Level, want, p.Kind)
		}
		if p.Kind == puzzle.Count || p.Kind == puzzle.Groups {
			if sums[p.Level] == nil {
				sums[p.Level] = map[string]string{}
			}
			sum := fmt.Sprint(p.Kind, groupSizes(p.State()))
			if q, ok := sums[p.Level][sum]; ok {
				t.Errorf("%s is %s's sum again: %s", p.Name, q, sum)
			}
			sums[p.Level][sum] = p.Name
		}
		if i >= 2 && ps[i-1].Level == p.Level && ps[i-2].Level == p.Level &&
			ps[i-1].Kind == p.Kind && ps[i-2].Kind == p.Kind && len(promised[p.Level]) != 1 {
			t.Errorf("%s: a third %s puzzle in a row", p.Name, p.Kind)
		}
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

// groupSizes returns the squares and marks of each entangled group of s,
// sorted: two boards with the same are the same sum.
func groupSizes(s game.State) []string {
	var sizes []string
	for _, g := range s.Groups() {
		if len(g.Marks) > 0 {
			sizes = append(sizes, fmt.Sprintf("%d squares, %d marks", len(g.Squares), len(g.Marks)))
		}
	}
	slices.Sort(sizes)
	return sizes
}
