package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/ui"
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
// none at all) and returns its stdout and stderr; it fails the test if the
// program exits with an error.
func command(t *testing.T, lang string, args ...string) (stdout, stderr string) {
	t.Helper()
	stdout, stderr, code := commandExit(t, []string{"LANG=" + lang}, args...)
	if code != 0 {
		t.Fatalf("LANG=%q qttt %v: exit %d, stderr %q", lang, args, code, stderr)
	}
	return stdout, stderr
}

// commandExit runs the program with args, with no locale setting, no
// display and env added to the environment ("LANG=" is left out), and
// returns its stdout, its stderr and its exit code.
func commandExit(t *testing.T, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = slices.DeleteFunc(os.Environ(), func(kv string) bool {
		name, _, _ := strings.Cut(kv, "=")
		return name == "LANG" || name == "LANGUAGE" || strings.HasPrefix(name, "LC_") ||
			name == "DISPLAY" || name == "WAYLAND_DISPLAY"
	})
	cmd.Env = append(cmd.Env, runMain+"=1")
	for _, kv := range env {
		if kv != "LANG=" {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("qttt %v: %v", args, err)
	}
	return out.String(), errOut.String(), cmd.ProcessState.ExitCode()
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

// --help and -h print every mode's usage and exit 0, on a machine with no
// display at all (a school's server, an ssh session): nothing tries to
// open a window.
func TestHelpNeedsNoDisplay(t *testing.T) {
	for _, arg := range []string{"--help", "-h", "-help"} {
		stdout, stderr, code := commandExit(t, nil, arg)
		if code != 0 || stderr != "" {
			t.Errorf("qttt %s without a display: exit %d, stderr %q", arg, code, stderr)
		}
		for _, mode := range []string{"qttt [FILE.qttt]", "--replay FILE.qttt...", "--solve", "--worksheet LESSON OUT.pdf", "--version", "--help"} {
			if !strings.Contains(stdout, mode) {
				t.Errorf("qttt %s does not tell of %s; it printed:\n%s", arg, mode, stdout)
			}
		}
	}
}

// --version prints the version FyneApp.toml holds when the program is
// built.
func TestVersionIsFyneApps(t *testing.T) {
	info, err := os.ReadFile("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^Version\s*=\s*"([^"]+)"`).FindSubmatch(info)
	if m == nil {
		t.Fatal("FyneApp.toml has no Version line")
	}
	stdout, stderr, code := commandExit(t, nil, "--version")
	if code != 0 || stdout != "qttt "+string(m[1])+"\n" || stderr != "" {
		t.Errorf("qttt --version: exit %d, stdout %q, stderr %q; want qttt %s", code, stdout, stderr, m[1])
	}
}

// A mistyped option opens no window: one line says what is wrong, the
// usage follows, and the exit code is 2. So does a record whose name
// begins with "-" unless "--" comes first; after "--" it goes to the
// window (which, with no display here, says so and exits 1; built with
// -tags ci, Fyne's headless driver opens it and the program ends at once).
func TestAnUnknownOptionExits2WithTheUsage(t *testing.T) {
	for _, arg := range []string{"--bogus", "-x.qttt"} {
		stdout, stderr, code := commandExit(t, nil, arg)
		first, rest, _ := strings.Cut(stderr, "\n")
		if code != 2 || stdout != "" || first != "qttt: flag provided but not defined: -"+strings.TrimLeft(arg, "-") ||
			!strings.Contains(rest, "Usage:") || !strings.Contains(rest, "--replay") {
			t.Errorf("qttt %s: exit %d, stdout %q, stderr:\n%s\nwant exit 2, one line and the usage", arg, code, stdout, stderr)
		}
	}
	home := t.TempDir()
	_, stderr, code := commandExit(t, []string{"HOME=" + home, "XDG_CONFIG_HOME=" + home}, "--", "-x.qttt")
	window := code == 1 && strings.Contains(stderr, "no display could be opened") || code == 0 // 0: -tags ci
	if !window || strings.Contains(stderr, "Usage:") {
		t.Errorf(`qttt -- -x.qttt without a display: exit %d, stderr %q; want the window's "no display" and 1`, code, stderr)
	}
}

// --worksheet writes its PDF with no display.
func TestWorksheetNeedsNoDisplay(t *testing.T) {
	out := filepath.Join(t.TempDir(), "lesson 2.pdf")
	if _, stderr, code := commandExit(t, []string{"LANG=C.UTF-8"}, "--worksheet", "2", out); code != 0 || stderr != "" {
		t.Fatalf("qttt --worksheet 2: exit %d, stderr %q", code, stderr)
	}
	if data, err := os.ReadFile(out); err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Errorf("qttt --worksheet 2 wrote no PDF (%v)", err)
	}
}

// The one line a start that cannot go on prints quotes what came from
// the environment, so that escape sequences in it cannot retitle or clear
// the terminal: a DISPLAY whose server does not answer, and (as root, which
// can give the profile to another user) a profile path from HOME.
func TestAStartThatCannotGoOnPrintsNoTerminalEscapes(t *testing.T) {
	check := func(what string, env ...string) {
		t.Helper()
		_, stderr, code := commandExit(t, env)
		if code != 1 || strings.ContainsAny(stderr, "\x1b\a") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%s: exit code %d, stderr %q; want 1 and one line without escapes", what, code, stderr)
		}
	}
	// XDG_CONFIG_HOME is refused too, should a display answer: no window opens.
	check("DISPLAY", "DISPLAY=:987.0\x1b]0;PWNED\a", "XDG_CONFIG_HOME=relative")

	if os.Getuid() != 0 {
		t.Skip("needs root to give the profile to another user")
	}
	wayland := filepath.Join(t.TempDir(), "wayland-0") // a display that answers, to the check before the profile
	if err := os.WriteFile(wayland, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(t.TempDir(), "h\x1b]0;PWNED\a")
	profile := filepath.Join(home, ".config", "fyne", ui.AppID)
	os.MkdirAll(profile, 0o777)
	os.Chown(profile, 65534, 65534)
	check("a profile of another user's", "WAYLAND_DISPLAY="+wayland, "HOME="+home, "XDG_CONFIG_HOME=")
}

// The README's code map lists every package of the module with every
// package of the module it imports, as go list finds them: a new import
// or package is added to the map with the change that makes it.
func TestTheREADMEMapsEveryImport(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, found := strings.Cut(string(readme), "\nWho imports whom")
	_, block, _ := strings.Cut(after, "\n```\n")
	block, _, _ = strings.Cut(block, "\n```")
	if !found || block == "" {
		t.Fatal("the README has no block of who imports whom")
	}
	mapped := map[string][]string{}
	var at string
	for _, line := range strings.Split(block, "\n") {
		rest := line
		if name, imports, ok := strings.Cut(line, "──►"); ok {
			at, rest = strings.TrimSpace(name), imports
			mapped[at] = nil
		}
		for _, p := range strings.Split(rest, ",") {
			if p = strings.TrimSpace(p); p != "" && p != "(nothing of the module)" {
				mapped[at] = append(mapped[at], p)
			}
		}
	}
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	const module = "github.com/qttt-edu/qttt"
	short := func(p string) string {
		if p == module {
			return "main"
		}
		return strings.TrimPrefix(p, module+"/")
	}
	listed := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg := short(fields[0])
		listed[pkg] = []string{}
		for _, imp := range fields[1:] {
			if imp == module || strings.HasPrefix(imp, module+"/") {
				listed[pkg] = append(listed[pkg], short(imp))
			}
		}
	}
	for pkg, imports := range listed {
		got, ok := mapped[pkg]
		slices.Sort(got)
		slices.Sort(imports)
		switch {
		case !ok:
			t.Errorf("the README's map leaves out %s, which imports %v", pkg, imports)
		case !slices.Equal(got, imports):
			t.Errorf("the README's map has %s import %v; it imports %v", pkg, got, imports)
		}
	}
	for pkg := range mapped {
		if _, ok := listed[pkg]; !ok {
			t.Errorf("the README's map names %s, which is no package of the module", pkg)
		}
	}
}
