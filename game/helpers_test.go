package game

import (
	"strings"
	"testing"
)

// replay parses a record written inline and fails the test on any error.
func replay(t testing.TB, record string) *Record {
	t.Helper()
	r, err := Parse("test.qttt", strings.NewReader(record))
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return r
}

// stateOf replays a record and returns its final state.
func stateOf(t testing.TB, record string) State {
	t.Helper()
	return replay(t, record).State()
}

// marks renders a list of marks as "X1 O2" for compact comparisons.
func marks(ms []Mark) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = m.String()
	}
	return strings.Join(parts, " ")
}

// board renders the classical marks as nine cells, "." for none.
func board(s State) string {
	var cells []string
	for _, sq := range Squares {
		if m := s.Classical(sq); m != 0 {
			cells = append(cells, m.String())
		} else {
			cells = append(cells, ".")
		}
	}
	return strings.Join(cells, " ")
}
