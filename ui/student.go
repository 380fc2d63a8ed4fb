package ui

import (
	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/practice"
	"github.com/qttt-edu/qttt/ui/settings"
)

// student is what the window offers a student alone: the practice
// puzzles (Teach › Practice puzzles, P), the welcome at the first start
// (Help › Welcome) and Help › How to play.
type student struct {
	win          fyne.Window
	model        *model.Model
	settings     *settings.Store
	controls     *command.Controls
	solver       *solver.Solver // the computer's, which explains a practice's answers
	playComputer func()         // asks how the next game against the computer is played
	practice     *practice.View // open, or nil
}

// addStudent has Teach › Practice puzzles (P), Help › Welcome and Help ›
// How to play run.
func (a *App) addStudent(sv *solver.Solver) {
	s := &student{win: a.win, model: a.model, settings: a.settings, controls: a.controls, solver: sv, playComputer: a.playComputer}
	a.controls.Handle(command.Practice, s.openPractice, nil, nil)
	a.controls.Handle(command.Welcome, s.showWelcome, nil, nil)
	a.controls.Handle(command.HowToPlay, s.showHowToPlay, nil, nil)
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
		dialogs.ShowError(err, s.win)
		return
	}
	store := s.settings
	v := practice.New(puzzles, store.Get().Solved.Names(), store.Get().Shown.Names(), s.solver)
	v.OnSolved = func(id string) {
		store.Update(func(st *settings.Settings) { st.Solved = st.Solved.With(id) })
	}
	v.OnShown = func(id string) {
		store.Update(func(st *settings.Settings) { st.Shown = st.Shown.With(id) })
	}
	v.Resume(store.Get().Puzzle)
	v.OnOpened = func(id string) {
		store.Update(func(st *settings.Settings) { st.Puzzle = id })
	}
	s.practice = v
	canvas := s.win.Canvas()
	v.OnClose = func() {
		canvas.Overlays().Remove(v.Content())
		s.controls.ScreenClosed(v.Content())
		s.practice = nil
	}
	canvas.Overlays().Add(v.Content())
	s.controls.ScreenOpened(v.Content(), v.Key)
}
