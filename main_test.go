package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// runMain is set in the environment of a copy of the test binary that is
// to run main itself, with every package's init as in the built command.
const runMain = "QTTT_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMain) != "" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// command runs the program with args under the locale setting lang ("" for
// none at all) and returns its stdout and stderr.
func command(t *testing.T, lang string, args ...string) (stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = slices.DeleteFunc(os.Environ(), func(kv string) bool {
		name, _, _ := strings.Cut(kv, "=")
		return name == "LANG" || name == "LANGUAGE" || strings.HasPrefix(name, "LC_")
	})
	cmd.Env = append(cmd.Env, runMain+"=1")
	if lang != "" {
		cmd.Env = append(cmd.Env, "LANG="+lang)
	}
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("LANG=%q qttt %v: %v, stderr %q", lang, args, err, errOut.String())
	}
	return out.String(), errOut.String()
}

// The command line is used from scripts and cron jobs, whose locale is
// often C or C.UTF-8: it answers the same, and says nothing else, under
// any locale.
func TestCommandLineIsQuietUnderAnyLocale(t *testing.T) {
	record := filepath.Join(t.TempDir(), "game.qttt")
	if err := os.WriteFile(record, []byte("X1 1 5\nO2 5 9\nX3 1 9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	locales := []string{"C.UTF-8", "C", "", "tr_TR.UTF-8", "en_US.UTF-8"}
	var want string
	for _, lang := range locales {
		out, errOut := command(t, lang, "--replay", record)
		if errOut != "" {
			t.Errorf("LANG=%q: --replay wrote to stderr: %q", lang, errOut)
		}
		if want == "" {
			want = out
			if !json.Valid([]byte(out)) {
				t.Fatalf("--replay printed no JSON: %q", out)
			}
		} else if out != want {
			t.Errorf("LANG=%q: --replay printed %q, under C.UTF-8 %q", lang, out, want)
		}
	}
	for _, lang := range locales {
		out, errOut := command(t, lang, "--solve")
		if errOut != "" {
			t.Errorf("LANG=%q: --solve wrote to stderr: %q", lang, errOut)
		}
		var sol struct{ Value string }
		if err := json.Unmarshal([]byte(out), &sol); err != nil || sol.Value == "" {
			t.Errorf("LANG=%q: --solve printed %q (%v)", lang, out, err)
		}
	}
}
