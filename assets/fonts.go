package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

// The Korean subsets of Nanum Gothic (SIL OFL 1.1, fonts/OFL.txt) that
// tools/subset-font.sh makes: they hold the Hangul of the translations and
// lessons, plus ASCII and Latin-1, but no subscript digits.
var (
	//go:embed fonts/NanumGothic-subset.ttf
	hangulRegular []byte
	//go:embed fonts/NanumGothicBold-subset.ttf
	hangulBold []byte
)

// HangulRegular is the regular Korean font.
var HangulRegular = fyne.NewStaticResource("NanumGothic-subset.ttf", hangulRegular)

// HangulBold is the bold Korean font.
var HangulBold = fyne.NewStaticResource("NanumGothicBold-subset.ttf", hangulBold)
