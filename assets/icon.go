package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon-256.png
var iconPNG []byte

// Icon is the application icon: a 3×3 board with a classical X and an
// entangled pair of spooky O marks. It is 256 pixels wide, more than a
// window manager shows, so that a window decodes and hands the X server a
// sixteenth of the 1024-pixel icon.png, which is the packages' icon.
var Icon = fyne.NewStaticResource("icon-256.png", iconPNG)
