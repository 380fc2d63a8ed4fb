package uitest

import (
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
)

// Record replays a record written one action per line and fails the test
// on any error.
func Record(t testing.TB, lines ...string) *game.Record {
	t.Helper()
	r, err := game.Parse("test.qttt", strings.NewReader(strings.Join(lines, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	return r
}
