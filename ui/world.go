package ui

import (
	"image"
	"image/png"
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
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/style"
)

// startWorld puts the user's settings in force in fa before any window is
// built: the language, then the theme.
func startWorld(fa fyne.App) {
	s := settings.Load(fa.Preferences())
	if err := i18n.Load(s.Language); err != nil {
		fyne.LogError("Loading the translations", err)
	}
	fa.Settings().SetTheme(s.Theme(false))
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
// board's export to the window, and plays collapse cascades at the speed the
// settings ask for.
func (a *App) addWorld() {
	w := &world{a: a, settings: settings.Load(fyne.CurrentApp().Preferences()), language: i18n.InForce()}
	w.apply()

	view := fyne.NewMenu(lang.L("View"))
	a.menu.Items = append(a.menu.Items, view)
	present := func() { w.present(!w.presenting) }
	a.addCommand(view, &command{label: lang.L("Presentation mode"), icon: theme.ViewFullScreenIcon(), toolbar: true,
		shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyF11}}, run: present})
	a.addKey(fyne.KeyF11, present) // Fyne takes keys without a modifier for no shortcut
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
		run: func() { settings.ShowDialog(w.reload(), a.win, w.change) }})
	if fileDialogs() {
		a.addCommand(a.fileMenu, &command{label: lang.L("Export board as PNG…"), icon: theme.MediaPhotoIcon(),
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
	th := w.settings.Theme(w.presenting)
	th.Hangul = i18n.Hangul(w.language)
	fyne.CurrentApp().Settings().SetTheme(th)
	factor := w.settings.Animation.Factor()
	w.a.board.SetCascadeDuration(time.Duration(factor * float64(board.DefaultCascadeDuration)))
}

// reload reads the settings again: other parts of the window (the New
// game dialog's opponent level) save to the same preferences.
func (w *world) reload() settings.Settings {
	w.settings = settings.Load(fyne.CurrentApp().Preferences())
	return w.settings
}

// change takes the settings edited in the dialog.
func (w *world) change(s settings.Settings) {
	w.settings = s
	s.Save(fyne.CurrentApp().Preferences())
	w.apply()
}

// zoom sets the size of everything, and keeps it for the next start.
func (w *world) zoom(z float32) {
	w.reload()
	w.settings.Zoom = z
	w.settings.Save(fyne.CurrentApp().Preferences())
	w.apply()
}

// present turns presentation mode on or off: larger everything, the high
// contrast palette and the full screen as the settings say, and only what
// a class watches: the board, the status line's headline, the lesson open
// (its question and answer) and the toolbar, whose buttons keep just their
// icons so that they fit.
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
			container.NewPadded(container.New(presentationLayout{}, a.board, container.NewVBox(a.status, a.reviewBar), a.guide))))
		a.status.detail.Hide()
	} else {
		a.win.SetMainMenu(a.menu)
		a.win.SetContent(w.normal)
		if !a.guide.Visible() { // else a lesson's guide says it
			a.status.detail.Show()
		}
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

// presentationLayout places the board (objects[0]) as large as it fits,
// with the status (objects[1]) and the lesson open, if any (objects[2]),
// beside it on a screen wide enough for a column of presentationEms, else
// above it. The lesson takes the height its text needs, at most the rest
// of the column, or guideShare of the screen above the board: then its
// text scrolls.
type presentationLayout struct{}

var _ fyne.Layout = presentationLayout{}

// presentationEms is the least width of a status column beside the board,
// and presentationGuideEms the most height a lesson asks of the screen, in
// units of the theme's text size.
const (
	presentationEms      = 16
	presentationGuideEms = 5
)

// Layout places the board, the status and the lesson.
func (presentationLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	board, status := objects[0], objects[1]
	var guide fyne.CanvasObject
	if len(objects) > 2 && objects[2].Visible() {
		guide = objects[2]
	}
	pad := theme.Padding()
	if column := size.Width - size.Height - pad; column >= presentationEms*theme.TextSize() {
		board.Move(fyne.NewPos(0, 0))
		board.Resize(fyne.NewSquareSize(size.Height))
		status.Move(fyne.NewPos(size.Height+pad, 0))
		h := heightAt(status, column)
		if guide != nil {
			guide.Move(fyne.NewPos(size.Height+pad, h+pad))
			guide.Resize(fyne.NewSize(column, min(heightAt(guide, column), size.Height-h-pad)))
		}
		return
	}
	h := heightAt(status, size.Width)
	status.Move(fyne.NewPos(0, 0))
	if guide != nil {
		g := min(heightAt(guide, size.Width), guideShare*size.Height)
		guide.Move(fyne.NewPos(0, h+pad))
		guide.Resize(fyne.NewSize(size.Width, g))
		h += pad + g
	}
	board.Move(fyne.NewPos(0, h+pad))
	board.Resize(fyne.NewSize(size.Width, size.Height-h-pad))
}

// MinSize returns the room for the status and a scrolled lesson above the
// smallest board.
func (presentationLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, status := objects[0].MinSize(), objects[1].MinSize()
	size := fyne.NewSize(max(board.Width, status.Width), board.Height+theme.Padding()+status.Height)
	if len(objects) > 2 && objects[2].Visible() {
		guide := objects[2].MinSize()
		size.Width = max(size.Width, guide.Width)
		size.Height += theme.Padding() + min(guide.Height, presentationGuideEms*theme.TextSize())
	}
	return size
}

// showExport asks where to save a picture of the position on show.
func (w *world) showExport() {
	img := boardPicture(w.a.rec.StateAt(w.a.shown), exportSide)
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
