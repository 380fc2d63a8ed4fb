// Package i18n puts the app's languages in force: it loads the translation
// files embedded in assets into Fyne's lang package and makes one of the
// app's languages win over whatever the system says.
//
// Fyne 2.8.1 has no call to force a language: lang matches the locales the
// system reports against the languages it has translations for. On Linux
// and the BSDs the system's answer comes from the environment, where the
// LANGUAGE variable (GNU gettext's list of preferred languages) comes
// first, so Load sets it before loading the translations. On Windows and
// macOS, which ask the OS, Load also registers the chosen language's file
// as the translation for the system's locale. Fyne picks plural forms by
// the rules of the locale it matched, the system's there, so plurals go
// through N, which applies the chosen language's rules. Following the
// system means its closest language among the app's, else English, so that
// Fyne's own dialogs never mix a language of Fyne's (say Ukrainian) with
// the app's English.
package i18n

import (
	"os"
	"path"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"golang.org/x/text/language"

	"github.com/qttt-edu/qttt/assets"
)

// Language is one of the app's languages.
type Language struct {
	Tag  string // BCP 47 tag, the name of its file in assets/translations
	Name string // its name in itself, as a chooser shows it
}

// Languages are the app's languages, English first.
var Languages = []Language{
	{"en", "English"},
	{"ru", "Русский"},
	{"pl", "Polski"},
	{"cs", "Čeština"},
	{"tr", "Türkçe"},
	{"ko", "한국어"},
}

// System is the tag that follows the system's language.
const System = ""

// systemLocale returns the system's locale; tests set it to be on another
// system.
var systemLocale = lang.SystemLocale

// inForce is the language Load put in force.
var inForce = Languages[0].Tag

// Load loads the translations with the language tag in force, or the
// system's language for System. Call it once, before the first window.
// It loads only what Fyne's lookup reaches: the language's file and
// English's, which stands in for what the language lacks.
func Load(tag string) error {
	tag = Current(tag)
	p, files := english, []string{Languages[0].Tag}
	if tag != Languages[0].Tag {
		var err error
		if p, err = readPlurals(tag); err != nil {
			return err
		}
		files = append(files, tag)
	}
	inForce, inForcePlurals = tag, p
	if err := os.Setenv("LANGUAGE", tag); err != nil {
		return err
	}
	var data []byte // the last file's: the language's
	for _, f := range files {
		var err error
		if data, err = assets.Translations.ReadFile(path.Join(assets.TranslationsDir, f+".json")); err != nil {
			return err
		}
		if err := lang.AddTranslations(fyne.NewStaticResource(f+".json", data)); err != nil {
			return err
		}
	}
	if base(string(systemLocale())) == tag {
		return nil
	}
	return lang.AddTranslationsForLocale(data, systemLocale())
}

// Current returns the tag of the language the app shows: the chosen one, or
// for System the app's language closest to the system's (English if none).
func Current(tag string) string {
	if tag != System {
		return tag
	}
	supported := make([]language.Tag, len(Languages))
	for i, l := range Languages {
		supported[i] = language.Make(l.Tag)
	}
	_, i, confidence := language.NewMatcher(supported).Match(language.Make(string(systemLocale())))
	if confidence == language.No {
		return Languages[0].Tag
	}
	return Languages[i].Tag
}

// InForce returns the tag of the language Load put in force: the one the
// app shows until it starts again (English before Load).
func InForce() string { return inForce }

// Hangul reports whether the language needs the bundled Korean font.
func Hangul(tag string) bool { return tag == "ko" }

// base is the language part of a locale such as "ko-KR".
func base(locale string) string {
	b, _ := language.Make(locale).Base()
	return b.String()
}
