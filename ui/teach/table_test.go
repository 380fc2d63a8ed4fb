package teach

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A table wraps its long cells to fit a narrow width, but a column is
// never narrower than its title ("Minutes" showed as "ıtes" in Fyne's own
// table, cut in a horizontal scroll).
func TestWrappedTableKeepsAColumnAsWideAsItsTitle(t *testing.T) {
	test.NewTempApp(t)
	text := widget.NewRichTextFromMarkdown("| Minutes | Activity | In the app |\n|---|---|---|\n" +
		"| 0–3 | Quiz before the class: questions 1–3, written alone, then each alone for the phones | nothing on the screen; then Page Down: the questions, without answers, then each alone |\n")
	WrapTables(text.Segments)
	table, ok := text.Segments[0].(WrappedTable)
	if !ok {
		t.Fatalf("the table is a %T, not a WrappedTable", text.Segments[0])
	}
	visual := table.Visual().(*fyne.Container)
	width := 40 * theme.TextSize()
	widths := visual.Layout.(*tableLayout).widths(visual.Objects, width)
	if need := fyne.MeasureText("Minutes", theme.TextSize(), fyne.TextStyle{Bold: true}).Width; widths[0] < need {
		t.Errorf("the Minutes column is %v wide, less than the %v its title needs", widths[0], need)
	}
	if sum := widths[0] + widths[1] + widths[2] + 2*theme.Padding(); sum > width+0.5 {
		t.Errorf("the columns take %v, more than the %v given", sum, width)
	}
	visual.Resize(fyne.NewSize(width, visual.MinSize().Height))
	if h := visual.MinSize().Height; h <= 2*fyne.MeasureText("Minutes", theme.TextSize(), fyne.TextStyle{}).Height {
		t.Errorf("the table is %v high at %v wide: its long cells do not wrap", h, width)
	}
}
