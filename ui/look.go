package ui

import (
	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/settings/settingsdialog"
	"github.com/qttt-edu/qttt/ui/style"
)

// startLanguage puts the language of the user's settings, in own, in
// force in fa before anything is read or built in it.
func startLanguage(fa fyne.App, own fyne.URI) {
	s := settings.Peek(own, fynePreferences(fa))
	if err := i18n.Load(s.Language); err != nil {
		fyne.LogError("Loading the translations", err)
	}
}

// look is the app's theme: the one owner of the theme in force, which
// follows the settings and presentation mode, and of the commands that
// change it (zoom, the settings dialog).
type look struct {
	app      fyne.Settings
	settings *settings.Store
	language string      // the language shown, which changes only at the next start
	inForce  style.Theme // the theme put in force last
	shown    bool        // presentation mode's theme is in force
	restyled []func()    // told when the settings' themes change, once the app's is in force
}

// newLook returns the theme of fa's settings s and puts it in force, out of
// presentation mode. When the settings' themes change, it puts the app's
// in force and then tells its onRestyle listeners.
func newLook(fa fyne.App, s *settings.Store) *look {
	l := &look{app: fa.Settings(), settings: s, language: i18n.InForce()}
	l.apply()
	themes := l.themes()
	s.OnChange(func(settings.Settings) {
		// Only a change of theme is applied: putting a theme in force
		// draws every text and icon again (and the first start's
		// welcome, which only notes that it was shown, took 30 MB so).
		if t := l.themes(); t != themes {
			themes = t
			l.apply()
			for _, f := range l.restyled {
				f()
			}
		}
	})
	return l
}

// onRestyle has f called each time the settings' themes change, once the
// app's theme is in force: presentation mode's own themes follow it.
func (l *look) onRestyle(f func()) { l.restyled = append(l.restyled, f) }

// present puts the theme for presentation mode on or off in force.
func (l *look) present(on bool) {
	l.shown = on
	l.apply()
}

// apply puts the settings' theme, in or out of presentation mode, in
// force for the window and its dialogs, when it is not already: the only
// place the app's theme is set.
func (l *look) apply() {
	if t := l.theme(l.shown); t != l.inForce || l.app.Theme() != t {
		l.inForce = t
		l.app.SetTheme(t)
	}
}

// themes returns the settings' themes out of and in presentation mode.
func (l *look) themes() [2]style.Theme { return [2]style.Theme{l.theme(false), l.theme(true)} }

// theme returns the settings' theme in or out of presentation mode, in
// the language's font.
func (l *look) theme(presented bool) style.Theme {
	th := l.settings.Get().Theme(presented)
	th.Hangul = i18n.Hangul(l.language)
	return th
}

// addCommands has zoom and the settings dialog run in win; restart, when
// not nil, starts the app again, to show a new language.
func (l *look) addCommands(c *command.Controls, win fyne.Window, restart func()) {
	zoom := func(z float32) { l.settings.Update(func(s *settings.Settings) { s.Zoom = z }) }
	c.Handle(command.ZoomIn, func() { zoom(settings.Zoomed(l.settings.Get().Zoom, 1)) }, nil, nil)
	c.Handle(command.ZoomOut, func() { zoom(settings.Zoomed(l.settings.Get().Zoom, -1)) }, nil, nil)
	c.Handle(command.NormalSize, func() { zoom(1) }, nil, nil)
	c.Handle(command.Settings, func() { settingsdialog.Show(l.settings.Get(), win, l.change, restart) }, nil, nil)
}

// change takes the settings edited in the dialog.
func (l *look) change(s settings.Settings) {
	l.settings.Update(func(now *settings.Settings) { *now = s })
}
