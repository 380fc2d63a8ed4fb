package assets

import (
	"embed"
	"io/fs"
)

//go:embed lessons/*.qttt
var lessons embed.FS

// LessonFiles returns the folder of bundled guided lessons: NAME.qttt in
// English, with any translation beside it as NAME.LANG.qttt (the format is
// described in lessons/README.md). Load them with lesson.Load.
func LessonFiles() fs.FS {
	files, _ := fs.Sub(lessons, "lessons") // a folder of the embedded files: no error
	return files
}
