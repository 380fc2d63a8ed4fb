package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/present"
	"github.com/qttt-edu/qttt/ui/present/slides"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/teach"
)

// The end-to-end tests of presentation mode: the whole window on a
// projector's screen, with the app's real slides and pictures. The class
// view (its text against the screen's height among it), the presenter
// view and the choice of screens are tested in ui/present, against a
// fake window and desktop.

// Presentation mode fits a small projector's screen: the window needs no
// more room than 1024×768 gives at twice the normal size.
func TestPresentationFitsASmallScreen(t *testing.T) {
	a := newTestApp(t)
	a.settings.Update(func(s *settings.Settings) { s.Presentation.Scale = 2 })
	playLines(t, a, "X1 1 5", "O2 5 9", "X3 1 9")
	press(a, fyne.KeyF11)
	if got := currentTheme(t).Scale; got != 2 {
		t.Fatalf("presenting, the scale is %v, want 2", got)
	}
	for _, tab := range teachingTabs(a) {
		sideTabs(a).Select(tab)
		if got := a.win.Content().MinSize(); got.Width > 1024 || got.Height > 768 {
			t.Errorf("presenting the %q tab, the window needs %v, more than 1024×768", tab.Text, got)
		}
	}
}

// On a 1280×720 projector the window never needs more than the screen,
// whatever lesson and tab are on show: else the toolbar is pushed off its
// top.
func TestPresentationNeedsNoMoreThanA720Screen(t *testing.T) {
	a := newTestApp(t)
	presentAt(a, 1280, 720)
	for i := range a.model.Lessons() {
		a.model.OpenLesson(i)
		for i := range teachingTabs(a) {
			k := tabKey(a, i)
			press(a, k)
			if got := a.win.Content().MinSize(); got.Height > 720 || got.Width > 1280 {
				t.Errorf("lesson %d with tab key %v: the window needs %v", i+1, k, got)
			}
		}
	}
}

// presentAt puts a in presentation mode on a screen of w by h.
func presentAt(a *App, w, h float32) {
	press(a, fyne.KeyF11)
	a.win.Resize(fyne.NewSize(w, h))
}

// projectors are the screens a class view must fit: the commonest school
// projector, a wide one, a laptop's panel and a large one.
var projectors = []fyne.Size{{Width: 1024, Height: 768}, {Width: 1280, Height: 720}, {Width: 1366, Height: 768}, {Width: 1920, Height: 1080}}

// On every projector, in every language, the class reads every step of
// every lesson, and every slide of the plan, whole: each page's lines
// lie within the screen and beside the board, in text at least 1/27 of
// the screen's height, and the pages, turned by Page Down, hold every
// word of the step's text and question in order, and once Page Down
// reveals it, of its answer; Page Down never skips a page, nor reveals
// or steps on before the last.
func TestPresentationShowsEveryStepWholeOnEveryProjector(t *testing.T) {
	languages, sizes := i18n.Languages, projectors
	if testing.Short() {
		languages, sizes = languages[:2], sizes[:1]
	}
	for _, l := range languages {
		t.Run(l.Tag, func(t *testing.T) {
			a := newLanguageApp(t, l.Tag)
			press(a, fyne.KeyF11)
			for i, lesson := range a.model.Lessons() {
				a.model.OpenLesson(i)
				for step := range lesson.Steps {
					readStep(t, a, sizes, fmt.Sprintf("lesson %q step %d", lesson.Title, step+1), lesson.Steps[step])
					if step+1 < len(lesson.Steps) {
						a.model.Next()
					}
				}
			}
			a.model.CloseLesson()
			for i, it := range planOf(a) {
				if it.Kind == plan.Lesson {
					continue
				}
				showPlanItem(t, a, i)
				for step := range it.Steps {
					readStep(t, a, sizes, fmt.Sprintf("plan item %d step %d", i+1, step+1), it.Steps[step])
					if step+1 < len(it.Steps) {
						press(a, fyne.KeyPageDown)
					}
				}
			}
			press(a, fyne.KeyW)
			var glossary string
			for _, term := range teach.Glossary() {
				glossary += " " + term.Word + " " + term.Meaning
			}
			readStep(t, a, sizes, "the glossary", lesson.Step{Text: glossary})
		})
	}
}

// readStep reads the step st on show on each screen of sizes from its
// first page to its last with Page Down, checking each page as the class
// sees it, then reveals its answer with Page Down, if it holds one, and
// reads that likewise.
func readStep(t *testing.T, a *App, sizes []fyne.Size, where string, st lesson.Step) {
	t.Helper()
	for i, size := range sizes {
		a.win.Resize(size)
		for deckOf(a).Prev() {
		}
		read := readPages(t, a, fmt.Sprint(where, " at ", size))
		if want := strings.Fields(slides.NoMenus(st.Text + " " + st.Question)); strings.Join(read, " ") != strings.Join(want, " ") {
			t.Errorf("%s at %v: its pages read\n%q\nwant\n%q", where, size, strings.Join(read, " "), strings.Join(want, " "))
		}
		if st.Answer == "" {
			continue
		}
		if !a.model.Asking() {
			t.Fatalf("%s: its question is not held", where)
		}
		if i == len(sizes)-1 {
			press(a, fyne.KeyPageDown)
		}
	}
	if st.Answer == "" {
		return
	}
	if a.model.Asking() {
		t.Fatalf("%s: Page Down at its last page did not reveal the answer", where)
	}
	for _, size := range sizes {
		a.win.Resize(size)
		for deckOf(a).Prev() {
		}
		read := readPages(t, a, fmt.Sprint(where, " answered at ", size))
		if want := strings.Fields(slides.NoMenus(st.Text + " " + st.Question + " \x00 " + st.Answer)); strings.Join(read, " ") != strings.Replace(strings.Join(want, " "), "\x00", lang.L("Answer"), 1) {
			t.Errorf("%s at %v: its answer's pages read\n%q\nwant\n%q", where, size, strings.Join(read, " "), strings.Join(want, " "))
		}
	}
}

// readPages reads the slide on show from the page on show to its last,
// with Page Down (the glossary's with the Down arrow: Page Down closes
// it), checking each page, and returns the words of its body.
func readPages(t *testing.T, a *App, where string) []string {
	t.Helper()
	d := deckOf(a)
	var words []string
	key, turn := d.Slide().Key, fyne.KeyPageDown
	if key == "glossary" {
		turn = fyne.KeyDown
	}
	for {
		page, n := d.Page()
		checkSlidePage(t, a, fmt.Sprintf("%s page %d of %d", where, page+1, n))
		for _, l := range d.PageText() {
			words = append(words, strings.Fields(l)...)
		}
		if page+1 == n {
			return words
		}
		press(a, turn)
		if next, _ := d.Page(); next != page+1 || d.Slide().Key != key {
			t.Fatalf("%s: %s at page %d of %d went to page %d of %q", where, turn, page+1, n, next+1, d.Slide().Key)
		}
	}
}

// checkSlidePage checks the page on show as the class sees it: every line
// within the screen, none over the picture, in text no smaller than 1/27
// of the screen's height (the headline larger).
func checkSlidePage(t *testing.T, a *App, where string) {
	t.Helper()
	d := deckOf(a)
	screen := a.win.Canvas().Size()
	least := screen.Height / present.ReadableLines
	right := float32(0)
	if v := d.Slide().Visual; v != nil {
		right = v.Position().X + v.Size().Width
	}
	for _, o := range test.WidgetRenderer(d).Objects() {
		text, ok := o.(*canvas.Text)
		if !ok {
			continue
		}
		p, size := o.Position(), text.MinSize()
		if p.X < right || p.Y < 0 || p.X+size.Width > screen.Width+1 || p.Y+size.Height > screen.Height+1 {
			t.Errorf("%s: %q at %v, %v, is not whole on a screen of %v beside a picture to %v", where, text.Text, p, size, screen, right)
		}
		if text.TextSize < least-0.01 {
			t.Errorf("%s: %q is %v high, want at least %v", where, text.Text, text.TextSize, least)
		}
	}
}

// showPlanItem shows the plan's item i, as Page Down does.
func showPlanItem(t *testing.T, a *App, i int) {
	t.Helper()
	for range 500 {
		if _, at := a.model.Slide(); at == i {
			return
		}
		press(a, fyne.KeyPageDown)
	}
	t.Fatalf("Page Down never reached the plan's item %d", i+1)
}

// Page Down, and nothing else, runs the guide's whole plan on the
// projector from its first slide to its last, in order: the quiz before
// the class without its answers, lesson 1, the paper stage, lessons 2 and 3, the
// pairs' timed play, lesson 7 and the quiz after the class, each answer
// of which waits for its own Page Down, then the closing slide of the
// homework, where Page Down stops. Page Up goes all the way back.
func TestPageDownRunsTheWholePlan(t *testing.T) {
	a := newTestApp(t)
	presentAt(a, 1024, 768)
	if body := deckOf(a).Slide().Body; len(body) != 0 {
		t.Errorf("presenting an empty board before the class, the projector says %q: it would answer the quiz", body)
	}
	var order []string
	held := 0 // questions whose answers waited for their own Page Down
	for range 1000 {
		item, at := a.model.Slide()
		name := fmt.Sprint(at)
		if l, _ := a.model.Lesson(); l != nil {
			name = l.Name
		} else if item == nil {
			name = "game"
		}
		if len(order) == 0 || order[len(order)-1] != name {
			order = append(order, name)
		}
		if at >= 0 && planOf(a)[at].Kind == plan.QuizBefore && strings.Contains(strings.Join(deckOf(a).PageText(), " "), "Answer") {
			t.Errorf("the quiz before the class shows an answer: %q", deckOf(a).PageText())
		}
		if a.model.Asking() {
			held++
		}
		before := fmt.Sprint(deckOf(a).Slide().Key, deckOf(a).PageText())
		press(a, fyne.KeyPageDown)
		if fmt.Sprint(deckOf(a).Slide().Key, deckOf(a).PageText()) == before {
			break
		}
	}
	want := []string{"game", "0", "01-superposition", "2", "02-entanglement", "03-long-cycle", "5", "07-metaphor", "7", "8"}
	if strings.Join(order, " ") != strings.Join(want, " ") {
		t.Errorf("Page Down showed %q, want the plan %q", order, want)
	}
	if item, at := a.model.Slide(); item == nil || at != len(planOf(a))-1 || item.Kind != plan.Homework || held < 10 {
		t.Errorf("Page Down stopped at plan item %d step %d after %d held questions, want the closing slide after the quiz's last answer", at+1, a.model.Step()+1, held)
	}
	for range 1000 {
		before := fmt.Sprint(deckOf(a).Slide().Key, deckOf(a).PageText())
		press(a, fyne.KeyPageUp)
		if fmt.Sprint(deckOf(a).Slide().Key, deckOf(a).PageText()) == before {
			break
		}
	}
	if _, at := a.model.Slide(); at != 0 {
		t.Errorf("Page Up stopped at plan item %d, want the first", at+1)
	}
}

// The class view holds nothing of the desktop in any language, whatever
// tab is asked for: no button, list, tab, scroll bar, entry or toolbar;
// only the board or what stands for it at its size, and text.
func TestTheProjectorShowsNoDesktop(t *testing.T) {
	for _, tag := range []string{"en", "ru"} {
		t.Run(tag, func(t *testing.T) {
			a := newLanguageApp(t, tag)
			presentAt(a, 1024, 768)
			a.model.OpenLesson(1)
			for a.model.Forward() == model.Done && a.model.Step() < 4 {
			}
			for _, k := range []fyne.KeyName{fyne.KeyF1, fyne.KeyF2, fyne.KeyF3, fyne.KeyF4, fyne.KeyG, fyne.KeyW} {
				press(a, k)
				for _, o := range test.LaidOutObjects(a.win.Content()) {
					switch o.(type) {
					case *widget.Button, *widget.Select, *container.AppTabs, *container.Scroll, *widget.Toolbar, *widget.Entry, *widget.Check:
						if o.Visible() {
							t.Errorf("after %v the projector shows a %T", k, o)
						}
					}
				}
				if c := a.win.Canvas().Overlays().Top(); c != nil {
					t.Errorf("after %v the projector shows a dialog", k)
					press(a, fyne.KeyEscape)
				}
			}
		})
	}
}

// W shows the glossary on the projector as a slide, not a dialog, that
// says how to leave it; the Down and Up arrows turn its pages, and a
// clicker's Page Down or Page Up, W again or Escape give the class view
// back at the lesson's step from any page of it: a teacher with only a
// clicker is never trapped in its pages.
func TestTheGlossaryIsASlide(t *testing.T) {
	a := newTestApp(t)
	presentAt(a, 1024, 768)
	a.model.OpenLesson(0)
	a.model.Next()
	step, asking := a.model.Step(), a.model.Asking()
	for _, leave := range []fyne.KeyName{fyne.KeyPageDown, fyne.KeyPageUp, fyne.KeyW, fyne.KeyEscape} {
		press(a, fyne.KeyW)
		if a.win.Canvas().Overlays().Top() != nil || deckOf(a).Slide().Key != "glossary" {
			t.Fatalf("W in presentation mode: dialog %v, slide %q; want the glossary's slide", a.win.Canvas().Overlays().Top() != nil, deckOf(a).Slide().Key)
		}
		if _, n := deckOf(a).Page(); n < 2 {
			t.Errorf("the glossary on %d page at 1024×768", n)
		}
		checkSlidePage(t, a, "the glossary")
		press(a, fyne.KeyDown)
		if page, _ := deckOf(a).Page(); page != 1 || deckOf(a).Slide().Key != "glossary" {
			t.Errorf("Down at the glossary: page %d of slide %q, want its page 2", page+1, deckOf(a).Slide().Key)
		}
		press(a, leave)
		if deckOf(a).Slide().Key == "glossary" || a.model.Step() != step || lessonOn(a) == nil || !a.model.Presented() || a.model.Asking() != asking {
			t.Errorf("%v left the glossary for slide %q at step %d (answer held %v), want lesson 1's step %d as it was (%v)",
				leave, deckOf(a).Slide().Key, a.model.Step()+1, a.model.Asking(), step+1, asking)
		}
	}
}
