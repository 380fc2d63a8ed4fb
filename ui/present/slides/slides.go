// Package slides makes what the class sees in presentation mode from
// the model: the plan's slides with the pairs' timer, a lesson's step
// beside the board (or the picture the step asks for), the glossary, what
// came of playing on from a lesson, or the board, the possible boards or
// the graph with what the explanation says. It turns the model as it is
// into one present.Slide, reading nothing of the window.
package slides

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/plan"
	"github.com/qttt-edu/qttt/ui/present"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/teach"
)

// Slides is what the class sees in presentation mode, made from the
// model: the plan's slides (package plan), a lesson's step beside the
// board, or the board (or the possible boards, or the graph, at the
// board's size) with what the Explain tab says. It keeps only the views
// a slide shows.
type Slides struct {
	model     Source
	board     fyne.CanvasObject
	status    func() coach.Status // the status line's words, whose headline a slide of the board shows
	graph     *teach.Graph        // the graph at the board's size; nil until first shown
	boards    *teach.BoardsGrid   // the possible boards at the board's size; nil until first shown
	paths     *teach.TwoPaths     // a lesson step's two paths in place of the board; nil until first shown
	countdown *present.Countdown  // the pairs' timer, running while their slide is on show
}

// Source is what the slides read of the window's model (a
// *model.Model), and change nothing of: the game, the lessons and the
// step on show, the plan, and the view modes that decide what the class
// sees.
type Source interface {
	Game() session.View
	Lesson() (*lesson.Lesson, int)
	Lessons() []*lesson.Lesson
	Step() int
	Revealed(step int) bool
	Upcoming() int
	InWhatIf() (l *lesson.Lesson, step int, ok bool)
	Narrating() bool
	Picture() lesson.Picture
	Asking() bool
	HoldsOdds() bool
	Tossed() bool
	Tosses() int
	PathBlocked() bool

	Presented() bool
	Blank() bool
	Tab() model.Tab
	Aside() bool
	BoardsOnShow() bool
	GraphOnShow() bool
	GlossaryOnShow() bool

	Slide() (*plan.Item, int)
	PlanAt() int
	PlanTitle(i int) string
	PlanNextTitle() string
	PlanStatus() model.PlanStatus
}

// New returns the slides of the class from m, beside the board b, where
// status is the status line's words.
func New(m Source, b fyne.CanvasObject, status func() coach.Status) *Slides {
	return &Slides{model: m, board: b, status: status}
}

// LoadPlan reads the plan of the class from the teacher's guide in the
// language in force. A guide without its plan leaves the plan empty, and
// Page Down steps through lessons as before.
func LoadPlan() []plan.Item {
	language := i18n.InForce()
	guide, err := assets.GuideFile("guide", language)
	if err == nil {
		var quiz []byte
		if quiz, err = assets.GuideFile("quiz", language); err == nil {
			var items []plan.Item
			if items, err = plan.Read(guide, quiz); err == nil {
				return items
			}
		}
	}
	fyne.LogError("the plan of the teacher's guide", err)
	return nil
}

// Answers is what class answers add in presentation mode: their part of
// the class view's slide, and the live count for the presenter view (""
// while they are off).
type Answers interface {
	OnSlide(present.Slide) present.Slide
	PresenterLine() string
}

// View returns presentation mode as the model has it: whether it is on,
// the lesson's step and the position on show for the presenter view, the
// slide on show with what answers add to it, and where the plan stands.
// mo is what the Explain tab tells, made by the render pass from the
// model.
func (sl *Slides) View(answers Answers, mo narrate.Moment) present.View {
	m := sl.model
	l, i := m.Lesson()
	v := present.View{Presented: m.Presented(), Blank: m.Blank(), Lesson: l, Step: m.Step(), OnShow: m.Game().OnShow(),
		LessonIndex: i, Asking: m.Asking(), Coin: m.Game().Chance(), Tossed: m.Tossed(),
		Paths: m.Picture() == lesson.PictureTwoPaths, PathBlocked: m.PathBlocked(), Boards: m.BoardsOnShow(),
		Glossary: m.GlossaryOnShow(), Aside: m.Aside(), Refused: m.Game().Refusal(), Answers: answers.PresenterLine()}
	if bl, step, ok := m.InWhatIf(); ok {
		v.WhatIf = lang.L("What if…? {{.Next}} or {{.WhatIf}} comes back to “{{.Title}}”, step {{.Step}}.",
			map[string]any{"Next": command.KeyLabel(command.NextStep), "WhatIf": command.KeyLabel(command.WhatIf), "Title": bl.Title, "Step": step + 1})
	} else if l == nil {
		v.Upcoming = lang.L("No lesson is open.")
		if next := m.Upcoming(); next >= 0 {
			v.Upcoming = lang.L("No lesson is open: {{.Key}} opens “{{.Title}}”.", map[string]any{"Key": command.KeyLabel(command.NextStep), "Title": m.Lessons()[next].Title})
		}
		if title := m.PlanNextTitle(); title != "" {
			v.Upcoming = lang.L("No lesson is open: {{.Key}} opens “{{.Title}}”.", map[string]any{"Key": command.KeyLabel(command.NextStep), "Title": title})
		}
	}
	if v.Presented {
		v.Slide = answers.OnSlide(sl.Slide(mo))
		v.Plan = present.PlanStatus(m.PlanStatus())
	}
	return v
}

// Slide returns the slide the model puts on show, where mo is what the
// Explain tab tells; in a what-if branch, under a line that says so, with
// the lesson's step it comes back to (teacher walk t15 m4: the class took
// the branch's result for the lesson's).
func (sl *Slides) Slide(mo narrate.Moment) present.Slide {
	s := sl.slide(mo)
	if l, step, ok := sl.model.InWhatIf(); ok && !sl.model.GlossaryOnShow() {
		s.Kicker = lang.L("What if…?") + " · " + l.Title + " · " +
			lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": step + 1, "Count": len(l.Steps)})
	}
	return s
}

// slide returns the slide the model puts on show, as Slide without the
// what-if line.
func (sl *Slides) slide(mo narrate.Moment) present.Slide {
	m := sl.model
	if m.GlossaryOnShow() {
		return glossarySlide()
	}
	if item, i := m.Slide(); item != nil {
		return sl.planSlide(*item, i)
	}
	sl.countdown.Stop()
	visual := sl.visual()
	if l, i := m.Lesson(); l != nil && !m.Narrating() {
		s := stepSlide(l.Steps, m)
		s.Key = fmt.Sprintf("lesson %d step %d", i, m.Step())
		switch g := m.Game(); {
		case m.Tossed():
			// The coin's toss for the step's collapse goes under the
			// step's text, which the class reads on, page by page, as
			// the same slide (teacher walk t15 E1: it wiped the step),
			// in place of the step's last paragraph, which said to
			// choose where the mark lands or to let the coin (teacher
			// walk t17 #3: it still did after the toss).
			s.Body = append(withoutLastParagraph(s.Body), sl.playedOn()...)
		case g.Shown() > l.Steps[m.Step()].Actions:
			s.Body, s.Focus = sl.playedOn(), 0
			s.Key += fmt.Sprintf(" played on %d", g.Generation())
		}
		s.Kicker = lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": m.Step() + 1, "Count": len(l.Steps)})
		if m.Game().Chance() {
			s.Kicker += " · " + lang.L("Coin variant on")
		}
		s.Headline, s.Visual = l.Title, visual
		return s
	}
	if l := playedFrom(m); l != nil && !m.Narrating() && !m.BoardsOnShow() {
		// The class played on from the lesson, which closed it: the
		// lesson's title and what came of the game, not the review, whose
		// words are for a student alone (teacher walk t8 m6).
		return present.Slide{Key: fmt.Sprintf("played on %d", m.Game().Generation()), Visual: visual,
			Headline: l.Title, Body: sl.playedOn()}
	}
	return sl.explainSlide(visual, mo)
}

// playedFrom returns the lesson from whose last step the game on show
// goes on, nil for none: in the plan, its lesson last open; else, of the
// lessons whose last step of two actions or more the game goes on from,
// the one with the most, the later of two with as many (whose game goes
// on from the earlier's).
func playedFrom(m Source) *lesson.Lesson {
	r, shown := m.Game().Record(), m.Game().Shown()
	actions := func(l *lesson.Lesson) int { return l.Steps[len(l.Steps)-1].Actions }
	goesOn := func(l *lesson.Lesson) bool {
		n := actions(l)
		if n < 2 || n >= shown {
			return false
		}
		lr := l.RecordAt(len(l.Steps) - 1)
		for i := range n {
			if lr.Action(i) != r.Action(i) {
				return false
			}
		}
		return true
	}
	var from *lesson.Lesson
	for _, l := range m.Lessons() {
		if at := m.PlanAt(); at >= 0 && l.Title != m.PlanTitle(at) {
			continue
		}
		if goesOn(l) && (from == nil || actions(l) >= actions(from)) {
			from = l
		}
	}
	return from
}

// playedOn returns what the class reads once it has played on from a
// lesson's step, in place of the step's text, which spoke of the
// position before: what the last collapse did (who chose where a mark
// landed, or that the coin did, and the marks that became classical),
// then the result, or whose turn it is.
func (sl *Slides) playedOn() []present.Block {
	g := sl.model.Game()
	r, n := g.Record(), g.Shown()
	var body []present.Block
	if act := r.Action(n - 1); act.Kind == game.Choose {
		if cascade, err := r.StateAt(n - 1).Preview(act.Squares[0]); err == nil {
			marks := make([]game.Mark, len(cascade))
			for i, l := range cascade {
				marks[i] = l.Mark
			}
			told := narrate.Choice(cascade[0].Mark, act.Squares[0], g.ByCoin(n-1))
			if t := sl.model.Tosses(); t > 1 { // each T shows, even where the coin lands as before
				told = lang.L("Toss {{.Count}}: {{.Mark}} lands in square {{.Square}}.", map[string]any{"Count": t, "Mark": cascade[0].Mark.String(), "Square": int(act.Squares[0])})
			}
			body = append(body, present.Block{Text: told + " " +
				i18n.N("{{.Count}} marks became classical: {{.Marks}}.", len(cascade), map[string]any{"Count": len(cascade), "Marks": i18n.List(marks)})})
		}
	}
	s := r.StateAt(n)
	switch lines := s.Lines(); {
	case s.Over() && len(lines) == 0:
		body = append(body, present.Block{Text: lang.L("Draw"), Style: present.Strong})
	case s.Over():
		win := lines[0]
		body = append(body, present.Block{Text: lang.L("{{.Player}} wins", map[string]any{"Player": win.Player}), Style: present.Strong},
			present.Block{Text: lang.L("{{.Player}} has three classical marks in a row: squares {{.Squares}}.",
				map[string]any{"Player": win.Player, "Squares": i18n.List(win.Squares[:])})})
	case s.Phase() == game.PhaseChoose && g.Chance():
		body = append(body, present.Block{Text: lang.L("A coin decides the collapse"), Style: present.Strong})
	case s.Phase() == game.PhaseChoose:
		body = append(body, present.Block{Text: lang.L("{{.Player}} chooses the collapse", map[string]any{"Player": s.ToAct()}), Style: present.Strong})
	default:
		body = append(body, present.Block{Text: lang.L("{{.Player}} to move", map[string]any{"Player": s.ToMove()}), Style: present.Strong})
	}
	return body
}

// glossarySlide returns the glossary: each word above its meaning, under
// how to leave it.
func glossarySlide() present.Slide {
	s := present.Slide{Key: "glossary", Headline: lang.L("Glossary"),
		Kicker: lang.L("Every word the lessons use")}
	for _, t := range teach.Glossary() {
		s.Body = append(s.Body, present.Block{Text: t.Word, Style: present.Label}, present.Block{Text: t.Meaning})
	}
	return s
}

// visual returns the picture beside a slide's text: the lesson
// step's picture (the two paths, path A blocked by the E key), the
// possible boards or the graph at the board's size when their tab is on
// show (the possible boards never while a question is held), else the
// board.
func (sl *Slides) visual() fyne.CanvasObject {
	m, s := sl.model, sl.model.Game().OnShow()
	switch {
	case m.Picture() == lesson.PictureTwoPaths:
		if sl.paths == nil {
			sl.paths = teach.NewTwoPathsPicture()
		}
		sl.paths.SetBlocked(m.PathBlocked())
		return sl.paths
	case m.BoardsOnShow():
		if sl.boards == nil {
			sl.boards = teach.NewBoardsGrid()
		}
		sl.boards.SetState(s)
		return sl.boards
	case m.Tab() == model.TabGraph || m.GraphOnShow():
		if sl.graph == nil {
			sl.graph = teach.NewGraph()
		}
		sl.graph.SetState(s)
		return sl.graph
	}
	return sl.board
}

// explainSlide returns the board (or visual) with the status line's
// headline and what the Explain tab says of the position, then the
// computer's advice (a hint, a review), or the count of the possible
// boards while they are on show. The empty board's explanation waits
// until asked (F1): before the class, it would answer the quiz they are
// writing. mo is what the Explain tab tells.
func (sl *Slides) explainSlide(visual fyne.CanvasObject, mo narrate.Moment) present.Slide {
	m, g := sl.model, sl.model.Game()
	t := sl.status()
	s := present.Slide{Visual: visual, Headline: t.Headline,
		Key: fmt.Sprintf("explain %d %d %v", g.Generation(), m.Tab(), m.Narrating())}
	if l, _ := m.Lesson(); l != nil {
		s.Kicker = l.Title + " · " + lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": m.Step() + 1, "Count": len(l.Steps)})
	}
	if m.BoardsOnShow() {
		st := g.OnShow()
		s.Body = []present.Block{{Text: narrate.Boards(st, st.Ensemble(), m.HoldsOdds())}}
		return s
	}
	if g.OnShow().Moves() > 0 || m.Narrating() {
		for _, l := range explanationLines(narrate.Explain(mo)) {
			s.Body = append(s.Body, present.Block{Text: l})
		}
	}
	for _, l := range t.Advice { // asked for: on the empty board too
		s.Body = append(s.Body, present.Block{Text: l, Style: present.Strong})
	}
	return s
}

// explanationLines returns what e says of the topic that applies now,
// or of superposition, where the game begins, when none does.
func explanationLines(e narrate.Explanation) []string {
	switch e.Active {
	case narrate.Entanglement:
		return e.Entanglement
	case narrate.Collapse:
		return e.Collapse
	}
	return e.Superposition
}

// stepSlide returns the text of the step on show of steps: its text, its
// question, and once revealed its answer, where the slide opens; with no
// menu's name (NoMenus).
func stepSlide(steps []lesson.Step, m Source) present.Slide {
	st := steps[m.Step()]
	var s present.Slide
	if st.Text != "" {
		s.Body = append(s.Body, present.Block{Text: NoMenus(st.Text)})
	}
	if st.Question != "" {
		s.Body = append(s.Body, present.Block{Text: NoMenus(st.Question), Style: present.Strong})
	}
	if st.Answer != "" && m.Revealed(m.Step()) {
		s.Focus = len(s.Body)
		s.Body = append(s.Body, present.Block{Text: lang.L("Answer"), Style: present.Label}, present.Block{Text: NoMenus(st.Answer)})
	}
	return s
}

// menuPath is a menu's path in brackets, as a step names it for a student
// at the window: " (Teach › Coin variant)".
var menuPath = regexp.MustCompile(`\s*\([^()]*›[^()]*\)`)

// NoMenus returns a lesson's text as the class view shows it, without
// the menus' paths it names: the class view has no menu, and the teacher
// has the key the text names with it (teacher walk t17 #3: "press C
// (Teach › Coin variant)" on the projector).
func NoMenus(text string) string { return menuPath.ReplaceAllString(text, "") }

// withoutLastParagraph returns body without the last paragraph of its
// first block, the step's text: all of it if it has one paragraph.
func withoutLastParagraph(body []present.Block) []present.Block {
	if len(body) == 0 {
		return body
	}
	out := slices.Clone(body)
	if i := strings.LastIndex(out[0].Text, "\n"); i >= 0 {
		out[0].Text = strings.TrimRight(out[0].Text[:i], "\n")
		return out
	}
	return out[1:]
}

// planSlide returns the plan's item it, the i-th, at the model's step:
// the pairs' slide with their timer, running while it is on show.
func (sl *Slides) planSlide(it plan.Item, i int) present.Slide {
	m := sl.model
	s := stepSlide(it.Steps, m)
	s.Key = fmt.Sprintf("plan %d step %d", i, m.Step())
	s.Headline = it.Title
	if it.Kind == plan.PairsPlay {
		if sl.countdown == nil {
			sl.countdown = present.NewCountdown(time.Duration(it.Minutes) * time.Minute)
		}
		sl.countdown.Start()
		s.Visual = sl.countdown
	} else {
		sl.countdown.Stop()
	}
	return s
}
