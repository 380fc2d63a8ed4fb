package game

import (
	"slices"
	"strings"
	"testing"
)

func TestParseFileKeepsTheNameAndTheCommentLines(t *testing.T) {
	f, err := ParseFile("lessons/02-entanglement.ru.qttt", strings.NewReader("\ufeff#title: Two marks\r\n  X1 1 5  \n#> text\n"))
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "02-entanglement.ru" || f.Record.Len() != 1 {
		t.Errorf("name %q, %d actions; want 02-entanglement.ru, 1", f.Name, f.Record.Len())
	}
	if want := []string{"#title: Two marks", "X1 1 5", "#> text"}; !slices.Equal(f.Lines, want) {
		t.Errorf("lines %q, want %q", f.Lines, want)
	}
}

func TestParseFileRefusesWhatParseRefuses(t *testing.T) {
	_, err := ParseFile("bad.qttt", strings.NewReader("#title: t\nX1 1 1\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "bad.qttt:2:") {
		t.Errorf("error %v, want one naming bad.qttt:2", err)
	}
}
