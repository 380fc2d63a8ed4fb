package i18n

import (
	"go/ast"
	"go/token"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/style"
)

// subscripts are the move numbers of spooky marks as ui/board draws them,
// "X₁" to "O₉", made by arithmetic on runes rather than written out.
const subscripts = "₁₂₃₄₅₆₇₈₉"

// Every character the app shows is in a font it ships: the theme's font
// for its style (the bundled Korean font in Korean) or Fyne's default font
// for the style. A character neither has comes from Fyne's emoji or symbol
// font or from whatever fonts the system has. The latter differ from
// machine to machine, and the former have no space: Fyne 2.8.1 shapes the
// space after "→" in its symbol font too, and "X3 → 9" draws as "X3 →� 9".
func TestShippedFontsCoverEveryCharacter(t *testing.T) {
	test.NewTempApp(t)
	texts := map[string]map[string]string{} // language → where → text
	add := func(tag, where, text string) {
		if texts[tag] == nil {
			texts[tag] = map[string]string{}
		}
		texts[tag][where] += text
	}
	for _, l := range Languages {
		for k, m := range readTranslation(t, l.Tag) {
			for form, text := range m {
				add(l.Tag, l.Tag+".json "+strconv.Quote(k)+" "+form, text)
			}
		}
	}
	lessons, err := fs.Glob(assets.LessonFiles(), "*.qttt")
	if err != nil || len(lessons) == 0 {
		t.Fatalf("no lessons: %v", err)
	}
	for _, name := range lessons {
		data, err := fs.ReadFile(assets.LessonFiles(), name)
		if err != nil {
			t.Fatal(err)
		}
		add(lessonLanguage(name), name, string(data))
	}
	for _, l := range Languages { // the teacher's guide and its quiz, in the app's Help menu
		for _, name := range []string{"guide", "quiz"} {
			data, err := assets.GuideFile(name, l.Tag)
			if err != nil {
				t.Fatal(err)
			}
			add(l.Tag, name+"."+l.Tag+".md", string(data))
		}
	}
	for where, text := range codeLiterals(t) {
		if slices.ContainsFunc(Languages, func(l Language) bool { return l.Name == text }) {
			continue // the language chooser shows each name in its own language's font
		}
		for _, l := range Languages { // text the code writes shows in every language
			add(l.Tag, where, text)
		}
	}
	for _, l := range Languages {
		add(l.Tag, "i18n.Languages", l.Name)
		add(l.Tag, "ui/board spooky marks", subscripts)
	}

	for _, l := range Languages {
		th := style.Theme{Hangul: Hangul(l.Tag)}
		for _, style := range []struct {
			name string
			s    fyne.TextStyle
		}{{"regular", fyne.TextStyle{}}, {"bold", fyne.TextStyle{Bold: true}}, {"monospace", fyne.TextStyle{Monospace: true}}} {
			fonts := textFonts(t, th, style.s)
			missing := map[rune][]string{}
			for where, text := range texts[l.Tag] {
				for _, r := range text {
					if unicode.IsControl(r) || r == ' ' || covered(t, fonts, r) {
						continue
					}
					missing[r] = append(missing[r], where)
				}
			}
			for r, at := range missing {
				sort.Strings(at)
				t.Errorf("%s, %s: no text font has %q (U+%04X), used in %s", l.Tag, style.name, r, r, strings.Join(at[:min(3, len(at))], "; "))
			}
		}
	}
}

// textFonts are the first fonts Fyne 2.8.1's painter tries for text of
// style s under theme th: the theme's, then Fyne's default for the style.
func textFonts(t *testing.T, th fyne.Theme, s fyne.TextStyle) []*sfnt.Font {
	t.Helper()
	def := theme.DefaultTextFont()
	switch {
	case s.Monospace:
		def = theme.DefaultTextMonospaceFont()
	case s.Bold:
		def = theme.DefaultTextBoldFont()
	}
	return []*sfnt.Font{parseFont(t, th.Font(s).Content()), parseFont(t, def.Content())}
}

func covered(t *testing.T, fonts []*sfnt.Font, r rune) bool {
	for _, f := range fonts {
		if hasGlyph(t, f, r) {
			return true
		}
	}
	return false
}

// lessonLanguage is the language of a lesson file: NAME.TAG.qttt, or
// English for NAME.qttt.
func lessonLanguage(name string) string {
	parts := strings.Split(strings.TrimSuffix(path.Base(name), ".qttt"), ".")
	if len(parts) > 1 {
		return parts[len(parts)-1]
	}
	return Languages[0].Tag
}

// codeLiterals returns the string and rune literals outside ASCII in the
// app's non-test Go code (main.go, assets, game and ui), by position: the
// text it writes itself, such as "→" in the status line or "…" in menus.
func codeLiterals(t *testing.T) map[string]string {
	t.Helper()
	lits := map[string]string{}
	fset, packages := parseCode(t)
	for dir, files := range packages {
		rel, _ := filepath.Rel(repoRoot, dir)
		if top := strings.Split(filepath.ToSlash(rel), "/")[0]; rel != "." && top != "ui" && top != "game" && top != "assets" {
			continue
		}
		for _, f := range files {
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING && lit.Kind != token.CHAR {
					return true
				}
				s := lit.Value
				if lit.Kind == token.CHAR {
					r, _, _, err := strconv.UnquoteChar(s[1:len(s)-1], '\'')
					if err != nil {
						t.Errorf("%s: %v", fset.Position(lit.Pos()), err)
					}
					s = string(r)
				} else if u, err := strconv.Unquote(s); err == nil {
					s = u
				}
				if strings.IndexFunc(s, func(r rune) bool { return r > unicode.MaxASCII }) >= 0 {
					lits[fset.Position(lit.Pos()).String()] = s
				}
				return true
			})
		}
	}
	return lits
}
