package ui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/session"
	"github.com/qttt-edu/qttt/ui/settings"
)

// autosaveName is the autosaved game's file name in the app's storage.
const autosaveName = "autosave" + recordExt

// tempPattern names the temporary files an autosave is written to before
// it is moved into place.
const tempPattern = "autosave-*.tmp"

// autosave keeps the game in a file in the app's storage, rewritten after
// every action so that no game is lost when the app is closed or killed: at
// most the action in flight. The storage is a folder on the desktop and the
// browser's IndexedDB on the web, both reached through Fyne's storage
// package. Preferences beside it say whether the game also is in a file of
// the user's, and whom it is played against.
type autosave struct {
	dir    fyne.URI // the app's storage root
	file   fyne.URI // the autosaved game in it
	prefs  fyne.Preferences
	failed bool // a write has failed and been reported
}

// autosaveIn returns the autosave of app fa, kept in its storage.
func autosaveIn(fa fyne.App) *autosave {
	dir := fa.Storage().RootURI()
	file, err := storage.Child(dir, autosaveName)
	if err != nil { // a storage root always has children; keep a valid URI regardless
		file = storage.NewFileURI(path.Join(dir.Path(), autosaveName))
	}
	return &autosave{dir: dir, file: file, prefs: fa.Preferences()}
}

// path returns where the autosaved game is kept, for messages and tests.
func (s *autosave) path() string { return s.file.Path() }

// write replaces the autosaved game with r, played against o, noting
// whether r holds actions that no file of the user's holds. The new game
// is written whole to a temporary file, flushed to the disk where the
// storage is a folder, and moved over the old one (a rename there), so the
// file holds either game, whole. The browser's storage moves by copying,
// in one write.
func (s *autosave) write(r *game.Record, o session.Opponent, unsaved bool) error {
	s.prefs.SetBool(settings.KeyAutosaveUnsaved, unsaved)
	settings.SetGameOpponent(s.prefs, o)
	var data bytes.Buffer
	if _, err := r.WriteTo(&data); err != nil {
		return err
	}
	if err := makeFolder(s.dir); err != nil {
		return err
	}
	tmp, err := storage.Child(s.dir, strings.Replace(tempPattern, "*", fmt.Sprint(time.Now().UnixNano()), 1))
	if err != nil {
		return err
	}
	if err := writeURI(tmp, data.Bytes()); err != nil {
		storage.Delete(tmp)
		return err
	}
	if err := storage.Move(tmp, s.file); err != nil {
		storage.Delete(tmp)
		return err
	}
	if s.dir.Scheme() == "file" {
		return syncDir(s.dir.Path())
	}
	return nil
}

// writeURI writes data to the file at u in one Write (the browser's
// storage stores the whole file again at each) and flushes it to the disk
// where the storage can.
func writeURI(u fyne.URI, data []byte) error {
	w, err := storage.Writer(u)
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	if f, ok := w.(interface{ Sync() error }); ok && err == nil {
		err = f.Sync()
	}
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}

// makeFolder makes the folder u and the folders above it that are missing.
func makeFolder(u fyne.URI) error {
	if ok, err := storage.Exists(u); ok || err != nil {
		return err
	}
	if parent, err := storage.Parent(u); err == nil {
		if err := makeFolder(parent); err != nil {
			return err
		}
	}
	return storage.CreateListable(u)
}

// readURI returns the contents of the file at u, of at most
// game.MaxRecordSize bytes (one more tells Parse that it is too large). The
// browser's storage hands out a whole file in a single Read cut to the
// buffer given, so the buffer is that size from the start.
func readURI(u fyne.URI) ([]byte, error) {
	r, err := storage.Reader(u)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	buf := make([]byte, game.MaxRecordSize+1)
	n, err := io.ReadFull(r, buf)
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		err = nil
	}
	return buf[:n], err
}

// read returns the autosaved game, or nil if there is none, whom it is
// played against, and whether it holds actions that no file of the user's
// holds (an autosave written before this was noted counts as unsaved).
func (s *autosave) read() (r *game.Record, o session.Opponent, unsaved bool, err error) {
	if ok, err := storage.Exists(s.file); !ok || err != nil {
		return nil, o, false, err
	}
	data, err := readURI(s.file)
	if err != nil {
		return nil, o, false, fmt.Errorf("%s: %w", autosaveName, err)
	}
	r, err = game.Parse(autosaveName, bytes.NewReader(data))
	if err != nil {
		return nil, o, false, err
	}
	return r, settings.GameOpponent(s.prefs), r.Len() > 0 && s.prefs.BoolWithFallback(settings.KeyAutosaveUnsaved, true), nil
}

// clean removes temporary files left behind by a write that was cut
// short, for example by a kill before the move.
func (s *autosave) clean() {
	files, _ := storage.List(s.dir)
	for _, u := range files {
		if ok, _ := path.Match(tempPattern, u.Name()); ok {
			storage.Delete(u)
		}
	}
}

// setAside moves an autosave that cannot be read to
// autosave.corrupt-TIME.qttt, so that it is kept for a look but no longer
// read, and returns the new path.
func (s *autosave) setAside(now time.Time) (string, error) {
	name := fmt.Sprintf("%s.corrupt-%s%s", strings.TrimSuffix(autosaveName, recordExt), now.Format("20060102-150405"), recordExt)
	to, err := storage.Child(s.dir, name)
	if err != nil {
		return s.path(), err
	}
	return to.Path(), storage.Move(s.file, to)
}

// save writes the game as far as it has been played to the autosave. The
// first failure is reported in a dialog; later ones only in the log, so
// that a full disk does not bury the game in dialogs.
func (a *App) save() {
	err := a.saver.write(a.session.InForce(), a.session.Opponent(), a.session.Dirty())
	if err == nil {
		return
	}
	fyne.LogError("autosave", err)
	if !a.saver.failed {
		a.saver.failed = true
		keep := lang.L("Save the game to a file to keep it.")
		if !userFiles() {
			keep = lang.L("Use Copy game as text to keep it.")
		}
		a.showError(lang.L("The game could not be autosaved"), keep, err)
	}
}

// restore makes the autosaved game the game. An autosave that cannot be
// read is set aside and reported once; the app starts with an empty game.
func (a *App) restore() {
	r, o, unsaved, err := a.saver.read()
	if err == nil && r != nil {
		a.model.Restore(r, o, unsaved) // not written back: the autosave holds it
		return
	}
	if err == nil {
		return
	}
	to, rerr := a.saver.setAside(time.Now())
	if rerr != nil {
		fyne.LogError("setting the autosave aside", rerr)
		to = a.saver.path()
	}
	a.showError(lang.L("The last game could not be restored"),
		lang.L("The autosaved game could not be read, so a new game begins. The file was kept as {{.Path}}.",
			map[string]any{"Path": to})+"\n\n"+explainError(autosaveName, err), err)
}
