package cli

import (
	"bytes"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

func TestParseReadsEveryMode(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want Command
	}{
		{nil, Command{Mode: ModeWindow}},
		{[]string{"game.qttt"}, Command{Mode: ModeWindow, Record: "game.qttt"}},
		{[]string{"--replay", "a.qttt", "b.qttt"}, Command{Mode: ModeReplay, Files: []string{"a.qttt", "b.qttt"}}},
		{[]string{"-replay", "a.qttt"}, Command{Mode: ModeReplay, Files: []string{"a.qttt"}}},
		{[]string{"--solve"}, Command{Mode: ModeSolve, Scoring: "earlier-line"}},
		{[]string{"--solve", "--scoring", "goff"}, Command{Mode: ModeSolve, Scoring: "goff"}},
		{[]string{"--scoring=goff", "--solve"}, Command{Mode: ModeSolve, Scoring: "goff"}},
		{[]string{"--worksheet", "2", "out.pdf"}, Command{Mode: ModeWorksheet, Lesson: "2", Out: "out.pdf"}},
		{[]string{"--help"}, Command{Mode: ModeHelp}},
		{[]string{"-h"}, Command{Mode: ModeHelp}},
		{[]string{"--replay", "--help"}, Command{Mode: ModeHelp}},
		{[]string{"--version"}, Command{Mode: ModeVersion}},
		// "--" ends the options: what follows is a file, whatever its name.
		{[]string{"--", "-x.qttt"}, Command{Mode: ModeWindow, Record: "-x.qttt"}},
		{[]string{"--", "--help"}, Command{Mode: ModeWindow, Record: "--help"}},
		{[]string{"--replay", "--", "-x.qttt", "y.qttt"}, Command{Mode: ModeReplay, Files: []string{"-x.qttt", "y.qttt"}}},
		{[]string{"--worksheet", "--", "-lesson.qttt", "-out.pdf"}, Command{Mode: ModeWorksheet, Lesson: "-lesson.qttt", Out: "-out.pdf"}},
		// ... also after the first name, as the usage says it ends them.
		{[]string{"--worksheet", "1", "--", "-out.pdf"}, Command{Mode: ModeWorksheet, Lesson: "1", Out: "-out.pdf"}},
		{[]string{"--replay", "a.qttt", "--", "-b.qttt"}, Command{Mode: ModeReplay, Files: []string{"a.qttt", "-b.qttt"}}},
		{[]string{"--replay", "--", "a.qttt", "--"}, Command{Mode: ModeReplay, Files: []string{"a.qttt", "--"}}},
	} {
		got, err := Parse(tc.args)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tc.args, got, err, tc.want)
		}
	}
}

func TestParseRefusesWhatItCannotFollow(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // in the error
	}{
		{[]string{"--bogus"}, "not defined: -bogus"},
		{[]string{"-x.qttt"}, "not defined: -x.qttt"}, // a name like an option needs "--" before it
		{[]string{"--replay"}, "--replay needs at least one game record"},
		{[]string{"--solve", "game.qttt"}, "--solve takes no file"},
		{[]string{"--version", "extra"}, "--version takes no file, but was given extra"},
		{[]string{"--worksheet", "2"}, "--worksheet needs a lesson and the PDF to write"},
		{[]string{"--worksheet", "2", "a.pdf", "b.pdf"}, "--worksheet needs a lesson and the PDF to write"},
		{[]string{"--replay", "--solve", "a.qttt"}, "--replay and --solve cannot be used together"},
		{[]string{"--solve", "--worksheet", "2", "a.pdf"}, "--solve and --worksheet cannot be used together"},
		{[]string{"a.qttt", "b.qttt"}, "one game record at a time"},
		{[]string{"a.qttt", "--replay"}, "one game record at a time"}, // options come first
		{[]string{"--solve=maybe"}, "invalid boolean value"},
		{[]string{"--solve", "--scoring", "points"}, "--scoring points: want earlier-line or goff"},
		{[]string{"--solve", "--scoring"}, "flag needs an argument: -scoring"},
		{[]string{"--scoring", "goff", "a.qttt"}, "--scoring goes with --solve"},
	} {
		got, err := Parse(tc.args)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %+v, %v; want an error with %q", tc.args, got, err, tc.want)
		}
	}
}

// A mistyped option is said in one line, the usage follows, and the exit
// code is 2, as for any command line the program cannot follow.
func TestMisusedSaysWhatIsWrongThenTheUsage(t *testing.T) {
	_, err := Parse([]string{"--bogus"})
	var stderr bytes.Buffer
	if code := Misused(&stderr, err); code != 2 {
		t.Errorf("exit code %d, want 2", code)
	}
	first, rest, _ := strings.Cut(stderr.String(), "\n")
	if first != "qttt: flag provided but not defined: -bogus" || rest != "\n"+Usage {
		t.Errorf("stderr:\n%s\nwant one line, an empty line and the usage", stderr.String())
	}
}

// Every option the usage names is one Parse knows, and every option Parse
// knows is in the usage.
func TestUsageNamesEveryOption(t *testing.T) {
	named := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)(?:^  qttt |, |\[)(--?[a-z]+)`).FindAllStringSubmatch(Usage, -1) {
		named[m[1]] = true
	}
	for option := range named {
		if _, err := Parse([]string{option}); err != nil && strings.Contains(err.Error(), "not defined") {
			t.Errorf("the usage names %s, which Parse does not know", option)
		}
	}
	for _, option := range []string{"--replay", "--solve", "--scoring", "--worksheet", "--help", "-h", "--version"} {
		if !named[option] {
			t.Errorf("the usage does not name %s", option)
		}
	}
	for _, line := range strings.Split(Usage, "\n") {
		if len(line) > 79 {
			t.Errorf("usage line wider than a terminal of 80: %q", line)
		}
	}
}

func TestHelpPrintsTheUsage(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run(t, &stdout, &stderr, "--help"); code != 0 || stdout.String() != Usage || stderr.Len() != 0 {
		t.Errorf("--help: exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
}

// --version prints the version written in FyneApp.toml, which fyne package
// also reads: the one place it is kept.
func TestVersionIsFyneApps(t *testing.T) {
	info, err := os.ReadFile("../../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^Version\s*=\s*"([^"]+)"`).FindSubmatch(info)
	if m == nil {
		t.Fatal("FyneApp.toml has no Version line")
	}
	var stdout, stderr bytes.Buffer
	if code := Run(Command{Mode: ModeVersion}, info, &stdout, &stderr); code != 0 || stdout.String() != "qttt "+string(m[1])+"\n" {
		t.Errorf("--version: exit %d, stdout %q, stderr %q; want qttt %s", code, stdout.String(), stderr.String(), m[1])
	}
	stdout.Reset()
	stderr.Reset()
	if code := Run(Command{Mode: ModeVersion}, []byte("[Details]\nName = \"x\"\n"), &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), "no Version") {
		t.Errorf("a FyneApp.toml without a version: exit %d, stderr %q", code, stderr.String())
	}
}

// A record's name with terminal escapes in it (a downloaded file, say) is
// reported with them escaped, so it cannot retitle or clear the terminal.
func TestReplayEscapesControlCharactersInNames(t *testing.T) {
	name := "\x1b]0;PWNED\a\x1b[2J\x1b[31mescape.qttt"
	bad := writeFile(t, name, "X1 1 5\nO2 1 1\n")
	missing := strings.TrimSuffix(bad, name) + "\x1b[2Jmissing.qttt"
	var stdout, stderr bytes.Buffer
	if code := run(t, &stdout, &stderr, "--replay", bad, missing); code != 1 {
		t.Errorf("exit code %d, want 1", code)
	}
	if strings.ContainsAny(stderr.String(), "\x1b\a") {
		t.Errorf("stderr holds raw control characters: %q", stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `\x1b]0;PWNED\a\x1b[2J\x1b[31mescape.qttt:2: `) ||
		!strings.Contains(lines[1], `\x1b[2Jmissing.qttt`) {
		t.Errorf("stderr %q, want one line for each file, its name escaped", stderr.String())
	}
}
