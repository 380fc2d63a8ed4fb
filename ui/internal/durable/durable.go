// Package durable writes files so that a kill, a full disk or a power
// cut at any moment leaves each one whole, old or new: written to a
// temporary file beside it, flushed to the disk, and moved over the old
// one, and the folder flushed. So are the app's own files in its storage
// (Write) and the user's (Create, and every Fyne writer on a file once
// SafeFileWrites is called). It opens files for reading only when they
// are regular files, and sets aside one of the app's that cannot be read,
// under a name that says so.
package durable

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
)

// Write replaces the file name in the folder dir with data. The data is
// written whole to a temporary file, flushed to the disk where the storage
// is a folder, and moved over the old file (a rename there, as Create and
// Close do), so the file holds either version, whole. The browser's
// storage moves by copying, in one write. The folder and those above it
// are made when missing, for the user alone (0700).
func Write(dir fyne.URI, name string, data []byte) error {
	if dir.Scheme() == "file" {
		if err := os.MkdirAll(dir.Path(), 0o700); err != nil {
			return err
		}
		return writeFile(filepath.Join(dir.Path(), name), data, 0o600) // the user's alone, as the folder
	}
	if err := makeFolder(dir); err != nil {
		return err
	}
	to, err := storage.Child(dir, name)
	if err != nil {
		return err
	}
	stem := strings.TrimSuffix(name, path.Ext(name))
	tmp, err := storage.Child(dir, fmt.Sprintf("%s-%d.tmp", stem, time.Now().UnixNano()))
	if err != nil {
		return err
	}
	if err := writeURI(tmp, data); err != nil {
		storage.Delete(tmp)
		return err
	}
	if err := storage.Move(tmp, to); err != nil {
		storage.Delete(tmp)
		return err
	}
	return nil
}

// Clean removes the temporary files that Write left in dir for the file
// name when it was cut short, for example by a kill before the move: the
// browser's name-TIME.tmp, and a folder's .name-RANDOM.tmp.
func Clean(dir fyne.URI, name string) {
	patterns := []string{strings.TrimSuffix(name, path.Ext(name)) + "-*.tmp", tempName(name, "*")}
	files, _ := storage.List(dir)
	for _, u := range files {
		for _, pattern := range patterns {
			if ok, _ := path.Match(pattern, u.Name()); ok {
				storage.Delete(u)
			}
		}
	}
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

// Read returns the contents of the file at u, of at most limit bytes (one
// more tells the caller that it is too large). Where the storage is a
// folder, only a regular file is opened: a named pipe or a device could
// keep the app waiting forever. The browser's storage hands out a whole
// file in a single Read cut to the buffer given, so the buffer is that
// size from the start.
func Read(u fyne.URI, limit int) ([]byte, error) {
	var r io.ReadCloser
	var err error
	if u.Scheme() == "file" {
		r, err = OpenRegular(u.Path())
	} else {
		r, err = storage.Reader(u)
	}
	if err != nil {
		return nil, err
	}
	defer r.Close()
	buf := make([]byte, limit+1)
	n, err := io.ReadFull(r, buf)
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		err = nil
	}
	return buf[:n], err
}

// SetAside moves the file u, which cannot be read, to NAME.corrupt-TIME.EXT
// beside it, so that it is kept for a look but no longer read, and returns
// the new path; "" when it could not be moved.
func SetAside(u fyne.URI, now time.Time) (string, error) {
	ext := path.Ext(u.Name())
	name := fmt.Sprintf("%s.corrupt-%s%s", strings.TrimSuffix(u.Name(), ext), now.Format("20060102-150405"), ext)
	dir, err := storage.Parent(u)
	if err != nil {
		return "", err
	}
	to, err := storage.Child(dir, name)
	if err != nil {
		return "", err
	}
	if err := storage.Move(u, to); err != nil {
		return "", err
	}
	return to.Path(), nil
}

// SetAsideUnlessRegular checks the file at path before a reader that
// would wait on it opens it (Fyne's preferences.json): when it is there
// and is not a regular file of at most limit bytes (a named pipe, a
// device, a link, a huge file), it is moved to NAME.corrupt-TIME.EXT
// beside it, and the new path is returned with what was wrong. An empty
// path and an error say that it could not be moved.
func SetAsideUnlessRegular(path string, limit int64, now time.Time) (string, error) {
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode().IsRegular() && fi.Size() <= limit {
		return "", nil // none, or a file to read
	}
	why := fmt.Errorf("%s: %w", path, errNotRegular(fi.Mode()))
	switch {
	case fi.Mode()&os.ModeSymlink != 0:
		why = fmt.Errorf("%s: a link, not a file", path)
	case fi.Mode().IsRegular():
		why = fmt.Errorf("%s: larger than %d bytes", path, limit)
	}
	ext := filepath.Ext(path)
	aside := fmt.Sprintf("%s.corrupt-%s%s", strings.TrimSuffix(path, ext), now.Format("20060102-150405"), ext)
	if err := os.Rename(path, aside); err != nil {
		return "", fmt.Errorf("%w, and it could not be moved aside: %w", why, err)
	}
	return aside, why
}
