package present

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// The class view is drawn again a moment after the window changes size,
// as it does going full screen when presentation mode starts: under X the
// frame painted at once can go to the window's drawable at its size from
// before, and the projector then showed the first slide shifted and cut
// (no text, the board off the left) until the next key. The slide is laid
// out for the new size at once, and an idle slide is not drawn again.
func TestClassViewDrawnAgainAfterAResize(t *testing.T) {
	h := newFakeHost(t, laptop)
	var drawn []fyne.CanvasObject
	h.p.repaint = func(o fyne.CanvasObject) { drawn = append(drawn, o) }
	h.press(fyne.KeyF11)
	class := h.p.ClassView()
	if class == nil || h.win.Content() != class {
		t.Fatal("F11 did not show the class view")
	}
	h.runTimers()
	if len(drawn) == 0 {
		t.Error("the class view, laid out for the first time, was not drawn again a moment later")
	}

	drawn = nil
	size := fyne.NewSize(1366, 768) // the window, filling the screen
	h.win.Resize(size)
	if got, c := class.Size(), h.win.Canvas().Size(); got.Width < c.Width-20 || got.Height < c.Height-20 {
		t.Fatalf("the class view is %v in a canvas of %v", got, h.win.Canvas().Size())
	}
	side := min(h.board.Size().Width, h.board.Size().Height)
	if side < class.Size().Height/2 || h.board.Position().X != 0 {
		t.Errorf("after the resize the board is %v at %v in a class view of %v: not laid out for the new size",
			h.board.Size(), h.board.Position(), class.Size())
	}
	var headline *canvas.Text
	for _, o := range test.LaidOutObjects(class) {
		if txt, ok := o.(*canvas.Text); ok && txt.Text == "X to move" && txt.Visible() {
			headline = txt
		}
	}
	if headline == nil {
		t.Fatal("after the resize the slide's headline is not drawn")
	}
	if p := headline.Position(); p.X < h.board.Size().Width || p.X+headline.Size().Width > class.Size().Width || p.Y < 0 {
		t.Errorf("the headline is at %v, %v wide, beside a board %v wide in a view %v wide", p, headline.Size().Width,
			h.board.Size().Width, class.Size().Width)
	}
	if len(drawn) != 0 {
		t.Errorf("drawn again at once: %d times; want a moment later, once the window has its new size", len(drawn))
	}
	h.runTimers()
	if len(drawn) == 0 || drawn[len(drawn)-1] != class {
		t.Fatalf("the class view was not drawn again after the resize (drawn: %v)", drawn)
	}

	drawn = nil
	h.win.Resize(size)
	class.Refresh()
	h.render()
	h.runTimers()
	if len(drawn) != 0 {
		t.Errorf("the class view at the same size was drawn again %d times: an idle slide would be painted over and over", len(drawn))
	}

	h.press(fyne.KeyF11)
	h.win.Resize(fyne.NewSize(800, 600))
	drawn = nil
	h.runTimers()
	for _, o := range drawn {
		if o == class {
			t.Error("the class view was drawn again after presentation mode ended")
		}
	}
}
