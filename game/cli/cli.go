// Package cli reads the app's command line (Parse: every mode's options,
// in one place) and answers the requests that need no window, such as
// replaying game records as JSON.
package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/cli/termsafe"
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

// readRecord parses the record file name. Only a regular file is opened:
// opening a named pipe or a device could wait forever for data.
func readRecord(name string) (*game.Record, error) {
	if err := RegularFile(name); err != nil {
		return nil, err
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return game.Parse(name, f)
}

// RegularFile returns an error unless the file at path is a regular
// file (or a link to one): not a folder, a named pipe, a socket or a
// device, which a game record never is and which opening could block on.
func RegularFile(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file (%s): not a game record", path, kind(fi.Mode()))
	}
	return nil
}

// kind names the sort of file m describes, in RegularFile's errors.
func kind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}
