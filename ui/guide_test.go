package ui

import (
	"encoding/json"
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
	"github.com/qttt-edu/qttt/ui/teach"
)

// guideLink matches the guide's links to lessons and tabs: [name](qttt:kind).
var guideLink = regexp.MustCompile(`\[([^\]]+)\]\(` + guideScheme + `:([a-z]*)\)`)

// The guide and its quiz exist in every language, and every lesson and tab
// they name exists under that name in that language: the lesson titles are
// read from the bundled lessons, the tabs from the window's side panel.
func TestGuideNamesLessonsAndTabsThatExist(t *testing.T) {
	a := newTestApp(t)
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
		titles := map[string]bool{}
		for _, lesson := range lessons {
			titles[lesson.Title] = true
		}
		words := translation(t, l.Tag)
		tabs := map[string]bool{}
		for _, tab := range a.frame.sideTabs {
			tabs[words[tab.item.Text]] = true
		}
		links := guideLink.FindAllStringSubmatch(md, -1)
		if n := strings.Count(md, "]("+guideScheme+":"); n != len(links) {
			t.Errorf("%s: %d links to lessons and tabs, of which %d are well formed", l.Tag, n, len(links))
		}
		named := map[string]bool{}
		for _, link := range links {
			name, kind := link[1], link[2]
			switch {
			case kind == lessonLink && !titles[name]:
				t.Errorf("%s: the guide names the lesson %q, which does not exist", l.Tag, name)
			case kind == tabLink && !tabs[name]:
				t.Errorf("%s: the guide names the tab %q, which does not exist", l.Tag, name)
			case kind != lessonLink && kind != tabLink:
				t.Errorf("%s: the guide links to %q of an unknown kind %q", l.Tag, name, kind)
			}
			named[kind+":"+name] = true
		}
		if len(named) < 6 {
			t.Errorf("%s: the guide names %d lessons and tabs, want the lessons of its plan and the teaching tabs", l.Tag, len(named))
		}
	}
}

// translation returns the words of language tag, by their English text.
func translation(t *testing.T, tag string) map[string]string {
	t.Helper()
	data, err := assets.Translations.ReadFile(path.Join(assets.TranslationsDir, tag+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var all map[string]any
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatal(err)
	}
	words := map[string]string{}
	for k, v := range all {
		if s, ok := v.(string); ok {
			words[k] = s
		}
	}
	return words
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
