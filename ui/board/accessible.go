package board

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
)

var _ fyne.Accessible = (*Board)(nil)

// AccessibilityLabel describes the position on the board square by
// square, for a screen reader: what a sighted player reads off the glyphs.
func (b *Board) AccessibilityLabel() string {
	s := b.state
	var out []string
	for _, sq := range game.Squares {
		data := map[string]any{"Square": sq}
		if m := s.Classical(sq); m != 0 {
			data["Mark"] = m
			out = append(out, lang.L("Square {{.Square}}: classical mark {{.Mark}}.", data))
			continue
		}
		var spooky []string
		for m := game.Mark(1); m <= s.Newest(); m++ {
			if a, c := s.Pair(m); s.Landed(m) == game.NoSquare && (a == sq || c == sq) {
				spooky = append(spooky, m.String())
			}
		}
		if len(spooky) == 0 {
			out = append(out, lang.L("Square {{.Square}}: empty.", data))
			continue
		}
		data["Marks"] = strings.Join(spooky, ", ")
		out = append(out, lang.L("Square {{.Square}}: spooky marks {{.Marks}}.", data))
	}
	return strings.Join(out, " ")
}

// AccessibilityRole is text: the board is read, and played with the keys
// 1–9.
func (b *Board) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }
