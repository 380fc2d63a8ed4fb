// Package settingsdialog is the dialog that edits the settings: one control
// per choice, in two columns (the languages, the rest).
package settingsdialog

import (
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/style"
)

// Show shows the settings over parent, starting from current; apply gets
// the edited settings when the user saves them. A language other than
// the one shown takes effect when the app starts again: restart, when not
// nil, starts it again, which the dialog then offers to do at once.
func Show(current settings.Settings, parent fyne.Window, apply func(settings.Settings), restart func()) {
	f := newForm(current)
	d := dialog.NewCustomConfirm(lang.L("Settings"), lang.L("Save"), lang.L("Cancel"), f.content(),
		func(save bool) {
			if !save {
				return
			}
			s := f.edited()
			apply(s)
			if restart != nil && i18n.Current(s.Language) != i18n.InForce() {
				offerRestart(parent, restart)
			}
		}, parent)
	dialogs.ShowConfirm(d, parent)
}

// offerRestart asks whether to start the app again now, in the language
// just chosen.
func offerRestart(parent fyne.Window, restart func()) {
	text := widget.NewLabel(lang.L("The new language shows when the app starts again. Start it again now? The game in play is kept."))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(lang.L("Language"), lang.L("Start again now"), lang.L("Later"), text,
		func(now bool) {
			if now {
				restart()
			}
		}, parent)
	d.Resize(fyne.NewSize(min(parent.Canvas().Size().Width, 30*theme.TextSize()), 0))
	dialogs.ShowConfirm(d, parent)
}

// form is the dialog's content: one control per setting.
type form struct {
	start        settings.Settings
	language     *widget.RadioGroup // the languages named in Fyne's font
	hangul       *widget.RadioGroup // the languages named in Hangul
	variant      *widget.Select
	palette      *widget.Select
	animation    *widget.Select
	opponent     *widget.Select
	scale        *widget.Select
	highContrast *widget.Check
	fullScreen   *widget.Check
}

func newForm(s settings.Settings) *form {
	f := &form{
		start:    s,
		language: widget.NewRadioGroup(choices(false), nil),
		hangul:   widget.NewRadioGroup(choices(true), nil),
		variant: widget.NewSelect([]string{
			lang.L("Follow the system"), lang.L("Light"), lang.L("Dark"),
		}, nil),
		palette: widget.NewSelect([]string{
			lang.L("Standard"), lang.L("Colour-blind safe"), lang.L("High contrast"),
		}, nil),
		animation: widget.NewSelect([]string{
			lang.L("Off"), lang.L("Slow"), lang.L("Normal"), lang.L("Fast"),
		}, nil),
		opponent:     widget.NewSelect(settings.LevelNames(), nil),
		scale:        widget.NewSelect(percentages(settings.PresentationScales), nil),
		highContrast: widget.NewCheck(lang.L("Switch to high contrast"), nil),
		fullScreen:   widget.NewCheck(lang.L("Fill the screen"), nil),
	}
	// One choice between two groups: choosing in one clears the other.
	f.language.OnChanged = func(name string) {
		if name != "" {
			f.hangul.SetSelected("")
		}
	}
	f.hangul.OnChanged = func(name string) {
		if name != "" {
			f.language.SetSelected("")
		}
	}
	f.language.Required, f.hangul.Required = true, true
	if i18n.Hangul(s.Language) {
		f.hangul.SetSelected(languageNames()[slices.Index(languageTags(), s.Language)])
	} else {
		f.language.SetSelected(languageNames()[slices.Index(languageTags(), s.Language)])
	}
	f.variant.SetSelectedIndex(int(s.Variant))
	f.palette.SetSelectedIndex(int(s.Palette))
	f.animation.SetSelectedIndex(int(s.Animation))
	f.opponent.SetSelectedIndex(int(s.Opponent))
	f.scale.SetSelectedIndex(slices.Index(settings.PresentationScales, s.Presentation.Scale))
	f.highContrast.SetChecked(s.Presentation.HighContrast)
	f.fullScreen.SetChecked(s.Presentation.FullScreen)
	return f
}

// content lays the controls out in two columns: the languages, the rest.
func (f *form) content() fyne.CanvasObject {
	// The languages are named in themselves, Korean in Hangul, which Fyne's
	// own font lacks: those names are drawn with the Korean font whatever
	// the app's language, the others with Fyne's.
	th, _ := fyne.CurrentApp().Settings().Theme().(style.Theme)
	th.Hangul = true
	restart := widget.NewLabel(lang.L("The new language shows when the app starts again."))
	restart.Wrapping = fyne.TextWrapWord
	languages := container.NewVBox(heading(lang.L("Language")), f.language, container.NewThemeOverride(f.hangul, th), restart)
	rest := container.NewVBox(
		widget.NewForm(
			widget.NewFormItem(lang.L("Theme"), fitOptions(f.variant)),
			widget.NewFormItem(lang.L("Colours"), fitOptions(f.palette)),
			widget.NewFormItem(lang.L("Animations"), fitOptions(f.animation)),
			widget.NewFormItem(lang.L("Computer opponent"), fitOptions(f.opponent)),
		),
		heading(lang.L("Presentation mode")),
		widget.NewForm(widget.NewFormItem(lang.L("Size"), fitOptions(f.scale))),
		f.highContrast,
		f.fullScreen,
	)
	return container.NewBorder(nil, nil, languages, nil, rest)
}

// fitOptions returns sel at least as wide as its longest option needs, so
// that no option is cut short when chosen.
func fitOptions(sel *widget.Select) fyne.CanvasObject {
	var widest float32
	for _, o := range sel.Options {
		widest = max(widest, fyne.MeasureText(o, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(widest+theme.IconInlineSize()+4*theme.InnerPadding(), 0))
	return container.NewStack(room, sel)
}

// edited reads the controls back: the settings as the user left them.
func (f *form) edited() settings.Settings {
	s := f.start
	s.Language = languageTags()[slices.Index(languageNames(), f.language.Selected+f.hangul.Selected)]
	s.Variant = style.Variant(f.variant.SelectedIndex())
	s.Palette = style.Palette(f.palette.SelectedIndex())
	s.Animation = settings.Speed(f.animation.SelectedIndex())
	s.Opponent = solver.Level(f.opponent.SelectedIndex())
	s.Presentation.Scale = settings.PresentationScales[f.scale.SelectedIndex()]
	s.Presentation.HighContrast = f.highContrast.Checked
	s.Presentation.FullScreen = f.fullScreen.Checked
	return s
}

// languageTags are the choices of language, following the system first.
func languageTags() []string {
	tags := []string{i18n.System}
	for _, l := range i18n.Languages {
		tags = append(tags, l.Tag)
	}
	return tags
}

// languageNames name languageTags for the user.
func languageNames() []string {
	names := []string{lang.L("Follow the system")}
	for _, l := range i18n.Languages {
		names = append(names, l.Name)
	}
	return names
}

// choices are the names of languageTags that are written in Hangul, or
// those that are not.
func choices(hangul bool) []string {
	var names []string
	for i, tag := range languageTags() {
		if i18n.Hangul(tag) == hangul {
			names = append(names, languageNames()[i])
		}
	}
	return names
}

// percentages writes factors as percentages: 1.5 is "150%".
func percentages(factors []float32) []string {
	out := make([]string, len(factors))
	for i, f := range factors {
		out[i] = lang.L("{{.Percent}}%", map[string]any{"Percent": strconv.Itoa(int(f*100 + 0.5))})
	}
	return out
}

func heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}
