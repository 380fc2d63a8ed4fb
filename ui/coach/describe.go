package coach

import (
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/narrate"
)

// Status is what the status line says.
type Status struct {
	Headline string      // whose turn it is, or the result
	Player   game.Player // the player the headline is about, NoPlayer for none
	Happened []string    // whole sentences: what the last action did
	Detail   []string    // whole sentences: the position and what to do
	Hint     string      // why the last input did nothing, if it did nothing
	Advice   []string    // whole sentences: the computer's hint or review
	Review   bool        // Advice holds the review, whose mistakes are marked in the list of moves
}

// describe returns the status line for the position on show, without
// the computer's part. While a lesson's two paths show in place of the
// board, the headline names them.
func (c *Computer) describe() Status {
	t := c.describeBoard()
	if c.model.Picture() == lesson.PictureTwoPaths {
		t.Player, t.Headline = game.NoPlayer, lang.L("Two paths to detector D")
	}
	return t
}

// describeBoard returns the status line for the position on show.
func (c *Computer) describeBoard() Status {
	g := c.game
	if g.Reviewing() {
		t := describeReview(g.Record(), g.Shown())
		if l, _ := c.model.Lesson(); l != nil {
			t = describeLessonStep(g.Record(), g.Shown(), g.Chance(), g.ByCoin(g.Shown()-1))
			t.Headline = onTheBoard(g.Record().StateAt(g.Shown()), g.Chance())
		}
		t.Hint = g.Refusal() // why a lesson's question holds the board, for one
		return t
	}
	if c.animating() {
		return describeCascade(g.Record().Action(g.At() - 1).Squares[0], g.Record().StateAt(g.At()-1).Newest())
	}
	t := describePosition(g.Record(), g.At(), g.Selected(), g.Chance(), c.model.CoinDecides(), g.ByCoin(g.At()-1))
	if story := c.sinceYourMove(); story != nil {
		t.Happened = story // kept until the student moves (pace.go)
	}
	if g.Chance() && g.Present().Phase() != game.PhaseChoose { // a pending collapse says so itself
		t.Detail = append([]string{lang.L("Coin variant: a fair coin decides every collapse.")}, t.Detail...)
	}
	if s := g.Present(); s.Phase() == game.PhaseChoose && !g.Chance() && !g.ComputerToAct() {
		x, y := ordered(s.Pair(s.Newest()))
		t.Detail = append(t.Detail, lang.L("To choose, click square {{.A}} or square {{.B}}, or press its number: {{.Mark}} lands there. Pointing at a square first shows where every mark would then land.",
			map[string]any{"A": x, "B": y, "Mark": s.Newest()}))
	}
	t.Hint = g.Refusal()
	if c.model.AtStep() {
		t.Headline = onTheBoard(g.Present(), g.Chance())
	}
	if next := c.model.Upcoming(); next > 0 && g.Present().Over() && !c.model.Presented() && scripted(g.Record(), c.model.Lessons()) > 0 {
		// A lesson's game ended, by the student's move at its last step,
		// say: the way on. Not after a game of the student's own, against
		// the computer say, where it does not fit (the t9 walk).
		if l, _ := c.model.Lesson(); l == nil {
			t.Detail = append(t.Detail, lang.L("{{.Key}}, or Teach › Next lesson in the menu, opens the next lesson, “{{.Title}}”.",
				map[string]any{"Key": command.KeyLabel(command.NextStep), "Title": c.model.Lessons()[next].Title}))
		}
	}
	return t
}

// onTheBoard is the headline of position s beside a lesson's step, with
// coin set when a coin decides collapses: whose turn it is or the result,
// as one sentence that says it is the board's, since the step's text may be
// about something else, as lesson 7's photons are.
func onTheBoard(s game.State, coin bool) string {
	switch s.Phase() {
	case game.PhasePlace, game.PhasePlaceFinal:
		return lang.L("On the board: {{.Player}} to move", map[string]any{"Player": s.ToMove()})
	case game.PhaseChoose:
		if coin {
			return lang.L("On the board: a coin decides the collapse")
		}
		return lang.L("On the board: {{.Player}} chooses the collapse", map[string]any{"Player": s.ToAct()})
	}
	if s.Winner() == game.NoPlayer {
		return lang.L("On the board: a draw")
	}
	return lang.L("On the board: {{.Player}} wins", map[string]any{"Player": s.Winner()})
}

// describePosition says what happened last and what to do next in the
// position after the first n actions of r, with sel the first square of a
// half-made move, coin set when a coin decides collapses, tossing when
// it is about to toss for the collapse pending (not in a lesson's game)
// and byCoin when the last action is a collapse the coin decided.
func describePosition(r *game.Record, n int, sel game.Square, coin, tossing, byCoin bool) Status {
	var t Status
	if n > 0 && r.Action(n-1).Kind == game.Choose {
		t.Happened = describeCollapse(r.StateAt(n-1), r.Action(n - 1).Squares[0], byCoin)
	}
	s := r.StateAt(n)
	switch s.Phase() {
	case game.PhasePlace:
		t.Player = s.ToMove()
		t.Headline = lang.L("{{.Player}} to move", map[string]any{"Player": t.Player})
		if sel == game.NoSquare {
			t.Detail = append(t.Detail, lang.L("Place {{.Mark}}: pick two squares for its pair of spooky marks (click them or press their numbers).",
				map[string]any{"Mark": s.NextMark()}))
		} else {
			t.Detail = append(t.Detail, lang.L("{{.Mark}} has its first spooky mark in square {{.Square}}. Now pick the second square, or square {{.Square}} again (or {{.Key}}) to cancel.",
				map[string]any{"Mark": s.NextMark(), "Square": sel, "Key": command.KeyLabel(command.Cancel)}))
		}
	case game.PhasePlaceFinal:
		t.Player = s.ToMove()
		t.Headline = lang.L("{{.Player}} to move", map[string]any{"Player": t.Player})
		t.Detail = append(t.Detail, lang.L("Only square {{.Square}} has no classical mark, so {{.Mark}} is a single classical mark there: click it or press {{.Square}}.",
			map[string]any{"Mark": s.NextMark(), "Square": s.Legal()[0].Squares[0]}))
	case game.PhaseChoose:
		if coin {
			t.Headline = lang.L("A coin decides the collapse")
		} else {
			t.Player = s.ToAct()
			t.Headline = lang.L("{{.Player}} chooses the collapse", map[string]any{"Player": t.Player})
		}
		t.Detail = append(t.Detail, describeCycle(s, coin, tossing)...)
	case game.PhaseOver:
		t.Player = s.Winner()
		t.Headline, t.Detail = describeResult(s)
	}
	return t
}

// describeCycle explains a pending collapse: which move closed which
// cycle, who chooses (or that a coin decides, and when tossing that it
// is about to) and between which squares.
func describeCycle(s game.State, coin, tossing bool) []string {
	c, _ := s.Cycle()
	m := s.Newest()
	a, b := ordered(s.Pair(m))
	var closed string
	if len(c.Squares) == 2 {
		closed = lang.L("{{.Mark}} closed a cycle with {{.Other}}: the spooky marks of both are in squares {{.A}} and {{.B}}.",
			map[string]any{"Mark": m, "Other": c.Marks[0], "A": a, "B": b})
	} else {
		closed = lang.L("{{.Mark}} closed a cycle through squares {{.Squares}}.",
			map[string]any{"Mark": m, "Squares": i18n.List(c.Squares)})
	}
	if coin {
		lines := []string{closed}
		if tossing {
			lines = append(lines, lang.L("In a moment a fair coin decides where {{.Mark}} lands: square {{.A}} or {{.B}}.",
				map[string]any{"Mark": m, "A": a, "B": b}))
		}
		return append(lines, lang.L("In the coin variant a fair coin decides every collapse, not a player; every mark entangled with the cycle then becomes classical."))
	}
	return []string{
		closed,
		lang.L("{{.Chooser}} chooses where {{.Mark}} lands: square {{.A}} or {{.B}}.",
			map[string]any{"Chooser": s.ToAct(), "Mark": m, "A": a, "B": b}),
		lang.L("The player who did not close the cycle chooses; every mark entangled with it then becomes classical."),
	}
}

// describeCollapse tells what choosing square sq did in the pending
// position before: who chose (the coin, in a game of chance) where the
// newest mark landed, and the whole cascade.
func describeCollapse(before game.State, sq game.Square, chance bool) []string {
	cascade, err := before.Preview(sq)
	if err != nil {
		return nil
	}
	marks := make([]game.Mark, len(cascade))
	for i, l := range cascade {
		marks[i] = l.Mark
	}
	return []string{
		narrate.Choice(cascade[0].Mark, sq, chance),
		i18n.N("{{.Count}} marks became classical: {{.Marks}}.", len(cascade),
			map[string]any{"Count": len(cascade), "Marks": i18n.List(marks)}),
	}
}

// describeCascade says what the board shows while a collapse cascade
// plays: mark m landing in square sq, and the others following.
func describeCascade(sq game.Square, m game.Mark) Status {
	return Status{
		Headline: lang.L("Collapse: {{.Mark}} lands in square {{.Square}}", map[string]any{"Mark": m, "Square": sq}),
		Detail: []string{lang.L("{{.Mark}} lands in square {{.Square}}; then every mark entangled with it is left with only one square. They settle together; the app draws them one by one so that you can follow. Click the board or press {{.Key}} to skip.",
			map[string]any{"Mark": m, "Square": sq, "Key": command.KeyLabel(command.Cancel)})},
	}
}

// describeResult names the result of a finished game and explains it,
// including the tie-break when one collapse gave both players a line.
func describeResult(s game.State) (headline string, detail []string) {
	lines := s.Lines()
	again := lang.L("Start a new game with {{.NewGame}}, or press {{.Undo}} to undo.", map[string]any{"NewGame": command.KeyLabel(command.NewGame), "Undo": command.KeyLabel(command.Undo)})
	if len(lines) == 0 {
		return lang.L("Draw"), []string{
			lang.L("Every square holds a classical mark and nobody has a line: the game is a draw."), again}
	}
	win := lines[0]
	headline = lang.L("{{.Player}} wins", map[string]any{"Player": win.Player})
	var own []game.Line
	for _, l := range lines {
		if l.Player != win.Player {
			return headline, []string{lang.L("Both players got a line in this collapse. By this app's rule the earlier line wins, counted by move numbers, not by the order the cascade draws: the newest mark of {{.Winner}}'s line is {{.WinMark}}, older than {{.LoseMark}} in {{.Loser}}'s line, so {{.Winner}} wins.",
				map[string]any{"Winner": win.Player, "WinMark": win.MaxMove, "Loser": l.Player, "LoseMark": l.MaxMove}), again}
		}
		own = append(own, l)
	}
	if len(own) > 1 {
		return headline, []string{lang.L("{{.Player}} completed two lines at once, squares {{.A}} and squares {{.B}}: still one win.",
			map[string]any{"Player": win.Player, "A": i18n.List(own[0].Squares[:]), "B": i18n.List(own[1].Squares[:])}), again}
	}
	return headline, []string{lang.L("{{.Player}} has three classical marks in a row: squares {{.Squares}}.",
		map[string]any{"Player": win.Player, "Squares": i18n.List(win.Squares[:])}), again}
}

// describeLessonStep says what a class needs of the position after the
// first n actions of r while a lesson shows it: whose turn it is, what
// the last collapse did and the cycle waiting, but no instruction to
// play, since the lesson leads.
func describeLessonStep(r *game.Record, n int, coin, byCoin bool) Status {
	t := describePosition(r, n, game.NoSquare, coin, false, byCoin)
	if p := r.StateAt(n).Phase(); p == game.PhasePlace || p == game.PhasePlaceFinal {
		t.Detail = nil
	}
	return t
}

// describeReview says which earlier position is on show.
func describeReview(r *game.Record, shown int) Status {
	t := Status{Headline: lang.L("Reviewing")}
	if shown == 0 {
		t.Detail = []string{lang.L("This is the empty board before the first move.")}
	} else {
		t.Detail = []string{describeShown(r, shown)}
	}
	t.Detail = append(t.Detail, lang.L("The board takes no moves here: Back to game ({{.Key}}) returns to the game, Play from here goes on from this position.", map[string]any{"Key": command.KeyLabel(command.BackToGame)}))
	return t
}

// describeShown says which position after the first shown actions of r
// is on show, and what its last action did.
func describeShown(r *game.Record, shown int) string {
	a, before := r.Action(shown-1), r.StateAt(shown-1)
	data := map[string]any{"N": shown, "Total": r.Len(), "Player": before.ToAct(), "Mark": before.NextMark(), "Square": a.Squares[0]}
	switch a.Kind {
	case game.Choose:
		data["Mark"] = before.Newest()
		if r.Chance {
			return lang.L("This is the position after action {{.N}} of {{.Total}}: the coin toss settled {{.Mark}} in square {{.Square}}.", data)
		}
		return lang.L("This is the position after action {{.N}} of {{.Total}}: {{.Player}} chose square {{.Square}} for {{.Mark}}.", data)
	case game.PlaceFinal:
		return lang.L("This is the position after action {{.N}} of {{.Total}}: {{.Player}} played {{.Mark}} as a classical mark in square {{.Square}}.", data)
	}
	data["A"], data["B"] = a.Squares[0], a.Squares[1]
	return lang.L("This is the position after action {{.N}} of {{.Total}}: {{.Player}} played {{.Mark}} in squares {{.A}} and {{.B}}.", data)
}

// ActionName names the i-th action of r in the language in force, as
// the move list, a review and the status show it: "X1 (squares 1 and 5)",
// "collapse (X3 in square 9)". Files keep the record notation
// (game.Record.Notation).
func ActionName(r *game.Record, i int) string {
	a, before := r.Action(i), r.StateAt(i)
	switch a.Kind {
	case game.Choose:
		return lang.L("collapse ({{.Mark}} in square {{.Square}})",
			map[string]any{"Mark": before.Newest(), "Square": a.Squares[0]})
	case game.PlaceFinal:
		return lang.L("{{.Mark}} (classical mark in square {{.Square}})",
			map[string]any{"Mark": before.NextMark(), "Square": a.Squares[0]})
	}
	return lang.L("{{.Mark}} (squares {{.A}} and {{.B}})",
		map[string]any{"Mark": before.NextMark(), "A": a.Squares[0], "B": a.Squares[1]})
}

// MarkTap says why a tap on spooky mark m in square sq, while the
// collapse of s is pending, chooses nothing, and which choice of the
// newest mark's square lands m in sq, if one does.
func MarkTap(s game.State, sq game.Square, m game.Mark) string {
	newest := s.Newest()
	a, b := ordered(s.Pair(newest))
	var lands []game.Square // the choices that land m in sq
	reached := false        // m becomes classical in this collapse
	for _, choice := range []game.Square{a, b} {
		cascade, _ := s.Preview(choice) // a and b are the choices
		for _, l := range cascade {
			if l.Mark == m {
				reached = true
				if l.Square == sq {
					lands = append(lands, choice)
				}
			}
		}
	}
	data := map[string]any{"Mark": m, "Square": sq, "Newest": newest, "Chooser": s.ToAct(), "A": a, "B": b}
	switch {
	case !reached:
		return lang.L("You picked {{.Mark}}, which this collapse leaves spooky. By the game's rule {{.Chooser}} chooses only where the newest mark, {{.Newest}}, lands: square {{.A}} or square {{.B}}.", data)
	case len(lands) == 1:
		data["Choice"] = lands[0]
		return lang.L("You picked {{.Mark}}, not the newest mark. By the game's rule {{.Chooser}} chooses where {{.Newest}} lands; for {{.Mark}} to land in square {{.Square}}, choose square {{.Choice}} for {{.Newest}}.", data)
	case len(lands) == 2:
		return lang.L("You picked {{.Mark}}, not the newest mark: {{.Mark}} lands in square {{.Square}} whichever square {{.Newest}} takes. By the game's rule {{.Chooser}} chooses where {{.Newest}} lands: square {{.A}} or square {{.B}}.", data)
	}
	return lang.L("You picked {{.Mark}}, not the newest mark: {{.Mark}} cannot land in square {{.Square}} in this collapse, whichever square {{.Newest}} takes. By the game's rule {{.Chooser}} chooses where {{.Newest}} lands: square {{.A}} or square {{.B}}.", data)
}

// HeldMark says what a click on spooky mark m in square sq, one of the
// two squares of the pending collapse of s and m not its newest mark,
// would choose: sq for the newest mark, and then m lands in its other
// square (m shares sq with the newest mark, so the collapse reaches it).
// The click chose nothing yet, and a second one chooses.
func HeldMark(s game.State, sq game.Square, m game.Mark) string {
	other, _ := s.Pair(m)
	if other == sq {
		_, other = s.Pair(m)
	}
	return lang.L("You clicked {{.Mark}} in square {{.Square}}. If {{.Newest}} lands in square {{.Square}}, {{.Mark}} lands in square {{.Other}}, as the board now shows: click square {{.Square}} again to choose it for {{.Newest}}.",
		map[string]any{"Mark": m, "Square": sq, "Newest": s.Newest(), "Other": other})
}

// ordered returns squares a and b in ascending order.
func ordered(a, b game.Square) (game.Square, game.Square) {
	if a > b {
		return b, a
	}
	return a, b
}
