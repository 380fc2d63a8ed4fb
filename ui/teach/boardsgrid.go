package teach

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
)

// BoardsGrid shows the possible boards of a position side by side in its
// room, as a slide shows them to a class: the first MaxGridBoards of them,
// in a square grid as large as fits, and where there are more, a line
// below that says how many it shows of how many.
type BoardsGrid struct {
	widget.BaseWidget
	boards  []*miniBoard
	caption *canvas.Text
}

// MaxGridBoards is the most boards a BoardsGrid shows: four rows of four,
// all the boards of four unentangled marks (lesson 1), whose marks a
// class still reads at a board's size.
const MaxGridBoards = 16

// NewBoardsGrid returns a grid of the empty board's one possible board.
func NewBoardsGrid() *BoardsGrid {
	g := &BoardsGrid{caption: canvas.NewText("", nil)}
	g.caption.Alignment = fyne.TextAlignCenter
	g.ExtendBaseWidget(g)
	g.SetState(game.State{})
	return g
}

// SetState shows the possible boards of s.
func (g *BoardsGrid) SetState(s game.State) {
	e := s.Ensemble()
	n := min(e.Len(), MaxGridBoards)
	g.boards = g.boards[:0]
	for i := range n {
		b := newMiniBoard()
		b.set(e.Board(i), s)
		g.boards = append(g.boards, b)
	}
	g.caption.Text = ""
	if e.Len() > n {
		g.caption.Text = lang.L("The first {{.Shown}} of {{.Count}} possible boards", map[string]any{"Shown": n, "Count": e.Len()})
	}
	g.Refresh()
}

// Shown returns how many boards the grid shows.
func (g *BoardsGrid) Shown() int { return len(g.boards) }

// CreateRenderer returns the grid's renderer. It is called by Fyne.
func (g *BoardsGrid) CreateRenderer() fyne.WidgetRenderer { return &boardsGridRenderer{g: g} }

type boardsGridRenderer struct{ g *BoardsGrid }

// Layout puts the boards in rows of the grid's side, centred.
func (r *boardsGridRenderer) Layout(size fyne.Size) {
	n := len(r.g.boards)
	if n == 0 {
		return
	}
	cols := int(math.Ceil(math.Sqrt(float64(n))))
	rows := (n + cols - 1) / cols
	gap := 2 * theme.SizeForWidget(theme.SizeNamePadding, r.g)
	caption := r.g.caption
	caption.TextSize = theme.SizeForWidget(theme.SizeNameText, r.g)
	if caption.Text != "" {
		h := caption.MinSize().Height
		size.Height -= h + gap
		caption.Move(fyne.NewPos(0, size.Height+gap))
		caption.Resize(fyne.NewSize(size.Width, h))
	}
	cell := min((size.Width-float32(cols-1)*gap)/float32(cols), (size.Height-float32(rows-1)*gap)/float32(rows))
	x0 := (size.Width - float32(cols)*cell - float32(cols-1)*gap) / 2
	y0 := (size.Height - float32(rows)*cell - float32(rows-1)*gap) / 2
	for i, b := range r.g.boards {
		b.Move(fyne.NewPos(x0+float32(i%cols)*(cell+gap), y0+float32(i/cols)*(cell+gap)))
		b.Resize(fyne.NewSquareSize(cell))
	}
}

func (r *boardsGridRenderer) MinSize() fyne.Size { return fyne.Size{} }

func (r *boardsGridRenderer) Refresh() {
	r.g.caption.Color = theme.ColorForWidget(theme.ColorNameForeground, r.g)
	r.Layout(r.g.Size())
	r.g.caption.Refresh()
	for _, b := range r.g.boards {
		b.Refresh()
	}
}

func (r *boardsGridRenderer) Objects() []fyne.CanvasObject {
	objects := []fyne.CanvasObject{r.g.caption}
	for _, b := range r.g.boards {
		objects = append(objects, b)
	}
	return objects
}

func (r *boardsGridRenderer) Destroy() {}
