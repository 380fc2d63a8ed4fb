package main

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/plan"
)

// Every part of the guide's plan fits its minutes, in every language,
// counted as the teacher walking the plan counted them (timing): the
// slides read aloud, the Page Downs, a minute a lesson question and what
// the guide gives the part besides; and the whole leaves the minute and a
// half the guide promises.
func TestEveryPartFitsItsMinutes(t *testing.T) {
	for _, l := range i18n.Languages {
		tm := &timing{}
		if err := run(l.Tag, tm.screen); err != nil {
			t.Fatal(err)
		}
		if len(tm.parts) != 8 {
			t.Errorf("%s: the plan has %d parts, want the guide's 8", l.Tag, len(tm.parts))
		}
		var sum float64
		for i, p := range tm.parts {
			total := p.minutes()
			sum += total
			if total > float64(p.plan)+0.05 {
				t.Errorf("%s: part %d, %q, takes %.1f minutes, over its %d: %d words read, %d turns, %d questions, %.1f besides",
					l.Tag, i+1, p.title, total, p.plan, p.words, p.turns, p.questions, p.besides)
			}
		}
		// The guide's plan gives no question a second round, saying that
		// its parts leave at least a minute and a half for one.
		if sum > 45-1.5 {
			t.Errorf("%s: the plan takes %.1f minutes, leaving less than the minute and a half the guide promises for a second round", l.Tag, sum)
		}
	}
}

// The model is the t10 teacher walk's: 120 words read aloud take a
// minute, and so do 12 Page Downs and a lesson's question; a quiz's
// questions the class reads as it writes them, and its answers are read
// aloud; the pairs' game takes its timer's minutes.
func TestTimingCountsAsTheTeacherWalked(t *testing.T) {
	words := func(from, n int) string {
		var b strings.Builder
		for i := from; i < from+n; i++ {
			fmt.Fprintf(&b, "w%d ", i)
		}
		return b.String()
	}
	tm := &timing{}
	lesson := plan.Item{Kind: plan.Lesson, Lesson: "02-entanglement", Minutes: 7}
	for i := range 5 { // five steps of 20 words, one asking a question
		tm.screen("S", 1, lesson, "Lesson", words(20*i, 20))
	}
	tm.screen("A", 1, lesson, "Lesson", words(100, 20)) // its answer
	quiz := plan.Item{Kind: plan.QuizAfter, Minutes: 6}
	tm.screen("S", 2, quiz, "Quiz", "1. "+words(200, 30))
	tm.screen("S", 2, quiz, "Quiz", "1. "+words(200, 30)) // the question alone, for the phones
	tm.screen("A", 2, quiz, "Quiz", words(300, 60))
	pairs := plan.Item{Kind: plan.PairsPlay, Minutes: 5}
	tm.screen("S", 3, pairs, "Pairs", words(400, 25))
	for i, want := range []struct {
		words, turns, questions int
		minutes                 float64
	}{
		{120, 6, 1, 1 + 0.5 + 1},
		{60, 3, 0, 0.5 + 0.25 + 3.5},
		{0, 0, 0, 5},
	} {
		p := tm.parts[i]
		if p.words != want.words || p.turns != want.turns || p.questions != want.questions || math.Abs(p.minutes()-want.minutes) > 1e-9 {
			t.Errorf("%s: %d words, %d turns, %d questions, %.2f minutes; want %d, %d, %d, %.2f",
				p.title, p.words, p.turns, p.questions, p.minutes(), want.words, want.turns, want.questions, want.minutes)
		}
	}
}
