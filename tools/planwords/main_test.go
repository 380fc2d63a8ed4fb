package main

import (
	"testing"

	"github.com/qttt-edu/qttt/ui/i18n"
)

// Every part of the guide's plan fits its minutes, in every language,
// counted as a teacher walking the plan counts them (timing): the slides
// read aloud, a minute a lesson question and what the guide gives the
// part besides.
func TestEveryPartFitsItsMinutes(t *testing.T) {
	for _, l := range i18n.Languages {
		tm := &timing{}
		if err := run(l.Tag, tm.screen); err != nil {
			t.Fatal(err)
		}
		if len(tm.parts) != 8 {
			t.Errorf("%s: the plan has %d parts, want the guide's 8", l.Tag, len(tm.parts))
		}
		for i, p := range tm.parts {
			if total := p.minutes(); total > float64(p.plan)+0.05 {
				t.Errorf("%s: part %d, %q, takes %.1f minutes, over its %d: %d words read, %d questions, %.1f besides",
					l.Tag, i+1, p.title, total, p.plan, p.words, p.questions, p.besides)
			}
		}
	}
}
