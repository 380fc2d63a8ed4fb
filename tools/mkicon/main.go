// Command mkicon draws the application icon, assets/icon.png.
//
// It uses only the standard library, so the icon can be regenerated
// anywhere with:
//
//	go run ./tools/mkicon -o assets/icon.png
//
// The design: a 3×3 board on a dark rounded square, a large classical X in
// the centre and a pair of translucent spooky O marks joined by a dashed
// entanglement arc. Every shape is drawn from its signed distance, which
// gives exact anti-aliasing at any size (-size 48 shows how it reads small).
package main

import (
	"flag"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
)

// The design is laid out on a 1024×1024 canvas; other sizes are scaled.
const design = 1024.0

type rgba struct{ r, g, b, a float64 }

// shape returns the signed distance (in design units) from a point to the
// shape's edge: negative inside.
type shape func(x, y float64) float64

type layer struct {
	s     shape
	fill  func(x, y float64) rgba
	blur  float64 // extra softness of the edge, design units (for glows)
	alpha float64
}

func solid(c rgba) func(x, y float64) rgba { return func(_, _ float64) rgba { return c } }

func hex(v uint32, a float64) rgba {
	return rgba{float64(v>>16&0xff) / 255, float64(v>>8&0xff) / 255, float64(v&0xff) / 255, a}
}

func roundRect(x0, y0, x1, y1, r float64) shape {
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hx, hy := (x1-x0)/2-r, (y1-y0)/2-r
	return func(x, y float64) float64 {
		dx := math.Abs(x-cx) - hx
		dy := math.Abs(y-cy) - hy
		out := math.Hypot(math.Max(dx, 0), math.Max(dy, 0))
		return out + math.Min(math.Max(dx, dy), 0) - r
	}
}

// capsule is a segment from (ax,ay) to (bx,by) with round caps, width w.
func capsule(ax, ay, bx, by, w float64) shape {
	return func(x, y float64) float64 {
		px, py := x-ax, y-ay
		vx, vy := bx-ax, by-ay
		t := (px*vx + py*vy) / (vx*vx + vy*vy)
		t = math.Max(0, math.Min(1, t))
		return math.Hypot(px-t*vx, py-t*vy) - w/2
	}
}

func ring(cx, cy, r, w float64) shape {
	return func(x, y float64) float64 { return math.Abs(math.Hypot(x-cx, y-cy)-r) - w/2 }
}

func union(ss ...shape) shape {
	return func(x, y float64) float64 {
		d := math.Inf(1)
		for _, s := range ss {
			d = math.Min(d, s(x, y))
		}
		return d
	}
}

// dashedArc is a circular arc around (cx,cy) of radius r from angle a0 to a1
// (radians, y down), cut into n dashes with round caps, each filling frac of
// its share of the arc.
func dashedArc(cx, cy, r, a0, a1 float64, n int, frac, w float64) shape {
	var ds []shape
	step := (a1 - a0) / float64(n)
	for i := 0; i < n; i++ {
		s := a0 + step*float64(i) + step*(1-frac)/2
		e := s + step*frac
		// Approximate each dash by short capsules along the arc.
		const k = 6
		for j := 0; j < k; j++ {
			t0 := s + (e-s)*float64(j)/k
			t1 := s + (e-s)*float64(j+1)/k
			ds = append(ds, capsule(cx+r*math.Cos(t0), cy+r*math.Sin(t0),
				cx+r*math.Cos(t1), cy+r*math.Sin(t1), w))
		}
	}
	return union(ds...)
}

func main() {
	out := flag.String("o", "assets/icon.png", "output PNG file")
	size := flag.Int("size", 1024, "width and height in pixels")
	flag.Parse()

	var (
		bgTop    = hex(0x232a5c, 1)
		bgBottom = hex(0x3b1f5e, 1)
		gridCol  = hex(0xe9e7ff, 1)
		xCol     = hex(0xffb12b, 1)
		spooky   = hex(0x5fe0ff, 1)
	)

	// Board geometry.
	const (
		g0, g1 = 176.0, 848.0 // grid extent
		cell   = (g1 - g0) / 3
		gridW  = 40.0
	)
	l1, l2 := g0+cell, g0+2*cell
	grid := union(
		capsule(l1, g0, l1, g1, gridW), capsule(l2, g0, l2, g1, gridW),
		capsule(g0, l1, g1, l1, gridW), capsule(g0, l2, g1, l2, gridW),
	)

	// The classical X, large, in the centre square.
	const xh, xw = 92.0, 96.0
	cross := union(
		capsule(512-xh, 512-xh, 512+xh, 512+xh, xw),
		capsule(512-xh, 512+xh, 512+xh, 512-xh, xw),
	)

	// Two spooky O marks in squares 1 and 3, and their entanglement arc.
	oy := g0 + cell/2
	ox1, ox3 := g0+cell/2, g1-cell/2
	const or, ow = 66.0, 34.0
	marks := union(ring(ox1, oy, or, ow), ring(ox3, oy, or, ow))
	// The arc: a circle through points just outside the facing sides of the
	// two O's, bowing upwards through square 2.
	span := (ox3-ox1)/2 - or - 22
	sag := 64.0 // how far the arc rises above the O's centres
	r := (span*span + sag*sag) / (2 * sag)
	acx, acy := 512.0, oy-sag+r
	half := math.Asin(span / r)
	arc := dashedArc(acx, acy, r, -math.Pi/2-half, -math.Pi/2+half, 5, 0.6, 26)

	bg := roundRect(40, 40, 984, 984, 200)
	bgFill := func(_, y float64) rgba { // a vertical gradient
		t := (y - 40) / 944
		return rgba{bgTop.r + (bgBottom.r-bgTop.r)*t, bgTop.g + (bgBottom.g-bgTop.g)*t,
			bgTop.b + (bgBottom.b-bgTop.b)*t, 1}
	}
	layers := []layer{
		{s: bg, fill: bgFill, alpha: 1},
		{s: grid, fill: solid(gridCol), alpha: 0.9},
		// Glow behind the spooky marks, then the marks themselves.
		{s: marks, fill: solid(spooky), blur: 40, alpha: 0.35},
		{s: marks, fill: solid(spooky), alpha: 0.75},
		{s: arc, fill: solid(spooky), alpha: 0.95},
		// A patch of background colour lifts the X off the grid.
		{s: roundRect(512-xh-xw/2-16, 512-xh-xw/2-16, 512+xh+xw/2+16, 512+xh+xw/2+16, 56), fill: bgFill, alpha: 1},
		{s: cross, fill: solid(xCol), alpha: 1},
	}

	n := *size
	scale := design / float64(n) // design units per pixel
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			x, y := (float64(px)+0.5)*scale, (float64(py)+0.5)*scale
			var c rgba
			for _, l := range layers {
				d := l.s(x, y) / scale // distance in pixels
				var cov float64
				if l.blur > 0 {
					cov = 1 - smooth(-l.blur/scale, l.blur/scale, d)
				} else {
					cov = math.Max(0, math.Min(1, 0.5-d))
				}
				if cov == 0 {
					continue
				}
				f := l.fill(x, y)
				a := f.a * l.alpha * cov
				// Porter-Duff "over" in straight alpha.
				na := a + c.a*(1-a)
				if na > 0 {
					c.r = (f.r*a + c.r*c.a*(1-a)) / na
					c.g = (f.g*a + c.g*c.a*(1-a)) / na
					c.b = (f.b*a + c.b*c.a*(1-a)) / na
				}
				c.a = na
			}
			img.SetNRGBA(px, py, color.NRGBA{to8(c.r), to8(c.g), to8(c.b), to8(c.a)})
		}
	}

	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

func smooth(e0, e1, x float64) float64 {
	t := math.Max(0, math.Min(1, (x-e0)/(e1-e0)))
	return t * t * (3 - 2*t)
}

func to8(v float64) uint8 { return uint8(math.Round(math.Max(0, math.Min(1, v)) * 255)) }
