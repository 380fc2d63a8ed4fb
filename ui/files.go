package ui

import (
	"errors"
	"image"
	"image/png"
	"io"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/style"
)

// userFiles reports whether the app can reach the user's files: ask for one
// to open or save, read a folder of lessons. Not in a browser, where Fyne
// 2.8.1's file dialogs show nothing (fyne-io/fyne#2737, #2738) and the
// app's storage is the browser's, out of the user's reach: Open, Save,
// Export and lessons of one's own are left out there.
func userFiles() bool { return !fyne.CurrentDevice().IsBrowser() }

// showOpen asks for a game record to open.
func (d *document) showOpen() {
	fd := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			dialogs.ShowError(err, d.askWin())
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		d.rememberFolder(r.URI())
		d.open(r.URI().Name(), r)
	}, d.askWin())
	d.prepare(fd)
	showLarge(fd, d.askWin())
}

// showSave asks where to save the game.
func (d *document) showSave() { d.showSaveThen(nil) }

// showSaveThen asks where to save the game, and calls then, when it is
// not nil, once the game is saved.
func (d *document) showSaveThen(then func()) {
	fd := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			showSaveFailed(d.askWin(), err)
			return
		}
		if w == nil {
			return
		}
		d.rememberFolder(w.URI())
		if err := d.writeGame(w); err != nil {
			showSaveFailed(d.askWin(), err)
			return
		}
		d.model.Saved()
		if then != nil {
			then()
		}
	}, d.askWin())
	d.prepare(fd)
	fd.SetFileName(lang.L("game") + game.FileExt)
	showLarge(fd, d.askWin())
}

// showSaveFailed says in win that a file the user chose to save (a game,
// a worksheet, a picture) could not be, with the error's own words below.
func showSaveFailed(win fyne.Window, err error) {
	dialogs.ShowInformation(lang.L("The file could not be saved"),
		lang.L("Save it again, in another folder if need be.")+"\n\n"+shorten(err.Error(), maxErrorText), win)
}

// prepare sets up a file dialog: game records only, in the folder of the
// last record opened or saved.
func (d *document) prepare(fd *dialog.FileDialog) {
	fd.SetFilter(storage.NewExtensionFileFilter([]string{game.FileExt}))
	if folder := d.recordFolder(); folder != nil {
		fd.SetLocation(folder)
	}
}

// recordFolder returns the folder of the last game record opened or
// saved, kept from one start to the next, or nil.
func (d *document) recordFolder() fyne.ListableURI {
	u, err := storage.ParseURI(d.settings.RecordFolder())
	if err != nil {
		return nil
	}
	folder, err := storage.ListerForURI(u)
	if err != nil {
		return nil
	}
	return folder
}

// showLarge shows a file dialog over most of win, so that file names can be
// read from the back of a classroom. Fyne 2.8.1's FileDialog.Resize panics
// before Show, so the size follows.
func showLarge(d *dialog.FileDialog, win fyne.Window) {
	dialogs.ShowFile(d, win)
	margin := 4 * theme.Padding()
	d.Resize(win.Canvas().Size().SubtractWidthHeight(2*margin, 2*margin))
}

// rememberFolder keeps the folder of the file at u for the next file
// dialog.
func (d *document) rememberFolder(u fyne.URI) {
	if parent, err := storage.Parent(u); err == nil {
		d.settings.SetRecordFolder(parent.String())
	}
}

// writeGame writes the game as far as it has been played (without undone
// actions) to w and closes w; w is a durable.File on the desktop, so the
// file is replaced only once the game is written whole.
func (d *document) writeGame(w io.WriteCloser) error {
	_, err := d.game().InForce().WriteTo(w)
	return durable.Finish(w, err)
}

// copyGame puts the game as far as it has been played on the clipboard,
// as the text of its record: where the app cannot reach the user's files
// (a browser), the way a game leaves it, into a document or an e-mail.
func (d *document) copyGame() {
	var text strings.Builder
	if _, err := d.game().InForce().WriteTo(&text); err != nil {
		dialogs.ShowError(err, d.askWin())
		return
	}
	fyne.CurrentApp().Clipboard().SetContent(text.String())
	dialogs.ShowInformation(lang.L("Game copied"),
		lang.L("The game is on the clipboard as text. Paste it into a document or an e-mail to keep it; to play it again, copy it from there and choose Paste game."), d.askWin())
}

// pasteGame makes the game record on the clipboard the game.
func (d *document) pasteGame() {
	d.open(lang.L("game")+game.FileExt, strings.NewReader(fyne.CurrentApp().Clipboard().Content()))
}

// open reads a game record named name from r and makes it the game. A
// malformed record is reported in a dialog with the file, line and what is
// wrong, and the current game stays as it is. It reports whether the
// record could be read.
func (d *document) open(name string, r io.Reader) bool {
	rec, err := game.Parse(name, r)
	if err != nil {
		d.showError(lang.L("The game record could not be opened"), explainError(name, err), err)
		return false
	}
	d.model.Replace(rec, session.Opponent{}, false)
	return true
}

// openPath opens the game record in the file at path, as given on the
// command line, and reports whether it could be read.
func (d *document) openPath(path string) bool {
	rec, err := readRecord(path)
	return d.openRecord(path, rec, err)
}

// openRecord makes rec, read from the file at path, the game, or, when
// it could not be read, says why, err; it reports whether it was read.
func (d *document) openRecord(path string, rec *game.Record, err error) bool {
	if err != nil {
		d.showError(lang.L("The game record could not be opened"), explainError(filepath.Base(path), err), err)
		return false
	}
	if abs, err := filepath.Abs(path); err == nil {
		d.rememberFolder(storage.NewFileURI(abs))
	}
	d.model.Replace(rec, session.Opponent{}, false)
	return true
}

// readRecord reads the game record in the file at path, if it is a
// regular file (durable.OpenRegular) of at most game.MaxRecordSize bytes.
func readRecord(path string) (*game.Record, error) {
	f, err := durable.OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return game.Parse(filepath.Base(path), f)
}

// maxErrorText is the most of an error's own message a dialog shows, in
// characters: a path can be 4 KiB long, and a dialog taller than the
// window hides its OK.
const maxErrorText = 400

// shorten returns text, or its start and end around "…" when it is
// longer than max characters.
func shorten(text string, max int) string {
	r := []rune(text)
	if len(r) <= max {
		return text
	}
	return string(r[:max/2]) + "…" + string(r[len(r)-max/2:])
}

// explainError says in the user's language what is wrong with the game
// record file: for a record that does not parse, its line and the kind of
// problem there; otherwise that the file could not be read.
func explainError(file string, err error) string {
	var re *game.RecordError
	if !errors.As(err, &re) {
		return lang.L("The file {{.File}} could not be read.", map[string]any{"File": file})
	}
	at := map[string]any{"File": re.File, "Line": re.Line}
	switch {
	case errors.Is(err, game.ErrNotRecord):
		return lang.L("{{.File}} is not a game record: the trouble starts at line {{.Line}}.", at)
	case errors.Is(err, game.ErrSyntax):
		return lang.L("Line {{.Line}} of {{.File}} is not written in the game record format.", at)
	case errors.Is(err, game.ErrOutOfTurn):
		return lang.L("Line {{.Line}} of {{.File}} is out of turn: it is not the action due at that point of the game.", at)
	case errors.Is(err, game.ErrIllegal):
		return lang.L("Line {{.Line}} of {{.File}} is a move the rules do not allow.", at)
	}
	return lang.L("Line {{.Line}} of {{.File}} could not be read.", at)
}

// showExport asks where to save a picture of the position on show.
func (d *document) showExport() {
	img := boardPicture(d.game().OnShow(), exportSide)
	fd := dialog.NewFileSave(func(f fyne.URIWriteCloser, err error) {
		if err == nil && f != nil {
			err = durable.Finish(f, png.Encode(f, img))
		}
		if err != nil {
			showSaveFailed(d.win, err)
		}
	}, d.win)
	fd.SetFilter(storage.NewExtensionFileFilter([]string{".png"}))
	fd.SetFileName(lang.L("board") + ".png")
	dialogs.ShowFile(fd, d.win)
}

// exportSide is the side of an exported board, in points; the picture has
// twice as many pixels, sharp enough for print and slides.
const exportSide = 600

// boardPicture draws s offscreen on a board of side points, in the light
// variant of the app's palette (for paper and slides) and on a transparent
// background. Marks and numbers are in Fyne's font whatever the language.
func boardPicture(s game.State, side float32) image.Image {
	th, _ := fyne.CurrentApp().Settings().Theme().(style.Theme)
	th.Variant, th.Scale, th.Hangul = style.VariantLight, 1, false
	b := board.New()
	b.SetInteractive(false)
	b.SetState(s)
	c := software.NewTransparentCanvas()
	c.SetPadded(false)
	c.SetScale(2)
	c.SetContent(container.NewThemeOverride(b, th))
	c.Resize(fyne.NewSquareSize(side))
	img := c.Capture()
	b.SetState(game.State{}) // stops the pulse a pending collapse starts
	return img
}
