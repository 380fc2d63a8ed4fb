package settingsdialog

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/settings"
	"github.com/qttt-edu/qttt/ui/style"
)

func TestDialogEditsAndSaves(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	defer w.Close()
	w.Resize(w.Canvas().Size().AddWidthHeight(900, 700))

	for _, tag := range []string{"", "ru", "ko"} {
		s := settings.Default()
		s.Language = tag
		f := newForm(s)
		if got := f.edited(); got != s {
			t.Errorf("an untouched form for %q gives %+v", tag, got)
		}
		inHangul := f.hangul.Selected != ""
		if inHangul == (f.language.Selected != "") || inHangul != (tag == "ko") {
			t.Errorf("the form for %q shows %q and %q chosen", tag, f.language.Selected, f.hangul.Selected)
		}
	}
	f := newForm(settings.Default())
	f.language.SetSelected("Русский")
	f.palette.SetSelectedIndex(int(style.PaletteHighContrast))
	f.scale.SetSelected("250%")
	test.Tap(f.fullScreen)
	f.opponent.SetSelected("Beginner")

	got := f.edited()
	want := settings.Default()
	want.Language = "ru"
	want.Palette = style.PaletteHighContrast
	want.Presentation.Scale = 2.5
	want.Presentation.FullScreen = false
	want.Opponent = solver.Beginner
	if got != want {
		t.Errorf("edited form gives %+v, want %+v", got, want)
	}

	f.hangul.SetSelected("한국어")
	if got := f.edited().Language; got != "ko" || f.language.Selected != "" {
		t.Errorf("choosing 한국어 gives %q, with %q still chosen too", got, f.language.Selected)
	}
	f.language.SetSelected("Русский")
	if f.hangul.Selected != "" {
		t.Error("choosing Русский leaves 한국어 chosen")
	}

	var saved []settings.Settings
	Show(want, w, func(s settings.Settings) { saved = append(saved, s) }, nil)
	save := findButton(w.Canvas().Overlays().Top(), "Save")
	if save == nil {
		t.Fatal("the dialog has no Save button")
	}
	test.Tap(save)
	if len(saved) != 1 || saved[0] != want {
		t.Errorf("Save applied %+v, want once %+v", saved, want)
	}
}

// TestANewLanguageOffersToStartAgain: saving another language than the
// one shown asks whether to start the app again now (the student walk:
// after Русский and Save nothing changed, and nothing said to restart);
// Later leaves it, a new language alone asks, and where the app cannot
// start again the dialog's note says when the language shows.
func TestANewLanguageOffersToStartAgain(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	defer w.Close()
	w.Resize(fyne.NewSize(1000, 700))
	restarts := 0
	restart := func() { restarts++ }
	save := func(s settings.Settings, restart func()) {
		t.Helper()
		Show(s, w, func(settings.Settings) {}, restart)
		test.Tap(findButton(w.Canvas().Overlays().Top(), "Save"))
	}

	save(settings.Default(), restart) // English, shown already
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("saving the language shown left %T open", top)
	}
	ru := settings.Default()
	ru.Language = "ru"
	save(ru, restart)
	later := findButton(w.Canvas().Overlays().Top(), "Later")
	if later == nil || findButton(w.Canvas().Overlays().Top(), "Start again now") == nil {
		t.Fatal("saving Русский does not offer to start again")
	}
	test.Tap(later)
	if restarts != 0 || w.Canvas().Overlays().Top() != nil {
		t.Fatalf("Later: %d restarts, %v open", restarts, w.Canvas().Overlays().Top())
	}
	save(ru, restart)
	test.Tap(findButton(w.Canvas().Overlays().Top(), "Start again now"))
	if restarts != 1 {
		t.Errorf("Start again now: %d restarts, want 1", restarts)
	}
	save(ru, nil) // in a browser
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Errorf("with no way to start again, saving Русский left %T open", top)
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
