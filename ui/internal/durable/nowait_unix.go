//go:build unix

package durable

import "syscall"

// openNoWait opens a named pipe without waiting for a writer.
const openNoWait = syscall.O_NONBLOCK

// openNoFollow refuses to open a symbolic link.
const openNoFollow = syscall.O_NOFOLLOW
