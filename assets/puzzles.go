package assets

import (
	"embed"
	"io/fs"
)

//go:embed puzzles/*.qttt
var puzzles embed.FS

// PuzzleFiles returns the folder of bundled practice puzzles, NN-KIND.qttt
// from easy to hard (the format is described in puzzles/README.md). Load
// them with puzzle.Load.
func PuzzleFiles() fs.FS {
	files, _ := fs.Sub(puzzles, "puzzles") // a folder of the embedded files: no error
	return files
}
