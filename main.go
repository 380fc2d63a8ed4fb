// Command qttt is a quantum tic-tac-toe desktop app for classrooms and
// self-study. With a game record (qttt FILE.qttt) it opens that game; with
// --replay FILE... it prints each game record's final position as JSON
// instead of opening a window; with --worksheet LESSON OUT.pdf it writes a
// printable worksheet for a lesson.
package main

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/qttt-edu/qttt/game/cli"
	"github.com/qttt-edu/qttt/ui"
	"github.com/qttt-edu/qttt/ui/worksheet"
)

func main() {
	if code, handled := cli.Run(os.Args[1:], os.Stdout, os.Stderr); handled {
		os.Exit(code)
	}
	if code, handled := worksheet.Run(os.Args[1:], os.Stderr); handled {
		os.Exit(code)
	}
	os.Exit(ui.Main(func() fyne.App { return app.NewWithID(ui.AppID) }, os.Args[1:], os.Stderr))
}
