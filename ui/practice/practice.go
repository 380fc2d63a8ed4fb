// Package practice is the practice screen: puzzles from real positions
// (game/puzzle) in levels that open in order, each shown on a board with
// its question, answered by mouse or keyboard, checked by the engine and
// explained. It keeps nothing itself: the puzzles solved come in, and each
// newly solved one goes out through OnSolved for the shell to keep.
package practice

import (
	"slices"

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
	"github.com/qttt-edu/qttt/ui/internal/command"
)

// View shows one puzzle at a time, or the list of levels. Its keys: 1–9
// pick squares, marks or moves (0 a mark that stays spooky), Enter checks
// the answer, Page Down and Page Up go to the next and previous puzzle, L
// shows the levels or takes them away, Escape closes. Going to another
// puzzle checks an answer given and not checked first.
type View struct {
	// OnClose is called when the student closes the practice.
	OnClose func()
	// OnSolved is called with a puzzle's ID when it is answered right
	// for the first time before its answer was shown.
	OnSolved func(id string)
	// OnShown is called with a puzzle's ID when its answer is shown for
	// the first time: from then on it never counts as solved.
	OnShown func(id string)
	// OnOpened is called with a puzzle's ID when it comes on show, for
	// the shell to reopen the practice there (Resume).
	OnOpened func(id string)

	puzzles []*puzzle.Puzzle
	levels  []level
	solved  map[string]bool
	shown   map[string]bool // puzzles whose answer was shown, by name
	solver  *solver.Solver
	index   int
	answer  answerer
	checked bool

	board                    *board.Board
	heading, learn, progress *widget.Label
	question, verdict        *widget.Label
	explanation              *widget.Label
	answerBox                *fyne.Container
	levelsBt                 *widget.Button
	check, retry, show       navButton
	prev, next, closeB       navButton
	body                     *fyne.Container // the board and the panel beside it
	scroll                   *container.Scroll
	asked                    *fyne.Container // the puzzle's title and question, above its scroll
	levelList                *fyne.Container
	levelScroll              *container.Scroll
	content                  fyne.CanvasObject
}

// answerer is the way one kind of puzzle is answered.
type answerer interface {
	object() fyne.CanvasObject
	square(sq game.Square) // 1–9 picked by key or tap, 0 by the key 0
	correct() bool
	disable()
	enable()        // open again, as answered, for another try
	answered() bool // something is picked or typed
}

// New returns the practice screen over puzzles, of which those whose IDs
// are in solved are solved already and those in shown had their answer
// shown, and opens the first puzzle neither solved nor shown in an open
// level. sv answers the explanations that look ahead.
func New(puzzles []*puzzle.Puzzle, solved, shown []string, sv *solver.Solver) *View {
	v := &View{
		puzzles:     puzzles,
		levels:      levelsOf(puzzles),
		solved:      map[string]bool{},
		shown:       map[string]bool{},
		solver:      sv,
		board:       board.New(),
		heading:     &widget.Label{SizeName: theme.SizeNameSubHeadingText, Wrapping: fyne.TextWrapWord, TextStyle: fyne.TextStyle{Bold: true}},
		learn:       &widget.Label{Wrapping: fyne.TextWrapWord, TextStyle: fyne.TextStyle{Italic: true}},
		progress:    wrapped(""),
		question:    &widget.Label{SizeName: theme.SizeNameSubHeadingText, Wrapping: fyne.TextWrapWord, TextStyle: fyne.TextStyle{Bold: true}},
		verdict:     &widget.Label{SizeName: theme.SizeNameSubHeadingText, Wrapping: fyne.TextWrapWord, TextStyle: fyne.TextStyle{Bold: true}},
		explanation: wrapped(""),
		answerBox:   container.NewVBox(),
		levelList:   container.NewVBox(),
	}
	for _, id := range solved {
		v.solved[id] = true
	}
	for _, id := range shown {
		v.shown[id] = true
	}
	v.board.OnSquare = v.tapSquare
	v.board.OnRefused = v.refusedSquare
	v.board.OnMark = v.tapMark
	v.board.EveryMark = true // a pending collapse is shown, not chosen
	v.check = newNavButton(lang.L("Check ({{.Key}})", map[string]any{"Key": command.KeyLabel(command.GoOn)}), theme.ConfirmIcon(), v.Check)
	v.check.full.Importance, v.check.icon.Importance = widget.HighImportance, widget.HighImportance
	v.retry = newNavButton(lang.L("Try again"), theme.ViewRefreshIcon(), v.tryAgain)
	v.show = newNavButton(lang.L("Show answer"), theme.VisibilityIcon(), v.ShowAnswer)
	v.prev = newNavButton(lang.L("Previous puzzle"), theme.NavigateBackIcon(), func() { v.leave(v.index - 1) })
	v.next = newNavButton(lang.L("Next puzzle"), theme.NavigateNextIcon(), func() { v.leave(v.index + 1) })
	v.next.full.IconPlacement = widget.ButtonIconTrailingText
	v.levelsBt = widget.NewButtonWithIcon(lang.L("Levels (L)"), theme.ListIcon(), v.ShowLevels)
	v.closeB = newNavButton(lang.L("Back to game"), theme.CancelIcon(), v.Close)
	// The puzzle's title, what its level teaches and its question stay on
	// top, out of the scroll: a long answer and explanation scroll what is
	// below them, never the question (student walk t17 #12: P17's title
	// and question were scrolled off the top).
	panel := container.NewVBox(v.progress, widget.NewSeparator(), v.answerBox,
		newNavRow(v.check, v.retry, v.show), v.verdict, v.explanation)
	v.scroll = container.NewVScroll(panel)
	v.asked = container.NewVBox(v.heading, v.learn, v.question)
	v.levelScroll = container.NewVScroll(v.levelList)
	v.levelScroll.Hide()
	top := container.NewVBox(container.NewHBox(v.levelsBt), v.asked)
	buttons := newNavRow(v.prev, v.next, v.closeB)
	side := container.NewBorder(top, buttons, nil, nil, container.NewStack(v.scroll, v.levelScroll))
	v.body = container.New(beside{}, v.board, side)
	v.content = container.NewStack(newBackdrop(), v.body)
	v.open(v.firstUnsolved())
	return v
}

// Content returns what the screen shows.
func (v *View) Content() fyne.CanvasObject { return v.content }

// firstUnsolved returns the first puzzle in an open level neither solved
// nor shown yet, else the first not solved, else the first puzzle.
func (v *View) firstUnsolved() int {
	for _, fresh := range []bool{true, false} {
		for i, p := range v.puzzles {
			if !v.solved[p.ID] && (!fresh || !v.shown[p.ID]) && v.levelOpen(p.Level) {
				return i
			}
		}
	}
	return 0
}

// Resume opens the practice where the student stopped: the puzzle whose
// ID is last, solved or not (student walk t10 #12: after a restart it opened at
// level 1's first unsolved puzzle, not at level 4 #4, where the student
// had stopped; and then, with that one solved, at #5), its progress line
// saying whether it is solved; the next press goes on. An unknown ID
// leaves the practice where New opened it.
func (v *View) Resume(last string) {
	if at := slices.IndexFunc(v.puzzles, func(p *puzzle.Puzzle) bool { return p.ID == last }); at >= 0 {
		v.open(at)
	}
}

// open shows puzzle i, unanswered, from the top; a puzzle of a level not
// open yet is not shown.
func (v *View) open(i int) {
	if i < 0 || i >= len(v.puzzles) || !v.levelOpen(v.puzzles[i].Level) {
		return
	}
	v.index, v.checked = i, false
	keysBack(v.scroll) // from the last puzzle's answer, gone
	p := v.puzzles[i]
	s := p.State()
	v.board.SetState(s)
	v.board.SetSelected(game.NoSquare)
	v.board.SetInteractive(p.Kind == puzzle.Win || p.Kind == puzzle.Where)
	v.answer = v.answererFor(p)
	l := v.levels[p.Level-1]
	v.heading.SetText(lang.L("Level {{.Level}}, puzzle {{.Number}} of {{.Total}}: {{.Title}}",
		map[string]any{"Level": p.Level, "Number": i - l.first + 1, "Total": l.size, "Title": Title(p)}))
	v.learn.SetText(levelLearn(p.Level))
	v.question.SetText(Question(p))
	v.answerBox.Objects = []fyne.CanvasObject{v.answer.object()}
	v.answerBox.Refresh()
	v.verdict.SetText("")
	v.explanation.SetText("")
	v.check.enable(true)
	v.retry.enable(false)
	v.show.enable(true)
	v.showProgress()
	v.prev.enable(i > 0)
	v.next.enable(i+1 < len(v.puzzles) && v.levelOpen(v.puzzles[i+1].Level))
	v.levelScroll.Hide()
	v.asked.Show()
	v.scroll.Show()
	v.body.Refresh() // the panel may need more width for this puzzle
	v.scroll.ScrollToTop()
	if v.OnOpened != nil {
		v.OnOpened(p.ID)
	}
}

// leave goes on to puzzle i. An answer given and not checked yet is
// checked first, and the verdict shown, rather than lost: the student who
// answered and went on meant it to count (the t7 student walk: a Level 4
// puzzle answered by mouse, then Next puzzle, was never marked). The next
// press goes on.
func (v *View) leave(i int) {
	if !v.checked && v.answer.answered() {
		v.Check()
		return
	}
	v.open(i)
}

func (v *View) answererFor(p *puzzle.Puzzle) answerer {
	s := p.State()
	switch p.Kind {
	case puzzle.Entangled:
		return newMarksAnswer(p)
	case puzzle.Groups:
		return newCountAnswer(lang.L("Number of groups"), p.Groups, v.Check)
	case puzzle.Count:
		return newCountAnswer(lang.L("Number of boards"), p.Boards, v.Check)
	case puzzle.Cycle:
		return newCycleAnswer(p)
	case puzzle.Cascade:
		return newCascadeAnswer(s, p.Choice)
	case puzzle.Where:
		return newSquaresAnswer(p)
	case puzzle.Chooser:
		return newChooserAnswer(p)
	}
	return newWinAnswer(s, v.board, p.Wins)
}

// enable enables b when on is true and disables it otherwise.
func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// showProgress shows how many puzzles are solved and whether the one
// shown was solved before.
func (v *View) showProgress() {
	n := 0
	for _, p := range v.puzzles {
		if v.solved[p.ID] {
			n++
		}
	}
	data := map[string]any{"Count": n, "Total": len(v.puzzles)}
	if v.solved[v.puzzles[v.index].ID] {
		v.progress.SetText(i18n.N("Solved: {{.Count}} of {{.Total}} puzzles, this one among them.", n, data))
		return
	}
	v.progress.SetText(i18n.N("Solved: {{.Count}} of {{.Total}} puzzles.", n, data))
}

// Square takes square sq (0 for "stays spooky"), picked by a key or a tap,
// as part of the answer.
func (v *View) Square(sq game.Square) {
	if !v.checked {
		v.verdict.SetText("") // what a tap that picked nothing said
		v.answer.square(sq)
	}
}

// tapSquare takes a tap on square sq, but on no spooky mark in it, that
// the board offers; refusedSquare one that it does not, as a square of a
// pending collapse's other marks.
func (v *View) tapSquare(sq game.Square) {
	if v.puzzles[v.index].Kind == puzzle.Where {
		v.tapWhere(sq)
		return
	}
	v.Square(sq)
}

func (v *View) refusedSquare(sq game.Square) {
	if v.puzzles[v.index].Kind == puzzle.Where {
		v.tapWhere(sq)
	}
}

// tapWhere takes a tap on square sq where the puzzle asks in which squares
// a mark can become classical: a square without that mark picks nothing,
// and the panel says what to tap.
func (v *View) tapWhere(sq game.Square) {
	switch {
	case v.checked:
	case v.markIn(sq):
		v.Square(sq)
	default:
		v.tell(lang.L("Square {{.Square}} holds no spooky mark of {{.Mark}}, so the tap picks nothing. Tap {{.Mark}} in square {{.A}} or in square {{.B}}, or tick the square under the question.",
			v.markData(map[string]any{"Square": sq})))
	}
}

// tapMark takes a tap on spooky mark m in square sq while the puzzle's
// collapse is pending. Only the mark the puzzle asks about picks its
// square: a tap on another, the newest included, is no choice of where it
// lands, and picks nothing.
func (v *View) tapMark(sq game.Square, m game.Mark) {
	p := v.puzzles[v.index]
	switch {
	case p.Kind != puzzle.Where:
		v.tapSquare(sq)
	case v.checked:
	case m == p.Mark:
		v.Square(sq)
	default:
		v.tell(lang.L("You tapped {{.Tapped}}, and the question is about {{.Mark}}, so the tap picks nothing. Tap {{.Mark}} in square {{.A}} or in square {{.B}}, or tick the square under the question.",
			v.markData(map[string]any{"Tapped": m})))
	}
}

// markIn reports whether sq is one of the squares of the mark the puzzle
// asks about.
func (v *View) markIn(sq game.Square) bool {
	a, b := v.puzzles[v.index].State().Pair(v.puzzles[v.index].Mark)
	return sq == a || sq == b
}

// markData adds the mark the puzzle asks about and its two squares to data.
func (v *View) markData(data map[string]any) map[string]any {
	p := v.puzzles[v.index]
	a, b := p.State().Pair(p.Mark)
	data["Mark"], data["A"], data["B"] = p.Mark, min(a, b), max(a, b)
	return data
}

// tell says in the verdict's place why a tap picked nothing.
func (v *View) tell(text string) {
	v.verdict.SetText(text)
	v.scrollToVerdict()
}

// Check checks the answer with the engine. A right answer is explained,
// and counts as solved unless the answer was shown before; a wrong one
// gets a hint for the puzzle's kind, not the answer, so the student can
// try again before looking.
func (v *View) Check() {
	if v.checked {
		return
	}
	p := v.puzzles[v.index]
	if !v.answer.correct() {
		v.finish()
		v.verdict.SetText(lang.L("Not quite. Try again, or show the answer."))
		if a, ok := v.answer.(partial); ok && a.partlyRight() { // no hint that one of them is wrong
			v.verdict.SetText(lang.L("Not all yet: each one you picked is right, but there are more. Try again, or show the answer."))
		}
		v.explanation.SetText(Nudge(p))
		v.scrollToVerdict()
		return
	}
	v.finish()
	v.show.enable(false)
	switch {
	case v.shown[p.ID] && !v.solved[p.ID]:
		v.verdict.SetText(lang.L("Right! The answer was shown before, so this time it does not count as solved."))
	default:
		v.verdict.SetText(lang.L("Right!"))
		if !v.solved[p.ID] {
			v.solved[p.ID] = true
			if v.OnSolved != nil {
				v.OnSolved(p.ID)
			}
		}
	}
	v.showProgress()
	v.explain()
}

// ShowAnswer shows the answer and its explanation; a puzzle not solved
// before then never counts as solved.
func (v *View) ShowAnswer() {
	if !v.show.full.Disabled() {
		if id := v.puzzles[v.index].ID; !v.shown[id] {
			v.shown[id] = true
			if v.OnShown != nil {
				v.OnShown(id)
			}
		}
		v.finish()
		v.show.enable(false)
		v.verdict.SetText(lang.L("The answer:"))
		v.explain()
	}
}

// tryAgain opens the answer checked again, as the student left it, so
// that they change only what they think wrong (the t9 walk: Try again
// cleared the ticks, and the student, unticking X1, ticked it again).
func (v *View) tryAgain() {
	p := v.puzzles[v.index]
	v.checked = false
	v.answer.enable()
	v.board.SetInteractive(p.Kind == puzzle.Win || p.Kind == puzzle.Where)
	v.verdict.SetText("")
	v.explanation.SetText("")
	v.check.enable(true)
	v.retry.enable(false)
	v.show.enable(true)
	v.scroll.ScrollToTop()
}

// finish ends answering: the answer is fixed, Try again is offered, and
// the screen's keys work again (a number typed in its box held them).
func (v *View) finish() {
	v.checked = true
	keysBack(v.scroll)
	v.answer.disable()
	v.board.SetInteractive(false)
	v.board.SetSelected(game.NoSquare)
	v.check.enable(false)
	v.retry.enable(true)
}

func (v *View) explain() {
	v.explanation.SetText(Explanation(v.puzzles[v.index], v.solver, v.board))
	v.scrollToVerdict()
}

// scrollToVerdict scrolls the panel as little as it takes to show the
// verdict and what follows it, but never past the verdict's top.
func (v *View) scrollToVerdict() {
	panel := v.scroll.Content
	panel.Refresh()
	v.scroll.Refresh() // lays the panel out at its width: a wrapped label's height follows that layout
	limit := panel.MinSize().Height - v.scroll.Size().Height
	v.scroll.Offset.Y = max(0, min(v.verdict.Position().Y, limit))
	v.scroll.Refresh()
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
		v.leave(v.index + 1)
	case k == fyne.KeyPageUp:
		v.leave(v.index - 1)
	case k == fyne.KeyL && v.levelScroll.Visible():
		v.open(v.index)
	case k == fyne.KeyL:
		v.ShowLevels()
	case k == fyne.KeyEscape:
		switch {
		case v.board.Animating():
			v.board.SkipAnimation()
		case v.levelScroll.Visible():
			v.open(v.index)
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
