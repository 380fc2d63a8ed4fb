package present

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Countdown is a slide's picture for a timed activity: the minutes and
// seconds left, as large as its room, counting down once a second from
// Start until Stop or zero, where it stays, in the theme's error colour.
type Countdown struct {
	widget.BaseWidget

	length time.Duration
	start  time.Time       // zero: not running
	tick   *fyne.Animation // redraws the time as it changes; nil while not running
	shown  string          // the time last drawn by tick
	now    func() time.Time
}

// NewCountdown returns a countdown of length, not started.
func NewCountdown(length time.Duration) *Countdown {
	c := &Countdown{length: length, now: time.Now}
	c.ExtendBaseWidget(c)
	return c
}

// Start starts the countdown from its whole length, if it is not
// running. It ticks as Fyne's animations do, on the thread that draws,
// and is redrawn only when the time shown changes.
func (c *Countdown) Start() {
	if c.tick != nil {
		return
	}
	c.start, c.shown = c.now(), ""
	c.tick = &fyne.Animation{Duration: time.Second, RepeatCount: fyne.AnimationRepeatForever, Tick: func(float32) {
		if t := c.text(); t != c.shown {
			c.shown = t
			c.Refresh()
		}
	}}
	c.tick.Start()
	c.Refresh()
}

// Stop stops the countdown, which shows its whole length again; a nil
// countdown does nothing.
func (c *Countdown) Stop() {
	if c == nil || c.tick == nil {
		return
	}
	c.tick.Stop()
	c.tick, c.start = nil, time.Time{}
	c.Refresh()
}

// Running reports whether the countdown is running.
func (c *Countdown) Running() bool { return c.tick != nil }

// Left returns the time left, whole seconds rounded up.
func (c *Countdown) Left() time.Duration {
	left := c.length
	if !c.start.IsZero() {
		left -= c.now().Sub(c.start)
	}
	return max(0, (left + time.Second - 1).Truncate(time.Second))
}

// text returns the time left as minutes and seconds: "7:59".
func (c *Countdown) text() string {
	s := int(c.Left() / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// CreateRenderer returns the countdown's renderer. It is called by Fyne.
func (c *Countdown) CreateRenderer() fyne.WidgetRenderer {
	t := canvas.NewText("", nil)
	t.TextStyle = fyne.TextStyle{Bold: true} // the slide's typeface, from 7:59 to the red 0:00
	t.Alignment = fyne.TextAlignCenter
	r := &countdownRenderer{c: c, text: t}
	r.Refresh()
	return r
}

// countdownRenderer draws the time left centred, as wide as its room
// allows.
type countdownRenderer struct {
	c    *Countdown
	text *canvas.Text
}

func (r *countdownRenderer) Layout(size fyne.Size) {
	// Sized by the widest digits in the same places, "0:00" for "4:59",
	// so that the time does not grow and shrink as it counts.
	widest := canvas.NewText(zeros(r.text.Text), nil)
	widest.TextStyle, widest.TextSize = r.text.TextStyle, 1
	r.text.TextSize = 1
	if w := widest.MinSize().Width; w > 0 {
		r.text.TextSize = min(size.Width*0.9/w, size.Height/2)
	}
	h := r.text.MinSize().Height
	r.text.Move(fyne.NewPos(0, (size.Height-h)/2))
	r.text.Resize(fyne.NewSize(size.Width, h))
}

func (r *countdownRenderer) MinSize() fyne.Size { return fyne.Size{} }

func (r *countdownRenderer) Refresh() {
	r.text.Text = r.c.text()
	r.text.Color = theme.ColorForWidget(theme.ColorNameForeground, r.c)
	if r.c.Running() && r.c.Left() == 0 {
		r.text.Color = theme.ColorForWidget(theme.ColorNameError, r.c)
	}
	r.Layout(r.c.Size())
	r.text.Refresh()
}

func (r *countdownRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.text} }

func (r *countdownRenderer) Destroy() {}

// zeros returns text with each digit a 0: as wide as any time of its
// digits in a font whose digits are all one width, and no narrower in
// one whose are not.
func zeros(text string) string {
	return strings.Map(func(r rune) rune {
		if '0' <= r && r <= '9' {
			return '0'
		}
		return r
	}, text)
}
