package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/teach"
)

// Lesson 2's second question asks about the possible boards the class has
// just seen ("On the 3 possible boards, X1 is in square 1 on 2 of them"):
// with a clicker, its slide shows them beside it, F2 keeps them, and its
// text speaks of the boards, not of the window's tab; the question before
// it, which asks for their count, keeps them hidden until its answer.
func TestLessonTwoAsksAboutTheBoardsItShows(t *testing.T) {
	a := newTestApp(t)
	presentAt(a, 1024, 768)
	chooseLesson(a, 1)
	for !a.model.Asking() {
		press(a, fyne.KeyPageDown)
	}
	if _, ok := deckOf(a).Slide().Visual.(*teach.BoardsGrid); ok {
		t.Fatal("the possible boards are on show while the class counts them")
	}
	for range 10 { // the count's answer, then the next question
		press(a, fyne.KeyPageDown)
		if a.model.Asking() {
			break
		}
	}
	st := lessonOn(a).Steps[a.model.Step()]
	if !strings.HasPrefix(st.Question, "On the 3 possible boards") || strings.Contains(st.Question, "Pick") {
		t.Fatalf("lesson 2's second question is %q, want it about the 3 possible boards on show", st.Question)
	}
	grid, ok := deckOf(a).Slide().Visual.(*teach.BoardsGrid)
	if !ok || grid.Shown() != 3 {
		t.Fatalf("at %q the projector shows %T, want the 3 possible boards", st.Question, deckOf(a).Slide().Visual)
	}
	press(a, fyne.KeyF2)
	if _, ok := deckOf(a).Slide().Visual.(*teach.BoardsGrid); !ok || !a.model.Asking() || a.game().Refusal() != "" {
		t.Errorf("F2 at the question about the boards: %T on show, asking %v, refused %q", deckOf(a).Slide().Visual, a.model.Asking(), a.game().Refusal())
	}
	press(a, fyne.KeyPageDown)
	if a.model.Asking() || a.model.Step() != lessonStep(a, st.Question) {
		t.Errorf("Page Down at the question about the boards did not reveal its answer")
	}
}

// lessonStep returns the open lesson's step that asks question, -1 for none.
func lessonStep(a *App, question string) int {
	for i, st := range lessonOn(a).Steps {
		if st.Question == question {
			return i
		}
	}
	return -1
}

// A key refused in presentation mode says why on the presenter view, the
// teacher's screen, since the class view shows no status line: F2 at a
// question whose answer the possible boards would give away.
func TestThePresenterSaysWhyAKeyDidNothing(t *testing.T) {
	a := newTestApp(t)
	runTimers := onTwoScreens(a)
	press(a, fyne.KeyF11)
	runTimers()
	chooseLesson(a, 1)
	for !a.model.Asking() {
		press(a, fyne.KeyPageDown)
	}
	press(a, fyne.KeyF2)
	state := presenterState(t, a)
	if why := a.game().Refusal(); why == "" || !strings.HasPrefix(state, why) {
		t.Errorf("F2 at a held count of boards: refused %q, the presenter says %q; want it to say why first", why, state)
	}
	press(a, fyne.KeyPageDown)
	if state := presenterState(t, a); a.game().Refusal() != "" || strings.Contains(state, "The answer comes first") {
		t.Errorf("after the answer the presenter still says %q", state)
	}
}

// presenterState returns the presenter view's line of what the teacher
// must know: its label that counts the minutes.
func presenterState(t *testing.T, a *App) string {
	t.Helper()
	pw := presentOf(a).PresenterWindow()
	if pw == nil {
		t.Fatal("no presenter view")
	}
	for _, o := range test.LaidOutObjects(pw.Content()) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, " minutes") {
			return l.Text
		}
	}
	t.Fatal("the presenter view counts no minutes")
	return ""
}

// A restart in the middle of the class goes on counting the plan's
// minutes from the class's start, not from 0: the presenter view's "N of
// 45 minutes" stays true.
func TestARestartGoesOnCountingTheClassMinutes(t *testing.T) {
	a := newTestApp(t)
	press(a, fyne.KeyF5, fyne.KeyPageDown, fyne.KeyPageDown)
	began := a.model.PlanBegan()
	if began.IsZero() {
		t.Fatal("the plan's clock did not start at its first slide")
	}
	b := newTestWindow(t)
	b.start("")
	if got := b.model.PlanBegan(); got.Unix() != began.Unix() {
		t.Errorf("after a restart the plan's minutes count from %v, want %v", got, began)
	}
}

// In the window, for a student alone, the Possible boards tab stays on
// show at lesson 2's question about them ("Is square 1 more likely for
// X1?"), so while the question is held it says only how many boards
// there are: what counting them means is the answer, and shows with it.
func TestTheBoardsTabHoldsWhatACountMeansWhileAsked(t *testing.T) {
	a := newTestApp(t)
	chooseLesson(a, 1)
	for range 20 { // the count's question, its answer, then the question about the boards
		press(a, fyne.KeyPageDown)
		if st := lessonOn(a).Steps[a.model.Step()]; a.model.Asking() && strings.HasPrefix(st.Question, "On the 3 possible boards") {
			break
		}
	}
	if st := lessonOn(a).Steps[a.model.Step()]; !a.model.Asking() || !strings.HasPrefix(st.Question, "On the 3 possible boards") {
		t.Fatalf("lesson 2 did not reach its question about the boards: at %q, asking %v", st.Question, a.model.Asking())
	}
	v := ensembleTab(a)
	if v == nil || a.model.Tab() != model.TabBoards {
		t.Fatalf("the Possible boards tab is not on show at the question about them (tab %v)", a.model.Tab())
	}
	v.CountFor(1)
	held := uitest.ShownText(v)
	for _, answer := range []string{"no odds", "not probabilities"} {
		if strings.Contains(held, answer) {
			t.Errorf("the Possible boards tab says %q while the question is held:\n%s", answer, held)
		}
	}
	if !strings.Contains(held, "X1 is in square 1 on 2 of the 3 possible boards") {
		t.Errorf("the Possible boards tab no longer counts X1's boards while asked:\n%s", held)
	}
	for i := 0; i < 3 && a.model.Asking(); i++ { // the first press may ask to think first
		press(a, fyne.KeyPageDown)
	}
	if shown := uitest.ShownText(v); a.model.Asking() || !strings.Contains(shown, "These are counts, not probabilities.") {
		t.Errorf("with the answer out, asking %v, the Possible boards tab says:\n%s\nwant what the counts mean", a.model.Asking(), shown)
	}
}

// Lesson 2's fourth step asks "Is square 1 more likely for X1?" on the
// Possible boards tab. The tab's line "counting them gives no odds" would
// answer it: it is held from lesson 1's start until that answer, not only
// on the question's own step (student walk t10 #3: the student read it on
// every step before, and guessed the answer from it; review t15 M2: lesson
// 1 opens the tab three times, one lesson before the question). Stepped
// with Page Down through lesson 1, then lesson 2, as a student alone does.
func TestLessonTwoHoldsNoOddsUntilItsQuestionIsAnswered(t *testing.T) {
	a := newTestApp(t)
	chooseLesson(a, 0)
	odds := func() bool {
		e := ensembleTab(a)
		return e != nil && strings.Contains(uitest.ShownText(e), "no odds")
	}
	shown := 0 // lesson 1's steps with the Possible boards tab on show
	for range 40 {
		l, i := a.model.Lesson()
		st := l.Steps[a.model.Step()]
		if i == 0 && a.model.Tab() == model.TabBoards {
			shown++
		}
		if i == 0 && a.model.Step() == len(l.Steps)-1 && !a.model.Asking() {
			if shown == 0 {
				t.Fatal("lesson 1 never showed the Possible boards tab: nothing was checked there")
			}
			if odds() {
				t.Fatalf("at lesson 1's last step the Possible boards tab says counting gives no odds before lesson 2 asks about it:\n%s", uitest.ShownText(ensembleTab(a)))
			}
			chooseLesson(a, 1) // as the student opens the next lesson
			continue
		}
		answered := i == 1 && strings.HasPrefix(st.Question, "On the 3 possible boards") && a.model.Revealed(a.model.Step())
		if answered {
			if !odds() {
				t.Errorf("after the answer to %q the Possible boards tab still holds back that counting gives no odds:\n%s", st.Question, uitest.ShownText(ensembleTab(a)))
			}
			return
		}
		if odds() {
			t.Fatalf("at lesson %d's step %d (answer out: %v) the Possible boards tab says counting gives no odds before lesson 2's step 4 asks about it:\n%s",
				i+1, a.model.Step()+1, a.model.Revealed(a.model.Step()), uitest.ShownText(ensembleTab(a)))
		}
		press(a, fyne.KeyPageDown)
	}
	t.Fatal("40 Page Downs never reached the answer to lesson 2's question about the 3 possible boards")
}
