// Command planwords prints what the class sees of the guide's plan, in the
// order a clicker's Page Down shows it, for .ci/class-rehearsal to check
// on the projector: one line a screen, tab-separated: "S", the plan
// item's number, its kind (lesson, quiz-before, paper, pairs or
// quiz-after), its minutes in the plan and its title, then a step's text
// and question; or "A" and the same, then the step's answer, which the
// next Page Down shows. The
// words are read as the app reads them (ui/plan, ui/lesson), in the
// language given.
//
//	go run ./tools/planwords en
//
// With -minutes it prints instead how long each part of the plan takes
// against its minutes, counted as the fresh teacher walking the plan
// counted them (reviews t10, "Timing"): its slides read aloud at
// WordsPerMinute, each screen once (a quiz's question shown again alone,
// for the phones, is not read again); TurnSeconds for each Page Down the
// class version takes (each step, each answer shown, each step a "#-" line
// splits off; not the pages a slide is cut into to fit a screen, which
// depend on its size); a minute for each question the class answers in a
// lesson; and what the guide's plan gives the part besides (besides). A
// quiz is written alone: the class reads its questions as it writes, in
// the minutes besides, and the answers after the class are read aloud.
//
//	go run ./tools/planwords -minutes en
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/plan"
)

func main() {
	minutes := flag.Bool("minutes", false, "print each part's minutes against the plan's")
	flag.Parse()
	language := "en"
	if flag.NArg() > 0 {
		language = flag.Arg(0)
	}
	show := screen
	if *minutes {
		t := &timing{}
		show = t.screen
		defer t.print()
	}
	if err := run(language, show); err != nil {
		fmt.Fprintln(os.Stderr, "planwords:", err)
		os.Exit(1)
	}
}

// run shows the plan's screens in language, one by one.
func run(language string, screen func(kind string, n int, it plan.Item, title, text string)) error {
	lessons, err := lesson.Load(assets.LessonFiles(), language)
	if err != nil {
		return err
	}
	guide, err := assets.GuideFile("guide", language)
	if err != nil {
		return err
	}
	quiz, err := assets.GuideFile("quiz", language)
	if err != nil {
		return err
	}
	items, err := plan.Read(guide, quiz)
	if err != nil {
		return err
	}
	for i, it := range items {
		title, steps := it.Title, it.Steps
		if it.Kind == plan.Lesson {
			l := find(lessons, it.Lesson)
			if l == nil {
				return fmt.Errorf("the plan's lesson %q is not bundled", it.Lesson)
			}
			title, steps = l.Title, l.Steps
		}
		for _, st := range steps {
			screen("S", i+1, it, title, st.Text+" "+st.Question)
			if st.Question != "" && st.Answer != "" {
				screen("A", i+1, it, title, st.Answer)
			}
		}
	}
	return nil
}

// find returns the lesson called name among lessons, nil for none.
func find(lessons []*lesson.Lesson, name string) *lesson.Lesson {
	for _, l := range lessons {
		if l.Name == name {
			return l
		}
	}
	return nil
}

// kinds names the kinds of plan item.
var kinds = map[plan.Kind]string{plan.Lesson: "lesson", plan.QuizBefore: "quiz-before", plan.PaperStage: "paper",
	plan.PairsPlay: "pairs", plan.QuizAfter: "quiz-after", plan.Homework: "homework"}

// screen prints one screen's line.
func screen(kind string, n int, it plan.Item, title, text string) {
	fmt.Printf("%s\t%d\t%s\t%d\t%s\t%s\n", kind, n, kinds[it.Kind], it.Minutes, title, strings.Join(strings.Fields(text), " "))
}

// WordsPerMinute is how fast a teacher reads a slide aloud to a class.
const WordsPerMinute = 120

// TurnSeconds is what a Page Down costs the class: the press, and the
// room finding its place on the new screen.
const TurnSeconds = 5

// besides is what the guide's plan gives a part besides reading its
// slides, turning them and a minute for each lesson question, in minutes,
// by the part's kind or its lesson's name: handing out the quiz (1) and
// writing it alone, then tapping on the phones (4); a round of the stage
// on paper in pairs (2); the pairs' game, its timer, which runs from the
// Page Down that shows it; lesson 7's E blocking path A (1), the class's
// prediction before it being a lesson question, and the coin's toss (½);
// writing the quiz after the class (3) and tapping it (0.5). A second
// round on a question would be a minute more: the plan gives none.
var besides = map[string]float64{"quiz-before": 5, "paper": 2, "07-metaphor": 1.5, "quiz-after": 3.5}

// timing adds up the minutes of the plan's parts, screen by screen.
type timing struct {
	parts []part
}

// part is a part of the plan as timing counts it.
type part struct {
	title     string
	kind      string
	plan      int      // its minutes in the plan
	words     int      // the words read aloud
	turns     int      // the Page Downs that show its screens
	questions int      // the lesson's questions, a minute each
	besides   float64  // what the plan gives it besides
	read      []string // the screens read, to read a screen shown again only once
}

// screen counts one screen of the plan item it, the n-th.
func (t *timing) screen(kind string, n int, it plan.Item, title, text string) {
	if it.Kind == plan.Homework {
		return // the closing slide, on show as the class ends: no minutes of its own
	}
	if len(t.parts) < n {
		p := part{title: title, kind: kinds[it.Kind], plan: it.Minutes, besides: besides[kinds[it.Kind]] + besides[it.Lesson]}
		if it.Kind == plan.PairsPlay {
			p.besides = float64(it.Minutes)
		}
		t.parts = append(t.parts, p)
	}
	p := &t.parts[n-1]
	if it.Kind != plan.PairsPlay {
		p.turns++
	}
	text = strings.Join(strings.Fields(text), " ")
	if kind == "A" && it.Kind == plan.Lesson {
		p.questions++
	}
	for _, seen := range p.read {
		if strings.Contains(seen, text) {
			return
		}
	}
	p.read = append(p.read, text)
	if it.Kind != plan.PairsPlay && (it.Kind != plan.QuizBefore && it.Kind != plan.QuizAfter || kind == "A") {
		p.words += len(strings.Fields(text))
	}
}

// reading returns the minutes p takes to read its slides aloud.
func (p part) reading() float64 { return float64(p.words) / WordsPerMinute }

// turning returns the minutes p's Page Downs take.
func (p part) turning() float64 { return float64(p.turns) * TurnSeconds / 60 }

// minutes returns how long p takes.
func (p part) minutes() float64 {
	return p.reading() + p.turning() + float64(p.questions) + p.besides
}

// print prints a line a part: its minutes as counted against the plan's,
// and how they add up; then the plan's total.
func (t *timing) print() {
	var sum float64
	start := 0
	for i, p := range t.parts {
		total := p.minutes()
		sum += total
		verdict := "fits"
		if total > float64(p.plan)+0.05 {
			verdict = fmt.Sprintf("over by %.1f", total-float64(p.plan))
		}
		fmt.Printf("%d\t%d–%d\t%-11s\t%4.1f of %2d min\t%s\t%d words read (%.1f min) + %d turns (%.1f min) + %d questions + %.1f besides\t%s\n",
			i+1, start, start+p.plan, p.kind, total, p.plan, verdict, p.words, p.reading(), p.turns, p.turning(), p.questions, p.besides, p.title)
		start += p.plan
	}
	fmt.Printf("\t\t%-11s\t%4.1f of %2d min\n", "total", sum, start)
}
