package fynefix

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Fyne's Open file dialog still has one high-importance button that the
// focus reaches, its Open: PressConfirm presses it once a file is chosen,
// and does nothing before.
func TestPressConfirmOpensTheFileChosen(t *testing.T) {
	test.NewTempApp(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "game.qttt"), []byte("X1 2 3\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	w := test.NewWindow(widget.NewLabel("board"))
	defer w.Close()
	w.Resize(fyne.NewSize(800, 600))
	var opened string
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r != nil {
			opened = r.URI().Name()
			r.Close()
		}
	}, w)
	folder, err := storage.ListerForURI(storage.NewFileURI(dir))
	if err != nil {
		t.Fatal(err)
	}
	d.SetLocation(folder)
	d.Show()
	c := w.Canvas()
	if PressConfirm(c) || opened != "" {
		t.Fatal("PressConfirm pressed Open with no file chosen")
	}
	chooseSecond(t, c) // the first is the folder above
	if !PressConfirm(c) || opened != "game.qttt" {
		t.Errorf("PressConfirm with game.qttt chosen: opened %q; want game.qttt (Fyne's file dialog changed: Enter no longer opens the file chosen)", opened)
	}
	if c.Overlays().Top() != nil {
		t.Error("the dialog stayed open")
	}
}

// chooseSecond chooses the second file of the file dialog on c as the
// keyboard does: Tab to the files, Right, Space; then the focus leaves
// them, as after a click on a file.
func chooseSecond(t *testing.T, c fyne.Canvas) {
	t.Helper()
	for range 64 {
		c.FocusNext()
		if files, ok := c.Focused().(*widget.GridWrap); ok {
			files.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
			files.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
			c.Unfocus()
			return
		}
	}
	t.Fatal("no list of files takes the focus")
}
