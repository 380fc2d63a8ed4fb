// Package worksheet writes what a teacher prints, as PDF: a lesson's
// worksheet (the lesson's positions drawn as boards, each with a question,
// its choices to tick and room to answer, blank boards for playing on
// paper, the teacher's guide's quiz twice, for before and after the class,
// and an answer key on a page of its own) and the teacher's guide itself. It needs no display, so that the command line writes
// worksheets too (qttt --worksheet). The questions it puts on a lesson's
// positions (this file) are also what the presenter's view shows the
// teacher; the browser build (build tag js), which can save no file, has
// only these and no PDF writer.
package worksheet

import (
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/narrate"
)

// StepQuestion returns the question step i of lesson l asks the class,
// with its answer, or, for a step that asks none, the question Ask puts on
// its position.
func StepQuestion(l *lesson.Lesson, i int) (q, answer string) {
	if st := l.Steps[i]; st.Question != "" {
		return st.Question, st.Answer
	}
	s, _ := l.State(i)
	return Ask(s)
}

// Ask returns a question on position s that a student can answer from
// the board, with its answer, or "" if s asks nothing: a pending collapse
// asks for the outcome of one choice, a position with spooky marks for the
// number of possible boards. The worksheet prints it under the position;
// the presenter's view shows the teacher both.
func Ask(s game.State) (q, answer string) {
	if s.Phase() == game.PhaseChoose {
		m := s.Newest()
		sq, _ := s.Pair(m)
		if b, _ := s.Pair(m); b < sq {
			sq = b
		}
		after := s
		cascade, err := after.Apply(game.ChooseAction(sq))
		if err != nil {
			return "", ""
		}
		q = lang.L("If {{.Chooser}} chooses square {{.Square}} for {{.Mark}}, which marks become classical, and in which squares?",
			map[string]any{"Chooser": s.ToAct(), "Square": sq, "Mark": m})
		return q, joinLines(narrate.Narrate(after, cascade, false))
	}
	if n := s.Ensemble().Len(); n > 1 && !s.Over() {
		return lang.L("How many classical boards could the spooky marks still end up as?"),
			i18n.N("The spooky marks could still end up as {{.Count}} classical boards.", n, map[string]any{"Count": n})
	}
	return "", ""
}

// joinLines joins sentences into one paragraph.
func joinLines(lines []string) string {
	var s string
	for _, l := range lines {
		s = join(s, l)
	}
	return s
}

// join joins two pieces of one paragraph.
func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + " " + b
}
