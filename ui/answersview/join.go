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

// joinRenderer lays the card out: the title across the top, under it the
// QR code on a white square (readers need a light quiet zone, in a dark
// theme too) beside the text or above it, whichever gives it more room.
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
	r.title.Text, r.title.Color = lang.L("Quantum tic-tac-toe: join on your phone"), fg
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
	// The title across the top.
	r.title.TextSize = fitText(r.title, text*1.2, size.Width*0.96)
	r.title.Alignment = fyne.TextAlignCenter
	r.title.Move(fyne.NewPos(0, 0))
	r.title.Resize(fyne.NewSize(size.Width, r.title.MinSize().Height))
	top := r.title.MinSize().Height + 2*pad
	room := fyne.NewSize(size.Width, max(0, size.Height-top))
	lines := []struct {
		t     *canvas.Text
		scale float32
	}{{r.how, 1}, {r.address, 1.2}, {r.codeLabel, 1}, {r.code, 2}}
	// The text's height, with the address and the code fitting across
	// width: they shrink to it if need be.
	height := func(width float32) (h float32) {
		for _, l := range lines {
			l.t.TextSize = fitText(l.t, text*l.scale, width*0.96)
			h += l.t.MinSize().Height + pad
		}
		return h
	}
	// The QR code as large as the room allows: on the left, as high as
	// the room, the text beside it in its full size (the address may
	// shrink to the text's); or above the text, as large as the room left
	// under it.
	var need float32
	for _, l := range lines {
		l.t.TextSize = text * l.scale
		if l.t == r.address {
			l.t.TextSize = text
		}
		need = max(need, l.t.MinSize().Width/0.96)
	}
	beside := max(0, min(room.Height, room.Width-need-2*pad))
	above := max(0, min(room.Width, room.Height-height(room.Width)-2*pad))
	wide := beside >= above
	side, textX, textW := above, float32(0), room.Width
	if wide {
		side, textX = beside, beside+2*pad
		textW = room.Width - textX
	}
	if r.qr.Hidden {
		side, textX, textW, wide = 0, 0, room.Width, true
	}
	textH := height(textW)
	y := top + max(0, (room.Height-textH)/2)
	if wide {
		r.back.Move(fyne.NewPos(0, top+(room.Height-side)/2))
	} else {
		r.back.Move(fyne.NewPos((room.Width-side)/2, top))
		y = top + side + 2*pad
	}
	r.back.Resize(fyne.NewSquareSize(side))
	r.qr.Move(r.back.Position())
	r.qr.Resize(r.back.Size())
	for _, l := range lines {
		h := l.t.MinSize().Height
		l.t.Alignment = fyne.TextAlignLeading
		if !wide || r.qr.Hidden {
			l.t.Alignment = fyne.TextAlignCenter
		}
		l.t.Move(fyne.NewPos(textX, y))
		l.t.Resize(fyne.NewSize(textW, h))
		y += h + pad
	}
}

// fitText returns size, or less so that t fits in width: measured again
// at the smaller size, as a font's width does not shrink quite in step.
func fitText(t *canvas.Text, size, width float32) float32 {
	for range 4 {
		t.TextSize = size
		w := t.MinSize().Width
		if w <= width || w == 0 {
			break
		}
		size *= width / w * 0.99
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
