package narrate

import (
	"slices"
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
		return q, strings.Join(wouldSettle(after, cascade), " ")
	}
	if n := s.Ensemble().Len(); n > 1 && !s.Over() {
		return lang.L("How many possible boards does this position have?"),
			i18n.N("There are {{.Count}} possible boards: the spooky marks could still end up as any of them.", n, map[string]any{"Count": n})
	}
	return "", ""
}

// wouldSettle tells, as the answer to "if … chooses", what a choice not
// made would do: each mark of cascade that would become classical, and
// where; then any line the collapse would complete in after and, if both
// players would get one, whose is earlier and wins.
func wouldSettle(after game.State, cascade []game.Landing) []string {
	landed := map[game.Mark]game.Square{}
	var lines []string
	for _, l := range cascade {
		landed[l.Mark] = l.Square
		if l.PushedBy == 0 {
			lines = append(lines, lang.L("{{.Mark}} would become classical in square {{.Square}}.",
				map[string]any{"Mark": l.Mark, "Square": l.Square}))
			continue
		}
		lines = append(lines, lang.L("{{.By}} in square {{.Taken}} would leave only square {{.Square}} for {{.Mark}}.",
			map[string]any{"By": l.PushedBy, "Taken": landed[l.PushedBy], "Mark": l.Mark, "Square": l.Square}))
	}
	won := after.Lines()
	for _, w := range won {
		lines = append(lines, lang.L("{{.Player}} would then have the line {{.Squares}}.",
			map[string]any{"Player": w.Player, "Squares": i18n.List(w.Squares[:])}))
	}
	if len(won) > 1 && slices.ContainsFunc(won, func(w game.Line) bool { return w.Player != won[0].Player }) {
		lines = append(lines, lang.L("{{.Player}}'s line would be the earlier one, so {{.Player}} would win.",
			map[string]any{"Player": won[0].Player}))
	}
	return lines
}
