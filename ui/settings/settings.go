// Package settings holds the user's choices (language, look, presentation
// mode, animation speed, computer opponent) in the app's preferences: a
// Store, the one copy of them in force in a window, which tells its
// listeners of every change; File, the preferences kept in a file of the
// app's own; and, in keys.go, every key the app keeps in the preferences.
// It has no widgets: the dialog that edits the settings is
// settings/settingsdialog.
package settings

import (
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/style"
)

// Settings are the user's choices. The zero value is not useful: start from
// Default or Load.
type Settings struct {
	Language     string        // an i18n.Languages tag, or i18n.System
	Variant      style.Variant // light, dark or the system's
	Palette      style.Palette // the everyday colours
	Zoom         float32       // the size of everything, 1 being Fyne's normal size
	Presentation Presentation  // what presentation mode does
	Animation    Speed         // how fast collapses play
	Opponent     solver.Level  // how well the computer plays
	Solved       Names         // the practice puzzles solved
	Shown        Names         // the practice puzzles whose answer was shown: they never count as solved
	Puzzle       string        // the practice puzzle last on show, by ID: the practice opens there again
	Lessons      Names         // the lessons read to their last step
	Welcomed     bool          // the first-start welcome was shown
}

// Presentation is what presentation mode does on a projector.
type Presentation struct {
	Scale        float32 // sizes are multiplied by this on top of Zoom
	HighContrast bool    // switch to style.PaletteHighContrast
	FullScreen   bool    // fill the screen
}

// Speed is how fast animations play.
type Speed int

// The animation speeds.
const (
	SpeedOff Speed = iota
	SpeedSlow
	SpeedNormal
	SpeedFast
)

// Factor is what an animation's normal duration is multiplied by: 0 for
// none at all.
func (s Speed) Factor() float64 {
	return [...]float64{SpeedOff: 0, SpeedSlow: 2, SpeedNormal: 1, SpeedFast: 0.5}[s]
}

// LevelNames names the computer opponent's levels in the user's language,
// by solver.Level, weakest first: the one list the dialogs offer and the
// window's title reads.
func LevelNames() []string {
	return []string{solver.Beginner: lang.L("Beginner"), solver.Club: lang.L("Club player"), solver.Perfect: lang.L("Perfect")}
}

// ZoomSteps are the sizes Ctrl+plus and Ctrl+minus step through.
var ZoomSteps = []float32{0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3}

// PresentationScales are the presentation sizes the dialog offers.
var PresentationScales = []float32{1.25, 1.5, 1.75, 2, 2.5}

// Default is what a new user gets.
func Default() Settings {
	return Settings{
		Language:     i18n.System,
		Zoom:         1,
		Presentation: Presentation{Scale: 1.75, HighContrast: true, FullScreen: true},
		Animation:    SpeedNormal,
		Opponent:     solver.Club,
	}
}

// Zoomed returns the zoom one step larger (steps > 0) or smaller (steps <
// 0) than z, within ZoomSteps.
func Zoomed(z float32, steps int) float32 {
	i, found := slices.BinarySearch(ZoomSteps, z) // the first step ≥ z
	if steps > 0 && !found {
		i-- // the step above z is one step up
	}
	i += steps
	return ZoomSteps[max(0, min(i, len(ZoomSteps)-1))]
}

// The names each choice is stored under in the preferences (keys.go); the
// opponent's level is stored under solver.Level's own names.
var (
	variantNames = []string{style.VariantSystem: "system", style.VariantLight: "light", style.VariantDark: "dark"}
	paletteNames = []string{style.PaletteStandard: "standard", style.PaletteColorBlind: "color-blind", style.PaletteHighContrast: "high-contrast"}
	speedNames   = []string{SpeedOff: "off", SpeedSlow: "slow", SpeedNormal: "normal", SpeedFast: "fast"}
)

// Load reads the settings from the preferences; anything missing or
// unknown keeps its default.
func Load(p fyne.Preferences) Settings {
	s := Default()
	if tag := p.String(keyLanguage); slices.ContainsFunc(i18n.Languages, func(l i18n.Language) bool { return l.Tag == tag }) {
		s.Language = tag
	}
	s.Variant = style.Variant(lookup(variantNames, p.String(keyVariant), int(s.Variant)))
	s.Palette = style.Palette(lookup(paletteNames, p.String(keyPalette), int(s.Palette)))
	s.Animation = Speed(lookup(speedNames, p.String(keyAnimation), int(s.Animation)))
	s.Opponent.UnmarshalText([]byte(p.String(keyOpponent))) // a name it does not know keeps the default
	if z := float32(p.Float(keyZoom)); z >= ZoomSteps[0] && z <= ZoomSteps[len(ZoomSteps)-1] {
		s.Zoom = z
	}
	if sc := float32(p.Float(keyPresentationScale)); slices.Contains(PresentationScales, sc) {
		s.Presentation.Scale = sc
	}
	s.Presentation.HighContrast = p.BoolWithFallback(keyPresentationHC, s.Presentation.HighContrast)
	s.Presentation.FullScreen = p.BoolWithFallback(keyPresentationFull, s.Presentation.FullScreen)
	s.loadStudent(p)
	return s
}

// Save writes the settings to the preferences.
func (s Settings) Save(p fyne.Preferences) {
	p.SetString(keyLanguage, s.Language)
	p.SetString(keyVariant, variantNames[s.Variant])
	p.SetString(keyPalette, paletteNames[s.Palette])
	p.SetFloat(keyZoom, float64(s.Zoom))
	p.SetFloat(keyPresentationScale, float64(s.Presentation.Scale))
	p.SetBool(keyPresentationHC, s.Presentation.HighContrast)
	p.SetBool(keyPresentationFull, s.Presentation.FullScreen)
	p.SetString(keyAnimation, speedNames[s.Animation])
	if level, err := s.Opponent.MarshalText(); err == nil {
		p.SetString(keyOpponent, string(level))
	}
	s.saveStudent(p)
}

// The sides of a window, in Fyne's units, that FitWindow keeps a stored
// size within. X11 refuses a window side over 32,767 pixels (a stored
// 33,000 ended every start), and a window larger than the screen is of no
// use and slow to draw: 4,096 units cover a 4K screen at Fyne's scale 1,
// and stay within X's limit up to scale 8.
const (
	minWindowSide = 200
	maxWindowSide = 4096
)

// FitWindow returns the window size w×h, as stored, within what a window
// may be: first where a side is not a number, and each side within
// minWindowSide and maxWindowSide. Fyne 2.8.1 tells nothing of the screen
// before the window is shown, and the window manager shrinks a window
// larger than the screen to fit it.
func FitWindow(w, h float64, first fyne.Size) fyne.Size {
	side := func(v float64, fallback float32) float32 {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fallback
		}
		return float32(max(minWindowSide, min(v, maxWindowSide)))
	}
	return fyne.NewSize(side(w, first.Width), side(h, first.Height))
}

// lookup returns the index of name in names, or fallback.
func lookup(names []string, name string, fallback int) int {
	if i := slices.Index(names, name); i >= 0 {
		return i
	}
	return fallback
}

// Theme is the app theme the settings ask for, in or out of presentation
// mode.
func (s Settings) Theme(presenting bool) style.Theme {
	th := style.Theme{
		Palette: s.Palette,
		Variant: s.Variant,
		Scale:   s.Zoom,
		Hangul:  i18n.Hangul(i18n.Current(s.Language)),
	}
	if presenting {
		th.Scale *= s.Presentation.Scale
		if s.Presentation.HighContrast {
			th.Palette = style.PaletteHighContrast
		}
	}
	return th
}
