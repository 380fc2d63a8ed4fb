package practice

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/narrate"
)

// cascadeAnswer asks, for every spooky mark on the board, where it becomes
// classical or whether it stays spooky; the newest mark's square is given.
// Its options are the squares' bare numbers and one word, each as wide as
// itself, which keep a row short enough for the board beside it in
// presentation mode.
type cascadeAnswer struct {
	state  game.State
	marks  []game.Mark // the spooky marks, in move order
	rows   []*optionRow
	want   map[game.Mark]game.Square
	box    *fyne.Container
	newest game.Mark
}

func newCascadeAnswer(s game.State, choice game.Square) *cascadeAnswer {
	want, _, _ := puzzle.Landings(s, choice)
	c := &cascadeAnswer{state: s, want: want, newest: s.Newest(), box: container.New(formGrid{})}
	for m := game.Mark(1); m <= s.Newest(); m++ {
		if !s.IsSpooky(m) {
			continue
		}
		a, b := s.Pair(m)
		r := newOptionRow(a.String(), b.String(), staysSpooky())
		if m == c.newest {
			r.SetSelected(choice.String())
			r.Disable()
		}
		c.marks = append(c.marks, m)
		c.rows = append(c.rows, r)
		c.box.Add(&widget.Label{Text: m.String(), TextStyle: fyne.TextStyle{Bold: true}})
		c.box.Add(r)
	}
	return c
}

func squareName(sq game.Square) string {
	return lang.L("square {{.Square}}", map[string]any{"Square": sq})
}

// staysSpooky is the option of a mark the collapse leaves spooky, one word
// so that the row stays short.
func staysSpooky() string { return lang.L("spooky") }

// keysBack gives the keyboard back to the practice screen, over whose
// canvas o is: Fyne gives a check or radio option the focus when it is
// clicked, and an entry when it is clicked into, and the one focused then
// takes every key, so that Enter (Check), the numbers and the screen's
// other keys did nothing after a click (seen at 1024×768: "who chooses"
// picked by mouse, Enter ignored; L ignored after a number was typed).
func keysBack(o fyne.CanvasObject) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil {
		c.Unfocus()
	}
}

// wrapped returns a label of text that wraps at word ends.
func wrapped(text string) *widget.Label {
	return &widget.Label{Text: text, Wrapping: fyne.TextWrapWord}
}

func (c *cascadeAnswer) object() fyne.CanvasObject {
	return container.NewVBox(wrapped(lang.L("Pick for each mark where it becomes classical, or press its square's number; 0 keeps a mark spooky.")), c.box)
}

// square answers the first mark still unanswered that sq (or 0, "stays
// spooky") fits.
func (c *cascadeAnswer) square(sq game.Square) {
	for i, m := range c.marks {
		r := c.rows[i]
		if r.Selected != "" || r.Disabled() {
			continue
		}
		a, b := c.state.Pair(m)
		switch {
		case sq == 0:
			r.SetSelected(staysSpooky())
		case sq == a || sq == b:
			r.SetSelected(sq.String())
		default:
			continue
		}
		return
	}
}

func (c *cascadeAnswer) correct() bool {
	for i, m := range c.marks {
		want := staysSpooky()
		if sq, ok := c.want[m]; ok {
			want = sq.String()
		}
		if c.rows[i].Selected != want {
			return false
		}
	}
	return true
}

func (c *cascadeAnswer) disable() {
	for _, r := range c.rows {
		r.Disable()
	}
}

// enable opens the rows again, all but the newest mark's, which is given.
func (c *cascadeAnswer) enable() {
	for i, r := range c.rows {
		if c.marks[i] != c.newest {
			r.Enable()
		}
	}
}

func (c *cascadeAnswer) answered() bool {
	for i, m := range c.marks {
		if m != c.newest && c.rows[i].Selected != "" {
			return true
		}
	}
	return false
}

// countAnswer takes a number.
type countAnswer struct {
	entry *widget.Entry
	want  int
}

func newCountAnswer(placeholder string, want int, submit func()) *countAnswer {
	e := widget.NewEntry()
	e.SetPlaceHolder(placeholder)
	e.OnSubmitted = func(string) { submit() }
	return &countAnswer{entry: e, want: want}
}

func (c *countAnswer) object() fyne.CanvasObject { return c.entry }

func (c *countAnswer) square(sq game.Square) {
	if len(c.entry.Text) < 4 {
		c.entry.SetText(c.entry.Text + sq.String())
	}
}

func (c *countAnswer) correct() bool {
	n, err := strconv.Atoi(strings.TrimSpace(c.entry.Text))
	return err == nil && n == c.want
}

func (c *countAnswer) disable() { c.entry.Disable() }
func (c *countAnswer) enable()  { c.entry.Enable() }

func (c *countAnswer) answered() bool { return strings.TrimSpace(c.entry.Text) != "" }

// winAnswer collects moves picked on the board: two squares make a move,
// picking a move again takes it back.
type winAnswer struct {
	state    game.State
	board    *board.Board
	want     []game.Action
	picked   []game.Action
	first    game.Square
	list     *fyne.Container
	disabled bool
}

func newWinAnswer(s game.State, b *board.Board, want []game.Action) *winAnswer {
	w := &winAnswer{state: s, board: b, want: want, list: container.NewHBox()}
	w.show()
	return w
}

func (w *winAnswer) object() fyne.CanvasObject {
	return container.NewVBox(wrapped(lang.L("Pick each winning move on the board: two squares, by click or by number. Pick a move again to take it back.")),
		w.list)
}

func (w *winAnswer) square(sq game.Square) {
	if sq == 0 || w.state.Classical(sq) != 0 {
		return
	}
	switch w.first {
	case game.NoSquare:
		w.first = sq
	case sq:
		w.first = game.NoSquare
	default:
		a := game.PlaceAction(min(w.first, sq), max(w.first, sq))
		w.first = game.NoSquare
		w.toggle(a)
	}
	w.board.SetSelected(w.first)
}

func (w *winAnswer) toggle(a game.Action) {
	if i := slices.Index(w.picked, a); i >= 0 {
		w.picked = slices.Delete(w.picked, i, i+1)
	} else {
		w.picked = append(w.picked, a)
	}
	w.show()
}

// show lists the moves picked, each a button that takes it back.
func (w *winAnswer) show() {
	w.list.Objects = nil
	if len(w.picked) == 0 {
		w.list.Add(widget.NewLabel(lang.L("No move picked yet.")))
	}
	for _, a := range w.picked {
		b := widget.NewButtonWithIcon(moveName(w.state, a), theme.DeleteIcon(), func() { w.toggle(a) })
		enable(b, !w.disabled)
		w.list.Add(b)
	}
	w.list.Refresh()
}

func (w *winAnswer) correct() bool {
	return slices.Equal(puzzle.InLegalOrder(w.state, w.picked), w.want)
}

func (w *winAnswer) partlyRight() bool { return someOf(w.picked, w.want) }

func (w *winAnswer) disable() {
	w.disabled = true
	w.show()
}

func (w *winAnswer) enable() {
	w.disabled = false
	w.show()
}

func (w *winAnswer) answered() bool { return len(w.picked) > 0 }

// moveName writes a move as the hints do, "X7 3–6", the ninth move as
// "X9 in square 4" and a collapse choice as "O chooses square 9 for X3".
func moveName(s game.State, a game.Action) string {
	switch a.Kind {
	case game.Choose:
		return lang.L("{{.Chooser}} chooses square {{.Square}} for {{.Mark}}",
			map[string]any{"Chooser": s.ToAct(), "Mark": s.Newest(), "Square": a.Squares[0]})
	case game.PlaceFinal:
		return lang.L("{{.Mark}} in square {{.Square}}", map[string]any{"Mark": s.NextMark(), "Square": a.Squares[0]})
	}
	return s.NextMark().String() + " " + a.Squares[0].String() + "–" + a.Squares[1].String()
}

// pickAnswer is a set of checkboxes, the marks or squares a puzzle asks
// for; the key or square with an option's number ticks it or unticks it.
type pickAnswer struct {
	check   *widget.CheckGroup
	numbers map[game.Square]string // the option each number picks
	want    []string
	hint    string
}

func newPickAnswer(hint string, options []string, numbers map[game.Square]string, want []string) *pickAnswer {
	check := &widget.CheckGroup{Options: options, Horizontal: true}
	check.OnChanged = func([]string) { keysBack(check) }
	return &pickAnswer{check: check, numbers: numbers, want: want, hint: hint}
}

// newMarksAnswer asks for the spooky marks entangled with p's mark.
func newMarksAnswer(p *puzzle.Puzzle) *pickAnswer {
	s := p.State()
	var options, want []string
	numbers := map[game.Square]string{}
	for _, m := range narrate.SpookyMarks(s) {
		if m != p.Mark {
			options = append(options, m.String())
			numbers[game.Square(m)] = m.String()
		}
	}
	for _, m := range p.Marks {
		want = append(want, m.String())
	}
	return newPickAnswer(lang.L("Tick each entangled mark, or press the number of its move."), options, numbers, want)
}

// newSquaresAnswer asks for the squares p's mark can land in.
func newSquaresAnswer(p *puzzle.Puzzle) *pickAnswer {
	a, b := p.State().Pair(p.Mark)
	a, b = min(a, b), max(a, b)
	var want []string
	for _, sq := range p.Squares {
		want = append(want, squareName(sq))
	}
	return newPickAnswer(lang.L("Tick every square it can become classical in, or press its number or tap it on the board."),
		[]string{squareName(a), squareName(b)}, map[game.Square]string{a: squareName(a), b: squareName(b)}, want)
}

func (p *pickAnswer) object() fyne.CanvasObject {
	return container.NewVBox(wrapped(p.hint), p.check)
}

func (p *pickAnswer) square(sq game.Square) {
	o, ok := p.numbers[sq]
	if !ok || p.check.Disabled() {
		return
	}
	if i := slices.Index(p.check.Selected, o); i >= 0 {
		p.check.SetSelected(slices.Delete(slices.Clone(p.check.Selected), i, i+1))
	} else {
		p.check.SetSelected(append(slices.Clone(p.check.Selected), o))
	}
}

func (p *pickAnswer) correct() bool {
	got := slices.Clone(p.check.Selected)
	want := slices.Clone(p.want)
	slices.Sort(got)
	slices.Sort(want)
	return slices.Equal(got, want)
}

func (p *pickAnswer) partlyRight() bool { return someOf(p.check.Selected, p.want) }

func (p *pickAnswer) disable() { p.check.Disable() }
func (p *pickAnswer) enable()  { p.check.Enable() }

// partial is an answer of several picks, which can tell that it has some
// of those asked for and nothing else: right so far, but not all.
type partial interface {
	partlyRight() bool
}

// someOf reports whether picked holds some of want, not all, and nothing
// else.
func someOf[T comparable](picked, want []T) bool {
	if len(picked) == 0 || len(picked) >= len(want) {
		return false
	}
	for _, p := range picked {
		if !slices.Contains(want, p) {
			return false
		}
	}
	return true
}

func (p *pickAnswer) answered() bool { return len(p.check.Selected) > 0 }

// optionAnswer picks one of some moves; the key 1, 2 or 3 picks the first,
// second or third.
type optionAnswer struct {
	radio   *widget.RadioGroup
	options []string
	want    string
}

// newCycleAnswer offers the cycle puzzle's moves.
func newCycleAnswer(p *puzzle.Puzzle) *optionAnswer {
	s := p.State()
	var options []string
	for i, a := range p.Options {
		options = append(options, lang.L("{{.Number}}: {{.Move}}", map[string]any{"Number": i + 1, "Move": moveName(s, a)}))
	}
	want := options[slices.Index(p.Options, p.Closing)]
	radio := widget.NewRadioGroup(options, nil)
	radio.OnChanged = func(string) { keysBack(radio) }
	return &optionAnswer{radio: radio, options: options, want: want}
}

func (o *optionAnswer) object() fyne.CanvasObject {
	return container.NewVBox(wrapped(lang.L("Pick the move, or press its number in the list.")), o.radio)
}

func (o *optionAnswer) square(sq game.Square) {
	if i := int(sq) - 1; i >= 0 && i < len(o.options) && !o.radio.Disabled() {
		o.radio.SetSelected(o.options[i])
	}
}

func (o *optionAnswer) correct() bool  { return o.radio.Selected == o.want }
func (o *optionAnswer) disable()       { o.radio.Disable() }
func (o *optionAnswer) enable()        { o.radio.Enable() }
func (o *optionAnswer) answered() bool { return o.radio.Selected != "" }

// chooserAnswer asks who chooses the collapse and the result of each
// choice: a row of options each.
type chooserAnswer struct {
	who     *optionRow
	results [2]*optionRow
	want    [3]string
	box     *fyne.Container
}

func newChooserAnswer(p *puzzle.Puzzle) *chooserAnswer {
	c := &chooserAnswer{box: container.New(formGrid{})}
	c.who = newOptionRow(game.X.String(), game.O.String())
	c.want[0] = p.Chooser.String()
	c.box.Add(&widget.Label{Text: lang.L("Who chooses"), TextStyle: fyne.TextStyle{Bold: true}})
	c.box.Add(c.who)
	for i, sq := range puzzle.Choices(p.State()) {
		r := newOptionRow(resultName(solver.XWins), resultName(solver.Draw), resultName(solver.OWins))
		c.results[i] = r
		c.want[i+1] = resultName(p.Results[i])
		c.box.Add(&widget.Label{Text: lang.L("Square {{.Square}}", map[string]any{"Square": sq}), TextStyle: fyne.TextStyle{Bold: true}})
		c.box.Add(r)
	}
	return c
}

// resultName names the result of a game with perfect play as an option:
// the winner, or a draw.
func resultName(o solver.Outcome) string {
	if o == solver.Draw {
		return lang.L("draw")
	}
	return o.Winner().String()
}

func (c *chooserAnswer) object() fyne.CanvasObject {
	return container.NewVBox(wrapped(lang.L("Pick who chooses, and for each square who wins with best play on both sides, or draw.")), c.box)
}

func (c *chooserAnswer) square(game.Square) {}

func (c *chooserAnswer) correct() bool {
	return c.who.Selected == c.want[0] && c.results[0].Selected == c.want[1] && c.results[1].Selected == c.want[2]
}

func (c *chooserAnswer) disable() {
	c.who.Disable()
	c.results[0].Disable()
	c.results[1].Disable()
}

func (c *chooserAnswer) enable() {
	c.who.Enable()
	c.results[0].Enable()
	c.results[1].Enable()
}

func (c *chooserAnswer) answered() bool {
	return c.who.Selected != "" || c.results[0].Selected != "" || c.results[1].Selected != ""
}
