package settings

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/session"
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

// The settings are data: a widget that reads a setting imports no dialog,
// and the package draws nothing (settingsdialog edits them).
func TestSettingsHaveNoWidgets(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	drawing := []string{"fyne.io/fyne/v2/widget", "fyne.io/fyne/v2/dialog", "fyne.io/fyne/v2/container",
		"fyne.io/fyne/v2/canvas", "fyne.io/fyne/v2/layout", "fyne.io/fyne/v2/driver"}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			for _, d := range drawing {
				if path == d || strings.HasPrefix(path, d+"/") {
					t.Errorf("%s imports %s", file, path)
				}
			}
		}
	}
}

// The New game dialog's side and the opponent an older autosave kept in
// the preferences are read back as they were written, and anything else
// as two players.
func TestTheOpponentKeptInThePreferences(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	s := NewStore(p)
	if got := s.NewGameSide(); got != game.NoPlayer {
		t.Errorf("with nothing kept, the new game's side is %v", got)
	}
	for _, side := range []game.Player{game.O, game.X, game.NoPlayer} {
		s.SetNewGameSide(side)
		if got := NewStore(p).NewGameSide(); got != side {
			t.Errorf("the new game's side %v is read back as %v", side, got)
		}
	}
	for _, tc := range []struct {
		side, level string
		want        session.Opponent
	}{
		{"o", "club", session.Opponent{Side: game.O, Level: solver.Club}},
		{"x", "perfect", session.Opponent{Side: game.X, Level: solver.Perfect}},
		{"two", "club", session.Opponent{}},
		{"o", "grandmaster", session.Opponent{}},
		{"", "", session.Opponent{}},
	} {
		p.SetString(keyGameSide, tc.side)
		p.SetString(keyGameLevel, tc.level)
		if got := LegacyGameOpponent(p); got != tc.want {
			t.Errorf("%q %q: the legacy opponent is %+v, want %+v", tc.side, tc.level, got, tc.want)
		}
	}
}
