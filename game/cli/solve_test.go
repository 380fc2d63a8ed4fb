package cli

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/qttt-edu/qttt/game"
)

func TestSolvePrintsTheValueOfEveryOpening(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run(t, &out, &errOut, "--solve"); code != 0 || errOut.Len() != 0 {
		t.Fatalf("code %d, stderr %q", code, errOut.String())
	}
	var sol Solution
	dec := json.NewDecoder(&out)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sol); err != nil {
		t.Fatalf("output is not a Solution in JSON: %v", err)
	}
	if sol.Value != "X" {
		t.Errorf("value %q, want X: the first player wins", sol.Value)
	}
	if sol.Positions <= 0 {
		t.Errorf("positions %d, want some", sol.Positions)
	}
	if len(sol.Openings) != 36 {
		t.Fatalf("%d openings, want 36", len(sol.Openings))
	}
	winning := map[[2]game.Square]bool{{1, 9}: true, {3, 7}: true}
	seen := map[[2]game.Square]bool{}
	for _, o := range sol.Openings {
		a, b := o.Squares[0], o.Squares[1]
		if !a.Valid() || !b.Valid() || a >= b || seen[o.Squares] {
			t.Errorf("opening %v: want each pair of squares once, smaller first", o.Squares)
		}
		seen[o.Squares] = true
		want := "draw"
		if winning[o.Squares] {
			want = "X"
		}
		if o.Value != want {
			t.Errorf("opening %d–%d: value %q, want %q", a, b, o.Value, want)
		}
	}
}

func TestSolveTakesNoArguments(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run(t, &out, &errOut, "--solve", "game.qttt"); code != 2 || out.Len() != 0 {
		t.Errorf("code %d, stdout %q: want usage error 2 and no output", code, out.String())
	}
}
