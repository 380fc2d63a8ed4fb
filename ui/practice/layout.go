package practice

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// formGrid lays out its objects in pairs, a label and its field, one pair
// a row; the labels' column is as wide as the widest label.
type formGrid struct{}

func (formGrid) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	labelW := float32(0)
	for i := 0; i < len(objects); i += 2 {
		labelW = max(labelW, objects[i].MinSize().Width)
	}
	pad := theme.Padding()
	y := float32(0)
	for i := 0; i+1 < len(objects); i += 2 {
		h := max(objects[i].MinSize().Height, objects[i+1].MinSize().Height)
		objects[i].Move(fyne.NewPos(0, y))
		objects[i].Resize(fyne.NewSize(labelW, h))
		objects[i+1].Move(fyne.NewPos(labelW+pad, y))
		objects[i+1].Resize(fyne.NewSize(size.Width-labelW-pad, h))
		y += h + pad
	}
}

func (formGrid) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var labelW, fieldW, h float32
	pad := theme.Padding()
	for i := 0; i+1 < len(objects); i += 2 {
		labelW = max(labelW, objects[i].MinSize().Width)
		fieldW = max(fieldW, objects[i+1].MinSize().Width)
		h += max(objects[i].MinSize().Height, objects[i+1].MinSize().Height) + pad
	}
	return fyne.NewSize(labelW+pad+fieldW, max(0, h-pad))
}

// backdrop fills the screen with the theme's background, so that the
// practice covers the game under it, and follows the theme when it changes.
type backdrop struct{ widget.BaseWidget }

func newBackdrop() *backdrop {
	b := &backdrop{}
	b.ExtendBaseWidget(b)
	return b
}

func (b *backdrop) CreateRenderer() fyne.WidgetRenderer {
	r := &backdropRenderer{rect: canvas.NewRectangle(theme.Color(theme.ColorNameBackground))}
	return r
}

type backdropRenderer struct{ rect *canvas.Rectangle }

func (r *backdropRenderer) Layout(size fyne.Size)        { r.rect.Resize(size) }
func (r *backdropRenderer) MinSize() fyne.Size           { return fyne.Size{} }
func (r *backdropRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.rect} }
func (r *backdropRenderer) Destroy()                     {}
func (r *backdropRenderer) Refresh() {
	r.rect.FillColor = theme.Color(theme.ColorNameBackground)
	r.rect.Refresh()
}
