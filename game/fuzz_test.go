package game

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse feeds arbitrary text to the record parser: it must never
// panic, every failure must be a *RecordError naming the file, and every
// record it accepts must write out and read back as the same game.
func FuzzParse(f *testing.F) {
	f.Add("X1 1 5\nO2 5 9\nX3 1 9\ncollapse 9\n")
	f.Add("# c\nX1 2 8\nO2 1 9\nX3 1 3\nO4 1 6\nX5 4 5\nO6 2 6\nX7 2 5\nO8 3 8\ncollapse 8\nX9 7\n")
	f.Add("X1 3 5\nO2 3 5\ncollapse 7\n")
	f.Add("\x00\xff")
	seeds, _ := filepath.Glob("../assets/lessons/*.qttt")
	for _, name := range seeds {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(string(data))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := Parse("f.qttt", strings.NewReader(text))
		if err != nil {
			var re *RecordError
			if !errors.As(err, &re) || !strings.HasPrefix(err.Error(), "f.qttt:") {
				t.Fatalf("error without file and line: %v", err)
			}
			return
		}
		var buf bytes.Buffer
		r.WriteTo(&buf)
		back, err := Parse("f.qttt", &buf)
		if err != nil {
			t.Fatalf("a record we wrote does not read back: %v\n%s", err, buf.String())
		}
		if back.State() != r.State() || back.Len() != r.Len() {
			t.Fatalf("record changed in a write/read round trip")
		}
	})
}

// FuzzActions applies arbitrary action sequences, two bytes an action:
// refused actions must leave the state untouched, accepted ones must keep
// every invariant, and Preview must agree with the choice it previews.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0x15, 0x59, 0x19, 0x99})
	f.Add([]byte{0x35, 0x35, 0x93, 0x12, 0x12, 0x83})
	f.Fuzz(func(t *testing.T, data []byte) {
		var s State
		for i := 0; i+1 < len(data); i += 2 {
			a := Square(data[i]>>4) % 11 // includes the invalid 0 and 10
			b := Square(data[i]&15) % 11
			act := Action{Kind: ActionKind(data[i+1] % 3), Squares: [2]Square{a, b}}
			before := s
			var preview []Landing
			if act.Kind == Choose {
				preview, _ = s.Preview(a)
			}
			cascade, err := s.Apply(act)
			if err != nil {
				if s != before {
					t.Fatalf("refused %v changed the state", act)
				}
				continue
			}
			if act.Kind == Choose && len(cascade) != len(preview) {
				t.Fatalf("preview %v, cascade %v", preview, cascade)
			}
			if err := checkInvariants(s); err != nil {
				t.Fatalf("after %v: %v", act, err)
			}
		}
	})
}
