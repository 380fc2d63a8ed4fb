package teach

import (
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
)

// record replays a record written one action per line.
func record(t *testing.T, lines ...string) *game.Record { return uitest.Record(t, lines...) }
