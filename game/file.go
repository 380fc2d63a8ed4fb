package game

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"path"
	"strings"
)

// FileExt is the file name extension of game records.
const FileExt = ".qttt"

// File is a record file read whole, for formats that keep more than the
// game in its comment lines (lessons, puzzles): the game and the lines it
// was read from.
type File struct {
	Name   string   // the file's name without folder and extension, e.g. "07-cascade"
	Record *Record  // the game, replayed
	Lines  []string // line n of the file is Lines[n-1], trimmed of spaces
}

// ParseFile reads a record file as Parse does, and keeps its name and lines.
func ParseFile(name string, rd io.Reader) (*File, error) {
	data, err := io.ReadAll(io.LimitReader(rd, MaxRecordSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	rec, err := Parse(name, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	f := &File{Name: strings.TrimSuffix(path.Base(name), FileExt), Record: rec}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, MaxRecordSize+1) // Parse has refused larger files
	for sc.Scan() {
		line := sc.Text()
		if len(f.Lines) == 0 {
			line = strings.TrimPrefix(line, "\ufeff") // as Parse does
		}
		f.Lines = append(f.Lines, strings.TrimSpace(line))
	}
	return f, nil
}
