package teach

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// section is one titled block of the panel. When lit, a stripe in its
// accent colour and a tinted background show that it applies to the board
// now.
type section struct {
	widget.BaseWidget
	accent fyne.ThemeColorName
	title  *widget.Label
	body   *widget.Label
	lit    bool
}

// newSection returns a section with the given title whose stripe uses the
// theme colour accent.
func newSection(title string, accent fyne.ThemeColorName) *section {
	s := &section{
		accent: accent,
		title:  &widget.Label{Text: title, SizeName: theme.SizeNameHeadingText, Wrapping: fyne.TextWrapWord},
		body:   &widget.Label{SizeName: theme.SizeNameSubHeadingText, Wrapping: fyne.TextWrapWord},
	}
	s.ExtendBaseWidget(s)
	return s
}

// set shows sentences as the section's text, one paragraph each, and
// lights the section or not. With no sentences the section hides: a
// title over nothing says nothing.
func (s *section) set(sentences []string, lit bool) {
	s.lit = lit
	s.body.SetText(strings.Join(sentences, "\n"))
	if len(sentences) == 0 {
		s.Hide()
		return
	}
	s.Show()
	s.Refresh()
}

// CreateRenderer returns the section's renderer.
func (s *section) CreateRenderer() fyne.WidgetRenderer {
	r := &sectionRenderer{
		s:       s,
		bg:      canvas.NewRectangle(nil),
		stripe:  canvas.NewRectangle(nil),
		content: container.NewVBox(s.title, s.body),
	}
	r.Refresh()
	return r
}

type sectionRenderer struct {
	s          *section
	bg, stripe *canvas.Rectangle
	content    *fyne.Container
}

// stripeWidth is the width of the lit stripe, from the theme.
func (r *sectionRenderer) stripeWidth() float32 {
	return theme.SizeForWidget(theme.SizeNameSelectionRadius, r.s) + theme.SizeForWidget(theme.SizeNameInnerPadding, r.s)/2
}

func (r *sectionRenderer) Layout(size fyne.Size) {
	pad := theme.SizeForWidget(theme.SizeNamePadding, r.s)
	w := r.stripeWidth()
	r.bg.Resize(size)
	r.stripe.Move(fyne.NewPos(0, 0))
	r.stripe.Resize(fyne.NewSize(w, size.Height))
	r.content.Move(fyne.NewPos(w+pad, pad))
	r.content.Resize(fyne.NewSize(size.Width-w-2*pad, size.Height-2*pad))
}

func (r *sectionRenderer) MinSize() fyne.Size {
	pad := theme.SizeForWidget(theme.SizeNamePadding, r.s)
	return r.content.MinSize().Add(fyne.NewSize(r.stripeWidth()+2*pad, 2*pad))
}

func (r *sectionRenderer) Refresh() {
	r.s.title.TextStyle.Bold = r.s.lit
	if r.s.lit {
		r.bg.FillColor = theme.ColorForWidget(theme.ColorNameHover, r.s)
		r.stripe.FillColor = theme.ColorForWidget(r.s.accent, r.s)
		r.s.title.Importance = widget.HighImportance
	} else {
		r.bg.FillColor = nil
		r.stripe.FillColor = theme.ColorForWidget(theme.ColorNameSeparator, r.s)
		r.s.title.Importance = widget.MediumImportance
	}
	r.s.title.Refresh()
	r.s.body.Refresh()
	r.Layout(r.s.Size())
	canvas.Refresh(r.s)
}

func (r *sectionRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.stripe, r.content}
}

func (r *sectionRenderer) Destroy() {}
