package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game/solver"
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
	var found bool
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == obj {
			found = true
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, child := range c.Objects {
				walk(child)
			}
		}
	}
	walk(a.win.Content())
	return found
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
	if !inContent(a, a.board) || !inContent(a, a.frame.side) {
		t.Error("presenting, the window does not show the board and the side panel")
	}
	if a.win.MainMenu() != nil {
		t.Error("presenting, the menu bar is still there")
	}
	if a.frame.status.detail.Visible() {
		t.Error("presenting, the status line still shows its details")
	}
	for _, c := range a.controls.commands {
		if c.button != nil && c.button.Text != "" {
			t.Errorf("presenting, the toolbar button %q still has its text", c.button.Text)
		}
	}

	press(a, fyne.KeyF11)
	if th := currentTheme(t); th.Scale != 1 || th.Palette != style.PaletteStandard {
		t.Errorf("after presenting, the theme is %+v", th)
	}
	if !inContent(a, a.frame.side) || a.win.MainMenu() == nil || !a.frame.status.detail.Visible() {
		t.Error("after presenting, the side panel, the menu or the status details are missing")
	}
	for _, c := range a.controls.commands {
		if c.button != nil && c.button.Text != c.Label {
			t.Errorf("after presenting, the toolbar button %q reads %q", c.Label, c.button.Text)
		}
	}
}

// On a wide screen the side panel stands beside a full-height board, on a
// narrower one below it.
func TestPresentationLayoutFitsTheScreen(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		size   fyne.Size
		beside bool
	}{{fyne.NewSize(1900, 1000), true}, {fyne.NewSize(1000, 750), true}, {fyne.NewSize(600, 700), false}, {fyne.NewSize(700, 1000), false}} {
		board, side := canvas.NewRectangle(color.Black), widget.NewLabel("X to move")
		container.New(presentationLayout{}, board, side).Resize(c.size)
		if c.beside {
			b := board.Size()
			if b.Width != b.Height || b.Height < boardShare*c.size.Height || side.Position().X <= b.Width ||
				side.Position().X+side.Size().Width > c.size.Width || side.Size().Width < presentationEms*theme.TextSize() {
				t.Errorf("at %v the board is %v and the side spans %v %v, want them side by side", c.size, board.Size(), side.Position(), side.Size())
			}
			continue
		}
		if board.Position().Y != 0 || side.Position().Y < board.Size().Height || board.Size().Width != c.size.Width ||
			side.Position().Y+side.Size().Height > c.size.Height {
			t.Errorf("at %v the board is at %v %v and the side at %v %v, want the side below", c.size, board.Position(), board.Size(), side.Position(), side.Size())
		}
	}
}

// A lesson open in presentation mode shows beside the board, with its
// question, under the status headline.
func TestPresentationShowsTheLessonBesideTheBoard(t *testing.T) {
	a := newTestApp(t)
	a.teaching.chooser.SetSelectedIndex(0)
	press(a, fyne.KeyF11)
	a.win.Resize(fyne.NewSize(1900, 1000))
	if !inContent(a, a.frame.guide) || !a.frame.guide.Visible() {
		t.Fatal("presenting, the open lesson is not on show")
	}
	d := fyne.CurrentApp().Driver()
	board, guide, status := d.AbsolutePositionForObject(a.board), d.AbsolutePositionForObject(a.frame.guide), d.AbsolutePositionForObject(a.frame.status)
	if guide.X < board.X+a.board.Size().Width || guide.Y < status.Y+a.frame.status.Size().Height ||
		guide.Y+a.frame.guide.Size().Height > a.win.Canvas().Size().Height {
		t.Errorf("the lesson at %v %v, the board at %v %v, the status at %v: want the lesson beside the board, under the status, in the window",
			guide, a.frame.guide.Size(), board, a.board.Size(), status)
	}
}

func TestCtrlPlusAndMinusZoom(t *testing.T) {
	a := newTestApp(t)
	shortcut(a, ctrl(fyne.KeyEqual))
	shortcut(a, ctrl(fyne.KeyPlus))
	if got := currentTheme(t).Scale; got != 1.25 {
		t.Errorf("zoomed in twice, the scale is %v, want 1.25", got)
	}
	if got := savedSettings().Zoom; got != 1.25 {
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
	a.world.change(s)
	th := currentTheme(t)
	if th.Palette != style.PaletteColorBlind || th.Variant != style.VariantDark {
		t.Errorf("after the settings changed, the theme is %+v", th)
	}
	if got := savedSettings(); got != s {
		t.Errorf("saved settings %+v, want %+v", got, s)
	}
}

// The exported picture is the position drawn offscreen, sharp and light.
func TestBoardPictureDrawsThePosition(t *testing.T) {
	a := newTestApp(t)
	fyne.CurrentApp().Settings().SetTheme(style.Theme{Variant: style.VariantDark})
	playLines(t, a, "X1 1 5", "O2 5 9")
	pic := boardPicture(a.session.Present(), 300)
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
	if got := savedSettings().Opponent; got != solver.Perfect {
		t.Errorf("after zooming, the saved opponent level is %v, want Perfect", got)
	}
}
