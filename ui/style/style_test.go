package style

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
)

var (
	allPalettes = []Palette{PaletteStandard, PaletteColorBlind, PaletteHighContrast}
	variants    = []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark}
)

func TestThemeServesThePalettesColours(t *testing.T) {
	test.NewTempApp(t)
	x := func(p Palette, v fyne.ThemeVariant) color.Color { return Theme{Palette: p}.Color(ColorMarkX, v) }
	if x(PaletteStandard, theme.VariantLight) == x(PaletteColorBlind, theme.VariantLight) {
		t.Error("the colour-blind palette has the standard X colour")
	}
	if got, want := x(PaletteColorBlind, theme.VariantLight), rgb(0x0072b2); got != want {
		t.Errorf("colour-blind X = %v, want Okabe-Ito blue %v", got, want)
	}
	if x(PaletteStandard, theme.VariantLight) == x(PaletteStandard, theme.VariantDark) {
		t.Error("X has the same colour in light and dark")
	}
	hc := Theme{Palette: PaletteHighContrast}
	if got := hc.Color(theme.ColorNameBackground, theme.VariantDark); got != rgb(0x000000) {
		t.Errorf("high-contrast dark background = %v, want black", got)
	}
	if got, want := (Theme{}).Color(theme.ColorNameBackground, theme.VariantDark),
		theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark); got != want {
		t.Errorf("standard background = %v, want the default theme's %v", got, want)
	}
}

func TestThemeForcesItsVariant(t *testing.T) {
	test.NewTempApp(t)
	light := Theme{Variant: VariantLight}.Color(ColorMarkX, theme.VariantDark)
	dark := Theme{Variant: VariantDark}.Color(ColorMarkX, theme.VariantLight)
	if light != rgb(0x005ab5) || dark != rgb(0x6cb4ff) {
		t.Errorf("forced light X = %v, forced dark X = %v", light, dark)
	}
	if got := (Theme{}).Color(ColorMarkX, theme.VariantDark); got != rgb(0x6cb4ff) {
		t.Errorf("system variant dark X = %v", got)
	}
}

// Every palette keeps the board's colours apart and the marks readable on
// their squares, free or taken (WCAG's 3:1 for large graphics).
func TestPalettesKeepMarksReadable(t *testing.T) {
	test.NewTempApp(t)
	for _, p := range allPalettes {
		for _, v := range variants {
			th := Theme{Palette: p}
			distinct := []fyne.ThemeColorName{ColorMarkX, ColorMarkO, ColorCycle, ColorChoice, ColorWinLine}
			seen := map[color.Color]fyne.ThemeColorName{}
			for _, n := range distinct {
				c := th.Color(n, v)
				if other, dup := seen[c]; dup {
					t.Errorf("palette %d variant %d: %s and %s are both %v", p, v, n, other, c)
				}
				seen[c] = n
			}
			for _, mark := range []fyne.ThemeColorName{ColorMarkX, ColorMarkO} {
				for _, ground := range []fyne.ThemeColorName{ColorSquare, ColorUnavailable} {
					if r := contrast(th.Color(mark, v), th.Color(ground, v)); r < 3 {
						t.Errorf("palette %d variant %d: %s on %s has contrast %.2f, want ≥ 3", p, v, mark, ground, r)
					}
				}
			}
		}
	}
}

func TestHighContrastIsBlackAndWhite(t *testing.T) {
	test.NewTempApp(t)
	for _, v := range variants {
		th := Theme{Palette: PaletteHighContrast}
		if r := contrast(th.Color(theme.ColorNameForeground, v), th.Color(theme.ColorNameBackground, v)); r < 20 {
			t.Errorf("variant %d: text contrast %.1f, want black on white (21)", v, r)
		}
	}
}

func TestScaleMultipliesSizes(t *testing.T) {
	test.NewTempApp(t)
	def := theme.DefaultTheme()
	for _, n := range []fyne.ThemeSizeName{theme.SizeNameText, theme.SizeNamePadding, theme.SizeNameInlineIcon} {
		if got, want := (Theme{}).Size(n), def.Size(n); got != want {
			t.Errorf("unscaled %s = %v, want %v", n, got, want)
		}
		if got, want := (Theme{Scale: 2}).Size(n), 2*def.Size(n); got != want {
			t.Errorf("scale 2 %s = %v, want %v", n, got, want)
		}
	}
}

func TestHangulServesTheKoreanFont(t *testing.T) {
	test.NewTempApp(t)
	ko := Theme{Hangul: true}
	if got := ko.Font(fyne.TextStyle{}); got != assets.HangulRegular {
		t.Errorf("Korean regular font = %s", got.Name())
	}
	if got := ko.Font(fyne.TextStyle{Bold: true}); got != assets.HangulBold {
		t.Errorf("Korean bold font = %s", got.Name())
	}
	if got := ko.Font(fyne.TextStyle{Monospace: true}); got != assets.HangulRegular {
		t.Errorf("Korean monospace font = %s, want the Korean font (Fyne's has no Hangul)", got.Name())
	}
	if got := ko.Font(fyne.TextStyle{Symbol: true}); got != theme.DefaultTheme().Font(fyne.TextStyle{Symbol: true}) {
		t.Errorf("Korean symbol font = %s, want the default", got.Name())
	}
	if got := (Theme{}).Font(fyne.TextStyle{}); got != theme.DefaultTheme().Font(fyne.TextStyle{}) {
		t.Errorf("default font = %s", got.Name())
	}
}

// contrast is the WCAG contrast ratio of two colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func luminance(c color.Color) float64 {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(n.R) + 0.7152*lin(n.G) + 0.0722*lin(n.B)
}

func TestMarkColorNamesEachPlayersColour(t *testing.T) {
	for p, want := range map[game.Player]fyne.ThemeColorName{
		game.X: ColorMarkX, game.O: ColorMarkO, game.NoPlayer: theme.ColorNameForeground,
	} {
		if got := MarkColor(p); got != want {
			t.Errorf("MarkColor(%v) = %q, want %q", p, got, want)
		}
	}
}
