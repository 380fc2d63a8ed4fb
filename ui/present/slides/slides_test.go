package slides

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/present"
	"github.com/qttt-edu/qttt/ui/style"
	"github.com/qttt-edu/qttt/ui/teach"
)

// The slides are tested against the model alone, with no window: each
// test changes the model as a command would and reads the slide it puts
// on show. How the class view pages a slide on a projector, and the keys
// that change the model, are tested in ui/present and in ui.

// headline is the status line's headline the tests' slides show.
const headline = "X to move"

// newSlides returns the slides of a model holding the bundled lessons in
// English and the guide's plan, beside the board b.
func newSlides(t *testing.T) (*Slides, *model.Model, *board.Board) {
	t.Helper()
	test.NewTempApp(t).Settings().SetTheme(style.Theme{})
	lessons, err := lesson.Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	items := LoadPlan()
	if len(items) == 0 {
		t.Fatal("the guide's plan is empty")
	}
	m := model.New(lessons, items, time.Now)
	b := board.New()
	return New(m, b, func() coach.Status { return coach.Status{Headline: headline} }), m, b
}

// moment is what the Explain tab tells of m's position on show, as the
// window's render pass makes it.
func moment(m *model.Model) narrate.Moment {
	return narrate.Moment{State: m.Game().OnShow(), Chance: m.Game().Chance(), Asking: m.Asking(), Hover: game.NoSquare}
}

// texts returns the text of each block of s's body.
func texts(s present.Slide) []string {
	var out []string
	for _, b := range s.Body {
		out = append(out, b.Text)
	}
	return out
}

// Every step of every lesson is a slide of its own: the lesson's title
// over its text and question beside the board (or the picture the step
// asks for),
// the answer held until revealed, and then the slide opens at it.
func TestEachLessonStepIsASlide(t *testing.T) {
	sl, m, b := newSlides(t)
	m.SetPresented(true)
	for i, l := range m.Lessons() {
		if r := m.OpenLesson(i); r != model.Done {
			t.Fatalf("lesson %d does not open: %v", i+1, r)
		}
		for step, st := range l.Steps {
			s := sl.Slide(moment(m))
			where := fmt.Sprintf("%s step %d", l.Name, step+1)
			want := slices.DeleteFunc([]string{NoMenus(st.Text), NoMenus(st.Question)}, func(s string) bool { return s == "" })
			if got := texts(s); !slices.Equal(got, want) {
				t.Errorf("%s reads %q, want %q", where, got, want)
			}
			if s.Headline != l.Title || !strings.HasPrefix(s.Kicker, lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": step + 1, "Count": len(l.Steps)})) {
				t.Errorf("%s: headline %q, kicker %q", where, s.Headline, s.Kicker)
			}
			if got, want := fmt.Sprintf("%T", s.Visual), visualOf(m, b); got != want {
				t.Errorf("%s shows %s beside it, want %s", where, got, want)
			}
			if st.Answer != "" {
				if !m.Asking() {
					t.Fatalf("%s: its question is not held", where)
				}
				if r := m.Forward(); r != model.Done {
					t.Fatalf("%s: Forward does not reveal: %v", where, r)
				}
				s = sl.Slide(moment(m))
				if got := texts(s); s.Focus != len(want) || len(got) != len(want)+2 || got[len(got)-1] != st.Answer {
					t.Errorf("%s revealed reads %q, opening at block %d; want its answer after %d blocks", where, got, s.Focus, len(want))
				}
			}
			if step+1 < len(l.Steps) {
				if r := m.Next(); r != model.Done {
					t.Fatalf("%s: Next: %v", where, r)
				}
			}
		}
	}
}

// visualOf returns the type of the picture the model asks for beside a
// lesson's step: the step's two paths, the possible boards the step shows
// (never while its question is held), the graph, else the board b.
func visualOf(m *model.Model, b *board.Board) string {
	switch {
	case m.Picture() == lesson.PictureTwoPaths:
		return "*teach.TwoPaths"
	case m.BoardsOnShow():
		return "*teach.BoardsGrid"
	case m.GraphOnShow() || m.Tab() == model.TabGraph:
		return "*teach.Graph"
	}
	return fmt.Sprintf("%T", b)
}

// The pairs' slide counts their minutes down while it is on show, and
// stops once the next slide is made.
func TestThePairsPlayAgainstATimer(t *testing.T) {
	sl, m, _ := newSlides(t)
	m.SetPresented(true)
	var pairs plan.Item
	for range 500 {
		if it, _ := m.Slide(); it != nil && it.Kind == plan.PairsPlay {
			pairs = *it
			break
		}
		sl.Slide(moment(m))
		if r := m.Forward(); r != model.Done {
			t.Fatalf("Forward before the pairs: %v", r)
		}
	}
	s := sl.Slide(moment(m))
	clock, ok := s.Visual.(*present.Countdown)
	if !ok || !clock.Running() || clock.Left().Minutes() != float64(pairs.Minutes) {
		t.Fatalf("the pairs' slide shows %T, want their %d minutes counting down", s.Visual, pairs.Minutes)
	}
	if s.Headline != pairs.Title {
		t.Errorf("the pairs' slide is headed %q, want %q", s.Headline, pairs.Title)
	}
	m.Forward()
	sl.Slide(moment(m))
	if clock.Running() {
		t.Error("the timer runs on after the next slide")
	}
}

// The explanation, the possible boards and the graph asked for as an
// aside show as slides: the boards and the graph in place of the board
// beside the step, the explanation in the slide's text beside the board. The possible
// boards wait while a question is held (they show the answer), and a
// collapse that plays brings the board back.
func TestAsidesShowTheirViewsInPlaceOfTheBoard(t *testing.T) {
	sl, m, b := newSlides(t)
	m.SetPresented(true)
	m.OpenLesson(1) // lesson 2: a question on the possible boards, then a collapse
	for !m.Asking() {
		m.Next()
	}
	m.ShowAside(model.TabBoards)
	if _, ok := sl.Slide(moment(m)).Visual.(*teach.BoardsGrid); ok {
		t.Error("the possible boards show at a held question")
	}
	m.Forward() // the answer
	m.ShowAside(model.TabBoards)
	s := sl.Slide(moment(m))
	if grid, ok := s.Visual.(*teach.BoardsGrid); !ok || grid.Shown() < 2 {
		t.Fatalf("the possible boards after the answer: %T, want the grid of them", s.Visual)
	}
	m.ShowAside(model.TabGraph)
	if _, ok := sl.Slide(moment(m)).Visual.(*teach.Graph); !ok {
		t.Fatalf("the graph's aside shows %T", sl.Slide(moment(m)).Visual)
	}
	step := m.Step()
	m.ShowAside(model.TabExplain)
	s = sl.Slide(moment(m))
	lines := explanationLines(narrate.Explain(narrate.Moment{State: m.Game().OnShow(), Hover: game.NoSquare}))
	if s.Visual != b || !m.Narrating() || s.Headline != headline || len(lines) == 0 || texts(s)[0] != lines[0] {
		t.Errorf("the explanation's aside shows %T headed %q reading %q, want the board, the status line and %q", s.Visual, s.Headline, texts(s), lines)
	}
	m.ShowAside(model.TabExplain) // again: back to the same step
	if s := sl.Slide(moment(m)); m.Step() != step || m.Narrating() || s.Headline != m.Lessons()[1].Title {
		t.Errorf("the explanation again: step %d (was %d), headed %q; want the step's slide", m.Step()+1, step+1, s.Headline)
	}
	for !hasClassical(m.Game().OnShow()) {
		if !m.GraphOnShow() {
			m.ToggleGraph()
		}
		if m.Forward() != model.Done {
			t.Fatal("lesson 2 ends with no collapse")
		}
	}
	if v := sl.Slide(moment(m)).Visual; v != b {
		t.Errorf("as the collapse plays the class sees %T, want the board", v)
	}
}

// hasClassical reports whether s has a classical mark.
func hasClassical(s game.State) bool {
	for _, sq := range game.Squares {
		if s.Classical(sq) != 0 {
			return true
		}
	}
	return false
}

// The glossary is a slide: every word over its meaning, under a line for
// the class, and the step's slide comes back when it closes.
func TestTheGlossaryIsASlide(t *testing.T) {
	sl, m, _ := newSlides(t)
	m.SetPresented(true)
	m.OpenLesson(0)
	m.ToggleGlossary()
	s := sl.Slide(moment(m))
	if s.Key != "glossary" || s.Kicker != "Every word the lessons use" {
		t.Fatalf("the glossary's slide is %q under %q", s.Key, s.Kicker)
	}
	var want []string
	for _, term := range teach.Glossary() {
		want = append(want, term.Word, term.Meaning)
	}
	if got := texts(s); !slices.Equal(got, want) {
		t.Errorf("the glossary reads %q, want %q", got, want)
	}
	m.ToggleGlossary()
	if s := sl.Slide(moment(m)); s.Key == "glossary" || s.Headline != m.Lessons()[0].Title {
		t.Errorf("after the glossary: slide %q headed %q, want the lesson's step", s.Key, s.Headline)
	}
}

// At lesson 7's two-path step the class sees the two paths in place of
// the board; blocking path A shows it blocked, the explanation brings the
// board, and the next step shows both paths open again.
func TestTheTwoPathsStepShowsItsPictureAndBlocksPathA(t *testing.T) {
	sl, m, b := newSlides(t)
	m.SetPresented(true)
	m.OpenLesson(slices.IndexFunc(m.Lessons(), func(l *lesson.Lesson) bool { return l.Name == "07-metaphor" }))
	for i := 0; i < 40 && m.Picture() == lesson.NoPicture; i++ {
		m.Forward()
	}
	paths, ok := sl.Slide(moment(m)).Visual.(*teach.TwoPaths)
	if !ok || paths.Blocked() {
		t.Fatalf("lesson 7's two-path step shows %T, want the two paths, both open", sl.Slide(moment(m)).Visual)
	}
	step := m.Step()
	if r := m.TogglePathBlocked(); r != model.Done {
		t.Fatalf("blocking path A: %v", r)
	}
	if sl.Slide(moment(m)); !paths.Blocked() {
		t.Error("path A blocked does not show blocked")
	}
	m.ShowAside(model.TabExplain)
	if v := sl.Slide(moment(m)).Visual; v != b {
		t.Errorf("the explanation at the two-path step shows %T, want the board", v)
	}
	m.Forward() // back to the step from the explanation
	if v := sl.Slide(moment(m)).Visual; m.Step() != step || v != paths {
		t.Errorf("after the explanation: step %d (was %d), shows %T", m.Step()+1, step+1, v)
	}
	m.Forward()
	if v := sl.Slide(moment(m)).Visual; m.Step() != step+1 || paths.Blocked() || v != paths {
		t.Errorf("the next step (%d, from %d): blocked %v, shows %T; want both paths open", m.Step()+1, step+1, paths.Blocked(), v)
	}
}

// After the class plays on from lesson 7's last step in the plan, which
// closes the lesson, the slide shows the lesson's title and what came of
// the game: who chose where the mark landed, the marks made classical and
// the result, not the review's words for a student alone (teacher walk t8
// m6: "Review: after the lesson's own moves, …" in place of the title).
func TestPlayingOnFromALessonShowsTheLessonAndTheResult(t *testing.T) {
	sl, m, _ := newSlides(t)
	m.SetPresented(true)
	for range 500 {
		if l, _ := m.Lesson(); l != nil && l.Name == "07-metaphor" {
			break
		}
		m.Forward()
	}
	l, _ := m.Lesson()
	if l == nil || l.Name != "07-metaphor" {
		t.Fatal("Forward never opened lesson 7")
	}
	for range 100 {
		if at, _ := m.Lesson(); at != nil && m.Step() == len(l.Steps)-1 && !m.Asking() {
			break
		}
		m.Forward()
	}
	if o := m.PickSquare(4); o.Why != model.Done { // X chooses square 4 for O6
		t.Fatalf("choosing square 4 at lesson 7's last step: %v", o.Why)
	}
	if !m.Game().Present().Over() {
		t.Fatal("choosing square 4 at lesson 7's last step did not end the game")
	}
	s := sl.Slide(moment(m))
	got := texts(s)
	if s.Headline != l.Title || len(got) != 3 || !strings.Contains(got[0], "square 4") || got[1] != "O wins" {
		t.Errorf("played on from lesson 7, the slide reads %q above %q, want the lesson's title above the collapse and the result", s.Headline, got)
	}
	for _, text := range got {
		if strings.Contains(text, "Review") {
			t.Errorf("the slide played on from the lesson shows the review: %q", text)
		}
	}
}

// answersOn stands for class answers: a line for the presenter view and
// a block it adds to the slide.
type answersOn struct{}

func (answersOn) PresenterLine() string { return "3 phones" }
func (answersOn) OnSlide(s present.Slide) present.Slide {
	s.Body = append(s.Body, present.Block{Text: "Answer on your phone"})
	return s
}

// The view is the model's presentation mode: no slide while it is off;
// while it is on, the slide (the board before the plan's first part)
// with what class answers add, their line for the presenter, and, with no
// lesson open, what Page Down opens next.
func TestTheViewIsTheModelsPresentationMode(t *testing.T) {
	sl, m, _ := newSlides(t)
	if v := sl.View(answersOn{}, moment(m)); v.Presented || v.Slide.Key != "" || len(v.Slide.Body) != 0 {
		t.Errorf("presentation mode off, the view is presented %v with slide %q", v.Presented, v.Slide.Key)
	}
	m.SetPresented(true)
	v := sl.View(answersOn{}, moment(m))
	if !v.Presented || v.Answers != "3 phones" || v.Slide.Headline != headline {
		t.Fatalf("presenting: presented %v, answers %q, slide headed %q; want the board under the status line", v.Presented, v.Answers, v.Slide.Headline)
	}
	if got := texts(v.Slide); got[len(got)-1] != "Answer on your phone" {
		t.Errorf("the slide reads %q, without what class answers add", got)
	}
	if next := m.PlanNextTitle(); next == "" || !strings.Contains(v.Upcoming, next) {
		t.Errorf("with no lesson open the presenter reads %q, want what Page Down opens (%q)", v.Upcoming, next)
	}
}

// Page Up is a clicker's only way back: at the first step of each part of
// the plan it goes to the last step of the part before, every answer of
// it out, as the class saw it, not the part's first step again (teacher
// walk t10 m4).
func TestBackAtAPartsFirstStepShowsThePartBeforeAtItsEnd(t *testing.T) {
	sl, m, _ := newSlides(t)
	m.SetPresented(true)
	var firsts []string // each part's first slide, in order
	for range 500 {
		if len(firsts) == 0 || m.PlanAt() != len(firsts)-1 {
			firsts = append(firsts, sl.Slide(moment(m)).Key)
		}
		if m.Forward() != model.Done {
			break
		}
	}
	if len(firsts) != len(m.Plan()) {
		t.Fatalf("Forward showed %d parts of the plan's %d", len(firsts), len(m.Plan()))
	}
	for part := len(firsts) - 1; part > 0; part-- {
		for sl.Slide(moment(m)).Key != firsts[part] {
			if m.Back() != model.Done {
				t.Fatalf("Back stopped at %q in part %d", sl.Slide(moment(m)).Key, part+1)
			}
		}
		if r := m.Back(); r != model.Done || m.PlanAt() != part-1 {
			t.Fatalf("Back at part %d's first step: %v, at part %d", part+1, r, m.PlanAt()+1)
		}
		steps := m.Plan()[part-1].Steps
		if l, _ := m.Lesson(); l != nil {
			steps = l.Steps
		}
		if last := len(steps) - 1; m.Step() != last || m.Asking() {
			t.Errorf("Back from part %d shows part %d at step %d of %d, answer held %v; want its last step, answered", part+1, part, m.Step()+1, len(steps), m.Asking())
		}
	}
}

// At a lesson's last step with the coin on, the coin's toss shows under
// the step's text, which stays page by page: the slide keeps its key, so
// the class view keeps the page on show, and the result comes after the
// step's last page (teacher walk t15 E1: the toss wiped the step within
// 2.5 s, its second page never shown); in place of the step's last
// paragraph, which told X to choose or to let the coin (teacher walk t17
// #3).
func TestTheCoinsTossGoesUnderTheStepsText(t *testing.T) {
	sl, m, _ := newSlides(t)
	m.SetPresented(true)
	m.OpenLesson(6)
	l, _ := m.Lesson()
	for m.Step() < len(l.Steps)-1 {
		if m.Forward() != model.Done {
			t.Fatalf("Page Down at lesson 7's step %d did nothing", m.Step()+1)
		}
	}
	m.SetChance(true)
	if !m.CoinDecides() {
		t.Fatal("with the coin on at lesson 7's last step, the coin is not to toss")
	}
	before := sl.Slide(moment(m))
	choice, ok := m.Game().Toss()
	if !ok {
		t.Fatal("the coin has nothing to toss for")
	}
	if done, err := m.Play(choice); done != model.Done || err != nil {
		t.Fatalf("the coin's landing: %v %v", done, err)
	}
	after := sl.Slide(moment(m))
	if after.Key != before.Key {
		t.Errorf("the toss made the step another slide, %q after %q: the class view goes back to its first page", after.Key, before.Key)
	}
	got, was := texts(after), texts(before)
	text, instruction, _ := strings.Cut(was[0], "\nYou are X: choose where O6 lands")
	if instruction == "" {
		t.Fatalf("lesson 7's last step reads %q, want its last paragraph to tell X to choose", was[0])
	}
	if len(got) < 2 || got[0] != text {
		t.Fatalf("after the toss the slide reads %q, want the step's text first, without its last paragraph: %q", got, text)
	}
	if !strings.HasPrefix(got[1], "The coin toss settled it") || strings.Contains(strings.Join(got, " "), "choose where") {
		t.Errorf("after the step's text the slide reads %q, want the toss in place of the instruction", got[1:])
	}
	if m.TossAgain() != model.Done {
		t.Fatal("T after the toss did nothing")
	}
	if again := sl.Slide(moment(m)); again.Key != before.Key || !slices.Equal(texts(again), was) {
		t.Errorf("T took the toss back: slide %q reads %q, want the step's %q", again.Key, texts(again), was)
	}
}

// A what-if branch says so on the slide, above its headline, with the
// lesson and step it comes back to: the class does not take the branch's
// result for the lesson's (teacher walk t15 m4).
func TestAWhatIfSaysItIsOne(t *testing.T) {
	sl, m, _ := newSlides(t)
	m.SetPresented(true)
	m.OpenLesson(6)
	l, _ := m.Lesson()
	m.Forward()
	if m.WhatIf() != model.Done {
		t.Fatal("I at lesson 7's step 2 opened no what-if")
	}
	s := sl.Slide(moment(m))
	step := lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": 2, "Count": len(l.Steps)})
	if !strings.HasPrefix(s.Kicker, lang.L("What if…?")) || !strings.Contains(s.Kicker, l.Title) || !strings.Contains(s.Kicker, step) {
		t.Errorf("in a what-if from lesson 7's step 2 the slide's kicker reads %q over %q", s.Kicker, s.Headline)
	}
	if m.WhatIf() != model.Done {
		t.Fatal("I again did not come back")
	}
	if s := sl.Slide(moment(m)); strings.Contains(s.Kicker, lang.L("What if…?")) {
		t.Errorf("back from the what-if the slide's kicker reads %q", s.Kicker)
	}
}

// No slide names a menu, in any language: the class view has none, and
// the teacher has the key the step names with it (teacher walk t17 #3:
// "press C (Teach › Coin variant)" on the projector). Lesson 7's last
// step, the lesson's last paragraph to tell X to choose, is the step the
// coin's toss ends: its last paragraph (which the toss replaces) names
// O6 in every language.
func TestNoSlideNamesAMenu(t *testing.T) {
	sl, _, b := newSlides(t)
	for _, l := range i18n.Languages {
		lessons, err := lesson.Load(assets.LessonFiles(), l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		m := model.New(lessons, nil, time.Now)
		m.SetPresented(true)
		sl := New(m, b, sl.status)
		for i, ls := range lessons {
			m.OpenLesson(i)
			for step := range ls.Steps {
				for range 2 { // the question, then its answer
					if body := strings.Join(texts(sl.Slide(moment(m))), " "); strings.Contains(body, "›") {
						t.Errorf("%s, %s step %d names a menu: %q", l.Tag, ls.Name, step+1, body)
					}
					m.Reveal()
				}
				m.Next()
			}
			if ls.Name == "07-metaphor" {
				last := ls.Steps[len(ls.Steps)-1].Text
				if i := strings.LastIndex(last, "\n"); i < 0 || !strings.Contains(last[i:], "O6") {
					t.Errorf("%s: lesson 7's last step's last paragraph is not the choice of O6's square: %q", l.Tag, last)
				}
			}
		}
	}
}

// Each of lesson 7's two-path steps draws path A as its text speaks of
// it: open up to the question "Now we block path A. Will D click?", and
// blocked at each step after it, whose text tells what the block did (the
// step "A measurement happens…": "The block does…"), however the step
// before left it (teacher walk t17 #4: "with A blocked" beside a drawing
// with path A open, the block cleared by each step).
func TestTheTwoPathsDrawingShowsTheBlockItsStepSpeaksOf(t *testing.T) {
	sl, m, _ := newSlides(t)
	m.SetPresented(true)
	m.OpenLesson(slices.IndexFunc(m.Lessons(), func(l *lesson.Lesson) bool { return l.Name == "07-metaphor" }))
	l, _ := m.Lesson()
	asked := slices.IndexFunc(l.Steps, func(st lesson.Step) bool { return strings.HasPrefix(st.Question, "Now we block path A") })
	if asked < 0 {
		t.Fatal("lesson 7 asks no more whether D clicks with path A blocked")
	}
	measured := false
	for step, st := range l.Steps {
		if st.Picture == lesson.PictureTwoPaths {
			paths, ok := sl.Slide(moment(m)).Visual.(*teach.TwoPaths)
			if want := step > asked; !ok || paths.Blocked() != want {
				t.Errorf("lesson 7 step %d shows %T, path A blocked %v, want %v:\n%s%s", step+1, sl.Slide(moment(m)).Visual, ok && paths.Blocked(), want, st.Text, st.Question)
			}
			measured = measured || strings.Contains(st.Text, "The block does")
		}
		m.Reveal()
		m.Next()
	}
	if !measured {
		t.Error("no two-path step of lesson 7 tells what the block does")
	}
}
