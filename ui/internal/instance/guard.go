package instance

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// guard is where the lock and the socket of a profile are: in the
// profile's own folder, which is the user's alone (0700), or, where the
// profile cannot hold them (a read-only folder, one of another user's, or
// a path too long for a socket on a system that cannot shorten it), in a
// private folder of the user's (see privateFolder). Never in a place
// another user could make first.
type guard struct {
	folder    string // the folder of the lock and the socket
	lock      string // the lock file
	socket    string // the socket; on Windows, the file that names the pipe
	inProfile bool   // folder is the profile's own
	// backstop is a second lock file, in the private folder, for a guard
	// in the profile: it outlives the profile's folder, removed or made
	// unreadable, so that a start in that moment finds the app that holds
	// the profile rather than taking it. It is the lock a guard in the
	// private folder takes. Empty when there is no private folder.
	backstop string
}

// sockMax is the longest socket path every system binds: sun_path is
// 104 bytes on macOS and the BSDs, 108 on Linux, with a NUL.
const sockMax = 103

// guardFor returns where the guard of the profile dir is.
func guardFor(dir string) (guard, error) {
	in := guard{folder: dir, lock: filepath.Join(dir, "instance.lock"), socket: filepath.Join(dir, "instance"+endpointExt), inProfile: true}
	err := in.makeFolder()
	if err == nil && len(in.socket) > sockMax && !shortAddresses {
		err = fmt.Errorf("the socket's path is longer than %d bytes", sockMax)
	}
	if err == nil {
		var f *os.File
		if f, err = os.OpenFile(in.lock, os.O_CREATE|os.O_RDWR, 0o600); err == nil {
			f.Close()
			if private, err := privateGuard(dir, nil); err == nil {
				in.backstop = private.lock
			}
			return in, nil
		}
	}
	return privateGuard(dir, err)
}

// privateGuard returns the guard of the profile dir in the user's private
// folder, for a profile that cannot hold it, as why says.
func privateGuard(dir string, why error) (guard, error) {
	folder, err := privateFolder()
	if err != nil {
		return guard{}, fmt.Errorf("%v; %v", why, err)
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
// cache folder, or the home folder, or the temporary folder. Each is used
// only where no other user can make it first, or swap it: the folder is
// the user's, 0700, and every folder above it is the user's or root's and
// writable by no one else, unless sticky as /tmp is (see sheltered). In
// the temporary folder another user can still make its name first, and
// so switch the guard off: the error says so.
func privateFolder() (string, error) {
	var tried []error
	if run := os.Getenv("XDG_RUNTIME_DIR"); filepath.IsAbs(run) {
		if fi, err := os.Lstat(run); err == nil && fi.IsDir() && mine(fi) && fi.Mode().Perm()&0o077 == 0 {
			dir, err := guardFolder(run, "qttt")
			if err == nil {
				return dir, nil
			}
			tried = append(tried, err)
		}
	}
	if cache, err := os.UserCacheDir(); err == nil && filepath.IsAbs(cache) {
		os.MkdirAll(cache, 0o700)
		dir, err := guardFolder(cache, "qttt-guard")
		if err == nil {
			return dir, nil
		}
		tried = append(tried, err)
	}
	if home, err := os.UserHomeDir(); err == nil && filepath.IsAbs(home) {
		dir, err := guardFolder(home, ".qttt-guard")
		if err == nil {
			return dir, nil
		}
		tried = append(tried, err)
	}
	dir, err := guardFolder(os.TempDir(), fmt.Sprintf("qttt-%d", os.Getuid()))
	if err == nil {
		return dir, nil
	}
	tried = append(tried, err)
	return "", fmt.Errorf("no private folder for the app's lock: %w", errors.Join(tried...))
}

// guardFolder makes the folder name in parent for the user alone (0700),
// or takes it if it is the user's, when parent and every folder above it
// are sheltered from other users.
func guardFolder(parent, name string) (string, error) {
	if err := sheltered(parent); err != nil {
		return "", err
	}
	dir := filepath.Join(parent, name)
	if err := os.Mkdir(dir, 0o700); err != nil && !os.IsExist(err) {
		return "", err
	}
	if err := private(dir); err != nil {
		return "", err
	}
	return dir, nil
}
