package i18n

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"text/template"

	"github.com/qttt-edu/qttt/assets"
)

var update = flag.Bool("update", false, "rewrite assets/translations/en.json from the keys in the code")

// fyneKeys are the strings of Fyne's own dialogs and menus that the app
// shows (file dialogs, confirmations, text editing): Fyne translates them
// into some of our languages but not Turkish or Korean, so every
// translation file carries them.
var fyneKeys = map[string]string{
	"Cancel": "Cancel", "Confirm": "Confirm", "Copy": "Copy", "Create Folder": "Create Folder",
	"Cut": "Cut", "Enter filename": "Enter filename", "Error": "Error", "Favourites": "Favourites",
	"File": "File", "Folder": "Folder", "New Folder": "New Folder", "No": "No", "OK": "OK",
	"Open": "Open", "Paste": "Paste", "Quit": "Quit", "Redo": "Redo", "Save": "Save",
	"Select all": "Select all", "Show Hidden Files": "Show Hidden Files", "Undo": "Undo", "Yes": "Yes",
	"file.name": "Name", "file.parent": "Parent",
}

// pluralForms are the CLDR plural categories each language uses for whole
// numbers, as go-i18n picks them.
var pluralForms = map[string][]string{
	"en": {"one", "other"},
	"ru": {"one", "few", "many", "other"},
	"pl": {"one", "few", "many", "other"},
	"cs": {"one", "few", "other"},
	"tr": {"one", "other"},
	"ko": {"other"},
}

// message is one entry of a translation file: a plain text, or a text per
// plural category.
type message map[string]string

func (m *message) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		*m = message{"other": s}
		return nil
	}
	var forms map[string]string
	err := json.Unmarshal(b, &forms)
	*m = forms
	return err
}

func (m message) plural() bool { _, one := m["one"]; return len(m) > 1 || one }

func readTranslation(t *testing.T, tag string) map[string]message {
	t.Helper()
	data, err := assets.Translations.ReadFile(path.Join(assets.TranslationsDir, tag+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]message
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatalf("%s.json: %v", tag, err)
	}
	return file
}

func TestNoTextBypassesTranslation(t *testing.T) {
	for _, p := range scanCode(t).problems {
		t.Error(p)
	}
}

// TestEnglishHasEveryKey checks en.json against the code; with -update it
// rewrites en.json, keeping the English plural forms already written.
func TestEnglishHasEveryKey(t *testing.T) {
	keys := scanCode(t).keys
	en := readTranslation(t, "en")
	if *update {
		writeEnglish(t, keys, en)
		return
	}
	for k, use := range keys {
		m, ok := en[k]
		switch {
		case !ok:
			t.Errorf("%s: %q is not in en.json (go test ./ui/i18n -update adds it)", use.at, k)
		case use.plural && !hasForms(m, pluralForms["en"]):
			t.Errorf("%s: en.json has no one/other forms for the plural %q", use.at, k)
		}
	}
	for k := range en {
		if _, used := keys[k]; !used && fyneKeys[k] == "" {
			t.Errorf("en.json has %q, which the code no longer uses (go test ./ui/i18n -update removes it)", k)
		}
	}
}

func writeEnglish(t *testing.T, keys map[string]key, old map[string]message) {
	out := map[string]any{}
	for k, v := range fyneKeys {
		out[k] = v
	}
	for k, use := range keys {
		switch m, ok := old[k]; {
		case ok && use.plural && m.plural():
			out[k] = map[string]string(m)
		case use.plural:
			out[k] = map[string]string{"one": k, "other": k}
		default:
			out[k] = k
		}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(repoRoot, "assets", assets.TranslationsDir, "en.json")
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s: %d keys", file, len(out))
}

func TestTranslationsMatchEnglish(t *testing.T) {
	en := readTranslation(t, "en")
	for _, l := range Languages[1:] {
		tr := readTranslation(t, l.Tag)
		for k, want := range en {
			got, ok := tr[k]
			if !ok {
				t.Errorf("%s.json lacks %q", l.Tag, k)
				continue
			}
			if want.plural() && !hasForms(got, pluralForms[l.Tag]) {
				t.Errorf("%s.json: %q has forms %v, want %v", l.Tag, k, sortedKeys(got), pluralForms[l.Tag])
			}
			for form, text := range got {
				if strings.TrimSpace(text) == "" {
					t.Errorf("%s.json: %q (%s) is empty", l.Tag, k, form)
				}
				if _, err := template.New(k).Parse(text); err != nil {
					t.Errorf("%s.json: %q (%s): %v", l.Tag, k, form, err)
				}
				if g, w := fields(text), fields(want["other"]); !slices.Equal(g, w) && !(want.plural() && subset(g, w)) {
					t.Errorf("%s.json: %q (%s) fills in %v, English fills in %v", l.Tag, k, form, g, w)
				}
			}
		}
		for k := range tr {
			if _, ok := en[k]; !ok {
				t.Errorf("%s.json has %q, which en.json does not", l.Tag, k)
			}
		}
	}
}

var fieldPattern = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

// fields lists the template fields a text fills in.
func fields(text string) []string {
	var names []string
	for _, m := range fieldPattern.FindAllStringSubmatch(text, -1) {
		if !slices.Contains(names, m[1]) {
			names = append(names, m[1])
		}
	}
	sort.Strings(names)
	return names
}

// subset reports whether every field of a is in b: a plural's "one" form
// may spell out the count.
func subset(a, b []string) bool {
	for _, f := range a {
		if !slices.Contains(b, f) {
			return false
		}
	}
	return true
}

func hasForms(m message, forms []string) bool {
	for _, f := range forms {
		if _, ok := m[f]; !ok {
			return false
		}
	}
	return true
}

func sortedKeys(m message) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// TestNoKeyIsWrittenTwice reads each translation file as tokens: a key
// written twice (two branches adding one string) would silently keep
// only its last text.
func TestNoKeyIsWrittenTwice(t *testing.T) {
	for _, l := range Languages {
		data, err := assets.Translations.ReadFile(path.Join(assets.TranslationsDir, l.Tag+".json"))
		if err != nil {
			t.Fatal(err)
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		if _, err := dec.Token(); err != nil {
			t.Fatalf("%s.json: %v", l.Tag, err)
		}
		seen := map[string]bool{}
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				t.Fatalf("%s.json: %v", l.Tag, err)
			}
			k := tok.(string)
			if seen[k] {
				t.Errorf("%s.json names %q twice", l.Tag, k)
			}
			seen[k] = true
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				t.Fatalf("%s.json: %v", l.Tag, err)
			}
		}
	}
}
