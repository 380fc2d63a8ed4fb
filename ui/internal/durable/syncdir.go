//go:build !windows

package durable

import "os"

// syncDir flushes a folder's entries, such as a rename, to the disk.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
