package teach

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
)

// LessonView shows a step of a guided lesson: the step's text, its
// question with the answer held back until revealed, Back and Next, "Play
// from here" to go on playing from the step shown, and a button that
// closes the lesson. It shows what SetStep gives it and reports the
// buttons through OnBack, OnNext, OnReveal, OnPlay and OnClose: the
// lesson's progress has its owner in the window's model. At a lesson's
// last step Next becomes "Next lesson" (OnNextLesson), and at the last
// lesson's, "Practice puzzles" (OnPractice): a student alone sees the
// way on where Next was.
type LessonView struct {
	widget.BaseWidget

	// OnBack, OnNext, OnReveal, OnPlay, OnClose and OnGlossary are called
	// when the buttons Back, Next, Show answer, Play from here, close and
	// glossary (beside close: the words of the step's text) are pressed.
	OnBack, OnNext, OnReveal, OnPlay, OnClose, OnGlossary func()
	// OnNextLesson and OnPractice are called when Next is pressed at the
	// last step of a lesson, and of the last lesson.
	OnNextLesson, OnPractice func()

	lesson   *lesson.Lesson
	course   []*lesson.Lesson // every lesson the view may show: beside the board it is as high as their tallest step needs
	step     int
	revealed bool // the answer of the step shown is out
	drawing  bool // the board is still drawing the collapse that led to the step
	final    bool // the lesson shown is the last: practice follows it

	progress, text, question, answer *widget.Label
	wait                             *widget.Label // in place of the text while the board draws
	back, next, reveal, play, close  *widget.Button
	glossary                         *widget.Button
	backIcon, playIcon               *widget.Button // Back and Play from here where the row has no room for their words
	row                              *buttonRow
	buttons                          *fyne.Container
	body                             *container.Scroll        // text, question and answer
	fitted                           fitted                   // Fit's last answer
	scale                            *textScale               // of the view's text, set by Fit
	scaled                           *container.ThemeOverride // the view in that scale
	focus                            *widget.Label            // kept in sight when the text scrolls: the question, the answer, or nil for none
	nextAt                           time.Time                // when Next was last pressed
	revealAt                         time.Time                // when Show answer last came into sight
	now                              func() time.Time         // the clock nextAt and revealAt are read on
}

// secondClick is how soon after Next, or after Show answer came into
// sight, a click on Show answer, which takes Next's place when the next
// step asks, is taken for the second click of a double click and ignored
// (student walks t8 #2 and t10 #2: a quick double click on Next showed
// step 2's answer unasked). Half a second is a desktop's usual longest
// double click.
const secondClick = 500 * time.Millisecond

// NewLessonView returns a view with no lesson open.
func NewLessonView() *LessonView {
	v := &LessonView{
		progress: &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord},
		text:     wrappedLabel(false),
		question: wrappedLabel(true),
		answer:   wrappedLabel(false),
		wait:     wrappedLabel(false),
		now:      time.Now,
	}
	call := func(f *func()) func() {
		return func() {
			if *f != nil {
				(*f)()
			}
		}
	}
	v.back = widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), call(&v.OnBack))
	v.next = widget.NewButtonWithIcon(lang.L("Next"), theme.NavigateNextIcon(), func() {
		v.nextAt = v.now()
		switch {
		case v.lesson == nil || v.step < len(v.lesson.Steps)-1:
			call(&v.OnNext)()
		case v.final:
			call(&v.OnPractice)()
		default:
			call(&v.OnNextLesson)()
		}
	})
	v.next.IconPlacement = widget.ButtonIconTrailingText
	v.next.Importance = widget.HighImportance
	v.reveal = widget.NewButtonWithIcon(lang.L("Show answer ({{.Key}})", map[string]any{"Key": command.KeyLabel(command.Reveal)}), theme.VisibilityIcon(), func() {
		if now := v.now(); now.Sub(v.nextAt) >= secondClick && now.Sub(v.revealAt) >= secondClick {
			call(&v.OnReveal)()
		}
	})
	v.reveal.Importance = widget.HighImportance
	v.play = widget.NewButtonWithIcon(lang.L("Play from here"), theme.MediaPlayIcon(), call(&v.OnPlay))
	v.backIcon = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), call(&v.OnBack))
	v.playIcon = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), call(&v.OnPlay))
	v.close = widget.NewButtonWithIcon("", theme.CancelIcon(), call(&v.OnClose))
	v.glossary = widget.NewButtonWithIcon("", theme.HelpIcon(), call(&v.OnGlossary))
	v.wait.SetText(lang.L("The board is drawing the collapse, one mark at a time. The step's text comes when it is done ({{.Key}} skips the drawing).",
		map[string]any{"Key": command.KeyLabel(command.Cancel)}))
	v.body = container.NewVScroll(container.NewVBox(v.wait, v.text, v.question, v.answer))
	title := container.NewBorder(nil, nil, nil, container.NewHBox(v.glossary, v.close), v.progress)
	v.row = &buttonRow{back: v.back, backIcon: v.backIcon, play: v.play, playIcon: v.playIcon, middle: []fyne.CanvasObject{v.next, v.reveal}}
	v.buttons = container.New(v.row, v.back, v.backIcon, v.next, v.reveal, v.play, v.playIcon)
	v.scale = &textScale{k: 1, base: v.outer}
	v.scaled = container.NewThemeOverride(container.New(stepLayout{v}, title, v.body, v.buttons), v.scale)
	v.ExtendBaseWidget(v)
	v.update()
	return v
}

// wrappedLabel returns a label for a step's text, in bold for its
// question. It is in the theme's text size, which presentation mode makes
// readable from the back row: a larger size would leave room for less of
// a step on a projector's 720 lines.
func wrappedLabel(bold bool) *widget.Label {
	return &widget.Label{Wrapping: fyne.TextWrapWord, TextStyle: fyne.TextStyle{Bold: bold}}
}

// Fit sizes the step's text to show the lesson's every step whole, with
// its question, and its buttons in a row, in a view of width w and height
// h: at the theme's text size if they fit, else smaller, but never below
// least. It returns the
// height the view then needs for its tallest step, answer and all, so that
// it can be given one height for the whole lesson: what is below it then
// stays in its place from step to step. With no least (beside the board,
// not presented), that is the tallest step of every lesson of the course
// (SetCourse): Next then keeps its place from lesson to lesson too.
func (v *LessonView) Fit(w, h, least float32) float32 {
	if v.lesson == nil {
		return 0
	}
	text := v.outer().Size(theme.SizeNameText)
	key := fitKey{v.lesson, len(v.course), w, h, least, text}
	if key == v.fitted.key {
		return v.fitted.height
	}
	k := float32(1)
	if least > 0 {
		for ; k*text > least && (v.tallestAt(v.lesson, w, k, false) > h || v.buttonsWidthAt(k) > w); k -= 0.05 {
		}
		k = max(k, least/text)
	}

	if k != v.scale.k {
		v.scale.k = k
		v.scaled.Refresh()
	}
	height := v.tallestAt(v.lesson, w, k, true)
	if least == 0 {
		for _, l := range v.course {
			height = max(height, v.tallestAt(l, w, k, true))
		}
	}
	v.fitted = fitted{key, height}
	return v.fitted.height
}

// fitKey is what Fit's answer depends on.
type fitKey struct {
	lesson         *lesson.Lesson
	course         int
	w, h, least, t float32
}

// fitted is Fit's last answer, kept: measuring every step's text costs.
type fitted struct {
	key    fitKey
	height float32
}

// tallestAt returns the height the view needs at width w, its text k times
// the theme's size, to show lesson l's tallest step whole: text and
// question, and the answer too if answers is set.
func (v *LessonView) tallestAt(l *lesson.Lesson, w, k float32, answers bool) float32 {
	pad := theme.Padding()
	measure := wrappedLabel(false)
	container.NewThemeOverride(measure, textScale{k, v.outer})
	height := func(text string, bold bool) float32 {
		if text == "" {
			return 0
		}
		measure.Text, measure.TextStyle = text, fyne.TextStyle{Bold: bold}
		measure.Refresh()
		measure.Resize(fyne.NewSize(w, measure.MinSize().Height))
		return measure.MinSize().Height + pad // the VBox's padding under it
	}
	body := float32(0)
	for _, st := range l.Steps {
		need := height(st.Text, false) + height(st.Question, true)
		if answers {
			need += height(st.Answer, false)
		}
		body = max(body, need)
	}
	probe := func(o fyne.CanvasObject) float32 {
		container.NewThemeOverride(o, textScale{k, v.outer})
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
		return o.MinSize().Height
	}
	title := probe(container.NewBorder(nil, nil, nil,
		container.NewHBox(widget.NewButtonWithIcon("", theme.HelpIcon(), nil), widget.NewButtonWithIcon("", theme.CancelIcon(), nil)),
		&widget.Label{Text: v.progress.Text, TextStyle: v.progress.TextStyle, Wrapping: v.progress.Wrapping}))
	buttons := probe(widget.NewButtonWithIcon(v.reveal.Text, theme.VisibilityIcon(), nil))
	return title + body + buttons + 2*pad
}

// buttonsWidthAt returns the least width the view's row of buttons
// needs, its text k times the theme's size: Back as its icon and Show
// answer at a question, else Back and Play from here as their icons and
// Next.
func (v *LessonView) buttonsWidthAt(k float32) float32 {
	width := func(text string, icon fyne.Resource) float32 {
		b := widget.NewButtonWithIcon(text, icon, nil)
		container.NewThemeOverride(b, textScale{k, v.outer})
		return b.MinSize().Width + theme.Padding()
	}
	back := width("", theme.NavigateBackIcon())
	asking := back + width(v.reveal.Text, theme.VisibilityIcon())
	next := float32(0)
	for _, text := range []string{lang.L("Next"), lang.L("Next lesson"), lang.L("Practice puzzles")} {
		next = max(next, width(text, theme.NavigateNextIcon()))
	}
	stepping := back + next + width("", theme.MediaPlayIcon())
	return max(asking, stepping)
}

// textScale is the theme around the view (base) with its text sizes k
// times theirs: a lesson's text made smaller to show a step whole.
type textScale struct {
	k    float32
	base func() fyne.Theme
}

func (s textScale) th() fyne.Theme { return s.base() }

// outer returns the theme the view is shown in: the app's, or that of a
// theme override around it, such as presentation mode's class view.
func (v *LessonView) outer() fyne.Theme {
	switch th := theme.CurrentForWidget(v); th.(type) {
	case textScale, *textScale: // the view's own, while its text is laid out: it is in no override
		return fyne.CurrentApp().Settings().Theme()
	default:
		return th
	}
}

func (s textScale) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return s.th().Color(n, v)
}
func (s textScale) Font(st fyne.TextStyle) fyne.Resource    { return s.th().Font(st) }
func (s textScale) Icon(n fyne.ThemeIconName) fyne.Resource { return s.th().Icon(n) }
func (s textScale) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameText {
		return s.k * s.th().Size(n)
	}
	return s.th().Size(n)
}

// SetStep shows step i of lesson l, its answer if revealed; a nil l
// hides the view.
func (v *LessonView) SetStep(l *lesson.Lesson, i int, revealed bool) {
	if l == v.lesson && i == v.step && revealed == v.revealed {
		return
	}
	answered := l == v.lesson && i == v.step && revealed && !v.revealed
	v.lesson, v.step, v.revealed = l, i, revealed
	v.update()
	if answered {
		v.focus = v.answer
		v.keepFocus()
	}
}

// SetDrawing says whether the board is still drawing the collapse that
// led to the step: its text, which may say the collapse is over, and its
// question wait until it is (student walk t17 #5: "classical now" with O4
// still spooky on the board).
func (v *LessonView) SetDrawing(on bool) {
	if on != v.drawing {
		v.drawing = on
		v.update()
	}
}

// SetCourse tells the view every lesson it may show, so that beside the
// board it takes one height for all of them (Fit).
func (v *LessonView) SetCourse(lessons []*lesson.Lesson) { v.course = lessons }

// SetFinal tells the view whether the lesson it shows is the last one:
// its last step then offers practice in place of the next lesson.
func (v *LessonView) SetFinal(final bool) {
	if final != v.final {
		v.final = final
		v.update()
	}
}

// Lesson returns the lesson shown, nil if none is.
func (v *LessonView) Lesson() *lesson.Lesson { return v.lesson }

// Step returns the index of the step shown, counting from 0.
func (v *LessonView) Step() int { return v.step }

// Asking reports whether the step shown has asked a question whose answer
// is still held back.
func (v *LessonView) Asking() bool {
	return v.lesson != nil && v.lesson.Steps[v.step].Question != "" && !v.revealed
}

// update sets the text and buttons for the step shown, its text scrolled
// to the start, or to its question while the answer is held back.
func (v *LessonView) update() {
	if v.lesson == nil {
		v.Hide()
		return
	}
	n, st := len(v.lesson.Steps), v.lesson.Steps[v.step]
	v.progress.SetText(v.lesson.Title + " · " + lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": v.step + 1, "Count": n}))
	v.text.SetText(st.Text)
	v.question.SetText(st.Question)
	v.answer.SetText(st.Answer)
	asking := v.Asking()
	setVisible(v.wait, v.drawing)
	setVisible(v.text, st.Text != "" && !v.drawing)
	setVisible(v.question, st.Question != "" && !v.drawing)
	setVisible(v.answer, v.revealed && !v.drawing)
	if asking && !v.reveal.Visible() {
		v.revealAt = v.now()
	}
	setVisible(v.reveal, asking)
	setVisible(v.next, !asking)
	setEnabled(v.back, v.step > 0)
	setEnabled(v.backIcon, v.step > 0)
	v.setNext(v.step == n-1)
	v.row.playable = !asking // hidden, not disabled: the row keeps its width for Show answer
	v.buttons.Refresh()
	v.focus = nil
	if asking {
		v.focus = v.question
	}
	v.Show()
	v.Refresh()
	v.keepFocus()
}

// setNext has Next go to the next step, or at the lesson's last step to
// the next lesson, or after the last lesson to the practice puzzles.
func (v *LessonView) setNext(last bool) {
	text, icon := lang.L("Next"), theme.NavigateNextIcon()
	switch {
	case last && v.final:
		text, icon = lang.L("Practice puzzles"), theme.QuestionIcon()
	case last:
		text, icon = lang.L("Next lesson"), theme.MediaSkipNextIcon()
	}
	if v.next.Text != text {
		v.next.Text, v.next.Icon = text, icon
		v.next.Refresh()
	}
}

// keepFocus scrolls the text, if it is too long to show whole, to its
// focus, or to its start.
func (v *LessonView) keepFocus() {
	v.body.Refresh() // lays the text out first
	if v.focus == nil {
		v.body.ScrollToTop()
	} else {
		v.body.ScrollToOffset(fyne.NewPos(0, v.focusOffset()))
	}
}

// Scroll moves the step's text by lines lines, down if lines > 0, up if
// not, within the text: where a long answer does not fit, the arrow keys
// bring the rest of it into sight. It returns whether the text moved.
func (v *LessonView) Scroll(lines int) bool {
	if v.lesson == nil {
		return false
	}
	line := fyne.MeasureText("M", v.scale.k*v.outer().Size(theme.SizeNameText), fyne.TextStyle{}).Height
	most := max(0, v.body.Content.MinSize().Height-v.body.Size().Height)
	to := min(most, max(0, v.body.Offset.Y+float32(lines)*line))
	if to == v.body.Offset.Y {
		return false
	}
	v.focus = nil // the text stays where it was moved to
	v.body.ScrollToOffset(fyne.NewPos(0, to))
	return true
}

// focusOffset returns how far to scroll the text to bring its focus whole
// into sight with as much as fits of what comes before it, the step's
// opening lines: the focus's end at the bottom, or its start at the top if
// it is taller than the room. Above an answer, its question stays in
// sight, whatever of the answer that leaves below (student walk t17 #12:
// lesson 8's long answer pushed its question off the top).
func (v *LessonView) focusOffset() float32 {
	top := v.focus.Position().Y
	end := top + v.focus.Size().Height
	if v.focus == v.answer && v.question.Visible() {
		top = v.question.Position().Y
	}
	return max(0, min(top, end-v.body.Size().Height))
}

// setEnabled enables or disables b.
func setEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// setVisible shows or hides o.
func setVisible(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// CreateRenderer returns the view's renderer.
func (v *LessonView) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(v.scaled)
}

// stepLayout stacks a lesson step: its title (objects[0]) on top, its
// buttons (objects[2]) at the bottom, and its text in a scroll
// (objects[1]) between them. It asks for the room the whole text needs;
// given less, the text scrolls, the buttons stay in sight, and so does a
// question waiting for its answer.
type stepLayout struct{ v *LessonView }

func (l stepLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	title, body, buttons := objects[0], objects[1], objects[2]
	pad := theme.Padding()
	th, bh := title.MinSize().Height, buttons.MinSize().Height
	title.Move(fyne.NewPos(0, 0))
	title.Resize(fyne.NewSize(size.Width, th))
	body.Move(fyne.NewPos(0, th+pad))
	body.Resize(fyne.NewSize(size.Width, max(size.Height-th-bh-2*pad, 0)))
	buttons.Move(fyne.NewPos(0, size.Height-bh))
	buttons.Resize(fyne.NewSize(size.Width, bh))
	if l.v.focus != nil {
		l.v.body.ScrollToOffset(fyne.NewPos(0, l.v.focusOffset()))
	}
}

func (l stepLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	title, body, buttons := objects[0].MinSize(), l.v.body.Content.MinSize(), objects[2].MinSize()
	return fyne.NewSize(max(title.Width, body.Width, buttons.Width), title.Height+body.Height+buttons.Height+2*theme.Padding())
}

// buttonRow lays out a lesson's buttons in a row: Back, then Next or Show
// answer from the left, and Play from here at the right. Where the row has
// no room for all their words, Play from here and then Back show only their
// icons, so that no button covers another.
type buttonRow struct {
	playable                       bool // Play from here is on show
	back, backIcon, play, playIcon fyne.CanvasObject
	middle                         []fyne.CanvasObject // Next and Show answer, each on show or not
}

func (r *buttonRow) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	back, play := r.back, r.play
	if r.widthWith(back, play) > size.Width {
		play = r.playIcon
	}
	if r.widthWith(back, play) > size.Width {
		back = r.backIcon
	}
	setVisible(r.back, back == r.back)
	setVisible(r.backIcon, back == r.backIcon)
	setVisible(r.play, r.playable && play == r.play)
	setVisible(r.playIcon, r.playable && play == r.playIcon)
	x := float32(0)
	for _, o := range append([]fyne.CanvasObject{back}, r.middle...) {
		if o.Visible() {
			w := o.MinSize().Width
			o.Move(fyne.NewPos(x, 0))
			o.Resize(fyne.NewSize(w, size.Height))
			x += w + theme.Padding()
		}
	}
	w := play.MinSize().Width
	play.Move(fyne.NewPos(size.Width-w, 0))
	play.Resize(fyne.NewSize(w, size.Height))
}

func (r *buttonRow) MinSize([]fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range append([]fyne.CanvasObject{r.back, r.play}, r.middle...) {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(r.widthWith(r.backIcon, r.playIcon), h)
}

// widthWith returns the row's width with back and play as the forms of
// Back and Play from here.
func (r *buttonRow) widthWith(back, play fyne.CanvasObject) float32 {
	w := back.MinSize().Width
	for _, o := range r.middle {
		if o.Visible() {
			w += theme.Padding() + o.MinSize().Width
		}
	}
	if r.playable {
		w += theme.Padding() + play.MinSize().Width
	}
	return w
}
