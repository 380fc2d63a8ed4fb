package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/keyselect"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/teach"
)

func TestTeachingFollowsTheGame(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	playLines(t, a, "X1 1 5", "O2 5 9", "X3 1 9")
	e := tt.panel.Explanation()
	if e.Active != narrate.Collapse || !slices.Contains(e.Collapse, "By the game's rule this cycle collapses now: O chooses where X3 lands.") {
		t.Errorf("pending cycle: panel says %q", e.Collapse)
	}
	playLines(t, a, "collapse 9")
	e = tt.panel.Explanation()
	if !slices.Contains(e.Collapse, "X3 became classical in square 9, so square 5 was the only one left for O2.") {
		t.Errorf("after the collapse: panel says %q, want the cascade told", e.Collapse)
	}
}

func TestTeachingHoverLightsTheBoard(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 2", "O2 2 3", "X3 7 8")
	hover(a, 2)
	if got := litSquares(a); !slices.Equal(got, []game.Square{1, 2, 3}) {
		t.Errorf("hovering square 2 lit %v, want its group 1, 2, 3", got)
	}
	shortcut(a, ctrl(fyne.KeyT))
	if got := litSquares(a); got != nil {
		t.Errorf("hiding the panel left %v lit", got)
	}
}

func TestHoverLeavesTheHintLit(t *testing.T) {
	a, queue := newComputerTestApp(t)
	playLines(t, a, "X1 1 2", "O2 2 3")
	press(a, fyne.KeyH)
	awaitComputer(t, queue, func() bool { return hintSquares(a) != nil })
	hinted := hintSquares(a)
	assertLit := func(when string) {
		t.Helper()
		for _, sq := range hinted {
			if !a.board().Lit(sq) {
				t.Errorf("%s: the hint's square %v is not lit (lit: %v)", when, sq, litSquares(a))
			}
		}
	}
	assertLit("the hint on show")
	hover(a, 2)
	assertLit("hovering square 2")
	for _, sq := range []game.Square{1, 2, 3} {
		if !a.board().Lit(sq) {
			t.Errorf("hovering square 2: its group's square %v is not lit", sq)
		}
	}
	a.board().MouseOut()
	assertLit("the pointer gone")
	assertStatus(t, a, "Hint:")
}

// hover moves the pointer over square sq of the board.
func hover(a *App, sq game.Square) {
	size := a.board().Size()
	side := min(size.Width, size.Height)
	cell := side / 3
	at := fyne.NewPos((size.Width-side)/2+(float32(sq.Col())+0.5)*cell, (size.Height-side)/2+(float32(sq.Row())+0.5)*cell)
	a.board().MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at}})
}

// litSquares returns the squares the board lights, in order, or nil.
func litSquares(a *App) []game.Square {
	var lit []game.Square
	for sq := game.Square(1); sq <= 9; sq++ {
		if a.board().Lit(sq) {
			lit = append(lit, sq)
		}
	}
	return lit
}

func TestTeachingCoinDecides(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	var tosses []func()
	tossWith(a, func(f func()) { tosses = append(tosses, f) })
	a.model.SetChance(true)
	playLines(t, a, "X1 1 5", "O2 1 5")
	if len(tosses) != 1 || a.game().Present().Phase() != game.PhaseChoose {
		t.Fatalf("pending collapse with chance on: %d coin tosses waiting, want 1", len(tosses))
	}
	if e := tt.panel.Explanation(); !slices.Contains(e.Collapse, "Coin variant: a fair coin decides every collapse.") {
		t.Errorf("panel does not say which rule is in force: %q", e.Collapse)
	}
	assertStatus(t, a, "A coin decides the collapse", "In a moment a fair coin decides where O2 lands: square 1 or 5.")
	tapSquare(a, 1)
	press(a, fyne.Key5)
	assertPlayed(t, a, "X1 1 5", "O2 1 5")
	assertStatus(t, a, "A fair coin decides this collapse in a moment")

	tosses[0]()
	if s := a.game().Present(); s.Phase() == game.PhaseChoose || s.Classical(1) == 0 || !a.game().Record().Chance {
		t.Errorf("after the toss: phase %v, square 1 = %v, record marked chance = %v", s.Phase(), s.Classical(1), a.game().Record().Chance)
	}
	if got := statusLine(a); !strings.Contains(got, "The coin toss settled it") || strings.Contains(got, "X chose") {
		t.Errorf("after the toss the status line does not say the coin toss settled it; it says:\n%s", got)
	}
	var saved strings.Builder
	if _, err := a.game().Record().WriteTo(&saved); err != nil || !strings.Contains(saved.String(), "# collapse: chance") {
		t.Errorf("the record does not say the coin decided:\n%s", saved.String())
	}
}

// openLesson opens the bundled lesson named name in the window's lesson
// view and returns it.
func openLesson(t *testing.T, a *App, name string) *lesson.Lesson {
	t.Helper()
	for i := range lessonChooser(a).Options {
		lessonChooser(a).SetSelectedIndex(i)
		if l := lessonView(a).Lesson(); l.Name == name {
			return l
		}
	}
	t.Fatalf("no lesson %s", name)
	return nil
}

func TestTeachingLessonSteps(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	l := openLesson(t, a, "02-entanglement")
	if a.game().Record().State() != lastState(l) || a.game().Shown() != l.Steps[0].Actions || !guideArea(a).Visible() || reviewBar(a).Visible() {
		t.Fatalf("opening a lesson: showing %d actions of the game, want its first step (%d), above the tabs", a.game().Shown(), l.Steps[0].Actions)
	}
	for i := 1; i < len(l.Steps); i++ {
		press(a, fyne.KeySpace, fyne.KeyRight)
		if a.game().Shown() != l.Steps[i].Actions || tt.lessons.Step() != i {
			t.Errorf("step %d: showing %d actions at step %d, want %d", i, a.game().Shown(), tt.lessons.Step(), l.Steps[i].Actions)
		}
		if line := statusLine(a); strings.Contains(line, "Reviewing") {
			t.Errorf("step %d: the status line says %q, but a lesson is no review", i, line)
		}
		if l.Steps[i].Tab == lesson.TabGraph && sideTabs(a).Selected() != tt.tabs[2] {
			t.Errorf("step %d talks about the graph, but the %q tab is on show", i, sideTabs(a).Selected().Text)
		}
	}
	// The last step of lesson 2 follows "collapse 7": the panel tells it,
	// and the status line too, under the position's own headline.
	if e := tt.panel.Explanation(); !slices.Contains(e.Collapse, "O4 became classical in square 7, so square 3 was the only one left for X3.") {
		t.Errorf("the step after a collapse: the panel says %q, want the cascade told", e.Collapse)
	}
	if line := statusLine(a); !strings.Contains(line, "to move") || !strings.Contains(line, "X chose square 7 for O4. 2 marks became classical: O4 and X3.") {
		t.Errorf("the step after a collapse: the status line says\n%s\nwant whose move it is and the cascade, not a review", line)
	}
	press(a, fyne.KeyLeft)
	if tt.lessons.Step() != len(l.Steps)-2 {
		t.Errorf("the left arrow in a lesson: step %d, want the one before", tt.lessons.Step())
	}
	for tt.lessons.Step() > 2 {
		press(a, fyne.KeyLeft)
	}
	tt.lessons.OnPlay()
	if a.game().Record().Len() != l.Steps[2].Actions || a.game().Reviewing() || tt.lessons.Lesson() != nil || guideArea(a).Visible() {
		t.Errorf("Play from here at step 2: game of %d actions (reviewing %v), lesson still open %v; want %d actions and the lesson closed",
			a.game().Record().Len(), a.game().Reviewing(), tt.lessons.Lesson() != nil, l.Steps[2].Actions)
	}
}

func TestTeachingLessonHoldsTheBoardUntilTheAnswer(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	l := openLesson(t, a, "04-deciding-choice")
	for tt.lessons.Step() < len(l.Steps)-2 { // the question at the position the student plays on from
		press(a, fyne.KeySpace, fyne.KeyRight)
	}
	if a.game().Reviewing() || !tt.lessons.Asking() {
		t.Fatalf("step %d: reviewing %v, asking %v; want the question on the last position", tt.lessons.Step(), a.game().Reviewing(), tt.lessons.Asking())
	}
	before := a.game().Record().Len()
	tapSquare(a, 9)
	press(a, fyne.Key9)
	if a.game().Record().Len() != before {
		t.Errorf("the answer held back: the board took a move (%d actions, was %d)", a.game().Record().Len(), before)
	}
	assertStatus(t, a, "Predict first")
	if !a.commandButton(t, "Hint").Disabled() {
		t.Error("the answer held back: the hint would give it away")
	}
	press(a, fyne.KeySpace)
	if tt.lessons.Asking() {
		t.Fatal("Space does not reveal the answer")
	}
	press(a, fyne.Key9)
	if a.game().Record().Len() != before+1 || tt.lessons.Lesson() != nil {
		t.Errorf("after the answer: %d actions, lesson open %v; want the collapse played and the lesson closed", a.game().Record().Len(), tt.lessons.Lesson() != nil)
	}
}

func TestTeachingLessonOpensTheTabWithTheAnswer(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	l := openLesson(t, a, "01-superposition")
	press(a, fyne.KeyRight) // "Is X1 already in one of its two squares…?", the boards tab named after the answer
	if st := l.Steps[1]; st.Question == "" || st.AnswerTab != lesson.TabBoards {
		t.Fatalf("lesson 01, step 2: question %q, answer tab %q; want a question with the boards tab after its answer", st.Question, st.AnswerTab)
	}
	if sideTabs(a).Selected() == tt.tabs[1] {
		t.Error("the Possible boards tab opened before the answer: it would give the answer away")
	}
	press(a, fyne.KeySpace)
	if sideTabs(a).Selected() != tt.tabs[1] {
		t.Errorf("the answer revealed: the %q tab is on show, want Possible boards", sideTabs(a).Selected().Text)
	}
	press(a, fyne.KeyRight) // "How many possible boards are there now?", with Possible boards still on show
	if !tt.lessons.Asking() || sideTabs(a).Selected() == tt.tabs[1] {
		t.Errorf("the next question's answer is on show in the %q tab before it was revealed", sideTabs(a).Selected().Text)
	}
}

// While a lesson's question waits, the Explain tab says nothing that
// answers it: lesson 1 asks where X1 is, and lesson 6 what X's ninth move
// is; once the answer is out, the tab explains the position again.
func TestTeachingExplainHoldsBackTheAnswer(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	for _, c := range []struct{ lesson, question, answer string }{
		{"01-superposition", "Is X1 already in one of its two squares", "squares 1 and 5: both squares stay possible"},
		{"06-ninth-move", "In which square does X make the ninth move", "One square is left"},
	} {
		l := openLesson(t, a, c.lesson)
		for !strings.Contains(l.Steps[tt.lessons.Step()].Question, c.question) {
			press(a, fyne.KeySpace, fyne.KeyRight)
		}
		said := func() string {
			e := tt.panel.Explanation()
			return strings.Join(slices.Concat(e.Superposition, e.Entanglement, e.Collapse), " ")
		}
		if !tt.lessons.Asking() || strings.Contains(said(), c.answer) {
			t.Errorf("%s: asking %v, and the Explain tab says %q", c.lesson, tt.lessons.Asking(), said())
		}
		press(a, fyne.KeySpace)
		if !strings.Contains(said(), c.answer) {
			t.Errorf("%s: the answer is out, but the Explain tab says %q", c.lesson, said())
		}
	}
}

func TestTeachingEscapeDuringALesson(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	l := openLesson(t, a, "02-entanglement")
	press(a, fyne.KeyRight)
	for !tt.lessons.Asking() { // on to a question held back
		press(a, fyne.KeySpace, fyne.KeyRight)
	}
	step := tt.lessons.Step()
	press(a, fyne.KeyEscape)
	if a.game().Shown() != l.Steps[step].Actions || tt.lessons.Step() != step || !tt.lessons.Asking() || lessonOn(a) != l {
		t.Errorf("Escape at the question of step %d: showing %d actions at step %d, asking %v; want nothing revealed or advanced",
			step, a.game().Shown(), tt.lessons.Step(), tt.lessons.Asking())
	}
	press(a, fyne.KeyG, fyne.KeyEscape) // Escape keeps its other meanings
	if inPlaceOfBoard(a) != a.board() || tt.lessons.Step() != step || !tt.lessons.Asking() {
		t.Errorf("Escape after G: the board is not back, or the lesson moved (step %d, asking %v)", tt.lessons.Step(), tt.lessons.Asking())
	}
	press(a, fyne.KeyRight)
	assertStatus(t, a, "The answer comes first: press Space or Page Down to show it.")
}

func TestTeachingLonePairLightsNothing(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5")
	hover(a, 1)
	if got := litSquares(a); got != nil {
		t.Errorf("hovering a lone pair lit %v in the entanglement colour, want nothing", got)
	}
}

// lastState returns the position of a lesson's last step.
func lastState(l *lesson.Lesson) game.State {
	s, _ := l.State(len(l.Steps) - 1)
	return s
}

func TestTeachingReadsTheTeachersLessons(t *testing.T) {
	newTestApp(t) // its storage is where lessonFolder is
	if err := os.MkdirAll(lessonFolder(), 0o755); err != nil {
		t.Fatal(err)
	}
	own := "#title: My own lesson\n#> One pair.\nX1 1 9\n#> Play on.\n"
	if err := os.WriteFile(filepath.Join(lessonFolder(), "07-mine.qttt"), []byte(own), 0o644); err != nil {
		t.Fatal(err)
	}
	lessons, unread := loadLessons()
	if unread != nil {
		t.Errorf("the teacher's lesson was not read: %v", unread)
	}
	if n := len(lessons); n < 7 || lessons[n-1].Title != "My own lesson" {
		t.Errorf("%d lessons, the last %q; want the bundled ones, then the teacher's", n, lessons[n-1].Title)
	}
}

func TestGameOfChanceGoesOnByChance(t *testing.T) {
	a := newTestApp(t)
	docOf(a).openPath(writeFile(t, "chance.qttt", "# collapse: chance\nX1 1 5\nO2 1 5\ncollapse 5\n"))
	assertStatus(t, a, "The coin toss settled it: O2 lands in square 5.", "X to move")
	if !a.game().Chance() {
		t.Error("a game the coin played does not go on by chance")
	}
}

func TestExplanationOnShowBesideTheGame(t *testing.T) {
	a := newTestApp(t)
	if got := sideTabs(a).Selected(); got == nil || got.Content != explainPanel(a) {
		t.Fatalf("the side panel opens on %v, want the explanation", got)
	}
	playLines(t, a, "X1 1 5", "O2 5 9", "X3 1 9") // a long status line
	if tabs, panel := sideTabs(a).Size().Height, sidePanelOf(a).Size().Height; tabs < panel/2-theme.Padding() {
		t.Errorf("the tabs get %v of the side panel's %v", tabs, panel)
	}

	shortcut(a, ctrl(fyne.KeyT))
	if got := sideTabs(a).Selected(); len(sideTabs(a).Items) != 1 || got.Content != movesOf(a) {
		t.Errorf("with the teaching panel hidden: %d tabs, %q on show, want the move list alone", len(sideTabs(a).Items), got.Text)
	}
	shortcut(a, ctrl(fyne.KeyT))
	if len(sideTabs(a).Items) != 5 || sideTabs(a).Items[1].Content != explainPanel(a) {
		t.Errorf("with the teaching panel shown again: %d tabs, the second %q", len(sideTabs(a).Items), sideTabs(a).Items[1].Text)
	}
}

// The possible boards and the graph are made when their tabs are first
// shown, and then show the position on show, not the empty board.
func TestTabsMadeWhenFirstShownShowThePositionOnShow(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	if tt.ensemble != nil || tt.graph != nil || graphInPlace(a) != nil {
		t.Error("the possible boards or the graph were made before they were shown")
	}
	playLines(t, a, "X1 1 5", "O2 5 9")
	press(a, fyne.KeyF2)
	want := teach.NewEnsembleView()
	want.SetState(a.game().OnShow())
	test.NewTempWindow(t, want).Resize(sideTabs(a).Size())
	if got := uitest.ShownText(tt.ensemble); got != uitest.ShownText(want) || !strings.Contains(got, "X1") {
		t.Errorf("the possible boards, first shown after X1 and O2, say:\n%s\nwant:\n%s", got, uitest.ShownText(want))
	}
	press(a, fyne.KeyF3)
	if got := uitest.ShownText(tt.tabs[2].Content); !strings.Contains(got, "X1") || !strings.Contains(got, "O2") {
		t.Errorf("the graph, first shown after X1 and O2, shows %q", got)
	}
	playLines(t, a, "X3 1 9")
	if got := uitest.ShownText(tt.tabs[2].Content); !strings.Contains(got, "X3") {
		t.Errorf("the graph shown does not follow the game: %q", got)
	}
}

func TestGraphInPlaceOfTheBoard(t *testing.T) {
	a := newTestApp(t)
	graphItem := func() *fyne.MenuItem {
		for _, c := range commandsOf(a) {
			if c.Label == "Entanglement graph in place of the board" {
				return c.Item()
			}
		}
		t.Fatal("no menu item shows the graph in place of the board")
		return nil
	}
	playLines(t, a, "X1 1 5")
	press(a, fyne.KeyG)
	if boardArea(a).Objects[0] != graphInPlace(a) || !graphItem().Checked {
		t.Fatal("G does not show the graph in place of the board")
	}
	if a.win.Canvas().Overlays().Top() != nil {
		t.Error("the graph is shown in a pop-up")
	}
	press(a, fyne.Key2, fyne.Key3) // the keys go on playing
	assertPlayed(t, a, "X1 1 5", "O2 2 3")
	press(a, fyne.KeyEscape)
	if boardArea(a).Objects[0] != a.board() || graphItem().Checked {
		t.Fatal("Escape does not bring the board back")
	}
	graphItem().Action()
	press(a, fyne.KeyG)
	if boardArea(a).Objects[0] != a.board() {
		t.Error("the menu item and G do not toggle the graph")
	}
}

// A lesson opened over an unsaved game asks first, and nothing changes
// until the answer: not the lesson panel, not the board, and no key or
// shortcut changes the game behind the question. No leaves everything as
// it was; Yes shows the lesson's first step and its game together.
func TestTeachingLessonAsksBeforeReplacingAnUnsavedGame(t *testing.T) {
	for _, agree := range []bool{false, true} {
		a := newTestApp(t)
		playLines(t, a, "X1 1 5", "O2 5 9")
		before := statusLine(a)
		lessonChooser(a).SetSelectedIndex(1)
		if !strings.Contains(dialogText(a), "Replace it anyway?") {
			t.Fatalf("opening a lesson over an unsaved game: dialog %q", dialogText(a))
		}
		if lessonOn(a) != nil || guideArea(a).Visible() || a.board().Size().IsZero() {
			t.Fatalf("the lesson opened before the answer: lesson %v, shown %v", lessonOn(a), guideArea(a).Visible())
		}
		shortcut(a, &fyne.ShortcutUndo{})
		pressKey(a, fyne.KeyPageDown)
		pressKey(a, fyne.Key3)
		assertPlayed(t, a, "X1 1 5", "O2 5 9")
		if lessonOn(a) != nil || a.game().Reviewing() {
			t.Fatalf("behind the question: lesson %v, reviewing %v; want nothing changed", lessonOn(a), a.game().Reviewing())
		}
		if !agree {
			press(a, fyne.KeyEscape) // No
			assertPlayed(t, a, "X1 1 5", "O2 5 9")
			if dialogText(a) != "" || lessonOn(a) != nil || guideArea(a).Visible() || lessonChooser(a).SelectedIndex() != -1 || statusLine(a) != before {
				t.Errorf("after No: dialog %q, lesson %v, shown %v, chooser at %d; want everything as it was", dialogText(a), lessonOn(a), guideArea(a).Visible(), lessonChooser(a).SelectedIndex())
			}
			press(a, fyne.KeyPageDown)
			if !strings.Contains(dialogText(a), "Replace it anyway?") || lessonOn(a) != nil {
				t.Errorf("Page Down after No: dialog %q, lesson %v; want the question again", dialogText(a), lessonOn(a))
			}
			continue
		}
		press(a, fyne.KeyReturn) // Yes
		l := lessonOn(a)
		if l == nil {
			t.Fatalf("after Yes: dialog %q, no lesson open", dialogText(a))
		}
		if lessonView(a).Lesson() != l || a.game().Record().State() != lastState(l) || a.game().Shown() != l.Steps[0].Actions || lessonView(a).Step() != 0 {
			t.Errorf("after Yes: lesson %v, showing %d actions at step %d, want the lesson's first step (%d actions)",
				l, a.game().Shown(), lessonView(a).Step(), l.Steps[0].Actions)
		}
		shortcut(a, ctrl(fyne.KeyPageDown))
		if dialogText(a) != "" || lessonOn(a) == l {
			t.Errorf("from a lesson's own game to the next lesson: dialog %q; want no question", dialogText(a))
		}
	}
}

// A game that loses little need not ask before a lesson replaces it: one
// move, or a finished game.
func TestTeachingLessonReplacesAOneMoveOrFinishedGameAtOnce(t *testing.T) {
	for _, lines := range [][]string{{"X1 1 5"}, {"X1 1 2", "O2 4 5", "X3 1 2", "collapse 1", "O4 7 8", "X5 3 6", "O6 7 8", "collapse 7", "X7 3 6", "collapse 3"}} {
		a := newTestApp(t)
		playLines(t, a, lines...)
		lessonChooser(a).SetSelectedIndex(0)
		if dialogText(a) != "" || lessonOn(a) == nil {
			t.Errorf("after %q: dialog %q, lesson %v; want the lesson without a question", lines, dialogText(a), lessonOn(a))
		}
	}
}

// After a mark is picked from the Possible boards dropdown with the
// mouse, the keys go on working: Page Down steps the lesson on.
func TestKeysWorkAfterAPickFromTheDropdown(t *testing.T) {
	a := newTestApp(t)
	l := openLesson(t, a, "01-superposition")
	press(a, fyne.KeyRight, fyne.KeySpace) // "Is X1 already in one of its two squares…?", answered in the Possible boards tab
	if sideTabs(a).Selected() != teachingTabs(a)[1] {
		t.Fatalf("the answer opens the %q tab, want Possible boards", sideTabs(a).Selected().Text)
	}
	var marks *keyselect.Select
	for _, o := range test.LaidOutObjects(teachingTabs(a)[1].Content) {
		if s, ok := o.(*keyselect.Select); ok {
			marks = s
		}
	}
	if marks == nil {
		t.Fatal("no dropdown of marks in the Possible boards tab")
	}
	test.Tap(marks)
	top := a.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("tapping the dropdown opened no list")
	}
	for _, o := range test.LaidOutObjects(top) {
		if item, ok := o.(fyne.Tappable); ok && fmt.Sprintf("%T", o) == "*widget.menuItem" {
			item.Tapped(&fyne.PointEvent{})
			break
		}
	}
	if marks.Selected == "" || a.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("picking from the dropdown: picked %q, overlay still open %v", marks.Selected, a.win.Canvas().Overlays().Top() != nil)
	}
	press(a, fyne.KeyPageDown)
	if lessonView(a).Step() != 2 || a.game().Shown() != l.Steps[2].Actions {
		t.Errorf("Page Down after a pick from the dropdown: step %d, want 3 of the lesson", lessonView(a).Step()+1)
	}
}

// A tap on a square that holds a classical mark says why it is refused,
// as pressing its number does.
func TestATapOnAClassicalSquareSaysWhy(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5", "O2 1 5", "collapse 1") // O2 in square 1, X1 in 5
	tapSquare(a, 5)
	assertStatus(t, a, "Square 5 already holds the classical mark X1")
	tapSquare(a, 2)
	press(a, fyne.Key1)
	assertStatus(t, a, "Square 1 already holds the classical mark O2")
}

// W, or the help icon beside a lesson's title, opens the glossary from a
// lesson's step, with the words that step uses: a student alone looks a
// word up with one key or one click, and the lesson stays where it was.
func TestTheGlossaryIsOneKeyAway(t *testing.T) {
	a := newTestApp(t)
	l := openLesson(t, a, "08-amplitudes")
	for !strings.Contains(l.Steps[lessonView(a).Step()].Text, "amplitude") {
		press(a, fyne.KeySpace, fyne.KeyRight)
	}
	step := lessonView(a).Step()
	press(a, fyne.KeyW)
	text := dialogText(a)
	for _, word := range []string{"Glossary", "Amplitude", "Interference", "Cascade", "Attached to a cycle"} {
		if !strings.Contains(text, word) {
			t.Errorf("W at lesson 8's step %d: the dialog lacks %q:\n%s", step+1, word, text)
		}
	}
	tapDialogButton(t, a, "Close")
	var glossary *widget.Button // the lesson's own: its title's help icon
	for _, o := range test.LaidOutObjects(lessonView(a)) {
		if b, ok := o.(*widget.Button); ok && b.Icon == theme.HelpIcon() && b.Text == "" {
			glossary = b
		}
	}
	if glossary == nil {
		t.Fatal("the lesson's title has no glossary button")
	}
	test.Tap(glossary)
	if text := dialogText(a); !strings.Contains(text, "Amplitude") {
		t.Errorf("the lesson's glossary button: the dialog says\n%s", text)
	}
	tapDialogButton(t, a, "Close")
	if lessonOn(a) != l || lessonView(a).Step() != step {
		t.Errorf("after the glossary: lesson %v at step %d, want lesson 8 at step %d", lessonOn(a) != nil, lessonView(a).Step()+1, step+1)
	}
}

// TestTeachingPanelStartsOverAtEachLessonStep: scrolled down at one step of
// a lesson, the Explain panel is back at its start (the section that
// applies at the top) at the next, not where the last reading left it.
func TestTeachingPanelStartsOverAtEachLessonStep(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	l := openLesson(t, a, "02-entanglement")
	scroll := test.WidgetRenderer(tt.panel).Objects()[0].(*container.Scroll)
	scrolled := 0
	for i := 1; i < len(l.Steps); i++ {
		sideTabs(a).Select(tt.tabs[0])
		scroll.ScrollToBottom()
		bottom := scroll.Offset.Y
		press(a, fyne.KeySpace, fyne.KeyRight)
		if tt.lessons.Step() != i {
			t.Fatalf("at step %d after Next, want %d", tt.lessons.Step(), i)
		}
		if bottom == 0 {
			continue // the whole panel fits: nothing to scroll back
		}
		scrolled++
		at := scroll.Offset.Y
		tt.panel.Rewind()
		if at == bottom || scroll.Offset.Y != at {
			t.Errorf("step %d: the panel is scrolled to %v (the last step left it at %v), want its start at %v", i, at, bottom, scroll.Offset.Y)
		}
	}
	if scrolled == 0 {
		t.Fatal("the panel never had more to show than its height: the test shows nothing")
	}
}

// A file in the teacher's lessons folder that cannot be read (a named
// pipe, a lesson with a bad line) is left out, and the Lessons tab says
// which and why, not only the log.
func TestTheLessonsTabNamesTheTeachersFilesThatCouldNotBeRead(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir()) // the test app's storage root
	test.NewTempApp(t)
	os.MkdirAll(lessonFolder(), 0o755)
	os.WriteFile(filepath.Join(lessonFolder(), "08-broken.qttt"), []byte("#title: Broken\nX1 1 1\n"), 0o644)
	if err := mkfifo(filepath.Join(lessonFolder(), "09-pipe.qttt")); err != nil {
		t.Skip("no named pipes here:", err)
	}
	a := newTestWindow(t)
	a.win.Resize(fyne.NewSize(1000, 700))
	tabs := sideTabs(a)
	for _, item := range tabs.Items {
		if item.Text == "Lessons" {
			tabs.Select(item)
		}
	}
	got := uitest.ShownText(tabs.Selected().Content)
	for _, want := range []string{"These files in the lessons folder could not be read:", "08-broken.qttt", "09-pipe.qttt: not a regular file (a named pipe)"} {
		if !strings.Contains(got, want) {
			t.Errorf("the Lessons tab does not say %q:\n%s", want, got)
		}
	}
}

// Beside a lesson's step the status line's headline says it is the
// board's, or names the two paths when they show in place of the board,
// in smaller letters than the game's own (the walk: "X chooses the
// collapse" stood over lesson 7's photons as their title).
func TestTheHeadlineBesideALessonSaysWhatItIsAbout(t *testing.T) {
	a := newTestApp(t)
	paths, board := false, false
	for i := range a.model.Lessons() {
		chooseLesson(a, i)
		for {
			headline := statusOf(a).Said().Headline
			switch a.model.Picture() {
			case lesson.PictureTwoPaths:
				paths = true
				if headline != "Two paths to detector D" {
					t.Errorf("lesson %d, step %d, the two paths on show: headline %q", i+1, a.model.Step()+1, headline)
				}
			default:
				board = true
				if !strings.HasPrefix(headline, "On the board: ") {
					t.Errorf("lesson %d, step %d: headline %q does not say it is the board's", i+1, a.model.Step()+1, headline)
				}
			}
			if a.model.Forward() != model.Done || lessonOn(a) == nil || a.model.Step() == len(lessonOn(a).Steps)-1 && !a.model.Asking() {
				break
			}
		}
	}
	if !paths || !board {
		t.Errorf("seen the two paths %v, the board %v; want both", paths, board)
	}
	size := func() fyne.ThemeSizeName {
		return statusPartsOf(a).headline.Segments[0].(*widget.TextSegment).Style.SizeName
	}
	if got := size(); got != theme.SizeNameSubHeadingText {
		t.Errorf("beside a lesson's step the headline is %s, want the smaller %s: the step's own title is below it", got, theme.SizeNameSubHeadingText)
	}
	a.model.CloseLesson()
	if got := size(); got != theme.SizeNameHeadingText {
		t.Errorf("without a lesson the headline is %s, want %s", got, theme.SizeNameHeadingText)
	}
}

// While a lesson's step shows the two paths in place of the board, the
// Explain tab speaks of the experiment on screen, never of the board no
// one sees (student walk t17 #3: "X chooses where O6 lands" beside lesson
// 7's photons, "X1 and O2 are entangled" beside lesson 8's); with the
// board back it explains the board again.
func TestTheExplainTabBesideTheTwoPathsSpeaksOfThem(t *testing.T) {
	a := newTestApp(t)
	markName := regexp.MustCompile(`\b[XO][1-9]\b`)
	paths, board := 0, 0
	for i := range a.model.Lessons() {
		chooseLesson(a, i)
		for {
			e := explainPanel(a).Explanation()
			said := strings.Join(slices.Concat(e.Superposition, e.Entanglement, e.Collapse), " ")
			switch {
			case a.model.Asking():
			case a.model.Picture() != lesson.NoPicture:
				paths++
				if m := markName.FindString(said); m != "" || !strings.Contains(said, "a real experiment with photons") {
					t.Errorf("lesson %d, step %d, the two paths on show: the Explain tab says %q", i+1, a.model.Step()+1, said)
				}
			case a.game().OnShow().Moves() > 0:
				board++
				if strings.Contains(said, "a real experiment") {
					t.Errorf("lesson %d, step %d, the board on show: the Explain tab says %q", i+1, a.model.Step()+1, said)
				}
			}
			if a.model.Forward() != model.Done || lessonOn(a) == nil || a.model.Step() == len(lessonOn(a).Steps)-1 && !a.model.Asking() {
				break
			}
		}
	}
	if paths == 0 || board == 0 {
		t.Errorf("seen %d steps with the two paths, %d with the board; want both", paths, board)
	}
}

// On a 1366×768 laptop, beside a lesson, the Graph tab draws the graph,
// names and all (student walk t17 #8: it only ever said "Too small to read
// here" over nine dots).
func TestTheGraphTabDrawsBesideALessonOnALaptop(t *testing.T) {
	a := newTestApp(t)
	a.win.Resize(fyne.NewSize(1366, 720)) // 768 less a title bar and a task bar
	openLesson(t, a, "03-long-cycle")     // its first step opens the Graph tab
	if a.model.Tab() != model.TabGraph || a.teaching.graph == nil {
		t.Fatal("lesson 3's first step does not open the Graph tab")
	}
	if got := uitest.ShownText(a.teaching.graph); strings.Contains(got, "Too small to read") || !strings.Contains(got, "O4") {
		t.Errorf("the Graph tab beside lesson 3 at 1366×768 shows %q, want the graph with its names", got)
	}
}

// The Teach menu names the keys of the side panel's tabs, and checks the
// one on show.
func TestTeachMenuShowsTheTabKeys(t *testing.T) {
	a := newTestApp(t)
	var checked []string
	for _, c := range commandsOf(a) {
		for i := range teachingTabs(a) {
			k := tabKey(a, i)
			if c.Label == teachingTabs(a)[i].Text {
				if sc, ok := c.Item().Shortcut.(fyne.KeyboardShortcut); !ok || sc.Key() != k {
					t.Errorf("the menu item %q has the shortcut %v, want %v", c.Label, c.Item().Shortcut, k)
				}
				if c.Item().Checked {
					checked = append(checked, c.Label)
				}
			}
		}
	}
	if want := []string{teachingTabs(a)[0].Text}; !slices.Equal(checked, want) {
		t.Errorf("checked tab items %q, want %q", checked, want)
	}
}

// F1–F4 switch the teaching tabs while the lesson list has the keyboard
// focus, as after it was opened and closed without a choice (the walk:
// F2 and F3 left the Lessons tab on show).
func TestTabKeysWorkWhileTheLessonListHasTheFocus(t *testing.T) {
	a := newTestApp(t)
	press(a, tabKey(a, 3))
	a.win.Canvas().Focus(a.teaching.chooser)
	press(a, tabKey(a, 1))
	if got := sideTabs(a).Selected(); got != teachingTabs(a)[1] {
		t.Errorf("F2 with the lesson list focused shows the tab %q, want %q", got.Text, teachingTabs(a)[1].Text)
	}
	if a.win.Canvas().Focused() != nil {
		t.Error("the lesson list keeps the focus after F2")
	}
}
