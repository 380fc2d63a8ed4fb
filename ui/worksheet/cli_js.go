package worksheet

import (
	"fmt"
	"io"
)

// Run says that the browser writes no worksheet from a command line: it
// has neither (cli.go is the desktop's).
func Run(_, _ string, stderr io.Writer) int {
	fmt.Fprintln(stderr, "qttt: worksheets are written by the desktop app")
	return 1
}
