package ui

import (
	"image/color"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/style"
)

// currentTheme is the app's theme, as world set it.
func currentTheme(t *testing.T) style.Theme {
	t.Helper()
	th, ok := fyne.CurrentApp().Settings().Theme().(style.Theme)
	if !ok {
		t.Fatalf("the app's theme is %T, not style.Theme", fyne.CurrentApp().Settings().Theme())
	}
	return th
}

// inContent reports whether obj is in the window's content.
func inContent(a *App, obj fyne.CanvasObject) bool {
	return slices.Contains(test.LaidOutObjects(a.win.Content()), obj)
}

func TestF11TogglesPresentationMode(t *testing.T) {
	a := newTestApp(t)
	normal := theme.TextSize()
	press(a, fyne.KeyF11)
	th := currentTheme(t)
	if th.Scale != settings.Default().Presentation.Scale || th.Palette != style.PaletteHighContrast {
		t.Errorf("presenting, the theme is %+v, want scale %v and high contrast", th, settings.Default().Presentation.Scale)
	}
	if got := theme.TextSize(); got <= normal*1.5 {
		t.Errorf("presenting, text is %v, was %v", got, normal)
	}
	if !inContent(a, a.board()) || !inContent(a, deckOf(a)) || inContent(a, sidePanelOf(a)) {
		t.Error("presenting, the window does not show the board on a slide, or shows the side panel")
	}
	if a.win.MainMenu() != nil {
		t.Error("presenting, the menu bar is still there")
	}
	for _, c := range commandsOf(a) {
		if c.Button() != nil && c.Button().Text != "" {
			t.Errorf("presenting, the toolbar button %q still has its text", c.Button().Text)
		}
	}

	press(a, fyne.KeyF11)
	if th := currentTheme(t); th.Scale != 1 || th.Palette != style.PaletteStandard {
		t.Errorf("after presenting, the theme is %+v", th)
	}
	if !inContent(a, sidePanelOf(a)) || a.win.MainMenu() == nil || !statusPartsOf(a).detail.Visible() {
		t.Error("after presenting, the side panel, the menu or the status details are missing")
	}
	for _, c := range commandsOf(a) {
		if c.Button() != nil && c.Button().Text != c.Label {
			t.Errorf("after presenting, the toolbar button %q reads %q", c.Label, c.Button().Text)
		}
	}
}

// A lesson open in presentation mode shows beside the board: its title
// and the step's text and question on a slide.
func TestPresentationShowsTheLessonBesideTheBoard(t *testing.T) {
	a := newTestApp(t)
	lessonChooser(a).SetSelectedIndex(0)
	press(a, fyne.KeyF11)
	a.win.Resize(fyne.NewSize(1900, 1000))
	l := lessonOn(a)
	s := deckOf(a).Slide()
	if s.Visual != a.board() || s.Headline != l.Title || len(s.Body) == 0 || s.Body[0].Text != l.Steps[0].Text {
		t.Fatalf("presenting, the slide is %+v, want lesson %q's first step beside the board", s, l.Title)
	}
	board := a.board()
	if text := strings.Join(deckOf(a).PageText(), " "); board.Size().Height < 900 || !strings.HasPrefix(l.Steps[0].Text, strings.Fields(text)[0]) {
		t.Errorf("the board is %v on a screen 1000 high, the text %q", board.Size(), text)
	}
}

func TestCtrlPlusAndMinusZoom(t *testing.T) {
	a := newTestApp(t)
	shortcut(a, ctrl(fyne.KeyEqual))
	shortcut(a, ctrl(fyne.KeyPlus))
	if got := currentTheme(t).Scale; got != 1.25 {
		t.Errorf("zoomed in twice, the scale is %v, want 1.25", got)
	}
	if got := savedSettings(a).Zoom; got != 1.25 {
		t.Errorf("zoomed in twice, the saved zoom is %v", got)
	}
	shortcut(a, ctrl(fyne.KeyMinus))
	if got := currentTheme(t).Scale; got != 1.1 {
		t.Errorf("zoomed out, the scale is %v, want 1.1", got)
	}
	shortcut(a, ctrl(fyne.Key0))
	if got := currentTheme(t).Scale; got != 1 {
		t.Errorf("after Ctrl+0, the scale is %v", got)
	}
}

func TestSettingsChangeTheTheme(t *testing.T) {
	a := newTestApp(t)
	s := settings.Default()
	s.Palette = style.PaletteColorBlind
	s.Variant = style.VariantDark
	a.settings.Update(func(now *settings.Settings) { *now = s })
	th := currentTheme(t)
	if th.Palette != style.PaletteColorBlind || th.Variant != style.VariantDark {
		t.Errorf("after the settings changed, the theme is %+v", th)
	}
	if got := savedSettings(a); got != s {
		t.Errorf("saved settings %+v, want %+v", got, s)
	}
}

// The exported picture is the position drawn offscreen, sharp and light.
func TestBoardPictureDrawsThePosition(t *testing.T) {
	a := newTestApp(t)
	fyne.CurrentApp().Settings().SetTheme(style.Theme{Variant: style.VariantDark})
	playLines(t, a, "X1 1 5", "O2 5 9")
	pic := boardPicture(a.game().Present(), 300)
	if b := pic.Bounds(); b.Dx() != 600 || b.Dy() != 600 {
		t.Fatalf("the picture is %v, want 600×600 pixels for a 300-point board", b)
	}
	light := style.Theme{}
	colours := map[color.NRGBA]bool{}
	for y := 0; y < 600; y++ {
		for x := 0; x < 600; x++ {
			colours[color.NRGBAModel.Convert(pic.At(x, y)).(color.NRGBA)] = true
		}
	}
	for _, n := range []fyne.ThemeColorName{style.ColorSquare, style.ColorMarkX, style.ColorMarkO} {
		c := color.NRGBAModel.Convert(light.Color(n, theme.VariantLight)).(color.NRGBA)
		if !colours[c] {
			t.Errorf("the picture has no %s in the light variant (%v)", n, c)
		}
	}
}

func TestZoomKeepsTheOpponentLevelChosenSinceStart(t *testing.T) {
	a, _ := newComputerTestApp(t)
	startGame(t, a, "Play O against the computer", "Perfect") // the New game dialog saves the level
	shortcut(a, ctrl(fyne.KeyPlus))
	if got := savedSettings(a).Opponent; got != solver.Perfect {
		t.Errorf("after zooming, the saved opponent level is %v, want Perfect", got)
	}
}

// laptop and projector are a laptop's screen, the main display, and a
// projector at its right.
var (
	laptop    = platform.Screen{Name: "DUMMY0", Bounds: platform.Rect{X: 0, Y: 0, W: 1366, H: 768}, Primary: true}
	projector = platform.Screen{Name: "DUMMY1", Bounds: platform.Rect{X: 1366, Y: 0, W: 1920, H: 1080}}
)

// onTwoScreens gives a's presentation mode a laptop's screen and a
// projector, and holds the timers it starts until runTimers runs them.
func onTwoScreens(a *App) (runTimers func()) {
	var timers []func()
	envOf(a).desk.List = []platform.Screen{laptop, projector}
	envOf(a).timer = func(f func()) { timers = append(timers, f) }
	return func() {
		for range 50 { // the timers due, then those they start, as time goes by
			now := timers
			timers = nil
			for _, f := range now {
				f()
			}
		}
	}
}

// With a second screen, the window's keys typed in the presenter's window
// run the window's lesson and tabs, Ctrl+Page Down turns the lesson, and
// closing the presenter's window ends presentation mode, with the window
// back at the size kept for the next start.
func TestPresenterRunsTheWindow(t *testing.T) {
	a := newTestApp(t)
	runTimers := onTwoScreens(a)
	before := fyne.NewSize(900, 600)
	a.win.Resize(before)
	press(a, fyne.KeyF11)
	runTimers()
	pw := presentOf(a).PresenterWindow()
	if pw == nil || !inContent(a, deckOf(a)) || !a.win.FullScreen() || a.win.MainMenu() != nil {
		t.Fatalf("presenting on a second screen: presenter %v, class view shown %v, full screen %v", pw, inContent(a, deckOf(a)), a.win.FullScreen())
	}
	a.win.Resize(fyne.NewSize(1920, 1080)) // the full screen, which Fyne also takes for the window's size
	typeKey(pw.Canvas(), fyne.KeyPageDown)
	if item, at := a.model.Slide(); item == nil || at != 0 {
		t.Fatalf("Page Down in the presenter's window: plan item %d, want the first", at+1)
	}
	lessonChooser(a).SetSelectedIndex(0)
	first := lessonOn(a)
	shortcutOn(pw.Canvas(), ctrl(fyne.KeyPageDown))
	if lessonOn(a) == first {
		t.Error("Ctrl+Page Down in the presenter's window did not turn the lesson")
	}
	typeKey(pw.Canvas(), fyne.KeyF2)
	if sideTabs(a).Selected() != teachingTabs(a)[1] {
		t.Errorf("F2 in the presenter's window shows the tab %q", sideTabs(a).Selected().Text)
	}
	pw.Close()
	runTimers()
	if a.model.Presented() || presentOf(a).PresenterWindow() != nil || a.win.MainMenu() == nil || a.win.FullScreen() {
		t.Fatal("closing the presenter's window left presentation mode on")
	}
	if got := a.win.Canvas().Size(); got != before {
		t.Errorf("after presentation mode, the window is %v, want %v", got, before)
	}
	a.keepSize()
	if got := a.lastSize(); got != before {
		t.Errorf("the size kept for the next start is %v, want %v", got, before)
	}
	if th := currentTheme(t); th.Scale != 1 || textSizeOf(sideTabs(a)) != theme.TextSize() {
		t.Errorf("after presentation mode, the theme is %+v and the side panel's text %v", th, textSizeOf(sideTabs(a)))
	}
}

// typeKey types k on canvas c, as the keyboard does when no widget has
// the focus.
func typeKey(c fyne.Canvas, k fyne.KeyName) {
	c.OnTypedKey()(&fyne.KeyEvent{Name: k})
}
