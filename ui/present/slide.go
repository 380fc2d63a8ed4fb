package present

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Slide is what the class sees in presentation mode: a picture (the
// board, or what stands in its place at its size) beside text, or text
// alone across the screen. Nothing else of the window reaches the
// projector: no toolbar, menu, tab, list, scroll bar or button.
type Slide struct {
	// Key names the slide: a slide of another key starts at its first
	// page (at its last when Prev led to it), and the same slide with
	// new text keeps its page.
	Key string
	// Visual is the picture, as high as the screen, or the whole screen
	// where the slide has no text; nil for text alone.
	Visual fyne.CanvasObject
	// Below is a second, smaller picture under Visual (how the class
	// answered, under the board), which then gives up the room Below
	// takes; nil for none.
	Below fyne.CanvasObject
	// Kicker is a line above the headline (a lesson's title and step).
	Kicker string
	// Headline is the slide's title, larger than its text.
	Headline string
	// Body is the text, cut into pages where it is longer than its room.
	Body []Block
	// Focus is the block the slide turns to as Focus changes (an answer
	// revealed): the page that starts it is shown. A slide that comes
	// opens at its first page, its answer revealed before or not.
	Focus int
}

// pictureAlone reports whether s is a picture with no text, which then
// fills the screen (how to join class answers, at their start).
func (s Slide) pictureAlone() bool {
	return s.Visual != nil && s.Below == nil && s.Kicker == "" && s.Headline == "" && len(s.Body) == 0
}

// Block is a paragraph of a slide's text; each line of Text ("\n") is a
// paragraph of its own, a little apart from the one before.
type Block struct {
	Text  string
	Style Style
}

// Style is the look of a slide's text: its size, weight and colour, all
// from the theme it is shown in.
type Style int

// The styles of a slide's text.
const (
	Plain    Style = iota // the text: the theme's text size
	Strong                // a question: bold
	Label                 // names what follows ("Answer"): bold, in the primary colour
	Headline              // the headline: bold, the theme's subheading size
	Kicker                // the line above the headline: the primary colour
)

// textStyle returns the font style of s.
func (s Style) textStyle() fyne.TextStyle {
	return fyne.TextStyle{Bold: s == Strong || s == Label || s == Headline}
}

// sizeName returns the theme's size of s.
func (s Style) sizeName() fyne.ThemeSizeName {
	if s == Headline {
		return theme.SizeNameSubHeadingText
	}
	return theme.SizeNameText
}

// colorName returns the theme's colour of s.
func (s Style) colorName() fyne.ThemeColorName {
	if s == Label || s == Kicker {
		return theme.ColorNamePrimary
	}
	return theme.ColorNameForeground
}

// styled returns how s looks in th: its font, size and colour.
func styled(th fyne.Theme, v fyne.ThemeVariant, s Style) (font fyne.Resource, size float32, c color.Color) {
	return th.Font(s.textStyle()), th.Size(s.sizeName()), th.Color(s.colorName(), v)
}
