package ui

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
)

// newComputerTestApp returns a test window whose computer answers at
// once, through a queue that awaitComputer drains on the test's goroutine,
// and rolls seeded dice.
func newComputerTestApp(t *testing.T) (*App, chan func()) {
	t.Helper()
	a := newTestApp(t)
	queue := answerAtOnce(a)
	a.computer.Dice = rand.New(rand.NewPCG(1, 2))
	return a, queue
}

// answerAtOnce makes a's computer answer at once, through the queue it
// returns, which awaitComputer drains on the test's goroutine.
func answerAtOnce(a *App) chan func() {
	queue := make(chan func(), 16)
	envOf(a).loop.OnDo = func(f func()) { queue <- f }
	a.computer.Pace = 0
	return queue
}

// awaitComputer runs the computer's answers as they come until done
// reports true.
func awaitComputer(t *testing.T, queue chan func(), done func() bool) {
	t.Helper()
	for !done() {
		select {
		case f := <-queue:
			f()
		case <-time.After(10 * time.Second):
			t.Fatal("the computer did not answer within 10 s")
		}
	}
}

// awaitReply waits until the computer has replied and the human is to act
// (or the game is over).
func awaitReply(t *testing.T, a *App, queue chan func()) {
	t.Helper()
	awaitComputer(t, queue, func() bool { return !thinking(a) })
	if a.game().ComputerToAct() {
		t.Fatal("the computer stopped thinking on its own turn")
	}
}

// startGame starts a new game from the New game dialog, choosing who
// plays and the level by their labels.
func startGame(t *testing.T, a *App, who, level string) {
	t.Helper()
	shortcut(a, ctrl(fyne.KeyN))
	var groups []*widget.RadioGroup
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if g, ok := o.(*widget.RadioGroup); ok {
			groups = append(groups, g)
		}
	}
	if len(groups) != 2 {
		t.Fatalf("the New game dialog has %d choices, want 2 (who plays, the level)", len(groups))
	}
	groups[0].SetSelected(who)
	groups[1].SetSelected(level)
	tapDialogButton(t, a, "Start")
	if a.game().Record().Len() != 0 {
		t.Fatal("Start did not begin a new game")
	}
}

// tapAction takes act on the board with taps, as a user does.
func tapAction(a *App, act game.Action) {
	squares := act.Squares[:1]
	if act.Kind == game.Place {
		squares = act.Squares[:]
	}
	for _, sq := range squares {
		tapSquare(a, sq)
	}
}

// playAgainst plays a whole new game against the computer, chosen as in
// startGame, with random legal taps for the human.
func playAgainst(t *testing.T, a *App, queue chan func(), who, level string, rng *rand.Rand) {
	t.Helper()
	a.model.Saved() // no question about replacing the last game
	startGame(t, a, who, level)
	awaitReply(t, a, queue)
	for !a.game().Present().Over() {
		legal := a.game().Present().Legal()
		tapAction(a, legal[rng.IntN(len(legal))])
		awaitReply(t, a, queue)
	}
}

const (
	playX = "Play X against the computer (X moves first)"
	playO = "Play O against the computer"
)

func TestGameAgainstTheBeginnerThroughTaps(t *testing.T) {
	a, queue := newComputerTestApp(t)
	startGame(t, a, playX, "Beginner")
	if want := "Quantum Tic-Tac-Toe: you play X against the computer (Beginner)"; a.win.Title() != want {
		t.Errorf("window title %q, want %q", a.win.Title(), want)
	}
	rng := rand.New(rand.NewPCG(9, 9))
	for !a.game().Present().Over() {
		s := a.game().Present()
		if s.ToAct() != game.X {
			t.Fatalf("the human (X) is not to act after the computer's reply:\n%s", strings.Join(played(a.game().Record()), "\n"))
		}
		legal := s.Legal()
		tapAction(a, legal[rng.IntN(len(legal))])
		if a.game().Record().Len() == s.Moves() {
			t.Fatal("the tapped action was not played")
		}
		if a.game().ComputerToAct() {
			assertStatus(t, a, "The computer (O) is thinking…")
			before := a.game().At()
			tapSquare(a, a.game().Present().Legal()[0].Squares[0])
			press(a, keyOf(a.game().Present().Legal()[0].Squares[0]))
			if a.game().At() != before {
				t.Fatal("a tap or a key played while the computer was thinking")
			}
		}
		awaitReply(t, a, queue)
	}
	for i := range a.game().Record().Len() {
		if a.game().Record().StateAt(i).ToAct() == game.O && !strings.HasPrefix(a.game().Record().Notation(i), "O") && a.game().Record().Action(i).Kind != game.Choose {
			t.Errorf("action %d, %s, is not the computer's", i+1, a.game().Record().Notation(i))
		}
	}
}

// One game through the window with the computer as X at Perfect: the
// New game dialog's choice reaches the solver's level. That Perfect wins
// as X, and never lets its value drop, is the solver's to test, over
// hundreds of games (game/solver: TestPerfectWinsAsX,
// TestPerfectNeverLetsItsValueDrop), since the computer plays the
// solver's Pick as it is.
func TestPerfectComputerWinsAsX(t *testing.T) {
	a, queue := newComputerTestApp(t)
	playAgainst(t, a, queue, playO, "Perfect", rand.New(rand.NewPCG(3, 3)))
	if w := a.game().Present().Winner(); w != game.X {
		t.Errorf("Perfect X did not win: winner %v in\n%s", w, strings.Join(played(a.game().Record()), "\n"))
	}
}

func TestUndoTakesBackTheComputersReplyToo(t *testing.T) {
	a, queue := newComputerTestApp(t)
	startGame(t, a, playX, "Club player")
	tapAction(a, game.PlaceAction(1, 5))
	awaitReply(t, a, queue)
	if a.game().Record().Len() != 2 {
		t.Fatalf("after X1 and the reply the game is %q", played(a.game().Record()))
	}
	reply := a.game().Record().Notation(1)

	shortcut(a, &fyne.ShortcutUndo{})
	if a.game().At() != 0 || thinking(a) {
		t.Fatalf("undo left %d actions in force (thinking %v), want 0: X to move again", a.game().At(), thinking(a))
	}
	assertStatus(t, a, "X to move")
	shortcut(a, &fyne.ShortcutRedo{})
	if a.game().At() != 2 || a.game().Record().Notation(1) != reply {
		t.Fatalf("redo brought back %q, want X1 1 5 and %s", played(a.game().Record())[:a.game().At()], reply)
	}

	// An undo while the computer thinks takes the human's move back, and
	// the answer it was thinking of is never played.
	tapAction(a, game.PlaceAction(2, 3))
	if !thinking(a) {
		t.Fatal("the computer is not thinking after the human's move")
	}
	shortcut(a, &fyne.ShortcutUndo{})
	awaitReply(t, a, queue)
	select {
	case f := <-queue:
		f()
	case <-time.After(time.Second):
		t.Fatal("the cancelled answer never came back")
	}
	if a.game().At() != 2 || a.game().ComputerToAct() {
		t.Fatalf("after undoing X3 with the computer thinking: %d actions in force, %q", a.game().At(), played(a.game().Record()))
	}
}

func TestANewGameCancelsTheComputersThinking(t *testing.T) {
	a, queue := newComputerTestApp(t)
	startGame(t, a, playX, "Perfect")
	tapAction(a, game.PlaceAction(1, 9))
	if !thinking(a) {
		t.Fatal("the computer is not thinking after the human's move")
	}
	a.model.Saved()
	startGame(t, a, playO, "Perfect") // the computer plays X now, from the empty board
	awaitReply(t, a, queue)
	for len(queue) > 0 { // the cancelled answer, if it is late
		(<-queue)()
	}
	if a.game().Record().Len() != 1 || a.game().Present().ToAct() != game.O {
		t.Errorf("the new game is %q, want the computer's opening alone", played(a.game().Record()))
	}
}

func TestNewGameDialogRemembersTheChoice(t *testing.T) {
	a, _ := newComputerTestApp(t)
	startGame(t, a, playO, "Perfect")
	if lvl := savedSettings(a).Opponent; lvl != solver.Perfect {
		t.Errorf("the settings' opponent level is %v, want Perfect", lvl)
	}
	shortcut(a, ctrl(fyne.KeyN))
	var chosen []string
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if g, ok := o.(*widget.RadioGroup); ok {
			chosen = append(chosen, g.Selected)
		}
	}
	if strings.Join(chosen, "; ") != playO+"; Perfect" {
		t.Errorf("the dialog offers %q, want the last choice", chosen)
	}
}

func TestTwoPlayersHaveNoComputer(t *testing.T) {
	a, _ := newComputerTestApp(t)
	startGame(t, a, playX, "Perfect")
	startGame(t, a, "Two players at this computer", "Perfect")
	playLines(t, a, "X1 1 5", "O2 2 6")
	if thinking(a) {
		t.Error("the computer thinks in a game for two players")
	}
}

func TestHintOnTheEmptyBoard(t *testing.T) {
	a, queue := newComputerTestApp(t)
	press(a, fyne.KeyH)
	awaitComputer(t, queue, func() bool { return hintSquares(a) != nil })
	assertStatus(t, a, "Hint: X can force a win.", "To win: squares 1 and 9. Whatever O does next, X can still force a win.",
		"Moves that win: 2 of 36.", "Press Hint again")
	if got := hintSquares(a); len(got) != 2 || got[0] != 1 || got[1] != 9 {
		t.Errorf("the board lights squares %v, want 1 and 9", got)
	}
	press(a, fyne.KeyH)
	assertStatus(t, a, "To win: squares 1 and 9.", "Winning moves: 1–9, 3–7.", "All other moves draw.")
	if s := statusLine(a); strings.Index(s, "To win:") > strings.Index(s, "Winning moves") {
		t.Errorf("the best move comes after the list of moves, where a projector's status line cuts it:\n%s", s)
	}
	playLines(t, a, "X1 1 9")
	if hintSquares(a) != nil || strings.Contains(statusLine(a), "Winning moves") {
		t.Error("the hint stays after a move")
	}
}

// The t13 walk's game 1, X against Perfect after X1 1–9, O2 4–9: the hint
// was a wall of move lists ("Drawing moves: 1–6, 1–9, 2–6, …") that the
// student copied "1 and 2" from without understanding. At first it names
// one move and why, and one worse move and its answer; Hint again lists
// every move, for whoever wants them.
func TestAHintGivesOneMoveAndWhyThenEveryMoveOnRequest(t *testing.T) {
	a, queue := newComputerTestApp(t)
	playLines(t, a, "X1 1 9", "O2 4 9")
	test.Tap(a.commandButton(t, "Hint"))
	awaitComputer(t, queue, func() bool { return hintSquares(a) != nil })
	first := statusLine(a)
	assertStatus(t, a, "Hint: X can force a win.", "To win: squares 1 and 2.", "X can still force a win", "Why not 1–6:",
		"Press Hint again")
	if n := len(regexp.MustCompile(`[1-9]–[1-9]`).FindAllString(first, -1)); n > 3 || strings.Contains(first, "Drawing moves") {
		t.Errorf("the first hint names %d moves:\n%s", n, first)
	}
	test.Tap(a.commandButton(t, "Hint"))
	assertStatus(t, a, "To win: squares 1 and 2.", "Drawing moves: 1–6, 1–9,", "Losing moves: 1–4,", "Why not 1–6:")
	if got := hintSquares(a); len(got) != 2 || got[0] != 1 || got[1] != 2 {
		t.Errorf("the board lights squares %v, want 1 and 2", got)
	}
}

func TestHintForACollapseChoice(t *testing.T) {
	a, queue := newComputerTestApp(t)
	playLines(t, a, "X1 1 4", "O2 4 7", "X3 4 7")
	test.Tap(a.commandButton(t, "Hint"))
	awaitComputer(t, queue, func() bool { return hintSquares(a) != nil })
	assertStatus(t, a, "Hint: O can force a win.", "If X3 lands in square 4, O wins.",
		"If X3 lands in square 7, the game is a draw.", "Best choice: square 4.")

	shortcut(a, &fyne.ShortcutUndo{})
	playLines(t, a, "X3 1 4") // a cycle too, won for O wherever X3 lands
	test.Tap(a.commandButton(t, "Hint"))
	awaitComputer(t, queue, func() bool { return hintSquares(a) != nil })
	assertStatus(t, a, "Wherever X3 lands, O wins.")
}

// TestAnswersForAPositionLeftBehindAreDropped: a hint and a review worked
// out for a position count only if the game is still there when they
// arrive. (The computer's action: TestANewGameCancelsTheComputersThinking.)
func TestAnswersForAPositionLeftBehindAreDropped(t *testing.T) {
	a, queue := newComputerTestApp(t)
	playLines(t, a, "X1 1 5", "O2 1 3")
	press(a, fyne.KeyH)
	press(a, fyne.KeyR)
	playLines(t, a, "X3 2 6") // before either answer arrives
	for range 2 {
		(<-queue)()
	}
	if hintSquares(a) != nil || strings.Contains(statusLine(a), "Hint") {
		t.Errorf("a hint for the position before X3 is on show:\n%s", statusLine(a))
	}
	if a.model.Reviewed() || strings.Contains(statusLine(a), "Review") {
		t.Errorf("a review of the game before X3 is taken as the review of the game:\n%s", statusLine(a))
	}
}

func TestReviewMarksMistakes(t *testing.T) {
	a, queue := newComputerTestApp(t)
	// After X1 1 5 the game is a draw; only O2 in 1–3, 1–5 or 1–7 keeps it.
	playLines(t, a, "X1 1 5", "O2 1 3", "X3 2 6")
	press(a, fyne.KeyR)
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	assertStatus(t, a, "Review, measured against perfect play from both sides:",
		"After X1 (squares 1 and 5), X could no longer force a win against perfect play, only a draw.")
	if !mistakeAt(a, 0) || mistakeAt(a, 1) || mistakeAt(a, 2) {
		t.Errorf("marked X1: %v, O2: %v, X3: %v; want X1 only", mistakeAt(a, 0), mistakeAt(a, 1), mistakeAt(a, 2))
	}
	tapRow(t, a, "X1 (squares 1 and 5) ?")
	assertStatus(t, a, "Reviewing", "Before the move X1 in squares 1 and 5, X could force a win; after it, only a draw. "+
		"O could have answered 1–5, closing a cycle in which neither choice of X's leads to a forced win. The better moves were 1–9, 3–7.")
	press(a, fyne.KeyEscape)

	shortcut(a, &fyne.ShortcutUndo{})
	shortcut(a, &fyne.ShortcutUndo{})
	playLines(t, a, "O2 2 6")
	press(a, fyne.KeyR)
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	assertStatus(t, a, "They are marked ?", "After X1 (squares 1 and 5), X could no longer",
		"After O2 (squares 2 and 6), O could no longer hold a draw against perfect play; X could force a win.")
	assertStatus(t, a, "Before the move O2 in squares 2 and 6, O could hold a draw; after it, X could force a win. "+
		"X could have answered 1–5, closing a cycle in which either choice of O's lets X force a win. The better moves were 1–3, 1–5, 1–7.")

	press(a, fyne.KeyEscape)
	shortcut(a, &fyne.ShortcutUndo{})
	if mistakeAt(a, 0) {
		t.Error("the marks stay after the reviewed actions were undone")
	}
}

func TestFinishedGameIsReviewed(t *testing.T) {
	a, queue := newComputerTestApp(t)
	playLines(t, a, "X1 4 8", "O2 2 5", "X3 7 8", "O4 6 8", "X5 5 8", "O6 3 4", "X7 4 8", "collapse 4",
		"O8 1 9", "X9 1 9", "collapse 1")
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	assertStatus(t, a, "O wins", "Review, measured against perfect play", "After X1 (squares 4 and 8)")
}

// commandButton returns the toolbar button of the command labelled label.
func (a *App) commandButton(t *testing.T, label string) *widget.Button {
	t.Helper()
	for _, c := range commandsOf(a) {
		if c.Label == label && c.Button() != nil {
			return c.Button()
		}
	}
	t.Fatalf("no toolbar button %q", label)
	return nil
}

func TestAGameAgainstTheComputerGoesOnAfterARestart(t *testing.T) {
	a, queue := newComputerTestApp(t)
	startGame(t, a, playX, "Perfect")
	tapAction(a, game.PlaceAction(1, 9))
	awaitReply(t, a, queue)
	game2 := played(a.game().Record())

	b := newTestWindow(t)
	envOf(b).loop.OnDo = envOf(a).loop.OnDo
	setPace(b, 0)
	b.start("")
	if got := played(b.game().Record()); strings.Join(got, "; ") != strings.Join(game2, "; ") {
		t.Fatalf("the restarted app has the game %q, want %q", got, game2)
	}
	if want := "Quantum Tic-Tac-Toe: you play X against the computer (Perfect)"; b.win.Title() != want {
		t.Errorf("after a restart the window title is %q, want %q", b.win.Title(), want)
	}
	tapAction(b, b.game().Present().Legal()[0])
	if !thinking(b) {
		t.Fatal("after a restart the computer does not answer")
	}
	awaitReply(t, b, queue)

	path := writeFile(t, "other.qttt", "X1 2 4\n")
	b.model.Saved()
	docOf(b).openPath(path)
	if b.game().ComputerToAct() || b.win.Title() != "Quantum Tic-Tac-Toe" {
		t.Errorf("a game opened from a file is not for two players: title %q", b.win.Title())
	}
}

func TestTheCoinNotTheComputerDecidesCollapsesInTheChanceVariant(t *testing.T) {
	a, queue := newComputerTestApp(t)
	tossWith(a, func(func()) {}) // the coin is not tossed here
	startGame(t, a, playO, "Beginner")
	awaitReply(t, a, queue)
	for _, c := range commandsOf(a) { // turned on in the game: a new game starts without it
		if c.Label == "Coin variant: a fair coin decides collapses" {
			c.Invoke()
		}
	}
	x, y := a.game().Present().Pair(1)
	tapAction(a, game.PlaceAction(x, y)) // closes a cycle for X, the computer, to collapse
	if a.game().Present().Phase() != game.PhaseChoose || thinking(a) {
		t.Errorf("with the coin deciding, the computer thinks about the collapse; status:\n%s", statusLine(a))
	}
}

// On the projector the class reads the hint in words, not only its two
// tinted squares: the class view's slide says it, until the next move.
func TestHintInWordsInPresentationMode(t *testing.T) {
	a, queue := newComputerTestApp(t)
	press(a, fyne.KeyF11)
	press(a, fyne.KeyH)
	awaitComputer(t, queue, func() bool { return hintSquares(a) != nil })
	slideSays := func() string {
		var text []string
		for _, b := range deckOf(a).Slide().Body {
			text = append(text, b.Text)
		}
		return strings.Join(text, "\n")
	}
	if said := slideSays(); !strings.Contains(said, "Hint: X can force a win.") {
		t.Errorf("presenting a hint, the slide says %q; want the hint's words", said)
	}
	playLines(t, a, "X1 1 9")
	if said := slideSays(); strings.Contains(said, "Hint:") {
		t.Errorf("after a move the hint stays on the projector: %q", said)
	}
}

// Enter takes a dialog's default button and Escape cancels it: New game,
// "Replace the current game?" and Settings.
func TestEnterAndEscapeAnswerDialogs(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5", "O2 5 9")
	shortcut(a, ctrl(fyne.KeyN))
	press(a, fyne.KeyEscape)
	if got := dialogText(a); got != "" {
		t.Fatalf("Escape left the New game dialog open: %q", got)
	}
	assertPlayed(t, a, "X1 1 5", "O2 5 9")
	shortcut(a, ctrl(fyne.KeyN))
	press(a, fyne.KeyReturn) // Start
	if !strings.Contains(dialogText(a), "Replace it anyway?") {
		t.Fatalf("Enter in the New game dialog: dialog %q, want the question before the game is replaced", dialogText(a))
	}
	press(a, fyne.KeyReturn) // Yes
	assertPlayed(t, a)

	commandLabelled(t, a, "Settings…").Item().Action()
	if dialogText(a) == "" {
		t.Fatal("File › Settings… opened no dialog")
	}
	press(a, fyne.KeyEscape)
	if got := dialogText(a); got != "" {
		t.Errorf("Escape left the Settings dialog open: %q", got)
	}
}

// The computer's move is told in the status line, not only drawn (the
// walk: the student had to spot O2 on the board).
func TestTheComputersMoveIsTold(t *testing.T) {
	a, queue := newComputerTestApp(t)
	startGame(t, a, playO, "Beginner")
	awaitReply(t, a, queue)
	act := a.game().Record().Action(0)
	want := fmt.Sprintf("The computer played X1 in squares %d and %d.", act.Squares[0], act.Squares[1])
	if !strings.Contains(statusLine(a), want) {
		t.Errorf("after the computer's first move the status line does not say %q:\n%s", want, statusLine(a))
	}
}

// With the coin on, the coin's collapse of the student's cycle stays told
// after the computer has moved, with the computer's move (the walk: only
// the last coin result showed, and where O6 went was in the Moves list).
func TestTheCoinsCollapseStaysToldAfterTheComputersMove(t *testing.T) {
	a, queue := newComputerTestApp(t)
	tossWith(a, func(f func()) { queue <- f })
	startGame(t, a, playO, "Beginner")
	awaitReply(t, a, queue)
	for _, c := range commandsOf(a) {
		if c.Label == "Coin variant: a fair coin decides collapses" {
			c.Invoke()
		}
	}
	x, y := a.game().Present().Pair(1)
	tapAction(a, game.PlaceAction(x, y)) // O2 closes a cycle with X1: the coin decides
	awaitComputer(t, queue, func() bool {
		s := a.game().Present()
		return !a.game().ComputerToAct() && s.Phase() != game.PhaseChoose
	})
	r := a.game().Record()
	if r.Len() < 4 || r.Action(2).Kind != game.Choose || !a.game().ByCoin(2) {
		t.Fatalf("want O2, the coin's collapse, then the computer's X3; played %q", played(r))
	}
	status := statusLine(a)
	landed := fmt.Sprintf("The coin toss settled it: O2 lands in square %d.", r.Action(2).Squares[0])
	act := r.Action(3)
	moved := fmt.Sprintf("The computer played X3 in squares %d and %d.", act.Squares[0], act.Squares[1])
	for _, want := range []string{landed, moved} {
		if !strings.Contains(status, want) {
			t.Errorf("the status line does not say %q:\n%s", want, status)
		}
	}
}

// Game › Play against the computer… (and the welcome's button) opens the
// New game dialog with a game against the computer chosen, where the
// default is two players (the walk found the opponent only in New game).
func TestPlayAgainstTheComputerFromTheGameMenu(t *testing.T) {
	a, queue := newComputerTestApp(t)
	item := menuItem(t, a, "Game", "Play against the computer…")
	item.Action()
	var chosen []string
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if g, ok := o.(*widget.RadioGroup); ok {
			chosen = append(chosen, g.Selected)
		}
	}
	if len(chosen) != 2 || chosen[0] != playX {
		t.Fatalf("the dialog offers %q, want %q", chosen, playX)
	}
	tapDialogButton(t, a, "Start")
	if a.game().Opponent().Side != game.O {
		t.Errorf("the game started is against %v, want the computer as O", a.game().Opponent().Side)
	}
	awaitComputer(t, queue, func() bool { return true })
}
