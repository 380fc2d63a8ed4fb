package present

import (
	"math"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/style"
)

// presenter is the teacher's window on the laptop's screen while the main
// window shows the class, full screen, on the projector (a second screen):
// at the top what the teacher must know (the step, whether its answer is
// held, the coin, the projector blacked out, the minutes); then, first and
// whole, the question the class is asked with its answer, the step on
// show and the next one; the lessons to open; and buttons, with their
// keys, for what the keys do and for the teacher's guide, in text read
// from a step away. The keys work in it as in the main window.
type presenter struct {
	win  fyne.Window
	deck *Deck // the class view's slides: which page of how many is on show

	state              *widget.Label // the step, its answer, the coin, black, the minutes
	stepHeading, step  *widget.Label // the lesson's step on show
	nextHeading, next  *widget.Label // the step after it
	ask, answer        *widget.Label
	askHeading         *widget.Label   // whether the class sees the question: "Ask the class", or "You could also ask"
	question           *fyne.Container // ask and answer, hidden when the position asks nothing
	whatIf, skip, toss *widget.Button  // what if…? and back; skip a question held, its answer unshown; toss the coin again
	paths              *widget.Button  // block path A of the two paths in place of the board, or open it
	whatIfLabels       [2]string       // whatIf's, out of a what-if branch and in one
	pathsLabels        [2]string       // paths', path A open and blocked
	notes              *fyne.Container // all of the above but state: laid out again when their text changes
	scroll             *container.Scroll
	shown              View                            // the lesson and step last shown: the scroll goes to the top at another
	lessons            *lessonList                     // the lessons, the one open selected
	lessonList         []Choice                        // what lessons lists
	keys               *fyne.Container                 // the buttons of the presenter's commands
	swapHint           *widget.Label                   // "Wrong screen? F12 swaps", when the app guessed which screen is the laptop's (showSwapHint)
	look               *Autoscale                      // the laptop's theme, enlarged to the window
	body               *fyne.Container                 // all but the theme
	perScale           float32                         // the body's least width at a theme scale of 1, the largest measured
	since              time.Time                       // when presentation mode began
	planBegan          time.Time                       // when the plan began, once a view of it came; zero before
	now                func() time.Time                // the clock
	after              func(d time.Duration, f func()) // runs f on the main goroutine after d: the stage's timer
	clockRun           int                             // which run of the minutes' clock may tick; a stopped or restarted clock's ticks do nothing
}

// newPresenter opens the presenter's window of the main window of h, in
// theme th (the app's theme is the projector's), with h's tabs and
// lessons, and the window's commands c and their keys; its minutes' clock
// waits with after.
func newPresenter(h Host, c Commands, th style.Theme, after func(time.Duration, func())) *presenter {
	p := &presenter{
		win:         fyne.CurrentApp().NewWindow(lang.L("Presenter view")),
		state:       &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord},
		stepHeading: &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord},
		step:        &widget.Label{Wrapping: fyne.TextWrapWord},
		nextHeading: &widget.Label{Text: lang.L("Next step"), TextStyle: fyne.TextStyle{Bold: true}},
		next:        &widget.Label{Wrapping: fyne.TextWrapWord},
		ask:         &widget.Label{Wrapping: fyne.TextWrapWord},
		askHeading:  &widget.Label{TextStyle: fyne.TextStyle{Bold: true}},
		answer:      &widget.Label{Wrapping: fyne.TextWrapWord},
		swapHint: &widget.Label{Text: lang.L("Wrong screen? {{.Key}} swaps", map[string]any{"Key": command.KeyLabel(command.SwapScreens)}), TextStyle: fyne.TextStyle{Bold: true},
			Alignment: fyne.TextAlignCenter, Wrapping: fyne.TextWrapWord},
		lessonList: h.Lessons(),
		now:        time.Now,
		after:      after,
	}
	p.since = p.now()
	p.swapHint.Hide()
	// The buttons of the moment, above the question: what if…? in a
	// lesson (back to it in a branch), skipping a question held, and
	// tossing the coin again after its toss, and blocking path A where the
	// two paths are in place of the board.
	button := func(id command.ID) *widget.Button {
		spec := command.Find(c.Table(), id)
		label := spec.Label
		if spec.Key != "" {
			label += " (" + command.KeyName(spec.Key) + ")"
		}
		return widget.NewButtonWithIcon(label, spec.Icon, func() { c.Invoke(id) })
	}
	p.whatIf, p.skip, p.toss = button(command.WhatIf), button(command.SkipQuestion), button(command.TossAgain)
	p.paths = button(command.BlockPathA)
	p.pathsLabels = [2]string{p.paths.Text,
		lang.L("Open path A") + " (" + command.KeyLabel(command.BlockPathA) + ")"}
	p.whatIfLabels = [2]string{p.whatIf.Text,
		lang.L("Back to the lesson") + " (" + command.KeyLabel(command.WhatIf) + ")"}
	// Each heading beside its text, not above it: the question and its
	// answer whole on a laptop's screen, the answer's end not below the
	// fold.
	p.question = container.NewVBox(
		container.NewBorder(nil, nil, p.askHeading, nil, p.ask),
		container.NewBorder(nil, nil, &widget.Label{Text: lang.L("Answer"), TextStyle: fyne.TextStyle{Bold: true}}, nil, p.answer))
	teaching := h.Tabs()
	tabs := container.NewGridWithColumns(len(teaching))
	for _, tab := range teaching {
		tabs.Add(widget.NewButton(tab.Title+" ("+command.KeyName(tab.Key)+")", tab.Show))
	}
	p.keys = container.NewGridWithColumns(3)
	for _, spec := range presenterButtons(c.Table()) {
		label, icon := spec.Label, spec.Icon
		if spec.PresenterKey {
			label += " (" + command.KeyName(spec.Key) + ")"
		}
		if spec.PresenterIcon != nil {
			icon = spec.PresenterIcon
		}
		p.keys.Add(widget.NewButtonWithIcon(label, icon, func() { c.Invoke(spec.ID) }))
	}
	// The step to come before the one on show, which the teacher also
	// sees on the projector: both below the fold of a laptop's screen
	// would need the mouse.
	p.notes = container.NewVBox(p.question, container.NewHBox(p.whatIf, p.skip, p.toss, p.paths), widget.NewSeparator(), p.nextHeading, p.next, widget.NewSeparator(), p.stepHeading, p.step)
	p.scroll = container.NewVScroll(p.notes)
	p.lessons = newLessonList(len(p.lessonList), func(i int) string { return p.lessonList[i].Title }, p.win.Canvas())
	p.lessons.OnSelected = func(i widget.ListItemID) {
		p.win.Canvas().Unfocus() // the keys go back to the window: the clicker's Page Down goes on in the lesson
		if i != p.shown.LessonIndex {
			p.lessonList[i].Open()
		}
	}
	lessons := container.NewBorder(&widget.Label{Text: lang.L("Lessons"), TextStyle: fyne.TextStyle{Bold: true}}, nil, nil, nil, p.lessons)
	split := container.NewHSplit(p.scroll, lessons)
	split.Offset = 0.8 // the question and answer whole beside the lessons, in every language
	p.body = container.NewBorder(container.NewVBox(p.state, p.swapHint, tabs), p.keys, nil, nil, split)
	p.look = NewAutoscale(p.body, th, p.scale, nil)
	// Nothing shows until the window is on the laptop's screen (reveal):
	// a window manager maps a new window where it likes, as on the
	// projector when it is the main display, before moving it.
	p.win.SetContent(canvas.NewRectangle(theme.Color(theme.ColorNameBackground)))
	c.BindAll(p.win.Canvas())
	p.win.Show()
	return p
}

// lessonList is the presenter view's list of lessons. A lesson chosen
// with the mouse gives the keyboard back to the window, and while the list
// has the focus (a tap on the lesson already open, or Tab) it keeps only
// its own keys, Up, Down and Space: the clicker's Page Down, Page Up, B and
// F5 and Escape work in the window whatever the teacher clicked (teacher
// walk t15 E3).
type lessonList struct {
	widget.List
	window fyne.Canvas // the presenter view's, whose keys are the commands'
}

// newLessonList returns a list of n lessons, the i-th titled title(i), in
// the window of canvas.
func newLessonList(n int, title func(i int) string, canvas fyne.Canvas) *lessonList {
	l := &lessonList{window: canvas}
	l.Length = func() int { return n }
	// Each title in the list's own theme, kept in an override of its own:
	// widget.List themes a row it makes (as the list scrolls to the lesson
	// open) by its inner *widget.List, whose theme an extended list does
	// not hold, so that row came in the app's theme, larger than its
	// neighbours, and cut the row under it (teacher walk t17 #6).
	l.CreateItem = func() fyne.CanvasObject {
		return container.NewThemeOverride(&widget.Label{Truncation: fyne.TextTruncateEllipsis}, theme.CurrentForWidget(l))
	}
	l.UpdateItem = func(i widget.ListItemID, o fyne.CanvasObject) {
		row, label := o.(*container.ThemeOverride), o.(*container.ThemeOverride).Content.(*widget.Label)
		label.Text = title(i)
		if th := theme.CurrentForWidget(l); row.Theme != th { // the presenter's scale changed since
			row.Theme = th
			row.Refresh()
			return
		}
		label.Refresh()
	}
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey moves in the list with Up and Down and chooses with Space;
// every other key is the window's.
func (l *lessonList) TypedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyUp, fyne.KeyDown, fyne.KeySpace:
		l.List.TypedKey(e)
	default:
		if typed := l.window.OnTypedKey(); typed != nil {
			typed(e)
		}
	}
}

// presenterButtons returns the commands of table that have a button in
// the presenter view, in their order there.
func presenterButtons(table []command.Spec) []command.Spec {
	var specs []command.Spec
	for _, s := range table {
		if s.Presenter > 0 {
			specs = append(specs, s)
		}
	}
	slices.SortFunc(specs, func(a, b command.Spec) int { return a.Presenter - b.Presenter })
	return specs
}

// setTheme draws the window in theme th, enlarged to the window.
func (p *presenter) setTheme(th style.Theme) {
	p.perScale = 0 // scale measures it again
	p.look.SetBase(th)
}

// scale returns the scale at which the text fills the window as
// presenterLines lines high and presenterEms text sizes wide would, but
// no wider than the window (a row of buttons with a language's long
// labels can be wider than presenterEms); the look keeps it no smaller
// than the laptop theme's: the teacher reads it from a step away, at
// arm's length.
func (p *presenter) scale(fyne.Size) float32 {
	// Every size is the theme's times its scale: the body's least width
	// too, measured at the scale in force. The largest measure yet, so
	// that the scale settles.
	p.perScale = max(p.perScale, p.body.MinSize().Width/scaleOf(p.look.Theme()))
	size, text := p.win.Canvas().Size(), theme.DefaultTheme().Size(theme.SizeNameText)
	least := min(size.Height/presenterLines, size.Width/presenterEms) / text
	least = min(least, size.Width/p.perScale)
	return float32(math.Floor(float64(least)*20)) / 20 // in steps of 0.05, as the class view's
}

// presenterLines and presenterEms are the height and the width of the
// presenter's window in units of the theme's text size at the least: at
// 1366×768, 21 px text, and the question, its answer and the next step
// above the buttons.
const presenterLines, presenterEms = 36, 48

// showSwapHint shows or hides, beside the button that swaps the screens,
// that F12 swaps them: shown when the app guessed which screen is the
// laptop's (pickScreens), so that a teacher who sees this window on the
// class's screen knows the one key that fixes it. It is in the warning
// colour only where alarm, a sign that the guess was wrong
// (stage.teacherOnClassScreen); else plain: a likely guess raises no
// alarm.
func (p *presenter) showSwapHint(on, alarm bool) {
	p.swapHint.Importance = widget.MediumImportance
	if alarm {
		p.swapHint.Importance = widget.WarningImportance
	}
	if on {
		p.swapHint.Show()
	} else {
		p.swapHint.Hide()
	}
	p.body.Refresh()
}

// reveal shows the window's content, once the window is on the laptop's
// screen.
func (p *presenter) reveal() {
	if p.win.Content() != p.look {
		p.win.SetContent(p.look)
	}
}

// close closes the window.
func (p *presenter) close() { p.win.Close() }

// tickMinutes shows the minutes used again when the next one is up, and
// so on each minute while v is on show: the teacher reads them while
// nothing else changes; while the pairs' timer runs, each second, with
// the time it shows the class.
func (p *presenter) tickMinutes(v View) {
	p.stopClock()
	run := p.clockRun
	wait := time.Minute - p.now().Sub(p.start(v))%time.Minute
	if p.timer() != nil {
		wait = time.Second // the pairs' time left, second by second, as the projector counts it
	}
	p.after(wait, func() {
		if p.clockRun == run {
			p.state.SetText(p.stateText(v))
			p.tickMinutes(v)
		}
	})
}

// stopClock stops the minutes' clock: a tick already set does nothing.
func (p *presenter) stopClock() { p.clockRun++ }

// start returns when the minutes used count from: the plan's start, also
// in a lesson opened outside the plan once it began (teacher walk t15
// m16), else presentation mode's.
func (p *presenter) start(v View) time.Time {
	if !v.Plan.Began.IsZero() {
		p.planBegan = v.Plan.Began
	}
	if !p.planBegan.IsZero() {
		return p.planBegan
	}
	return p.since
}

// refresh shows v: what the teacher must know, then the question the
// step or the position asks with its answer, the step on show and the
// next one, from the top at another step; and the open lesson selected.
func (p *presenter) refresh(v View) {
	var q, answer string
	p.nextHeading.Show()
	p.next.Show()
	p.stepHeading.SetText(lang.L("On the projector"))
	switch l, slide := v.Lesson, v.Plan.Step; {
	case l != nil:
		step := v.Step
		q, answer = stepQuestion(v)
		p.step.SetText(p.onProjector(l.Steps[step].Text))
		if step+1 < len(l.Steps) {
			p.next.SetText(stepText(l.Steps[step+1]))
		} else {
			p.next.SetText(lang.L("This is the lesson's last step.") + p.goesOn(v))
		}
	case slide != nil:
		q, answer = slide.Question, slide.Answer
		p.step.SetText(p.onProjector(slide.Text))
		p.next.SetText(v.Plan.NextStep)
		if v.Plan.NextStep == "" {
			p.next.SetText(strings.TrimSpace(p.goesOn(v)))
		}
	default:
		q, answer = alsoAsk(v)
		p.stepHeading.SetText(v.Upcoming)
		if v.WhatIf != "" {
			p.stepHeading.SetText(v.WhatIf)
		}
		p.step.SetText("")
		p.nextHeading.Hide()
		p.next.Hide()
	}
	p.ask.SetText(q)
	p.answer.SetText(answer)
	if v.Asking || v.Lesson != nil && v.Lesson.Steps[v.Step].Question != "" || v.Plan.Step != nil && v.Plan.Step.Question != "" {
		p.askHeading.SetText(lang.L("Ask the class"))
	} else { // a question of the position's, not on the projector
		p.askHeading.SetText(lang.L("You could also ask"))
	}
	showIf(p.question, q != "")
	showIf(p.skip, v.Asking)
	showIf(p.toss, v.Tossed)
	showIf(p.paths, v.Paths)
	if v.PathBlocked {
		p.paths.SetText(p.pathsLabels[1])
	} else {
		p.paths.SetText(p.pathsLabels[0])
	}
	showIf(p.whatIf, v.Lesson != nil || v.WhatIf != "")
	if v.WhatIf != "" {
		p.whatIf.SetText(p.whatIfLabels[1])
	} else {
		p.whatIf.SetText(p.whatIfLabels[0])
	}
	p.state.SetText(p.stateText(v))
	p.tickMinutes(v)
	p.notes.Refresh() // wrapped text takes another height
	if v.Lesson != p.shown.Lesson || v.Step != p.shown.Step || v.Plan.At != p.shown.Plan.At || v.Plan.StepAt != p.shown.Plan.StepAt {
		p.scroll.ScrollToTop()
	}
	p.shown = v
	if v.LessonIndex >= 0 {
		p.lessons.Select(v.LessonIndex)
	} else {
		p.lessons.UnselectAll()
	}
}

// onProjector returns what the class view shows of the step whose text
// is whole: the page on show, where the slide has pages (teacher walk t17
// #7: at the quiz before the class's page 2, the presenter still showed
// question 1), else whole.
func (p *presenter) onProjector(whole string) string {
	if p.deck == nil || p.deck.cutFor.IsZero() { // not cut into pages for this slide yet
		return whole
	}
	if page, pages := p.deck.Page(); pages > 1 {
		return p.deck.cut.pages[page].text()
	}
	return whole
}

// stepText returns what the class reads first at st: its text, or its
// question where it has no text of its own.
func stepText(st lesson.Step) string {
	if st.Text == "" {
		return st.Question
	}
	return st.Text
}

// stepQuestion returns the question the lesson's step on show in v asks
// the class, with its answer; for a step that asks none, a question the
// teacher could also ask of the position (alsoAsk), but only at a step
// that shows a new position or at the lesson's last, where the class
// plays on: a step that talks of something else (the two paths, the
// gloves) at the same position gets none.
func stepQuestion(v View) (q, answer string) {
	l, i := v.Lesson, v.Step
	if st := l.Steps[i]; st.Question != "" {
		return st.Question, st.Answer
	}
	if i > 0 && i+1 < len(l.Steps) && l.Steps[i-1].Actions == l.Steps[i].Actions {
		return "", ""
	}
	return alsoAsk(v)
}

// alsoAsk returns a question the teacher could ask of the position on
// show in v, with its answer (narrate.Ask), unless its answer is on the
// projector or it does not fit what is there: none beside the two paths,
// no count of the possible boards while they are on show, and no "if X
// chooses" while the coin decides.
func alsoAsk(v View) (q, answer string) {
	s := v.OnShow
	switch {
	case v.Paths:
		return "", ""
	case s.Phase() == game.PhaseChoose && v.Coin:
		return "", ""
	case s.Phase() != game.PhaseChoose && v.Boards:
		return "", ""
	}
	return narrate.Ask(s)
}

// goesOn returns, after a space, what Page Down shows at the end of the
// item on show: the plan's next item; "" outside the plan.
func (p *presenter) goesOn(v View) string {
	switch {
	case v.Plan.Next != "":
		return " " + lang.L("{{.Key}} goes on to “{{.Title}}”.", map[string]any{"Key": command.KeyLabel(command.NextStep), "Title": v.Plan.Next})
	case v.Plan.At > 0:
		return " " + lang.L("This is the end of the plan.")
	}
	return ""
}

// stateText returns what the teacher must know of v, in one line: why
// the last key did nothing, the lesson and its step, whether the step's
// answer is held or out, the coin, the projector blacked out, and the
// minutes since the plan (or presentation mode) began against the plan's.
func (p *presenter) stateText(v View) string {
	var parts []string
	if v.Refused != "" { // first: a key the teacher pressed did nothing, and the projector shows no reason
		parts = append(parts, v.Refused)
	}
	if v.Plan.At > 0 && v.Plan.At <= v.Plan.Count { // the closing slide is no part
		parts = append(parts, lang.L("Part {{.At}} of {{.Count}}", map[string]any{"At": v.Plan.At, "Count": v.Plan.Count}))
	}
	var question string
	switch l := v.Lesson; {
	case l != nil:
		parts = append(parts, l.Title+" · "+
			lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": v.Step + 1, "Count": len(l.Steps)}))
		question = l.Steps[v.Step].Question
	case v.Plan.Step != nil:
		parts = append(parts, v.Plan.Title+" · "+
			lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": v.Plan.StepAt + 1, "Count": v.Plan.Steps}))
		question = v.Plan.Step.Question
	}
	switch {
	case question == "":
	case v.Asking:
		parts = append(parts, lang.L("Answer held: {{.Key}} shows it", map[string]any{"Key": command.KeyLabel(command.NextStep)}))
	default:
		parts = append(parts, lang.L("Answer shown to the class"))
	}
	if v.Coin {
		parts = append(parts, lang.L("Coin variant on ({{.Key}} turns it off)", map[string]any{"Key": command.KeyLabel(command.Coin)}))
	} else {
		parts = append(parts, lang.L("Coin variant off"))
	}
	if v.Blank {
		parts = append(parts, lang.L("The projector is black ({{.Key}})", map[string]any{"Key": command.KeyLabel(command.Blackout)}))
	}
	if v.Glossary {
		parts = append(parts, lang.L("The glossary is on the projector: {{.Next}}, {{.Glossary}} or {{.Escape}} closes it; {{.Down}} and {{.Up}} turn its pages",
			map[string]any{"Next": command.KeyLabel(command.NextStep), "Glossary": command.KeyLabel(command.Glossary), "Escape": command.KeyLabel(command.Cancel), "Down": command.KeyLabel(command.ScrollDown), "Up": command.KeyLabel(command.ScrollUp)}))
	}
	if v.Aside {
		parts = append(parts, lang.L("What {{.Explain}}, {{.Boards}} or {{.Graph}} showed is on the projector: the same key, {{.Next}} or {{.Escape}} goes back to the step",
			map[string]any{"Explain": command.KeyLabel(command.TabExplain), "Boards": command.KeyLabel(command.TabBoards), "Graph": command.KeyLabel(command.TabGraph), "Next": command.KeyLabel(command.NextStep), "Escape": command.KeyLabel(command.Cancel)}))
	}
	if p.deck != nil {
		if page, pages := p.deck.Page(); pages > 1 {
			parts = append(parts, lang.L("Page {{.Page}} of {{.Count}}", map[string]any{"Page": page + 1, "Count": pages}))
		}
	}
	if c := p.timer(); c != nil {
		parts = append(parts, lang.L("Time left on the projector: {{.Left}}", map[string]any{"Left": c.text()}))
	}
	if v.Answers != "" {
		parts = append(parts, v.Answers)
	}
	used := int(p.now().Sub(p.start(v)).Minutes())
	minutes := lang.L("{{.Used}} of {{.Plan}} minutes", map[string]any{"Used": used, "Plan": PlanMinutes})
	if v.Plan.By > 0 {
		minutes += " (" + lang.L("the plan: {{.By}} by the end of this part", map[string]any{"By": v.Plan.By}) + ")"
	}
	return strings.Join(append(parts, minutes), " · ")
}

// timer returns the timer the class view shows running (the pairs'
// game), nil for none.
func (p *presenter) timer() *Countdown {
	if p.deck == nil {
		return nil
	}
	if c, ok := p.deck.Slide().Visual.(*Countdown); ok && c.Running() {
		return c
	}
	return nil
}

// showIf shows o when on, else hides it.
func showIf(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// PlanMinutes is the length of the guide's class plan.
const PlanMinutes = 45

// fullScreenSecondary puts win full screen on the second screen.
func fullScreenSecondary(win fyne.Window) {
	if w, ok := win.(desktop.Window); ok {
		w.RequestFullScreenSecondary()
		return
	}
	win.SetFullScreen(true)
}
