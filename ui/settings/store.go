package settings

import "fyne.io/fyne/v2"

// Store is the one copy of the settings in force in a window, kept in the
// app's preferences. Every part of the window reads it, and changes it only
// with Update, which saves the settings and tells every listener, so that
// no part keeps a stale copy.
type Store struct {
	prefs     fyne.Preferences
	now       Settings
	listeners []func(Settings)
}

// NewStore returns the store of the settings saved in p.
func NewStore(p fyne.Preferences) *Store { return &Store{prefs: p, now: Load(p)} }

// Prefs returns the preferences the settings are kept in, where the
// window's parts keep values of their own: its size, the last folder.
func (s *Store) Prefs() fyne.Preferences { return s.prefs }

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
