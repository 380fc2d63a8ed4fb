// Command qttt is a quantum tic-tac-toe desktop app for classrooms and
// self-study. With --replay FILE... it prints each game record's final
// position as JSON instead of opening a window.
package main

import (
	"os"

	"github.com/qttt-edu/qttt/game/cli"
)

func main() {
	if code, handled := cli.Run(os.Args[1:], os.Stdout, os.Stderr); handled {
		os.Exit(code)
	}
}
