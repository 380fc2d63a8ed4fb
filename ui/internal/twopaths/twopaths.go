// Package twopaths holds the layout of the two-path experiment's drawing,
// a Mach–Zehnder interferometer, so that the window's drawing and the
// printed worksheet draw the same set-up.
package twopaths

// Aspect is the drawing's width over its height.
const Aspect = 1.8

// Point is a place in the drawing, as fractions of its width (X) and of
// its height (Y), from the top left corner.
type Point struct{ X, Y float32 }

// The places of the set-up. Light goes from the source right to the first
// half-silvered mirror, which splits it into path A (up to a mirror, then
// right, past the block's place) and path B (right to a mirror, then up);
// the two meet at the second half-silvered mirror, with detector D above
// it and the other detector to its right.
var (
	Source    = Point{0.08, 0.85}
	Splitter1 = Point{0.3, 0.85}
	MirrorA   = Point{0.3, 0.35}
	Block     = Point{0.56, 0.35}
	MirrorB   = Point{0.75, 0.85}
	Splitter2 = Point{0.75, 0.35}
	D         = Point{0.75, 0.1}
	Other     = Point{0.94, 0.35}
	LabelA    = Point{0.38, 0.13} // the letter A, above path A
	LabelB    = Point{0.5, 0.88}  // the letter B, below path B
)

// Unit is half a mirror's length, as a fraction of the drawing's height:
// the detectors are 3 units square, the source 2 across, the block 1 wide
// and 3 high.
const Unit = 0.07
