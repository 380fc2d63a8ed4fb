//go:build !js

package worksheet

import (
	"bufio"
	"bytes"
	"regexp"
	"strconv"
	"strings"
)

// Rules returns the rules in brief from the teacher's guide md, in the
// Markdown of assets/guide: the items of the list in the section whose
// "## " heading is heading, without Markdown's emphasis. It returns nil if
// the guide has no such section.
func Rules(md []byte, heading string) []string {
	var rules []string
	in := false
	sc := bufio.NewScanner(bytes.NewReader(md))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "#"):
			if in {
				return rules
			}
			in = strings.TrimSpace(strings.TrimLeft(line, "#")) == heading
		case !in:
		case strings.HasPrefix(line, "- "):
			rules = append(rules, plain(line[2:]))
		case strings.HasPrefix(line, "  ") && len(rules) > 0 && strings.TrimSpace(line) != "":
			rules[len(rules)-1] = join(rules[len(rules)-1], plain(strings.TrimSpace(line)))
		}
	}
	return rules
}

// plain drops Markdown's emphasis and code marks from a line of text.
func plain(s string) string {
	return strings.NewReplacer("**", "", "`", "").Replace(strings.TrimSpace(s))
}

// QuizParts returns how many of the quiz's n questions the class answers
// before the class and how many in class after it, as the teacher's guide
// md plans them: its plan's table starts with the quiz before the class
// and ends with the quiz after it, each naming its questions "1–N". Where
// the guide says nothing, the class answers all n both times.
func QuizParts(md []byte, n int) (before, after int) {
	var rows []string
	for _, line := range strings.Split(string(md), "\n") {
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		if len(cells) == 3 && minutes.MatchString(strings.TrimSpace(cells[0])) {
			rows = append(rows, cells[1])
		}
	}
	count := func(i int) int {
		if i < 0 || i >= len(rows) {
			return n
		}
		m := questions.FindStringSubmatch(rows[i])
		if m == nil {
			return n
		}
		k, err := strconv.Atoi(m[1])
		if err != nil || k < 1 || k > n {
			return n
		}
		return k
	}
	return count(0), count(len(rows) - 1)
}

// minutes matches the first cell of a row of the guide's plan, a span of
// minutes ("24–32"); questions a span of the quiz's questions ("1–3").
var (
	minutes   = regexp.MustCompile(`^\d+–\d+$`)
	questions = regexp.MustCompile(`(?:^|\D)1–(\d+)(?:\D|$)`)
)

// join joins two pieces of one paragraph.
func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + " " + b
}
