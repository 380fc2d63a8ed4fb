package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/settings"
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
