package ui

import (
	"path"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/teach"
)

// guideLink matches the guide's links to lessons and tabs:
// [text](qttt:kind/ID).
var guideLink = regexp.MustCompile(`\[([^\]]+)\]\(` + guideScheme + `:([a-z]*)/([a-z0-9-]*)\)`)

// The guide and its quiz exist in every language, and every lesson and tab
// they link to exists under its ID: the lessons' names are read from the
// bundled lessons in that language, the tabs' IDs are guideTabs, one for
// each teaching tab of the window's side panel. A link's text is not
// looked up.
func TestGuideNamesLessonsAndTabsThatExist(t *testing.T) {
	a := newTestApp(t)
	linked := map[model.Tab]bool{}
	for _, tab := range guideTabs {
		linked[tab] = true
	}
	if len(linked) != len(teachingTabs(a)) || linked[model.TabMoves] {
		t.Errorf("the guide's tab IDs name %v, want the %d teaching tabs", linked, len(teachingTabs(a)))
	}
	for _, l := range i18n.Languages {
		for _, name := range []string{"guide", "quiz"} {
			if _, err := assets.Guide.ReadFile(path.Join("guide", name+"."+l.Tag+".md")); err != nil {
				t.Errorf("%s: no %s: %v", l.Tag, name, err)
			}
		}
		md, err := guideMarkdown(l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		lessons, err := lesson.Load(assets.LessonFiles(), l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		names := map[string]bool{}
		for _, lesson := range lessons {
			names[lesson.Name] = true
		}
		links := guideLink.FindAllStringSubmatch(md, -1)
		if n := strings.Count(md, "]("+guideScheme+":"); n != len(links) {
			t.Errorf("%s: %d links to lessons and tabs, of which %d are well formed", l.Tag, n, len(links))
		}
		named := map[string]bool{}
		for _, link := range links {
			text, kind, id := link[1], link[2], link[3]
			switch _, tab := guideTabs[id]; {
			case kind == lessonLink && !names[id]:
				t.Errorf("%s: the guide's link %q opens the lesson %q, which does not exist", l.Tag, text, id)
			case kind == tabLink && !tab:
				t.Errorf("%s: the guide's link %q shows the tab %q, which does not exist", l.Tag, text, id)
			case kind != lessonLink && kind != tabLink:
				t.Errorf("%s: the guide's link %q is of an unknown kind %q", l.Tag, text, kind)
			}
			named[kind+":"+id] = true
		}
		if len(named) < 6 {
			t.Errorf("%s: the guide names %d lessons and tabs, want the lessons of its plan and the teaching tabs", l.Tag, len(named))
		}
	}
}

// Help › Teacher's guide opens the guide in a window of its own, once;
// its links open the lesson or the tab they name in the main window.
func TestGuideOpensFromTheHelpMenuAndOpensLessons(t *testing.T) {
	a := newTestApp(t)
	open := commandLabelled(t, a, "Teacher's guide")
	open.Item().Action()
	open.Item().Action()
	var guides []fyne.Window
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		if w.Title() == "Teacher's guide" {
			guides = append(guides, w)
		}
	}
	if len(guides) != 1 {
		t.Fatalf("after Help › Teacher's guide twice, %d guide windows are open, want 1", len(guides))
	}
	var text *widget.RichText
	for _, o := range test.LaidOutObjects(guides[0].Content()) {
		if r, ok := o.(*widget.RichText); ok && (text == nil || len(r.String()) > len(text.String())) {
			text = r // the guide, not a button's label
		}
	}
	if !strings.Contains(text.String(), "45") {
		t.Errorf("the guide reads %q…, want the 45-minute plan", text.String()[:80])
	}
	link(t, text.Segments, "Entanglement and a first cycle").OnTapped()
	if l := lessonOn(a); l == nil || l.Title != "Entanglement and a first cycle" || !guideArea(a).Visible() {
		t.Errorf("the lesson link opened lesson %v, shown %v", l, guideArea(a).Visible())
	}
	link(t, text.Segments, "Possible boards").OnTapped()
	if sideTabs(a).Selected() != teachingTabs(a)[1] {
		t.Errorf("the tab link shows the tab %q, want Possible boards", sideTabs(a).Selected().Text)
	}
}

// commandLabelled returns the app's command with the label.
func commandLabelled(t *testing.T, a *App, label string) *command.Handler {
	t.Helper()
	for _, c := range commandsOf(a) {
		if c.Label == label {
			return c
		}
	}
	t.Fatalf("no command %q", label)
	return nil
}

// link returns the first hyperlink among segs, in paragraphs, lists and
// tables, whose text is text.
func link(t *testing.T, segs []widget.RichTextSegment, text string) *widget.HyperlinkSegment {
	t.Helper()
	var found *widget.HyperlinkSegment
	var walk func(segs []widget.RichTextSegment)
	walk = func(segs []widget.RichTextSegment) {
		for _, seg := range segs {
			switch s := seg.(type) {
			case *widget.HyperlinkSegment:
				if s.Text == text && found == nil && s.OnTapped != nil {
					found = s
				}
			case segmentHolder:
				walk(s.Segments())
			case *widget.TableSegment:
				for _, row := range s.Rows {
					for _, cell := range row {
						walk(cell)
					}
				}
			}
		}
	}
	walk(segs)
	if found == nil {
		t.Fatalf("no link %q that does something", text)
	}
	return found
}

// The guide's tables fit its window, their text wrapped rather than cut
// ("Minutes" showed as "ıtes") in a horizontal scroll that stopped the
// mouse wheel; and each quiz answer starts on a line of its own.
func TestGuideTablesFitAndQuizAnswersStandApart(t *testing.T) {
	a := newTestApp(t)
	commandLabelled(t, a, "Teacher's guide").Item().Action()
	var text *widget.RichText
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		if w.Title() != "Teacher's guide" {
			continue
		}
		for _, o := range test.LaidOutObjects(w.Content()) {
			switch o := o.(type) {
			case *widget.RichText:
				if text == nil || len(o.String()) > len(text.String()) {
					text = o
				}
			case *container.Scroll:
				if o.Direction == container.ScrollHorizontalOnly {
					t.Error("the guide holds a horizontal scroll")
				}
			}
		}
	}
	tables, answers := 0, 0
	for i, seg := range text.Segments {
		if _, ok := seg.(teach.WrappedTable); ok {
			tables++
		}
		if _, ok := seg.(*widget.TableSegment); ok {
			t.Errorf("segment %d is a table Fyne draws in a horizontal scroll", i)
		}
	}
	var walk func(segs []widget.RichTextSegment)
	walk = func(segs []widget.RichTextSegment) {
		for i, seg := range segs {
			if ts, ok := seg.(*widget.TextSegment); ok && ts.Style.QuotingDepth > 0 && i > 0 {
				answers++
				if before, ok := segs[i-1].(*widget.TextSegment); ok && before.Inline() {
					t.Errorf("the answer %q runs on from %q", ts.Text, before.Text)
				}
			}
			if h, ok := seg.(segmentHolder); ok {
				walk(h.Segments())
			}
		}
	}
	walk(text.Segments)
	if tables < 2 || answers < 5 {
		t.Errorf("the guide shows %d tables and %d quiz answers, want the keys', the plan's and the quiz's", tables, answers)
	}
}
