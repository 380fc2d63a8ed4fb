package command

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Every command is in the table or among the keys that play once; no
// key, shortcut, toolbar place or presenter place is given twice; every
// command of the table has a label and every menu a title.
func TestTheTableNamesEachThingOnce(t *testing.T) {
	test.NewTempApp(t)
	table := append(Table(), PlayKeys()...)
	labelled := len(Table())
	ids := map[ID]bool{}
	keys := map[fyne.KeyName]ID{}
	shortcuts := map[string]ID{}
	toolbar, presenter := map[int]ID{}, map[int]ID{}
	for i, s := range table {
		if ids[s.ID] {
			t.Errorf("command %d is in the table twice", s.ID)
		}
		ids[s.ID] = true
		if i < labelled && s.Label == "" {
			t.Errorf("command %d has no label", s.ID)
		}
		for _, k := range append([]fyne.KeyName{s.Key}, s.MoreKeys...) {
			if k == "" {
				continue
			}
			if other, ok := keys[k]; ok {
				t.Errorf("the key %s runs %q and command %d", k, s.Label, other)
			}
			keys[k] = s.ID
		}
		for _, sc := range s.Shortcuts {
			if other, ok := shortcuts[sc.ShortcutName()]; ok {
				t.Errorf("the shortcut %s runs %q and command %d", sc.ShortcutName(), s.Label, other)
			}
			shortcuts[sc.ShortcutName()] = s.ID
		}
		for _, place := range []struct {
			n    int
			seen map[int]ID
		}{{s.Toolbar, toolbar}, {s.Presenter, presenter}} {
			if place.n == 0 {
				continue
			}
			if other, ok := place.seen[place.n]; ok {
				t.Errorf("%q and command %d take one place", s.Label, other)
			}
			place.seen[place.n] = s.ID
		}
		if s.Menu == NoMenu && s.Key == "" && len(s.Shortcuts) == 0 && s.Presenter == 0 {
			t.Errorf("%q is in no menu and has no key or button", s.Label)
		}
	}
	for id := NewGame; id <= HowToPlay; id++ {
		if !ids[id] {
			t.Errorf("command %d is not in the table", id)
		}
	}
	for _, m := range Menus {
		if m.Title() == "" {
			t.Errorf("menu %d has no title", m)
		}
	}
	if Find(table, Present).MenuShortcut().ShortcutName() != "CustomDesktop:F11" {
		t.Errorf("View › Presentation mode shows %v, want F11", Find(table, Present).MenuShortcut())
	}
}
