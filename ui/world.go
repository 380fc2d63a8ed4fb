package ui

import (
	"image"
	"image/png"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/present"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/settings/settingsdialog"
	"github.com/qttt-edu/qttt/ui/style"
)

// startWorld puts the user's settings in force in fa before any window is
// built: the language, then the theme.
func startWorld(fa fyne.App) {
	s := settings.Peek(ownFiles(fa), fynePreferences(fa)) // ownFiles moves an older version's files first
	if err := i18n.Load(s.Language); err != nil {
		fyne.LogError("Loading the translations", err)
	}
	fa.Settings().SetTheme(s.Theme(false))
}

// world is the window's classroom side: settings, zoom, presentation mode
// (package present) with the slides it shows, and the board as a picture.
type world struct {
	model    *model.Model // owns whether presentation mode is on
	win      fyne.Window
	settings *settings.Store
	controls *command.Controls
	onShow   func() game.State    // the position on show, for the picture
	slide    func() present.Slide // what the class sees in presentation mode
	language string               // the language shown, which changes only at the next start
	present  *present.Present
	slides   *slides             // what the class sees in presentation mode, and the plan of the class
	answers  func() string       // the live count of class answers, for the presenter view; "" while off
	refuse   func(model.Refusal) // says why an action of the model did nothing
	stepOn   func()              // Page Down past the class view's pages (teaching.forward)
}

// addWorld adds the View menu (presentation mode, zoom, settings) and the
// board's export to the window, and plays collapse cascades at the speed the
// settings ask for.
func (a *App) addWorld() {
	w := &world{
		model:    a.model,
		win:      a.win,
		settings: a.settings,
		controls: a.controls,
		onShow:   a.game().OnShow,
		slide:    a.classSlide,
		language: i18n.InForce(),
		refuse:   a.refuseFor,
		slides:   newSlides(a.teaching.panel.Explanation),
		stepOn:   a.teaching.forward,
	}
	h := &presentHost{win: a.win, model: a.model, frame: a.frame, controls: a.controls, teaching: a.teaching, world: w}
	w.present = present.New(h, platform.Native(), a.settings)
	a.world = w
	cascadeSpeed := func(s settings.Settings) {
		a.board().SetCascadeDuration(time.Duration(s.Animation.Factor() * float64(board.DefaultCascadeDuration)))
	}
	cascadeSpeed(a.settings.Get())
	a.settings.OnChange(cascadeSpeed)
	w.apply()
	applied := w.themes()
	a.settings.OnChange(func(settings.Settings) {
		// Only a change of theme is applied: putting a theme in force
		// draws every text and icon again (and the first start's
		// welcome, which only notes that it was shown, took 30 MB so).
		if t := w.themes(); t != applied {
			applied = t
			w.apply()
		}
	})
	w.addCommands()
}

// forward is a clicker's "next": the next page of the class view's
// slide, else the model's Forward as the teaching side takes it (the
// answer, the next step, the plan's next item). The glossary's pages it
// does not turn: it closes the glossary, which a teacher with only a
// clicker would otherwise page through to its end.
func (w *world) forward() {
	if w.model.GlossaryOnShow() || !w.present.Next() {
		w.stepOn()
	}
}

// back is a clicker's "previous": the page before, else the model's Back;
// it closes the glossary, as forward does.
func (w *world) back() {
	if w.model.GlossaryOnShow() || !w.present.Prev() {
		w.refuse(w.model.Back())
	}
}

// turnPage turns the class view's slide to its next page (or the one
// before), and never steps the lesson or the plan: the Down and Up
// arrows in presentation mode, which page through the glossary.
func (w *world) turnPage(next bool) {
	if next {
		w.present.Next()
	} else {
		w.present.Prev()
	}
}

// render shows presentation mode as the model has it, with the lesson's
// step and the position on show.
func (w *world) render() {
	m := w.model
	l, i := m.Lesson()
	v := present.View{Presented: m.Presented(), Blank: m.Blank(), Lesson: l, Step: m.Step(), OnShow: w.onShow(),
		LessonIndex: i, Asking: m.Asking(), Coin: m.Game().Chance(), Tossed: m.Tossed(),
		Paths: m.Picture() == lesson.PictureTwoPaths, PathBlocked: m.PathBlocked(), Boards: m.Tab() == model.TabBoards && !m.Asking(),
		Glossary: m.GlossaryOnShow()}
	if w.answers != nil {
		v.Answers = w.answers()
	}
	if bl, step, ok := m.InWhatIf(); ok {
		v.WhatIf = lang.L("What if…? Page Down or I comes back to “{{.Title}}”, step {{.Step}}.",
			map[string]any{"Title": bl.Title, "Step": step + 1})
	} else if l == nil {
		v.Upcoming = lang.L("No lesson is open.")
		if next := m.Upcoming(); next >= 0 {
			v.Upcoming = lang.L("No lesson is open: Page Down opens “{{.Title}}”.", map[string]any{"Title": m.Lessons()[next].Title})
		}
		if title := m.PlanNextTitle(); title != "" {
			v.Upcoming = lang.L("No lesson is open: Page Down opens “{{.Title}}”.", map[string]any{"Title": title})
		}
	}
	if v.Presented {
		v.Slide = w.slide()
		v.Plan = present.PlanStatus(m.PlanStatus())
	}
	w.present.Render(v)
}

// addCommands has the View menu's commands run (presentation mode, zoom
// and the settings), the key that swaps the screens, and, where the app
// reaches the user's files, File › Export board as PNG….
func (w *world) addCommands() {
	c := w.controls
	c.Handle(command.Present, func() { w.model.SetPresented(!w.model.Presented()) }, nil, nil)
	c.Handle(command.StartPresentation, func() { w.model.SetPresented(true) }, nil, nil)
	c.Handle(command.NextStep, w.forward, nil, nil)
	c.Handle(command.PreviousStep, w.back, nil, nil)
	c.Handle(command.Blackout, func() { w.model.ToggleBlank() }, w.model.Presented, w.model.Blank)
	c.Handle(command.SwapScreens, func() { w.present.SwapScreens() }, nil, nil)
	c.Handle(command.ZoomIn, func() { w.zoom(settings.Zoomed(w.settings.Get().Zoom, 1)) }, nil, nil)
	c.Handle(command.ZoomOut, func() { w.zoom(settings.Zoomed(w.settings.Get().Zoom, -1)) }, nil, nil)
	c.Handle(command.NormalSize, func() { w.zoom(1) }, nil, nil)
	c.Handle(command.Settings, func() { settingsdialog.Show(w.settings.Get(), w.win, w.change) }, nil, nil)
	if userFiles() {
		c.Handle(command.ExportBoard, w.showExport, nil, nil)
	}
}

// apply puts the theme for the settings, in or out of presentation mode,
// in force: the app's, for the window and its dialogs, and presentation
// mode's own, for the class view and the presenter view.
func (w *world) apply() {
	fyne.CurrentApp().Settings().SetTheme(w.theme(w.model.Presented()))
	w.present.Restyle()
}

// themes returns the settings' themes out of and in presentation mode.
func (w *world) themes() [2]style.Theme { return [2]style.Theme{w.theme(false), w.theme(true)} }

// theme returns the settings' theme in or out of presentation mode, in
// the language's font.
func (w *world) theme(presented bool) style.Theme {
	th := w.settings.Get().Theme(presented)
	th.Hangul = i18n.Hangul(w.language)
	return th
}

// change takes the settings edited in the dialog.
func (w *world) change(s settings.Settings) {
	w.settings.Update(func(now *settings.Settings) { *now = s })
}

// zoom sets the size of everything, and keeps it for the next start.
func (w *world) zoom(z float32) {
	w.settings.Update(func(s *settings.Settings) { s.Zoom = z })
}

// presentHost is the main window as presentation mode sees it
// (present.Host).
type presentHost struct {
	win      fyne.Window
	model    *model.Model
	frame    *frame
	controls *command.Controls
	teaching *teaching
	world    *world
}

var _ present.Host = (*presentHost)(nil)

func (h *presentHost) Window() fyne.Window { return h.win }

// ShowPresented hides the menu bar, the toolbar's labels and the status
// line's detail in presentation mode, shows them out of it, and puts the
// settings' theme for it in force.
func (h *presentHost) ShowPresented(on bool) {
	if on {
		h.win.SetMainMenu(nil)
	} else {
		h.win.SetMainMenu(h.controls.Menu())
	}
	h.frame.setPresented(on)
	h.controls.ShowLabels(!on)
	fyne.CurrentApp().Settings().SetTheme(h.world.theme(on))
}

func (h *presentHost) EndPresentation()                 { h.model.SetPresented(false) }
func (h *presentHost) Theme(presented bool) style.Theme { return h.world.theme(presented) }
func (h *presentHost) FullScreen() bool                 { return h.world.settings.Get().Presentation.FullScreen }
func (h *presentHost) Commands() []command.Spec         { return h.controls.Table() }
func (h *presentHost) Invoke(id command.ID)             { h.controls.Invoke(id) }
func (h *presentHost) BindKeys(c fyne.Canvas)           { h.controls.BindAll(c) }

// Tabs returns the teaching tabs with their keys.
func (h *presentHost) Tabs() []present.Tab {
	tabs := make([]present.Tab, len(h.teaching.tabs))
	for i, item := range h.teaching.tabs {
		tabs[i] = present.Tab{Title: item.Text, Key: h.teaching.tabKey(i), Show: func() { h.controls.Invoke(command.Tabs[i]) }}
	}
	return tabs
}

// Lessons returns the lessons, each opened from its first step.
func (h *presentHost) Lessons() []present.Choice {
	var choices []present.Choice
	for i, l := range h.model.Lessons() {
		choices = append(choices, present.Choice{Title: l.Title, Open: func() { h.teaching.refuse(h.model.OpenLesson(i)) }})
	}
	return choices
}

// showExport asks where to save a picture of the position on show.
func (w *world) showExport() {
	img := boardPicture(w.onShow(), exportSide)
	d := dialog.NewFileSave(func(f fyne.URIWriteCloser, err error) {
		if err == nil && f != nil {
			err = durable.Finish(f, png.Encode(f, img))
		}
		if err != nil {
			showSaveFailed(w.win, err)
		}
	}, w.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png"}))
	d.SetFileName(lang.L("board") + ".png")
	dialogs.ShowFile(d, w.win)
}

// exportSide is the side of an exported board, in points; the picture has
// twice as many pixels, sharp enough for print and slides.
const exportSide = 600

// boardPicture draws s offscreen on a board of side points, in the light
// variant of the app's palette (for paper and slides) and on a transparent
// background. Marks and numbers are in Fyne's font whatever the language.
func boardPicture(s game.State, side float32) image.Image {
	th, _ := fyne.CurrentApp().Settings().Theme().(style.Theme)
	th.Variant, th.Scale, th.Hangul = style.VariantLight, 1, false
	b := board.New()
	b.SetInteractive(false)
	b.SetState(s)
	c := software.NewTransparentCanvas()
	c.SetPadded(false)
	c.SetScale(2)
	c.SetContent(container.NewThemeOverride(b, th))
	c.Resize(fyne.NewSquareSize(side))
	img := c.Capture()
	b.SetState(game.State{}) // stops the pulse a pending collapse starts
	return img
}
