package instance

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
)

// guard is where the lock and the socket of a profile are: in the
// profile's own folder, which is the user's alone (0700), or, where the
// profile cannot hold them (a read-only folder, one of another user's, or
// a path too long for a socket on a system that cannot shorten it), in a
// private folder of the user's: $XDG_RUNTIME_DIR/qttt, or qttt-UID in the
// temporary folder, made 0700 and used only if it is the user's and no
// one else's. Never in a place another user could make first.
type guard struct {
	folder string // the folder of the lock and the socket
	lock   string // the lock file
	socket string // the socket; on Windows, the file that names the pipe
}

// sockMax is the longest socket path every system binds: sun_path is
// 104 bytes on macOS and the BSDs, 108 on Linux, with a NUL.
const sockMax = 103

// guardFor returns where the guard of the profile dir is.
func guardFor(dir string) (guard, error) {
	in := guard{folder: dir, lock: filepath.Join(dir, "instance.lock"), socket: filepath.Join(dir, "instance"+endpointExt)}
	err := in.makeFolder()
	if err == nil && len(in.socket) > sockMax && !shortAddresses {
		err = fmt.Errorf("the socket's path is longer than %d bytes", sockMax)
	}
	if err == nil {
		var f *os.File
		if f, err = os.OpenFile(in.lock, os.O_CREATE|os.O_RDWR, 0o600); err == nil {
			f.Close()
			return in, nil
		}
	}
	folder, perr := privateFolder()
	if perr != nil {
		return guard{}, fmt.Errorf("%v; %v", err, perr)
	}
	sum := sha256.Sum256([]byte(filepath.Clean(dir)))
	name := hex.EncodeToString(sum[:8])
	return guard{folder: folder, lock: filepath.Join(folder, name+".lock"), socket: filepath.Join(folder, name+endpointExt)}, nil
}

// makeFolder makes g's folder, and those above it, when missing, each
// only for the user (0700); a folder of the user's that others may enter
// is closed to them. A folder that belongs to another user is refused.
func (g guard) makeFolder() error {
	if err := os.MkdirAll(g.folder, 0o700); err != nil {
		return err
	}
	return private(g.folder)
}

// private checks that dir is a folder (not a link to one) of the user's
// that no one else may enter, and closes it to others when it is the
// user's but open to them.
func private(dir string) error {
	fi, err := os.Lstat(dir)
	switch {
	case err != nil:
		return err
	case !fi.IsDir():
		return fmt.Errorf("%s is not a folder", dir)
	case !mine(fi):
		return fmt.Errorf("%s belongs to another user", dir)
	case fi.Mode().Perm()&0o077 != 0:
		return os.Chmod(dir, 0o700)
	}
	return nil
}

// ours returns an error wrapping ErrNotYours when the profile dir, or
// the folder it is in, exists and belongs to another user (a link is
// followed: it is where the app's files would go). The folder it is in
// counts too, since its owner can swap the profile for a folder of theirs.
func ours(dir string) error {
	for _, d := range []string{dir, filepath.Dir(dir)} {
		if fi, err := os.Stat(d); err == nil && !mine(fi) {
			return fmt.Errorf("%w: %s", ErrNotYours, d)
		}
	}
	return nil
}

// privateFolder returns a folder of the user's alone for guards: under
// $XDG_RUNTIME_DIR when it is set and the user's, or else in the user's
// cache folder, which no other user can make first, or else in the
// temporary folder, where one can (and so switch the guard off).
func privateFolder() (string, error) {
	if run := os.Getenv("XDG_RUNTIME_DIR"); filepath.IsAbs(run) {
		if fi, err := os.Lstat(run); err == nil && fi.IsDir() && mine(fi) && fi.Mode().Perm()&0o077 == 0 {
			dir := filepath.Join(run, "qttt")
			if err := os.Mkdir(dir, 0o700); err == nil || os.IsExist(err) {
				if err := private(dir); err == nil {
					return dir, nil
				}
			}
		}
	}
	if cache, err := os.UserCacheDir(); err == nil && filepath.IsAbs(cache) {
		dir := filepath.Join(cache, "qttt-guard")
		if err := os.MkdirAll(dir, 0o700); err == nil && private(dir) == nil {
			return dir, nil
		}
	}
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("qttt-%d", os.Getuid()))
	if err := os.Mkdir(dir, 0o700); err != nil && !os.IsExist(err) {
		return "", err
	}
	if err := private(dir); err != nil {
		return "", fmt.Errorf("no private folder for the app's lock: %w", err)
	}
	return dir, nil
}
