package model

import (
	"time"

	"fmt"
	"os/exec"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/session"
)

// testLessons returns two lessons: the first asks a question at its
// second step, before a collapse.
func testLessons(t *testing.T) []*lesson.Lesson {
	t.Helper()
	var ls []*lesson.Lesson
	for _, text := range []string{
		"#title: One\n#> Start.\nX1 1 5\nO2 1 5\n#> A cycle.\n#? Where does X1 end up if O2 lands in square 1?\n#! In square 5.\n#tab: boards\ncollapse 1\n#> Collapsed.\n",
		"#title: Two\n#> A pair.\nX1 1 9\n#> Play on.\n",
	} {
		l, err := lesson.Parse("lesson.qttt", strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		ls = append(ls, l)
	}
	return ls
}

// newModel returns a model on testLessons that counts the changes it
// tells of.
func newModel(t *testing.T) (*Model, *int) {
	m := New(testLessons(t), nil, time.Now)
	changes := new(int)
	m.OnChange = func(Change) { *changes++ }
	return m, changes
}

// play plays record lines such as "X1 1 5" or "collapse 1" on m.
func play(t *testing.T, m *Model, lines ...string) {
	t.Helper()
	var text strings.Builder
	if _, err := m.Game().InForce().WriteTo(&text); err != nil {
		t.Fatal(err)
	}
	text.WriteString(strings.Join(lines, "\n") + "\n")
	r, err := game.Parse("game.qttt", strings.NewReader(text.String()))
	if err != nil {
		t.Fatal(err)
	}
	for i := m.Game().At(); i < r.Len(); i++ {
		if done, err := m.Play(r.Action(i)); err != nil || done != Done {
			t.Fatalf("playing %s: %v %v", r.Notation(i), done, err)
		}
	}
}

// once checks that the action run told of exactly one change.
func once(t *testing.T, changes *int, what string, run func()) {
	t.Helper()
	before := *changes
	run()
	if n := *changes - before; n != 1 {
		t.Errorf("%s told of %d changes, want 1", what, n)
	}
}

func TestALessonOpensStepsHoldsItsQuestionAndCloses(t *testing.T) {
	m, changes := newModel(t)
	once(t, changes, "opening a lesson", func() { m.OpenLesson(0) })
	l, i := m.Lesson()
	if l == nil || i != 0 || m.Step() != 0 || m.Game().Shown() != l.Steps[0].Actions || m.Game().At() != l.Steps[len(l.Steps)-1].Actions {
		t.Fatalf("opened: lesson %v at step %d, showing %d of %d actions; want its first step on its whole game", l, m.Step(), m.Game().Shown(), m.Game().At())
	}
	once(t, changes, "a step", func() { m.Next() })
	if !m.Asking() || m.Game().Shown() != l.Steps[1].Actions {
		t.Fatalf("step 2: asking %v, showing %d actions", m.Asking(), m.Game().Shown())
	}
	for _, r := range []Refusal{m.Next(), m.Escape()} {
		if r == Done {
			t.Errorf("Next or Escape at a held question: %v", r)
		}
	}
	if m.Next() != AnswerFirst || m.Step() != 1 || !m.Asking() || m.Game().Shown() != l.Steps[1].Actions {
		t.Errorf("at the held question: step %d, asking %v, showing %d; want it held", m.Step(), m.Asking(), m.Game().Shown())
	}
	once(t, changes, "Page Down at the question", func() { m.Forward() })
	if m.Asking() || !m.Revealed(1) || m.Tab() != TabBoards {
		t.Errorf("revealed: asking %v, tab %v; want the answer out and the tab it names", m.Asking(), m.Tab())
	}
	m.Forward()
	if m.Step() != 2 || m.Next() != LessonEnd {
		t.Errorf("at the last step: step %d, Next says %v", m.Step(), m.Next())
	}
	m.Back()
	if m.Step() != 1 || m.Asking() {
		t.Errorf("back at the question answered: step %d, asking %v", m.Step(), m.Asking())
	}
	m.Review(m.Game().At()) // as the move list's last row does
	if m.Step() != 2 || !m.AtStep() {
		t.Errorf("the move list's last row: lesson at step %d", m.Step())
	}
	once(t, changes, "closing", func() { m.CloseLesson() })
	if l, _ := m.Lesson(); l != nil || m.Game().Reviewing() {
		t.Errorf("closed: lesson %v, reviewing %v", l, m.Game().Reviewing())
	}
}

func TestPlayingOnClosesTheLesson(t *testing.T) {
	m, _ := newModel(t)
	m.TurnLesson(1)
	m.TurnLesson(1)
	if _, i := m.Lesson(); i != 1 {
		t.Fatalf("Ctrl+Page Down twice: lesson %d, want the second", i)
	}
	m.Next()
	play(t, m, "O2 2 3")
	if l, _ := m.Lesson(); l != nil {
		t.Error("the lesson stays open after its game was played on")
	}
}

func TestReplaceTheGameAsksAndNothingChangesUntilTheAnswer(t *testing.T) {
	for _, yes := range []bool{false, true} {
		m, changes := newModel(t)
		play(t, m, "X1 1 5", "O2 5 9")
		gen := m.Game().Generation()
		once(t, changes, "asking", func() { m.OpenLesson(1) })
		if m.Waiting() != ReplaceGame {
			t.Fatalf("opening a lesson over a game in progress: waiting %v", m.Waiting())
		}
		if r := m.Undo(); r != Unanswered {
			t.Errorf("Undo behind the question: %v", r)
		}
		if r, _ := m.Play(game.PlaceAction(2, 3)); r != Unanswered {
			t.Errorf("a move behind the question: %v", r)
		}
		for _, r := range []Refusal{m.Forward(), m.Next(), m.Back(), m.Reveal(), m.PlayFromStep(), m.CloseLesson(), m.Review(0), m.TurnLesson(1), m.Escape(), m.Select(3)} {
			if r != Unanswered {
				t.Errorf("an action behind the question: %v", r)
			}
		}
		if l, _ := m.Lesson(); l != nil || m.Game().Generation() != gen || m.Game().At() != 2 {
			t.Fatalf("behind the question: lesson %v, generation %d (was %d); want nothing changed", l, m.Game().Generation(), gen)
		}
		once(t, changes, "the answer", func() { m.Answer(yes) })
		l, i := m.Lesson()
		switch {
		case m.Waiting() != NoQuestion:
			t.Errorf("answered: still waiting")
		case !yes && (l != nil || m.Game().Generation() != gen):
			t.Errorf("No: lesson %v, generation %d (was %d); want all as it was", l, m.Game().Generation(), gen)
		case yes && (i != 1 || m.Game().Shown() != l.Steps[0].Actions):
			t.Errorf("Yes: lesson %d, showing %d actions; want the second lesson's first step", i, m.Game().Shown())
		}
	}
}

func TestSmallFinishedAndLessonGamesAreReplacedWithoutAsking(t *testing.T) {
	m, _ := newModel(t)
	play(t, m, "X1 1 5")
	m.OpenLesson(0)
	if m.Waiting() != NoQuestion {
		t.Error("a one-move game asks before a lesson replaces it")
	}
	m.OpenLesson(1)
	if _, i := m.Lesson(); m.Waiting() != NoQuestion || i != 1 {
		t.Error("a lesson's own game asks before another lesson replaces it")
	}
	m.Replace(game.NewRecord(), session.Opponent{}, false)
	play(t, m, "X1 1 2", "O2 4 5", "X3 1 2", "collapse 1", "O4 7 8", "X5 3 6", "O6 7 8", "collapse 7", "X7 3 6", "collapse 3")
	if !m.Game().Present().Over() {
		t.Fatal("the game is not over")
	}
	m.Replace(game.NewRecord(), session.Opponent{}, false)
	if m.Waiting() != NoQuestion || m.Game().At() != 0 {
		t.Error("a finished game asks before it is replaced")
	}
}

func TestEscapeBringsTheBoardBackEndsAReviewAndCancelsAMove(t *testing.T) {
	m, changes := newModel(t)
	play(t, m, "X1 1 5", "O2 5 9")
	m.Select(3)
	m.ToggleGraph()
	m.Review(1)
	for _, want := range []func() bool{
		func() bool { return !m.GraphOnShow() && m.Game().Reviewing() },
		func() bool { return !m.Game().Reviewing() },
	} {
		once(t, changes, "Escape", func() { m.Escape() })
		if !want() {
			t.Errorf("Escape: graph %v, reviewing %v", m.GraphOnShow(), m.Game().Reviewing())
		}
	}
	m.Select(3)
	m.Escape()
	if m.Game().Selected() != game.NoSquare || m.Escape() != Nothing {
		t.Error("Escape does not cancel a half-made move, or does something after")
	}
}

func TestViewModes(t *testing.T) {
	m, changes := newModel(t)
	once(t, changes, "presentation mode", func() { m.SetPresented(true) })
	m.SetPresented(true)
	if !m.Presented() || *changes != 1 {
		t.Errorf("presentation on: %v, %d changes; want on, one change", m.Presented(), *changes)
	}
	m.SetPresented(false)
	m.ShowTab(TabGraph)
	m.ToggleGraph()
	m.SetTeachingShown(false)
	if m.Presented() || m.TeachingShown() || m.GraphOnShow() || m.Tab() != TabMoves {
		t.Errorf("teaching hidden: presented %v, shown %v, graph %v, tab %v", m.Presented(), m.TeachingShown(), m.GraphOnShow(), m.Tab())
	}
	m.ShowTab(TabBoards)
	if !m.TeachingShown() || m.Tab() != TabBoards {
		t.Errorf("a teaching tab shown: teaching shown %v, tab %v", m.TeachingShown(), m.Tab())
	}
}

func TestAdviceForAPositionLeftIsDropped(t *testing.T) {
	m, changes := newModel(t)
	play(t, m, "X1 1 5")
	h := Hint{Gen: m.Game().Generation(), State: m.Game().Present(), Scored: []solver.Scored{{}}}
	v := Verdict{Gen: m.Game().Generation(), Actions: []game.Action{m.Game().Record().Action(0)}, Mistakes: map[int]Mistake{0: {}}}
	play(t, m, "O2 5 9")
	before := *changes
	if m.PostHint(h) || m.PostVerdict(v) || m.Announce(h.Gen, game.ChooseAction(1)) || *changes != before {
		t.Error("a hint, review or the computer's announced choice for a position left was taken")
	}
	if _, ok := m.Hint(); ok {
		t.Error("a hint is on show for a position left")
	}
	h.Gen, v.Gen = m.Game().Generation(), m.Game().Generation()
	if !m.PostHint(h) || !m.PostVerdict(v) {
		t.Fatal("advice for the position on show was dropped")
	}
	if _, ok := m.Verdict(); !ok || m.Reviewed() || !m.MistakeAt(0) || m.MistakeAt(1) {
		t.Errorf("a review of X1 alone: fits %v, reviewed %v, X1 a mistake %v; want it to fit, not to be the whole game's", ok, m.Reviewed(), m.MistakeAt(0))
	}
	if !m.Announce(m.Game().Generation(), game.ChooseAction(5)) {
		t.Error("the computer's choice announced in the position on show was dropped")
	}
	m.Undo()
	m.Undo()
	if _, ok := m.Announced(); ok {
		t.Error("the computer's announced choice stays after an undo")
	}
	if _, ok := m.Hint(); ok {
		t.Error("the hint stays after an undo")
	}
	if _, ok := m.Verdict(); ok || m.MistakeAt(0) {
		t.Error("a review of X1 fits a game with no action")
	}
}

func TestTheComputersTurnAcrossUndo(t *testing.T) {
	m, _ := newModel(t)
	m.Replace(game.NewRecord(), session.Opponent{Side: game.O, Level: solver.Beginner}, false)
	play(t, m, "X1 1 5")
	if !m.Game().ComputerToAct() {
		t.Fatal("after X1 the computer (O) is not to act")
	}
	gen := m.Game().Generation()
	m.Undo()
	if m.Game().ComputerToAct() || m.Game().Generation() == gen || m.Game().At() != 0 {
		t.Error("after Undo the computer is still to act, or its answer would count")
	}
}

// The model is tested, and runs, without a display: nothing it depends
// on, outside its tests, is Fyne.
func TestTheModelImportsNoFyne(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.HasPrefix(p, "fyne.io/") {
			t.Errorf("the model depends on %s", p)
		}
	}
}

// A lesson step one collapse on is told with its cascade, which the board
// plays as in a game; other steps, and steps back, are told without.
func TestALessonStepForwardToACollapseTellsItsCascade(t *testing.T) {
	m := New(testLessons(t), nil, time.Now)
	var told []Change
	m.OnChange = func(ch Change) { told = append(told, ch) }
	m.OpenLesson(0)
	m.Next()
	m.Reveal()
	told = nil
	m.Next() // "Collapsed.": collapse 1
	if len(told) != 1 || len(told[0].Cascade) != 2 {
		t.Fatalf("the step after the collapse is told as %+v, want one change with the cascade of X1 and O2", told)
	}
	told = nil
	m.Back()
	if len(told) != 1 || told[0].Cascade != nil {
		t.Errorf("the step back is told as %+v, want no cascade", told)
	}
}

// coinLesson returns a lesson whose every step shows its game's end, a
// collapse pending, as lesson 7 does; its second step holds a question.
func coinLesson(t *testing.T) *lesson.Lesson {
	t.Helper()
	l, err := lesson.Parse("coin.qttt", strings.NewReader(
		"#title: Coin\n#> A cycle.\nX1 1 5\nO2 1 5\n#> Now a coin.\n#? Which square does O2 land in?\n#! Either, half the time each.\n#> Play on.\n"))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// The coin variant turns on and off at a held question and nothing else
// changes; while the lesson steps through its own game the coin never
// tosses, only at its last step, where the class plays on.
func TestTheCoinTurnsOnAtAHeldQuestionAndTossesOnlyAtTheLessonsEnd(t *testing.T) {
	m := New([]*lesson.Lesson{coinLesson(t)}, nil, time.Now)
	m.OpenLesson(0)
	m.Next()
	if !m.Asking() || m.Game().Reviewing() {
		t.Fatalf("step 2: asking %v, reviewing %v; want the question held at the game's end", m.Asking(), m.Game().Reviewing())
	}
	for _, on := range []bool{true, false, true} {
		if done := m.SetChance(on); done != Done || m.Game().Chance() != on {
			t.Fatalf("turning the coin %v at a held question: %v, chance %v", on, done, m.Game().Chance())
		}
		if _, i := m.Lesson(); i != 0 || m.Step() != 1 || !m.Asking() || m.Game().At() != 2 {
			t.Fatalf("turning the coin %v: lesson %d at step %d, asking %v, %d actions; want all as they were", on, i, m.Step(), m.Asking(), m.Game().At())
		}
		if m.CoinDecides() {
			t.Fatalf("with the coin %v at a held question, the coin is to toss", on)
		}
	}
	for _, step := range []struct {
		do   func() Refusal
		toss bool
	}{{m.Reveal, false}, {m.Next, true}, {m.Back, false}, {m.Back, false}} {
		step.do()
		if m.CoinDecides() != step.toss {
			t.Fatalf("at the lesson's step %d of 3, the coin is to toss: %v, want %v", m.Step()+1, m.CoinDecides(), step.toss)
		}
	}
}

// Once the class plays on from a lesson, the coin tosses, and the record
// says the game is one of chance.
func TestTheCoinTossesOnceTheClassPlaysOnFromALesson(t *testing.T) {
	for name, leave := range map[string]func(m *Model) Refusal{
		"Play from here":     (*Model).PlayFromStep,
		"leaving the lesson": (*Model).CloseLesson,
	} {
		m := New([]*lesson.Lesson{coinLesson(t)}, nil, time.Now)
		m.OpenLesson(0)
		m.SetChance(true)
		m.Next()
		m.Reveal()
		m.Next()
		if done := leave(m); done != Done || m.inLesson() {
			t.Fatalf("%s at the lesson's end: %v, lesson open %v", name, done, m.inLesson())
		}
		if !m.CoinDecides() {
			t.Fatalf("after %s, the coin is not to toss for the pending collapse", name)
		}
		choice, ok := m.Game().Toss()
		if !ok {
			t.Fatalf("after %s, the coin has nothing to toss for", name)
		}
		if done, err := m.Play(choice); done != Done || err != nil {
			t.Fatalf("after %s, the coin's landing: %v %v", name, done, err)
		}
		var text strings.Builder
		if _, err := m.Game().InForce().WriteTo(&text); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text.String(), "# collapse: chance") {
			t.Errorf("after %s and the coin's landing, the record says no chance:\n%s", name, text.String())
		}
	}
}

func TestCtrlPageDownAfterPlayingOnOpensTheNextLesson(t *testing.T) {
	m, _ := newModel(t)
	m.TurnLesson(1)
	for range 3 {
		m.Forward() // to the question, its answer, the collapse
	}
	m.PlayFromStep()
	play(t, m, "X3 2 3")
	if l, _ := m.Lesson(); l != nil {
		t.Fatal("the lesson stays open after the class played on from it")
	}
	m.TurnLesson(1) // the game played on is asked about first
	if m.Waiting() == ReplaceGame {
		m.Answer(true)
	}
	if _, i := m.Lesson(); i != 1 {
		t.Errorf("Ctrl+Page Down after playing on from the first lesson: lesson %d, want the second", i)
	}
}

func TestAHeldQuestionHidesThePossibleBoards(t *testing.T) {
	l, err := lesson.Parse("lesson.qttt", strings.NewReader("#title: Held\n#> Start.\nX1 1 5\nO2 5 9\n#> O answered.\n#? Where can O2 end up?\n#! In square 5 or 9.\n"))
	if err != nil {
		t.Fatal(err)
	}
	m := New([]*lesson.Lesson{l}, nil, time.Now)
	m.OpenLesson(0)
	m.ShowTab(TabBoards)
	m.ToggleGraph() // the possible boards in place of the board
	m.Next()
	if !m.Asking() || m.Tab() == TabBoards || m.GraphOnShow() {
		t.Errorf("at a held question: asking %v, tab %v, in place of the board %v; want the possible boards hidden", m.Asking(), m.Tab(), m.GraphOnShow())
	}
	m.Reveal()
	m.ShowTab(TabBoards)
	if m.Tab() != TabBoards {
		t.Errorf("once answered, F2 shows the possible boards: tab %v", m.Tab())
	}
}

func TestAStepsPictureTakesTheBoardsPlaceAndBlocksItsPathUntilTheNextStep(t *testing.T) {
	l, err := lesson.Parse("paths.qttt", strings.NewReader("#title: Paths\nX1 1 5\n#> A pair.\n#-\n#> Two paths.\n#picture: two-paths\n#-\n#> Play on.\n"))
	if err != nil {
		t.Fatal(err)
	}
	m := New([]*lesson.Lesson{l}, nil, time.Now)
	changes := new(int)
	m.OnChange = func(Change) { *changes++ }
	m.OpenLesson(0)
	if m.Picture() != lesson.NoPicture || m.TogglePathBlocked() != Nothing || m.PathBlocked() {
		t.Fatalf("step 1: picture %q, path blocked %v; want the board, and nothing to block", m.Picture(), m.PathBlocked())
	}
	m.Forward()
	if m.Picture() != lesson.PictureTwoPaths || m.PathBlocked() {
		t.Fatalf("step 2: picture %q, path blocked %v; want the two paths, both open", m.Picture(), m.PathBlocked())
	}
	once(t, changes, "blocking path A", func() { m.TogglePathBlocked() })
	if !m.PathBlocked() {
		t.Error("A did not block path A")
	}
	m.Explain()
	if m.Picture() != lesson.NoPicture {
		t.Errorf("F1 at the picture's step: picture %q, want the board beside the explanation", m.Picture())
	}
	m.Forward()
	m.Back()
	if m.Picture() != lesson.PictureTwoPaths || m.PathBlocked() {
		t.Errorf("back at step 2: picture %q, path blocked %v; want both paths open again", m.Picture(), m.PathBlocked())
	}
	m.ToggleGraph()
	if m.Picture() != lesson.NoPicture {
		t.Errorf("the graph in place of the board: picture %q, want none", m.Picture())
	}
}

// A step whose text speaks of the block shows path A blocked as it comes
// on show, however the step before left it, and E opens it; the step
// after shows its own again (teacher walk t17 #4: "with A blocked" beside
// a drawing with path A open, the block cleared by each step).
func TestAStepShowsThePathAsItsTextSpeaksOfIt(t *testing.T) {
	l, err := lesson.Parse("paths.qttt", strings.NewReader("#title: Paths\nX1 1 5\n#> Two paths.\n#picture: two-paths\n#-\n"+
		"#> With A blocked.\n#picture: two-paths blocked\n#-\n#> Still blocked.\n#picture: two-paths blocked\n#-\n#> Open.\n#picture: two-paths\n"))
	if err != nil {
		t.Fatal(err)
	}
	m := New([]*lesson.Lesson{l}, nil, time.Now)
	m.SetPresented(true)
	m.OpenLesson(0)
	for i, want := range []bool{false, true, true, false} {
		if m.Step() != i || m.PathBlocked() != want {
			t.Errorf("step %d: path A blocked %v, want %v", m.Step()+1, m.PathBlocked(), want)
		}
		if i == 1 {
			m.TogglePathBlocked()
			if m.PathBlocked() {
				t.Error("E at a step with path A blocked did not open it")
			}
		}
		m.Forward()
	}
	m.Back()
	m.Back()
	if m.Step() != 1 || !m.PathBlocked() {
		t.Errorf("back at step %d: path A blocked %v, want step 2 blocked", m.Step()+1, m.PathBlocked())
	}
}

// In presentation mode F1, F2 and F3 put the explanation, the possible
// boards or the graph on the slide over the step; their key again, Page
// Down, Page Up or Escape goes back to the same step as it was, as W does
// for the glossary, and Escape does not leave presentation mode (teacher
// walk t8 E3).
func TestF1F2F3PressedAgainGoBackToTheStep(t *testing.T) {
	l, err := lesson.Parse("lesson.qttt", strings.NewReader("#title: Aside\n#> Start.\nX1 1 5\n#> X1 played.\nO2 5 9\n#> O2 played.\n#? Where can O2 end up?\n#! In square 5 or 9.\n#> The end.\n"))
	if err != nil {
		t.Fatal(err)
	}
	m := New([]*lesson.Lesson{l}, nil, time.Now)
	m.SetPresented(true)
	m.OpenLesson(0)
	m.Next()
	step, tab := m.Step(), m.Tab()
	atStep := func(what string) {
		t.Helper()
		if m.Step() != step || m.Tab() != tab || m.Narrating() || m.Aside() || !m.Presented() {
			t.Errorf("%s: step %d, tab %v, narrating %v, aside %v, presenting %v; want step %d, tab %v, the step's slide, presenting",
				what, m.Step()+1, m.Tab(), m.Narrating(), m.Aside(), m.Presented(), step+1, tab)
		}
	}
	for _, back := range []struct {
		name string
		do   func() Refusal
	}{
		{"the key again", nil},
		{"Page Down", m.Forward},
		{"Page Up", m.Back},
		{"Escape", m.Escape},
	} {
		for _, key := range []Tab{TabExplain, TabBoards, TabGraph} {
			if r := m.ShowAside(key); r != Done || !m.Aside() {
				t.Fatalf("tab %v: %v, aside %v", key, r, m.Aside())
			}
			if key == TabExplain && !m.Narrating() || key != TabExplain && (m.Tab() != key || m.Narrating()) {
				t.Errorf("tab %v: tab on show %v, narrating %v", key, m.Tab(), m.Narrating())
			}
			if back.do == nil {
				m.ShowAside(key)
			} else if r := back.do(); r != Done {
				t.Errorf("%s from tab %v: %v", back.name, key, r)
			}
			atStep(fmt.Sprintf("%s from tab %v", back.name, key))
		}
	}
	m.ShowAside(TabExplain)
	m.ShowAside(TabGraph) // from one to another: the way back is still to the step
	m.Escape()
	atStep("F1, F3, Escape")
	m.Escape()
	if m.Presented() {
		t.Error("Escape at the step itself did not leave presentation mode")
	}
}
