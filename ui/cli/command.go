package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/qttt-edu/qttt/ui/cli/termsafe"
)

// Mode is what a command line asks the program to do.
type Mode int

const (
	ModeWindow    Mode = iota // open the window, with Command.Record if there is one
	ModeReplay                // print each of Command.Files' final position as JSON
	ModeSolve                 // print the solved game as JSON
	ModeWorksheet             // write Command.Lesson's worksheet to Command.Out
	ModeHelp                  // print Usage
	ModeVersion               // print the version
)

// Command is a command line, read by Parse.
type Command struct {
	Mode    Mode
	Record  string   // ModeWindow: the game record to open; "" restores the autosaved game
	Files   []string // ModeReplay: the record files
	Scoring string   // ModeSolve: a key of Scorings
	Lesson  string   // ModeWorksheet: a bundled lesson's number or name, or a lesson file
	Out     string   // ModeWorksheet: the PDF to write
}

// Usage is every mode's command line, as --help prints it.
const Usage = `Usage:
  qttt [FILE.qttt]
        Open the window with this game record, or else with the game left
        at the last exit.
  qttt --replay FILE.qttt...
        Print each record's final position as one line of JSON.
  qttt --solve [--scoring earlier-line|goff]
        Print, as JSON, the value of the empty board and of each opening
        move with perfect play: under this app's rules (the earlier of two
        lines made at once wins), or under Goff's points.
  qttt --worksheet LESSON OUT.pdf
        Write a lesson's printable worksheet. LESSON is a bundled lesson's
        number or name, or a lesson file.
  qttt --help, -h
        Print this help.
  qttt --version
        Print the version.

Options end at "--": qttt -- -game.qttt opens a record whose name begins
with "-".
`

// endOfOptions returns the names rest that follow the options in args,
// without a "--" among them when none came before them: "--" ends the
// options wherever it is written, so qttt --worksheet 1 -- -x.pdf writes
// -x.pdf (a name that is "--" itself is written ./--).
func endOfOptions(args, rest []string) []string {
	if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
		return rest
	}
	if i := slices.Index(rest, "--"); i >= 0 {
		return slices.Delete(slices.Clone(rest), i, i+1)
	}
	return rest
}

// Parse reads args, the command-line arguments after the program's name.
// Options may be written with one dash or two. A command line the program
// cannot follow (an unknown option, two modes at once, a missing or extra
// file) gets an error that says what is wrong in one line; the caller
// prints it with Usage and exits with code 2 (see Misused).
func Parse(args []string) (Command, error) {
	fs := flag.NewFlagSet("qttt", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // the caller reports errors, with Usage
	fs.Usage = func() {}
	replay := fs.Bool("replay", false, "print each record's final position as JSON")
	solve := fs.Bool("solve", false, "print the solved game as JSON")
	worksheet := fs.Bool("worksheet", false, "write a lesson's worksheet")
	version := fs.Bool("version", false, "print the version")
	scoring := fs.String("scoring", "earlier-line", "--solve's scoring")
	switch err := fs.Parse(args); {
	case errors.Is(err, flag.ErrHelp):
		return Command{Mode: ModeHelp}, nil
	case err != nil:
		return Command{}, err
	}
	rest := endOfOptions(args, fs.Args())
	if *version {
		if len(rest) > 0 {
			return Command{}, fmt.Errorf("--version takes no file, but was given %s", rest[0])
		}
		return Command{Mode: ModeVersion}, nil
	}
	var modes []string
	for _, m := range []struct {
		on   bool
		name string
	}{{*replay, "--replay"}, {*solve, "--solve"}, {*worksheet, "--worksheet"}} {
		if m.on {
			modes = append(modes, m.name)
		}
	}
	if len(modes) > 1 {
		return Command{}, fmt.Errorf("%s cannot be used together", strings.Join(modes, " and "))
	}
	scored := false
	fs.Visit(func(f *flag.Flag) { scored = scored || f.Name == "scoring" })
	if _, ok := Scorings[*scoring]; !ok {
		return Command{}, fmt.Errorf("--scoring %s: want earlier-line or goff", *scoring)
	}
	if scored && !*solve {
		return Command{}, errors.New("--scoring goes with --solve")
	}
	switch {
	case *replay:
		if len(rest) == 0 {
			return Command{}, errors.New("--replay needs at least one game record")
		}
		return Command{Mode: ModeReplay, Files: rest}, nil
	case *solve:
		if len(rest) > 0 {
			return Command{}, fmt.Errorf("--solve takes no file, but was given %s", rest[0])
		}
		return Command{Mode: ModeSolve, Scoring: *scoring}, nil
	case *worksheet:
		if len(rest) != 2 {
			return Command{}, fmt.Errorf("--worksheet needs a lesson and the PDF to write, but was given %d names", len(rest))
		}
		return Command{Mode: ModeWorksheet, Lesson: rest[0], Out: rest[1]}, nil
	}
	switch len(rest) {
	case 0:
		return Command{Mode: ModeWindow}, nil
	case 1:
		return Command{Mode: ModeWindow, Record: rest[0]}, nil
	}
	return Command{}, fmt.Errorf("one game record at a time, but was given %d", len(rest))
}

// Misused writes err, Parse's error, in one line and then Usage to
// stderr, and returns the exit code of a command line misused: 2.
func Misused(stderr io.Writer, err error) int {
	fmt.Fprintf(stderr, "qttt: %s\n\n%s", termsafe.Printable(err.Error()), Usage)
	return 2
}

// Run does what c asks when it needs no window and no PDF writer
// (ModeHelp, ModeVersion, ModeReplay, ModeSolve), and returns the
// process's exit code. appInfo is FyneApp.toml, where the version is
// written.
func Run(c Command, appInfo []byte, stdout, stderr io.Writer) int {
	switch c.Mode {
	case ModeHelp:
		fmt.Fprint(stdout, Usage)
	case ModeVersion:
		v, err := AppVersion(appInfo)
		if err != nil {
			fmt.Fprintln(stderr, "qttt:", err)
			return 1
		}
		fmt.Fprintln(stdout, "qttt", v)
	case ModeReplay:
		if !Replay(stdout, stderr, c.Files) {
			return 1
		}
	case ModeSolve:
		if err := Solve(stdout, c.Scoring); err != nil {
			fmt.Fprintln(stderr, "qttt:", err)
			return 1
		}
	default:
		panic(fmt.Sprintf("cli.Run: mode %d is not for the command line alone", c.Mode))
	}
	return 0
}

// AppVersion returns the version written in appInfo, the contents of
// FyneApp.toml.
func AppVersion(appInfo []byte) (string, error) {
	var info struct{ Details struct{ Version string } }
	if _, err := toml.Decode(string(appInfo), &info); err != nil {
		return "", fmt.Errorf("FyneApp.toml: %w", err)
	}
	if info.Details.Version == "" {
		return "", errors.New("FyneApp.toml: no Version in [Details]")
	}
	return info.Details.Version, nil
}
