package narrate

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/lesson"
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
// number of possible boards. A worksheet prints it under the position;
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
		return q, strings.Join(Narrate(after, cascade, false), " ")
	}
	if n := s.Ensemble().Len(); n > 1 && !s.Over() {
		return lang.L("How many classical boards could the spooky marks still end up as?"),
			i18n.N("The spooky marks could still end up as {{.Count}} classical boards.", n, map[string]any{"Count": n})
	}
	return "", ""
}
