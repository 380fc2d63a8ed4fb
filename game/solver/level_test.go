package solver

import "testing"

// A level is kept as text by its name, read back the same, and a name no
// level has leaves the level as it was.
func TestLevelAsText(t *testing.T) {
	for l, want := range map[Level]string{Beginner: "beginner", Club: "club", Perfect: "perfect"} {
		text, err := l.MarshalText()
		if err != nil || string(text) != want {
			t.Errorf("level %d is written %q (%v), want %q", l, text, err, want)
		}
		back := Level(-1)
		if err := back.UnmarshalText(text); err != nil || back != l {
			t.Errorf("%q is read as %d (%v), want %d", text, back, err, l)
		}
	}
	l := Club
	if err := l.UnmarshalText([]byte("grandmaster")); err == nil || l != Club {
		t.Errorf("grandmaster is read as %d (%v), want an error and Club kept", l, err)
	}
	if _, err := Level(-1).MarshalText(); err == nil {
		t.Error("level -1 is written")
	}
}
