//go:build !js

package worksheet

import (
	"io"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"

	"github.com/qttt-edu/qttt/ui/internal/typeset"
)

// WriteGuide writes the teacher's guide, md in the Markdown of
// assets/guide, in language, as a PDF to w: its headings, paragraphs with
// bold and italics, lists, quotes and tables. Links print as their text.
func WriteGuide(w io.Writer, md []byte, language, title string) error {
	pdf := newDocument(language, title)
	pdf.AddPage()
	doc := goldmark.New(goldmark.WithExtensions(extension.Table)).Parser().Parse(text.NewReader(md))
	g := &guideWriter{page: page{pdf: pdf}, src: md}
	g.blocks(doc)
	if err := pdf.Error(); err != nil {
		return err
	}
	return pdf.Output(w)
}

// guideWriter writes Markdown blocks to a PDF.
type guideWriter struct {
	page
	src []byte
}

// The sizes of the guide's headings, by level, in points.
var headingSizes = map[int]float64{1: titleSize, 2: headingSize, 3: textSize + 1.5}

// indent is how far a list item or a quote stands in, in mm.
const indent = 7.0

// keepWithHeading is the least room below a heading for what follows it, in
// mm: with less, the heading starts the next page.
const keepWithHeading = 30.0

// blocks writes the blocks under n.
func (g *guideWriter) blocks(n ast.Node) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		g.block(c)
	}
}

// block writes one block.
func (g *guideWriter) block(n ast.Node) {
	pdf := g.pdf
	switch b := n.(type) {
	case *ast.Heading:
		size := headingSizes[min(b.Level, 3)]
		if pdf.GetY()+keepWithHeading > g.bottom() {
			pdf.AddPage() // a heading stays with what follows it
		}
		pdf.Ln(size / 4)
		g.inline(b, "B", size)
		pdf.Ln(lineHeight*size/textSize + 1)
	case *ast.Paragraph, *ast.TextBlock:
		g.inline(b, "", textSize)
		pdf.Ln(lineHeight + 1.5)
	case *ast.List:
		number := b.Start
		for item := b.FirstChild(); item != nil; item = item.NextSibling() {
			marker := "•"
			if b.IsOrdered() {
				marker = strconv.Itoa(number) + "."
				number++
			}
			g.indented(func() {
				left, _, _, _ := pdf.GetMargins()
				pdf.SetFont(family, "", textSize)
				pdf.SetX(left - indent)
				pdf.CellFormat(indent, lineHeight, marker, "", 0, "L", false, 0, "")
				g.blocks(item)
			})
		}
		pdf.Ln(1)
	case *ast.Blockquote:
		pdf.SetTextColor(70, 70, 70)
		g.indented(func() { g.blocks(b) })
		pdf.SetTextColor(0, 0, 0)
	case *east.Table:
		g.table(b)
	case *ast.ThematicBreak:
		left, _, right, _ := pdf.GetMargins()
		w, _ := pdf.GetPageSize()
		pdf.Line(left, pdf.GetY(), w-right, pdf.GetY())
		pdf.Ln(2)
	default:
		g.blocks(b)
	}
}

// indented runs write with the left margin one indent further in.
func (g *guideWriter) indented(write func()) {
	left, _, _, _ := g.pdf.GetMargins()
	g.pdf.SetLeftMargin(left + indent)
	g.pdf.SetX(left + indent)
	write()
	g.pdf.SetLeftMargin(left)
	g.pdf.SetX(left)
}

// inline writes the text under n as one flowing paragraph, in style at
// size, bold and italics added where the Markdown asks.
func (g *guideWriter) inline(n ast.Node, style string, size float64) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch t := c.(type) {
		case *ast.Text:
			g.pdf.SetFont(family, style, size)
			s := string(t.Segment.Value(g.src))
			if t.SoftLineBreak() {
				s += " "
			}
			g.pdf.Write(lineHeight*size/textSize, typeset.Bind(s))
			if t.HardLineBreak() {
				g.pdf.Ln(lineHeight * size / textSize)
			}
		case *ast.String:
			g.pdf.SetFont(family, style, size)
			g.pdf.Write(lineHeight*size/textSize, typeset.Bind(string(t.Value)))
		case *ast.Emphasis:
			add := "I"
			if t.Level == 2 {
				add = "B"
			}
			g.inline(t, addStyle(style, add), size)
		default: // links, code: their text
			g.inline(c, style, size)
		}
	}
}

// addStyle adds the fpdf style letter add ("B" or "I") to style.
func addStyle(style, add string) string {
	if strings.Contains(style, add) {
		return style
	}
	if add == "B" {
		return "B" + style
	}
	return style + add
}

// plain returns the text under n without its markup.
func (g *guideWriter) plain(n ast.Node) string {
	var b strings.Builder
	ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := c.(*ast.Text); ok && entering {
			b.Write(t.Segment.Value(g.src))
			if t.SoftLineBreak() {
				b.WriteByte(' ')
			}
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// table writes a table with ruled cells, its header row bold on a shade,
// each column as wide as its longest text needs within the page.
func (g *guideWriter) table(t *east.Table) {
	pdf := g.pdf
	var rows [][]string
	for row := t.FirstChild(); row != nil; row = row.NextSibling() {
		var cells []string
		for cell := row.FirstChild(); cell != nil; cell = cell.NextSibling() {
			cells = append(cells, g.plain(cell))
		}
		rows = append(rows, cells)
	}
	widths := g.columnWidths(rows)
	const pad = 1.5
	for i, cells := range rows {
		style := ""
		if i == 0 {
			style = "B"
		}
		pdf.SetFont(family, style, textSize)
		h := 0.0
		for j, c := range cells {
			h = max(h, float64(len(pdf.SplitText(c, widths[j]-2*pad)))*lineHeight)
		}
		h += 2 * pad
		if pdf.GetY()+h > g.bottom() {
			pdf.AddPage()
		}
		x, y := pdf.GetX(), pdf.GetY()
		for j, c := range cells {
			if i == 0 {
				pdf.SetFillColor(shade, shade, shade)
				pdf.Rect(x, y, widths[j], h, "F")
			}
			pdf.SetDrawColor(150, 150, 150)
			pdf.Rect(x, y, widths[j], h, "D")
			pdf.SetXY(x+pad, y+pad)
			pdf.MultiCell(widths[j]-2*pad, lineHeight, c, "", "L", false)
			x += widths[j]
		}
		pdf.SetXY(margin, y+h)
	}
	pdf.Ln(3)
}

// columnWidths shares the page's width among the columns of rows in
// proportion to the longest text of each, none narrower than its longest
// word, which the widest column makes room for.
func (g *guideWriter) columnWidths(rows [][]string) []float64 {
	const room = 6 // mm around a cell's text: its padding and fpdf's cell margins
	g.pdf.SetFont(family, "B", textSize)
	longest := make([]float64, len(rows[0]))
	words := make([]float64, len(rows[0]))
	for j := range longest {
		for _, r := range rows {
			if j >= len(r) {
				continue
			}
			longest[j] = max(longest[j], g.pdf.GetStringWidth(r[j]))
			for _, w := range strings.Fields(r[j]) {
				words[j] = max(words[j], g.pdf.GetStringWidth(w)+room)
			}
		}
	}
	total := sumOf(longest)
	widths := make([]float64, len(longest))
	widest := 0
	for j, l := range longest {
		widths[j] = max(min(l+room, g.width()*l/total), words[j])
		if widths[j] > widths[widest] {
			widest = j
		}
	}
	widths[widest] += g.width() - sumOf(widths) // takes what is left, or gives what is missing
	return widths
}

// sumOf adds up xs.
func sumOf(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}
