package present

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// The pairs' timer keeps the slide's typeface and its size from its
// first second to its red 0:00: the time does not change its look or
// jump in size as it counts.
func TestTheCountdownKeepsItsLook(t *testing.T) {
	test.NewTempApp(t)
	c := NewCountdown(5 * time.Minute)
	now := time.Unix(1000, 0)
	c.now = func() time.Time { return now }
	w := test.NewTempWindow(t, c)
	w.Resize(fyne.NewSize(400, 300))
	c.Start()
	defer c.Stop()
	text := func() *canvas.Text { return test.WidgetRenderer(c).Objects()[0].(*canvas.Text) }
	now = now.Add(time.Second)
	c.Refresh()
	first := *text()
	now = now.Add(5 * time.Minute)
	c.Refresh()
	last := text()
	if first.Text != "4:59" || last.Text != "0:00" {
		t.Fatalf("the countdown shows %q then %q, want 4:59 then 0:00", first.Text, last.Text)
	}
	if first.TextStyle.Monospace || last.TextStyle != first.TextStyle || last.TextSize != first.TextSize {
		t.Errorf("4:59 in %+v at %v, 0:00 in %+v at %v: want the slide's typeface, one size", first.TextStyle, first.TextSize, last.TextStyle, last.TextSize)
	}
}
