package settings

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game/solver"
)

func TestStoreSavesAnUpdateAndTellsTheListeners(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	s := NewStore(prefs)
	var told []Settings
	s.OnChange(func(now Settings) { told = append(told, now) })
	s.Update(func(x *Settings) { x.Opponent = solver.Perfect })
	s.Update(func(x *Settings) { x.Zoom = 1.5 })

	if got := s.Get(); got.Opponent != solver.Perfect || got.Zoom != 1.5 {
		t.Errorf("in force: %+v; want both updates", got)
	}
	if len(told) != 2 || told[1].Opponent != solver.Perfect {
		t.Errorf("listeners were told %+v; want each update, the second with the first in it", told)
	}
	if saved := Load(prefs); saved != s.Get() {
		t.Errorf("saved %+v, in force %+v", saved, s.Get())
	}
}
