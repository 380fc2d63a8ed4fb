// Package termsafe escapes what a terminal would obey in text written
// to it: a file's name, a path or an error's words may hold escapes
// that retitle, clear or recolour the terminal. The command line, the
// window's and the worksheet's modes write their errors through it, and
// the window shows an error's words so. It imports nothing of the module.
package termsafe

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrorWriter returns a writer to w, the terminal's stderr, for the
// modes that package cli does not run itself (the window's, the worksheet's): what
// is written to it is escaped as Printable escapes it, but for the
// newline that ends it. Each Write is escaped whole, a message in one call
// (as fmt.Fprintln writes).
func ErrorWriter(w io.Writer) io.Writer { return printableWriter{w} }

// printableWriter is ErrorWriter's writer.
type printableWriter struct{ w io.Writer }

// Write writes b to the terminal, escaped.
func (p printableWriter) Write(b []byte) (int, error) {
	s, nl := strings.CutSuffix(string(b), "\n")
	s = Printable(s)
	if nl {
		s += "\n"
	}
	if _, err := io.WriteString(p.w, s); err != nil {
		return 0, err
	}
	return len(b), nil
}

// Printable returns s with every character a terminal would not print as
// itself (control characters such as ESC, format characters such as a
// right-to-left override, bytes that are not UTF-8) written as a Go escape,
// so that a file's name cannot retitle, clear or recolour the terminal it
// is reported on.
func Printable(s string) string {
	var b strings.Builder
	for i, w := 0, 0; i < len(s); i += w {
		r, size := utf8.DecodeRuneInString(s[i:])
		w = size
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unicode.IsPrint(r):
			b.WriteRune(r)
		default:
			q := fmt.Sprintf("%+q", string(r)) // "\x1b", "\u202e"
			b.WriteString(q[1 : len(q)-1])
		}
	}
	return b.String()
}
