package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// welcomeOnFirstStart shows the welcome once, at the first start; Help ›
// Welcome shows it again.
func (a *App) welcomeOnFirstStart() {
	if !a.settings.Get().Welcomed {
		a.controls.Invoke(command.Welcome)
	}
}

// showWelcome offers the ways in: the first lesson, a game against the
// computer, a game with a friend, and how to play; and says where the
// welcome and the settings (the language first) are found again.
func (s *student) showWelcome() {
	s.settings.Update(func(st *settings.Settings) { st.Welcomed = true })
	var d dialog.Dialog
	then := func(f func()) func() {
		return func() {
			d.Hide()
			f()
		}
	}
	lesson := widget.NewButtonWithIcon(lang.L("Start lesson 1"), theme.MediaPlayIcon(), then(func() { s.model.OpenLesson(0) }))
	lesson.Importance = widget.HighImportance
	computer := widget.NewButtonWithIcon(lang.L("Play against the computer"), theme.ComputerIcon(), then(s.playComputer))
	friend := widget.NewButtonWithIcon(lang.L("Play with a friend at this computer"), theme.AccountIcon(), then(func() {
		s.model.Replace(game.NewRecord(), session.Opponent{Side: game.NoPlayer}, false)
	}))
	rules := widget.NewButtonWithIcon(lang.L("How to play"), theme.InfoIcon(), then(s.showHowToPlay))
	text := &widget.Label{Text: lang.L("Quantum tic-tac-toe is tic-tac-toe with an idea from quantum physics: each move writes a mark as two small spooky marks, in two squares. The game is a metaphor for superposition, entanglement and measurement. How would you like to start?"),
		Wrapping: fyne.TextWrapWord}
	again := &widget.Label{Text: lang.L("Help › Welcome shows this again.") + "\n" +
		lang.L("File › Settings… chooses the language, the theme and how well the computer plays."), Wrapping: fyne.TextWrapWord}
	content := container.NewVBox(text, lesson, computer, friend, rules, again)
	d = dialog.NewCustom(lang.L("Welcome to quantum tic-tac-toe"), lang.L("Close"), content, s.win)
	d.Resize(fyne.NewSize(min(s.win.Canvas().Size().Width*0.9, 40*theme.TextSize()), content.MinSize().Height))
	dialogs.Show(d, s.win, lesson.OnTapped, d.Hide)
}

// showHowToPlay shows the rules in brief and the keys.
func (s *student) showHowToPlay() {
	para := func(text string) fyne.CanvasObject {
		return &widget.Label{Text: text, Wrapping: fyne.TextWrapWord}
	}
	heading := func(text string) fyne.CanvasObject {
		return &widget.Label{Text: text, TextStyle: fyne.TextStyle{Bold: true}, SizeName: theme.SizeNameSubHeadingText}
	}
	content := container.NewVBox(
		heading(lang.L("The rules in brief")),
		para(lang.L("1. X and O take turns; X moves first. A move writes your mark, with the move's number (X1, O2 …), as two spooky marks in two different squares without a classical mark. Which of the two squares the mark gets is not settled yet: both stay possible.")),
		para(lang.L("2. Spooky marks linked through shared squares are entangled. A move whose two squares are already linked that way closes a cycle.")),
		para(lang.L("3. By the game's rule a cycle collapses at once: the player who did not close it chooses which of its two squares the newest mark gets. Then every mark entangled with it becomes classical, each in the only square left to it.")),
		para(lang.L("4. Only classical marks count: three of yours in a row, column or diagonal win. If one collapse gives both players a line, the line whose newest mark has the lower move number wins: it was finished earlier. That is this app's simplification: in Goff's own scoring that line gets 1 point and the other line ½ point. The app's hints and reviews count wins and draws by this rule.")),
		para(lang.L("5. When only one square without a classical mark is left, X's ninth move is a single classical mark there. A full board without a line is a draw.")),
		heading(lang.L("Keys")),
		para(lang.L("{{.Squares}} or a click: pick a square (the numeric keypad works too). {{.Cancel}}: cancel a half-made move, or skip a collapse as it is drawn.",
			map[string]any{"Squares": command.KeyLabel(command.Square1) + "–" + command.KeyLabel(command.Square9), "Cancel": command.KeyLabel(command.Cancel)})),
		para(lang.L("{{.NewGame}}: new game. {{.Undo}} and {{.Redo}}: undo and redo. {{.Hint}}: hint. {{.Review}}: review mistakes.",
			map[string]any{"NewGame": command.KeyLabel(command.NewGame), "Undo": command.KeyLabel(command.Undo), "Redo": command.KeyLabel(command.Redo), "Hint": command.KeyLabel(command.Hint), "Review": command.KeyLabel(command.ReviewMistakes)})),
		para(lang.L("{{.Tabs}}: the teaching tabs. {{.Graph}}: the entanglement graph. {{.Next}} and {{.Previous}}: a lesson's next and previous step. {{.Practice}}: practice puzzles.",
			map[string]any{"Tabs": command.KeyLabel(command.TabExplain) + "–" + command.KeyLabel(command.TabLessons), "Graph": command.KeyLabel(command.GraphInPlace),
				"Next": command.KeyLabel(command.NextStep), "Previous": command.KeyLabel(command.PreviousStep), "Practice": command.KeyLabel(command.Practice)})),
		para(lang.L("{{.Present}}: presentation mode. {{.ZoomIn}} and {{.ZoomOut}}: zoom.",
			map[string]any{"Present": command.KeyLabel(command.Present), "ZoomIn": command.KeyLabel(command.ZoomIn), "ZoomOut": command.KeyLabel(command.ZoomOut)})),
	)
	scroll := container.NewVScroll(content)
	d := dialog.NewCustom(lang.L("How to play"), lang.L("Close"), scroll, s.win)
	size := s.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(size.Width*0.9, 45*theme.TextSize()), size.Height*0.85))
	dialogs.ShowMessage(d, s.win)
}
