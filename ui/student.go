package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/ui/practice"
	"github.com/qttt-edu/qttt/ui/settings"
)

// student is what the window offers a student alone: the practice
// puzzles (Teach › Practice puzzles, P), the welcome at the first start
// (Help › Welcome) and Help › How to play.
type student struct {
	app      *App
	practice *practice.View // open, or nil
}

// addStudent adds the practice to the Teach menu and the welcome and How
// to play to the Help menu.
func (a *App) addStudent() {
	s := &student{app: a}
	c := a.controls
	if teachMenu := c.menuTitled(lang.L("Teach")); teachMenu != nil {
		teachMenu.Items = append(teachMenu.Items, fyne.NewMenuItemSeparator())
		c.add(teachMenu, &command{label: lang.L("Practice puzzles"), icon: theme.QuestionIcon(),
			shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyP}}, run: s.openPractice})
		c.addKey(fyne.KeyP, s.openPractice) // Fyne takes keys without a modifier for no shortcut
	}
	if help := c.menuTitled(lang.L("Help")); help != nil {
		c.add(help, &command{label: lang.L("Welcome"), icon: theme.HomeIcon(), run: s.showWelcome})
		c.add(help, &command{label: lang.L("How to play"), icon: theme.InfoIcon(), run: s.showHowToPlay})
	}
	a.student = s
}

// menuTitled returns the menu called title, or nil.
func (c *controls) menuTitled(title string) *fyne.Menu {
	for _, m := range c.menu.Items {
		if m.Label == title {
			return m
		}
	}
	return nil
}

// openPractice covers the window with the practice screen, whose keys then
// take the place of the game's until it is closed; the shell keeps the
// puzzles it reports solved.
func (s *student) openPractice() {
	if s.practice != nil {
		return
	}
	puzzles, err := puzzle.Load(assets.PuzzleFiles())
	if err != nil { // the bundled puzzles are tested: this is a broken build
		dialog.ShowError(err, s.app.win)
		return
	}
	store := s.app.settings
	v := practice.New(puzzles, store.Get().Solved.Names(), s.app.computer.solver)
	v.OnSolved = func(name string) {
		store.Update(func(st *settings.Settings) { st.Solved = st.Solved.With(name) })
	}
	s.practice = v
	canvas := s.app.win.Canvas()
	v.OnClose = func() {
		canvas.Overlays().Remove(v.Content())
		s.app.controls.screenClosed(v.Content())
		s.practice = nil
	}
	canvas.Overlays().Add(v.Content())
	s.app.controls.screenOpened(v.Content(), v.Key)
}
