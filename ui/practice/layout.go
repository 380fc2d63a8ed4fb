package practice

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
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

// navButton is a button of the practice's foot row in two forms: with its
// words, and with its icon alone for a row too narrow for the words.
type navButton struct{ full, icon *widget.Button }

func newNavButton(label string, icon fyne.Resource, tapped func()) navButton {
	return navButton{widget.NewButtonWithIcon(label, icon, tapped), widget.NewButtonWithIcon("", icon, tapped)}
}

// enable enables both forms when on is true and disables them otherwise.
func (b navButton) enable(on bool) {
	enable(b.full, on)
	enable(b.icon, on)
}

// navRow lays out navButtons in a row, all with their words where the row
// has room for them (a laptop), else all with their icons alone (a
// projector in presentation mode), so that the board keeps its room.
type navRow struct{ buttons []navButton }

func newNavRow(buttons ...navButton) *fyne.Container {
	r := &navRow{buttons: buttons}
	var objects []fyne.CanvasObject
	for _, b := range buttons {
		objects = append(objects, b.full, b.icon)
	}
	return container.New(r, objects...)
}

// width returns the row's width with the buttons' full or icon forms.
func (r *navRow) width(full bool) float32 {
	w := float32(0)
	for i, b := range r.buttons {
		o := b.icon
		if full {
			o = b.full
		}
		if i > 0 {
			w += theme.Padding()
		}
		w += o.MinSize().Width
	}
	return w
}

func (r *navRow) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	full := r.width(true) <= size.Width
	x := float32(0)
	for _, b := range r.buttons {
		shown, hidden := b.icon, b.full
		if full {
			shown, hidden = b.full, b.icon
		}
		hidden.Hide()
		shown.Show()
		w := shown.MinSize().Width
		shown.Move(fyne.NewPos(x, 0))
		shown.Resize(fyne.NewSize(w, size.Height))
		x += w + theme.Padding()
	}
}

func (r *navRow) MinSize([]fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, b := range r.buttons {
		h = max(h, b.full.MinSize().Height)
	}
	return fyne.NewSize(r.width(false), h)
}

// optionRow is a radio group with its options in a row, each as wide as
// its own words: Fyne's horizontal radio group makes every option as wide
// as the widest, so that two square numbers and «призрачный» took the room
// of three words and squeezed the board beside them.
type optionRow struct{ widget.RadioGroup }

func newOptionRow(options ...string) *optionRow {
	r := &optionRow{}
	r.Options, r.Horizontal = options, true
	r.OnChanged = func(string) { keysBack(r) }
	r.ExtendBaseWidget(r)
	return r
}

func (r *optionRow) CreateRenderer() fyne.WidgetRenderer {
	return optionRowRenderer{r.RadioGroup.CreateRenderer()}
}

// optionRowRenderer is the radio group's own renderer, with the options
// laid out at their own widths.
type optionRowRenderer struct{ fyne.WidgetRenderer }

func (r optionRowRenderer) Layout(size fyne.Size) {
	x := float32(0)
	for _, o := range r.Objects() {
		w := o.MinSize().Width
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w
	}
}

func (r optionRowRenderer) MinSize() fyne.Size {
	var s fyne.Size
	for _, o := range r.Objects() {
		m := o.MinSize()
		s = fyne.NewSize(s.Width+m.Width, max(s.Height, m.Height))
	}
	return s
}
