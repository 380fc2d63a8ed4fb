package present

import (
	"slices"
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
	pages, starts := paginate(blocks, 6, 5, 5, monospace, 0)
	if len(pages) != 4 || starts[2] != 1 || starts[3] != 1 || pages[1][0].text != "Answer" || pages[1][1].text != "xxxx" {
		t.Errorf("pages %v, blocks starting at %v: want the label on page 2 before the answer", pages, starts)
	}
	for i, p := range pages {
		if len(p) > 5 {
			t.Errorf("page %d holds %d lines, more than its 5", i+1, len(p))
		}
	}
}

// A paragraph longer than its page turns the page at the end of a
// sentence, so that the class reads whole sentences before each Page
// Down; where no sentence ends in the second half of the page, the
// paragraph goes whole to the next page if it fits one, else it turns at
// a line. No word is lost or repeated.
func TestPaginateTurnsAtTheEndOfASentence(t *testing.T) {
	// Six lines of 12: "aaa bbb ccc." "ddd eee fff" "ggg hhh iii" "jjj.) kkk"…
	sentences := "aaa bbb ccc. ddd eee fff ggg hhh iii (jjj.) kkk lll mmm nnn ooo ppp qqq."
	pages, _ := paginate([]Block{{Text: sentences}}, 12, 5, 5, monospace, 0)
	if len(pages) != 2 || len(pages[0]) != 4 || pages[0][3].text != "(jjj.)" || pages[1][0].text != "kkk lll mmm" {
		t.Errorf("pages %v: want the first to end with the sentence that ends at \"(jjj.)\"", pages)
	}
	early := "aaa bbb ccc. ddd eee fff ggg hhh iii jjj kkk lll mmm nnn ooo ppp qqq rrr."
	pages, _ = paginate([]Block{{Text: early}}, 12, 5, 5, monospace, 0)
	if len(pages) != 2 || len(pages[0]) != 5 {
		t.Errorf("pages %v: a sentence ending on the page's first line turns no page; want 5 lines on the first", pages)
	}
	// A paragraph of one sentence that a page holds whole goes whole to
	// the next page: "shows why." is never left alone on a page.
	pages, _ = paginate([]Block{{Text: "aaa.\nbbb.\nccc.\nddd eee fff ggg hhh iii jjj kkk lll mmm nnn ooo."}}, 12, 5, 5, monospace, 0)
	if len(pages) != 2 || len(pages[0]) != 3 || pages[1][0].text != "ddd eee fff" || len(pages[1]) != 4 {
		t.Errorf("pages %v: want the last paragraph whole on the second page", pages)
	}
	for _, text := range []string{sentences, early, strings.Repeat("word ", 40) + "end."} {
		pages, _ := paginate([]Block{{Text: "Title"}, {Text: text}}, 12, 5, 5, monospace, 0)
		var words []string
		for _, p := range pages {
			if len(p) > 5 {
				t.Errorf("a page of %d lines, more than 5", len(p))
			}
			for _, l := range p {
				words = append(words, strings.Fields(l.text)...)
			}
		}
		if got, want := strings.Join(words, " "), "Title "+strings.Join(strings.Fields(text), " "); got != want {
			t.Errorf("the pages hold %q, want %q", got, want)
		}
	}
}

func TestWrapKeepsOneLetterWordsOffTheLineEnd(t *testing.T) {
	// Polish and Czech typography: no line ends in a one-letter word, and a
	// number stays with the word before it.
	got := wrap("nigdy na obu. W grze jest pole 5", Plain, 16, monospace)
	want := []string{"nigdy na obu.", "W grze jest", "pole 5"}
	if !slices.Equal(got, want) {
		t.Errorf("wrap = %q, want %q", got, want)
	}
	// Words kept together but wider than the line alone break as words.
	if got, want := wrap("a verylongword", Plain, 12, monospace), []string{"a", "verylongword"}; !slices.Equal(got, want) {
		t.Errorf("wrap = %q, want %q", got, want)
	}
}

// A line ends short only where the words kept together would not fit
// it: after a comma or a full stop a line may end, so that a list of
// squares or a sentence that starts with a mark is no piece as long as a
// line (teacher walk t10 m5: "one half; in / square 4, O completes 1, 4,
// 7." and "not of / physics. O closed it").
func TestWrapFillsTheLineBeforeAListOfSquares(t *testing.T) {
	for _, c := range []struct {
		text  string
		width float32
		want  []string
	}{
		{"one half; in square 4, O completes 1, 4, 7.", 32, []string{"one half; in square 4,", "O completes 1, 4, 7."}},
		{"not of physics. O closed it, so X chooses", 20, []string{"not of physics.", "O closed it,", "so X chooses"}},
	} {
		if got := wrap(c.text, Plain, c.width, monospace); !slices.Equal(got, c.want) {
			t.Errorf("wrap at %v = %q, want %q", c.width, got, c.want)
		}
	}
}

// A numbered question at the foot of a page keeps its number: "2." ends
// no sentence, so the page never turns between a number and its text.
func TestPaginateKeepsAQuestionsNumberWithIt(t *testing.T) {
	blocks := []Block{{Text: "aaa bbb ccc ddd eee fff ggg hhh iii jjj kkk lll.\n2. Can one be much more likely than the other?"}}
	pages, _ := paginate(blocks, 12, 6, 6, monospace, 0)
	for i, p := range pages {
		if last := p[len(p)-1].text; strings.TrimSpace(last) == "2." {
			t.Errorf("page %d of %v ends with the question's number alone", i+1, pages)
		}
	}
	if len(pages) < 2 || !strings.HasPrefix(pages[1][0].text, "2.") {
		t.Errorf("pages %v: want the numbered question whole on the second page", pages)
	}
}

// A page after the first has the room of the slide's headline: more
// lines than the first, so that a long answer's end joins the page
// before rather than a page of its own.
func TestPaginateGivesLaterPagesTheHeadlinesRoom(t *testing.T) {
	text := strings.Repeat("aaa bbb ccc. ", 9) // nine lines of 12
	pages, _ := paginate([]Block{{Text: text}}, 12, 4, 5, monospace, 0)
	if len(pages) != 2 || len(pages[0]) != 4 || len(pages[1]) != 5 {
		t.Errorf("pages %v: want 4 lines on the first page and the other 5 on the second", pages)
	}
}

// A list of numbered questions turns its pages between questions, never
// within one: the quiz before the class at 1024×768 broke question 2
// after its first sentence (teacher walk t10 m2).
func TestPaginateTurnsBetweenNumberedQuestions(t *testing.T) {
	list := "1. aaa bbb ccc.\n\n2. ddd eee fff. Can one be ggg hhh? Say why.\n\n3. iii jjj kkk?"
	pages, _ := paginate([]Block{{Text: list}}, 12, 4, 6, monospace, 0)
	if len(pages) != 2 || len(pages[0]) != 2 || pages[0][1].text != "ccc." || pages[1][0].text != "2. ddd eee" {
		t.Errorf("pages %v: want question 1 on the first page and question 2 whole from the top of the second", pages)
	}
}

// A label that ends the body ("Answer on your phone: …") stays on the
// page of the question before it: where the two do not fit the rest of
// the page, the question goes with it to the next, never the label alone
// (teacher walk t10 m1).
func TestPaginateKeepsALastLabelWithTheQuestion(t *testing.T) {
	blocks := []Block{{Text: "aaa bbb ccc ddd eee fff"}, {Text: "qqq rrr?", Style: Strong},
		{Text: "Answer on your phone", Style: Label}}
	pages, starts := paginate(blocks, 12, 4, 5, monospace, 0)
	if len(pages) != 2 || starts[1] != 1 || starts[2] != 1 {
		t.Errorf("pages %v, blocks starting at %v: want the question and the label together on page 2", pages, starts)
	}
}
