package teach

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// WrappedTable is a Markdown table (of the teacher's guide) drawn to fit
// the width it is given, its cells' text wrapped: Fyne's own table
// segment keeps every cell on one line in a horizontal scroll, which cut
// the plan's Minutes column at the guide's first size and stopped the
// mouse wheel over it.
type WrappedTable struct {
	*widget.TableSegment
}

// WrapTables puts a WrappedTable in place of every table among segs.
func WrapTables(segs []widget.RichTextSegment) {
	for i, seg := range segs {
		if t, ok := seg.(*widget.TableSegment); ok {
			segs[i] = WrappedTable{t}
		}
	}
}

// Visual returns the table: a grid of wrapped cells, the header row
// shaded, in a column layout that fits the width it is given.
func (t WrappedTable) Visual() fyne.CanvasObject {
	cols := len(t.Headers)
	for _, r := range t.Rows {
		cols = max(cols, len(r))
	}
	var cells []fyne.CanvasObject
	row := func(r [][]widget.RichTextSegment, header bool) {
		for c := range cols {
			var segs []widget.RichTextSegment
			if c < len(r) {
				segs = r[c]
			}
			for _, s := range segs {
				if ts, ok := s.(*widget.TextSegment); ok && header {
					ts.Style.TextStyle.Bold = true
				}
			}
			text := widget.NewRichText(segs...)
			text.Wrapping = fyne.TextWrapWord
			fill := theme.Color(theme.ColorNameBackground)
			if header {
				fill = theme.Color(theme.ColorNameHeaderBackground)
			}
			cells = append(cells, &fyne.Container{Layout: cellLayout{}, Objects: []fyne.CanvasObject{canvas.NewRectangle(fill), text}})
		}
	}
	if t.Headers != nil {
		row(t.Headers, true)
	}
	for _, r := range t.Rows {
		row(r, false)
	}
	return &fyne.Container{Layout: &tableLayout{cols: cols}, Objects: cells}
}

// cellLayout stacks a cell's background and text.
type cellLayout struct{}

func (cellLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (cellLayout) MinSize(objects []fyne.CanvasObject) fyne.Size { return objects[1].MinSize() }

// tableLayout lays out cells in rows of cols. Each column is as wide as its
// longest cell on one line, if the width allows; else the widest columns
// are narrowed to one width that makes them fit, and their text wraps.
type tableLayout struct {
	cols  int
	width float32 // the width last laid out in, which the rows' heights depend on
}

// widths returns the columns' widths in width w.
func (l *tableLayout) widths(objects []fyne.CanvasObject, w float32) []float32 {
	natural := make([]float32, l.cols)
	for i, o := range objects {
		text := o.(*fyne.Container).Objects[1].(*widget.RichText)
		w := 2 * theme.InnerPadding()
		for _, seg := range text.Segments {
			style := fyne.TextStyle{}
			if ts, ok := seg.(*widget.TextSegment); ok {
				style = ts.Style.TextStyle
			}
			w += fyne.MeasureText(seg.Textual(), theme.TextSize(), style).Width
		}
		natural[i%l.cols] = max(natural[i%l.cols], w)
	}
	room := w - theme.Padding()*float32(l.cols-1)
	sorted := slices.Clone(natural)
	slices.Sort(sorted)
	limit, left := sorted[len(sorted)-1], room
	for i, x := range sorted {
		if k := float32(len(sorted) - i); x*k > left {
			limit = left / k
			break
		}
		left -= x
	}
	widths := make([]float32, l.cols)
	for i, x := range natural {
		widths[i] = min(x, limit)
	}
	return widths
}

// rows lays the cells out in columns of widths and returns the rows'
// heights.
func (l *tableLayout) rows(objects []fyne.CanvasObject, widths []float32) []float32 {
	var heights []float32
	for r := 0; r*l.cols < len(objects); r++ {
		h := float32(0)
		for c := range l.cols {
			o := objects[r*l.cols+c]
			o.Resize(fyne.NewSize(widths[c], o.MinSize().Height))
			h = max(h, o.MinSize().Height)
		}
		heights = append(heights, h)
	}
	return heights
}

func (l *tableLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	widths := l.widths(objects, size.Width)
	gap := theme.Padding()
	y := float32(0)
	for r, h := range l.rows(objects, widths) {
		x := float32(0)
		for c := range l.cols {
			o := objects[r*l.cols+c]
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(widths[c], h))
			x += widths[c] + gap
		}
		y += h + gap
	}
}

// tableColumnEms is a column's least width, in units of the text size.
const tableColumnEms = 4

// MinSize is as narrow as the table can be, and as high as its rows are
// at the width it was last laid out in.
func (l *tableLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	gap := theme.Padding()
	w := float32(l.cols)*(tableColumnEms*theme.TextSize()+gap) - gap
	width := max(l.width, w)
	h := float32(0)
	for _, rh := range l.rows(objects, l.widths(objects, width)) {
		h += rh + gap
	}
	return fyne.NewSize(w, h-gap)
}
