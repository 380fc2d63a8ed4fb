package assets

import "embed"

// Lessons holds the bundled guided lessons: lessons/NAME.qttt in English,
// with any translation beside it as lessons/NAME.LANG.qttt (the format is
// described in lessons/README.md). Load them with
// teach.LoadLessons(fs.Sub(assets.Lessons, LessonsDir)).
//
//go:embed lessons/*.qttt
var Lessons embed.FS

// LessonsDir is the folder of Lessons that holds the files.
const LessonsDir = "lessons"
