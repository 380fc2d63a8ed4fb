package durable

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"
)

// fileRepository is what Fyne's repository for file: URIs does.
type fileRepository interface {
	repository.AppendableRepository
	repository.HierarchicalRepository
	repository.ListableRepository
	repository.CopyableRepository
	repository.MovableRepository
	repository.DeleteAllRepository
}

// safeFiles is Fyne's file: repository with writers that replace a file
// only once it is written whole (Create), and which never waits on a
// named pipe or a device: Fyne opens each file its dialog lists, on the
// UI goroutine, to guess its type, and a pipe named game.qttt in a shared
// folder would freeze the app for good.
type safeFiles struct{ fileRepository }

// Reader opens the file at u for reading if it is a regular file.
func (safeFiles) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	f, err := OpenRegular(u.Path())
	if err != nil {
		return nil, err
	}
	return &uriReader{File: f, uri: u}, nil
}

// CanRead reports whether u is a regular file or a folder the user may
// read, without waiting on a named pipe.
func (safeFiles) CanRead(u fyne.URI) (bool, error) {
	f, err := os.OpenFile(u.Path(), os.O_RDONLY|openNoWait, 0)
	if errors.Is(err, fs.ErrPermission) || errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	defer f.Close()
	fi, err := f.Stat()
	return err == nil && (fi.Mode().IsRegular() || fi.IsDir()), err
}

// CanWrite reports whether u may be saved to: a regular file the user may
// write, or a new one. It never opens a named pipe or a device.
func (safeFiles) CanWrite(u fyne.URI) (bool, error) {
	fi, err := os.Stat(u.Path())
	if errors.Is(err, fs.ErrNotExist) {
		return true, nil
	}
	if err != nil || !fi.Mode().IsRegular() {
		return false, err
	}
	f, err := os.OpenFile(u.Path(), os.O_WRONLY|openNoWait, 0)
	if errors.Is(err, fs.ErrPermission) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, f.Close()
}

// Appender opens the regular file at u to add to its end, or makes it.
func (safeFiles) Appender(u fyne.URI) (fyne.URIWriteCloser, error) {
	f, err := os.OpenFile(u.Path(), os.O_APPEND|os.O_CREATE|os.O_WRONLY|openNoWait, 0o666)
	if err != nil {
		return nil, err
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		if err == nil {
			err = fmt.Errorf("%s: %w", u.Path(), errNotRegular(fi.Mode()))
		}
		return nil, err
	}
	return &uriAppender{File: f, uri: u}, nil
}

// uriReader and uriAppender are open files with their URIs, as Fyne's
// readers and writers have.
type uriReader struct {
	*os.File
	uri fyne.URI
}

// URI returns the URI of the file being read.
func (f *uriReader) URI() fyne.URI { return f.uri }

type uriAppender struct {
	*os.File
	uri fyne.URI
}

// URI returns the URI of the file being written.
func (f *uriAppender) URI() fyne.URI { return f.uri }

// Writer returns a writer that puts what is written in place of the file
// at u when it is closed, and not before.
func (safeFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	f, err := Create(u.Path())
	if err != nil {
		return nil, err
	}
	return &uriFile{File: f, uri: u}, nil
}

// uriFile is a File with its URI, as Fyne's writers have.
type uriFile struct {
	*File
	uri fyne.URI
}

// URI returns the URI of the file being written.
func (f *uriFile) URI() fyne.URI { return f.uri }

// SafeFileWrites makes every writer Fyne opens on a file of the user's
// (File › Save's dialog, the worksheets', the exports') write a temporary
// file that replaces the old one only when it is whole: Fyne's own
// truncates the old file first, so a kill while it writes leaves nothing.
// Call it once Fyne's driver has started.
func SafeFileWrites() {
	r, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := r.(safeFiles); done {
		return
	}
	if files, ok := r.(fileRepository); ok {
		repository.Register("file", safeFiles{files})
	}
}
