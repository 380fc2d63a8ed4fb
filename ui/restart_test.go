package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestANewLanguageStartsTheAppAgainOnTheGame: File › Settings…, Русский,
// Save, Start again now: a new start is made, with the language and the
// game in play on the disk for it (the student walk: Settings was hidden
// under View, and after Save nothing changed and nothing said to restart).
func TestANewLanguageStartsTheAppAgainOnTheGame(t *testing.T) {
	a := newTestApp(t)
	started := 0
	keep := startAgain
	startAgain = func() error { started++; return nil }
	t.Cleanup(func() { startAgain = keep })
	playLines(t, a, "X1 1 5", "O2 5 9")

	menuItem(t, a, "File", "Settings…").Action()
	var languages *widget.RadioGroup
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if r, ok := o.(*widget.RadioGroup); ok && languages == nil {
			languages = r
		}
	}
	if languages == nil {
		t.Fatal("the Settings dialog has no languages")
	}
	languages.SetSelected("Русский")
	press(a, fyne.KeyReturn) // Save
	if !strings.Contains(dialogText(a), "Start it again now?") {
		t.Fatalf("after Save: %q, want the offer to start again", dialogText(a))
	}
	press(a, fyne.KeyReturn) // Start again now
	if started != 1 {
		t.Fatalf("%d new starts, want 1", started)
	}
	if got := savedSettings(a).Language; got != "ru" {
		t.Errorf("the new start would read the language %q, want ru", got)
	}
	assertPlayed(t, a, "X1 1 5", "O2 5 9") // the autosave too
}
