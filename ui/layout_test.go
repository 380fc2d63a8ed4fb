package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/qttt-edu/qttt/ui/coach"
)

func TestBoardBesideKeepsTheBoardSquare(t *testing.T) {
	test.NewTempApp(t)
	for _, size := range []fyne.Size{{Width: 1000, Height: 600}, {Width: 1900, Height: 1000}, {Width: 700, Height: 600}} {
		board, panel := canvas.NewRectangle(nil), canvas.NewRectangle(nil)
		board.SetMinSize(fyne.NewSquareSize(300))
		container.New(boardBeside{}, board, panel).Resize(size)
		side := min(size.Height, size.Width-theme.Padding()-panelEms*theme.TextSize())
		if board.Size().Width != side || board.Size().Height != size.Height {
			t.Errorf("at %v the board is %v, want %v wide and the full height", size, board.Size(), side)
		}
		if right := panel.Position().X + panel.Size().Width; right != size.Width || panel.Position().X <= side {
			t.Errorf("at %v the panel spans %v to %v", size, panel.Position().X, right)
		}
	}
}

func TestSidePanelMakesRoomForWrappedText(t *testing.T) {
	test.NewTempApp(t)
	for _, tc := range []struct {
		sentences int
		scrolls   bool
	}{{20, false}, {200, true}} {
		text := widget.NewLabel(strings.Repeat("A sentence that wraps. ", tc.sentences))
		text.Wrapping = fyne.TextWrapWord
		hidden := widget.NewLabel("hidden")
		hidden.Hide()
		tabs := canvas.NewRectangle(nil)
		tabs.SetMinSize(fyne.NewSize(10, 100))
		status := container.NewVScroll(text)
		guide := widget.NewLabel("no lesson")
		guide.Hide()
		panel := container.New(&sidePanel{}, status, hidden, guide, tabs)
		panel.Resize(fyne.NewSize(300, 800))

		if tc.scrolls != (text.Size().Height > status.Size().Height) {
			t.Errorf("%d sentences: text of %v in a status line of %v", tc.sentences, text.Size(), status.Size())
		}
		if status.Size().Height < 5*theme.TextSize() || status.Size().Height > 400 {
			t.Errorf("%d sentences: the status line is %v high, want room for its lines up to half the panel", tc.sentences, status.Size().Height)
		}
		if tabs.Position().Y < status.Size().Height || tabs.Position().Y+tabs.Size().Height != 800 {
			t.Errorf("%d sentences: the tabs span %v to %v below a status line of %v", tc.sentences,
				tabs.Position().Y, tabs.Position().Y+tabs.Size().Height, status.Size().Height)
		}
		if panel.MinSize().Height > 200 {
			t.Errorf("%d sentences: the panel needs %v, so its text would make the window grow", tc.sentences, panel.MinSize().Height)
		}
	}
}

func TestStatusLineGrowsWithItsText(t *testing.T) {
	a := newTestApp(t)
	status := sidePanelOf(a).Objects[0]
	before := status.Size().Height
	playLines(t, a, "X1 1 5", "O2 1 5") // the status line explains the cycle
	if after := status.Size().Height; after <= before || after < statusOf(a).Size().Height {
		t.Errorf("the status line was %v high, is %v for text %v high", before, after, statusOf(a).Size().Height)
	}
}

// TestStatusLineStartsAtTheTopOfNewText: scrolled down to the end of a
// long text, the status line shows the next text from its start, as
// when the review's mistakes are picked one after the other; why an
// input did nothing, added below, leaves it where it is.
func TestStatusLineStartsAtTheTopOfNewText(t *testing.T) {
	a := newTestApp(t)
	a.win.Resize(fyne.NewSize(800, 500))
	long := strings.Repeat("A sentence of the review that wraps. ", 40)
	f := a.frame
	f.showStatus(coach.Status{Headline: "Reviewing", Detail: []string{long}})
	f.update(false) // lays the side panel out, as a render does
	f.statusBox.ScrollToBottom()
	bottom := f.statusBox.Offset.Y
	if bottom == 0 {
		t.Fatal("the long text fits: the test shows nothing")
	}
	f.showStatus(coach.Status{Headline: "Reviewing", Detail: []string{long}, Hint: "Nothing to undo."})
	if f.statusBox.Offset.Y != bottom {
		t.Errorf("a hint added moved the status line from %v to %v", bottom, f.statusBox.Offset.Y)
	}
	f.showStatus(coach.Status{Headline: "Reviewing", Detail: []string{"Another position. " + long}})
	if f.statusBox.Offset.Y != 0 {
		t.Errorf("a new text shows scrolled to %v, want its start", f.statusBox.Offset.Y)
	}
}

// TestAGameOverLeavesTheMovesTheirRoom: the long words at a game's end
// (the result, the review's mistakes) scroll from the review's first
// lines on, on a 1366×768 laptop, and the Moves list keeps the rest (the
// student walk: the status line grew to half the panel and left the
// moves a few rows); why a key did nothing shows below the headline.
func TestAGameOverLeavesTheMovesTheirRoom(t *testing.T) {
	a, queue := newComputerTestApp(t)
	a.win.Resize(fyne.NewSize(1366, 740))
	playLines(t, a, "X1 2 6", "O2 3 8", "X3 7 9", "O4 3 4", "X5 2 9", "O6 1 6", "X7 1 5", "O8 1 6", "collapse 6", "X9 4 8", "collapse 8")
	if !a.game().Present().Over() {
		t.Fatal("the game is not over: the test shows nothing")
	}
	awaitComputer(t, queue, func() bool { return a.model.Reviewed() })
	if !strings.Contains(statusLine(a), "Review") {
		t.Fatalf("no review at the game's end:\n%s", statusLine(a))
	}
	panel, status, tabs := sidePanelOf(a), a.frame.statusBox, sideTabs(a)
	if statusOf(a).MinSize().Height <= status.Size().Height {
		t.Fatalf("the last words (%v high) fit: the test shows nothing", statusOf(a).MinSize().Height)
	}
	if h := status.Size().Height; h >= panel.Size().Height*2/5 {
		t.Errorf("the status line is %v high in a panel of %v, want less than two fifths", h, panel.Size().Height)
	}
	if h := tabs.Size().Height; h < panel.Size().Height*3/5 {
		t.Errorf("the tabs are %v high in a panel of %v, want at least three fifths", h, panel.Size().Height)
	}
	if statusOf(a).HeightToAdvice() > status.Size().Height {
		t.Errorf("the status line of %v shows not even the review's first lines", status.Size().Height)
	}
	// A key that does nothing now says why, in sight, and the headline
	// stays in sight above it (seen: the why, last below the review, was
	// scrolled into sight and the headline out of it).
	press(a, keyOf(5))
	top, bottom := statusOf(a).HintSpan()
	if !statusPartsOf(a).hint.Visible() || status.Offset.Y > 0 || bottom > status.Size().Height {
		t.Errorf("after a key that did nothing: why %q spans %v–%v in a status line of %v scrolled by %v",
			statusPartsOf(a).hint.Text, top, bottom, status.Size().Height, status.Offset.Y)
	}
}

// TestAHintShowsWhole: a hint, with its why, is not cut to make room for
// the moves, as the review is: it is about the move to make now.
func TestAHintShowsWhole(t *testing.T) {
	a, queue := newComputerTestApp(t)
	a.win.Resize(firstSize)
	playLines(t, a, "X1 1 9", "O2 5 7")
	press(a, fyne.KeyH)
	awaitComputer(t, queue, func() bool { return strings.Contains(statusLine(a), "Hint: ") })
	if need, got := statusOf(a).MinSize().Height, a.frame.statusBox.Size().Height; got < need {
		t.Errorf("the hint's status line is %v high for text of %v:\n%s", got, need, statusLine(a))
	}
}
