// Package curve places Fyne's Bézier curves by the points they pass, in
// their parent's coordinates.
package curve

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// Place draws c from start to end with the given control points (none for
// a straight line, one for a quadratic curve, two for a cubic one), all in
// the coordinates of c's parent. Fyne draws a curve inside its own box, with
// its points relative to the box's top left corner, and clips it there: the
// box is made to hold every point, with room for c's stroke.
func Place(c *canvas.BezierCurve, start, end fyne.Position, controls ...fyne.Position) {
	lo, hi := start, start
	for _, p := range append([]fyne.Position{end}, controls...) {
		lo = fyne.NewPos(min(lo.X, p.X), min(lo.Y, p.Y))
		hi = fyne.NewPos(max(hi.X, p.X), max(hi.Y, p.Y))
	}
	pad := c.StrokeWidth
	lo = lo.SubtractXY(pad, pad)
	c.Move(lo)
	c.Resize(fyne.NewSize(hi.X-lo.X+pad, hi.Y-lo.Y+pad))
	c.StartPoint, c.EndPoint = start.Subtract(lo), end.Subtract(lo)
	c.ControlPoints = c.ControlPoints[:0]
	for _, p := range controls {
		c.ControlPoints = append(c.ControlPoints, p.Subtract(lo))
	}
}
