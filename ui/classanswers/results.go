package classanswers

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/answers"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/durable"
)

// ShowResults shows, for the teacher, how the class answered each
// question put to the phones, the normalized gain from the quiz before
// the class to the quiz after it, and offers the counts as CSV.
func (c *Controller) ShowResults() {
	var results []answers.Result
	if c.room != nil {
		results = c.room.Results()
	}
	var rows []fyne.CanvasObject
	for _, line := range resultLines(results) {
		l := widget.NewLabel(line.text)
		l.Wrapping = fyne.TextWrapWord
		if line.strong {
			l.TextStyle.Bold = true
		}
		rows = append(rows, l)
	}
	export := widget.NewButtonWithIcon(lang.L("Export the counts as CSV…"), theme.DocumentSaveIcon(), func() { c.exportCSV(results) })
	if len(results) == 0 {
		export.Disable()
	}
	content := container.NewBorder(nil, container.NewHBox(export), nil, nil, container.NewVScroll(container.NewVBox(rows...)))
	win := c.w.Dialogs()
	d := dialog.NewCustom(lang.L("How the class answered"), lang.L("Close"), content, win)
	size := win.Canvas().Size()
	d.Resize(fyne.NewSize(min(size.Width, 40*theme.TextSize()), min(size.Height, 30*theme.TextSize())))
	dialogs.ShowMessage(d, win)
}

// exportCSV asks where to save the counts of results as CSV, and saves them.
func (c *Controller) exportCSV(results []answers.Result) {
	win := c.w.Dialogs()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err == nil && w != nil {
			err = durable.Finish(w, answers.WriteCSV(w, results))
		}
		if err != nil {
			dialogs.ShowError(err, win)
		}
	}, win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".csv"}))
	d.SetFileName(lang.L("class answers") + ".csv")
	dialogs.ShowFile(d, win)
}

// A resultLine is a line of the results: a heading (strong) or text.
type resultLine struct {
	text   string
	strong bool
}

// resultLines tells results as the teacher reads them: the gain between
// the quizzes, if both were answered on phones, then each question with
// the share of right answers in each round.
func resultLines(results []answers.Result) []resultLine {
	if len(results) == 0 {
		return []resultLine{{text: lang.L("No question has been put to the phones yet.")}}
	}
	var lines []resultLine
	if overall, items := answers.Gains(results); len(items) > 0 {
		lines = append(lines, resultLine{text: lang.L("Before and after: the normalized gain"), strong: true})
		g, ok := overall.G()
		lines = append(lines, resultLine{text: lang.L("Right answers: {{.Before}} in the quiz before the class, {{.After}} in the quiz after it; normalized gain g = {{.Gain}}.",
			map[string]any{"Before": share(overall.Pre), "After": share(overall.Post), "Gain": gainText(g, ok)})})
		lines = append(lines, resultLine{text: lang.L("g = (after – before) / (1 – before): the part of what the class could still learn that it learned. From a few short questions, where a guess is often right, it is only a rough sign. Hake's figures (about 0.23 in traditional courses, 0.48 in interactive ones) are course averages on a full concept inventory (the Force Concept Inventory), so this g cannot be compared with them. The written reasons say more.")})
		for _, it := range items {
			g, ok := it.G()
			lines = append(lines, resultLine{text: lang.L("{{.Question}} — before {{.Before}}, after {{.After}}, g = {{.Gain}}",
				map[string]any{"Question": oneLine(it.Item), "Before": share(it.Pre), "After": share(it.Post), "Gain": gainText(g, ok)})})
		}
		lines = append(lines, resultLine{text: lang.L("Every question"), strong: true})
	}
	for _, res := range results {
		q := res.Question
		text := fmt.Sprintf("%d. %s", res.ID, oneLine(q.Text))
		if q.Right == "" {
			lines = append(lines, resultLine{text: text + " (" + i18n.N("{{.Count}} answer", res.Answers(0), map[string]int{"Count": res.Answers(0)}) + ")"})
			continue
		}
		right := answers.Score{Right: res.Rounds[0][rightIndex(q)], Answers: res.Answers(0)}
		if len(res.Rounds) == 1 {
			lines = append(lines, resultLine{text: lang.L("{{.Question}} — right: {{.Share}}", map[string]any{"Question": text, "Share": share(right)})})
			continue
		}
		again := answers.Score{Right: res.Rounds[1][rightIndex(q)], Answers: res.Answers(1)}
		lines = append(lines, resultLine{text: lang.L("{{.Question}} — right: {{.First}} at first, {{.Second}} after the discussion",
			map[string]any{"Question": text, "First": share(right), "Second": share(again)})})
	}
	return lines
}

// rightIndex returns the place of q's right choice among its choices.
func rightIndex(q answers.Question) int {
	for i, c := range q.Choices {
		if c == q.Right {
			return i
		}
	}
	return -1
}

// share writes a score as a percentage of its answers, with the count:
// "40 % of 25".
func share(s answers.Score) string {
	if s.Answers == 0 {
		return lang.L("no answers")
	}
	return lang.L("{{.Percent}} % of {{.Count}}", map[string]any{"Percent": (200*s.Right + s.Answers) / (2 * s.Answers), "Count": s.Answers})
}

// gainText writes a normalized gain with two decimals, or says why there
// is none.
func gainText(g float64, ok bool) string {
	if !ok {
		return lang.L("none (no answers, or all right before)")
	}
	return fmt.Sprintf("%.2f", g)
}

// oneLine returns a question's text on one line, its middle left out if
// it is longer than a line.
func oneLine(text string) string { return shorten(text, 90) }

// shorten returns text on one line, its middle left out if it is longer
// than most runes.
func shorten(text string, most int) string {
	r := []rune(strings.Join(strings.Fields(text), " "))
	if len(r) <= most {
		return string(r)
	}
	return string(r[:most/2]) + "…" + string(r[len(r)-most/2:])
}
