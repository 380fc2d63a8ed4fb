package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the application icon: a 3×3 board with a classical X and an
// entangled pair of spooky O marks.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)
