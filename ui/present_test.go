package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/present"
	"github.com/qttt-edu/qttt/ui/settings"
)

// The class sees the explanation of a pending cycle beside the board, and
// the teacher switches to the possible boards and back with F2 and F1.
func TestPresentationShowsTheExplanationAndSwitchesByKey(t *testing.T) {
	a := newTestApp(t)
	playLines(t, a, "X1 1 5", "O2 5 9", "X3 1 9")
	presentAt(a, 1920, 1080)
	explain, ensemble := teachingTabs(a)[0], teachingTabs(a)[1]
	if !inContent(a, sidePanelOf(a)) || sideTabs(a).Selected() != explain {
		t.Fatalf("presenting a pending cycle, the side panel is shown %v with tab %q, want the explanation",
			inContent(a, sidePanelOf(a)), sideTabs(a).Selected().Text)
	}
	if sidePanelOf(a).Position().X < boardArea(a).Size().Width || sidePanelOf(a).Size().Width < present.ClassEms*textSizeOf(sideTabs(a)) {
		t.Errorf("presenting, the side panel is at %v %v beside a board of %v", sidePanelOf(a).Position(), sidePanelOf(a).Size(), boardArea(a).Size())
	}
	e := explainPanel(a).Explanation()
	if e.Active != narrate.Collapse || !strings.Contains(strings.Join(e.Collapse, " "), "X3") {
		t.Errorf("presenting a pending cycle, the panel explains %v: %q", e.Active, e.Collapse)
	}

	press(a, fyne.KeyF2)
	if sideTabs(a).Selected() != ensemble {
		t.Errorf("after F2 the side shows %q, want the possible boards", sideTabs(a).Selected().Text)
	}
	press(a, fyne.KeyF1)
	if sideTabs(a).Selected() != explain || !inContent(a, sidePanelOf(a)) || a.win.MainMenu() != nil {
		t.Errorf("after F1 the side shows %q, want the explanation, still presenting", sideTabs(a).Selected().Text)
	}
}

// A teacher runs a lesson with the keys alone, as a presentation clicker
// does: Page Down and Page Up step, Ctrl with them changes lesson.
func TestPresentationRunsALessonByKey(t *testing.T) {
	a := newTestApp(t)
	tt := a.teaching
	press(a, fyne.KeyF11)
	press(a, fyne.KeyPageDown)
	if lessonOn(a) == nil || !guideArea(a).Visible() || tt.lessons.Step() != 0 {
		t.Fatalf("Page Down with no lesson open: lesson %v at step %d, shown %v, want the first lesson's first step",
			lessonOn(a), tt.lessons.Step(), guideArea(a).Visible())
	}
	first := lessonOn(a)
	for i := 1; i < len(first.Steps); i++ {
		if tt.lessons.Asking() {
			press(a, fyne.KeyPageDown)
			if tt.lessons.Asking() || tt.lessons.Step() != i-1 {
				t.Fatalf("Page Down on the question of step %d: step %d, still asking %v; want its answer shown", i-1, tt.lessons.Step(), tt.lessons.Asking())
			}
		}
		press(a, fyne.KeyPageDown)
		if tt.lessons.Step() != i || a.game().Shown() != first.Steps[i].Actions {
			t.Fatalf("Page Down to step %d: step %d showing %d actions, want %d actions", i, tt.lessons.Step(), a.game().Shown(), first.Steps[i].Actions)
		}
	}
	press(a, fyne.KeyPageUp)
	if want := len(first.Steps) - 2; tt.lessons.Step() != want {
		t.Errorf("Page Up from the last step: step %d, want %d", tt.lessons.Step(), want)
	}
	press(a, fyne.KeyF1)
	shortcut(a, ctrl(fyne.KeyPageDown))
	if lessonOn(a) == first || tt.lessons.Step() != 0 || !guideArea(a).Visible() {
		t.Errorf("Ctrl+Page Down: lesson %q step %d, shown %v, want the next lesson's first step", lessonOn(a).Title, tt.lessons.Step(), guideArea(a).Visible())
	}
	shortcut(a, ctrl(fyne.KeyPageUp))
	if lessonOn(a) != first {
		t.Errorf("Ctrl+Page Up: lesson %q, want %q again", lessonOn(a).Title, first.Title)
	}
}

// Text is never smaller than 1/40 of the screen's height: on a large
// screen presentation mode grows the class view past the size the
// settings ask for: the board, the side panel and the lesson's text.
func TestPresentationTextFitsTheScreenHeight(t *testing.T) {
	a := newTestApp(t)
	lessonChooser(a).SetSelectedIndex(0)
	press(a, fyne.KeyF11)
	for _, h := range []float32{1080, 720, 1600} {
		a.win.Resize(fyne.NewSize(h*16/9, h))
		for _, o := range []fyne.CanvasObject{a.board(), sideTabs(a), lessonView(a)} {
			if got := textSizeOf(o); got < h/present.ReadableLines {
				t.Errorf("at a height of %v, text is %v in %T, want at least %v", h, got, o, h/present.ReadableLines)
			}
		}
		if got, chosen := presentOf(a).ClassView().Theme().Scale, savedSettings().Theme(true).Scale; got < chosen {
			t.Errorf("at a height of %v, the scale is %v, below the %v the settings ask for", h, got, chosen)
		}
	}
	press(a, fyne.KeyF11)
	if th := currentTheme(t); th.Scale != 1 {
		t.Errorf("after presenting, the scale is %v", th.Scale)
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
				if sc, ok := c.item.Shortcut.(fyne.KeyboardShortcut); !ok || sc.Key() != k {
					t.Errorf("the menu item %q has the shortcut %v, want %v", c.Label, c.item.Shortcut, k)
				}
				if c.item.Checked {
					checked = append(checked, c.Label)
				}
			}
		}
	}
	if want := []string{teachingTabs(a)[0].Text}; !slices.Equal(checked, want) {
		t.Errorf("checked tab items %q, want %q", checked, want)
	}
}

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

// In presentation mode on a projector's screen every side tab shows: the
// side column is as wide as its tabs' row while the board keeps most of
// the height.
func TestPresentationShowsEveryTab(t *testing.T) {
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			a := newLanguageApp(t, l.Tag)
			press(a, fyne.KeyF11)
			for _, screen := range []fyne.Size{{Width: 1920, Height: 1080}, {Width: 1600, Height: 1000}, {Width: 1366, Height: 768}, {Width: 1280, Height: 720}} {
				a.win.Resize(screen)
				checkTabsShow(t, a)
			}
		})
	}
}

// On a 1280×720 projector, in every language, the class reads every
// lesson step whole from its first line, with its question, before the
// answer is revealed; and the tabs' row below stays in its place from
// step to step of a lesson.
func TestPresentationShowsEveryLessonStepWhole(t *testing.T) {
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			a := newLanguageApp(t, l.Tag)
			presentAt(a, 1280, 720)
			tt := a.teaching
			body := lessonText(a)
			for i, lesson := range a.model.Lessons() {
				a.model.OpenLesson(i)
				tabsAt := sideTabs(a).Position()
				for step := range lesson.Steps {
					if tt.lessons.Step() != step {
						t.Fatalf("lesson %q: at step %d, want %d", lesson.Title, tt.lessons.Step(), step)
					}
					if need := body.Content.MinSize().Height; body.Offset.Y != 0 || need > body.Size().Height+1 {
						t.Errorf("lesson %q step %d: its text and question need %v, shown in %v scrolled by %v",
							lesson.Title, step+1, need, body.Size().Height, body.Offset.Y)
					}
					if got := sideTabs(a).Position(); got != tabsAt {
						t.Errorf("lesson %q step %d: the tabs' row moved from %v to %v", lesson.Title, step+1, tabsAt, got)
					}
					if tt.lessons.Asking() {
						press(a, fyne.KeyPageDown)
					}
					press(a, fyne.KeyPageDown)
				}
			}
		})
	}
}

// The coin variant has a key, C, which works in presentation mode, where
// the Teach menu is hidden, and the menu names it.
func TestTheCoinVariantHasAKeyInPresentationMode(t *testing.T) {
	a := newTestApp(t)
	press(a, fyne.KeyF11)
	press(a, fyne.KeyC)
	if !a.game().Chance() {
		t.Fatal("presenting, C did not turn the coin variant on")
	}
	assertStatus(t, a, "Coin variant: a fair coin decides every collapse.")
	press(a, fyne.KeyC)
	if a.game().Chance() {
		t.Error("presenting, C again did not turn the coin variant off")
	}
	assertStatus(t, a, "Rule: the player who did not close the cycle chooses the collapse.")
	for _, c := range commandsOf(a) {
		if c.Label == "Coin variant: a fair coin decides collapses" {
			if sc, ok := c.item.Shortcut.(fyne.KeyboardShortcut); !ok || sc.Key() != fyne.KeyC {
				t.Errorf("the Teach menu shows the coin variant's key as %v, want C", c.item.Shortcut)
			}
		}
	}
}

// Lesson 7's coin segment: C at its held question turns the coin on and
// nothing else; the coin never tosses while the lesson steps through its
// game, and tosses at its last step, where the class plays on: a clicker
// has no Play from here.
func TestTheCoinTossesOnlyWhereTheClassPlaysOnFromLesson7(t *testing.T) {
	a := newTestApp(t)
	var tosses []func()
	a.computer.later = func(f func()) { tosses = append(tosses, f) }
	press(a, fyne.KeyF11)
	a.model.OpenLesson(6)
	for !a.model.Asking() || !strings.Contains(lessonOn(a).Steps[a.model.Step()].Question, "Who wins if X chooses") {
		if a.model.Forward() != model.Done {
			t.Fatal("lesson 7 has no question \"Who wins if X chooses…?\"")
		}
	}
	at, step := a.game().At(), a.model.Step()
	press(a, fyne.KeyC)
	if !a.game().Chance() || lessonOn(a) == nil || a.model.Step() != step || !a.model.Asking() || a.game().At() != at {
		t.Fatalf("C at lesson 7's question \"Who wins if X chooses…?\": chance %v, lesson %v, step %d, asking %v, %d actions; want only the coin on",
			a.game().Chance(), lessonOn(a) != nil, a.model.Step()+1, a.model.Asking(), a.game().At())
	}
	last := len(lessonOn(a).Steps) - 1
	for a.model.Step() < last {
		if len(tosses) != 0 || lessonOn(a) == nil {
			t.Fatalf("at lesson 7's step %d with the coin on: %d tosses, lesson open %v; want none, open", a.model.Step()+1, len(tosses), lessonOn(a) != nil)
		}
		if a.model.Step() == last-1 && !a.model.Asking() {
			press(a, fyne.Key4)
			if !strings.Contains(statusLine(a), "Play from here plays on") {
				t.Errorf("4 at lesson 7's step %d with the coin on does not say how to play on:\n%s", a.model.Step()+1, statusLine(a))
			}
			if strings.Contains(statusLine(a), "In a moment") {
				t.Errorf("at lesson 7's step %d the status line promises a toss that does not come:\n%s", a.model.Step()+1, statusLine(a))
			}
		}
		if a.model.Forward() != model.Done {
			t.Fatalf("Page Down at lesson 7's step %d did nothing", a.model.Step()+1)
		}
	}
	if len(tosses) != 1 || !strings.Contains(statusLine(a), "In a moment a fair coin decides where O6 lands") {
		t.Fatalf("at lesson 7's last step, its pending collapse: %d tosses, want 1; status:\n%s", len(tosses), statusLine(a))
	}
	tosses[0]()
	landed := a.game().At()
	if r := a.game().Record(); !r.Chance || a.game().Present().Phase() == game.PhaseChoose || lessonOn(a) == nil || a.model.Step() != last ||
		!strings.Contains(statusLine(a), "The coin chose square") {
		t.Fatalf("after the toss: record of chance %v, phase %v, lesson open %v at step %d; want the coin's landing, told, the lesson open at its last step:\n%s",
			r.Chance, a.game().Present().Phase(), lessonOn(a) != nil, a.model.Step()+1, statusLine(a))
	}
	press(a, fyne.KeyT)
	if a.game().At() != landed-1 || a.game().Present().Phase() != game.PhaseChoose || lessonOn(a) == nil || len(tosses) != 2 {
		t.Fatalf("T after the toss: %d actions, phase %v, lesson open %v, %d tosses; want the collapse pending again, a toss coming, the lesson open",
			a.game().At(), a.game().Present().Phase(), lessonOn(a) != nil, len(tosses))
	}
	tosses[1]()
	if a.game().At() != landed || lessonOn(a) == nil || !a.game().Chance() {
		t.Fatalf("the second toss: %d actions, lesson open %v", a.game().At(), lessonOn(a) != nil)
	}
	a.model.OpenLesson(0)
	if a.game().Chance() {
		t.Error("the coin carried over into another lesson")
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

// On a projector a lesson's step leaves the Possible boards tab a line: G
// shows the possible boards in place of the board, whole, with their pager
// on the screen; G again brings the board back. With another tab on show,
// G shows the graph.
func TestPresentationShowsThePossibleBoardsInPlaceOfTheBoard(t *testing.T) {
	a := newTestApp(t)
	presentAt(a, 1280, 720)
	a.model.OpenLesson(1)
	for a.model.Forward() == model.Done {
	}
	press(a, fyne.KeyF2, fyne.KeyG)
	if inPlaceOfBoard(a) != a.teaching.boardsIn {
		t.Fatal("F2 and G at lesson 2's end: the possible boards are not in place of the board")
	}
	v := a.teaching.bigBoard
	for _, count := range []bool{false, true} {
		if count {
			v.CountFor(1) // X1, spooky at lesson 2's end
			a.win.Content().Refresh()
		}
		top := fyne.CurrentApp().Driver().AbsolutePositionForObject(v).Y
		// Given less than it asks, the mini-board gives way (it asks for 8
		// text heights), but its marks, 0.4 of a third of it, stay no
		// smaller than 1/present.ReadableLines of the screen.
		slack := 8*theme.TextSize() - 3/0.4*720/present.ReadableLines
		if bottom := top + v.Size().Height; v.MinSize().Height-v.Size().Height > slack || bottom > a.win.Canvas().Size().Height+1 {
			t.Errorf("the possible boards in place of the board, counting a mark %v: %v high from %v, need %v less at most %v, in a window %v high",
				count, v.Size().Height, top, v.MinSize().Height, slack, a.win.Canvas().Size().Height)
		}
	}
	press(a, fyne.KeyG)
	if inPlaceOfBoard(a) != a.board() {
		t.Error("G again: the board is not back")
	}
	press(a, fyne.KeyF3, fyne.KeyG)
	if inPlaceOfBoard(a) != graphInPlace(a) {
		t.Error("F3 and G: the graph is not in place of the board")
	}
}

// At a lesson's held question on a 1280×720 projector, a square pressed
// says why the board takes no move, whole where the class reads the
// status line, and moves neither the lesson's text nor the tabs' row: in
// English and in Russian, whose headline takes two lines.
func TestPresentationRefusalLeavesTheLessonInPlace(t *testing.T) {
	for _, tag := range []string{"en", "ru"} {
		t.Run(tag, func(t *testing.T) {
			a := newLanguageApp(t, tag)
			presentAt(a, 1280, 720)
			a.model.OpenLesson(0)
			for !a.model.Asking() {
				if a.model.Forward() != model.Done {
					t.Fatal("lesson 1 asks no question")
				}
			}
			d := fyne.CurrentApp().Driver()
			body := lessonText(a)
			text := body.Content.(*fyne.Container).Objects[0] // the step's text, above its question
			textAt, tabsAt := d.AbsolutePositionForObject(text), sideTabs(a).Position()
			press(a, fyne.Key9)
			hint := statusOf(a).hint
			if !hint.Visible() || !strings.Contains(statusLine(a), hint.Text) || hint.Text == "" {
				t.Fatalf("a square pressed at the held question: the status line says\n%s", statusLine(a))
			}
			slot := sidePanelOf(a).Objects[0]
			slotAt, at := d.AbsolutePositionForObject(slot), d.AbsolutePositionForObject(hint)
			if at.Y < slotAt.Y || at.Y+hint.Size().Height > slotAt.Y+slot.Size().Height+1 || hint.Size().Width > slot.Size().Width+1 {
				t.Errorf("the refusal %q is at %v %v, not whole in the status line at %v %v", hint.Text, at, hint.Size(), slotAt, slot.Size())
			}
			if got := d.AbsolutePositionForObject(text); got != textAt {
				t.Errorf("the refusal moved the lesson's text from %v to %v", textAt, got)
			}
			if got := sideTabs(a).Position(); got != tabsAt {
				t.Errorf("the refusal moved the tabs' row from %v to %v", tabsAt, got)
			}
			press(a, fyne.KeySpace)
			if hint.Visible() || !statusOf(a).headline.Visible() {
				t.Errorf("after Space the refusal is still shown (%v) or the headline is not (%v)", hint.Visible(), statusOf(a).headline.Visible())
			}
		})
	}
}

// At a lesson's last step on a 1280×720 projector, Page Down (the
// clicker) says what to press instead, whole in the status line's slot,
// in every language.
func TestPresentationLessonEndSaysWhatToPressWhole(t *testing.T) {
	for _, tag := range []string{"en", "ru", "pl", "cs", "tr", "ko"} {
		t.Run(tag, func(t *testing.T) {
			a := newLanguageApp(t, tag)
			presentAt(a, 1280, 720)
			a.model.OpenLesson(0)
			for a.model.Forward() == model.Done {
			}
			press(a, fyne.KeyPageDown)
			hint := statusOf(a).hint
			if !hint.Visible() || hint.Text == "" {
				t.Fatalf("Page Down at the lesson's last step: the status line says\n%s", statusLine(a))
			}
			d := fyne.CurrentApp().Driver()
			slot := sidePanelOf(a).Objects[0]
			slotAt, at := d.AbsolutePositionForObject(slot), d.AbsolutePositionForObject(hint)
			if at.Y < slotAt.Y || at.Y+hint.MinSize().Height > slotAt.Y+slot.Size().Height+1 {
				t.Errorf("%q is at %v, %v high, not whole in the status line at %v %v", hint.Text, at, hint.MinSize().Height, slotAt, slot.Size())
			}
		})
	}
}

// On a 1024×700 screen in presentation mode, in every language, no button
// of a lesson covers another or runs off the view, at any step of lesson
// 1, its question held or answered: Play from here, where its words have
// no room, is its icon.
func TestPresentationLessonButtonsNeverOverlap(t *testing.T) {
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			a := newLanguageApp(t, l.Tag)
			presentAt(a, 1024, 700)
			a.model.OpenLesson(0)
			row := lessonButtons(a)
			for {
				var shown []fyne.CanvasObject
				for _, b := range row.Objects {
					if b.Visible() {
						shown = append(shown, b)
					}
				}
				for i, b := range shown {
					if b.Position().X < 0 || b.Position().X+b.Size().Width > row.Size().Width+1 {
						t.Errorf("step %d: button %q at %v, %v wide, runs off a row %v wide", a.model.Step()+1, b.(*widget.Button).Text, b.Position().X, b.Size().Width, row.Size().Width)
					}
					if i > 0 && b.Position().X < shown[i-1].Position().X+shown[i-1].Size().Width {
						t.Errorf("step %d: button %q covers %q", a.model.Step()+1, b.(*widget.Button).Text, shown[i-1].(*widget.Button).Text)
					}
				}
				if a.model.Forward() != model.Done {
					break
				}
			}
		})
	}
}

// On a 1280×720 projector, where a lesson's answer is longer than its
// room (the last lesson with one), Down brings the rest of it into sight and Up goes back to the
// step's first line: the keyboard reaches all of the text.
func TestPresentationArrowKeysMoveALongAnswer(t *testing.T) {
	a := newLanguageApp(t, "en")
	presentAt(a, 1280, 720)
	body := lessonText(a)
	long := false // an answer's end is below what shows
	for i := len(a.model.Lessons()) - 1; i >= 0 && !long; i-- {
		a.model.OpenLesson(i)
		for !long {
			if a.model.Asking() {
				press(a, fyne.KeySpace)
				long = body.Offset.Y < body.Content.MinSize().Height-body.Size().Height-1
			}
			if !long && a.model.Forward() != model.Done {
				break
			}
		}
	}
	if !long {
		t.Fatal("no lesson's answer is longer than its room at 1280×720: the test needs another")
	}
	most := body.Content.MinSize().Height - body.Size().Height
	for i := 0; i < 50 && body.Offset.Y < most-1; i++ {
		press(a, fyne.KeyDown)
	}
	if body.Offset.Y < most-1 {
		t.Errorf("Down moved the answer to %v of %v: its end is out of sight", body.Offset.Y, most)
	}
	for i := 0; i < 50 && body.Offset.Y > 0; i++ {
		press(a, fyne.KeyUp)
	}
	if body.Offset.Y != 0 {
		t.Errorf("Up moved the text to %v, not back to its first line", body.Offset.Y)
	}
}

// presentAt puts a in presentation mode on a screen of w by h.
func presentAt(a *App, w, h float32) {
	press(a, fyne.KeyF11)
	a.win.Resize(fyne.NewSize(w, h))
}

// lessonParts returns the open lesson view's title, text and buttons.
func lessonParts(a *App) []fyne.CanvasObject {
	return test.WidgetRenderer(lessonView(a)).Objects()[0].(*container.ThemeOverride).Content.(*fyne.Container).Objects
}

// lessonText returns the scroll that holds a lesson step's text,
// question and answer.
func lessonText(a *App) *container.Scroll { return lessonParts(a)[1].(*container.Scroll) }

// lessonButtons returns the row of a lesson's buttons.
func lessonButtons(a *App) *fyne.Container { return lessonParts(a)[2].(*fyne.Container) }
