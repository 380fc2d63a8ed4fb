package lifecycle

import (
	"fmt"
	"io"
	"log"
	"os"
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/cli/termsafe"
	"github.com/qttt-edu/qttt/ui/i18n"
)

// Refuse says why the app does not start on its profile, err, and
// returns the exit code, 1: in one line on stderr (which escapes it), and, since a start
// from a file manager or a menu has no terminal to show it, in a small
// window of its own, made with newApp once a display has answered. That
// window writes nothing to the profile: what Fyne keeps for it goes to a
// temporary folder, removed when it closes.
func Refuse(newApp func() fyne.App, stderr io.Writer, err error) (code int) {
	fmt.Fprintln(stderr, "qttt:", err)
	elsewhere, terr := os.MkdirTemp("", "qttt-refused-")
	if terr != nil {
		return 1
	}
	defer os.RemoveAll(elsewhere)
	keepFyneIn(elsewhere)
	defer func() {
		if r := recover(); r != nil { // a display GLFW cannot use: the line above says it all
			code = 1
		}
	}()
	log.SetOutput(io.Discard) // the line above says it all: not Fyne's warnings about a window that only says it again
	fa := newApp()
	if err := i18n.Load(i18n.System); err != nil {
		fyne.LogError("Loading the translations", err)
	}
	w := fa.NewWindow(lang.L("Quantum Tic-Tac-Toe"))
	why := widget.NewLabel(lang.L("The app did not start, for this reason:") + "\n\n" + termsafe.Printable(err.Error()))
	why.Wrapping = fyne.TextWrapWord
	ok := &widget.Button{Text: lang.L("OK"), Importance: widget.HighImportance, OnTapped: fa.Quit}
	w.SetContent(container.NewBorder(nil, container.NewHBox(layout.NewSpacer(), ok), nil, nil, why))
	w.Resize(fyne.NewSize(520, 220))
	w.CenterOnScreen()
	w.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
		if k.Name == fyne.KeyEscape || k.Name == fyne.KeyReturn || k.Name == fyne.KeyEnter {
			fa.Quit()
		}
	})
	w.ShowAndRun()
	return 1
}

// keepFyneIn has Fyne keep its settings, preferences and caches in the
// folder dir from now on, where it finds its folders (Fyne 2.8.1's
// RootConfigDir).
func keepFyneIn(dir string) {
	switch runtime.GOOS {
	case "windows":
		os.Setenv("USERPROFILE", dir)
	case "darwin":
		os.Setenv("HOME", dir)
	default:
		os.Setenv("XDG_CONFIG_HOME", dir)
		os.Setenv("XDG_CACHE_HOME", dir)
	}
}
