package durable

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// File is a file being written in place of another, or made: its bytes
// go to a temporary file beside it, and only Close puts them in its place,
// whole, flushed to the disk; a kill or a full disk before that leaves the
// old file as it was. A folder that takes no new file (a teacher's
// hand-in folder) is refused: writing over the only copy in place is not
// whole-or-nothing.
type File struct {
	tmp    *os.File
	path   string      // the file to replace: where the temporary file is moved
	mode   os.FileMode // the old file's permissions, kept; 0 for a new file
	old    os.FileInfo // the old file, whose group is kept; nil for a new file
	err    error       // the first write that failed
	closed bool
}

// Create starts writing the file at path, or, where path is a symbolic
// link, the file it points to (the link stays), unless the link is one
// the kernel's protected_symlinks would not follow: another user's in a
// shared sticky folder such as /tmp (see resolveLinks). The user's file is
// not touched until Close. A new file gets the permissions the umask
// leaves of 0666, an old one keeps its own, and its group where the user
// may give it that group: a file shared in a class folder stays the class's.
func Create(path string) (*File, error) {
	real, err := resolveLinks(path)
	if err != nil {
		return nil, err
	}
	return create(real, 0o666)
}

// create is Create without following a link at path: a link there is
// replaced, not written through. perm is for a new file (less the umask).
func create(path string, perm os.FileMode) (*File, error) {
	f := &File{path: path}
	if fi, err := os.Lstat(path); err == nil && fi.Mode()&os.ModeSymlink == 0 {
		if !fi.Mode().IsRegular() {
			return nil, fmt.Errorf("%s: %w", path, errNotRegular(fi.Mode()))
		}
		f.mode, f.old = fi.Mode().Perm(), fi
	}
	cleanStale(path)
	var suffix [6]byte
	rand.Read(suffix[:])
	tmp, err := os.OpenFile(tempName(path, hex.EncodeToString(suffix[:])), os.O_CREATE|os.O_EXCL|os.O_WRONLY, perm)
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		if errors.Is(err, fs.ErrPermission) || readOnlyDisk(err) {
			why := ErrFolderClosed
			if f.old == nil {
				why = ErrNoNewFile // there is no old file to write over
			}
			return nil, fmt.Errorf("%s: %w: %w", path, why, pe.Err)
		}
		return nil, &fs.PathError{Op: pe.Op, Path: path, Err: pe.Err}
	}
	if err != nil {
		return nil, err
	}
	f.tmp = tmp
	return f, nil
}

// staleAfter is how old a temporary file beside a file being written must
// be to count as left behind by a save that was killed: older than any
// save still under way.
const staleAfter = 10 * time.Minute

// cleanStale removes the temporary files beside path that a save of it
// killed before its rename left behind (.NAME-RANDOM.tmp, RANDOM 12 hex
// digits), so that they do not pile up in the user's folder.
func cleanStale(path string) {
	entries, _ := os.ReadDir(filepath.Dir(path))
	prefix := "." + filepath.Base(path) + "-"
	for _, e := range entries {
		unique, ok := strings.CutPrefix(e.Name(), prefix)
		unique, tmp := strings.CutSuffix(unique, ".tmp")
		if !ok || !tmp || len(unique) != 12 || strings.Trim(unique, "0123456789abcdef") != "" || !e.Type().IsRegular() {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > staleAfter {
			os.Remove(filepath.Join(filepath.Dir(path), e.Name()))
		}
	}
}

// tempName is the temporary file beside path, named after it; Clean
// removes those left behind.
func tempName(path, unique string) string {
	return filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+"-"+unique+".tmp")
}

// Write writes p to the temporary file.
func (f *File) Write(p []byte) (int, error) {
	if f.err != nil {
		return 0, f.err
	}
	n, err := f.tmp.Write(p)
	f.err = f.named(err)
	return n, f.err
}

// named returns err with the file's own path in place of the temporary
// file's, which the user never asked for.
func (f *File) named(err error) error {
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) && f.tmp != nil && pe.Path == f.tmp.Name() {
		return &fs.PathError{Op: pe.Op, Path: f.path, Err: pe.Err}
	}
	return err
}

// Close puts what was written in the file's place: the temporary file is
// flushed to the disk and renamed over the old one, and the folder is
// flushed. After a failed write it removes the temporary file instead,
// and the old file stays.
func (f *File) Close() error {
	if f.closed {
		return os.ErrClosed
	}
	f.closed = true
	if err := f.flush(); err != nil {
		f.drop()
		return f.named(err)
	}
	if err := f.put(); err != nil {
		return err
	}
	return syncDir(filepath.Dir(f.path))
}

// flush gives the temporary file the old file's group and permissions,
// flushes it to the disk and closes it.
func (f *File) flush() error {
	err := f.err
	if err == nil && f.old != nil {
		keepGroup(f.tmp, f.old)
		err = f.tmp.Chmod(f.mode) // after the group: a change of group drops setgid
	}
	if err == nil {
		err = f.tmp.Sync()
	}
	if cerr := f.tmp.Close(); err == nil {
		err = cerr
	}
	return err
}

// put moves the flushed temporary file over the file; where it cannot, it
// removes it.
func (f *File) put() error {
	if err := os.Rename(f.tmp.Name(), f.path); err != nil {
		f.drop()
		return f.named(err)
	}
	return nil
}

// drop removes the temporary file.
func (f *File) drop() { os.Remove(f.tmp.Name()) }

// stage writes data to a temporary file beside the file of the app's own
// at path (whose folder it makes, for the user alone, when missing),
// flushed and closed, for put to move in place: a link at path is
// replaced, never written through (writeFile), and a link in the
// folder's place is refused.
func stage(path string, data []byte) (*File, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("%s: not a folder of the app's own (a link?)", dir)
	}
	f, err := create(path, 0o600) // the user's alone, as the folder
	if err != nil {
		return nil, err
	}
	f.closed = true
	if _, err = f.Write(data); err == nil {
		err = f.flush()
	} else {
		f.tmp.Close()
	}
	if err != nil {
		f.drop()
		return nil, f.named(err)
	}
	return f, nil
}

// Abort drops what was written: the old file stays as it was.
func (f *File) Abort() {
	if f.err == nil {
		f.err = errors.New("aborted")
	}
	f.Close()
}

// Finish ends writing w after the write's outcome err: a File is put in
// place (Close) when err is nil and dropped (Abort) otherwise; any other
// writer is closed. It returns the first error.
func Finish(w io.WriteCloser, err error) error {
	if a, ok := w.(interface{ Abort() }); ok && err != nil {
		a.Abort()
		return err
	}
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}

// writeFile replaces the file at path with data, as Create and Close
// do, but a symbolic link at path is replaced, never written through: the
// app's own files are in a folder that another user may once have made
// or emptied, and a link planted there must not turn the app's next write
// onto a file of the user's. A new file is made with perm.
func writeFile(path string, data []byte, perm os.FileMode) error {
	f, err := create(path, perm)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	return Finish(f, err)
}

// RegularFiles returns the folder dir as a file system whose regular
// files alone can be opened: a named pipe or a device in it is refused
// without a wait, as OpenRegular does.
func RegularFiles(dir string) fs.FS { return regularFiles(dir) }

// regularFiles is a folder whose regular files alone can be opened
// (OpenRegular): a named pipe or a device among a teacher's
// lessons is refused without a wait.
type regularFiles string

// Open opens the folder itself, or a regular file in it.
func (d regularFiles) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	if name == "." {
		return os.Open(string(d))
	}
	return OpenRegular(filepath.Join(string(d), filepath.FromSlash(name)))
}

// ReadDir lists the folder name.
func (d regularFiles) ReadDir(name string) ([]fs.DirEntry, error) {
	return os.ReadDir(filepath.Join(string(d), filepath.FromSlash(name)))
}

// OpenRegular opens the file at path for reading if it is a regular file.
// A named pipe or a device is refused without waiting: opening a pipe
// that no one writes to waits forever, so it is opened without blocking
// and looked at, once opened, before any read: the check is of the file
// read, whatever another user swaps in at its name meanwhile. Links are
// followed as Create follows them (not another user's in a shared
// folder), and the file they lead to is opened without following a link
// that has taken its place since.
func OpenRegular(path string) (*os.File, error) {
	real, err := resolveLinks(path)
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(real, os.O_RDONLY|openNoWait|openNoFollow, 0)
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		return nil, &fs.PathError{Op: pe.Op, Path: path, Err: pe.Err} // the name the user gave
	}
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err == nil && !fi.Mode().IsRegular() {
		err = fmt.Errorf("%s: %w", path, errNotRegular(fi.Mode()))
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ErrFolderClosed says that the folder of a file being saved takes no
// new file, so the file cannot be replaced whole: the app does not write
// over it in place, where a kill or a full disk would leave it broken.
var ErrFolderClosed = errors.New("its folder takes no new file, and writing over the old one in place could leave it broken")

// ErrNoNewFile says that a new file cannot be made in its folder: the
// user may not write there, or the disk is read-only.
var ErrNoNewFile = errors.New("its folder takes no new file")

// ErrNotRegular says that a file is a folder, a named pipe, a device or
// a socket, which the app neither reads nor replaces.
var ErrNotRegular = errors.New("not a regular file")

// errNotRegular wraps ErrNotRegular with the kind of file m describes.
func errNotRegular(m os.FileMode) error {
	kind := "a special file"
	switch {
	case m.IsDir():
		kind = "a folder"
	case m&os.ModeNamedPipe != 0:
		kind = "a named pipe"
	case m&os.ModeSocket != 0:
		kind = "a socket"
	case m&os.ModeDevice != 0:
		kind = "a device"
	}
	return fmt.Errorf("%w (%s)", ErrNotRegular, kind)
}
