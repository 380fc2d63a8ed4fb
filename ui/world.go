package ui

import (
	"image"
	"image/png"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/style"
)

// startWorld puts the user's settings in force in fa before any window is
// built: the language, then the theme.
func startWorld(fa fyne.App) {
	s := settings.Peek(fa.Storage().RootURI())
	if err := i18n.Load(s.Language); err != nil {
		fyne.LogError("Loading the translations", err)
	}
	fa.Settings().SetTheme(s.Theme(false))
}

// world is the window's classroom side: settings, zoom, presentation mode
// and the board as a picture.
type world struct {
	model    *model.Model // owns whether presentation mode is on
	win      fyne.Window
	settings *settings.Store
	frame    *frame
	controls *controls
	onShow   func() game.State // the position on show, for the picture
	language string            // the language shown, which changes only at the next start
	least    float32           // the least scale for readable text at the window's height in presentation mode
	normal   fyne.CanvasObject // the window's content outside presentation mode

	secondScreen func() bool                 // whether a projector is connected as a second screen
	newPresenter func(fyne.Theme) *presenter // opens the teacher's window in a theme
	presenter    *presenter                  // the teacher's window while the class sees the main window on a second screen
	stage        stage                       // where presentation mode puts the windows
}

// addWorld adds the View menu (presentation mode, zoom, settings) and the
// board's export to the window, and plays collapse cascades at the speed the
// settings ask for.
func (a *App) addWorld() {
	w := &world{
		model:        a.model,
		win:          a.win,
		settings:     a.settings,
		frame:        a.frame,
		controls:     a.controls,
		onShow:       a.session.OnShow,
		language:     i18n.InForce(),
		secondScreen: secondScreen,
		stage:        newStage(a.settings.Prefs()),
		newPresenter: func(th fyne.Theme) *presenter {
			return newPresenter(th, a.controls, a.teaching, a.session, a.manual.show, a.world.swapScreens)
		},
	}
	a.world = w
	cascadeSpeed := func(s settings.Settings) {
		a.board.SetCascadeDuration(time.Duration(s.Animation.Factor() * float64(board.DefaultCascadeDuration)))
	}
	cascadeSpeed(a.settings.Get())
	a.settings.OnChange(cascadeSpeed)
	w.apply()
	a.settings.OnChange(func(settings.Settings) { w.apply() })
	w.addCommands()
}

// addCommands adds the View menu and, where the app reaches the user's
// files, File › Export board as PNG….
func (w *world) addCommands() {
	c := w.controls
	view := c.addMenu(lang.L("View"))
	present := func() { w.model.SetPresented(!w.model.Presented()) }
	c.add(view, &command{label: lang.L("Presentation mode"), icon: theme.ViewFullScreenIcon(), toolbar: true,
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyF11}}, run: present})
	c.addKey(fyne.KeyF11, present) // Fyne takes keys without a modifier for no shortcut
	c.addKey(fyne.KeyF12, w.swapScreens)
	c.add(view, &command{label: lang.L("Zoom in"), icon: theme.ZoomInIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyPlus), ctrl(fyne.KeyEqual), ctrlShift(fyne.KeyEqual)},
		run:       func() { w.zoom(settings.Zoomed(w.settings.Get().Zoom, 1)) }})
	c.add(view, &command{label: lang.L("Zoom out"), icon: theme.ZoomOutIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyMinus)},
		run:       func() { w.zoom(settings.Zoomed(w.settings.Get().Zoom, -1)) }})
	c.add(view, &command{label: lang.L("Normal size"), icon: theme.ZoomFitIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.Key0)},
		run:       func() { w.zoom(1) }})
	c.add(view, &command{label: lang.L("Settings…"), icon: theme.SettingsIcon(),
		run: func() { settings.ShowDialog(w.settings.Get(), w.win, w.change) }})
	if userFiles() {
		c.add(c.file, &command{label: lang.L("Export board as PNG…"), icon: theme.MediaPhotoIcon(),
			shortcuts: []fyne.Shortcut{ctrl(fyne.KeyE)}, run: w.showExport})
	}
}

// ctrlShift returns the shortcut Ctrl+Shift+key (Cmd+Shift+key on macOS):
// Ctrl and + on keyboards where + is Shift and =.
func ctrlShift(key fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
}

// apply puts the theme for the settings, in or out of presentation mode,
// in force.
func (w *world) apply() {
	th := w.settings.Get().Theme(w.frame.presented)
	if w.frame.presented {
		th.Scale = max(th.Scale, w.least)
	}
	th.Hangul = i18n.Hangul(w.language)
	fyne.CurrentApp().Settings().SetTheme(th)
	if w.presenter != nil {
		w.presenter.setTheme(w.laptopTheme())
	}
}

// change takes the settings edited in the dialog.
func (w *world) change(s settings.Settings) {
	w.settings.Update(func(now *settings.Settings) { *now = s })
}

// zoom sets the size of everything, and keeps it for the next start.
func (w *world) zoom(z float32) {
	w.settings.Update(func(s *settings.Settings) { s.Zoom = z })
}

// present shows presentation mode on or off, as the model says: larger everything, the high
// contrast palette and the full screen as the settings say, and only what
// a class watches: the board as high as the screen, beside it the status
// line's headline above the side panel's tabs (the explanation, possible
// boards, graph or lesson the teacher picks with F1–F4), and the toolbar,
// whose buttons keep just their icons so that they fit. With a second
// screen, the window fills that one, the projector, and the presenter's
// window opens on the laptop's.
func (w *world) present(on bool) {
	if on == w.frame.presented {
		return
	}
	if on {
		w.normal = w.win.Content()
		w.win.SetMainMenu(nil)
		w.win.SetContent(w.frame.presentation(w.controls.toolbar, w.fitScreen))
	} else {
		w.win.SetMainMenu(w.controls.menu)
		w.win.SetContent(w.normal)
	}
	w.frame.setPresented(on)
	w.controls.showLabels(!on)
	if on {
		w.enterStage()
	} else {
		w.leaveStage()
	}
	w.apply()
	if !on {
		w.restoreWindow()
	}
}

// laptopTheme is the theme of the settings outside presentation mode, for
// the presenter's window on the laptop while the app's theme is the
// projector's.
func (w *world) laptopTheme() fyne.Theme {
	th := w.settings.Get().Theme(false)
	th.Hangul = i18n.Hangul(w.language)
	return th
}

// openPresenter opens the presenter's window on the laptop; closing it
// ends presentation mode.
func (w *world) openPresenter() {
	p := w.newPresenter(w.laptopTheme())
	w.presenter = p
	p.win.SetOnClosed(func() {
		if w.presenter == p {
			w.presenter = nil
			w.model.SetPresented(false)
		}
	})
}

// readableLines is how many lines of the smallest text a class reads fit
// the height of the screen in presentation mode at the least: text smaller
// than 1/40 of the picture's height is hard to read from the back row.
const readableLines = 40

// fitScreen enlarges everything in presentation mode, if the settings'
// presentation size leaves the smallest text under 1/readableLines of the
// window's height. It is called whenever the window is laid out, since
// the full screen's size is known only once the window fills it.
func (w *world) fitScreen() {
	least := w.win.Canvas().Size().Height / readableLines / theme.DefaultTheme().Size(theme.SizeNameText)
	least = float32(math.Ceil(float64(least)*20)) / 20 // in steps of 0.05: the same height gives the same scale
	if least != w.least {
		w.least = least
		w.apply()
	}
}

// presentationLayout places the board (objects[0]) as large as it fits,
// with the side panel (objects[1]) beside it in a column wide enough for
// its tabs' row, or at least of presentationEms, unless that leaves the
// board less than boardShare of the height, as on a portrait screen: then
// the side panel goes below it. fit, if set, is called first, with the
// theme's sizes still free to change.
type presentationLayout struct {
	fit  func()
	tabs *container.AppTabs // the side panel's tabs, nil for none
}

var _ fyne.Layout = presentationLayout{}

// presentationEms is the least width of a side column beside the board, in
// units of the theme's text size.
const presentationEms = 16

// boardShare is the least share of the height the board takes beside the
// side panel, and the most it takes above it.
const boardShare = 0.6

// Layout places the board and the side panel.
func (l presentationLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if l.fit != nil {
		l.fit()
	}
	board, side := objects[0], objects[1]
	pad := theme.Padding()
	board.Move(fyne.NewPos(0, 0))
	// The widest column first, so that every tab shows, then the narrowest.
	for _, column := range []float32{max(presentationEms*theme.TextSize(), tabRowWidth(l.tabs)), presentationEms * theme.TextSize()} {
		if b := min(size.Height, size.Width-pad-column); b >= boardShare*size.Height {
			board.Resize(fyne.NewSquareSize(b))
			side.Move(fyne.NewPos(b+pad, 0))
			side.Resize(fyne.NewSize(size.Width-b-pad, size.Height))
			return
		}
	}
	h := min(size.Width, boardShare*size.Height)
	board.Resize(fyne.NewSize(size.Width, h))
	side.Move(fyne.NewPos(0, h+pad))
	side.Resize(fyne.NewSize(size.Width, size.Height-h-pad))
}

// MinSize returns the room for the smallest board beside the side panel:
// the least a screen in landscape needs, so that presentation mode never
// makes the window larger than the screen.
func (presentationLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, side := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(board.Width+theme.Padding()+max(side.Width, presentationEms*theme.TextSize()), max(board.Height, side.Height))
}

// showExport asks where to save a picture of the position on show.
func (w *world) showExport() {
	img := boardPicture(w.onShow(), exportSide)
	d := dialog.NewFileSave(func(f fyne.URIWriteCloser, err error) {
		if err == nil && f != nil {
			err = durable.Finish(f, png.Encode(f, img))
		}
		if err != nil {
			dialog.ShowError(err, w.win)
		}
	}, w.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png"}))
	d.SetFileName(lang.L("board") + ".png")
	d.Show()
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
