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
	if sol.Value != "X" || sol.Margin != "X by 1" || sol.Scoring != "earlier-line" {
		t.Errorf("value %q, margin %q, scoring %q; want X, X by 1, earlier-line: the first player wins", sol.Value, sol.Margin, sol.Scoring)
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

// Under Goff's published scoring X still comes out ahead, by half a point,
// and from the same two openings.
func TestSolveUnderGoffsScoring(t *testing.T) {
	var out bytes.Buffer
	if err := Solve(&out, "goff"); err != nil {
		t.Fatal(err)
	}
	var sol Solution
	if err := json.NewDecoder(&out).Decode(&sol); err != nil {
		t.Fatalf("output is not a Solution in JSON: %v", err)
	}
	if sol.Scoring != "goff" || sol.Value != "X" || sol.Margin != "X by ½" {
		t.Errorf("scoring %q, value %q, margin %q; want goff, X, X by ½", sol.Scoring, sol.Value, sol.Margin)
	}
	winning := map[[2]game.Square]bool{{1, 9}: true, {3, 7}: true}
	for _, o := range sol.Openings {
		want := "draw"
		if winning[o.Squares] {
			want = "X by ½"
		}
		if o.Margin != want {
			t.Errorf("opening %v: margin %q, want %q", o.Squares, o.Margin, want)
		}
	}
	if err := Solve(&out, "points"); err == nil {
		t.Error("an unknown scoring was accepted")
	}
}
