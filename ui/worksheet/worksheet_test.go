//go:build !js

package worksheet

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/narrate"
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
		l, err := FindLesson("2", tag)
		if err != nil {
			t.Fatal(err)
		}
		// Read across page breaks as a reader does: without each page's footer.
		text := strings.ReplaceAll(pdfText(t, out), squeeze(lang.L("Quantum Tic-Tac-Toe")+" · "+l.Title)+"\f", "")
		q, err := LoadQuiz(tag)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{l.Title, lang.L("How many possible boards does this position have?"),
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
	return pdfTextAs(t, file)
}

// pdfRawText is pdfText in the order the PDF writes its text, not the
// order of its lines on the page.
func pdfRawText(t *testing.T, file string) string {
	t.Helper()
	return pdfTextAs(t, file, "-raw")
}

func pdfTextAs(t *testing.T, file string, options ...string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("pdftotext (poppler-utils) is not installed")
		}
		t.Skip("pdftotext (poppler-utils) is not installed: the PDF's text is not checked")
	}
	out, err := exec.Command("pdftotext", append(options, file, "-")...).Output()
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

// A student's pages hold no answer to their own questions, for every
// bundled lesson: no answer of the answer key is on a page before the key,
// in its own words or in others: a lesson's question ends its page, with
// "Answer, then turn over", so that nothing after it there (the next
// step's text, the next question, how a predicted collapse went) can give
// it away, and no text on the page after a question, nor the text of its
// own step, holds the number a count or a square asks for. An automatic
// question is asked at most once for a position and never beside the
// drawing of an experiment. The key holds every answer; the page of blank
// boards carries the guide's rules in brief.
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
	lessons, err := lesson.Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	if len(lessons) < 8 {
		t.Fatalf("%d bundled lessons, want every one of the eight checked", len(lessons))
	}
	turnOver := squeeze("Answer, then turn over.")
	boards := squeeze("How many possible boards does this position have?")
	for n, l := range lessons {
		n++
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
		pageOf := func(text string) int {
			return slices.IndexFunc(pages[:first], func(p string) bool { return strings.Contains(p, squeeze(text)) })
		}
		// onPage returns the texts of the steps after step i, their
		// questions too, that are printed on page p.
		onPage := func(i, p int) (texts []string) {
			for _, later := range l.Steps[i+1:] {
				for _, text := range []string{later.Text, later.Question} {
					if text != "" && pageOf(text) == p {
						texts = append(texts, text)
					}
				}
			}
			return texts
		}
		asked, turns := 0, 0
		for i, step := range l.Steps {
			question, answer := narrate.StepQuestion(l, i)
			if question == "" {
				continue
			}
			if a := squeeze(answer); strings.Contains(student, a) {
				t.Errorf("lesson %d, step %d: the answer is on a student's page: %q", n, i+1, answer)
			}
			if step.Question == "" {
				continue
			}
			asked++
			if !strings.Contains(student, squeeze(question)) || !strings.Contains(key, squeeze(answer)) {
				t.Errorf("lesson %d, step %d: the question is not on the student's pages or its answer not in the key", n, i+1)
				continue
			}
			p := pageOf(question)
			if i+1 < len(l.Steps) {
				turns++
				if !strings.HasSuffix(strings.TrimSpace(strings.Split(pages[p], squeeze("Quantum Tic-Tac-Toe"))[0]), turnOver) {
					t.Errorf("lesson %d: page %d asks step %d's question but does not end with %q", n, p+1, i+1, "Answer, then turn over.")
				}
				for _, text := range onPage(i, p) {
					t.Errorf("lesson %d: page %d asks step %d's question, and then holds %q, which may tell its answer", n, p+1, i+1, text)
				}
			}
			// The answer in other words: the count or the square it asks for.
			if c := step.Choices; c != nil && (c.Kind == lesson.Counts || c.Kind == lesson.Squares) {
				number := regexp.MustCompile(`(^|[^\d½¼])` + c.Right + `($|[^\d½¼])`)
				mine := []string{}
				if c.Kind == lesson.Counts {
					mine = append(mine, step.Text, question) // a square's step names the squares to choose from
				}
				for _, text := range append(mine, onPage(i, p)...) {
					if number.MatchString(text) {
						t.Errorf("lesson %d: page %d asks step %d's question, whose answer is %s, and holds %q", n, p+1, i+1, c.Right, text)
					}
				}
			}
		}
		if got := strings.Count(student, turnOver); got != turns {
			t.Errorf("lesson %d: %d pages say %q, want %d, one after each of the lesson's questions but the last step's", n, got, "Answer, then turn over.", turns)
		}
		if asked == 0 {
			t.Errorf("lesson %d: the worksheet asks none of the lesson's questions", n)
		}
		// Lesson 1's last step states its 16 boards, so the worksheet asks no
		// count of its own there; lesson 2's step 2 says "there are 2
		// possible boards", but a later step of it does not state its count,
		// so the worksheet asks it once. Lesson 7 asks it nowhere: its one
		// position with spooky marks has a collapse pending, asked once, and
		// then the experiment's drawing.
		count := strings.Count(student, boards)
		if want := map[int]int{1: 0, 2: 1}[n]; (n == 1 || n == 2) && count != want {
			t.Errorf("lesson %d asks for the count of boards %d times on its own, want %d", n, count, want)
		}
		// A step that shows the two-path experiment prints its drawing, whose
		// letters (S, A, B, D) the PDF writes just before the step's number,
		// where a board's square numbers would be.
		raw := pdfRawText(t, out)
		for i, step := range l.Steps {
			if step.Picture != lesson.PictureTwoPaths {
				continue
			}
			progress := squeeze(lang.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": i + 1, "Count": len(l.Steps)}))
			at := strings.Index(raw, progress)
			if at < 0 {
				t.Errorf("lesson %d: step %d is on no page", n, i+1)
				continue
			}
			before := []rune(raw[:at])
			if letters := string(before[max(0, len(before)-4):]); !isPermutation(letters, "ABDS") {
				t.Errorf("lesson %d, step %d shows the two paths, but the sheet has %q before the step, not the drawing's letters", n, i+1, letters)
			}
		}
		collapse := strings.Count(student, squeeze("which marks become classical, and in which squares?"))
		if n == 7 && collapse != 0 {
			t.Errorf("lesson 7 asks %d times which marks become classical, want none: the lesson asks its own question at that position", collapse)
		}
		for _, question := range q.Questions {
			if strings.Contains(student, squeeze(question.Answer)) {
				t.Errorf("lesson %d: the quiz's answer %q is on a student's page", n, question.Answer)
			}
		}
	}
}

// isPermutation reports whether s holds the letters of want, each once,
// in any order.
func isPermutation(s, want string) bool {
	a, b := []rune(s), []rune(want)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// The guide's plan gives the quiz's parts in every language: questions
// 1–3 before the class, and again in class after it.
func TestQuizPartsFromThePlan(t *testing.T) {
	for _, l := range i18n.Languages {
		guide, err := assets.GuideFile("guide", l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		if before, after := QuizParts(guide, 8); before != 3 || after != 3 {
			t.Errorf("%s: the plan's quiz parts are 1–%d before and 1–%d after, want 1–3 both times", l.Tag, before, after)
		}
	}
	if before, after := QuizParts([]byte("# A guide without a plan\n"), 8); before != 8 || after != 8 {
		t.Errorf("without a plan: 1–%d before and 1–%d after, want every question both times", before, after)
	}
}

// The quiz is on paper twice, before and after the class, on sheets of
// their own: the first with the plan's questions before the class, the
// second with all of them, the homework headed as such, each question with
// its choices to tick.
func TestQuizTwiceOnPaper(t *testing.T) {
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("LANGUAGE", "en")
	if err := i18n.Load("en"); err != nil {
		t.Fatal(err)
	}
	l, err := FindLesson("1", "en")
	if err != nil {
		t.Fatal(err)
	}
	q, err := LoadQuiz("en")
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
	pages := strings.Split(pdfText(t, out), "\f")
	starts := func(heading string) int {
		return slices.IndexFunc(pages, func(p string) bool { return strings.HasPrefix(p, squeeze(q.Title+heading)) })
	}
	before, after, key := starts("Before the class"), starts("After the class"), slices.IndexFunc(pages, func(p string) bool { return strings.HasPrefix(p, "Answerkey") })
	if before < 0 || after <= before || key <= after {
		t.Fatalf("the quiz's sheets start on pages %d (before) and %d (after), the key on %d; want them in that order", before+1, after+1, key+1)
	}
	first, second := strings.Join(pages[before:after], ""), strings.Join(pages[after:key], "")
	for i, question := range q.Questions {
		text := squeeze(fmt.Sprintf("%d. %s", i+1, question.Text))
		if got, want := strings.Contains(first, text), i < 3; got != want {
			t.Errorf("the sheet before the class holds question %d: %v, want %v", i+1, got, want)
		}
		if !strings.Contains(second, text) {
			t.Errorf("the sheet after the class lacks question %d", i+1)
		}
	}
	homework := strings.Index(second, "Homework")
	if homework < 0 || homework < strings.Index(second, squeeze("3. "+q.Questions[2].Text)) || homework > strings.Index(second, squeeze("4. "+q.Questions[3].Text)) {
		t.Errorf("the sheet after the class does not head questions 4–8 as homework")
	}
	// Question 1's choices to tick, Yes and No, follow its text on both sheets.
	for _, sheet := range []string{first, second} {
		if !strings.Contains(sheet, squeeze("1. "+q.Questions[0].Text)+"YesNo") {
			t.Errorf("question 1 offers no boxes for Yes and No on a quiz sheet")
		}
	}
}

// The quiz's choices are comments for the app: the guide with its quiz, as
// a PDF, prints none of them.
func TestQuizChoicesStayOffTheGuidesPDF(t *testing.T) {
	guide, err := assets.GuideFile("guide", "en")
	if err != nil {
		t.Fatal(err)
	}
	quiz, err := assets.GuideFile("quiz", "en")
	if err != nil {
		t.Fatal(err)
	}
	var pdf bytes.Buffer
	if err := WriteGuide(&pdf, []byte(string(guide)+"\n\n"+string(quiz)), "en", "Guide"); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "guide.pdf")
	if err := os.WriteFile(out, pdf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, out)
	if !strings.Contains(text, squeeze("8. A collapse settles the marks in a cycle.")) || strings.Contains(text, "yes-no") || strings.Contains(text, "<!--") {
		t.Errorf("the guide's PDF lacks the quiz, or prints its choices' comments")
	}
}
