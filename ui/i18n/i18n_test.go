package i18n

import (
	"strconv"
	"strings"
	"testing"
	"unicode"

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
	const key = "{{.Count}} marks on the board are in superposition."
	for count, form := range map[int]string{1: "one", 3: "few", 5: "many", 21: "one", 24: "few", 11: "many"} {
		want := strings.ReplaceAll(ru[key][form], "{{.Count}}", strconv.Itoa(count))
		if got := lang.N(key, count, map[string]any{"Count": count}); got != want {
			t.Errorf("%d: lang.N = %q, want the %s form %q", count, got, form, want)
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

// Every character of the Korean translation has a glyph: Hangul in the
// bundled font itself, anything else there or in Fyne's font, which the
// theme falls back to glyph by glyph.
func TestKoreanFontCoversKorean(t *testing.T) {
	test.NewTempApp(t)
	fallback := parseFont(t, theme.DefaultTextFont().Content())
	for _, res := range []struct {
		name string
		data []byte
	}{{"regular", assets.HangulRegular.Content()}, {"bold", assets.HangulBold.Content()}} {
		hangul := parseFont(t, res.data)
		missing := map[rune]bool{}
		for _, m := range readTranslation(t, "ko") {
			for _, text := range m {
				for _, r := range text {
					if unicode.IsSpace(r) || missing[r] {
						continue
					}
					if !hasGlyph(t, hangul, r) && (unicode.Is(unicode.Hangul, r) || !hasGlyph(t, fallback, r)) {
						missing[r] = true
					}
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
