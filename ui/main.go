package ui

import (
	"fmt"
	"io"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/internal/instance"
)

// Main runs the app with args, the command-line arguments after the
// program's name, and returns the process's exit code. newApp makes the
// Fyne app, once Main has found that it can start: a display answers and
// the profile (where the settings and the autosave are kept) is a real
// folder. When it cannot start, Main says why in one line on stderr.
func Main(newApp func() fyne.App, args []string, stderr io.Writer) (code int) {
	fail := func(err error) int {
		fmt.Fprintln(stderr, "qttt:", err)
		return 1
	}
	if err := displayError(); err != nil {
		return fail(err)
	}
	if runtime.GOOS != "js" {
		if _, err := instance.Dir(AppID); err != nil {
			return fail(fmt.Errorf("%w (set HOME, or XDG_CONFIG_HOME to an absolute path)", err))
		}
	}
	defer func() {
		// A display that vanished since displayError looked, or one GLFW
		// cannot use: Fyne 2.8.1 logs GLFW's error and panics when it
		// creates the window.
		if r := recover(); r != nil {
			if !strings.Contains(fmt.Sprint(r), "GLFW library is not initialized") {
				panic(r)
			}
			code = fail(fmt.Errorf("no display could be opened"))
		}
	}()
	Run(newApp(), args)
	return 0
}
