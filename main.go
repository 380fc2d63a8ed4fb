// Command qttt is a quantum tic-tac-toe desktop app for classrooms and
// self-study. Without options it opens the window (with a game record,
// qttt FILE.qttt, on that game); --replay, --solve and --worksheet answer
// without a window, and --help lists every mode (ui/cli reads the
// command line).
package main

import (
	_ "embed"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/qttt-edu/qttt/ui"
	"github.com/qttt-edu/qttt/ui/cli"
	"github.com/qttt-edu/qttt/ui/cli/termsafe"
	"github.com/qttt-edu/qttt/ui/worksheet"
)

// appInfo is FyneApp.toml, the one place the app's version is written, as
// it was when the program was built.
//
//go:embed FyneApp.toml
var appInfo []byte

func main() {
	c, err := cli.Parse(os.Args[1:])
	switch {
	case err != nil:
		os.Exit(cli.Misused(os.Stderr, err))
	case c.Mode == cli.ModeWindow:
		os.Exit(ui.Main(func() fyne.App { return app.NewWithID(ui.AppID) }, c.Record, termsafe.ErrorWriter(os.Stderr)))
	case c.Mode == cli.ModeWorksheet:
		os.Exit(worksheet.Run(c.Lesson, c.Out, termsafe.ErrorWriter(os.Stderr)))
	default:
		os.Exit(cli.Run(c, appInfo, os.Stdout, os.Stderr))
	}
}
