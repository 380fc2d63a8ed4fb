package present

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/internal/platform"
)

// Closing the presenter view asks first, in it, whether to end
// presentation mode: keeping it, the default, leaves the class as it was.
func TestClosingThePresenterViewAsksFirst(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	h.press(fyne.KeyF11)
	h.runTimers()
	pr := h.p.presenter
	answer := func(label string) {
		t.Helper()
		top := pr.win.Canvas().Overlays().Top()
		if top == nil || h.win.Canvas().Overlays().Top() != nil {
			t.Fatal("closing the presenter view asked nothing in it")
		}
		for _, o := range test.LaidOutObjects(top) {
			if b, ok := o.(*widget.Button); ok && b.Text == label {
				if label == "Keep presenting" && b.Importance != widget.HighImportance {
					t.Error("ending presentation mode is the default answer")
				}
				test.Tap(b)
				return
			}
		}
		t.Fatalf("no button %q", label)
	}
	h.p.askEnd(pr)
	answer("Keep presenting")
	if h.p.presenter != pr || !h.p.on {
		t.Fatal("Keep presenting ended presentation mode")
	}
	h.p.askEnd(pr)
	answer("End presentation mode")
	if h.p.presenter != nil || h.p.on {
		t.Error("End presentation mode left it on")
	}
}

// A projector plugged back in gets the class view again, and the laptop
// the presenter view, with no key pressed.
func TestProjectorPluggedBackIn(t *testing.T) {
	h := newFakeHost(t, laptop, projector)
	h.press(fyne.KeyF11)
	h.runTimers()
	h.desk.List = []platform.Screen{laptop}
	h.runTimers()
	if h.p.presenter != nil || !h.p.on {
		t.Fatalf("after unplugging: presenter %v, presenting %v", h.p.presenter, h.p.on)
	}
	h.desk.List = []platform.Screen{laptop, projector}
	h.runTimers()
	if h.p.presenter == nil || !h.p.on || h.p.stage.class != projector || h.p.stage.laptop != laptop || !h.win.FullScreen() {
		t.Fatalf("after plugging back in: presenter %v, presenting %v, class view on %q; want it on the projector, the presenter on the laptop",
			h.p.presenter, h.p.on, h.p.stage.class.Name)
	}
	h.desk.List = []platform.Screen{laptop}
	h.runTimers()
	if h.p.presenter != nil {
		t.Error("unplugged a second time, the presenter view stayed open")
	}
}
