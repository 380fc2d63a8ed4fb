package teach

import (
	"math"
	"math/cmplx"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// clicks returns the share of photons that reach D and the other
// detector in the drawing's set-up, an ideal Mach–Zehnder interferometer:
// each half-silvered mirror passes an amplitude of 1/√2 straight on and
// reflects i/√2, and blocking path A removes that way. The two ordinary
// mirrors turn both paths alike, so they are left out.
func clicks(blockedA bool) (d, other float64) {
	pass, reflect := complex(1/math.Sqrt2, 0), complex(0, 1/math.Sqrt2)
	a, b := reflect, pass // the first mirror sends path A up, path B on
	if blockedA {
		a = 0
	}
	// At the second, D above it: path A, coming from the left, turns up
	// into D and path B, coming from below, goes straight on into it.
	toD := a*reflect + b*pass
	toOther := a*pass + b*reflect
	return math.Pow(cmplx.Abs(toD), 2), math.Pow(cmplx.Abs(toOther), 2)
}

// The caption's numbers are the set-up's: with both paths open D gets
// none; with path A blocked D gets one photon in four and the other
// detector another one in four.
func TestTwoPathsCaptionMatchesTheModel(t *testing.T) {
	near := func(x, want float64) bool { return math.Abs(x-want) < 1e-9 }
	if d, other := clicks(false); !near(d, 0) || !near(other, 1) {
		t.Errorf("both paths open: D %v, other %v; want 0 and 1", d, other)
	}
	d, other := clicks(true)
	if !near(d, 0.25) || !near(other, 0.25) {
		t.Fatalf("path A blocked: D %v, other %v; want 1/4 each", d, other)
	}

	test.NewTempApp(t)
	paths := NewTwoPaths()
	w := test.NewWindow(paths)
	defer w.Close()
	w.Resize(fyne.NewSize(400, 400))
	paths.SetBlocked(true)
	for _, want := range []string{"D now clicks for about one photon in four", "the other detector for another one in four"} {
		if !strings.Contains(paths.caption.Text, want) {
			t.Errorf("path A blocked: the caption %q does not say %q", paths.caption.Text, want)
		}
	}
	if strings.Contains(paths.caption.Text, "cancel") {
		t.Errorf("path A blocked: the caption %q tells why before lesson 7 asks", paths.caption.Text)
	}
}
