// Package cli reads the app's command line (Parse: every mode's options,
// in one place) and answers the requests that need no window, such as
// replaying game records as JSON.
package cli

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/cli/termsafe"
	"github.com/qttt-edu/qttt/ui/internal/durable"
)

// Summary is a position in the JSON shape that --replay prints.
type Summary struct {
	Moves     int         `json:"moves"`
	ToMove    *string     `json:"to_move"`
	Over      bool        `json:"over"`
	Winner    *string     `json:"winner"`
	Collapse  *Collapse   `json:"collapse"`
	Classical [9]*string  `json:"classical"`
	Spooky    [9][]string `json:"spooky"`
	Lines     []Line      `json:"lines"`
}

// Collapse describes a pending collapse choice.
type Collapse struct {
	Chooser string         `json:"chooser"`
	Mark    string         `json:"mark"`
	Squares [2]game.Square `json:"squares"`
}

// Line is a line of three classical marks.
type Line struct {
	Player  string         `json:"player"`
	Squares [3]game.Square `json:"squares"`
	MaxMove int            `json:"max_move"`
}

// Summarize describes state s in the --replay shape.
func Summarize(s game.State) Summary {
	sum := Summary{Moves: s.Moves(), Over: s.Over(), Lines: []Line{}}
	sum.ToMove = playerOrNull(s.ToMove())
	sum.Winner = playerOrNull(s.Winner())
	if s.Phase() == game.PhaseChoose {
		m := s.Newest()
		a, b := s.Pair(m)
		sum.Collapse = &Collapse{Chooser: s.ToAct().String(), Mark: m.String(), Squares: [2]game.Square{a, b}}
	}
	for i, sq := range game.Squares {
		if m := s.Classical(sq); m != 0 {
			name := m.String()
			sum.Classical[i] = &name
		}
		sum.Spooky[i] = []string{}
		for _, m := range s.Spooky(sq) {
			sum.Spooky[i] = append(sum.Spooky[i], m.String())
		}
	}
	for _, l := range s.Lines() {
		sum.Lines = append(sum.Lines, Line{Player: l.Player.String(), Squares: l.Squares, MaxMove: int(l.MaxMove)})
	}
	return sum
}

// playerOrNull returns p's name, or nil for NoPlayer.
func playerOrNull(p game.Player) *string {
	if p == game.NoPlayer {
		return nil
	}
	name := p.String()
	return &name
}

// Replay reads each record file in turn and writes one JSON summary line
// per file to stdout. A file that cannot be read or replayed gets a line
// on stderr instead, naming the file and line, and the files after it are
// replayed still. It reports whether every file was replayed.
func Replay(stdout, stderr io.Writer, files []string) bool {
	enc := json.NewEncoder(stdout)
	ok := true
	for _, name := range files {
		r, err := readRecord(name)
		if err == nil {
			err = enc.Encode(Summarize(r.State()))
		}
		if err != nil {
			fmt.Fprintln(stderr, termsafe.Printable(err.Error())) // a name may hold terminal escapes
			ok = false
		}
	}
	return ok
}

// readRecord parses the record file name. Only a regular file is read
// (durable.OpenRegular): a named pipe or a device is refused without
// waiting for data that may never come.
func readRecord(name string) (*game.Record, error) {
	f, err := durable.OpenRegular(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return game.Parse(name, f)
}
