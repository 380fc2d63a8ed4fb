// Package plan reads the teacher's guide's 45-minute class as one
// sequence that presentation mode walks through with a clicker: the quiz
// before the class, lesson 1, the first stage on paper (after lesson 1,
// whose first question its rules would answer), lessons 2 and 3, the
// class playing in pairs, lesson 7 and the quiz after the class, with its
// answers held like a lesson's, then a closing slide of what is left for
// homework. The words come from the guide and its quiz
// (assets/guide) in the language in force; the order is the guide's
// plan table's. It imports no Fyne.
package plan

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/qttt-edu/qttt/ui/lesson"
)

// Kind is what an item of the plan is.
type Kind int

// The kinds of item.
const (
	Lesson     Kind = iota // a lesson, opened on its own game
	QuizBefore             // the quiz's first questions, without answers: the class writes, or answers each on phones
	PaperStage             // the first stage on paper: pairs play without shared squares
	PairsPlay              // the class plays the full game in pairs, against a timer
	QuizAfter              // the quiz's questions, then each with its answer held
	Homework               // the closing slide: what is left for homework or a second class
)

// kindNames are the kinds' names, as the autosave says which part of
// the plan a restart comes back to.
var kindNames = [...]string{
	Lesson: "lesson", QuizBefore: "quiz-before", PaperStage: "paper-stage",
	PairsPlay: "pairs-play", QuizAfter: "quiz-after", Homework: "homework",
}

// String returns k's name: "quiz-after".
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "kind(" + strconv.Itoa(int(k)) + ")"
	}
	return kindNames[k]
}

// KindNamed returns the kind whose name (String) is name; ok is false
// for none.
func KindNamed(name string) (k Kind, ok bool) {
	for i, n := range kindNames {
		if n == name {
			return Kind(i), true
		}
	}
	return 0, false
}

// Item is an item of the plan: a lesson by name, or a slide of the
// plan's own: its title and steps, questions with their answers held as
// a lesson holds them, and no game.
type Item struct {
	Kind    Kind
	Lesson  string        // a lesson's name, as lesson.Lesson.Name
	Title   string        // a slide's title
	Steps   []lesson.Step // a slide's steps, at no action
	Minutes int           // the item's time in the plan
}

// kinds are the plan's items in the order of the guide's table.
var kinds = []Item{
	{Kind: QuizBefore}, {Kind: Lesson, Lesson: "01-superposition"}, {Kind: PaperStage},
	{Kind: Lesson, Lesson: "02-entanglement"}, {Kind: Lesson, Lesson: "03-long-cycle"},
	{Kind: PairsPlay},
	{Kind: Lesson, Lesson: "07-metaphor"},
	{Kind: QuizAfter},
}

// Read returns the plan of the guide and the quiz, in the Markdown of
// assets/guide/guide.LANG.md and quiz.LANG.md: the rows of the guide's
// plan table (minutes, activity) in the order of kinds; the paper stage
// is the second stage of the section before the plan ("2. **Title:**
// text"), the pairs' slide the first sentence under the heading of their
// minutes ("### 24–32: ..."), the quizzes its questions 1 to N, N as
// their rows say ("questions 1–3").
func Read(guide, quiz []byte) ([]Item, error) {
	q, err := lesson.ParseQuiz(quiz)
	if err != nil {
		return nil, err
	}
	sections := strings.Split("\n"+string(guide), "\n## ")
	at := -1
	var rows [][]string
	for i, s := range sections {
		if r := tableRows(s); len(r) > 0 {
			at, rows = i, r
			break
		}
	}
	switch {
	case at < 1:
		return nil, errors.New("plan: the guide has no plan table after a section")
	case len(rows) != len(kinds):
		return nil, fmt.Errorf("plan: the guide's plan has %d rows, want %d", len(rows), len(kinds))
	}
	items := make([]Item, len(kinds))
	for i, it := range kinds {
		from, to, _ := minutes(rows[i][0])
		it.Minutes = to - from
		it.Title, _, _ = strings.Cut(rows[i][1], ":")
		switch it.Kind {
		case QuizBefore, QuizAfter:
			n, err := quizLength(rows[i][1], len(q.Questions))
			if err != nil {
				return nil, err
			}
			it.Steps = quizSteps(q.Questions[:n], it.Kind == QuizAfter)
		case PaperStage:
			text, err := secondStage(sections[at-1])
			if err != nil {
				return nil, err
			}
			it.Steps = []lesson.Step{{Text: text}}
		case PairsPlay:
			text, err := firstSentenceUnder(string(guide), "### "+rows[i][0]+":")
			if err != nil {
				return nil, err
			}
			it.Steps = []lesson.Step{{Text: text}}
		}
		it.Title = strings.TrimSpace(it.Title)
		items[i] = it
	}
	closing, err := homework(sections[at])
	if err != nil {
		return nil, err
	}
	return append(items, closing), nil
}

// link is a Markdown link: its words and its target.
var link = regexp.MustCompile(`\[([^\]]+)\]\([^)]*\)`)

// homework returns the plan's closing slide from the paragraph under its
// table, whose first sentence names what is left ("Homework, or a second
// class: quiz questions 4–8, and the lessons [A](…), [B](…) and [C](…)."):
// the words before its colon for its title, then the sentence without the
// lessons, and the lessons one a line, for the back row to read.
func homework(section string) (Item, error) {
	lines := strings.Split(section, "\n")
	last := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "|") {
			last = i
		}
	}
	para, _, _ := strings.Cut(strings.TrimSpace(strings.Join(lines[last+1:], "\n")), "\n\n")
	title, text, ok := strings.Cut(firstSentence(para), ": ")
	links := link.FindAllStringSubmatchIndex(text, -1)
	if !ok || len(links) == 0 {
		return Item{}, fmt.Errorf("plan: the paragraph under the plan's table, %q, names no lessons after its title", para)
	}
	// The words before the first lesson and after the last: "quiz
	// questions 4–8, and the lessons", or in Korean and Turkish the word
	// for lessons after them.
	lead := strings.TrimSpace(text[:links[0][0]] + " " + strings.TrimRight(text[links[len(links)-1][1]:], "."))
	lead = strings.Join(strings.Fields(lead), " ")
	r, size := utf8.DecodeRuneInString(lead)
	out := []string{string(unicode.ToUpper(r)) + lead[size:] + ":"}
	for _, m := range links {
		out = append(out, text[m[2]:m[3]])
	}
	return Item{Kind: Homework, Title: strings.TrimSpace(title), Steps: []lesson.Step{{Text: strings.Join(out, "\n")}}}, nil
}

// firstSentence returns para up to its first full stop that ends a
// sentence: one before a space and a letter that is not small ("4–8.
// soruları" goes on).
func firstSentence(para string) string {
	for i := 0; i+2 < len(para); i++ {
		if para[i] == '.' && para[i+1] == ' ' {
			if r, _ := utf8.DecodeRuneInString(para[i+2:]); !unicode.IsLower(r) {
				return para[:i+1]
			}
		}
	}
	return para
}

// span is a range of numbers as the guide writes them: "24–32".
var span = regexp.MustCompile(`(\d+)–(\d+)`)

// minutes returns the numbers of a span, and whether s is one whole.
func minutes(s string) (from, to int, ok bool) {
	m := span.FindStringSubmatch(s)
	if m == nil || m[0] != s {
		return 0, 0, false
	}
	from, _ = strconv.Atoi(m[1])
	to, _ = strconv.Atoi(m[2])
	return from, to, true
}

// tableRows returns the cells of the rows of the plan's table in section
// s: those whose first cell is a span of minutes.
func tableRows(s string) [][]string {
	var rows [][]string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(l, "|") {
			continue
		}
		cells := strings.Split(strings.Trim(l, "| "), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if _, _, ok := minutes(cells[0]); ok && len(cells) == 3 {
			rows = append(rows, cells)
		}
	}
	return rows
}

// quizLength returns how many of the quiz's questions an activity gives,
// as its first span says ("questions 1–4"), out of count.
func quizLength(activity string, count int) (int, error) {
	m := span.FindStringSubmatch(activity)
	if m == nil || m[1] != "1" {
		return 0, fmt.Errorf("plan: %q names no questions 1–N of the quiz", activity)
	}
	n, _ := strconv.Atoi(m[2])
	if n > count {
		return 0, fmt.Errorf("plan: %q names more questions than the quiz's %d", activity, count)
	}
	return n, nil
}

// quizSteps returns the slide of questions qs: one step with every
// question, for the class to write; then a step for each question alone,
// with its choices, for class answers' phones: before the class with no
// answer to hold, after it with its answer held.
func quizSteps(qs []lesson.QuizQuestion, answers bool) []lesson.Step {
	var all []string
	for i, q := range qs {
		all = append(all, strconv.Itoa(i+1)+". "+q.Text)
	}
	steps := []lesson.Step{{Text: strings.Join(all, "\n\n")}}
	for i, q := range qs {
		if answers {
			steps = append(steps, lesson.Step{Question: all[i], Answer: q.Answer, Choices: q.Choices})
		} else {
			steps = append(steps, lesson.Step{Text: all[i], Choices: q.Choices})
		}
	}
	return steps
}

// stage is a numbered stage with a bold title: "2. **Title:** text".
var stage = regexp.MustCompile(`(?m)^2\. \*\*(.+?):?\*\*:?\s*(.+)$`)

// secondStage returns the second stage of the paper stages in section s,
// its title and text as one paragraph.
func secondStage(s string) (string, error) {
	m := stage.FindStringSubmatch(s)
	if m == nil {
		return "", errors.New("plan: the section before the plan has no second stage \"2. **Title:** text\"")
	}
	return m[1] + ": " + m[2], nil
}

// firstSentenceUnder returns the first sentence of the paragraph under
// the heading that starts with heading in md.
func firstSentenceUnder(md, heading string) (string, error) {
	_, after, ok := strings.Cut(md, "\n"+heading)
	if !ok {
		return "", fmt.Errorf("plan: the guide has no heading %q", heading)
	}
	_, body, _ := strings.Cut(after, "\n")
	para, _, _ := strings.Cut(strings.TrimSpace(body), "\n\n")
	if first, _, ok := strings.Cut(para, ". "); ok {
		para = first + "."
	}
	if para == "" {
		return "", fmt.Errorf("plan: nothing under the heading %q", heading)
	}
	return para, nil
}
