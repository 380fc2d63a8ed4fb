package assets

import (
	"embed"
	"path"
)

// Guide holds the teacher's guide, guide/guide.LANG.md, and the quiz that
// ends it and the worksheets, guide/quiz.LANG.md, in every language of the
// app (LANG as in translations). Both are Markdown; the quiz is a numbered
// list of questions, each with its answer quoted below it ("   > ...") and
// its choices in a comment no reader sees ("   <!-- choices: yes-no no -->",
// read by lesson.ParseQuiz).
// The guide links to lessons and tabs by their titles in its language:
// [Title](qttt:lesson), [Tab](qttt:tab).
//
//go:embed guide/*.md
var Guide embed.FS

// GuideFile returns the named file of Guide ("guide" or "quiz") in
// language, or in English if that language has none.
func GuideFile(name, language string) ([]byte, error) {
	data, err := Guide.ReadFile(path.Join("guide", name+"."+language+".md"))
	if err != nil {
		return Guide.ReadFile(path.Join("guide", name+".en.md"))
	}
	return data, nil
}
