package lifecycle

import (
	"errors"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A start refused on its profile says why in a window as well as on
// stderr (a double-click has no terminal), exits with 1, and writes
// nothing to the profile: Fyne's files for that window go to a
// temporary folder, removed after.
func TestARefusedStartSaysWhyInAWindow(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	before := os.Getenv("XDG_CONFIG_HOME")
	var stderr strings.Builder
	code := Refuse(func() fyne.App { return test.NewTempApp(t) }, &stderr,
		errors.New("another copy of the app holds this profile but does not answer: it runs as process 42"))
	if code != 1 || !strings.Contains(stderr.String(), "process 42") {
		t.Errorf("exit code %d, stderr %q", code, stderr.String())
	}
	if got := refusalText(); !strings.Contains(got, "The app did not start") || !strings.Contains(got, "process 42") {
		t.Errorf("the window says %q", got)
	}
	if now := os.Getenv("XDG_CONFIG_HOME"); now == before {
		t.Error("Fyne's folder for the window is the profile's")
	} else if _, err := os.Stat(now); err == nil {
		t.Errorf("the temporary folder %s was left", now)
	}
	if entries, _ := os.ReadDir(before); len(entries) > 0 {
		t.Errorf("the profile's folder got %v", entries)
	}
}

// refusalText returns the text of the refusal's window, the last one made.
func refusalText() string {
	windows := fyne.CurrentApp().Driver().AllWindows()
	if len(windows) == 0 {
		return ""
	}
	var text []string
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Label:
			text = append(text, o.Text)
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		}
	}
	walk(windows[len(windows)-1].Content())
	return strings.Join(text, "\n")
}
