package present

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/style"
)

// Autoscale shows its content in a theme enlarged to its size: the base
// theme, at the scale fit gives for the size it has, but never smaller
// than the base's own, set as it is resized: its layout only moves and
// resizes the content. Nothing outside it changes, as the app's theme
// does not. It can black its content out, as a slide show blacks out the
// projector.
type Autoscale struct {
	widget.BaseWidget

	base  style.Theme
	fit   func(size fyne.Size) float32 // the scale the content needs at size; 0: the base's
	look  *container.ThemeOverride
	black *canvas.Rectangle // over the content, while blacked out

	resized func(a *Autoscale) // called as a is resized to another size; nil for nothing
}

var _ fyne.Widget = (*Autoscale)(nil)

// NewAutoscale returns content in the theme base, enlarged to fit, and
// calls resized (nil for nothing) once the content has a new size.
func NewAutoscale(content fyne.CanvasObject, base style.Theme, fit func(size fyne.Size) float32, resized func(*Autoscale)) *Autoscale {
	a := &Autoscale{base: base, fit: fit, resized: resized, look: container.NewThemeOverride(content, base),
		black: canvas.NewRectangle(color.Black)} // black in every theme: the projector's off
	a.black.Hide()
	a.ExtendBaseWidget(a)
	return a
}

// SetBlack blacks the content out, or shows it again.
func (a *Autoscale) SetBlack(on bool) {
	if on == a.black.Visible() {
		return
	}
	if on {
		a.black.Show()
	} else {
		a.black.Hide()
	}
	// Showing or hiding a canvas object draws nothing by itself: on a
	// slide that nothing else draws again, the projector would keep it
	// while the presenter view says it is black.
	canvas.Refresh(a)
}

// Black reports whether the content is blacked out.
func (a *Autoscale) Black() bool { return a.black.Visible() }

// Theme returns the theme the content is shown in now.
func (a *Autoscale) Theme() style.Theme {
	th, _ := a.look.Theme.(style.Theme)
	return th
}

// Content returns what a shows.
func (a *Autoscale) Content() fyne.CanvasObject { return a.look.Content }

// SetContent shows obj in place of the content, in the same theme.
func (a *Autoscale) SetContent(obj fyne.CanvasObject) {
	a.look.Content = obj
	a.look.Refresh()
}

// Adopt puts objects, come into the content since it was last themed (a
// slide's new picture), in a's theme, and draws them again in it: a
// theme override themes what it holds when it is refreshed, and a picture
// shown in the window before would keep the window's sizes.
func (a *Autoscale) Adopt(objects ...fyne.CanvasObject) {
	a.look.Refresh()
	for _, o := range objects {
		if o != nil {
			o.Refresh()
		}
	}
}

// SetBase puts the theme base in force, enlarged to a's size.
func (a *Autoscale) SetBase(base style.Theme) {
	if base == a.base {
		return
	}
	a.base = base
	a.scale(a.Size())
}

// scale sets the theme for size: the base's, at fit's scale if larger.
// A measure taken at one scale can be a little off at another, so it
// measures again, a few times at most, until the scale settles.
func (a *Autoscale) scale(size fyne.Size) {
	for range 4 {
		th := a.base
		if a.fit != nil && !size.IsZero() {
			th.Scale = max(scaleOf(a.base), a.fit(size))
		}
		if now, ok := a.look.Theme.(style.Theme); ok && now == th {
			return
		}
		a.look.Theme = th
		a.look.Refresh()
	}
}

// scaleOf returns th's scale as style.Theme counts it: 0 is 1.
func scaleOf(th style.Theme) float32 {
	if th.Scale <= 0 {
		return 1
	}
	return th.Scale
}

// Resize scales the theme to size, lays the content out at it and, if
// the size changed, tells resized.
func (a *Autoscale) Resize(size fyne.Size) {
	if size == a.Size() {
		return
	}
	a.scale(size)
	a.BaseWidget.Resize(size)
	if a.resized != nil {
		a.resized(a)
	}
}

// CreateRenderer returns the renderer of a. It is called by Fyne.
func (a *Autoscale) CreateRenderer() fyne.WidgetRenderer {
	return &autoscaleRenderer{a: a}
}

// autoscaleRenderer lays out the content at the scale for its size.
type autoscaleRenderer struct{ a *Autoscale }

// Layout gives the content, scaled as a was resized, all of size.
func (r *autoscaleRenderer) Layout(size fyne.Size) {
	for _, o := range r.Objects() {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// MinSize is the content's at the scale in force.
func (r *autoscaleRenderer) MinSize() fyne.Size { return r.a.look.MinSize() }

// Objects returns the theme override that holds the content, and the
// black over it.
func (r *autoscaleRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.a.look, r.a.black}
}

// Refresh draws the content again.
func (r *autoscaleRenderer) Refresh() { r.a.look.Refresh() }

// Destroy does nothing: a holds no resource.
func (r *autoscaleRenderer) Destroy() {}
