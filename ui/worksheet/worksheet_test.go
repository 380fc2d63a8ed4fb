//go:build !js

package worksheet

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
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
		if code := Run("2", out, &stderr); code != 0 {
			t.Fatalf("%s: --worksheet 2 exited %d: %s", tag, code, stderr.String())
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
		text := pdfText(t, out)
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
// pdftotext reads it, with a form feed between pages. It skips the test if
// pdftotext is not installed, except under CI, and fails it if the PDF
// holds no text.
func pdfText(t *testing.T, file string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("pdftotext (poppler-utils) is not installed")
		}
		t.Skip("pdftotext (poppler-utils) is not installed: the PDF's text is not checked")
	}
	out, err := exec.Command("pdftotext", file, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	text := squeeze(string(out))
	if strings.Trim(text, "\f") == "" {
		t.Fatalf("%s holds no text", file)
	}
	return text
}

// squeeze removes white space, where a PDF's lines break, but keeps the
// form feeds between pages.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) && r != '\f' {
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
		text := pdfText(t, out)
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

// A student's pages hold no answer: for every bundled lesson, no answer of
// the answer key, and no text of a step that tells how a predicted
// collapse went, is on a page before the key; the key holds every answer;
// the page of blank boards carries the guide's rules in brief.
func TestWorksheetPagesHoldNoAnswer(t *testing.T) {
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("LANGUAGE", "en")
	if err := i18n.Load("en"); err != nil {
		t.Fatal(err)
	}
	guide, err := assets.GuideFile("guide", "en")
	if err != nil {
		t.Fatal(err)
	}
	rules := Rules(guide, "Rules in brief")
	if len(rules) < 8 {
		t.Fatalf("the guide's rules in brief have %d items, want the rules for paper", len(rules))
	}
	q, err := LoadQuiz("en")
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 7; n++ {
		l, err := FindLesson(fmt.Sprint(n), "en")
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(t.TempDir(), "w.pdf")
		f, err := os.Create(out)
		if err != nil {
			t.Fatal(err)
		}
		if err := (Sheet{Lesson: l, Quiz: q, Language: "en"}).Write(f); err != nil {
			t.Fatal(err)
		}
		f.Close()
		pages := strings.Split(strings.TrimRight(pdfText(t, out), "\f"), "\f")
		first := slices.IndexFunc(pages, func(p string) bool { return strings.HasPrefix(p, "Answerkey") })
		if first < 1 {
			t.Fatalf("lesson %d: no page starts the answer key", n)
		}
		student, key := strings.Join(pages[:first], ""), strings.Join(pages[first:], "")
		if !strings.Contains(student, squeeze(rules[0])) || !strings.Contains(student, squeeze(rules[len(rules)-1])) {
			t.Errorf("lesson %d: the page of blank boards lacks the rules in brief", n)
		}
		predicted, asked := -1, 0
		for i, step := range l.Steps {
			question, answer := StepQuestion(l, i)
			s, _ := l.State(i)
			switch {
			case predicted >= 0 && step.Actions > predicted && step.Question == "":
				if text := squeeze(step.Text); text != "" && strings.Contains(student, text) {
					t.Errorf("lesson %d, step %d tells how a predicted collapse went, on a student's page: %q", n, i+1, step.Text)
				}
				continue
			case question == "":
				continue
			}
			if a := squeeze(answer); strings.Contains(student, a) {
				t.Errorf("lesson %d, step %d: the answer is on a student's page: %q", n, i+1, answer)
			}
			if step.Question != "" {
				asked++
				if !strings.Contains(student, squeeze(question)) || !strings.Contains(key, squeeze(answer)) {
					t.Errorf("lesson %d, step %d: the question is not on the student's pages or its answer not in the key", n, i+1)
				}
				if s.Phase() == game.PhaseChoose {
					predicted = step.Actions
				}
			}
		}
		if asked == 0 {
			t.Errorf("lesson %d: the worksheet asks none of the lesson's questions", n)
		}
		// Lesson 1's step 4 names squares 2 and 8 with 8 boards possible: it
		// does not state the count, so the worksheet asks it; lesson 2's step
		// 2 says "there are 2 boards", so the worksheet does not.
		count := strings.Count(student, squeeze("How many classical boards could this position still collapse to?"))
		if (n == 1 && count != 1) || (n == 2 && count != 1) {
			t.Errorf("lesson %d asks for the count of boards %d times on its own, want once", n, count)
		}
		for _, question := range q.Questions {
			if strings.Contains(student, squeeze(question.Answer)) {
				t.Errorf("lesson %d: the quiz's answer %q is on a student's page", n, question.Answer)
			}
		}
	}
}
