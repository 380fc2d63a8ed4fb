package ui

import (
	"image"
	"image/draw"
	"image/png"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/settings"
)

// startWorld puts the user's settings in force in fa before any window is
// built: the language, then the theme.
func startWorld(fa fyne.App) {
	s := settings.Load(fa.Preferences())
	if err := i18n.Load(s.Language); err != nil {
		fyne.LogError("Loading the translations", err)
	}
	th := s.Theme(false)
	fa.Settings().SetTheme(th)
	// Fyne 2.7.1 follows the system's light or dark only for a theme set
	// once the app has started (fyne-io/fyne#6056).
	fa.Lifecycle().SetOnStarted(func() { fa.Settings().SetTheme(th) })
}

// world is the window's classroom side: settings, zoom, presentation mode
// and the board as a picture.
type world struct {
	a          *App
	settings   settings.Settings
	language   string            // the language shown, which changes only at the next start
	presenting bool              // presentation mode is on
	normal     fyne.CanvasObject // the window's content outside presentation mode
}

// addWorld adds the View menu (presentation mode, zoom, settings) and the
// board's export to the window.
func (a *App) addWorld() {
	w := &world{a: a, settings: settings.Load(fyne.CurrentApp().Preferences()), language: i18n.InForce()}
	w.apply()

	view := fyne.NewMenu(lang.L("View"))
	a.menu.Items = append(a.menu.Items, view)
	present := &command{label: lang.L("Presentation mode"), icon: theme.ViewFullScreenIcon(), toolbar: true,
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyF11}}}
	present.run = func() { w.present(!w.presenting); present.item.Checked = w.presenting }
	a.addCommand(view, present)
	a.addKey(fyne.KeyF11, present.run) // keys without a modifier are no shortcuts in Fyne
	a.addCommand(view, &command{label: lang.L("Zoom in"), icon: theme.ZoomInIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyPlus), ctrl(fyne.KeyEqual), ctrlShift(fyne.KeyEqual)},
		run:       func() { w.zoom(settings.Zoomed(w.settings.Zoom, 1)) }})
	a.addCommand(view, &command{label: lang.L("Zoom out"), icon: theme.ZoomOutIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyMinus)},
		run:       func() { w.zoom(settings.Zoomed(w.settings.Zoom, -1)) }})
	a.addCommand(view, &command{label: lang.L("Normal size"), icon: theme.ZoomFitIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.Key0)},
		run:       func() { w.zoom(1) }})
	a.addCommand(view, &command{label: lang.L("Settings…"), icon: theme.SettingsIcon(),
		run: func() { settings.ShowDialog(w.settings, a.win, w.change) }})
	a.addCommand(a.fileMenu, &command{label: lang.L("Export board as PNG…"), icon: theme.MediaPhotoIcon(),
		shortcuts: []fyne.Shortcut{ctrl(fyne.KeyE)}, run: w.showExport})
}

// ctrlShift returns the shortcut Ctrl+Shift+key (Cmd+Shift+key on macOS):
// Ctrl and + on keyboards where + is Shift and =.
func ctrlShift(key fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
}

// apply puts the theme for the settings, in or out of presentation mode,
// in force.
func (w *world) apply() {
	th := w.settings.Theme(w.presenting)
	th.Hangul = i18n.Hangul(w.language)
	fyne.CurrentApp().Settings().SetTheme(th)
}

// change takes the settings edited in the dialog.
func (w *world) change(s settings.Settings) {
	w.settings = s
	s.Save(fyne.CurrentApp().Preferences())
	w.apply()
}

// zoom sets the size of everything, and keeps it for the next start.
func (w *world) zoom(z float32) {
	w.settings.Zoom = z
	w.settings.Save(fyne.CurrentApp().Preferences())
	w.apply()
}

// present turns presentation mode on or off: larger everything, the high
// contrast palette and the full screen as the settings say, and only what
// a class watches: the board, the status line's headline and the toolbar,
// whose buttons keep just their icons so that they fit.
func (w *world) present(on bool) {
	if on == w.presenting {
		return
	}
	w.presenting = on
	a := w.a
	if on {
		w.normal = a.win.Content()
		a.win.SetMainMenu(nil)
		a.win.SetContent(container.NewBorder(a.toolbar, nil, nil, nil,
			container.NewPadded(container.NewBorder(container.NewVBox(a.status, a.reviewBar), nil, nil, nil, a.board))))
		a.status.detail.Hide()
	} else {
		a.win.SetMainMenu(a.menu)
		a.win.SetContent(w.normal)
		a.status.detail.Show()
	}
	for _, c := range a.commands {
		switch {
		case c.button == nil:
		case on:
			c.button.SetText("")
		default:
			c.button.SetText(c.label)
		}
	}
	if w.settings.Presentation.FullScreen || !on {
		a.win.SetFullScreen(on)
	}
	w.apply()
}

// showExport asks where to save a picture of the board as it is shown now.
func (w *world) showExport() {
	img := boardPicture(w.a.win.Canvas(), w.a.board)
	d := dialog.NewFileSave(func(f fyne.URIWriteCloser, err error) {
		if err == nil && f != nil {
			err = png.Encode(f, img)
			if closeErr := f.Close(); err == nil {
				err = closeErr
			}
		}
		if err != nil {
			dialog.ShowError(err, w.a.win)
		}
	}, w.a.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png"}))
	d.SetFileName(lang.L("board") + ".png")
	d.Show()
}

// boardPicture captures the canvas and cuts out the board: the largest
// square centred in the board widget, where the board draws itself.
func boardPicture(c fyne.Canvas, board fyne.CanvasObject) image.Image {
	shot := c.Capture()
	scale := float32(shot.Bounds().Dx()) / c.Size().Width
	// Drivers place objects relative to the canvas's interactive area,
	// which is inset on some (the test driver's) but not in the capture.
	inset, _ := c.InteractiveArea()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(board).Add(inset)
	size := board.Size()
	side := min(size.Width, size.Height)
	pos = pos.AddXY((size.Width-side)/2, (size.Height-side)/2)
	r := image.Rect(int(pos.X*scale), int(pos.Y*scale), int((pos.X+side)*scale), int((pos.Y+side)*scale)).
		Intersect(shot.Bounds())
	pic := image.NewNRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	draw.Draw(pic, pic.Bounds(), shot, r.Min, draw.Src)
	return pic
}
