package coach

import (
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/model"
)

// Refused words o, why an input on the board or an action of the model
// did nothing, for the status line, with s the present position. It is
// "" where the user has nothing to do about it: the action was carried
// out, had nothing to do, or a question's dialog is on show.
func Refused(o model.Objection, s game.State) string {
	switch o.Why {
	case model.AnswerFirst:
		return lang.L("The answer comes first: press {{.Reveal}} or {{.Next}} to show it.", map[string]any{"Reveal": command.KeyLabel(command.Reveal), "Next": command.KeyLabel(command.NextStep)})
	case model.LessonEnd:
		return lang.L("This is the lesson's last step: play on from here, or press {{.Key}} for the next lesson.", map[string]any{"Key": command.KeyLabel(command.NextLesson)})
	case model.Predict:
		return lang.L("Predict first, and say why: the board takes a move once the answer is shown ({{.Key}}).", map[string]any{"Key": command.KeyLabel(command.Reveal)})
	case model.AtLessonStep:
		return lang.L("This is a step of the lesson: {{.Key}} goes on, and Play from here plays on from this position.", map[string]any{"Key": command.KeyLabel(command.NextStep)})
	case model.OnReview:
		return lang.L("You are looking at an earlier position. Press {{.Key}} or Back to game to play on.", map[string]any{"Key": command.KeyLabel(command.BackToGame)})
	case model.ComputerTurn:
		return lang.L("Wait for the computer: it is thinking.")
	case model.GameOver:
		return lang.L("The game is over. Start a new game, or undo to play on from an earlier position.")
	case model.SquareTaken:
		return lang.L("Square {{.Square}} already holds the classical mark {{.Mark}}: pick a square without one.",
			map[string]any{"Square": o.Square, "Mark": o.Mark})
	case model.NinthTaken:
		return lang.L("Square {{.Square}} already holds the classical mark {{.Mark}}: the ninth mark goes in the one square left.",
			map[string]any{"Square": o.Square, "Mark": o.Mark})
	case model.NotInPair:
		return lang.L("{{.Mark}} can only land in square {{.A}} or square {{.B}}.",
			map[string]any{"Mark": o.Mark, "A": o.Pair[0], "B": o.Pair[1]})
	case model.CoinChooses:
		return lang.L("A fair coin decides this collapse in a moment: no square needs picking.")
	case model.NotNewest:
		return MarkTap(s, o.Square, o.Mark)
	case model.HeldSquare:
		return lang.L("Click square {{.Square}} again to choose it: the board now shows where every mark would then land.", map[string]any{"Square": o.Square})
	case model.HeldMark:
		return HeldMark(s, o.Square, o.Mark)
	}
	return ""
}
