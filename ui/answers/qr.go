package answers

import (
	"image"

	qrcode "github.com/skip2/go-qrcode"
)

// QR returns the QR code of url: one pixel per module, black on white,
// with the quiet zone of four modules that readers need. Draw it scaled
// up without smoothing (Fyne: canvas.ImageScalePixels). The medium level
// of error correction lets a phone read it from the back of a room
// through a projector's blur.
func QR(url string) (image.Image, error) {
	q, err := qrcode.New(url, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	return q.Image(-1), nil
}
