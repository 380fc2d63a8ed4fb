// Package practice is the practice screen: puzzles from real positions
// (game/puzzle), each shown on a board with its question, answered by
// mouse or keyboard, checked by the engine and explained; the puzzles
// solved are kept in the settings across starts.
package practice

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/settings"
)

// View shows one puzzle at a time. Its keys: 1–9 pick squares (0 a mark
// that stays spooky), Enter checks the answer, Escape closes, Page Down and
// Page Up go to the next and previous puzzle.
type View struct {
	// OnClose is called when the student closes the practice.
	OnClose func()

	puzzles []*puzzle.Puzzle
	store   *settings.Store
	solver  *solver.Solver
	index   int
	answer  answerer
	checked bool

	board                             *board.Board
	heading, progress, question       *widget.Label
	verdict, explanation              *widget.Label
	answerBox                         *fyne.Container
	check, retry, prev, next, closeBt *widget.Button
	content                           fyne.CanvasObject
}

// answerer is the way one kind of puzzle is answered.
type answerer interface {
	object() fyne.CanvasObject
	square(sq game.Square) // 1–9 picked by key or tap, 0 by the key 0
	correct() bool
	disable()
}

// New returns the practice screen over puzzles, keeping the solved ones in
// store, and opens the first puzzle not yet solved. sv answers the win
// puzzles' explanations.
func New(puzzles []*puzzle.Puzzle, store *settings.Store, sv *solver.Solver) *View {
	big := func(bold bool) *widget.Label {
		return &widget.Label{SizeName: theme.SizeNameSubHeadingText, Wrapping: fyne.TextWrapWord, TextStyle: fyne.TextStyle{Bold: bold}}
	}
	v := &View{
		puzzles:     puzzles,
		store:       store,
		solver:      sv,
		board:       board.New(),
		heading:     big(true),
		progress:    wrapped(""),
		question:    big(true),
		verdict:     big(true),
		explanation: big(false),
		answerBox:   container.NewVBox(),
	}
	v.board.OnSquare = v.Square
	v.check = widget.NewButtonWithIcon(lang.L("Check (Enter)"), theme.ConfirmIcon(), v.Check)
	v.check.Importance = widget.HighImportance
	v.retry = widget.NewButtonWithIcon(lang.L("Try again"), theme.ViewRefreshIcon(), func() { v.open(v.index) })
	v.prev = widget.NewButtonWithIcon(lang.L("Previous puzzle"), theme.NavigateBackIcon(), func() { v.open(v.index - 1) })
	v.next = widget.NewButtonWithIcon(lang.L("Next puzzle"), theme.NavigateNextIcon(), func() { v.open(v.index + 1) })
	v.next.IconPlacement = widget.ButtonIconTrailingText
	v.closeBt = widget.NewButtonWithIcon(lang.L("Back to game"), theme.CancelIcon(), v.Close)
	panel := container.NewVBox(v.heading, v.progress, widget.NewSeparator(), v.question, v.answerBox,
		container.NewHBox(v.check, v.retry), v.verdict, v.explanation)
	buttons := container.NewHBox(v.prev, v.next, v.closeBt)
	side := container.NewBorder(nil, buttons, nil, nil, container.NewVScroll(panel))
	v.content = container.NewStack(newBackdrop(), container.New(beside{}, v.board, side))
	v.open(v.firstUnsolved())
	return v
}

// Content returns what the screen shows.
func (v *View) Content() fyne.CanvasObject { return v.content }

// Index returns the number of the puzzle shown, from 0.
func (v *View) Index() int { return v.index }

// firstUnsolved returns the first puzzle not solved yet, or 0.
func (v *View) firstUnsolved() int {
	solved := v.store.Get().Solved
	for i, p := range v.puzzles {
		if !solved.Has(p.Name) {
			return i
		}
	}
	return 0
}

// open shows puzzle i, unanswered.
func (v *View) open(i int) {
	if i < 0 || i >= len(v.puzzles) {
		return
	}
	v.index, v.checked = i, false
	p := v.puzzles[i]
	s := p.State()
	v.board.SetState(s)
	v.board.SetSelected(game.NoSquare)
	v.board.SetInteractive(p.Kind == puzzle.Win)
	switch p.Kind {
	case puzzle.Cascade:
		v.answer = newCascadeAnswer(s, p.Choice)
	case puzzle.Count:
		v.answer = newCountAnswer(p.Boards, v.Check)
	case puzzle.Win:
		v.answer = newWinAnswer(s, v.board, p.Wins)
	}
	v.heading.SetText(lang.L("Puzzle {{.Number}} of {{.Total}}: {{.Title}}",
		map[string]any{"Number": i + 1, "Total": len(v.puzzles), "Title": Title(p)}))
	v.question.SetText(Question(p))
	v.answerBox.Objects = []fyne.CanvasObject{v.answer.object()}
	v.answerBox.Refresh()
	v.verdict.SetText("")
	v.explanation.SetText("")
	v.check.Enable()
	v.retry.Disable()
	v.showProgress(true)
	enable(v.prev, i > 0)
	enable(v.next, i+1 < len(v.puzzles))
}

// enable enables b when on is true and disables it otherwise.
func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// showProgress shows how many puzzles are solved and, asked to, whether
// the one shown was solved before.
func (v *View) showProgress(before bool) {
	n := 0
	for _, p := range v.puzzles {
		if v.store.Get().Solved.Has(p.Name) {
			n++
		}
	}
	text := i18n.N("Solved: {{.Count}} of {{.Total}} puzzles.", n, map[string]any{"Count": n, "Total": len(v.puzzles)})
	if before && v.store.Get().Solved.Has(v.puzzles[v.index].Name) {
		text += " " + lang.L("You have solved this one before.")
	}
	v.progress.SetText(text)
}

// Square takes square sq (0 for "stays spooky"), picked by a key or a tap,
// as part of the answer.
func (v *View) Square(sq game.Square) {
	if !v.checked {
		v.answer.square(sq)
	}
}

// Check checks the answer with the engine and explains it; a right answer
// counts the puzzle as solved.
func (v *View) Check() {
	if v.checked {
		return
	}
	v.checked = true
	p := v.puzzles[v.index]
	right := v.answer.correct()
	v.answer.disable()
	v.board.SetInteractive(false)
	v.board.SetSelected(game.NoSquare)
	v.check.Disable()
	v.retry.Enable()
	if right {
		v.verdict.SetText(lang.L("Right!"))
		if !v.store.Get().Solved.Has(p.Name) {
			v.store.Update(func(s *settings.Settings) { s.Solved = s.Solved.With(p.Name) })
		}
	} else {
		v.verdict.SetText(lang.L("Not quite. Here is how it goes:"))
	}
	v.showProgress(false)
	if p.Kind == puzzle.Cascade {
		s := p.State()
		after := s
		cascade, _ := after.Apply(game.ChooseAction(p.Choice))
		v.board.PlayCascade(s, cascade, after, nil) // what the explanation tells, on the board
	}
	v.explanation.SetText(Explanation(p, v.solver))
}

// Key does what key k does on the practice screen, and reports whether it
// did anything.
func (v *View) Key(k fyne.KeyName) bool {
	switch {
	case k >= fyne.Key0 && k <= fyne.Key9:
		v.Square(game.Square(k[0] - '0'))
	case k == fyne.KeyReturn || k == fyne.KeyEnter:
		v.Check()
	case k == fyne.KeyPageDown:
		v.open(v.index + 1)
	case k == fyne.KeyPageUp:
		v.open(v.index - 1)
	case k == fyne.KeyEscape:
		switch {
		case v.board.Animating():
			v.board.SkipAnimation()
		default:
			v.Close()
		}
	default:
		return false
	}
	return true
}

// Close leaves the practice.
func (v *View) Close() {
	if v.OnClose != nil {
		v.OnClose()
	}
}

// beside lays the board out as a square as high as there is room for, at
// most half the width and never so wide that the panel beside it gets less
// than its least width, and the panel in the rest.
type beside struct{}

func (beside) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	panelWidth := objects[1].MinSize().Width
	side := max(0, min(size.Height-2*pad, size.Width*0.5, size.Width-panelWidth-4*pad))
	objects[0].Move(fyne.NewPos(pad, pad))
	objects[0].Resize(fyne.NewSquareSize(side))
	objects[1].Move(fyne.NewPos(side+3*pad, pad))
	objects[1].Resize(fyne.NewSize(size.Width-side-4*pad, size.Height-2*pad))
}

func (beside) MinSize(objects []fyne.CanvasObject) fyne.Size {
	m := objects[1].MinSize()
	return fyne.NewSize(m.Width*2, m.Height)
}
