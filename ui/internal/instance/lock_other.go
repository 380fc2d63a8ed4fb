//go:build !unix && !windows

package instance

import "os"

// tryLock: where there is no profile folder (a browser), nothing locks.
func tryLock(*os.File) (bool, error) { return true, nil }
