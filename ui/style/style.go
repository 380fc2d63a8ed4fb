// Package style is the app's look: the colours and sizes of the board and
// panels, served through a Fyne theme so that every widget reads them from
// the theme rather than from literals.
package style

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Colour names the app adds to Fyne's. Widgets look them up with
// fyne.CurrentApp().Settings().Theme().Color(name, variant) or
// theme.Color(name) like any built-in colour.
const (
	ColorMarkX       fyne.ThemeColorName = "qttt-mark-x"      // X's marks
	ColorMarkO       fyne.ThemeColorName = "qttt-mark-o"      // O's marks
	ColorBoardGrid   fyne.ThemeColorName = "qttt-board-grid"  // the board's lines
	ColorSquare      fyne.ThemeColorName = "qttt-square"      // a square's background
	ColorUnavailable fyne.ThemeColorName = "qttt-unavailable" // a square that cannot be chosen
	ColorSelected    fyne.ThemeColorName = "qttt-selected"    // the first square of a half-made move
	ColorEntangled   fyne.ThemeColorName = "qttt-entangled"   // squares of a hovered entangled group
	ColorCycle       fyne.ThemeColorName = "qttt-cycle"       // the cycle awaiting collapse
	ColorChoice      fyne.ThemeColorName = "qttt-choice"      // the two collapse choices (pulsing)
	ColorWinLine     fyne.ThemeColorName = "qttt-win-line"    // a completed line
)

// Theme is the app's theme: Fyne's default theme plus the colours above.
type Theme struct{}

var _ fyne.Theme = Theme{}

// Color returns the named colour for the variant.
func (Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	dark := v == theme.VariantDark
	switch n {
	case ColorMarkX:
		return pick(dark, color.NRGBA{0x00, 0x5a, 0xb5, 0xff}, color.NRGBA{0x6c, 0xb4, 0xff, 0xff})
	case ColorMarkO:
		return pick(dark, color.NRGBA{0xc2, 0x41, 0x00, 0xff}, color.NRGBA{0xff, 0xa0, 0x50, 0xff})
	case ColorBoardGrid:
		return theme.DefaultTheme().Color(theme.ColorNameForeground, v)
	case ColorSquare:
		return theme.DefaultTheme().Color(theme.ColorNameInputBackground, v)
	case ColorUnavailable:
		return theme.DefaultTheme().Color(theme.ColorNameDisabledButton, v)
	case ColorSelected:
		return pick(dark, color.NRGBA{0xff, 0xd5, 0x4f, 0xff}, color.NRGBA{0x8a, 0x6d, 0x00, 0xff})
	case ColorEntangled:
		return pick(dark, color.NRGBA{0xb3, 0xe5, 0xfc, 0xff}, color.NRGBA{0x1f, 0x4e, 0x6b, 0xff})
	case ColorCycle:
		return pick(dark, color.NRGBA{0x8e, 0x24, 0xaa, 0xff}, color.NRGBA{0xd0, 0x8c, 0xf0, 0xff})
	case ColorChoice:
		return pick(dark, color.NRGBA{0x00, 0x89, 0x7b, 0xff}, color.NRGBA{0x4d, 0xe0, 0xc8, 0xff})
	case ColorWinLine:
		return pick(dark, color.NRGBA{0x1b, 0x8a, 0x2f, 0xff}, color.NRGBA{0x7c, 0xe0, 0x8a, 0xff})
	}
	return theme.DefaultTheme().Color(n, v)
}

// pick returns light or dark by the variant.
func pick(dark bool, light, darkColor color.Color) color.Color {
	if dark {
		return darkColor
	}
	return light
}

// Font returns the default theme's font.
func (Theme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

// Icon returns the default theme's icon.
func (Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Size returns the default theme's size.
func (Theme) Size(n fyne.ThemeSizeName) float32 { return theme.DefaultTheme().Size(n) }
