package worksheet

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/i18n"
)

func TestQuizInEveryLanguage(t *testing.T) {
	en, err := LoadQuiz("en")
	if err != nil {
		t.Fatal(err)
	}
	if len(en.Questions) < 5 {
		t.Errorf("the quiz has %d questions, want about five", len(en.Questions))
	}
	for _, l := range i18n.Languages {
		q, err := LoadQuiz(l.Tag)
		if err != nil {
			t.Errorf("%s: %v", l.Tag, err)
			continue
		}
		if len(q.Questions) != len(en.Questions) {
			t.Errorf("%s: %d questions, English has %d", l.Tag, len(q.Questions), len(en.Questions))
		}
	}
}

func TestParseQuiz(t *testing.T) {
	q, err := ParseQuiz([]byte("# Quiz\n\n1. Where is X1?\n   Think.\n   > Nowhere settled\n   > yet.\n2. Who chooses?\n   > The other player.\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []Question{{"Where is X1? Think.", "Nowhere settled yet."}, {"Who chooses?", "The other player."}}
	if q.Title != "Quiz" || len(q.Questions) != 2 || q.Questions[0] != want[0] || q.Questions[1] != want[1] {
		t.Errorf("parsed %+v, want the title Quiz and %+v", q, want)
	}
	if _, err := ParseQuiz([]byte("# Quiz\n1. A question with no answer?\n")); err == nil {
		t.Error("a question without an answer parsed")
	}
}

// The worksheet of lesson 2 is a PDF holding the lesson's title, its
// questions and the quiz, in English and in Korean, written by the command
// line without a display.
func TestWorksheetOfLesson2(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	for _, tag := range []string{"en", "ko"} {
		t.Setenv("LANG", "en_US.UTF-8") // LANG=C would turn LANGUAGE off
		t.Setenv("LANGUAGE", tag)
		out := filepath.Join(t.TempDir(), "w.pdf")
		var stderr bytes.Buffer
		if code, handled := Run([]string{"--worksheet", "2", out}, &stderr); code != 0 || !handled {
			t.Fatalf("%s: --worksheet 2 exited %d (handled %v): %s", tag, code, handled, stderr.String())
		}
		if i18n.InForce() != tag {
			t.Fatalf("LANGUAGE=%s: the worksheet is in %q", tag, i18n.InForce())
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(data, []byte("%PDF-")) || !bytes.Contains(data[len(data)-32:], []byte("%%EOF")) {
			t.Fatalf("%s: the worksheet is not a PDF: %q…", tag, data[:min(len(data), 16)])
		}
		text, ok := pdfText(t, out)
		if !ok {
			continue // no pdftotext
		}
		l, err := FindLesson("2", tag)
		if err != nil {
			t.Fatal(err)
		}
		q, err := LoadQuiz(tag)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{l.Title, lang.L("How many classical boards could this position still collapse to?"),
			lang.L("Answer key"), q.Title}
		for _, question := range q.Questions {
			want = append(want, question.Text, question.Answer)
		}
		for _, w := range want {
			if !strings.Contains(text, squeeze(w)) {
				t.Errorf("%s: the worksheet's text lacks %q", tag, w)
			}
		}
	}
}

// pdfText returns the text of a PDF file without white space, as poppler's
// pdftotext reads it; ok is false if pdftotext is not installed, and the
// text cannot be checked. A PDF that holds no text gives "" with ok: its
// checks then fail.
func pdfText(t *testing.T, file string) (text string, ok bool) {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Log("pdftotext (poppler-utils) is not installed: the worksheet's text is not checked")
		return "", false
	}
	out, err := exec.Command("pdftotext", file, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return squeeze(string(out)), true
}

// squeeze removes white space, where a PDF's lines break.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

func TestFindLesson(t *testing.T) {
	for _, name := range []string{"2", "02-entanglement", "entanglement", "Entanglement and a first cycle"} {
		l, err := FindLesson(name, "en")
		if err != nil || l.Name != "02-entanglement" {
			t.Errorf("FindLesson(%q) = %v, %v; want lesson 02-entanglement", name, l, err)
		}
	}
	file := filepath.Join(t.TempDir(), "mine.qttt")
	if err := os.WriteFile(file, []byte("#title: Mine\n#> Empty.\nX1 1 2\n#> One pair.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if l, err := FindLesson(file, "en"); err != nil || l.Title != "Mine" {
		t.Errorf("FindLesson(a file) = %v, %v", l, err)
	}
	if _, err := FindLesson("0", "en"); err == nil {
		t.Error("FindLesson(0) found a lesson")
	}
}

// The worksheet needs no display: its package builds without cgo, so with
// none of Fyne's drivers.
func TestWorksheetBuildsWithoutCgo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package")
	}
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "fyne.io/fyne/v2/app" || strings.HasPrefix(dep, "fyne.io/fyne/v2/internal/driver/") {
			t.Errorf("the worksheet depends on %s", dep)
		}
	}
}

// The guide as a PDF holds its headings, its tables' cells and its quiz, in
// every language.
func TestGuideAsPDF(t *testing.T) {
	for _, l := range i18n.Languages {
		guide, err := assets.GuideFile("guide", l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(t.TempDir(), "guide.pdf")
		var pdf bytes.Buffer
		if err := WriteGuide(&pdf, guide, l.Tag, "Guide"); err != nil {
			t.Fatalf("%s: %v", l.Tag, err)
		}
		if err := os.WriteFile(out, pdf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		text, ok := pdfText(t, out)
		if !ok {
			return // no pdftotext
		}
		var want []string
		for _, line := range strings.Split(string(guide), "\n") {
			if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "| F11") {
				want = append(want, strings.Trim(line, "#| "))
			}
		}
		if len(want) < 5 {
			t.Fatalf("%s: the guide has %d headings", l.Tag, len(want))
		}
		for _, w := range want {
			if w = strings.ReplaceAll(w, "|", ""); !strings.Contains(text, squeeze(w)) {
				t.Errorf("%s: the guide's PDF lacks %q", l.Tag, w)
			}
		}
	}
}
