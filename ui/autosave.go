package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/game"
)

// autosaveName is the autosaved game's file name in the app's storage.
const autosaveName = "autosave" + recordExt

// tempPattern names the temporary files an autosave is written to before
// it is renamed into place.
const tempPattern = "autosave-*.tmp"

// unsavedKey is the preference that says whether the autosaved game holds
// actions that no game record file holds.
const unsavedKey = "autosave.unsaved"

// autosave keeps the game in a file in the app's storage folder, rewritten
// after every action so that no game is lost when the app is closed or
// killed: at most the action in flight. A preference beside it says
// whether the game also is in a file of the user's.
type autosave struct {
	dir   string
	prefs fyne.Preferences
}

// autosaveIn returns the autosave of app fa, kept in its storage folder.
func autosaveIn(fa fyne.App) autosave {
	return autosave{dir: fa.Storage().RootURI().Path(), prefs: fa.Preferences()}
}

// path returns the autosaved game's file path.
func (s autosave) path() string { return filepath.Join(s.dir, autosaveName) }

// write replaces the autosaved game with r, noting whether r holds actions
// that no file of the user's holds. The file is replaced atomically: write
// makes a temporary file in the same folder, flushes it to the disk and
// renames it over the old one, so the file holds either game, whole.
func (s autosave) write(r *game.Record, unsaved bool) error {
	s.prefs.SetBool(unsavedKey, unsaved)
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(s.dir, tempPattern)
	if err != nil {
		return err
	}
	defer os.Remove(f.Name()) // fails harmlessly once renamed
	_, err = r.WriteTo(f)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), s.path())
	}
	if err != nil {
		return err
	}
	return syncDir(s.dir)
}

// syncDir flushes a folder's entries, such as a rename, to the disk.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// read returns the autosaved game, or nil if there is none, and whether
// it holds actions that no file of the user's holds (an autosave written
// before this was noted counts as unsaved).
func (s autosave) read() (r *game.Record, unsaved bool, err error) {
	f, err := os.Open(s.path())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	r, err = game.Parse(autosaveName, f)
	return r, err == nil && r.Len() > 0 && s.prefs.BoolWithFallback(unsavedKey, true), err
}

// clean removes temporary files left behind by a write that was cut
// short, for example by a kill before the rename.
func (s autosave) clean() {
	left, _ := filepath.Glob(filepath.Join(s.dir, tempPattern))
	for _, name := range left {
		os.Remove(name)
	}
}

// setAside renames an autosave that cannot be read to
// autosave.corrupt-TIME.qttt, so that it is kept for a look but no longer
// read, and returns the new path.
func (s autosave) setAside(now time.Time) (string, error) {
	name := fmt.Sprintf("%s.corrupt-%s%s", strings.TrimSuffix(autosaveName, recordExt), now.Format("20060102-150405"), recordExt)
	to := filepath.Join(s.dir, name)
	return to, os.Rename(s.path(), to)
}

// save writes the game as far as it has been played to the autosave. The
// first failure is reported in a dialog; later ones only in the log, so
// that a full disk does not bury the game in dialogs.
func (a *App) save() {
	err := a.saver.write(a.played(), a.dirty)
	if err == nil {
		return
	}
	fyne.LogError("autosave", err)
	if !a.saveFailed {
		a.saveFailed = true
		a.showError(lang.L("The game could not be autosaved"), lang.L("Save the game to a file to keep it."), err)
	}
}

// restore makes the autosaved game the game. An autosave that cannot be
// read is set aside and reported once; the app starts with an empty game.
func (a *App) restore() {
	r, unsaved, err := a.saver.read()
	if err == nil && r != nil {
		a.load(r, unsaved)
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
