package board

import (
	"image/color"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/style"
)

// palette looks colours up in the board's theme for the app's variant.
type palette struct {
	th fyne.Theme
	v  fyne.ThemeVariant
}

// color returns the named colour.
func (p palette) color(n fyne.ThemeColorName) color.Color { return p.th.Color(n, p.v) }

// mark returns the colour of m's player.
func (p palette) mark(m game.Mark) color.Color { return p.color(style.MarkColor(m.Player())) }

// fade returns c with its opacity multiplied by a (0 to 1).
func fade(c color.Color, a float32) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = uint8(float32(n.A)*a + 0.5)
	return n
}

// mix returns the colour a fraction t of the way from a to b.
func mix(a, b color.Color, t float32) color.Color {
	x, y := color.NRGBAModel.Convert(a).(color.NRGBA), color.NRGBAModel.Convert(b).(color.NRGBA)
	ch := func(p, q uint8) uint8 { return uint8(float32(p) + (float32(q)-float32(p))*t + 0.5) }
	return color.NRGBA{R: ch(x.R, y.R), G: ch(x.G, y.G), B: ch(x.B, y.B), A: ch(x.A, y.A)}
}

// over returns the colour that top, drawn over the opaque colour bottom,
// shows.
func over(top, bottom color.Color) color.Color {
	t := color.NRGBAModel.Convert(top).(color.NRGBA)
	opaque := t
	opaque.A = 0xff
	return mix(bottom, opaque, float32(t.A)/0xff)
}
