package ui

import (
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/model"
)

// A presentation clicker's keys, as PowerPoint takes them: F5 and
// Shift+F5 start presentation mode where the class is, B and '.' black
// the projector out and back, Page Down on a black projector brings the
// class back to the step it left, and Escape, with nothing else to undo,
// leaves presentation mode.
func TestAClickerRunsTheShow(t *testing.T) {
	a := newTestApp(t)
	press(a, fyne.KeyF5)
	if !a.model.Presented() || presentOf(a).ClassView() == nil {
		t.Fatal("F5 did not start presentation mode")
	}
	press(a, fyne.KeyF5)
	if !a.model.Presented() {
		t.Fatal("F5 again left presentation mode: it only starts it")
	}
	a.model.OpenLesson(0)
	press(a, fyne.KeyPageDown)
	step := a.model.Step()
	if lessonOn(a) == nil || step != 1 {
		t.Fatalf("Page Down in lesson 1: lesson %v at step %d, want step 2", lessonOn(a), step+1)
	}
	for _, k := range []fyne.KeyName{fyne.KeyB, fyne.KeyPeriod} {
		press(a, k)
		if !a.model.Blank() || !presentOf(a).ClassView().Black() {
			t.Fatalf("%s did not black the projector out", k)
		}
		press(a, k)
		if a.model.Blank() || presentOf(a).ClassView().Black() {
			t.Fatalf("%s again did not bring the class view back", k)
		}
	}
	press(a, fyne.KeyB, fyne.KeyPageDown)
	if a.model.Blank() || a.model.Step() != step {
		t.Errorf("Page Down on a black projector: black %v at step %d, want the class view back at step %d", a.model.Blank(), a.model.Step()+1, step+1)
	}
	press(a, fyne.KeyB, fyne.KeyPageUp)
	if a.model.Blank() || a.model.Step() != step {
		t.Errorf("Page Up on a black projector: black %v at step %d, want the class view back at step %d", a.model.Blank(), a.model.Step()+1, step+1)
	}

	press(a, fyne.KeyEscape)
	if a.model.Presented() || lessonOn(a) == nil || a.model.Step() != step {
		t.Errorf("Escape: presented %v, lesson %v at step %d; want presentation mode left at step %d", a.model.Presented(), lessonOn(a), a.model.Step()+1, step+1)
	}
	press(a, fyne.KeyB)
	if a.model.Blank() {
		t.Error("B blacked out the window outside presentation mode")
	}
	shortcut(a, &desktop.CustomShortcut{KeyName: fyne.KeyF5, Modifier: fyne.KeyModifierShift})
	if !a.model.Presented() || a.model.Step() != step {
		t.Errorf("Shift+F5: presented %v at step %d, want presentation mode at step %d", a.model.Presented(), a.model.Step()+1, step+1)
	}
	press(a, fyne.KeyB, fyne.KeyEscape)
	if a.model.Blank() || !a.model.Presented() {
		t.Errorf("Escape on a black projector: black %v, presented %v; want the class view back, still presenting", a.model.Blank(), a.model.Presented())
	}
}

// Nothing waits on the projector: in presentation mode on two screens,
// "Replace the current game?" is asked in the presenter view, and Page
// Down or Escape typed in either window answers it; a game played on
// from a lesson is replaced without asking; and a question skipped from
// the presenter view leaves its answer unshown.
func TestNothingWaitsOnTheProjector(t *testing.T) {
	a := newTestApp(t)
	runTimers := onTwoScreens(a)
	press(a, fyne.Key1, fyne.Key5, fyne.Key2, fyne.Key6, fyne.Key3, fyne.Key7)
	if a.game().At() != 3 || !a.game().Dirty() {
		t.Fatalf("three moves: %d actions, dirty %v", a.game().At(), a.game().Dirty())
	}
	press(a, fyne.KeyF11)
	runTimers()
	pw := presentOf(a).PresenterWindow()
	if pw == nil {
		t.Fatal("no presenter view on two screens")
	}
	asked := func() bool {
		t.Helper()
		if a.win.Canvas().Overlays().Top() != nil {
			t.Fatal("a dialog opened on the projector")
		}
		return pw.Canvas().Overlays().Top() != nil
	}
	shortcut(a, ctrl(fyne.KeyPageDown))
	if !asked() || a.model.Waiting() != model.ReplaceGame {
		t.Fatal("Ctrl+Page Down over a game in progress asked nothing in the presenter view")
	}
	press(a, fyne.KeyEscape) // typed in the class view, which has the focus
	if asked() || lessonOn(a) != nil || a.game().At() != 3 || !a.model.Presented() {
		t.Fatalf("Escape: dialog %v, lesson %v, %d actions, presented %v; want the game kept, still presenting", asked(), lessonOn(a), a.game().At(), a.model.Presented())
	}
	shortcut(a, ctrl(fyne.KeyPageDown))
	press(a, fyne.KeyPageDown)
	if asked() || lessonOn(a) == nil || a.model.Step() != 0 {
		t.Fatalf("Page Down on the question: dialog %v, lesson %v at step %d; want the first lesson's first step", asked(), lessonOn(a), a.model.Step()+1)
	}

	for range 20 { // on to a question
		if a.model.Asking() {
			break
		}
		press(a, fyne.KeyPageDown)
	}
	step := a.model.Step()
	tapButton(t, pw.Content(), "Skip the question")
	if a.model.Step() != step+1 || a.model.Revealed(step) {
		t.Errorf("Skip: at step %d, answer of step %d revealed %v; want step %d and the answer held", a.model.Step()+1, step+1, a.model.Revealed(step), step+2)
	}
	press(a, fyne.KeyPageUp)
	if a.model.Step() != step || !a.model.Asking() {
		t.Errorf("Page Up after a skip: step %d, asking %v; want the question held again at step %d", a.model.Step()+1, a.model.Asking(), step+1)
	}

	a.model.PlayFromStep() // the presenter's "what if" leaves the lesson's game in the window
	press(a, fyne.Key4, fyne.Key8)
	if !a.game().Dirty() || lessonOn(a) != nil {
		t.Fatalf("played on from the lesson: dirty %v, lesson %v", a.game().Dirty(), lessonOn(a))
	}
	press(a, fyne.KeyPageDown)
	if item, _ := a.model.Slide(); asked() || lessonOn(a) == nil && item == nil {
		t.Errorf("Page Down over a game played on from a lesson: asked %v, lesson %v, slide %v; want the plan's next part at once", asked(), lessonOn(a), item)
	}
}

// tapButton taps the button labelled label in o, as the mouse does.
func tapButton(t *testing.T, o fyne.CanvasObject, label string) {
	t.Helper()
	for _, obj := range test.LaidOutObjects(o) {
		if b, ok := obj.(*widget.Button); ok && b.Text == label {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q", label)
}

// A restart mid-lesson comes back to the same lesson and step, its
// question still held, on the step's position: never the lesson's last,
// which answers it; and with the answer shown, shown.
func TestARestartComesBackToTheLessonStep(t *testing.T) {
	a := newTestApp(t)
	press(a, fyne.KeyF5)
	shortcut(a, ctrl(fyne.KeyPageDown))
	shortcut(a, ctrl(fyne.KeyPageDown)) // lesson 2
	for range 20 {
		if a.model.Asking() && a.model.Step() > 1 {
			break
		}
		press(a, fyne.KeyPageDown)
	}
	l, step, shown := lessonOn(a), a.model.Step(), a.game().Shown()
	if !a.model.Asking() || shown == l.Steps[len(l.Steps)-1].Actions {
		t.Fatalf("lesson %q step %d: asking %v at %d actions", l.Title, step+1, a.model.Asking(), shown)
	}
	restart := func() *App {
		b := newTestWindow(t)
		b.start("")
		return b
	}
	b := restart()
	if got := lessonOn(b); got == nil || got.Name != l.Name || b.model.Step() != step || !b.model.Asking() || b.game().Shown() != shown {
		t.Fatalf("after a restart: lesson %v at step %d, asking %v, %d actions on show; want %q step %d held, %d actions",
			got, b.model.Step()+1, b.model.Asking(), b.game().Shown(), l.Title, step+1, shown)
	}
	press(b, fyne.KeyPageDown) // the answer
	c := restart()
	if lessonOn(c) == nil || c.model.Step() != step || c.model.Asking() {
		t.Errorf("after a restart with the answer shown: step %d, asking %v; want step %d with its answer out", c.model.Step()+1, c.model.Asking(), step+1)
	}
	c.model.CloseLesson()
	if d := restart(); lessonOn(d) != nil {
		t.Errorf("after a restart with the lesson closed, %q is open", lessonOn(d).Title)
	}
}

// "What if X plays 5?": the presenter's button (or I) opens a branch at
// the lesson's step, where moves are played while the lesson waits; Page
// Down, or I, comes back to the same lesson and step, as they were.
func TestWhatIfComesBackToTheSameStep(t *testing.T) {
	a := newTestApp(t)
	runTimers := onTwoScreens(a)
	press(a, fyne.KeyF11)
	runTimers()
	pw := presentOf(a).PresenterWindow()
	a.model.OpenLesson(2)
	for range 3 {
		press(a, fyne.KeyPageDown)
	}
	l, step, shown, asking := lessonOn(a), a.model.Step(), a.game().Shown(), a.model.Asking()
	tapButton(t, pw.Content(), "What if…? (I)")
	if lessonOn(a) != nil || a.game().At() != shown || a.game().Reviewing() {
		t.Fatalf("What if…?: lesson %v, %d actions in force, reviewing %v; want the lesson's game up to its step %d, %d actions, to play on",
			lessonOn(a), a.game().At(), a.game().Reviewing(), step+1, shown)
	}
	move := a.game().Present().Legal()[0].Squares
	press(a, keyOf(move[0]), keyOf(move[1]))
	if a.game().At() != shown+1 {
		t.Fatalf("a move in the branch: %d actions, want %d", a.game().At(), shown+1)
	}
	press(a, fyne.KeyPageDown)
	if lessonOn(a) != l || a.model.Step() != step || a.game().Shown() != shown || a.model.Asking() != asking {
		t.Fatalf("Page Down in the branch: lesson %v step %d, %d actions on show, asking %v; want %q step %d, %d actions, asking %v",
			lessonOn(a), a.model.Step()+1, a.game().Shown(), a.model.Asking(), l.Title, step+1, shown, asking)
	}
	press(a, fyne.KeyI)
	press(a, keyOf(move[0]), keyOf(move[1]))
	press(a, fyne.KeyI)
	if lessonOn(a) != l || a.model.Step() != step || a.game().Shown() != shown {
		t.Errorf("I twice: lesson %v step %d; want %q step %d", lessonOn(a), a.model.Step()+1, l.Title, step+1)
	}
}

// The click that gives the window the keyboard focus (the teacher comes
// from the presenter view) picks no square; the next one does.
func TestTheFocusingClickPicksNoSquare(t *testing.T) {
	a := newTestApp(t)
	a.board().WindowFocused(time.Now())
	tapSquare(a, 5)
	if a.game().Selected() != game.NoSquare {
		t.Fatalf("the click that focused the window picked square %v", a.game().Selected())
	}
	a.board().WindowFocused(time.Now().Add(-time.Second))
	tapSquare(a, 5)
	if a.game().Selected() != 5 {
		t.Errorf("a click a second after the focus picked %v, want square 5", a.game().Selected())
	}
}

// The presenter view learns where the class is in the plan: its part,
// the plan's minutes by the part's end, a slide's step, what Page Down
// goes on to, and when the plan began, kept through Escape and F5.
func TestThePlanReachesThePresenter(t *testing.T) {
	a := newTestApp(t)
	press(a, fyne.KeyF5, fyne.KeyPageDown)
	ps := a.model.PlanStatus()
	if ps.At != 1 || ps.Count < 8 || ps.Step == nil || ps.Next == "" || ps.By <= 0 {
		t.Fatalf("the plan's first part: %+v", ps)
	}
	for range 40 {
		if lessonOn(a) != nil {
			break
		}
		press(a, fyne.KeyPageDown)
	}
	ps = a.model.PlanStatus()
	if lessonOn(a) == nil || ps.Title != lessonOn(a).Title || ps.Step != nil || ps.At < 2 {
		t.Errorf("at the plan's first lesson: %+v", ps)
	}
	began := ps.Began
	press(a, fyne.KeyEscape)
	if ps := a.model.PlanStatus(); ps.At != 0 {
		t.Errorf("out of presentation mode the presenter has a plan: %+v", ps)
	}
	press(a, fyne.KeyF5)
	if ps := a.model.PlanStatus(); began.IsZero() || !ps.Began.Equal(began) {
		t.Errorf("the plan began at %v; after Escape and F5 the presenter counts from %v", began, ps.Began)
	}
}

// An arrow key or Enter that has nothing to do on the board says how it is
// played from the keyboard, and Enter in a lesson goes on as Page Down
// does (the walk: Right, Down and Enter did nothing).
func TestKeysThatDoNothingSayHowToPlay(t *testing.T) {
	a := newTestApp(t)
	for _, k := range []fyne.KeyName{fyne.KeyRight, fyne.KeyDown, fyne.KeyReturn} {
		press(a, k)
		assertStatus(t, a, "To play from the keyboard, press a square's number")
		press(a, fyne.Key1) // a square: the line goes away
	}
	a.model.OpenLesson(0)
	press(a, fyne.KeyReturn)
	if a.model.Step() != 1 {
		t.Errorf("Enter in lesson 1 shows step %d, want 2", a.model.Step()+1)
	}
}

// A kill mid-lesson in presentation mode and a start again: the app
// presents again at the same step, with the projector still there, with
// no key pressed; with the laptop's screen alone, or after presentation
// mode ended, it opens as a window (teacher walk t10 m7).
func TestARestartMidClassPresentsAgain(t *testing.T) {
	a := newTestApp(t)
	onTwoScreens(a)
	press(a, fyne.KeyF5)
	shortcut(a, ctrl(fyne.KeyPageDown)) // lesson 1
	press(a, fyne.KeyPageDown)
	if !a.model.Presented() {
		t.Fatal("F5 did not start presentation mode")
	}
	l, step := lessonOn(a), a.model.Step()
	restart := func(screens ...platform.Screen) *App {
		b := newTestWindow(t)
		b.start("")
		docOf(b).resumePresenting(&platform.Fake{List: screens})
		return b
	}
	b := restart(laptop, projector)
	if got := lessonOn(b); !b.model.Presented() || got == nil || got.Name != l.Name || b.model.Step() != step {
		t.Errorf("after a restart with the projector there: presenting %v, lesson %v step %d; want presenting at %q step %d",
			b.model.Presented(), got, b.model.Step()+1, l.Title, step+1)
	}
	if c := restart(laptop); c.model.Presented() {
		t.Error("after a restart with the laptop's screen alone, the app is in presentation mode")
	}
	a.model.SetPresented(false) // Escape, before the app closes
	if d := restart(laptop, projector); d.model.Presented() {
		t.Error("after a restart that followed the end of presentation mode, the app presents again")
	}
}
