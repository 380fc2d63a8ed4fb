package i18n

import (
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"

	"github.com/qttt-edu/qttt/assets"
)

// Load forces the chosen language over the system's, and Russian comes out
// as Russian (Fyne 2.6.0 once fell back to Ukrainian), plurals included.
func TestLoadForcesTheLanguage(t *testing.T) {
	test.NewTempApp(t)
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("LANGUAGE", "")
	ru := readTranslation(t, "ru")
	if err := Load("ru"); err != nil {
		t.Fatal(err)
	}
	if got, want := lang.L("New game"), ru["New game"]["other"]; got != want || got == "New game" {
		t.Errorf(`lang.L("New game") = %q, want %q`, got, want)
	}
	const key = "{{.Count}} marks on the board are still spooky."
	for count, form := range map[int]string{1: "one", 3: "few", 5: "many", 21: "one", 24: "few", 11: "many"} {
		want := strings.ReplaceAll(ru[key][form], "{{.Count}}", strconv.Itoa(count))
		if got := N(key, count, map[string]any{"Count": count}); got != want {
			t.Errorf("%d: N = %q, want the %s form %q", count, got, form, want)
		}
	}
	if got := InForce(); got != "ru" {
		t.Errorf("InForce() = %q after Load(ru)", got)
	}
	if err := Load("en"); err != nil {
		t.Fatal(err)
	}
	if got := lang.L("New game"); got != "New game" {
		t.Errorf(`after Load("en"), lang.L("New game") = %q`, got)
	}
}

// On Windows and macOS Fyne asks the OS for the user's locale, not
// LANGUAGE, and finds the chosen language's file under the system's locale,
// where Fyne's plural rules are the system language's. A Russian student on
// an English system still reads Russian plurals.
func TestPluralsFollowTheChosenLanguageOnAnotherSystem(t *testing.T) {
	test.NewTempApp(t)
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "en_US.UTF-8")
	systemLocale = func() fyne.Locale { return "en-US" } // what Windows answers, whatever LANGUAGE says
	t.Cleanup(func() { systemLocale = lang.SystemLocale; Load("en") })
	if err := Load("ru"); err != nil {
		t.Fatal(err)
	}
	// Fyne asks the system again when a file is added; here it finds
	// English too.
	t.Setenv("LANGUAGE", "")
	if err := lang.AddTranslationsFS(assets.Translations, assets.TranslationsDir); err != nil {
		t.Fatal(err)
	}
	ru := readTranslation(t, "ru")
	if got, want := lang.L("New game"), ru["New game"]["other"]; got != want {
		t.Fatalf(`on an English system lang.L("New game") = %q, want the Russian %q`, got, want)
	}
	const key = "There are {{.Count}} possible boards: the spooky marks could still end up as any of them."
	for count, form := range map[int]string{1: "one", 2: "few", 5: "many", 11: "many", 22: "few", 101: "one"} {
		want := strings.ReplaceAll(ru[key][form], "{{.Count}}", strconv.Itoa(count))
		if got := N(key, count, map[string]any{"Count": count}); got != want {
			t.Errorf("%d boards: N = %q, want the Russian %s form %q", count, got, form, want)
		}
	}
}

// A plural message a language lacks comes from English, by English rules,
// and an unknown key is shown as it is, filled in.
func TestNFallsBack(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { Load("en") })
	if err := Load("ko"); err != nil {
		t.Fatal(err)
	}
	inForcePlurals.messages = map[string]map[string]string{} // as if ko.json lacked them all
	t.Cleanup(func() { inForcePlurals = english })
	const key = "{{.Count}} marks on the board are still spooky."
	en := readTranslation(t, "en")[key]
	if got, want := N(key, 1, map[string]any{"Count": 1}), strings.ReplaceAll(en["one"], "{{.Count}}", "1"); got != want {
		t.Errorf("N(1) = %q, want English %q", got, want)
	}
	if got, want := N(key, 3, map[string]any{"Count": 3}), strings.ReplaceAll(en["other"], "{{.Count}}", "3"); got != want {
		t.Errorf("N(3) = %q, want English %q", got, want)
	}
	if got := N("{{.Count}} unknowns", 2, map[string]any{"Count": 2}); got != "2 unknowns" {
		t.Errorf("N on an unknown key = %q, want it filled in", got)
	}
}

// Following a system language the app lacks is following English, Fyne's
// own words included, rather than a mix of Fyne's Ukrainian and our English.
func TestLoadFollowsTheSystemInTheAppsLanguages(t *testing.T) {
	test.NewTempApp(t)
	t.Setenv("LANGUAGE", "")
	t.Setenv("LANG", "uk_UA.UTF-8")
	if err := Load(System); err != nil {
		t.Fatal(err)
	}
	if got := lang.L("Undo"); got != "Undo" {
		t.Errorf(`with LANG=uk_UA, lang.L("Undo") = %q, want English`, got)
	}
	if got := InForce(); got != "en" {
		t.Errorf("with LANG=uk_UA, InForce() = %q, want en", got)
	}
}

func TestCurrentFollowsTheSystem(t *testing.T) {
	for locale, want := range map[string]string{"ko_KR.UTF-8": "ko", "cs_CZ.UTF-8": "cs", "de_DE.UTF-8": "en", "tr_TR.UTF-8": "tr"} {
		t.Setenv("LANGUAGE", "")
		t.Setenv("LC_ALL", "")
		t.Setenv("LANG", locale)
		if got := Current(System); got != want {
			t.Errorf("LANG=%s: Current = %q, want %q", locale, got, want)
		}
	}
}

// Every character of the Korean translation and teacher's guide has a
// glyph: Hangul in the bundled font itself, anything else there or in
// Fyne's font, which the theme falls back to glyph by glyph.
func TestKoreanFontCoversKorean(t *testing.T) {
	test.NewTempApp(t)
	fallback := parseFont(t, theme.DefaultTextFont().Content())
	var texts []string
	for _, m := range readTranslation(t, "ko") {
		for _, text := range m {
			texts = append(texts, text)
		}
	}
	for _, name := range []string{"guide", "quiz"} {
		data, err := assets.GuideFile(name, "ko")
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(data))
	}
	for _, res := range []struct {
		name string
		data []byte
	}{{"regular", assets.HangulRegular.Content()}, {"bold", assets.HangulBold.Content()}} {
		hangul := parseFont(t, res.data)
		missing := map[rune]bool{}
		for _, text := range texts {
			for _, r := range text {
				if unicode.IsSpace(r) || missing[r] {
					continue
				}
				if !hasGlyph(t, hangul, r) && (unicode.Is(unicode.Hangul, r) || !hasGlyph(t, fallback, r)) {
					missing[r] = true
				}
			}
		}
		if len(missing) > 0 {
			var chars []rune
			for r := range missing {
				chars = append(chars, r)
			}
			t.Errorf("the %s Korean font lacks %q: rerun tools/subset-font.sh", res.name, string(chars))
		}
	}
}

func parseFont(t *testing.T, data []byte) *sfnt.Font {
	t.Helper()
	f, err := sfnt.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func hasGlyph(t *testing.T, f *sfnt.Font, r rune) bool {
	t.Helper()
	var buf sfnt.Buffer
	i, err := f.GlyphIndex(&buf, r)
	if err != nil {
		t.Fatal(err)
	}
	return i != 0
}
