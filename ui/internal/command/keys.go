package command

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// KeyLabel returns how a sentence names the key that runs the command id,
// as the table binds it, in the language in force: its Key, else its
// first shortcut, else the key its menu names ("G", "Page Down",
// "Ctrl+N"). Text that tells the user which key to press takes it from
// here, into a placeholder, so that it cannot name another key than the
// one that works.
func KeyLabel(id ID) string {
	s := Find(append(Table(), PlayKeys()...), id)
	switch {
	case s.Key != "":
		return KeyName(s.Key)
	case len(s.Shortcuts) > 0:
		return ShortcutName(s.Shortcuts[0])
	}
	return KeyName(s.MenuKey)
}

// KeyName returns the name of the key k as a sentence gives it, in the
// language in force: "G", "F12", "Page Down", "Space".
func KeyName(k fyne.KeyName) string {
	switch k {
	case fyne.KeyPageDown:
		return lang.L("Page Down")
	case fyne.KeyPageUp:
		return lang.L("Page Up")
	case fyne.KeySpace:
		return lang.L("Space")
	case fyne.KeyEscape:
		return lang.L("Escape")
	case fyne.KeyReturn, fyne.KeyEnter:
		return lang.L("Enter")
	case fyne.KeyLeft:
		return lang.L("Left")
	case fyne.KeyRight:
		return lang.L("Right")
	case fyne.KeyDown:
		return lang.L("Down")
	case fyne.KeyUp:
		return lang.L("Up")
	case fyne.KeyPlus:
		return lang.L("plus")
	case fyne.KeyMinus:
		return lang.L("minus")
	}
	return string(k)
}

// ShortcutName returns the name of the shortcut s as a sentence gives it:
// "Ctrl+N" (Cmd+N on macOS), "Ctrl+Page Down".
func ShortcutName(s fyne.Shortcut) string {
	k, ok := s.(fyne.KeyboardShortcut)
	if !ok {
		return s.ShortcutName()
	}
	var mods string
	for _, m := range []struct {
		mod  fyne.KeyModifier
		name string
	}{{fyne.KeyModifierSuper, "Cmd+"}, {fyne.KeyModifierControl, "Ctrl+"}, {fyne.KeyModifierAlt, "Alt+"}, {fyne.KeyModifierShift, "Shift+"}} {
		if k.Mod()&m.mod != 0 {
			mods += m.name
		}
	}
	return mods + KeyName(k.Key())
}
