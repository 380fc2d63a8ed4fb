package coach

import (
	"strings"
	"testing"
)

// A branch hanging off a cycle becomes classical in the same square
// whichever choice is made: a tap on it says so.
func TestATapOnABranchMarkSaysItLandsEitherWay(t *testing.T) {
	if got := MarkTap(recordState(t, "X1 1 2\nO2 2 3\nX3 1 2\n"), 3, 2); !strings.Contains(got, "O2 lands in square 3 whichever square X3 takes") {
		t.Errorf("a tap on O2 in square 3: %q", got)
	}
	if got := MarkTap(recordState(t, "X1 1 2\nO2 2 3\nX3 1 2\n"), 2, 2); !strings.Contains(got, "O2 cannot land in square 2 in this collapse") {
		t.Errorf("a tap on O2 in square 2: %q", got)
	}
}
