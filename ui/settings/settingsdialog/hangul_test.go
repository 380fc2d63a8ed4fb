package settingsdialog

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"golang.org/x/image/font/sfnt"

	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/style"
)

// Every language's name in Settings › Language is drawn in a font that has
// its every letter, whatever the app's language (the walk: 한국어 read
// "한국0" in the other languages, whose font has no Hangul).
func TestLanguageNamesHaveTheirGlyphsInEveryLanguage(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(style.Theme{}) // a language other than Korean: no Hangul font
	f := newForm(settings.Default())
	content := f.content()
	w := test.NewTempWindow(t, content)
	w.Resize(fyne.NewSize(900, 700))
	fontOf := map[fyne.CanvasObject]fyne.Theme{f.language: fyne.CurrentApp().Settings().Theme()}
	for _, o := range test.LaidOutObjects(content) {
		if over, ok := o.(*container.ThemeOverride); ok && over.Content == f.hangul {
			fontOf[f.hangul] = over.Theme
		}
	}
	if fontOf[f.hangul] == nil {
		t.Fatal("the names in Hangul have no theme of their own")
	}
	for group, names := range map[fyne.CanvasObject][]string{f.language: choices(false), f.hangul: choices(true)} {
		res := fontOf[group].Font(fyne.TextStyle{})
		font, err := sfnt.Parse(res.Content())
		if err != nil {
			t.Fatalf("%s: %v", res.Name(), err)
		}
		var buf sfnt.Buffer
		for _, name := range names {
			if name == choices(false)[0] {
				continue // "Follow the system", in the app's language
			}
			for _, r := range name {
				if g, err := font.GlyphIndex(&buf, r); err != nil || g == 0 {
					t.Errorf("%q is drawn in %s, which has no %q", name, res.Name(), r)
				}
			}
		}
	}
	if len(choices(true))+len(choices(false)) != len(i18n.Languages)+1 {
		t.Error("some language is in neither group")
	}
}
