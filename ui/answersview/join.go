package answersview

import (
	"image"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/answers"
)

// JoinCard tells the class how to answer on their phones: the room's QR
// code, as large as the card allows, beside the short address to type
// and the room's code, in letters the back row reads.
type JoinCard struct {
	widget.BaseWidget
	url, short, code string
	qr               image.Image
}

// NewJoinCard returns a card for no room.
func NewJoinCard() *JoinCard {
	j := &JoinCard{}
	j.ExtendBaseWidget(j)
	return j
}

// SetRoom shows the room at url (the QR code's), its short address and
// its code. A url too long for a QR code shows none: the address still
// leads there.
func (j *JoinCard) SetRoom(url, short, code string) {
	if url == j.url && short == j.short && code == j.code {
		return
	}
	j.url, j.short, j.code = url, short, code
	j.qr, _ = answers.QR(url)
	j.Refresh()
}

// CreateRenderer returns the card's renderer.
func (j *JoinCard) CreateRenderer() fyne.WidgetRenderer {
	r := &joinRenderer{j: j, qr: canvas.NewImageFromImage(nil),
		title: canvas.NewText("", nil), how: canvas.NewText("", nil),
		address: canvas.NewText("", nil), codeLabel: canvas.NewText("", nil), code: canvas.NewText("", nil),
		back: canvas.NewRectangle(nil)}
	r.qr.ScaleMode = canvas.ImageScalePixels // crisp modules
	r.qr.FillMode = canvas.ImageFillContain
	r.title.TextStyle.Bold = true
	r.address.TextStyle = fyne.TextStyle{Bold: true}
	r.code.TextStyle = fyne.TextStyle{Bold: true}
	r.Refresh()
	return r
}

// joinRenderer lays the card out: the QR code on a white square on the
// left (readers need a light quiet zone, in a dark theme too), the text on
// the right.
type joinRenderer struct {
	j                                    *JoinCard
	back                                 *canvas.Rectangle
	qr                                   *canvas.Image
	title, how, address, codeLabel, code *canvas.Text
}

func (r *joinRenderer) Refresh() {
	r.qr.Image = r.j.qr
	r.qr.Hidden = r.j.qr == nil
	r.back.Hidden = r.qr.Hidden
	r.back.FillColor = whiteForQR
	fg := theme.ColorForWidget(theme.ColorNameForeground, r.j)
	primary := theme.ColorForWidget(theme.ColorNamePrimary, r.j)
	r.title.Text, r.title.Color = lang.L("Answer on your phone"), fg
	r.how.Text, r.how.Color = lang.L("Scan the code, or open:"), fg
	r.address.Text, r.address.Color = strings.TrimPrefix(r.j.short, "http://"), primary
	r.codeLabel.Text, r.codeLabel.Color = lang.L("Room code"), fg
	r.code.Text, r.code.Color = r.j.code, primary
	r.Layout(r.j.Size())
	canvas.Refresh(r.j)
}

// whiteForQR is the QR code's background, white in every theme.
var whiteForQR = color.White

func (r *joinRenderer) Layout(size fyne.Size) {
	pad := theme.SizeForWidget(theme.SizeNamePadding, r.j)
	text := max(theme.SizeForWidget(theme.SizeNameText, r.j), min(size.Width/20, size.Height/22))
	lines := []struct {
		t     *canvas.Text
		scale float32
	}{{r.title, 1.2}, {r.how, 1}, {r.address, 1.2}, {r.codeLabel, 1}, {r.code, 2}}
	// Wide: the QR code on the left, as high as the card, the text beside
	// it. Else the QR code above the text, as large as the room left.
	wide := size.Width >= 1.6*size.Height
	var side, textX, textW float32
	if wide {
		side = min(size.Height, size.Width/2)
		textX = side + 2*pad
		textW = size.Width - textX
	} else {
		textW = size.Width
	}
	if r.qr.Hidden {
		side, textX, textW = 0, 0, size.Width
	}
	// The address and the code must fit across: their text shrinks to the
	// width if need be.
	var height float32
	for _, l := range lines {
		l.t.TextSize = fitText(l.t, text*l.scale, textW*0.96)
		height += l.t.MinSize().Height + pad
	}
	var y float32
	if wide || r.qr.Hidden {
		y = max(0, (size.Height-height)/2)
		r.back.Move(fyne.NewPos(0, (size.Height-side)/2))
	} else {
		side = max(0, min(size.Width, size.Height-height-2*pad))
		y = side + 2*pad
		r.back.Move(fyne.NewPos((size.Width-side)/2, 0))
	}
	r.back.Resize(fyne.NewSquareSize(side))
	r.qr.Move(r.back.Position())
	r.qr.Resize(r.back.Size())
	for _, l := range lines {
		h := l.t.MinSize().Height
		l.t.Alignment = fyne.TextAlignLeading
		if !wide && !r.qr.Hidden {
			l.t.Alignment = fyne.TextAlignCenter
		}
		l.t.Move(fyne.NewPos(textX, y))
		l.t.Resize(fyne.NewSize(textW, h))
		y += h + pad
	}
}

// fitText returns size, or less so that t fits in width.
func fitText(t *canvas.Text, size, width float32) float32 {
	t.TextSize = size
	if w := t.MinSize().Width; w > width && w > 0 {
		return size * width / w
	}
	return size
}

func (r *joinRenderer) MinSize() fyne.Size {
	text := theme.SizeForWidget(theme.SizeNameText, r.j)
	return fyne.NewSize(text*24, text*8)
}

func (r *joinRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.back, r.qr, r.title, r.how, r.address, r.codeLabel, r.code}
}

func (r *joinRenderer) Destroy() {}
