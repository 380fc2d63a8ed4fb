// Package typeset keeps together, in text laid out in lines, the words
// that Polish, Czech and Russian typography does not split at a line's
// end: a one-letter word and the word after it (pl «w domu», cs «v poli»,
// ru «в клетке», so that no line ends in «w», «v» or «в»), and a word
// and the number or mark name after it (cs «poli 5», ru «выбор O?»), and
// a dash and the word before it, since no line starts with a dash (ru
// «монетка — правило»), and the terms of a product or sum ("2 × 2 = 4"). The rules do no harm in the other languages, so
// they apply to every text.
package typeset

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// NoBreak is the no-break space.
const NoBreak = "\u00a0"

// Bind returns s with a no-break space between the words kept together,
// for a layout that breaks lines at ordinary spaces only (the PDF
// writer's).
func Bind(s string) string {
	words := strings.Split(s, " ")
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			if together(words[i-1], w) {
				b.WriteString(NoBreak)
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(w)
	}
	return b.String()
}

// Words splits a paragraph at the spaces where a line may break, as
// strings.Fields does, but keeps the words kept together in one piece,
// joined by a space: a layout that breaks lines only between the pieces
// (the slides') needs no no-break space, which Fyne's own text wrapping
// would break at like any other space.
func Words(para string) []string {
	var pieces []string
	prev := ""
	for _, w := range strings.Fields(para) {
		if len(pieces) > 0 && together(prev, w) {
			pieces[len(pieces)-1] += " " + w
		} else {
			pieces = append(pieces, w)
		}
		prev = w
	}
	return pieces
}

// together reports whether word w stays on the line of the word before
// it, prev. After a comma, a full stop, a colon or a closing bracket a
// line may end, whatever comes next: else a list of squares ("completes
// 1, 4, 7.") or a sentence that starts with a mark ("physics. O closed
// it") would be bound into one piece as long as a line, which goes to the
// next line whole and leaves the line before it short (teacher walk t10
// m5).
func together(prev, w string) bool {
	switch {
	case dash(w) || operator(w) || operator(prev):
		return true
	case endsInPunct(prev):
		return false
	}
	return oneLetter(prev) || numberOrMark(w)
}

// endsInPunct reports whether w ends in a punctuation mark.
func endsInPunct(w string) bool {
	r, _ := utf8.DecodeLastRuneInString(w)
	return unicode.IsPunct(r)
}

// operator reports whether w is an arithmetic sign standing as a word, as
// in "2 × 2 × 2 = 8": a product or a sum is not split at a line's end.
func operator(w string) bool {
	switch w {
	case "×", "=", "+", "·":
		return true
	}
	return false
}

// dash reports whether w is a dash standing as a word: an em dash, or
// the en dash that some texts space as one.
func dash(w string) bool {
	return w == "—" || w == "–"
}

// oneLetter reports whether w is a word of one letter, after any opening
// quotes or brackets.
func oneLetter(w string) bool {
	w = strings.TrimLeftFunc(w, unicode.IsPunct)
	r, n := utf8.DecodeRuneInString(w)
	return n > 0 && n == len(w) && unicode.IsLetter(r)
}

// numberOrMark reports whether w, without the punctuation after it, is a
// number ("5", "24") or a mark's or player's name ("X1", "O").
func numberOrMark(w string) bool {
	w = strings.TrimRightFunc(w, unicode.IsPunct)
	if w == "" {
		return false
	}
	if w[0] == 'X' || w[0] == 'O' {
		w = w[1:]
	}
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
