package curve

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

func TestACurvesBoxHoldsItsPointsAndStroke(t *testing.T) {
	c := &canvas.BezierCurve{StrokeWidth: 4}
	start, end, ctrl := fyne.NewPos(100, 50), fyne.NewPos(20, 80), fyne.NewPos(60, 10)
	Place(c, start, end, ctrl)

	if got := c.Position().Add(c.StartPoint); got != start {
		t.Errorf("the curve starts at %v, want %v", got, start)
	}
	if got := c.Position().Add(c.EndPoint); got != end {
		t.Errorf("the curve ends at %v, want %v", got, end)
	}
	if len(c.ControlPoints) != 1 || c.Position().Add(c.ControlPoints[0]) != ctrl {
		t.Errorf("control points %v at %v, want %v", c.ControlPoints, c.Position(), ctrl)
	}
	// Fyne clamps every point into the box, less half the stroke.
	for _, p := range append([]fyne.Position{c.StartPoint, c.EndPoint}, c.ControlPoints...) {
		if p.X < c.StrokeWidth/2 || p.Y < c.StrokeWidth/2 ||
			p.X > c.Size().Width-c.StrokeWidth/2 || p.Y > c.Size().Height-c.StrokeWidth/2 {
			t.Errorf("point %v is clamped in a box of %v", p, c.Size())
		}
	}

	Place(c, start, end) // again, straight: the old control point goes
	if len(c.ControlPoints) != 0 {
		t.Errorf("a straight line kept control points %v", c.ControlPoints)
	}
}
