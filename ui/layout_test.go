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
	text := widget.NewLabel(strings.Repeat("A sentence that wraps. ", 20))
	text.Wrapping = fyne.TextWrapWord
	hidden := widget.NewLabel("hidden")
	hidden.Hide()
	tabs, side := canvas.NewRectangle(nil), canvas.NewRectangle(nil)
	side.SetMinSize(fyne.NewSize(10, 50))
	container.New(sidePanel{}, text, hidden, tabs, side).Resize(fyne.NewSize(300, 800))

	if text.Size().Height < 5*theme.TextSize() {
		t.Fatalf("the wrapped text got %v, too low for its lines", text.Size())
	}
	if tabs.Position().Y < text.Size().Height {
		t.Errorf("the tabs start at %v, inside the text (%v high)", tabs.Position().Y, text.Size().Height)
	}
	if bottom := tabs.Position().Y + tabs.Size().Height; bottom > side.Position().Y || side.Position().Y+side.Size().Height != 800 {
		t.Errorf("tabs end at %v, side sections span %v to %v", bottom, side.Position().Y, side.Position().Y+side.Size().Height)
	}
}
