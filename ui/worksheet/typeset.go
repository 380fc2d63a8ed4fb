//go:build !js

package worksheet

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// nbsp is the no-break space: fpdf breaks lines only at ordinary spaces.
const nbsp = "\u00a0"

// typeset joins with no-break spaces the words that printed text in Polish,
// Czech and Russian keeps on one line: a one-letter word and the word after
// it (pl «w domu», cs «v poli», ru «в клетке», so that no line ends in
// «w», «v» or «в»), and a word and the number or mark name after it (cs
// «poli 5», ru «выбор O?»).
func typeset(s string) string {
	words := strings.Split(s, " ")
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			if oneLetter(words[i-1]) || numberOrMark(w) {
				b.WriteString(nbsp)
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(w)
	}
	return b.String()
}

// oneLetter reports whether w is a word of one letter, after any opening
// quotes or brackets.
func oneLetter(w string) bool {
	w = strings.TrimLeftFunc(w, func(r rune) bool { return unicode.IsPunct(r) })
	r, n := utf8.DecodeRuneInString(w)
	return n > 0 && n == len(w) && unicode.IsLetter(r)
}

// numberOrMark reports whether w, without the punctuation after it, is a
// number ("5", "24") or a mark's or player's name ("X1", "O").
func numberOrMark(w string) bool {
	w = strings.TrimRightFunc(w, func(r rune) bool { return unicode.IsPunct(r) })
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
