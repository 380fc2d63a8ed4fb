package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/printout"
	"github.com/qttt-edu/qttt/ui/teach"
)

// The kinds of link the guide's Markdown holds besides web links, which a
// tap opens in the main window: qttt:lesson/NAME the lesson whose file is
// NAME (lesson.Lesson.Name), qttt:tab/ID the side panel's tab ID
// (guideTabs). A link's text is the reader's, in the guide's language:
// nothing is found by it, so a translator can reword it freely.
const (
	guideScheme = "qttt"
	lessonLink  = "lesson"
	tabLink     = "tab"
)

// guideTabs are the side panel's tabs a guide link can show, by their IDs:
// a lesson's #tab line names two of them so.
var guideTabs = map[string]model.Tab{
	"explain":                model.TabExplain,
	string(lesson.TabBoards): model.TabBoards,
	string(lesson.TabGraph):  model.TabGraph,
	"lessons":                model.TabLessons,
}

// lessonsOpen is what the worksheets read of the window's model (a
// *model.Model): the lessons, and the one open.
type lessonsOpen interface {
	Lessons() []*lesson.Lesson
	Lesson() (*lesson.Lesson, int)
}

// guideLinks is what the guide's links do to the window's model (a
// *model.Model): open a lesson or show a tab.
type guideLinks interface {
	Lessons() []*lesson.Lesson
	OpenLesson(i int) model.Refusal
	ShowTab(t model.Tab) model.Refusal
}

// teacherGuide is the teacher's guide in a window of its own, which a
// teacher can keep on the laptop's screen while the projector shows the
// main window.
type teacherGuide struct {
	model  guideLinks          // what the links open: a lesson, a tab
	refuse func(model.Refusal) // says why a link did nothing
	main   fyne.Window         // the main window, brought to the front by a link
	win    fyne.Window         // nil while closed
}

// addGuide adds Help › Teacher's guide, whose links open the lessons and
// tabs of m in the window main, saying why one did nothing with refuse.
func addGuide(c *command.Controls, main fyne.Window, m guideLinks, refuse func(model.Refusal)) {
	g := &teacherGuide{model: m, refuse: refuse, main: main}
	c.Handle(command.TeachersGuide, g.show, nil, nil)
}

// guideMarkdown returns the guide followed by its quiz in language.
func guideMarkdown(language string) (string, error) {
	text, err := assets.GuideFile("guide", language)
	if err != nil {
		return "", err
	}
	quiz, err := assets.GuideFile("quiz", language)
	if err != nil {
		return "", err
	}
	return string(text) + "\n\n" + string(quiz), nil
}

// show opens the guide's window, or brings it to the front.
func (g *teacherGuide) show() {
	if g.win != nil {
		g.win.RequestFocus()
		return
	}
	md, err := guideMarkdown(i18n.InForce())
	if err != nil {
		fyne.LogError("the teacher's guide", err)
		return
	}
	text := widget.NewRichTextFromMarkdown(md)
	text.Wrapping = fyne.TextWrapWord
	g.linkSegments(text.Segments)
	separateQuotes(text.Segments)
	teach.WrapTables(text.Segments)
	g.win = fyne.CurrentApp().NewWindow(lang.L("Teacher's guide"))
	g.win.SetContent(container.NewBorder(printout.GuideBar(g.win, md, showSaveFailed), nil, nil, nil, container.NewVScroll(text)))
	g.win.Resize(fyne.NewSize(guideEms*theme.TextSize(), guideEms*theme.TextSize()*6/7)) // about 80 characters a line
	g.win.SetOnClosed(func() { g.win = nil })
	g.win.Show()
}

// segmentHolder is a rich text segment that holds others: a paragraph or a
// list.
type segmentHolder interface {
	Segments() []widget.RichTextSegment
}

// linkSegments makes the guide's lesson and tab links, among segs and the
// segments they hold, open what they name in the main window.
func (g *teacherGuide) linkSegments(segs []widget.RichTextSegment) {
	for _, seg := range segs {
		switch s := seg.(type) {
		case *widget.HyperlinkSegment:
			if s.URL != nil && s.URL.Scheme == guideScheme {
				kind, id, _ := strings.Cut(s.URL.Opaque, "/")
				s.OnTapped = func() { g.open(kind, id) }
			}
		case segmentHolder:
			g.linkSegments(s.Segments())
		case *widget.TableSegment:
			for _, cell := range s.Headers {
				g.linkSegments(cell)
			}
			for _, row := range s.Rows {
				for _, cell := range row {
					g.linkSegments(cell)
				}
			}
		}
	}
}

// separateQuotes starts a new line for a quote within a paragraph, as a
// quiz's answer under its question: Fyne's Markdown runs it on from the
// text before it.
func separateQuotes(segs []widget.RichTextSegment) {
	for i, seg := range segs {
		if t, ok := seg.(*widget.TextSegment); ok && i > 0 && t.Style.QuotingDepth > 0 {
			if before, ok := segs[i-1].(*widget.TextSegment); ok && before.Style.QuotingDepth == 0 {
				before.Style.Inline = false
			}
		}
		if h, ok := seg.(segmentHolder); ok {
			separateQuotes(h.Segments())
		}
	}
}

// open shows the lesson or tab of the kind with the ID id in the main
// window, a lesson from its first step.
func (g *teacherGuide) open(kind, id string) {
	switch kind {
	case lessonLink:
		if i := slices.IndexFunc(g.model.Lessons(), func(l *lesson.Lesson) bool { return l.Name == id }); i >= 0 {
			g.refuse(g.model.OpenLesson(i))
		}
	case tabLink:
		if tab, ok := guideTabs[id]; ok {
			g.refuse(g.model.ShowTab(tab))
		}
	}
	g.main.RequestFocus()
}

// guideEms is the width of the guide's window, in units of the theme's
// text size.
const guideEms = 58

// addWorksheets adds File › Print worksheet…, which writes a lesson's
// worksheet as a PDF to print (package printout), the lesson open in m
// first, where the app prints: not in a browser.
func addWorksheets(c *command.Controls, win fyne.Window, m lessonsOpen) {
	lessons := func() ([]*lesson.Lesson, int) {
		_, open := m.Lesson()
		return m.Lessons(), open
	}
	if print := printout.Worksheets(win, lessons, showSaveFailed); print != nil {
		c.Handle(command.PrintWorksheet, print, func() bool { return len(m.Lessons()) > 0 }, nil)
	}
}
