//go:build unix

package durable

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// maxLinks is how many links resolveLinks follows in one path, as Linux.
const maxLinks = 40

// ErrForeignLink says that a path goes through a symbolic link another
// user made in a shared folder (one that others may write, such as /tmp
// or a class folder of a group), which the app does not follow: that
// user could point it at any file of the user's.
var ErrForeignLink = errors.New("it is a link another user made in a shared folder, which is not followed")

// resolveLinks returns path with every symbolic link in it followed,
// except a link in a folder that others may write (its group or everyone,
// sticky or not): that one is followed only when the user owns it, or the
// folder's owner does, who could change the folder anyway. This is
// stricter than the kernel's fs.protected_symlinks, which guards sticky
// folders alone, whereas a class share (2775, a group's) lets every pupil
// plant a link. A missing last part (a new file) is kept as it is.
func resolveLinks(path string) (string, error) {
	if !filepath.IsAbs(path) {
		wd, err := os.Getwd()
		if err != nil {
			return "", err
		}
		path = wd + "/" + path
	}
	done, rest := "/", strings.Split(path, "/")
	for links := 0; len(rest) > 0; {
		part := rest[0]
		rest = rest[1:]
		switch part {
		case "", ".":
			continue
		case "..":
			done = filepath.Dir(done)
			continue
		}
		next := filepath.Join(done, part)
		fi, err := os.Lstat(next)
		if err != nil {
			// A new file, or a path the write will fail on and name.
			return filepath.Join(append([]string{next}, rest...)...), nil
		}
		if fi.Mode()&os.ModeSymlink == 0 {
			done = next
			continue
		}
		if links++; links > maxLinks {
			return "", fmt.Errorf("%s: %w", path, syscall.ELOOP)
		}
		if err := mayFollow(done, fi); err != nil {
			return "", fmt.Errorf("%s: %w", next, err)
		}
		target, err := os.Readlink(next)
		if err != nil {
			return "", err
		}
		if filepath.IsAbs(target) {
			done = "/"
		}
		rest = append(strings.Split(target, "/"), rest...)
	}
	return done, nil
}

// mayFollow refuses the link link in the folder dir when others may
// write in dir (its group or everyone) and the link belongs neither to
// the user nor to dir's owner.
func mayFollow(dir string, link os.FileInfo) error {
	di, err := os.Stat(dir)
	if err != nil {
		return err
	}
	shared := di.Mode().Perm()&0o022 != 0
	owner := link.Sys().(*syscall.Stat_t).Uid
	if !shared || int(owner) == os.Geteuid() || owner == di.Sys().(*syscall.Stat_t).Uid {
		return nil
	}
	return ErrForeignLink
}

// readOnlyDisk reports whether err says the disk is mounted read-only.
func readOnlyDisk(err error) bool { return errors.Is(err, syscall.EROFS) }
