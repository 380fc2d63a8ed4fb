package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReplayPrintsOneJSONLinePerFile(t *testing.T) {
	pending := writeFile(t, "pending.qttt", "X1 1 5\nO2 5 9\nX3 1 9\n")
	done := writeFile(t, "done.qttt", "X1 1 5\nO2 5 9\nX3 1 9\ncollapse 9\n")
	var out, errOut bytes.Buffer
	code, handled := Run([]string{"--replay", pending, done}, &out, &errOut)
	if !handled || code != 0 || errOut.Len() != 0 {
		t.Fatalf("code %d, handled %v, stderr %q", code, handled, errOut.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("want 2 lines, got %q", out.String())
	}
	var first, second map[string]any
	json.Unmarshal([]byte(lines[0]), &first)
	json.Unmarshal([]byte(lines[1]), &second)
	wantCollapse := map[string]any{"chooser": "O", "mark": "X3", "squares": []any{1.0, 9.0}}
	if !reflect.DeepEqual(first["collapse"], wantCollapse) || first["to_move"] != nil {
		t.Errorf("pending collapse: %v, to_move %v", first["collapse"], first["to_move"])
	}
	wantClassical := []any{"X1", nil, nil, nil, "O2", nil, nil, nil, "X3"}
	if !reflect.DeepEqual(second["classical"], wantClassical) || second["to_move"] != "O" || second["collapse"] != nil {
		t.Errorf("after collapse: classical %v, to_move %v", second["classical"], second["to_move"])
	}
}

func TestReplayStopsAtTheFirstBadRecord(t *testing.T) {
	good := writeFile(t, "good.qttt", "X1 1 5\n")
	bad := writeFile(t, "bad.qttt", "X1 1 5\nO2 1 1\n")
	var out, errOut bytes.Buffer
	code, _ := Run([]string{"--replay", good, bad, good}, &out, &errOut)
	if code == 0 {
		t.Fatal("exit code 0 for an illegal record")
	}
	if want := bad + ":2: "; !strings.HasPrefix(errOut.String(), want) {
		t.Errorf("stderr %q, want it to start with %q", errOut.String(), want)
	}
	if n := strings.Count(out.String(), "\n"); n != 1 {
		t.Errorf("%d JSON lines printed, want 1 (the good file before the bad one)", n)
	}
}

func TestRunLeavesOtherArgumentsToTheApp(t *testing.T) {
	for _, args := range [][]string{nil, {"game.qttt"}} {
		if _, handled := Run(args, nil, nil); handled {
			t.Errorf("Run(%q) took arguments meant for the app", args)
		}
	}
}

// TestSharedVectors checks the replay JSON against the records the rules
// came with, when they are beside the repository (they are not part of it).
func TestSharedVectors(t *testing.T) {
	records, _ := filepath.Glob("../../../shared/vectors/*.qttt")
	if len(records) == 0 {
		t.Skip("no shared vectors beside the repository")
	}
	for _, rec := range records {
		var out, errOut bytes.Buffer
		if code, _ := Run([]string{"--replay", rec}, &out, &errOut); code != 0 {
			t.Errorf("%s: %s", rec, errOut.String())
			continue
		}
		var have, want map[string]any
		json.Unmarshal(out.Bytes(), &have)
		data, _ := os.ReadFile(strings.TrimSuffix(rec, ".qttt") + ".json")
		json.Unmarshal(data, &want)
		if !reflect.DeepEqual(have, want) {
			t.Errorf("%s:\n have %v\n want %v", filepath.Base(rec), have, want)
		}
	}
}
