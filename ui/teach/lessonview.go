package teach

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
)

// LessonView walks through guided lessons: a choice of lesson, the step's
// text, Back and Next, and "Play from here" to go on playing from the step
// shown.
type LessonView struct {
	widget.BaseWidget

	// OnStep is called when step i of lesson l is shown, so that the
	// window can show its position (l.State(i)).
	OnStep func(l *Lesson, i int)
	// OnPlay is called with a game record that stops at the step shown,
	// when the student chooses to play on from there.
	OnPlay func(r *game.Record)

	lessons []*Lesson
	lesson  *Lesson
	step    int

	chooser          *widget.Select
	progress, text   *widget.Label
	back, next, play *widget.Button
}

// NewLessonView returns a view offering lessons, none chosen yet.
func NewLessonView(lessons []*Lesson) *LessonView {
	v := &LessonView{
		lessons:  lessons,
		progress: &widget.Label{},
		text:     &widget.Label{SizeName: theme.SizeNameSubHeadingText, Wrapping: fyne.TextWrapWord},
	}
	titles := make([]string, len(lessons))
	for i, l := range lessons {
		titles[i] = l.Title
	}
	v.chooser = widget.NewSelect(titles, func(string) { v.open(v.chooser.SelectedIndex()) })
	v.chooser.PlaceHolder = lang.L("Choose a lesson")
	v.back = widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), func() { v.show(v.step - 1) })
	v.next = widget.NewButtonWithIcon(lang.L("Next"), theme.NavigateNextIcon(), func() { v.show(v.step + 1) })
	v.next.IconPlacement = widget.ButtonIconTrailingText
	v.next.Importance = widget.HighImportance
	v.play = widget.NewButtonWithIcon(lang.L("Play from here"), theme.MediaPlayIcon(), func() {
		if v.OnPlay != nil {
			v.OnPlay(v.lesson.RecordAt(v.step))
		}
	})
	v.ExtendBaseWidget(v)
	v.update()
	return v
}

// Open shows lesson i of the list from its first step.
func (v *LessonView) Open(i int) { v.chooser.SetSelectedIndex(i) }

// open shows the lesson chosen in the list from its first step.
func (v *LessonView) open(i int) {
	v.lesson = v.lessons[i]
	v.show(0)
}

// Next shows the open lesson's next step, or the first lesson when none is
// open: a keyboard or a presentation clicker can run a whole lesson.
func (v *LessonView) Next() {
	if v.lesson == nil {
		v.Turn(1)
		return
	}
	v.show(v.step + 1)
}

// Back shows the open lesson's previous step.
func (v *LessonView) Back() { v.show(v.step - 1) }

// Turn opens the lesson delta places after the open one in the list (before
// it for a negative delta), from its first step. At either end of the list
// it does nothing; with no lesson open, Turn(1) opens the first.
func (v *LessonView) Turn(delta int) {
	i := v.chooser.SelectedIndex() + delta // SelectedIndex is -1 with none chosen
	if i >= 0 && i < len(v.lessons) {
		v.Open(i)
	}
}

// Step returns the index of the step shown, counting from 0.
func (v *LessonView) Step() int { return v.step }

// show moves to step i of the open lesson and tells the board.
func (v *LessonView) show(i int) {
	if v.lesson == nil || i < 0 || i >= len(v.lesson.Steps) {
		return
	}
	v.step = i
	v.update()
	if v.OnStep != nil {
		v.OnStep(v.lesson, i)
	}
}

// update sets the text and buttons for the step shown.
func (v *LessonView) update() {
	if v.lesson == nil {
		v.text.SetText(lang.L("Each lesson steps through a prepared game, one idea at a time, and ends with a position for you to play on from."))
		v.progress.Hide()
		v.back.Disable()
		v.next.Disable()
		v.play.Disable()
		return
	}
	n := len(v.lesson.Steps)
	v.text.SetText(v.lesson.Steps[v.step].Text)
	v.progress.SetText(lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": v.step + 1, "Count": n}))
	v.progress.Show()
	setEnabled(v.back, v.step > 0)
	setEnabled(v.next, v.step < n-1)
	v.play.Enable()
}

// setEnabled enables or disables b.
func setEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// CreateRenderer returns the view's renderer.
func (v *LessonView) CreateRenderer() fyne.WidgetRenderer {
	buttons := container.NewHBox(v.back, v.next, layout.NewSpacer(), v.play)
	return widget.NewSimpleRenderer(container.NewVBox(v.chooser, v.progress, v.text, buttons))
}
