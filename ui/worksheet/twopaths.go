//go:build !js

package worksheet

import (
	"codeberg.org/go-pdf/fpdf"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/ui/internal/twopaths"
)

// The light's colour on paper, Fyne's blue (the theme's primary colour
// needs a running app), and the grey of the way no light takes.
var lit, unlit = [3]int{41, 111, 246}, [3]int{190, 190, 190}

// drawTwoPaths draws the two-path experiment, with both paths open, width
// mm wide with its top left corner at x, y, as the window draws it: light
// from the source S splits into paths A and B, which meet again before
// detector D and the other detector; the way to D is grey, since with both
// paths open D never clicks. It returns the drawing's height.
func drawTwoPaths(pdf *fpdf.Fpdf, x, y, width float64) float64 {
	h := width / twopaths.Aspect
	at := func(p twopaths.Point) (float64, float64) { return x + float64(p.X)*width, y + float64(p.Y)*h }
	line := func(a, b twopaths.Point) {
		x1, y1 := at(a)
		x2, y2 := at(b)
		pdf.Line(x1, y1, x2, y2)
	}
	u, lw := h*twopaths.Unit, width/120
	pdf.SetLineWidth(lw)
	pdf.SetDrawColor(lit[0], lit[1], lit[2])
	line(twopaths.Source, twopaths.Splitter1)
	line(twopaths.Splitter1, twopaths.MirrorA)
	line(twopaths.MirrorA, twopaths.Splitter2)
	line(twopaths.Splitter1, twopaths.MirrorB)
	line(twopaths.MirrorB, twopaths.Splitter2)
	line(twopaths.Splitter2, twopaths.Other)
	pdf.SetDrawColor(unlit[0], unlit[1], unlit[2])
	line(twopaths.Splitter2, twopaths.D)
	pdf.SetDrawColor(0, 0, 0)
	for _, m := range []struct {
		at    twopaths.Point
		width float64
	}{{twopaths.Splitter1, lw * 0.6}, {twopaths.Splitter2, lw * 0.6}, {twopaths.MirrorA, lw * 2.5}, {twopaths.MirrorB, lw * 2.5}} {
		cx, cy := at(m.at)
		pdf.SetLineWidth(m.width) // half-silvered thin, mirrors thick, as in the window
		pdf.Line(cx-u, cy+u, cx+u, cy-u)
	}
	pdf.SetLineWidth(lw)
	pdf.SetFillColor(lit[0], lit[1], lit[2])
	sx, sy := at(twopaths.Source)
	pdf.Circle(sx, sy, u, "F")
	for _, d := range []twopaths.Point{twopaths.D, twopaths.Other} {
		dx, dy := at(d)
		style := "D"
		if d == twopaths.Other {
			style = "FD" // every photon arrives here
		}
		pdf.Rect(dx-1.5*u, dy-1.5*u, 3*u, 3*u, style)
	}
	pdf.SetFont(family, "B", h*0.14*ptPerMM)
	dx, dy := at(twopaths.D)
	ax, ay := at(twopaths.LabelA)
	bx, by := at(twopaths.LabelB)
	for _, l := range []struct {
		text string
		x, y float64
	}{{lang.L("S"), sx - u, sy - 2.5*u}, {lang.L("A"), ax, ay + 2*u}, {lang.L("B"), bx, by + 2*u}, {lang.L("D"), dx + 2.2*u, dy + u}} {
		pdf.Text(l.x, l.y, l.text)
	}
	return h
}
