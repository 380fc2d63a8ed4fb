package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/settings"
)

// newLanguageApp returns the main window of a test app started as the
// real one starts with language tag chosen in the settings: its
// translations, its theme and font, at the window's first size.
func newLanguageApp(t *testing.T, tag string) *App {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir()) // the test app's storage root is os.TempDir()
	t.Setenv("LANGUAGE", "")        // i18n.Load sets it
	fa := test.NewTempApp(t)
	t.Cleanup(func() {
		if err := i18n.Load("en"); err != nil { // the other tests read English
			t.Error(err)
		}
	})
	s := settings.Default()
	s.Language = tag
	f := settings.OpenFile(ownFiles(fa), fynePreferences(fa))
	s.Save(f)
	f.Close()
	startLanguage(fa, ownFiles(fa))
	a := newTestWindow(t)
	// On Linux, the BSDs and Windows the window's first size holds the
	// menu bar too: the test window, which draws none, gets the rest.
	a.win.Resize(smallestSize.SubtractWidthHeight(0, menuBarSize(menuOf(a)).Height))
	return a
}

// TestLabelsFitTheFirstWindowSize opens the window in every language at
// the smallest size it is laid out for and checks that every side tab shows in the tab
// bar (none falls into the overflow menu), that the toolbar's buttons and
// the menu bar's titles fit its width, that the side panel's buttons, and
// a lesson's, fit the panel's least width, and that nothing makes the
// window grow.
func TestLabelsFitTheFirstWindowSize(t *testing.T) {
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			a := newLanguageApp(t, l.Tag)
			if got := i18n.InForce(); got != l.Tag {
				t.Fatalf("language in force %q", got)
			}
			width := smallestSize.Width

			checkTabsShow(t, a)

			if need := a.controls.Toolbar().MinSize().Width; need > width {
				t.Errorf("the toolbar needs %.0f, the window is %.0f wide", need, width)
			}
			reviewBar(a).Show() // as while an earlier position is on show
			if need, least := sidePanelOf(a).MinSize().Width, panelEms*theme.TextSize(); need > least {
				t.Errorf("the side panel's buttons need %.0f, more than its least width %.0f: the board would shrink", need, least)
			}
			reviewBar(a).Hide()
			sideTabs(a).Select(teachingTabs(a)[1])                               // the possible boards, made when first shown
			lessonChooser(a).SetSelectedIndex(len(lessonChooser(a).Options) - 1) // the last lesson asks questions
			lessons := lessonView(a)
			for lessons.Step() < len(lessons.Lesson().Steps)-1 {
				if need, least := guideArea(a).MinSize().Width, panelEms*theme.TextSize(); need > least {
					t.Errorf("the lesson's buttons at step %d (asking %v) need %.0f, more than the panel's least width %.0f",
						lessons.Step()+1, lessons.Asking(), need, least)
				}
				ensembleTab(a).CountFor(6)
				if need, least := ensembleTab(a).MinSize().Width, panelEms*theme.TextSize(); need > least {
					t.Errorf("the possible boards, counting O6, need %.0f, more than the panel's least width %.0f", need, least)
				}
				press(a, fyne.KeySpace, fyne.KeyRight)
			}
			if need := menuBarSize(menuOf(a)).Width; need > width {
				t.Errorf("the menu bar needs %.0f, the window is %.0f wide", need, width)
			}
			if have, need := a.win.Canvas().Size(), a.win.Content().MinSize(); need.Width > have.Width || need.Height > have.Height {
				t.Errorf("the window's content needs %v, more than the %v it has", need, have)
			}
		})
	}
}

// checkTabsShow checks that every side tab shows in the tab bar: none
// falls into the overflow menu.
func checkTabsShow(t *testing.T, a *App) {
	t.Helper()
	// AppTabs' renderer draws its bar first: a box of the tab buttons that
	// fit, then the overflow button for the others.
	bar := test.WidgetRenderer(sideTabs(a)).Objects()[0].(*fyne.Container)
	if shown := len(bar.Objects[0].(*fyne.Container).Objects); shown != len(sideTabs(a).Items) {
		var hidden []string
		for _, item := range sideTabs(a).Items[shown:] {
			hidden = append(hidden, item.Text)
		}
		t.Errorf("at %v the side tabs %q fall into the overflow menu, %.0f wide", a.win.Canvas().Size(), hidden, sideTabs(a).Size().Width)
	}
}

// TestEveryTabShowsAtCommonSizes resizes the window in every language to
// the sizes of common screens, where the board, as high as the window,
// leaves the panel less room than at the first size: the board gives way,
// not the tabs.
func TestEveryTabShowsAtCommonSizes(t *testing.T) {
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			a := newLanguageApp(t, l.Tag)
			bar := menuBarSize(menuOf(a)).Height
			for _, screen := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1024, Height: 768}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}} {
				a.win.Resize(screen.SubtractWidthHeight(0, bar))
				checkTabsShow(t, a)
			}
		})
	}
}

// menuBarSize is the size of the menu bar that Fyne draws inside the
// window on Linux, the BSDs and Windows, for menu's titles: each title
// with the inner padding on either side (and below), in a box with the
// padding between titles and the inner padding at either end.
func menuBarSize(menu *fyne.MainMenu) fyne.Size {
	size := fyne.NewSize(2*theme.InnerPadding(), 0)
	for i, m := range menu.Items {
		if i > 0 {
			size.Width += theme.Padding()
		}
		text := canvas.NewText(m.Label, nil).MinSize()
		size.Width += text.Width + 2*theme.InnerPadding()
		size.Height = max(size.Height, text.Height+theme.InnerPadding())
	}
	return size
}

// TestALongHeadlineWrapsInsteadOfWideningThePanel puts a headline longer
// than any translation's on the status line: it takes more lines, and the
// board keeps its size.
func TestALongHeadlineWrapsInsteadOfWideningThePanel(t *testing.T) {
	a := newTestApp(t)
	before := a.board().Size()
	statusOf(a).SetStatus(coach.Status{Headline: strings.Repeat("Schlüsselwort ", 12)})
	a.win.Content().Refresh()
	if got := a.board().Size(); got != before {
		t.Errorf("a long headline made the board %v, from %v", got, before)
	}
}
