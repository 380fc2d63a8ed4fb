package present

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/style"
)

// On a wide screen the side panel stands beside a full-height board, on a
// narrower one below it.
func TestClassLayoutFitsTheScreen(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		size   fyne.Size
		beside bool
	}{{fyne.NewSize(1900, 1000), true}, {fyne.NewSize(1000, 750), true}, {fyne.NewSize(600, 700), false}, {fyne.NewSize(700, 1000), false}} {
		board, side := canvas.NewRectangle(color.Black), widget.NewLabel("X to move")
		container.New(classLayout{}, board, side).Resize(c.size)
		if c.beside {
			b := board.Size()
			if b.Width != b.Height || b.Height < boardShare*c.size.Height || side.Position().X <= b.Width ||
				side.Position().X+side.Size().Width > c.size.Width || side.Size().Width < ClassEms*theme.TextSize() {
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

// Text in the class view is never smaller than 1/40 of the screen's
// height: on a large screen it grows past the size the settings ask for.
// Only the class view grows: the app's theme, and so the presenter view
// and the dialogs, keep theirs.
func TestClassViewTextFitsTheScreenHeight(t *testing.T) {
	h := newFakeHost(t)
	app := fyne.CurrentApp().Settings()
	app.SetTheme(style.Theme{Scale: 1.75})
	h.press(fyne.KeyF11)
	for _, height := range []float32{1080, 720, 1600} {
		h.win.Resize(fyne.NewSize(height*16/9, height))
		class := h.p.ClassView().Theme()
		if got := class.Size(theme.SizeNameText); got < height/ReadableLines {
			t.Errorf("at a height of %v, the class view's text is %v, want at least %v", height, got, height/ReadableLines)
		}
		if got := theme.CurrentForWidget(h.side).Size(theme.SizeNameText); got != class.Size(theme.SizeNameText) {
			t.Errorf("at a height of %v, the side panel's text is %v, not the class view's %v", height, got, class.Size(theme.SizeNameText))
		}
		if class.Scale < 1.75 || class.Palette != style.PaletteHighContrast {
			t.Errorf("at a height of %v, the class view's theme is %+v, below the scale of 1.75 or not the high contrast the settings ask for", height, class)
		}
		if th, _ := app.Theme().(style.Theme); th.Scale != 1.75 {
			t.Errorf("at a height of %v, laying out the class view changed the app's theme to %+v", height, app.Theme())
		}
	}
	h.press(fyne.KeyF11)
	if want := h.Theme(false).Size(theme.SizeNameText); h.p.ClassView() != nil || theme.CurrentForWidget(h.side).Size(theme.SizeNameText) != want {
		t.Errorf("after presenting, the side panel's text is %v, not the window's %v", theme.CurrentForWidget(h.side).Size(theme.SizeNameText), want)
	}
}

// The class view's content can be replaced, as by a slide, and keeps the
// class view's theme.
func TestClassViewContentCanBeReplaced(t *testing.T) {
	h := newFakeHost(t)
	h.press(fyne.KeyF11)
	h.win.Resize(fyne.NewSize(1920, 1080))
	slide := widget.NewLabel("A slide")
	h.p.ClassView().SetContent(slide)
	h.win.Content().Refresh()
	if h.p.ClassView().Content() != slide || theme.CurrentForWidget(slide).Size(theme.SizeNameText) < 1080/ReadableLines {
		t.Errorf("the slide in the class view has text %v high, want the class view's", theme.CurrentForWidget(slide).Size(theme.SizeNameText))
	}
}
