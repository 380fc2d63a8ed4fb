package present

import (
	"fmt"
	"image/color"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/loop"
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/style"
)

// fakeHost is a main window for presentation mode: a board, a side panel
// with four tabs and a toolbar, the bundled lessons stepped through by the
// commands, and whether the menu bar shows. It renders its View at once,
// as the real window does after each change.
type fakeHost struct {
	win     fyne.Window
	board   *canvas.Rectangle
	side    *widget.Label
	tabs    *container.AppTabs
	toolbar *fyne.Container
	lessons []*lesson.Lesson
	lesson  int // the open lesson's index, -1 for none
	view    View
	blocked bool // path A of the two paths is blocked (E)
	menu    bool // the menu bar is on show
	p       *Present
	desk    *platform.Fake
	timers  []func()
	asked   []string // the questions put to the phones, in order
	seen    []string // what the class has seen of the slide, as PageShown last told
}

var _ Host = (*fakeHost)(nil)

// newFakeHost returns a fake main window of a test app, 1000×700 on the
// screens of a fake desktop, which holds its timers until runTimers.
func newFakeHost(t *testing.T, screens ...platform.Screen) *fakeHost {
	t.Helper()
	test.NewTempApp(t)
	lessons, err := lesson.Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	h := &fakeHost{
		win:     fyne.CurrentApp().NewWindow("Quantum Tic-Tac-Toe"),
		board:   canvas.NewRectangle(color.Black),
		side:    widget.NewLabel("X to move"),
		toolbar: container.NewHBox(widget.NewButton("New game", nil)),
		lessons: lessons,
		lesson:  -1,
		menu:    true,
		desk:    &platform.Fake{List: screens},
	}
	h.tabs = container.NewAppTabs(container.NewTabItem("Explain", h.side), container.NewTabItem("Possible boards", widget.NewLabel("")),
		container.NewTabItem("Graph", widget.NewLabel("")), container.NewTabItem("Lessons", widget.NewLabel("")))
	h.board.SetMinSize(fyne.NewSquareSize(100))
	h.win.SetContent(container.NewBorder(h.toolbar, nil, nil, nil, container.NewHBox(h.board, h.tabs)))
	h.win.Resize(fyne.NewSize(1000, 700))
	h.p = New(h, h, h.desk, &chosenScreen{}, &loop.Fake{OnAfter: func(_ time.Duration, f func()) { h.timers = append(h.timers, f) }})
	t.Cleanup(h.win.Close)
	return h
}

// runTimers runs the timers due, then those they start, as time goes by.
func (h *fakeHost) runTimers() {
	for range 50 {
		now := h.timers
		h.timers = nil
		for _, f := range now {
			f()
		}
	}
}

// render shows the host's view, as the window's render pass does: in
// presentation mode the slide of the lesson's step, beside the board.
func (h *fakeHost) render() {
	h.view.Lesson, h.view.LessonIndex = nil, h.lesson
	h.view.Slide = Slide{Key: "board", Visual: h.board, Headline: "X to move"}
	if h.lesson >= 0 {
		l := h.lessons[h.lesson]
		h.view.Lesson = l
		h.view.Slide = Slide{Key: fmt.Sprint(h.lesson, h.view.Step), Visual: h.board, Headline: l.Title,
			Body: []Block{{Text: l.Steps[h.view.Step].Text}, {Text: l.Steps[h.view.Step].Question, Style: Strong}}}
	}
	h.follow() // as the model has the phones follow each change before the window shows it
	h.p.Render(h.view)
	h.p.TellSeen() // once the pass is over, as the window does
}

// follow puts the step's question to the phones, as class answers do,
// once the class has seen it (as PageShown last told, in presentation
// mode); a question is asked once.
func (h *fakeHost) follow() {
	if h.lesson < 0 {
		return
	}
	q := h.lessons[h.lesson].Steps[h.view.Step].Question
	if q != "" && (!h.view.Presented || slices.Contains(h.seen, q)) && (len(h.asked) == 0 || h.asked[len(h.asked)-1] != q) {
		h.asked = append(h.asked, q)
	}
}

// PageShown keeps what the class has seen and has the phones follow, as
// the real window does.
func (h *fakeHost) PageShown(seen []string) {
	h.seen = seen
	h.follow()
}

// press runs what the key k does in the window, as its keys do.
func (h *fakeHost) press(k fyne.KeyName) {
	for _, s := range command.Table() {
		if s.Key == k {
			h.Invoke(s.ID)
		}
	}
}

func (h *fakeHost) Window() fyne.Window        { return h.win }
func (h *fakeHost) ShowPresented(on bool)      { h.menu = !on }
func (h *fakeHost) PresenterShown(fyne.Window) {}
func (h *fakeHost) EndPresentation()           { h.view.Presented = false; h.render() }
func (h *fakeHost) Theme(presented bool) style.Theme {
	if presented {
		return style.Theme{Scale: 1.75, Palette: style.PaletteHighContrast}
	}
	return style.Theme{}
}
func (h *fakeHost) FullScreen() bool      { return true }
func (h *fakeHost) Table() []command.Spec { return command.Table() }
func (h *fakeHost) BindAll(c fyne.Canvas) {
	c.SetOnTypedKey(func(e *fyne.KeyEvent) { h.press(e.Name) })
}

// Invoke does what the real window does for the commands presentation
// mode has: presentation mode on and off, the screens swapped, a lesson's
// steps, its tabs.
func (h *fakeHost) Invoke(id command.ID) {
	switch id {
	case command.Present:
		h.view.Presented = !h.view.Presented
	case command.SwapScreens:
		h.p.SwapScreens()
	case command.NextStep:
		if h.lesson < 0 {
			h.lesson, h.view.Step = 0, 0
		} else if h.view.Step+1 < len(h.lessons[h.lesson].Steps) {
			h.view.Step++
		}
	case command.PreviousStep:
		h.view.Step = max(0, h.view.Step-1)
	case command.NextLesson:
		h.lesson, h.view.Step = (h.lesson+1)%len(h.lessons), 0
	case command.BlockPathA:
		h.blocked = !h.blocked
	default:
		for i, tab := range command.Tabs {
			if id == tab {
				h.tabs.SelectIndex(i)
			}
		}
	}
	h.render()
}

// Tabs returns the tabs with their keys.
func (h *fakeHost) Tabs() []Tab {
	var tabs []Tab
	for i, item := range h.tabs.Items {
		id := command.Tabs[i]
		tabs = append(tabs, Tab{Title: item.Text, Key: command.Find(command.Table(), id).Key, Show: func() { h.Invoke(id) }})
	}
	return tabs
}

// Lessons returns the bundled lessons, each opened at its first step.
func (h *fakeHost) Lessons() []Choice {
	var choices []Choice
	for i, l := range h.lessons {
		choices = append(choices, Choice{Title: l.Title, Open: func() { h.lesson, h.view.Step = i, 0; h.render() }})
	}
	return choices
}

// typeKey types k on canvas c, as the keyboard does when no widget has
// the focus.
func typeKey(c fyne.Canvas, k fyne.KeyName) {
	c.OnTypedKey()(&fyne.KeyEvent{Name: k})
}

// chosenScreen keeps the teacher's choice of screens as the settings do.
type chosenScreen struct{ id string }

func (c *chosenScreen) LaptopScreen() string      { return c.id }
func (c *chosenScreen) SetLaptopScreen(id string) { c.id = id }
