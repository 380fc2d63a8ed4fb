package settings

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/style"
)

func TestSaveAndLoadRoundTrip(t *testing.T) {
	a := test.NewTempApp(t)
	if got := Load(a.Preferences()); got != Default() {
		t.Errorf("fresh preferences load %+v, want the defaults %+v", got, Default())
	}
	want := Settings{
		Language:     "ko",
		Variant:      style.VariantDark,
		Palette:      style.PaletteColorBlind,
		Zoom:         1.5,
		Presentation: Presentation{Scale: 2.5, HighContrast: false, FullScreen: false},
		Animation:    SpeedFast,
		Opponent:     solver.Perfect,
	}
	want.Save(a.Preferences())
	if got := Load(a.Preferences()); got != want {
		t.Errorf("loaded %+v, want %+v", got, want)
	}
}

func TestLoadIgnoresUnknownValues(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetString(keyLanguage, "xx")
	p.SetString(keyPalette, "sepia")
	p.SetString(keyOpponent, "grandmaster")
	p.SetFloat(keyZoom, 40)
	p.SetFloat(keyPresentationScale, 1.3)
	if got := Load(p); got != Default() {
		t.Errorf("loaded %+v, want the defaults", got)
	}
}

func TestZoomedStepsThroughZoomSteps(t *testing.T) {
	for _, c := range []struct {
		from  float32
		steps int
		want  float32
	}{
		{1, 1, 1.1}, {1, -1, 0.9}, {1.1, -1, 1}, {1.2, 1, 1.25}, {1.2, -1, 1.1},
		{3, 1, 3}, {0.75, -1, 0.75}, {1, 3, 1.5},
	} {
		if got := Zoomed(c.from, c.steps); got != c.want {
			t.Errorf("Zoomed(%v, %d) = %v, want %v", c.from, c.steps, got, c.want)
		}
	}
}

func TestThemeForPresentation(t *testing.T) {
	s := Default()
	s.Zoom = 1.25
	s.Palette = style.PaletteColorBlind
	if th := s.Theme(false); th.Scale != 1.25 || th.Palette != style.PaletteColorBlind {
		t.Errorf("everyday theme %+v", th)
	}
	th := s.Theme(true)
	if want := float32(1.25 * 1.75); th.Scale != want || th.Palette != style.PaletteHighContrast {
		t.Errorf("presentation theme %+v, want scale %v and high contrast", th, want)
	}
	s.Presentation.HighContrast = false
	if th := s.Theme(true); th.Palette != style.PaletteColorBlind {
		t.Errorf("presentation without high contrast has palette %d", th.Palette)
	}
	s.Language = "ko"
	if !s.Theme(false).Hangul {
		t.Error("Korean does not get the Korean font")
	}
}

func TestDialogEditsAndSaves(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	defer w.Close()
	w.Resize(w.Canvas().Size().AddWidthHeight(900, 700))

	for _, tag := range []string{"", "ru", "ko"} {
		s := Default()
		s.Language = tag
		f := newForm(s)
		if got := f.settings(); got != s {
			t.Errorf("an untouched form for %q gives %+v", tag, got)
		}
		inHangul := f.hangul.Selected != ""
		if inHangul == (f.language.Selected != "") || inHangul != (tag == "ko") {
			t.Errorf("the form for %q shows %q and %q chosen", tag, f.language.Selected, f.hangul.Selected)
		}
	}
	f := newForm(Default())
	f.language.SetSelected("Русский")
	f.palette.SetSelectedIndex(int(style.PaletteHighContrast))
	f.scale.SetSelected("250%")
	test.Tap(f.fullScreen)
	f.opponent.SetSelected("Beginner")

	got := f.settings()
	want := Default()
	want.Language = "ru"
	want.Palette = style.PaletteHighContrast
	want.Presentation.Scale = 2.5
	want.Presentation.FullScreen = false
	want.Opponent = solver.Beginner
	if got != want {
		t.Errorf("edited form gives %+v, want %+v", got, want)
	}

	f.hangul.SetSelected("한국어")
	if got := f.settings().Language; got != "ko" || f.language.Selected != "" {
		t.Errorf("choosing 한국어 gives %q, with %q still chosen too", got, f.language.Selected)
	}
	f.language.SetSelected("Русский")
	if f.hangul.Selected != "" {
		t.Error("choosing Русский leaves 한국어 chosen")
	}

	var saved []Settings
	ShowDialog(want, w, func(s Settings) { saved = append(saved, s) })
	save := findButton(w.Canvas().Overlays().Top(), "Save")
	if save == nil {
		t.Fatal("the dialog has no Save button")
	}
	test.Tap(save)
	if len(saved) != 1 || saved[0] != want {
		t.Errorf("Save applied %+v, want once %+v", saved, want)
	}
}

// findButton finds the button with the text in the object's tree.
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	if b, ok := o.(*widget.Button); ok && b.Text == text {
		return b
	}
	var children []fyne.CanvasObject
	switch o := o.(type) {
	case *fyne.Container:
		children = o.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(o).Objects()
	}
	for _, c := range children {
		if b := findButton(c, text); b != nil {
			return b
		}
	}
	return nil
}
