//go:build !js

package worksheet

import (
	"fmt"
	"image/color"
	"io"
	"regexp"
	"strings"

	"codeberg.org/go-pdf/fpdf"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/typeset"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/style"
)

// Sheet is what one worksheet holds. Its own words come from lang, in the
// language in force.
type Sheet struct {
	Lesson   *lesson.Lesson
	Quiz     *lesson.Quiz
	Language string // the language of the text, which chooses the font
}

// The page's measures, in millimetres on A4.
const (
	margin     = 15.0
	stepBoard  = 42.0 // the side of a lesson position's board
	blankBoard = 62.0 // the side of a board to play on
	gap        = 6.0  // between a board and its text, and between blocks
	ruled      = 8.0  // between the lines to write an answer on
	answerRows = 3    // lines to write an answer on
	footer     = 10.0 // the footer's height below the text
)

// The font sizes, in points.
const (
	titleSize   = 18
	headingSize = 14
	textSize    = 10.5
	noteSize    = 8
	lineHeight  = 5.0 // mm, for textSize
)

// family names the font family the sheet registers in the PDF.
const family = "text"

// Write writes the worksheet as a PDF to w: the student's pages, which hold
// no answer, then the answer key on a page of its own.
func (s Sheet) Write(w io.Writer) error {
	guide, err := assets.GuideFile("guide", s.Language)
	if err != nil {
		return err
	}
	pdf := newDocument(s.Language, s.Lesson.Title)
	p := &page{pdf: pdf}
	var key []string
	p.lessonPages(s.Lesson, &key)
	p.blankBoards(Rules(guide, lang.L("Rules in brief")))
	before, inClass := QuizParts(guide, len(s.Quiz.Questions))
	p.quiz(s.Quiz, lang.L("Before the class"), before, before)
	p.quiz(s.Quiz, lang.L("After the class"), len(s.Quiz.Questions), inClass)
	p.answerKey(s.Lesson.Title, key, s.Quiz)
	if err := pdf.Error(); err != nil {
		return err
	}
	return pdf.Output(w)
}

// newDocument starts an A4 document called title, with text in language,
// and the app's name and the title in the footer of every page.
func newDocument(language, title string) *fpdf.Fpdf {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin+footer)
	for style, font := range fonts(language) {
		pdf.AddUTF8FontFromBytes(family, style, font.Content())
	}
	pdf.SetTitle(title, true)
	pdf.SetCreator(lang.L("Quantum Tic-Tac-Toe"), true)
	pdf.SetFooterFunc(func() {
		pdf.SetY(-margin)
		pdf.SetFont(family, "", noteSize)
		pdf.SetTextColor(110, 110, 110)
		pdf.CellFormat(0, lineHeight, lang.L("Quantum Tic-Tac-Toe")+" · "+title, "", 0, "C", false, 0, "")
		pdf.SetTextColor(0, 0, 0)
	})
	return pdf
}

// fonts returns the fonts for text in language by fpdf style ("" regular,
// "B" bold, "I" italic, "BI" bold italic): the bundled Korean font for
// Korean (which has no italics), Fyne's Noto Sans for the others (Latin,
// Cyrillic). All are TrueType fonts that the PDF embeds.
func fonts(language string) map[string]fyne.Resource {
	if i18n.Hangul(language) {
		return map[string]fyne.Resource{"": assets.HangulRegular, "B": assets.HangulBold,
			"I": assets.HangulRegular, "BI": assets.HangulBold}
	}
	return map[string]fyne.Resource{"": theme.DefaultTextFont(), "B": theme.DefaultTextBoldFont(),
		"I": theme.DefaultTextItalicFont(), "BI": theme.DefaultTextBoldItalicFont()}
}

// page writes the sheet's pages.
type page struct {
	pdf *fpdf.Fpdf
}

// width returns the width between the margins.
func (p *page) width() float64 {
	w, _ := p.pdf.GetPageSize()
	return w - 2*margin
}

// bottom returns the lowest y text may reach on a page.
func (p *page) bottom() float64 {
	_, h := p.pdf.GetPageSize()
	return h - margin - footer
}

// text writes a paragraph at the current position, w wide.
func (p *page) text(w float64, style string, size float64, s string) {
	p.pdf.SetFont(family, style, size)
	p.pdf.MultiCell(w, lineHeight*size/textSize, typeset.Bind(s), "", "L", false)
}

// height returns the height a paragraph takes w wide.
func (p *page) height(w float64, style string, size float64, s string) float64 {
	p.pdf.SetFont(family, style, size)
	return float64(p.lines(typeset.Bind(s), w)) * lineHeight * size / textSize
}

// lines counts the lines MultiCell breaks s into, w wide in the font set:
// at newlines, and where a line is full at its last ordinary space (not at
// a no-break space, which fpdf's SplitText breaks at).
func (p *page) lines(s string, w float64) int {
	room, space := w-2*p.pdf.GetCellMargin(), p.pdf.GetStringWidth(" ")
	n := 0
	for _, para := range strings.Split(s, "\n") {
		n++
		line := 0.0
		for i, word := range strings.Split(para, " ") {
			width := p.pdf.GetStringWidth(word)
			switch {
			case i == 0:
				line = width
			case line+space+width > room:
				n++
				line = width
			default:
				line += space + width
			}
		}
	}
	return n
}

// rules draws n lines to write an answer on, from x, w wide, below the
// current position, and moves below them.
func (p *page) rules(x, w float64, n int) {
	p.pdf.SetDrawColor(170, 170, 170)
	p.pdf.SetLineWidth(0.2)
	y := p.pdf.GetY()
	for range n {
		y += ruled
		p.pdf.Line(x, y, x+w, y)
	}
	p.pdf.SetY(y + 2)
}

// lessonPages writes the title, the student's name line and the lesson's
// steps, adding each step's question and answer to key. A page holds no
// answer to its own questions: a lesson's question ends its page, with
// "Answer, then turn over", since what comes next (how a predicted
// collapse went, the next step's text, the next question) can tell its
// answer in other words. An automatic question is asked at most once for
// each position and never beside a drawing, and is left out where the
// step's text already gives its answer. A step that shows the two-path
// experiment in place of the board prints its drawing.
func (p *page) lessonPages(l *lesson.Lesson, key *[]string) {
	pdf := p.pdf
	pdf.AddPage()
	p.text(p.width(), "", noteSize+1, lang.L("Worksheet"))
	p.text(p.width(), "B", titleSize, l.Title)
	pdf.Ln(2)
	p.nameLine()
	pdf.Ln(gap)
	x := margin + stepBoard + gap
	w := p.width() - stepBoard - gap
	turn := false // whether the page ends with a lesson's question
	asked := -1   // the actions of the last position a question was asked at
	for i, step := range l.Steps {
		s, _ := l.State(i)
		q, answer := narrate.StepQuestion(l, i)
		if step.Question == "" && q != "" {
			if statesCount(s, step.Text, answer) {
				asked = step.Actions // the text tells it: the position asks it no more
			}
			if step.Actions == asked || step.Picture != lesson.NoPicture {
				q = ""
			}
		}
		progress := lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": i + 1, "Count": len(l.Steps)})
		need := p.height(w, "B", textSize, progress) + p.height(w, "", textSize, step.Text)
		if q != "" {
			need += p.height(w, "B", textSize, q) + p.answerHeight(w, step.Choices)
		}
		switch {
		case turn:
			p.turnOver()
			pdf.AddPage()
			turn = false
		case pdf.GetY()+max(need, stepBoard) > p.bottom():
			pdf.AddPage()
		}
		top := pdf.GetY()
		if step.Picture == lesson.PictureTwoPaths {
			drawTwoPaths(pdf, margin, top, stepBoard)
		} else {
			drawBoard(pdf, s, margin, top, stepBoard)
		}
		pdf.SetXY(x, top)
		p.text(w, "B", textSize, progress)
		if step.Text != "" {
			pdf.SetX(x)
			p.text(w, "", textSize, step.Text)
		}
		if q != "" {
			pdf.SetX(x)
			p.text(w, "B", textSize, q)
			p.answerRoom(x, w, step.Choices)
			*key = append(*key, progress+": "+answer)
			asked, turn = step.Actions, step.Question != ""
		}
		pdf.SetY(max(pdf.GetY(), top+stepBoard) + gap)
	}
}

// statesCount reports whether text gives the count that answer names for
// position s: it holds that number, and the number is not a square of s's
// spooky marks, which the text could be naming instead.
func statesCount(s game.State, text, answer string) bool {
	n := number.FindString(answer)
	if n == "" || !regexp.MustCompile(`(^|\D)`+n+`(\D|$)`).MatchString(text) {
		return false
	}
	for sq := game.Square(1); sq <= 9; sq++ {
		if len(s.Spooky(sq)) > 0 && sq.String() == n {
			return false
		}
	}
	return true
}

// number matches a whole number.
var number = regexp.MustCompile(`\d+`)

// blankBoards writes empty boards to play on, under the rules in brief
// (or, where the guide has none, the rules in one sentence), and a page of
// boards more.
func (p *page) blankBoards(rules []string) {
	pdf := p.pdf
	pdf.AddPage()
	p.text(p.width(), "B", headingSize, lang.L("Boards for playing on paper"))
	pdf.Ln(1)
	if len(rules) == 0 {
		p.text(p.width(), "", textSize, lang.L("Write each move as two small marks with its number (X1, O2, …) in two different squares. When a move closes a cycle, the player who did not close it chooses where the newest mark lands; every mark in the cycle, and every mark attached to it, becomes classical."))
	} else {
		p.text(p.width(), "B", textSize, lang.L("Rules in brief"))
		for _, r := range rules {
			pdf.SetX(margin + indent)
			y := pdf.GetY()
			p.text(p.width()-indent, "", noteSize+1, r)
			end := pdf.GetY()
			pdf.SetXY(margin+indent/3, y)
			p.text(indent, "", noteSize+1, "•")
			pdf.SetY(end + 0.8)
		}
	}
	pdf.Ln(gap)
	p.boardRows()
	pdf.AddPage()
	p.boardRows()
}

// boardRows fills the rest of the page with empty boards, two across.
func (p *page) boardRows() {
	pdf := p.pdf
	across := 2
	space := (p.width() - float64(across)*blankBoard) / float64(across)
	for y := pdf.GetY(); y+blankBoard <= p.bottom(); y += blankBoard + gap + 2 {
		for i := range across {
			drawBoard(p.pdf, game.State{}, margin+space/2+float64(i)*(blankBoard+space), y, blankBoard)
		}
	}
}

// quiz writes the first n questions of the quiz on pages of their own,
// headed by when the class answers them, each with its choices and room to
// say why; the questions after the first inClass are headed as homework.
// The worksheet writes it twice, so that the class answers before and
// after the class on sheets of their own, which can then be compared.
func (p *page) quiz(q *lesson.Quiz, when string, n, inClass int) {
	pdf := p.pdf
	pdf.AddPage()
	p.text(p.width(), "", noteSize+1, q.Title)
	p.text(p.width(), "B", headingSize, when)
	pdf.Ln(2)
	p.nameLine()
	pdf.Ln(gap / 2)
	for i, question := range q.Questions[:n] {
		text := fmt.Sprintf("%d. %s", i+1, question.Text)
		need := p.height(p.width(), "", textSize, text) + p.answerHeight(p.width(), question.Choices)
		if i == inClass {
			need += 2 * lineHeight
		}
		if pdf.GetY()+need > p.bottom() {
			pdf.AddPage()
		}
		if i == inClass {
			pdf.Ln(gap / 2)
			p.text(p.width(), "B", textSize, lang.L("Homework"))
			pdf.Ln(1)
		}
		p.text(p.width(), "", textSize, text)
		p.answerRoom(margin, p.width(), question.Choices)
		pdf.Ln(gap / 2)
	}
}

// nameLine writes the line for the student's name, class and date.
func (p *page) nameLine() {
	p.text(p.width(), "", textSize, lang.L("Name")+": ______________________    "+
		lang.L("Class")+": __________    "+lang.L("Date")+": __________")
}

// turnOver writes "Answer, then turn over" at the foot of the page: the
// next page tells how the collapse that its questions predict went.
func (p *page) turnOver() {
	pdf := p.pdf
	pdf.SetY(p.bottom() - lineHeight)
	pdf.SetFont(family, "B", textSize)
	pdf.CellFormat(0, lineHeight, typeset.Bind(lang.L("Answer, then turn over.")), "", 1, "R", false, 0, "")
}

// answerKey writes the answers to the lesson's questions and to the quiz
// on a page of their own.
func (p *page) answerKey(title string, lesson []string, q *lesson.Quiz) {
	pdf := p.pdf
	pdf.AddPage()
	p.text(p.width(), "B", headingSize, lang.L("Answer key"))
	pdf.Ln(gap / 2)
	p.text(p.width(), "B", textSize, title)
	for _, a := range lesson {
		p.text(p.width(), "", textSize, a)
		pdf.Ln(1)
	}
	pdf.Ln(gap)
	p.text(p.width(), "B", textSize, q.Title)
	for i, question := range q.Questions {
		p.text(p.width(), "", textSize, fmt.Sprintf("%d. %s", i+1, question.Answer))
		pdf.Ln(1)
	}
}

// rgb returns a colour of the app's light palette, for paper. It reads
// only the app's own colours, which need no running app.
func rgb(name fyne.ThemeColorName) (r, g, b int) {
	c := color.NRGBAModel.Convert(style.Theme{Variant: style.VariantLight}.Color(name, theme.VariantLight)).(color.NRGBA)
	return int(c.R), int(c.G), int(c.B)
}
