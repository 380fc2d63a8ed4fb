package present

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// monospace measures a character 1 wide and a line 1 high.
func monospace(text string, _ Style) fyne.Size {
	return fyne.NewSize(float32(len([]rune(text))), 1)
}

// Lines break at spaces within the width; a word wider than a line
// breaks where it must; a paragraph starts a line of its own.
func TestWrapBreaksAtSpaces(t *testing.T) {
	got := wrap("one two three four\nfive sixseveneight", Plain, 9, monospace)
	want := []string{"one two", "three", "four", "five", "sixsevene", "ight"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("wrap: %q, want %q", got, want)
	}
}

// A question and a long answer: the answer's label starts a page with
// the answer's first line, never alone at the foot of the question's.
func TestPaginateKeepsTheLabelWithTheAnswer(t *testing.T) {
	blocks := []Block{{Text: "aaaa bbbb cccc"}, {Text: "qqqq?", Style: Strong},
		{Text: "Answer", Style: Label}, {Text: strings.Repeat("xxxx ", 12)}}
	pages, starts := paginate(blocks, 6, 5, monospace, 0)
	if len(pages) != 4 || starts[2] != 1 || starts[3] != 1 || pages[1][0].text != "Answer" || pages[1][1].text != "xxxx" {
		t.Errorf("pages %v, blocks starting at %v: want the label on page 2 before the answer", pages, starts)
	}
	for i, p := range pages {
		if len(p) > 5 {
			t.Errorf("page %d holds %d lines, more than its 5", i+1, len(p))
		}
	}
}
