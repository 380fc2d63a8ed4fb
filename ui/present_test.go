package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/present"
	"github.com/qttt-edu/qttt/ui/settings"
)

// Text is never smaller than 1/27 of the screen's height: on a large
// screen presentation mode grows the class view past the size the
// settings ask for.
func TestPresentationTextFitsTheScreenHeight(t *testing.T) {
	a := newTestApp(t)
	lessonChooser(a).SetSelectedIndex(0)
	press(a, fyne.KeyF11)
	for _, h := range []float32{1080, 720, 1600} {
		a.win.Resize(fyne.NewSize(h*16/9, h))
		for _, o := range []fyne.CanvasObject{a.board(), deckOf(a)} {
			if got := textSizeOf(o); got < h/present.ReadableLines {
				t.Errorf("at a height of %v, text is %v in %T, want at least %v", h, got, o, h/present.ReadableLines)
			}
		}
		if got, chosen := presentOf(a).ClassView().Theme().Scale, savedSettings(a).Theme(true).Scale; got < chosen {
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
	tossWith(a, func(f func()) { tosses = append(tosses, f) })
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

// presentAt puts a in presentation mode on a screen of w by h.
func presentAt(a *App, w, h float32) {
	press(a, fyne.KeyF11)
	a.win.Resize(fyne.NewSize(w, h))
}
