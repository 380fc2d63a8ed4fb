package i18n

import (
	"encoding/json"
	"path"
	"strings"
	"text/template"

	"fyne.io/fyne/v2"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"github.com/qttt-edu/qttt/assets"
)

// N returns the message key for count in the language in force, in the
// plural form that language's own rules pick, with data filled in as
// lang.N does. Use it instead of lang.N: Fyne applies the plural rules of
// the locale its lookup matched, and on Windows and macOS that is the
// system's, under which Load registers the chosen language's file. With
// English rules a Russian count of 5 would take the "other" form.
//
// A key the language lacks comes from English, and one that English lacks
// is shown as it is.
func N(key string, count int, data ...any) string {
	text := key
	for _, p := range []plurals{inForcePlurals, english} {
		if t, ok := p.text(key, count); ok {
			text = t
			break
		}
	}
	var d any
	if len(data) > 0 {
		d = data[0]
	}
	return fill(key, text, d)
}

// plurals are a language's messages with plural forms, key → CLDR form
// ("one", "few", "many", "other"…) → text.
type plurals struct {
	tag      language.Tag
	messages map[string]map[string]string
}

// inForcePlurals are the plural messages of the language Load put in force.
var inForcePlurals = english

// english are the plural messages of English, the app's first language.
var english = mustReadPlurals(Languages[0].Tag)

// readPlurals reads the plural messages of the app's language tag.
func readPlurals(tag string) (plurals, error) {
	data, err := assets.Translations.ReadFile(path.Join(assets.TranslationsDir, tag+".json"))
	if err != nil {
		return plurals{}, err
	}
	var file map[string]json.RawMessage
	if err := json.Unmarshal(data, &file); err != nil {
		return plurals{}, err
	}
	p := plurals{tag: language.Make(tag), messages: map[string]map[string]string{}}
	for k, raw := range file {
		var forms map[string]string
		if json.Unmarshal(raw, &forms) == nil { // a plain text is a string, not an object
			p.messages[k] = forms
		}
	}
	return p, nil
}

func mustReadPlurals(tag string) plurals {
	p, err := readPlurals(tag)
	if err != nil {
		panic(err)
	}
	return p
}

// text returns the form of message key that the language's rules pick for
// count, falling back to its "other" form as go-i18n does.
func (p plurals) text(key string, count int) (string, bool) {
	forms, ok := p.messages[key]
	if !ok {
		return "", false
	}
	if t, ok := forms[formName(plural.Cardinal.MatchPlural(p.tag, count, 0, 0, 0, 0))]; ok {
		return t, true
	}
	t, ok := forms["other"]
	return t, ok
}

// formName is the CLDR name of a plural form, as translation files key it.
func formName(f plural.Form) string {
	switch f {
	case plural.Zero:
		return "zero"
	case plural.One:
		return "one"
	case plural.Two:
		return "two"
	case plural.Few:
		return "few"
	case plural.Many:
		return "many"
	}
	return "other"
}

// fill executes text as a template with data, as go-i18n does; text that
// does not parse or execute is shown as it is.
func fill(key, text string, data any) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	t, err := template.New(key).Parse(text)
	if err != nil {
		fyne.LogError("Translation failure", err)
		return text
	}
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		fyne.LogError("Translation failure", err)
		return text
	}
	return b.String()
}
