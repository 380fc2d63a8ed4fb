package worksheet

import "io"

// Run handles no argument in the browser, which has no command line and no
// file to write a worksheet to (cli.go is the desktop's).
func Run([]string, io.Writer) (code int, handled bool) { return 0, false }
