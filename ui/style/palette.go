package style

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Palette is a set of colours for the board.
type Palette int

// The palettes.
const (
	// PaletteStandard is the everyday palette: blue X, orange O.
	PaletteStandard Palette = iota
	// PaletteColorBlind takes every colour from Okabe and Ito's palette,
	// which stays distinct with any of the common colour vision deficiencies.
	PaletteColorBlind
	// PaletteHighContrast is for projectors: black on white (or white on
	// black) and saturated marks, for the whole window, not only the board.
	PaletteHighContrast
)

// pair is a colour in the light and the dark variant.
type pair struct{ light, dark color.NRGBA }

func rgb(hex uint32) color.NRGBA {
	return color.NRGBA{R: uint8(hex >> 16), G: uint8(hex >> 8), B: uint8(hex), A: 0xff}
}

var palettes = map[Palette]map[fyne.ThemeColorName]pair{
	PaletteStandard: {
		ColorMarkX:     {rgb(0x005ab5), rgb(0x6cb4ff)},
		ColorMarkO:     {rgb(0xc24100), rgb(0xffa050)},
		ColorSelected:  {rgb(0xffd54f), rgb(0x8a6d00)},
		ColorEntangled: {rgb(0xb3e5fc), rgb(0x1f4e6b)},
		ColorCycle:     {rgb(0x8e24aa), rgb(0xd08cf0)},
		ColorChoice:    {rgb(0x00897b), rgb(0x4de0c8)},
		ColorWinLine:   {rgb(0x1b8a2f), rgb(0x7ce08a)},
	},
	PaletteColorBlind: {
		ColorMarkX:     {rgb(0x0072b2), rgb(0x56b4e9)}, // blue, sky blue
		ColorMarkO:     {rgb(0xd55e00), rgb(0xe69f00)}, // vermillion, orange
		ColorSelected:  {rgb(0xf0e442), rgb(0x6b6400)}, // yellow
		ColorEntangled: {rgb(0xc6e4f5), rgb(0x1d4a66)}, // pale and deep sky blue
		ColorCycle:     {rgb(0xa2507f), rgb(0xcc79a7)}, // reddish purple
		ColorChoice:    {rgb(0x009e73), rgb(0x2fd3a5)}, // bluish green
		ColorWinLine:   {rgb(0x000000), rgb(0xf0e442)}, // black, yellow
	},
	PaletteHighContrast: {
		ColorMarkX:     {rgb(0x0030c0), rgb(0x80d0ff)},
		ColorMarkO:     {rgb(0xb03000), rgb(0xffc040)},
		ColorSelected:  {rgb(0xffe000), rgb(0x806000)},
		ColorEntangled: {rgb(0xa0e0ff), rgb(0x004070)},
		ColorCycle:     {rgb(0x9000b0), rgb(0xff60ff)},
		ColorChoice:    {rgb(0x007060), rgb(0x00ffd0)},
		ColorWinLine:   {rgb(0x008000), rgb(0x40ff40)},
		ColorSquare:    {rgb(0xffffff), rgb(0x000000)},
		ColorBoardGrid: {rgb(0x000000), rgb(0xffffff)},
		// The whole window, for a washed-out projector.
		ColorUnavailable:                   {rgb(0xd0d0d0), rgb(0x383838)},
		theme.ColorNameBackground:          {rgb(0xffffff), rgb(0x000000)},
		theme.ColorNameForeground:          {rgb(0x000000), rgb(0xffffff)},
		theme.ColorNameInputBackground:     {rgb(0xffffff), rgb(0x000000)},
		theme.ColorNameInputBorder:         {rgb(0x000000), rgb(0xffffff)},
		theme.ColorNameButton:              {rgb(0xe0e0e0), rgb(0x303030)},
		theme.ColorNameDisabled:            {rgb(0x505050), rgb(0xb0b0b0)},
		theme.ColorNameDisabledButton:      {rgb(0xf0f0f0), rgb(0x202020)},
		theme.ColorNamePlaceHolder:         {rgb(0x404040), rgb(0xc0c0c0)},
		theme.ColorNameSeparator:           {rgb(0x000000), rgb(0xffffff)},
		theme.ColorNameHeaderBackground:    {rgb(0xe0e0e0), rgb(0x202020)},
		theme.ColorNameMenuBackground:      {rgb(0xffffff), rgb(0x000000)},
		theme.ColorNameOverlayBackground:   {rgb(0xffffff), rgb(0x000000)},
		theme.ColorNamePrimary:             {rgb(0x0030c0), rgb(0x80d0ff)},
		theme.ColorNameForegroundOnPrimary: {rgb(0xffffff), rgb(0x000000)},
		theme.ColorNameHyperlink:           {rgb(0x0030c0), rgb(0x80d0ff)},
	},
}

// color looks up the palette's own colour for the name, if it has one.
func (p Palette) color(n fyne.ThemeColorName, v fyne.ThemeVariant) (color.Color, bool) {
	c, ok := palettes[p][n]
	if !ok {
		return nil, false
	}
	if v == theme.VariantDark {
		return c.dark, true
	}
	return c.light, true
}
