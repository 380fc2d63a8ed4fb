// Package style is the app's look: the colours and sizes of the board and
// panels, served through a Fyne theme so that every widget reads them from
// the theme rather than from literals.
package style

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
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

// MarkColor names the colour of player p's marks, and the foreground's for
// game.NoPlayer: the one mapping from players to colours.
func MarkColor(p game.Player) fyne.ThemeColorName {
	switch p {
	case game.X:
		return ColorMarkX
	case game.O:
		return ColorMarkO
	}
	return theme.ColorNameForeground
}

// Variant chooses between the light and dark looks.
type Variant int

// The variants: follow the system's setting, or force one.
const (
	VariantSystem Variant = iota
	VariantLight
	VariantDark
)

// Theme is the app's theme: Fyne's default theme plus the colours above, in
// one of the palettes, with every size multiplied by Scale. The zero value
// is the standard palette at normal size following the system's variant.
type Theme struct {
	Palette Palette // the colours of the board (and, for PaletteHighContrast, of everything)
	Variant Variant // light, dark, or whatever the system says
	Scale   float32 // multiplies every size; 0 counts as 1
	Hangul  bool    // draw text with the bundled Korean font (Fyne's font has no Hangul)
}

var _ fyne.Theme = Theme{}

// Color returns the named colour for the variant, or for the theme's own
// variant when it forces one.
func (t Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.Variant {
	case VariantLight:
		v = theme.VariantLight
	case VariantDark:
		v = theme.VariantDark
	}
	if c, ok := t.Palette.color(n, v); ok {
		return c
	}
	switch n {
	case ColorBoardGrid:
		return t.Color(theme.ColorNameForeground, v)
	case ColorSquare:
		return t.Color(theme.ColorNameInputBackground, v)
	case ColorUnavailable:
		return t.Color(theme.ColorNameDisabledButton, v)
	}
	return theme.DefaultTheme().Color(n, v)
}

// Font returns the bundled Korean font when Hangul is set, else the default
// theme's font. Fyne falls back to its own font, glyph by glyph, for what
// the Korean font lacks, such as subscript digits. Monospaced text gets
// the Korean font too: Fyne's monospaced font has no Hangul either.
func (t Theme) Font(s fyne.TextStyle) fyne.Resource {
	if !t.Hangul || s.Symbol {
		return theme.DefaultTheme().Font(s)
	}
	if s.Bold {
		return assets.HangulBold
	}
	return assets.HangulRegular
}

// Icon returns the default theme's icon.
func (Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Size returns the default theme's size multiplied by Scale.
func (t Theme) Size(n fyne.ThemeSizeName) float32 {
	size := theme.DefaultTheme().Size(n)
	if t.Scale > 0 {
		size *= t.Scale
	}
	return size
}
