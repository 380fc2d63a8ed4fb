package settings

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/session"
)

// Store is the one copy of the settings in force in a window, kept in the
// app's preferences (a File, in the app). Every part of the window reads
// it, and changes the settings only with Update, which saves them and
// tells every listener, so that no part keeps a stale copy.
//
// The values parts of the window keep for themselves (its size, the last
// folder, the New game dialog's side, the presenter's screen) are read
// and written through its methods too, in the same file: no part reaches
// the preferences, or picks a key, of its own. They are not in Settings,
// and have no listener, on purpose: each has one writer and is read only
// at the next start or when the next dialog opens, so no part has a copy
// to keep up to date; they are not the user's choices, which the
// settings dialog edits as one Settings value and puts back whole (a
// window size kept while the dialog was open would be undone); and the
// window's size is kept at every resize, which would tell every
// listener of the theme and the cascade's speed each time.
type Store struct {
	prefs     fyne.Preferences
	now       Settings
	listeners []func(Settings)
}

// NewStore returns the store of the settings saved in p.
func NewStore(p fyne.Preferences) *Store { return &Store{prefs: p, now: Load(p)} }

// Get returns the settings in force.
func (s *Store) Get() Settings { return s.now }

// Update changes the settings in force with edit, saves them and tells
// the listeners.
func (s *Store) Update(edit func(*Settings)) {
	edit(&s.now)
	s.now.Save(s.prefs)
	for _, f := range s.listeners {
		f(s.now)
	}
}

// OnChange adds f to the listeners told of every update.
func (s *Store) OnChange(f func(Settings)) { s.listeners = append(s.listeners, f) }

// WindowSize returns the size the main window had when it was last
// closed, or first, within what a window may be (FitWindow).
func (s *Store) WindowSize(first fyne.Size) fyne.Size {
	return FitWindow(s.prefs.FloatWithFallback(keyWindowWidth, float64(first.Width)),
		s.prefs.FloatWithFallback(keyWindowHeight, float64(first.Height)), first)
}

// WindowSizeKept reports whether a size of the main window has been kept:
// false until the user's first start has run for a second or so.
func (s *Store) WindowSizeKept() bool {
	return s.prefs.FloatWithFallback(keyWindowWidth, -1) >= 0
}

// SetWindowSize keeps the main window's size for the next start.
func (s *Store) SetWindowSize(size fyne.Size) {
	s.prefs.SetFloat(keyWindowWidth, float64(size.Width))
	s.prefs.SetFloat(keyWindowHeight, float64(size.Height))
}

// RecordFolder returns the folder of the last game record opened or
// saved, as a URI, where the next file dialog opens; "" for none.
func (s *Store) RecordFolder() string { return s.prefs.String(keyRecordFolder) }

// SetRecordFolder keeps folder, a URI, as the next file dialog's.
func (s *Store) SetRecordFolder(folder string) { s.prefs.SetString(keyRecordFolder, folder) }

// NewGameSide returns the computer's side in the last new game,
// game.NoPlayer for two players: the New game dialog's default.
func (s *Store) NewGameSide() game.Player {
	side, _ := session.ParseSide(s.prefs.String(keyNewGameSide)) // game.NoPlayer when none is kept
	return side
}

// SetNewGameSide keeps the computer's side in a new game as the next
// one's default.
func (s *Store) SetNewGameSide(side game.Player) {
	s.prefs.SetString(keyNewGameSide, session.SideName(side))
}

// LaptopScreen returns the screen the teacher chose, by swapping, for the
// presenter view (by the presentation's own name for it), "" for none.
func (s *Store) LaptopScreen() string { return s.prefs.String(keyLaptopScreen) }

// SetLaptopScreen keeps the presenter view's screen for the next time.
func (s *Store) SetLaptopScreen(id string) { s.prefs.SetString(keyLaptopScreen, id) }

// Reset reports whether the settings file could not be read, and so every
// setting is back to its default, with where the file was kept and why.
func (s *Store) Reset() (keptAs string, why error, reset bool) {
	if f, ok := s.prefs.(*File); ok {
		return f.Reset()
	}
	return "", nil, false
}

// WriteBack writes the settings to their file again: the app's folder was
// removed while it ran, and made again without them.
func (s *Store) WriteBack() {
	if f, ok := s.prefs.(*File); ok {
		f.WriteBack()
	}
}

// Off stops every later write of the settings' file: the app's folder was
// replaced by one it cannot trust. The settings stay in force in memory.
func (s *Store) Off() {
	if f, ok := s.prefs.(*File); ok {
		f.Off()
	}
}

// FlushWithin waits at most d for the settings changed so far to be
// written to their file, and reports whether they were.
func (s *Store) FlushWithin(d time.Duration) bool {
	if f, ok := s.prefs.(*File); ok {
		return f.FlushWithin(d)
	}
	return true
}

// Close writes the settings changed so far, and nothing after: the app
// is ending.
func (s *Store) Close() {
	if f, ok := s.prefs.(*File); ok {
		f.Close()
	}
}
