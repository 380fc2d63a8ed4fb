package command

import (
	"encoding/json"
	"io/fs"
	"path"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/assets"
)

// TestKeyLabelNamesTheTablesKey: the key a sentence names is the one the
// table binds, its single key, else its first shortcut, else the key its
// menu names.
func TestKeyLabelNamesTheTablesKey(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		id   ID
		want string
	}{
		{GraphInPlace, "G"}, {SwapScreens, "F12"}, {Reveal, "Space"}, {NextStep, "Page Down"},
		{Cancel, "Escape"}, {BackToGame, "Escape"}, {GoOn, "Enter"}, {ScrollDown, "Down"},
		{NewGame, ShortcutName(ctrlKey(fyne.KeyN))}, {NextLesson, ShortcutName(ctrlKey(fyne.KeyPageDown))},
		{Undo, ShortcutName(&fyne.ShortcutUndo{})}, {ZoomIn, ShortcutName(ctrlKey(fyne.KeyPlus))},
	} {
		if got := KeyLabel(c.id); got != c.want {
			t.Errorf("KeyLabel(%d) = %q, want %q", c.id, got, c.want)
		}
	}
	if got := ShortcutName(&fyne.ShortcutUndo{}); got != "Ctrl+Z" && got != "Cmd+Z" {
		t.Errorf("Undo's shortcut reads %q", got)
	}
	if got := ShortcutName(ctrlKey(fyne.KeyPageDown)); got != "Ctrl+Page Down" && got != "Cmd+Page Down" {
		t.Errorf("Next lesson's shortcut reads %q", got)
	}
}

// TestNoTranslationNamesAKey: a sentence that tells which key to press
// takes the key from the table (KeyLabel) into a placeholder, in every
// language, so that a key moved in the table cannot leave a text naming a
// key that does nothing (structure review t17 M2). No translation writes
// out a key of the table: a function key, a shortcut, the squares' keys
// (1–9), two arrow keys, Page Down, Escape, Space or Enter as the
// language names them (KeyName's own entries), or
// a letter the table binds where a sentence names a key (in brackets, at
// the head of a list, beside "or" or the word for a key).
func TestNoTranslationNamesAKey(t *testing.T) {
	files, err := fs.Glob(assets.Translations, path.Join(assets.TranslationsDir, "*.json"))
	if err != nil || len(files) < 6 {
		t.Fatalf("translations: %v %v", files, err)
	}
	for _, file := range files {
		for _, p := range keysNamed(t, file) {
			t.Error(p)
		}
	}
}

// keyNames are the keys of KeyName's own entries, which name a key and
// nothing else; Fyne's "Enter filename" uses the word as a verb.
var keyNames = map[string]bool{"Page Down": true, "Page Up": true, "Space": true, "Escape": true, "Enter": true,
	"Left": true, "Right": true, "Down": true, "Up": true, "plus": true, "minus": true, "Enter filename": true}

var (
	placeholder = regexp.MustCompile(`\{\{[^}]*\}\}`)
	latinKeys   = regexp.MustCompile(`\b(F([1-9]|1[0-2])|Ctrl\+|Cmd\+|Shift\+|Alt\+|Page ?(Down|Up)|Esc(ape)?|Space|Enter|1[–-]9|(Left|Right|Up|Down) (and|or) (Left|Right|Up|Down))\b`)
)

// letterAsKey returns a pattern that finds the letter l where a sentence
// names it as a key, in any of the six languages.
func letterAsKey(l string) *regexp.Regexp {
	before, after := `(^|[^\pL])`, `([^\pL]|$)`
	or := `(or|или|lub|albo|nebo|ya da|또는)`
	key := `(키|tuş\pL*|klawisz\pL*|kláves\pL*|клавиш\pL*)`
	return regexp.MustCompile(`\(` + l + `([ )]|\p{Hangul})|(^|[.;:] )` + l + `:|` + before + l + `,? ` + or + ` |` + before + or + ` ` + l + after +
		`|` + before + l + ` ` + key + `|` + key + ` ` + l + after + `|` + before + l + ` twice`)
}

// keysNamed returns where the translation file names a key itself.
func keysNamed(t *testing.T, file string) []string {
	t.Helper()
	data, err := assets.Translations.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var entries map[string]json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	// The language's own names of the keys, less a last letter that a
	// case ending changes (Spacja, spację).
	var names []string // patterns
	for _, k := range []string{"Page Down", "Page Up", "Space", "Escape", "Enter"} {
		var name string
		if json.Unmarshal(entries[k], &name) != nil || name == "" {
			t.Fatalf("%s has no name for the key %s", file, k)
		}
		if utf8.RuneCountInString(name) >= 5 {
			_, last := utf8.DecodeLastRuneInString(name)
			name = name[:len(name)-last]
		}
		names = append(names, `(^|[^\pL])`+regexp.QuoteMeta(strings.ToLower(name)))
	}
	var letters []*regexp.Regexp
	for _, s := range append(Table(), PlayKeys()...) {
		if k := string(s.Key); len(k) == 1 && k >= "A" && k <= "Z" {
			letters = append(letters, letterAsKey(k))
		}
	}
	var found []string
	for k, raw := range entries {
		if keyNames[k] {
			continue
		}
		var texts []string
		var one string
		if json.Unmarshal(raw, &one) == nil {
			texts = []string{one}
		} else {
			var forms map[string]string
			if err := json.Unmarshal(raw, &forms); err != nil {
				t.Fatalf("%s: %q: %v", file, k, err)
			}
			for _, f := range forms {
				texts = append(texts, f)
			}
		}
		for _, text := range texts {
			bare := placeholder.ReplaceAllString(text, "…")
			lower := strings.ToLower(bare)
			switch {
			case latinKeys.MatchString(bare):
				found = append(found, file+": "+k+": names "+latinKeys.FindString(bare)+" in "+text)
			case matchesAny(lower, names):
				found = append(found, file+": "+k+": names a key in "+text)
			default:
				for _, l := range letters {
					if m := l.FindString(bare); m != "" {
						found = append(found, file+": "+k+": names a key ("+m+") in "+text)
						break
					}
				}
			}
		}
	}
	return found
}

func matchesAny(s string, patterns []string) bool {
	for _, p := range patterns {
		if regexp.MustCompile(p).MatchString(s) {
			return true
		}
	}
	return false
}
