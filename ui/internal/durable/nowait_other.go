//go:build !unix

package durable

// openNoWait: opening a file never waits on Windows or in a browser.
const openNoWait = 0

// openNoFollow: links are resolved before the open (resolveLinks).
const openNoFollow = 0
