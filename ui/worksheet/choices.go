//go:build !js

package worksheet

import (
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/ui/lesson"
)

// The measures of a row of choices to tick, in mm.
const (
	tickBox   = 3.6 // the side of a box
	choiceRow = 9.0 // the height of a row of boxes, with room above and below
	choiceGap = 7.0 // between one choice's label and the next box
)

// answerHeight returns the height answerRoom takes, w wide.
func (p *page) answerHeight(w float64, c *lesson.Choices) float64 {
	if c == nil {
		return answerRows*ruled + 2
	}
	return float64(p.choiceRows(w, c))*choiceRow + (answerRows-1)*ruled + 2
}

// answerRoom writes the room to answer a question, from x, w wide: its
// choices as boxes to tick and lines to say why, or lines alone if it
// offers no choices.
func (p *page) answerRoom(x, w float64, c *lesson.Choices) {
	if c == nil {
		p.rules(x, w, answerRows)
		return
	}
	pdf := p.pdf
	pdf.SetFont(family, "", textSize)
	pdf.SetDrawColor(90, 90, 90)
	pdf.SetLineWidth(0.3)
	y := pdf.GetY() + (choiceRow-tickBox)/2
	at := x
	for _, v := range c.Values {
		label := choiceLabel(v)
		width := tickBox + 1.5 + pdf.GetStringWidth(label)
		if at > x && at+width > x+w {
			at, y = x, y+choiceRow
		}
		pdf.Rect(at, y, tickBox, tickBox, "D")
		pdf.Text(at+tickBox+1.5, y+tickBox-0.4, label)
		at += width + choiceGap
	}
	pdf.SetY(y + tickBox + (choiceRow-tickBox)/2 - ruled/2)
	p.rules(x, w, answerRows-1)
}

// choiceRows returns how many rows of boxes the choices take, w wide.
func (p *page) choiceRows(w float64, c *lesson.Choices) int {
	p.pdf.SetFont(family, "", textSize)
	rows, at := 1, 0.0
	for _, v := range c.Values {
		width := tickBox + 1.5 + p.pdf.GetStringWidth(choiceLabel(v))
		if at > 0 && at+width > w {
			rows, at = rows+1, 0
		}
		at += width + choiceGap
	}
	return rows
}

// choiceLabel returns what a choice is called on paper, in the language
// in force: a square or a count is its number, a player X or O.
func choiceLabel(value string) string {
	switch value {
	case lesson.Yes:
		return lang.L("Yes")
	case lesson.No:
		return lang.L("No")
	case lesson.Nobody:
		return lang.L("Nobody")
	}
	return value
}
