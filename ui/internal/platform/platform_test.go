package platform

import (
	"fyne.io/fyne/v2"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// No file of the app but this package's uses cgo or calls GLFW itself,
// and package ui has no platform build tag: the platform's code stays in
// one place.
func TestOnlyThisPackageReachesBelowFyne(t *testing.T) {
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	here, _ := filepath.Abs(".")
	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "dist" || path == here) {
			return fs.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			return err
		}
		checked++
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			if p == "C" || strings.HasPrefix(p, "github.com/go-gl/") {
				t.Errorf("%s imports %q: only ui/internal/platform may", path, p)
			}
		}
		if dir := filepath.Dir(path); dir == filepath.Join(root, "ui") && !strings.HasSuffix(path, "_test.go") {
			for _, c := range f.Comments {
				if tags := c.List[0].Text; strings.HasPrefix(tags, "//go:build") && tags != "//go:build !js" && tags != "//go:build js" {
					t.Errorf("%s has the build tag %q: package ui builds the same everywhere but for the browser's worksheet menu", path, tags)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 100 {
		t.Fatalf("only %d Go files found under %s", checked, root)
	}
}

// The fake desktop answers what a test gives it.
func TestFake(t *testing.T) {
	f := &Fake{List: []Screen{{Name: "eDP-1", Bounds: Rect{W: 1366, H: 768}}}}
	var d Desktop = f
	if got := d.Screens(); len(got) != 1 || got[0].Name != "eDP-1" {
		t.Errorf("screens %v", got)
	}
	if _, ok := d.Place(nil); ok || d.Maximize(nil, true) || d.SecondScreen() {
		t.Error("a fake desktop with nothing set knows a place, maximizes, or has a second screen")
	}
	f.At = func(fyne.Window) (Rect, bool) { return Rect{X: 5}, true }
	if r, ok := d.Place(nil); !ok || r.X != 5 {
		t.Errorf("place %v %v", r, ok)
	}
	if !(Rect{X: 10, Y: 10, W: 5, H: 5}).Contains(14, 10) || (Rect{X: 10, Y: 10, W: 5, H: 5}).Contains(15, 10) {
		t.Error("Contains takes the far edge in, or the near edge out")
	}
}

// Within and Intersect: a frame inside a screen, and the part of one
// beyond it cut off.
func TestRectWithinAndIntersect(t *testing.T) {
	screen := Rect{W: 1366, H: 768}
	frame := Rect{X: -5, Y: -5, W: 1376, H: 752}
	if frame.Within(screen) || !(Rect{W: 1366, H: 747}).Within(screen) {
		t.Error("Within takes a frame over the edge in, or one inside out")
	}
	if got := frame.Intersect(screen); got != (Rect{W: 1366, H: 747}) {
		t.Errorf("the part on the screen is %+v", got)
	}
	if got := frame.Intersect(Rect{X: 2000, W: 10, H: 10}); got.W != 0 {
		t.Errorf("no part of it is on a screen beyond, yet Intersect gives %+v", got)
	}
}
