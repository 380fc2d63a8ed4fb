//go:build !js

package worksheet

import (
	"bufio"
	"bytes"
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
