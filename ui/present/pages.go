package present

import (
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/internal/typeset"
)

// A slide's text is laid out here, line by line, in the sizes of the
// theme it is shown in, and cut into pages that each fit the room whole:
// what is measured is what is drawn, so a page is never scrolled or cut.

// line is a line of a slide's text as it is drawn.
type line struct {
	text  string
	style Style
	gap   bool // a paragraph starts here: half a line's space above it
	at    spot // where in the slide's body the line starts
}

// spot is a place in a slide's body: a block, and a word of its text.
type spot struct{ block, word int }

// before reports whether s comes before t in the body.
func (s spot) before(t spot) bool {
	return s.block < t.block || s.block == t.block && s.word < t.word
}

// page is the lines of a slide shown at once.
type page []line

// text returns the page's words as the class reads them, a paragraph a
// line: its lines joined where the column's width wrapped them.
func (pg page) text() string {
	var b strings.Builder
	for i, l := range pg {
		switch {
		case i == 0:
		case l.gap || l.at.word == 0:
			b.WriteByte('\n')
		default:
			b.WriteByte(' ')
		}
		b.WriteString(l.text)
	}
	return b.String()
}

// anchor returns the spot a page is kept by when the pages are cut anew
// (a resize, or the chart under the board narrowing it): the start of
// the last block that starts on it, the question the class was reading
// below the end of the step's text; else where it starts.
func (pg page) anchor() spot {
	for i := len(pg) - 1; i >= 0; i-- {
		if pg[i].at.word == 0 && pg[i].at.block > 0 {
			return pg[i].at
		}
	}
	if len(pg) == 0 {
		return spot{}
	}
	return pg[0].at
}

// measure returns the size of text in style s as drawn.
type measure func(text string, s Style) fyne.Size

// wrap breaks text into lines no wider than width, at spaces, but not
// after a one-letter word or before a number or a mark's name (package
// typeset), unless those words alone are wider than the line; a word
// wider than the line is broken where it must be. Each "\n" starts a new
// line.
func wrap(text string, s Style, width float32, m measure) []string {
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		var words []string
		for _, piece := range typeset.Words(para) {
			if m(piece, s).Width > width {
				words = append(words, strings.Fields(piece)...)
			} else {
				words = append(words, piece)
			}
		}
		now := ""
		for _, word := range words {
			next := word
			if now != "" {
				next = now + " " + word
			}
			if m(next, s).Width <= width {
				now = next
				continue
			}
			if now != "" {
				lines = append(lines, now)
			}
			for m(word, s).Width > width && utf8.RuneCountInString(word) > 1 {
				head := breakWord(word, s, width, m)
				lines = append(lines, head)
				word = word[len(head):]
			}
			now = word
		}
		lines = append(lines, now)
	}
	return lines
}

// breakWord returns the longest start of word, a rune at least, no wider
// than width.
func breakWord(word string, s Style, width float32, m measure) string {
	end := 0
	for i := range word {
		if i > 0 && m(word[:i], s).Width > width {
			break
		}
		end = i
	}
	if end == 0 {
		_, n := utf8.DecodeRuneInString(word)
		end = n
	}
	return word[:end]
}

// paginate lays out blocks at width and cuts them into pages no higher
// than height, with m measuring a line in each style and gap the space
// above a paragraph. It also returns the page where each block starts. A
// block starts a page of its own when its lines (up to a page's worth) do
// not fit on the rest of the page before it, so that a question and its
// answer read from their first lines; a Label block keeps to the block it
// names, on a page of their own where they do not fit the rest of one;
// a Label that ends the body names nothing (how to answer a question on
// a phone) and keeps to the block before it, as a label does to what it
// names. A
// paragraph longer than the room left turns the page at the end of a
// sentence, where one leaves at least half that room filled, so that the
// class reads whole sentences before each Page Down (but an item of a
// numbered list, a quiz's question, turns the page before it where it
// fits one whole); else it goes whole
// to the next page if it fits one, and is cut at a line only if not.
// The first page is first high, the others rest: a page after the first
// has the room of the slide's headline.
func paginate(blocks []Block, width, first, rest float32, m measure, gap float32) (pages []page, starts []int) {
	height := first
	needs := make([]float32, len(blocks))
	for i, b := range blocks {
		for _, para := range paragraphs(b.Text) {
			for j, l := range wrap(para, b.Style, width, m) {
				needs[i] += lineHeight(line{text: l, style: b.Style, gap: j == 0}, m, gap)
			}
		}
	}
	var now page
	used := float32(0)
	turn := func() { pages, now, used, height = append(pages, now), nil, 0, rest }
	// room returns how many of lines fit on the rest of the page, one at
	// least on an empty page.
	room := func(lines []line) int {
		k, h := 0, used
		for _, l := range lines {
			if len(now)+k == 0 {
				l.gap = false
			}
			if len(now)+k > 0 && h+lineHeight(l, m, gap) > height {
				break
			}
			h += lineHeight(l, m, gap)
			k++
		}
		return k
	}
	words := 0 // the words of the block laid out so far
	// fits reports whether lines fit on a page of their own, after this.
	fits := func(lines []line) bool {
		h := float32(0)
		for i, l := range lines {
			if i == 0 {
				l.gap = false
			}
			h += lineHeight(l, m, gap)
		}
		return h <= rest
	}
	add := func(l line) {
		if len(now) == 0 {
			l.gap = false
		}
		l.at = spot{len(starts) - 1, words}
		words += len(strings.Fields(l.text))
		now = append(now, l)
		used += lineHeight(l, m, gap)
	}
	for i, b := range blocks {
		need, labelled := needs[i], i > 0 && blocks[i-1].Style == Label
		if b.Style == Label && i+1 < len(blocks) {
			need += needs[i+1]
		}
		if i+2 == len(blocks) && blocks[i+1].Style == Label {
			need += needs[i+1] // a last label, naming none, stays with this block
		}
		// A label that does not fit with what it names takes that to a
		// new page; what a label names stays with it.
		if len(now) > 0 && used+need > height && (need <= rest || b.Style == Label) && !labelled {
			turn()
		}
		starts = append(starts, len(pages))
		words = 0
		for _, para := range paragraphs(b.Text) {
			lines := wrapped(para, b.Style, width, m, true)
			for {
				k := room(lines)
				if k == len(lines) {
					for _, l := range lines {
						add(l)
					}
					break
				}
				if len(now) > 0 && numbered(para) && fits(lines) { // a list's item whole on the next page
					turn()
					continue
				}
				if head, rest, ok := sentenceBreak(para, k, b.Style, width, m); ok {
					for _, l := range wrapped(head, b.Style, width, m, lines[0].gap) {
						add(l)
					}
					turn()
					para, lines = rest, wrapped(rest, b.Style, width, m, false)
					continue
				}
				if len(now) > 0 && fits(lines) { // whole on the next page: no line of it left alone
					turn()
					continue
				}
				for _, l := range lines[:k] {
					add(l)
				}
				turn()
				lines = lines[k:]
				para = "" // the rest is cut by lines, no longer at sentences
			}
		}
	}
	if len(now) > 0 || len(pages) == 0 {
		pages = append(pages, now)
	}
	return pages, starts
}

// numbered reports whether para is an item of a numbered list ("2. …"):
// a page turns before it rather than within it, where it fits a page.
func numbered(para string) bool {
	digits := strings.TrimLeft(para, "0123456789")
	return len(digits) < len(para) && (strings.HasPrefix(digits, ". ") || strings.HasPrefix(digits, ") "))
}

// paragraphs returns the paragraphs of text, its lines that hold words.
func paragraphs(text string) []string {
	var paras []string
	for _, p := range strings.Split(text, "\n") {
		if strings.TrimSpace(p) != "" {
			paras = append(paras, p)
		}
	}
	return paras
}

// wrapped returns the lines of paragraph para at width, the first with
// the space above a paragraph if gap.
func wrapped(para string, s Style, width float32, m measure, gap bool) []line {
	var lines []line
	for j, l := range wrap(para, s, width, m) {
		lines = append(lines, line{text: l, style: s, gap: gap && j == 0})
	}
	return lines
}

// sentenceBreak returns paragraph para cut after its last sentence whose
// lines at width are at most k, and at least half of k; ok is false if
// no sentence ends there (or para is "": its lines are cut already). A
// paragraph's first word is no sentence: a question's number ("2.") stays
// with its question.
func sentenceBreak(para string, k int, s Style, width float32, m measure) (head, rest string, ok bool) {
	for end := len(para); end > 0; end-- {
		if end == len(para) || para[end] != ' ' || !endsSentence(para[:end]) || !strings.Contains(strings.TrimSpace(para[:end]), " ") {
			continue
		}
		n := len(wrap(para[:end], s, width, m))
		if n > k {
			continue
		}
		if 2*n < k {
			return "", "", false
		}
		return para[:end], strings.TrimSpace(para[end:]), true
	}
	return "", "", false
}

// endsSentence reports whether text ends a sentence: with a full stop, a
// question or exclamation mark or an ellipsis, and any closing quotes or
// brackets after it.
func endsSentence(text string) bool {
	text = strings.TrimRight(text, "\"')]»”’")
	r, _ := utf8.DecodeLastRuneInString(text)
	return strings.ContainsRune(".?!…", r)
}

// pageOf returns the page of pages that shows spot at: the last that
// starts before it or there.
func pageOf(pages []page, at spot) int {
	p := 0
	for i, pg := range pages {
		if len(pg) > 0 && !at.before(pg[0].at) {
			p = i
		}
	}
	return p
}

// lineHeight returns the height l takes on a page.
func lineHeight(l line, m measure, gap float32) float32 {
	h := m("Mg", l.style).Height
	if l.gap {
		h += gap
	}
	return h
}
