package ui

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// notation matches an action written in record notation, as files keep
// it: "collapse 5", "X5 2 5", "X9 7".
var notation = regexp.MustCompile(`collapse|\b[XO][1-9] [1-9]\b`)

// TestActionsShowInTheLanguageInForce plays a collapse in Russian and
// checks that the move list, the status of an earlier position and the
// review name every action in Russian, while the autosave keeps the
// record notation.
func TestActionsShowInTheLanguageInForce(t *testing.T) {
	a := newLanguageApp(t, "ru")
	queue := make(chan func(), 16)
	envOf(a).loop.OnDo = func(f func()) { queue <- f }
	setPace(a, 0)
	// X wins after O4; X5 closes the cycle 2–5, and O, landing X5 in 5
	// rather than 2, lets a win slip to a draw.
	playLines(t, a, "X1 4 8", "O2 2 5", "X3 7 8", "O4 6 8", "X5 2 5", "collapse 5", "O6 1 3")

	rows := moveRows(t, a)
	for _, want := range []string{"Начало партии", "X1 (клетки 4 и 8)", "X5 (клетки 2 и 5)", "схлопывание (X5 в клетке 5)", "O6 (клетки 1 и 3)"} {
		if !slices.Contains(rows, want) {
			t.Errorf("no row of the move list says %q; the rows: %q", want, rows)
		}
	}
	press(a, fyne.KeyR)
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	assertStatus(t, a, "Разбор в сравнении с безупречной игрой обеих сторон:", "схлопывание (X5 в клетке 5): после этого O против безупречной игры")
	tapRow(t, a, "схлопывание (X5 в клетке 5) ?")
	assertStatus(t, a, "Это позиция после действия 6 из 7: O выбрал для X5 клетку 5.")
	for _, text := range append(moveRows(t, a), statusLine(a)) {
		if notation.MatchString(text) {
			t.Errorf("record notation shows in Russian: %q", text)
		}
	}
}

// TestTheNinthMoveShowsInTheLanguageInForce opens a game that ends with
// X's single ninth mark and checks its row, and the collapse's before it,
// in Russian.
func TestTheNinthMoveShowsInTheLanguageInForce(t *testing.T) {
	a := newLanguageApp(t, "ru")
	if !docOf(a).openPath(writeFile(t, "ninth.qttt", "X1 2 8\nO2 1 9\nX3 1 3\nO4 1 6\nX5 4 5\nO6 2 6\nX7 2 5\nO8 3 8\ncollapse 8\nX9 7\n")) {
		t.Fatal("the game did not open")
	}
	rows := moveRows(t, a)
	for _, want := range []string{"схлопывание (O8 в клетке 8)", "X9 (классический знак в клетке 7)"} {
		if !slices.Contains(rows, want) {
			t.Errorf("no row of the move list says %q; the rows: %q", want, rows)
		}
	}
}

// moveRows shows the Moves tab and returns what its rows on show say,
// the mark of a mistake included.
func moveRows(t *testing.T, a *App) []string {
	t.Helper()
	for _, item := range sideTabs(a).Items {
		if item.Content == movesOf(a) {
			sideTabs(a).Select(item)
		}
	}
	var rows []string
	for _, o := range test.LaidOutObjects(moveListOf(a)) {
		if l, ok := o.(*widget.Label); ok && !strings.HasSuffix(l.Text, ".") {
			rows = append(rows, l.Text)
		}
	}
	return rows
}
