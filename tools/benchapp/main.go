// Command benchapp is the baseline of `make bench-app`: the least a Fyne
// app can be, one label in a window of the size the app opens at, built
// from the same Fyne as the app.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("io.github.qtttedu.benchapp")
	w := a.NewWindow("benchapp")
	w.SetContent(widget.NewLabel("Quantum Tic-Tac-Toe"))
	w.Resize(fyne.NewSize(1000, 640))
	w.ShowAndRun()
}
