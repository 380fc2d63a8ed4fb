package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// run reads args as the command line and runs it, as main does for the
// modes that need no window; it returns the exit code.
func run(t *testing.T, stdout, stderr *bytes.Buffer, args ...string) int {
	t.Helper()
	c, err := Parse(args)
	if err != nil {
		return Misused(stderr, err)
	}
	return Run(c, nil, stdout, stderr)
}

func TestReplayPrintsOneJSONLinePerFile(t *testing.T) {
	pending := writeFile(t, "pending.qttt", "X1 1 5\nO2 5 9\nX3 1 9\n")
	done := writeFile(t, "done.qttt", "X1 1 5\nO2 5 9\nX3 1 9\ncollapse 9\n")
	var out, errOut bytes.Buffer
	if code := run(t, &out, &errOut, "--replay", pending, done); code != 0 || errOut.Len() != 0 {
		t.Fatalf("code %d, stderr %q", code, errOut.String())
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

func TestReplayReportsEachBadRecordAndGoesOn(t *testing.T) {
	good := writeFile(t, "good.qttt", "X1 1 5\n")
	bad := writeFile(t, "bad.qttt", "X1 1 5\nO2 1 1\n")
	missing := filepath.Join(t.TempDir(), "missing.qttt")
	var out, errOut bytes.Buffer
	if code := run(t, &out, &errOut, "--replay", good, bad, missing, good); code == 0 {
		t.Fatal("exit code 0 for an illegal record")
	}
	errs := strings.Split(strings.TrimSpace(errOut.String()), "\n")
	if len(errs) != 2 || !strings.HasPrefix(errs[0], bad+":2: ") || !strings.Contains(errs[1], missing) {
		t.Errorf("stderr %q, want a line for %s (line 2), then one for %s", errOut.String(), bad, missing)
	}
	if n := strings.Count(out.String(), "\n"); n != 2 {
		t.Errorf("%d JSON lines printed, want 2 (the good file before and after the bad ones)", n)
	}
}

func TestReplayRefusesANamedPipeWithoutWaiting(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.qttt")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipes here:", err)
	}
	good := writeFile(t, "good.qttt", "X1 1 5\n")
	done := make(chan int)
	var out, errOut bytes.Buffer
	go func() {
		done <- run(t, &out, &errOut, "--replay", fifo, good)
	}()
	select {
	case code := <-done:
		if code == 0 || !strings.Contains(errOut.String(), fifo) || strings.Count(out.String(), "\n") != 1 {
			t.Errorf("code %d, stderr %q, stdout %q; want an error naming the pipe and the good file replayed", code, errOut.String(), out.String())
		}
	case <-time.After(5 * time.Second):
		os.WriteFile(fifo, nil, 0) // lets the blocked open go on
		t.Fatal("--replay of a named pipe still waits after 5 s")
	}
}

// TestSharedVectors checks the replay JSON against the rules' test
// vectors: the records in testdata/vectors and the JSON each must give.
func TestSharedVectors(t *testing.T) {
	records, err := filepath.Glob("testdata/vectors/*.qttt")
	if err != nil || len(records) == 0 {
		t.Fatalf("no vectors in testdata/vectors (%v)", err)
	}
	for _, rec := range records {
		var out, errOut bytes.Buffer
		if code := run(t, &out, &errOut, "--replay", rec); code != 0 {
			t.Errorf("%s: %s", rec, errOut.String())
			continue
		}
		var have, want map[string]any
		if err := json.Unmarshal(out.Bytes(), &have); err != nil {
			t.Errorf("%s: the replay printed no JSON object: %v", filepath.Base(rec), err)
			continue
		}
		data, err := os.ReadFile(strings.TrimSuffix(rec, ".qttt") + ".json")
		if err == nil {
			err = json.Unmarshal(data, &want)
		}
		if err != nil {
			t.Errorf("%s: its expected JSON: %v", filepath.Base(rec), err)
			continue
		}
		if !reflect.DeepEqual(have, want) {
			t.Errorf("%s:\n have %v\n want %v", filepath.Base(rec), have, want)
		}
	}
}

// The vectors in testdata are a copy of those the rules came with: where
// the project's shared documents sit beside the repository (as they do in
// the team's checkout), the copy must be the same, file for file.
func TestVectorsAreTheSharedOnes(t *testing.T) {
	shared, err := filepath.Glob("../../../shared/vectors/*")
	if err != nil {
		t.Fatal(err)
	}
	if len(shared) == 0 {
		t.Skip("the shared documents are not beside the repository: testdata/vectors is the copy in force")
	}
	copies, _ := filepath.Glob("testdata/vectors/*")
	if len(copies) != len(shared) {
		t.Errorf("%d files in testdata/vectors, %d shared", len(copies), len(shared))
	}
	for _, file := range shared {
		want, err1 := os.ReadFile(file)
		have, err2 := os.ReadFile(filepath.Join("testdata/vectors", filepath.Base(file)))
		if err1 != nil || err2 != nil || !bytes.Equal(have, want) {
			t.Errorf("testdata/vectors/%s differs from the shared one (%v, %v)", filepath.Base(file), err1, err2)
		}
	}
}
