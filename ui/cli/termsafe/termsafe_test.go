package termsafe

import (
	"fmt"
	"strings"
	"testing"
)

func TestPrintableEscapesWhatATerminalWouldObey(t *testing.T) {
	for in, want := range map[string]string{
		"game.qttt":                           "game.qttt",
		"партия ü 게임.qttt":                    "партия ü 게임.qttt",
		`C:\Users\pupil\game.qttt`:            `C:\Users\pupil\game.qttt`,
		"\x1b]0;PWNED\a\x1b[2J\x1b[31mx.qttt": `\x1b]0;PWNED\a\x1b[2J\x1b[31mx.qttt`,
		"a\nb\tc\r.qttt":                      `a\nb\tc\r.qttt`,
		"\u202egnp.qttt":                      `\u202egnp.qttt`, // right-to-left override
		"\x9b31m.qttt":                        `\x9b31m.qttt`,   // not UTF-8: a C1 CSI byte
		"\u009b31m.qttt":                      `\u009b31m.qttt`, // C1 CSI as a character
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}

// What the window's and the worksheet's modes say goes through
// ErrorWriter: escaped whole, its last newline kept.
func TestErrorWriterEscapesAllButTheLastNewline(t *testing.T) {
	var b strings.Builder
	msg := "qttt: open h\x1b]0;PWNED\a\n/x.qttt: no such file\n"
	if n, err := fmt.Fprint(ErrorWriter(&b), msg); n != len(msg) || err != nil {
		t.Errorf("wrote %d of %d bytes, error %v", n, len(msg), err)
	}
	if want := `qttt: open h\x1b]0;PWNED\a\n/x.qttt: no such file` + "\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}
