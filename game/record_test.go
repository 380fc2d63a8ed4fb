package game

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestRecordRoundTrip(t *testing.T) {
	for _, text := range []string{
		"",
		"X1 1 5\nO2 5 9\nX3 1 9\n",
		"X1 1 5\nO2 5 9\nX3 1 9\ncollapse 9\nO4 2 3\n",
		"X1 2 8\nO2 1 9\nX3 1 3\nO4 1 6\nX5 4 5\nO6 2 6\nX7 2 5\nO8 3 8\ncollapse 8\nX9 7\n",
	} {
		r := replay(t, text)
		r.Chance = strings.Contains(text, "X3")
		var buf bytes.Buffer
		if _, err := r.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		back := replay(t, buf.String())
		if back.Len() != r.Len() || back.State() != r.State() || back.Chance != r.Chance {
			t.Errorf("record %q written as %q reads back differently", text, buf.String())
		}
		for i := 0; i < r.Len(); i++ {
			if back.Action(i) != r.Action(i) {
				t.Errorf("action %d: %v, read back %v", i, r.Action(i), back.Action(i))
			}
		}
	}
}

func TestRecordAcceptsCommentsBlankLinesAndSpacing(t *testing.T) {
	r := replay(t, "\ufeff# a game\n\n  X1   1\t5   # first move\r\n\nO2 5 9\n")
	if r.Len() != 2 || marks(r.State().Spooky(5)) != "X1 O2" {
		t.Errorf("got %d actions", r.Len())
	}
}

func TestRecordNotation(t *testing.T) {
	r := replay(t, "X1 1 5\nO2 5 9\nX3 1 9\ncollapse 9\n")
	var got []string
	for i := 0; i < r.Len(); i++ {
		got = append(got, r.Notation(i))
	}
	if strings.Join(got, "|") != "X1 1 5|O2 5 9|X3 1 9|collapse 9" {
		t.Errorf("notation: %q", got)
	}
}

func TestRecordErrorsNameTheLine(t *testing.T) {
	tests := []struct {
		name, text, want string
		kind             error
	}{
		{"unknown word", "X1 1 5\nplay 2 3\n", "t.qttt:2: \"play\" is neither a move", ErrSyntax},
		{"wrong player", "X1 1 5\nX2 2 3\n", "t.qttt:2: X2: move 2 is O's move (O2)", ErrOutOfTurn},
		{"wrong number", "X1 1 5\nO4 2 3\n", "t.qttt:2: O4: the next move is number 2 (O2)", ErrOutOfTurn},
		{"bad number", "Xa 1 5\n", "t.qttt:1: \"Xa\": a move number is 1 to 9", ErrSyntax},
		{"square 0", "X1 0 5\n", "t.qttt:1: \"0\" is not a square", ErrSyntax},
		{"square 10", "X1 10 5\n", "t.qttt:1: \"10\" is not a square", ErrSyntax},
		{"same square", "# c\nX1 5 5\n", "t.qttt:2: X1 5 5: the two marks of a pair must be in different squares", ErrIllegal},
		{"three squares", "X1 1 2 3\n", "t.qttt:1: X1: a move names two squares (one for the ninth move), not 3", ErrSyntax},
		{"no squares", "X1\n", "t.qttt:1: X1: a move names two squares (one for the ninth move), not 0", ErrSyntax},
		{"single mark too early", "X1 5\n", "t.qttt:1: X1 5: a move is a pair of spooky marks in two squares", ErrIllegal},
		{"classical square", "X1 3 5\nO2 3 5\ncollapse 5\nX3 3 4\n", "t.qttt:4: X3 3 4: square 3 already holds the classical mark X1", ErrIllegal},
		{"move before collapse", "X1 3 5\nO2 3 5\nX3 1 2\n", "t.qttt:3: X3: a collapse choice is due first (\"collapse 3\" or \"collapse 5\")", ErrOutOfTurn},
		{"collapse without cycle", "X1 3 5\ncollapse 3\n", "t.qttt:2: collapse 3: no cycle is waiting to collapse", ErrOutOfTurn},
		{"collapse elsewhere", "X1 3 5\nO2 3 5\ncollapse 1\n", "t.qttt:3: collapse 1: O2 lands in square 3 or 5", ErrIllegal},
		{"collapse twice", "X1 3 5\nO2 3 5\ncollapse 3\ncollapse 3\n", "t.qttt:4: collapse 3: no cycle is waiting", ErrOutOfTurn},
		{"collapse without square", "X1 3 5\nO2 3 5\ncollapse\n", "t.qttt:3: a collapse names exactly one square", ErrSyntax},
		{"after the end", "X1 1 5\nO2 2 3\nX3 5 9\nO4 2 3\ncollapse 2\nX5 7 8\nO6 4 6\nX7 1 9\ncollapse 1\nO8 4 6\n", "t.qttt:10: \"O8 4 6\" comes after the end of the game", ErrOutOfTurn},
		{"binary", "X1 1 5\n\x00\x01\x02\n", "t.qttt:2: binary data", ErrNotRecord},
		{"invalid utf-8", "\xff\xfe X1\n", "t.qttt:1: binary data", ErrNotRecord},
		{"lower case", "x1 1 5\n", "t.qttt:1: \"x1\" is neither a move (like X1) nor \"collapse\"", ErrSyntax},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("t.qttt", strings.NewReader(tt.text))
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not a *RecordError", err)
			}
			if !errors.Is(err, tt.kind) {
				t.Errorf("error %v is not of kind %v", err, tt.kind)
			}
			if !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("error\n  %v\nwant prefix\n  %v", err, tt.want)
			}
		})
	}
}

func TestRecordRefusesHugeFilesQuickly(t *testing.T) {
	huge := strings.NewReader(strings.Repeat("# padding\n", MaxRecordSize))
	_, err := Parse("big.qttt", huge)
	if !errors.Is(err, ErrNotRecord) || !strings.Contains(err.Error(), "big.qttt:1: file is larger than") {
		t.Fatalf("huge file: %v", err)
	}
	if huge.Len() < MaxRecordSize*8 {
		t.Errorf("Parse read %d bytes of a huge file; it should stop after the limit", MaxRecordSize*10-huge.Len())
	}
}

func TestRecordTruncateAndClone(t *testing.T) {
	r := replay(t, "X1 1 5\nO2 5 9\nX3 1 9\ncollapse 9\n")
	c := r.Clone()
	r.Truncate(2)
	if r.Len() != 2 || r.State().Phase() != PhasePlace || r.State().NextMark() != 3 {
		t.Errorf("truncated record: len %d, next %v", r.Len(), r.State().NextMark())
	}
	if c.Len() != 4 || c.State().Classical(9) != 3 {
		t.Errorf("the clone changed with the original")
	}
	if _, err := r.Apply(PlaceAction(2, 3)); err != nil || r.StateAt(2) != c.StateAt(2) {
		t.Errorf("apply after truncate: %v", err)
	}
}

// A record refused at a word tens of kilobytes long quotes only its
// start: one short line, not the whole word.
func TestARecordsErrorQuotesOnlyTheStartOfALongWord(t *testing.T) {
	_, err := Parse("long.qttt", strings.NewReader(strings.Repeat("A", 90000)+"\n"))
	if err == nil || len(err.Error()) > 120 || !strings.Contains(err.Error(), `"AAAAAAAAAA`) {
		t.Errorf("the error (%d bytes): %.200v", len(fmt.Sprint(err)), err)
	}
}
