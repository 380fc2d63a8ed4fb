package lesson

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Choices are the answers a question offers the class, so that every
// student commits to one before the answer is shown: with a show of hands,
// or on a phone. A lesson writes them in a "#choices:" line after its "#?"
// lines, and the quiz in a "<!-- choices: ... -->" line below its question.
// The line names the kind of choice and the right one, and is the same in
// every language:
//
//	#choices: square 3             the squares 1 to 9; square 3 is right
//	#choices: player X             X, O or nobody
//	#choices: yes-no no            yes or no
//	#choices: count 3 of 2 3 4 8   the counts listed after "of"
//
// A "#!" answer says in words which choice is right; the tests check with
// the engine and the solver that the game agrees.
type Choices struct {
	Kind   Kind
	Values []string // every value offered, in the order a screen shows them
	Right  string   // the right value, one of Values
}

// Kind is the kind of answer a question's choices offer.
type Kind string

// The kinds of choice, with the values each offers. Values are not
// translated: a screen shows a square or a count as its number, and
// translates "yes", "no" and "nobody".
const (
	Squares Kind = "square" // "1" to "9", the squares in reading order
	Players Kind = "player" // "X", "O" and "nobody"
	YesNo   Kind = "yes-no" // "yes" and "no"
	Counts  Kind = "count"  // whole numbers, listed in the question's line
)

// The values of Players and YesNo.
const (
	Nobody = "nobody"
	Yes    = "yes"
	No     = "no"
)

// The limits of a Counts question: a phone shows its counts as buttons.
const (
	minCounts = 2
	maxCounts = 6
	maxCount  = 99
)

// IsRight reports whether value is the right choice.
func (c *Choices) IsRight(value string) bool { return value == c.Right }

// Offers reports whether value is one of the choices.
func (c *Choices) Offers(value string) bool { return slices.Contains(c.Values, value) }

// String returns the choices as a lesson writes them after "#choices:".
func (c *Choices) String() string {
	if c.Kind == Counts {
		return fmt.Sprintf("%s %s of %s", c.Kind, c.Right, strings.Join(c.Values, " "))
	}
	return fmt.Sprintf("%s %s", c.Kind, c.Right)
}

// ParseChoices reads choices as written after "#choices:": a kind and the
// right value, and for counts "of" and the counts offered, in increasing
// order.
func ParseChoices(text string) (*Choices, error) {
	fields := strings.Fields(text)
	if len(fields) < 2 {
		return nil, fmt.Errorf("choices %q: write the kind and the right choice: \"square 3\", \"player X\", \"yes-no no\" or \"count 3 of 2 3 4 8\"", text)
	}
	c := &Choices{Kind: Kind(fields[0]), Right: fields[1]}
	switch c.Kind {
	case Squares:
		c.Values = []string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}
	case Players:
		c.Values = []string{"X", "O", Nobody}
	case YesNo:
		c.Values = []string{Yes, No}
	case Counts:
		if len(fields) < 3 || fields[2] != "of" {
			return nil, fmt.Errorf("choices %q: list the counts offered after \"of\": \"count 3 of 2 3 4 8\"", text)
		}
		c.Values = fields[3:]
		if err := checkCounts(c.Values); err != nil {
			return nil, fmt.Errorf("choices %q: %w", text, err)
		}
		fields = fields[:2]
	default:
		return nil, fmt.Errorf("choices %q: the kind is \"square\", \"player\", \"yes-no\" or \"count\"", text)
	}
	switch {
	case len(fields) > 2:
		return nil, fmt.Errorf("choices %q: one right choice, after the kind", text)
	case !c.Offers(c.Right):
		return nil, fmt.Errorf("choices %q: %q is not one of %s", text, c.Right, strings.Join(c.Values, ", "))
	}
	return c, nil
}

// checkCounts checks the counts a question offers: a few whole numbers,
// written plainly, in increasing order.
func checkCounts(counts []string) error {
	if len(counts) < minCounts || len(counts) > maxCounts {
		return fmt.Errorf("offer %d to %d counts", minCounts, maxCounts)
	}
	last := -1
	for _, s := range counts {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n > maxCount || strconv.Itoa(n) != s {
			return fmt.Errorf("%q is not a count from 0 to %d", s, maxCount)
		}
		if n <= last {
			return fmt.Errorf("list the counts in increasing order, each once")
		}
		last = n
	}
	return nil
}
