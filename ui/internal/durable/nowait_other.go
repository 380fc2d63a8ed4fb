//go:build !unix

package durable

// openNoWait: opening a file never waits on Windows or in a browser.
const openNoWait = 0
