package durable

import (
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
// only once it is written whole (Create).
type safeFiles struct{ fileRepository }

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
