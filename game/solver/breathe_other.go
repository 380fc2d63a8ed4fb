//go:build !js

package solver

// Outside a browser searches run on threads of their own and never pause.
const (
	breathing   = false
	breatheMask = 0
)

// breathe is never called outside a browser.
func breathe() {}
