package ui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/ui/settings"
)

// menuItem returns the item labelled label in the menu titled menu.
func menuItem(t *testing.T, a *App, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range menuOf(a).Items {
		for _, it := range m.Items {
			if m.Label == menu && it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no %s › %s", menu, label)
	return nil
}

func TestPracticeCoversTheGameAndTakesTheKeys(t *testing.T) {
	a := newTestApp(t)
	if it := menuItem(t, a, "Teach", "Practice puzzles"); it.Shortcut.ShortcutName() != "CustomDesktop:P" {
		t.Errorf("Teach › Practice puzzles shows the shortcut %q, want P", it.Shortcut.ShortcutName())
	}
	press(a, fyne.KeyP)
	if !strings.Contains(shownOver(a), "Level 1, puzzle 1 of") {
		t.Fatalf("P does not open the practice's first puzzle over the window: %q", shownOver(a))
	}
	press(a, fyne.KeyPageDown, fyne.Key5, fyne.Key1) // keys of the practice, not the game
	if a.game().Record().Len() != 0 || a.game().Selected() != 0 {
		t.Errorf("the keys played on the game under the practice: %v", played(a.game().Record()))
	}
	if !strings.Contains(shownOver(a), "Level 1, puzzle 2 of") {
		t.Errorf("Page Down shows %q, want puzzle 2", shownOver(a))
	}
	press(a, fyne.KeyEscape)
	if a.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape does not close the practice")
	}
	playLines(t, a, "X1 1 5") // the game's keys are back
}

func TestWelcomeOnceAndFromHelp(t *testing.T) {
	a := newTestApp(t)
	a.welcomeOnFirstStart()
	if !strings.Contains(dialogText(a), "How would you like to start?") {
		t.Fatalf("first start shows %q, want the welcome", dialogText(a))
	}
	// Where the language is chosen, as the menu has it (the walk looked
	// for it in File, then found it under View).
	if menuItem(t, a, "File", "Settings…"); !strings.Contains(dialogText(a), "File › Settings… chooses the language") {
		t.Errorf("the welcome does not say where the language is chosen: %q", dialogText(a))
	}
	tapDialogButton(t, a, "Start lesson 1")
	if lessonChooser(a).SelectedIndex() != 0 || a.win.Canvas().Overlays().Top() != nil {
		t.Errorf("Start lesson 1 opens lesson %d, dialog %v", lessonChooser(a).SelectedIndex()+1, a.win.Canvas().Overlays().Top())
	}
	a.welcomeOnFirstStart() // as at the next start
	if a.win.Canvas().Overlays().Top() != nil {
		t.Error("the welcome shows again at the next start")
	}
	menuItem(t, a, "Help", "Welcome").Action()
	tapDialogButton(t, a, "How to play")
	if text := dialogText(a); !strings.Contains(text, "The rules in brief") || !strings.Contains(text, "P: practice puzzles") {
		t.Errorf("How to play shows %q", text)
	}
	test.Tap(closeButton(t, a))
	menuItem(t, a, "Help", "Welcome").Action()
	tapDialogButton(t, a, "Play against the computer")
	if !strings.Contains(dialogText(a), "Who plays?") {
		t.Errorf("Play against the computer shows %q, want the new game's choice", dialogText(a))
	}
}

// The welcome answers the keys as its buttons say: Escape closes it,
// Enter (or a clicker's Page Down) starts lesson 1, its default.
func TestTheWelcomeAnswersEnterAndEscape(t *testing.T) {
	a := newTestApp(t)
	menuItem(t, a, "Help", "Welcome").Action()
	press(a, fyne.KeyEscape)
	if a.win.Canvas().Overlays().Top() != nil || lessonOn(a) != nil {
		t.Fatalf("Escape in the welcome: dialog %q, lesson %v; want it closed, no lesson", dialogText(a), lessonOn(a))
	}
	menuItem(t, a, "Help", "Welcome").Action()
	press(a, fyne.KeyPageDown)
	if a.win.Canvas().Overlays().Top() != nil || lessonChooser(a).SelectedIndex() != 0 {
		t.Errorf("Page Down in the welcome: dialog %q, lesson %d; want lesson 1", dialogText(a), lessonChooser(a).SelectedIndex()+1)
	}
}

// closeButton returns the Close button of the dialog on top.
func closeButton(t *testing.T, a *App) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Close" {
			return b
		}
	}
	t.Fatal("no Close button")
	return nil
}

// TestPracticeSolvedIsKeptByTheShell: the practice reports a puzzle solved
// and the shell keeps it in the settings, which the next start reads.
func TestPracticeSolvedIsKeptByTheShell(t *testing.T) {
	a := newTestApp(t)
	ps := loadPuzzles(t)
	first := ps[0]
	press(a, fyne.KeyP)
	for _, m := range first.Marks { // an entangled puzzle: the marks' numbers tick them
		press(a, fyne.KeyName(strconv.Itoa(int(m))))
	}
	press(a, fyne.KeyReturn, fyne.KeyEscape)
	if !a.settings.Get().Solved.Has(first.ID) {
		t.Fatalf("%s answered right is not kept: %v", first.Name, a.settings.Get().Solved.Names())
	}
	press(a, fyne.KeyP)
	if !strings.Contains(shownOver(a), "Level 1, puzzle 2 of") {
		t.Errorf("the practice opens again at %q, want the second puzzle, the first unsolved", shownOver(a))
	}
}

// TestAPuzzleAnsweredByMouseIsCheckedByEnter: the first puzzle's mark
// ticked with a click, then Enter, as its Check (Enter) button says: the
// click had left the keys to the checkbox, and Enter did nothing.
func TestAPuzzleAnsweredByMouseIsCheckedByEnter(t *testing.T) {
	a := newTestApp(t)
	ps := loadPuzzles(t)
	first := ps[0]
	press(a, fyne.KeyP)
	want := map[string]bool{}
	for _, m := range first.Marks {
		want[m.String()] = true
	}
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if c, ok := o.(*widget.Check); ok && want[c.Text] {
			test.Tap(c)
		}
	}
	press(a, fyne.KeyReturn)
	if !a.settings.Get().Solved.Has(first.ID) {
		t.Errorf("%s ticked by mouse and checked by Enter is not solved:\n%s", first.Name, shownOver(a))
	}
}

// TestAfterANumberTypedInItsBoxThePracticeKeysWork: a count typed into
// its box and checked with Enter; then Page Down opens the next puzzle
// and Escape closes the practice (they did nothing: the box kept the
// keys).
func TestAfterANumberTypedInItsBoxThePracticeKeysWork(t *testing.T) {
	a := newTestApp(t)
	ps := loadPuzzles(t)
	press(a, fyne.KeyP, fyne.KeyPageDown) // the second puzzle, how many groups
	if ps[1].Kind != puzzle.Groups {
		t.Fatalf("the second puzzle is %s, want one that asks how many groups", ps[1].Name)
	}
	var box *widget.Entry
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if e, ok := o.(*widget.Entry); ok {
			box = e
		}
	}
	if box == nil {
		t.Fatal("no box for the number")
	}
	a.win.Canvas().Focus(box) // clicked into
	test.Type(box, strconv.Itoa(ps[1].Groups))
	press(a, fyne.KeyReturn)
	if !a.settings.Get().Solved.Has(ps[1].ID) {
		t.Fatalf("%s typed and checked by Enter is not solved:\n%s", ps[1].Name, shownOver(a))
	}
	press(a, fyne.KeyPageDown) // the third puzzle: which marks are entangled, ticked
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if _, ok := o.(*widget.Entry); ok {
			t.Fatal("Page Down after the answer: the box for a number is still there, want the third puzzle")
		}
	}
	press(a, fyne.KeyEscape)
	if top := a.win.Canvas().Overlays().Top(); top != nil {
		t.Error("Escape left the practice open")
	}
}

// The Teach menu fits a 1366×768 laptop's window (the walk: it ran off
// the bottom, "Show the spread" half shown): the side panel's tabs and the
// class answers by phone are in submenus, reached as before by their keys.
func TestTheTeachMenuFitsALaptop(t *testing.T) {
	a := newTestApp(t)
	var teach *fyne.Menu
	for _, m := range menuOf(a).Items {
		if m.Label == "Teach" {
			teach = m
		}
	}
	if teach == nil {
		t.Fatal("no Teach menu")
	}
	// A menu item is a line of text with the inner padding above and
	// below; a separator, the padding.
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.InnerPadding()
	height := float32(0)
	subs := map[string][]string{}
	for _, it := range teach.Items {
		if it.IsSeparator {
			height += theme.Padding()
			continue
		}
		height += line
		if it.ChildMenu != nil {
			for _, c := range it.ChildMenu.Items {
				subs[it.Label] = append(subs[it.Label], c.Label)
			}
		}
	}
	if room := float32(740 - 30 - 30); height > room { // the window less its menu bar and a margin
		t.Errorf("the Teach menu is %.0f high, more than the %.0f a 1366×768 laptop's window leaves it", height, room)
	}
	want := map[string][]string{
		"Side panel tabs":        {"Explain", "Possible boards", "Graph", "Lessons"},
		"Class answers by phone": {"Class answers", "Show the spread", "Answer again", "Class answers: results…"},
	}
	for sub, items := range want {
		if !slices.Equal(subs[sub], items) {
			t.Errorf("Teach › %s holds %q, want %q", sub, subs[sub], items)
		}
	}
	press(a, fyne.KeyF3) // a submenu's command still runs by its key
	if sideTabs(a).Selected().Text != "Graph" {
		t.Errorf("F3 shows the %q tab, want Graph", sideTabs(a).Selected().Text)
	}
}

// loadPuzzles returns the puzzles the app ships, in their order.
func loadPuzzles(t *testing.T) []*puzzle.Puzzle {
	t.Helper()
	ps, err := puzzle.Load(assets.PuzzleFiles())
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestThePracticeReopensWhereTheStudentStopped: the student pages on to
// level 1's fourth puzzle, leaves it unanswered and closes the practice;
// the settings the next start reads keep it, and the practice opens there
// again, not at the first puzzle not yet solved (student walk t10 #12:
// after a restart it opened at level 1 #7, not level 4 #4). Solved there,
// the practice opens there too, saying it is solved (it opened at the
// next one, and the student was no longer where they stopped), and Page
// Down goes on to the next.
func TestThePracticeReopensWhereTheStudentStopped(t *testing.T) {
	a := newTestApp(t)
	ps := loadPuzzles(t)
	press(a, fyne.KeyP, fyne.KeyPageDown, fyne.KeyPageDown, fyne.KeyPageDown)
	if !strings.Contains(shownOver(a), "Level 1, puzzle 4 of") {
		t.Fatalf("three Page Downs into the practice show %q, want level 1's fourth puzzle", shownOver(a))
	}
	press(a, fyne.KeyEscape)
	if got := savedSettings(a).Puzzle; got != ps[3].ID {
		t.Errorf("the next start would read the puzzle last on show as %q, want %q", got, ps[3].ID)
	}
	press(a, fyne.KeyP)
	if !strings.Contains(shownOver(a), "Level 1, puzzle 4 of") {
		t.Fatalf("the practice opens again at %q, want level 1's fourth puzzle, where the student stopped", shownOver(a))
	}
	press(a, fyne.KeyEscape)
	a.settings.Update(func(s *settings.Settings) { s.Solved = s.Solved.With(ps[3].ID) })
	press(a, fyne.KeyP)
	if got := shownOver(a); !strings.Contains(got, "Level 1, puzzle 4 of") || !strings.Contains(got, "this one among them") {
		t.Errorf("with the fourth puzzle solved, the practice opens again at %q, want the fourth, said to be solved", got)
	}
	press(a, fyne.KeyPageDown)
	if !strings.Contains(shownOver(a), "Level 1, puzzle 5 of") {
		t.Errorf("Page Down from the solved fourth puzzle shows %q, want the fifth", shownOver(a))
	}
}
