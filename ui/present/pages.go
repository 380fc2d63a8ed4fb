package present

import (
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
)

// A slide's text is laid out here, line by line, in the sizes of the
// theme it is shown in, and cut into pages that each fit the room whole:
// what is measured is what is drawn, so a page is never scrolled or cut.

// line is a line of a slide's text as it is drawn.
type line struct {
	text  string
	style Style
	gap   bool // a paragraph starts here: half a line's space above it
}

// page is the lines of a slide shown at once.
type page []line

// measure returns the size of text in style s as drawn.
type measure func(text string, s Style) fyne.Size

// wrap breaks text into lines no wider than width, at spaces; a word
// wider than the line is broken where it must be. Each "\n" starts a new
// line.
func wrap(text string, s Style, width float32, m measure) []string {
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		now := ""
		for _, word := range strings.Fields(para) {
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
// names, on a page of their own where they do not fit the rest of one.
func paginate(blocks []Block, width, height float32, m measure, gap float32) (pages []page, starts []int) {
	lines := make([][]line, len(blocks))
	needs := make([]float32, len(blocks))
	for i, b := range blocks {
		for _, para := range strings.Split(b.Text, "\n") {
			if strings.TrimSpace(para) == "" {
				continue
			}
			for j, l := range wrap(para, b.Style, width, m) {
				lines[i] = append(lines[i], line{text: l, style: b.Style, gap: j == 0})
			}
		}
		for _, l := range lines[i] {
			needs[i] += lineHeight(l, m, gap)
		}
	}
	var now page
	used := float32(0)
	for i := range blocks {
		need, labelled := needs[i], i > 0 && blocks[i-1].Style == Label
		if blocks[i].Style == Label && i+1 < len(blocks) {
			need += needs[i+1]
		}
		// A label that does not fit with what it names takes that to a
		// new page; what a label names stays with it.
		if len(now) > 0 && used+need > height && (need <= height || blocks[i].Style == Label) && !labelled {
			pages, now, used = append(pages, now), nil, 0
		}
		starts = append(starts, len(pages))
		for _, l := range lines[i] {
			if len(now) > 0 && used+lineHeight(l, m, gap) > height {
				pages, now, used = append(pages, now), nil, 0
			}
			if len(now) == 0 {
				l.gap = false
			}
			now = append(now, l)
			used += lineHeight(l, m, gap)
		}
	}
	if len(now) > 0 || len(pages) == 0 {
		pages = append(pages, now)
	}
	return pages, starts
}

// lineHeight returns the height l takes on a page.
func lineHeight(l line, m measure, gap float32) float32 {
	h := m("Mg", l.style).Height
	if l.gap {
		h += gap
	}
	return h
}
