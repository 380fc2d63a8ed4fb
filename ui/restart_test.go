package ui

import (
	"io"
	"strings"
	"testing"
	"time"

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

// TestARestartWaitsForTheAppBeforeIt: a start that restart made goes on
// once the pipe from the app before it closes, as that app ends, or after
// the longest wait; any other start at once.
func TestARestartWaitsForTheAppBeforeIt(t *testing.T) {
	r, w := io.Pipe()
	awaitRestart(r, time.Hour) // not a restart's
	t.Setenv(restartEnv, "1")
	done := make(chan struct{})
	go func() {
		awaitRestart(r, time.Hour)
		close(done)
	}()
	select {
	case <-done:
		t.Fatal("a restart went on while the app before it ran")
	case <-time.After(100 * time.Millisecond):
	}
	w.Close()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("a restart waited on once the app before it had ended")
	}
	t.Setenv(restartEnv, "1")
	r2, _ := io.Pipe()
	start := time.Now()
	awaitRestart(r2, 50*time.Millisecond)
	if waited := time.Since(start); waited > 5*time.Second {
		t.Errorf("a restart waited %v for an app that never ends, want the longest wait", waited)
	}
}
