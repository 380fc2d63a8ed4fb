package teach

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/internal/twopaths"
)

// TwoPaths is the two-path experiment that lesson 7 tells, drawn:
// photons from a source S reach detector D by path A or path B, and the
// two ways cancel there; with path A blocked, D clicks. Beside the board, it is the picture a
// student alone has no teacher to draw; in place of the board, at lesson
// 7's step, the class sees it on the projector.
type TwoPaths struct {
	widget.BaseWidget
	// OnBlocked, if not nil, is told that the user ticked or cleared the
	// check, which then waits for SetBlocked; nil, the check blocks path
	// A itself.
	OnBlocked func(blocked bool)

	drawing *pathsDrawing
	check   *widget.Check // nil: no check, only SetBlocked
	locked  bool          // the check is greyed out: SetBlockable
	caption *widget.Label // what D does; nil for none
	content fyne.CanvasObject
}

// NewTwoPaths returns the drawing with both paths open, below a check
// that blocks path A and above the caption.
func NewTwoPaths() *TwoPaths {
	t := newTwoPaths()
	t.caption = &widget.Label{Wrapping: fyne.TextWrapWord, SizeName: theme.SizeNameSubHeadingText}
	t.check = widget.NewCheck(lang.L("Block path A"), func(on bool) {
		letGo(t.check) // Space goes on showing the answer, as its button says, not ticking the check
		if t.OnBlocked != nil {
			t.OnBlocked(on)
		} else {
			t.SetBlocked(on)
		}
	})
	// The check above the drawing, where it stays as the caption below
	// grows and shrinks with what it says (the t13 walk: under the
	// drawing it moved down each time, and a second click missed it).
	t.content = container.NewBorder(t.check, t.caption, nil, nil, t.drawing)
	t.showBlocked(false)
	return t
}

// NewTwoPathsPicture returns the drawing alone, with both paths open: the
// picture for the projector, as large as its room, beside the step that
// says what it shows; a key blocks path A (SetBlocked).
func NewTwoPathsPicture() *TwoPaths {
	t := newTwoPaths()
	t.content = t.drawing
	return t
}

func newTwoPaths() *TwoPaths {
	t := &TwoPaths{drawing: newPathsDrawing()}
	t.ExtendBaseWidget(t)
	return t
}

// SetBlocked blocks path A, or opens it.
func (t *TwoPaths) SetBlocked(blocked bool) {
	if t.check != nil && t.check.Checked != blocked {
		t.check.Checked = blocked // not SetChecked: that would tell OnBlocked again
		t.check.Refresh()
	}
	if blocked != t.drawing.blocked {
		t.showBlocked(blocked)
	}
}

// showBlocked draws path A blocked or open, and says what D does.
func (t *TwoPaths) showBlocked(blocked bool) {
	t.drawing.setBlocked(blocked)
	switch {
	case t.caption == nil:
	case blocked:
		t.caption.SetText(lang.L("Path A blocked: D now clicks for about one photon in four, and the other detector for another one in four."))
	case t.locked:
		t.caption.SetText(lang.L("Photons go one at a time from the source S. There are two ways to detector D: path A and path B. Both paths open: D never clicks, and every photon goes to the other detector, on the right.") +
			" " + lang.L("You can block path A yourself once you have answered the lesson's first question on this picture."))
	default:
		t.caption.SetText(lang.L("Photons go one at a time from the source S. There are two ways to detector D: path A and path B. Both paths open: D never clicks, and every photon goes to the other detector, on the right."))
	}
}

// SetBlockable offers the check, or greys it out and says when it comes:
// blocking path A before the lesson has asked what that does would give
// the answer away.
func (t *TwoPaths) SetBlockable(on bool) {
	if t.check == nil || t.locked == !on {
		return
	}
	t.locked = !on
	if on {
		t.check.Enable()
	} else {
		t.check.Disable()
	}
	t.showBlocked(t.drawing.blocked)
}

// Blocked reports whether path A is blocked.
func (t *TwoPaths) Blocked() bool { return t.drawing.blocked }

// CreateRenderer returns the drawing between its check and caption.
func (t *TwoPaths) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.content) }

// pathsDrawing draws a Mach–Zehnder interferometer: source S, a
// half-silvered mirror (drawn thin; the two ordinary mirrors are thick) that splits the light into path A (up, then right)
// and path B (right, then up), a second one where they meet, and two
// detectors, D above it and another to its right. Blocked, path A ends at a
// bar and D is lit: it clicks.
type pathsDrawing struct {
	widget.BaseWidget
	blocked bool
}

func newPathsDrawing() *pathsDrawing {
	d := &pathsDrawing{}
	d.ExtendBaseWidget(d)
	return d
}

func (d *pathsDrawing) setBlocked(on bool) {
	d.blocked = on
	d.Refresh()
}

// CreateRenderer returns the drawing's renderer.
func (d *pathsDrawing) CreateRenderer() fyne.WidgetRenderer {
	r := &pathsRenderer{d: d}
	line := func() *canvas.Line { l := canvas.NewLine(nil); r.objects = append(r.objects, l); return l }
	r.pathA = []*canvas.Line{line(), line(), line()} // splitter to mirror, mirror to block, block to splitter
	r.pathB = []*canvas.Line{line(), line()}
	r.in, r.outD, r.outE = line(), line(), line()
	r.splitters = []*canvas.Line{line(), line()}
	r.mirrors = []*canvas.Line{line(), line()}
	r.source = canvas.NewCircle(nil)
	r.block = canvas.NewRectangle(nil)
	r.detD, r.detE = canvas.NewRectangle(nil), canvas.NewRectangle(nil)
	r.objects = append(r.objects, r.source, r.block, r.detD, r.detE)
	for _, s := range []string{lang.L("S"), lang.L("A"), lang.L("B"), lang.L("D")} {
		t := canvas.NewText(s, nil)
		t.TextStyle.Bold = true
		r.labels = append(r.labels, t)
		r.objects = append(r.objects, t)
	}
	r.Refresh()
	return r
}

type pathsRenderer struct {
	d                  *pathsDrawing
	pathA, pathB       []*canvas.Line
	in, outD, outE     *canvas.Line
	splitters, mirrors []*canvas.Line
	source             *canvas.Circle
	block, detD, detE  *canvas.Rectangle
	labels             []*canvas.Text // S, A, B, D
	objects            []fyne.CanvasObject
}

func (r *pathsRenderer) MinSize() fyne.Size {
	h := 11 * theme.SizeForWidget(theme.SizeNameText, r.d)
	return fyne.NewSize(h*twopaths.Aspect, h)
}

func (r *pathsRenderer) Layout(size fyne.Size) {
	h := min(size.Height, size.Width/twopaths.Aspect)
	w := h * twopaths.Aspect
	left, top := (size.Width-w)/2, (size.Height-h)/2
	at := func(p twopaths.Point) fyne.Position { return fyne.NewPos(left+p.X*w, top+p.Y*h) }
	join := func(l *canvas.Line, a, b fyne.Position) { l.Position1, l.Position2 = a, b }
	s, bs1, m1 := at(twopaths.Source), at(twopaths.Splitter1), at(twopaths.MirrorA)
	bs2, m2, blk := at(twopaths.Splitter2), at(twopaths.MirrorB), at(twopaths.Block)
	d, e := at(twopaths.D), at(twopaths.Other)
	join(r.in, s, bs1)
	join(r.pathA[0], bs1, m1)
	join(r.pathA[1], m1, blk)
	join(r.pathA[2], blk, bs2)
	join(r.pathB[0], bs1, m2)
	join(r.pathB[1], m2, bs2)
	join(r.outD, bs2, d)
	join(r.outE, bs2, e)
	u := h * twopaths.Unit // half a mirror's length
	for i, p := range []fyne.Position{bs1, bs2} {
		join(r.splitters[i], p.Add(fyne.NewPos(-u, u)), p.Add(fyne.NewPos(u, -u)))
	}
	for i, p := range []fyne.Position{m1, m2} {
		join(r.mirrors[i], p.Add(fyne.NewPos(-u, u)), p.Add(fyne.NewPos(u, -u)))
	}
	r.source.Move(s.Subtract(fyne.NewPos(u, u)))
	r.source.Resize(fyne.NewSize(2*u, 2*u))
	r.block.Move(blk.Subtract(fyne.NewPos(u/2, u*1.5)))
	r.block.Resize(fyne.NewSize(u, 3*u))
	for _, det := range []struct {
		rect *canvas.Rectangle
		at   fyne.Position
	}{{r.detD, d}, {r.detE, e}} {
		det.rect.Move(det.at.Subtract(fyne.NewPos(1.5*u, 1.5*u)))
		det.rect.Resize(fyne.NewSize(3*u, 3*u))
	}
	ts := h * 0.14
	for i, p := range []fyne.Position{s.Add(fyne.NewPos(-u, -4*u)), at(twopaths.LabelA), at(twopaths.LabelB), d.Add(fyne.NewPos(2.2*u, -1.5*u))} {
		r.labels[i].TextSize = ts
		r.labels[i].Move(p)
		r.labels[i].Resize(r.labels[i].MinSize())
	}
}

func (r *pathsRenderer) Refresh() {
	fg := theme.ColorForWidget(theme.ColorNameForeground, r.d)
	light := theme.ColorForWidget(theme.ColorNamePrimary, r.d)
	dim := theme.ColorForWidget(theme.ColorNameDisabled, r.d)
	width := theme.SizeForWidget(theme.SizeNameText, r.d) / 5
	paint := func(l *canvas.Line, c fyne.ThemeColorName, lw float32) {
		l.StrokeColor, l.StrokeWidth = theme.ColorForWidget(c, r.d), lw
	}
	for _, l := range append(append([]*canvas.Line{r.in, r.outD, r.outE}, r.pathA...), r.pathB...) {
		paint(l, theme.ColorNamePrimary, width)
	}
	if r.d.blocked { // no light goes on past the bar
		r.pathA[2].StrokeColor = dim
	} else { // the two ways to D cancel: no light reaches it
		r.outD.StrokeColor = dim
	}
	for _, l := range r.splitters { // half-silvered: thin, so that they read apart from the mirrors
		paint(l, theme.ColorNameForeground, width*0.6)
	}
	for _, l := range r.mirrors {
		paint(l, theme.ColorNameForeground, width*2.5)
	}
	r.source.FillColor = light
	r.block.FillColor = fg
	r.block.Hidden = !r.d.blocked
	for _, det := range []*canvas.Rectangle{r.detD, r.detE} {
		det.StrokeColor, det.StrokeWidth, det.FillColor = fg, width, nil
	}
	if r.d.blocked {
		r.detD.FillColor = light // it clicks
	}
	r.detE.FillColor = light
	for _, t := range r.labels {
		t.Color = fg
	}
	r.Layout(r.d.Size())
	canvas.Refresh(r.d)
}

func (r *pathsRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *pathsRenderer) Destroy() {}
