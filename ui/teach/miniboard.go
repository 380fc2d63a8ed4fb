package teach

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/style"
)

// miniBoard draws one classical board small: the marks already classical
// on a shaded square, the marks that would land there on a plain one, with
// the grid's colour between the squares and round them (in the high
// contrast palette the squares have the background's colour).
type miniBoard struct {
	widget.BaseWidget
	board game.Outcome
	fixed [9]bool // squares whose mark is classical already
}

func newMiniBoard() *miniBoard {
	b := &miniBoard{}
	b.ExtendBaseWidget(b)
	return b
}

// set shows board, shading the squares whose marks are already classical
// in s.
func (b *miniBoard) set(board game.Outcome, s game.State) {
	b.board = board
	for i, sq := range game.Squares {
		b.fixed[i] = s.Classical(sq) != 0
	}
	b.Refresh()
}

func (b *miniBoard) CreateRenderer() fyne.WidgetRenderer {
	r := &miniBoardRenderer{b: b, grid: canvas.NewRectangle(nil)}
	r.objects = append(r.objects, r.grid)
	for i := range r.squares {
		r.squares[i] = canvas.NewRectangle(nil)
		r.marks[i] = canvas.NewText("", nil)
		r.marks[i].TextStyle.Bold = true
		r.objects = append(r.objects, r.squares[i], r.marks[i])
	}
	r.Refresh()
	return r
}

type miniBoardRenderer struct {
	b       *miniBoard
	grid    *canvas.Rectangle // behind the squares, showing between them
	squares [9]*canvas.Rectangle
	marks   [9]*canvas.Text
	objects []fyne.CanvasObject
}

func (r *miniBoardRenderer) Layout(size fyne.Size) {
	gap := theme.SizeForWidget(theme.SizeNameSeparatorThickness, r.b) * 2
	side := min(size.Width, size.Height)
	cell := (side - 4*gap) / 3 // the grid's colour frames the board too, so that it reads as whole where it meets the window's edge
	origin := fyne.NewPos((size.Width-side)/2, (size.Height-side)/2)
	r.grid.Move(origin)
	r.grid.Resize(fyne.NewSquareSize(side))
	var texts []string
	for _, m := range r.marks {
		texts = append(texts, m.Text)
	}
	markPx := markSize(cell, theme.SizeForWidget(theme.SizeNameText, r.b), texts)
	for i, sq := range game.Squares {
		pos := origin.AddXY(gap+float32(sq.Col())*(cell+gap), gap+float32(sq.Row())*(cell+gap))
		r.squares[i].Move(pos)
		r.squares[i].Resize(fyne.NewSquareSize(cell))
		r.marks[i].TextSize = markPx
		r.marks[i].Resize(fyne.NewSquareSize(cell))
		r.marks[i].Alignment = fyne.TextAlignCenter
		m := r.marks[i].MinSize()
		r.marks[i].Move(pos.AddXY(0, (cell-m.Height)/2))
		r.marks[i].Resize(fyne.NewSize(cell, m.Height))
	}
}

// markSize is the size of the marks texts in a cell of side cell: the
// theme's text size text (or 0.4 of a large cell), less so that the
// widest fits the cell with a margin. Sixteen boards beside a slide's
// text leave cells of about 35 px at 1024×768: the marks as large as they
// fit there, not a fixed share of the cell, which made them 12 px high
// (teacher walk t8 m10).
func markSize(cell, text float32, texts []string) float32 {
	size := max(text, cell*0.4)
	for _, t := range texts {
		if t == "" {
			continue
		}
		m := fyne.MeasureText(t, 100, fyne.TextStyle{Bold: true})
		size = min(size, cell*0.9*100/m.Width, cell*0.9*100/m.Height)
	}
	return size
}

// MinSize is room for marks no smaller than the theme's text: they are
// at most 0.9 of a cell wide, a cell a third of the board less the gaps.
func (r *miniBoardRenderer) MinSize() fyne.Size {
	return fyne.NewSquareSize(8 * theme.SizeForWidget(theme.SizeNameText, r.b))
}

func (r *miniBoardRenderer) Refresh() {
	r.grid.FillColor = r.color(style.ColorBoardGrid)
	r.grid.Refresh()
	for i := range r.squares {
		r.squares[i].FillColor = r.color(style.ColorSquare)
		if r.b.fixed[i] {
			r.squares[i].FillColor = r.color(style.ColorUnavailable)
		}
		r.marks[i].Text = ""
		if m := r.b.board[i]; m != 0 {
			r.marks[i].Text = m.String()
			r.marks[i].Color = r.color(style.MarkColor(m.Player()))
		}
		r.squares[i].Refresh()
	}
	r.Layout(r.b.Size())
	canvas.Refresh(r.b)
}

func (r *miniBoardRenderer) color(name fyne.ThemeColorName) color.Color {
	return theme.ColorForWidget(name, r.b)
}

func (r *miniBoardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *miniBoardRenderer) Destroy() {}
