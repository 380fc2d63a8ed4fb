// Package answers lets a class answer the projector's question on their
// phones: a small web server that the teacher starts, a phone page
// embedded in it, rounds as in Peer Instruction (answer, see the spread,
// discuss, answer again, reveal), the normalized gain between a pre-quiz
// and a post-quiz, and a CSV export of the counts. It keeps anonymous
// counts only and shows nothing a phone sends but a count. It imports no
// Fyne: the app's screens read its Room.
package answers

import (
	"fmt"
	"strconv"
	"strings"
)

// A Choice is one answer a phone can give: a typed value that the phone
// names in its own language, never text. On the wire it is its string:
// "square:1" … "square:9", "x", "o", "nobody", "yes", "no", "count:0" …
// "count:999".
type Choice string

// The choices that are words.
const (
	X      Choice = "x"      // the mark X
	O      Choice = "o"      // the mark O
	Nobody Choice = "nobody" // neither X nor O
	Yes    Choice = "yes"
	No     Choice = "no"
)

// MaxCount is the largest count a choice can be.
const MaxCount = 999

// Square is the choice of square n, 1–9 (numbered row by row from the top
// left, as on the board).
func Square(n int) Choice { return Choice("square:" + strconv.Itoa(n)) }

// Count is the choice of the number n, 0–MaxCount.
func Count(n int) Choice { return Choice("count:" + strconv.Itoa(n)) }

// Square returns the square the choice names, and whether it names one.
func (c Choice) Square() (int, bool) { return c.number("square:", 1, 9) }

// Count returns the number the choice names, and whether it names one.
func (c Choice) Count() (int, bool) { return c.number("count:", 0, MaxCount) }

func (c Choice) number(prefix string, min, max int) (int, bool) {
	digits, ok := strings.CutPrefix(string(c), prefix)
	if !ok || digits == "" || len(digits) > 3 || (len(digits) > 1 && digits[0] == '0') {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	if err != nil || n < min || n > max || strconv.Itoa(n) != digits {
		return 0, false
	}
	return n, true
}

// Valid reports whether c is one of the choices a phone can name.
func (c Choice) Valid() bool {
	switch c {
	case X, O, Nobody, Yes, No:
		return true
	}
	if _, ok := c.Square(); ok {
		return true
	}
	_, ok := c.Count()
	return ok
}

// checkChoices reports why a question's choices cannot be asked: none or
// one, too many, one that is not a choice, or one twice.
func checkChoices(choices []Choice) error {
	if len(choices) < 2 {
		return fmt.Errorf("answers: a question needs at least two choices, has %d", len(choices))
	}
	if len(choices) > maxChoices {
		return fmt.Errorf("answers: a question has at most %d choices, has %d", maxChoices, len(choices))
	}
	seen := map[Choice]bool{}
	for _, c := range choices {
		if !c.Valid() {
			return fmt.Errorf("answers: %q is not a choice", c)
		}
		if seen[c] {
			return fmt.Errorf("answers: %q is a choice twice", c)
		}
		seen[c] = true
	}
	return nil
}

// maxChoices is the most choices a question has: the nine squares, or
// a count from 0 to 11.
const maxChoices = 12

// index returns the place of c among choices, or -1.
func index(choices []Choice, c Choice) int {
	for i, x := range choices {
		if x == c {
			return i
		}
	}
	return -1
}
