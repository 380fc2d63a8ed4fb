package board

import (
	"image/color"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/style"
)

// Positions used by several tests, as game records.
const (
	opening   = "X1 1 5\n"
	twoCycle  = "X1 1 5\nO2 1 5\n"                     // pending: X1 and O2 share squares 1 and 5
	collapsed = "X1 3 5\nO2 3 5\ncollapse 5\nX3 1 4\n" // X1 classical in 3, O2 in 5
	star      = "X1 5 1\nO2 5 2\nX3 5 3\nO4 5 4\nX5 5 6\nO6 5 7\nX7 5 8\n"
	// longCycle waits for O to choose where X9 lands: the cycle runs
	// 5 -X7- 7 -O8- 6 -X3- 9 -X9- 5.
	longCycle = "X1 3 8\nO2 2 4\nX3 6 9\nO4 1 2\nX5 1 3\nO6 2 4\ncollapse 2\nX7 5 7\nO8 6 7\nX9 5 9\n"
	// simultaneous ends with lines for both players: X's column 3-6-9
	// (completed by X7) came before O's column 2-5-8 (by O8), so X wins.
	simultaneous = "X1 1 8\nO2 5 8\nX3 1 6\nO4 7 8\nX5 6 9\nO6 5 6\ncollapse 5\nX7 3 4\nO8 2 4\nX9 2 4\ncollapse 4\n"
)

// position replays a game record.
func position(t *testing.T, record string) game.State {
	t.Helper()
	r, err := game.Parse("test.qttt", strings.NewReader(record))
	if err != nil {
		t.Fatal(err)
	}
	return r.State()
}

// variantTheme is the app's theme fixed to one variant, since the test
// app's variant is neither light nor dark.
type variantTheme struct {
	style.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// lightTheme is the theme the tests run with unless they say otherwise.
var lightTheme = variantTheme{variant: theme.VariantLight}

// showBoard puts a board showing the given record in a test window of the
// given size, with the app's theme, and returns it with its renderer.
func showBoard(t *testing.T, record string, size fyne.Size) (*Board, *renderer, fyne.Window) {
	t.Helper()
	return showBoardIn(t, lightTheme, record, size)
}

// showBoardIn is showBoard with the given theme.
func showBoardIn(t *testing.T, th fyne.Theme, record string, size fyne.Size) (*Board, *renderer, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	test.ApplyTheme(t, th)
	b := New()
	b.SetState(position(t, record))
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(size)
	return b, test.TempWidgetRenderer(t, b).(*renderer), w
}

// colorOf looks a colour up in the tests' theme.
func colorOf(n fyne.ThemeColorName) color.Color { return lightTheme.Color(n, theme.VariantLight) }

// tapped records the squares a board passes to OnSquare.
func tapped(b *Board) *[]game.Square {
	var got []game.Square
	b.OnSquare = func(sq game.Square) { got = append(got, sq) }
	return &got
}

// cellCenter returns the centre of square sq as drawn.
func cellCenter(r *renderer, sq game.Square) fyne.Position {
	cell := r.square(sq).cell
	return cell.Position().AddXY(cell.Size().Width/2, cell.Size().Height/2)
}

func TestTapsReachTheSquareDrawnThere(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 300, Height: 300}, {Width: 450, Height: 450}, {Width: 1000, Height: 600}, {Width: 500, Height: 900}} {
		b, r, _ := showBoard(t, "", size)
		got := tapped(b)
		for _, sq := range game.Squares {
			cell := r.square(sq).cell
			if w := cell.Size().Width; w < size.Width/3-10 && w < size.Height/3-10 {
				t.Errorf("%v: square %v is only %v wide", size, sq, w)
			}
			test.TapAt(b, cellCenter(r, sq))
			// just inside the square's far corner
			test.TapAt(b, cell.Position().AddXY(cell.Size().Width-1, cell.Size().Height-1))
		}
		want := []game.Square{1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9}
		if !slices.Equal(*got, want) {
			t.Errorf("%v: taps reached %v, want %v", size, *got, want)
		}
	}
}

func TestBoardIsCentredSquareInAWideWindow(t *testing.T) {
	b, _, _ := showBoard(t, "", fyne.NewSize(1000, 600))
	got := tapped(b)
	pad := theme.Padding()
	for _, at := range []fyne.Position{
		{X: 100, Y: 300}, // left of the board
		{X: 900, Y: 300}, // right of it
		{X: 500, Y: pad / 2},
	} {
		test.TapAt(b, at)
	}
	if len(*got) != 0 {
		t.Errorf("taps beside the board reached %v", *got)
	}
	side := 600 - 2*pad
	left := (1000 - side) / 2
	test.TapAt(b, fyne.NewPos(left+2, pad+2))
	test.TapAt(b, fyne.NewPos(left+side-2, pad+2))
	test.TapAt(b, fyne.NewPos(500, 300))
	test.TapAt(b, fyne.NewPos(left+2, pad+side-2))
	test.TapAt(b, fyne.NewPos(left+side-2, pad+side-2))
	if want := []game.Square{1, 3, 5, 7, 9}; !slices.Equal(*got, want) {
		t.Errorf("taps reached %v, want %v", *got, want)
	}
}

// tapEach taps the centre of every square in turn and returns the squares
// that reached OnSquare.
func tapEach(b *Board, r *renderer) []game.Square {
	got := tapped(b)
	for _, sq := range game.Squares {
		test.TapAt(b, cellCenter(r, sq))
	}
	return *got
}

func TestOnlyPlayableSquaresAreOffered(t *testing.T) {
	for _, tc := range []struct {
		name        string
		record      string
		interactive bool
		want        []game.Square
	}{
		{"move: not the classical 3 and 5", collapsed, true, []game.Square{1, 2, 4, 6, 7, 8, 9}},
		{"collapse: only the choices", longCycle, true, []game.Square{5, 9}},
		{"game over", simultaneous, true, nil},
		{"not interactive", opening, false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, r, _ := showBoard(t, tc.record, fyne.NewSize(450, 450))
			b.SetInteractive(tc.interactive)
			if got := tapEach(b, r); !slices.Equal(got, tc.want) {
				t.Errorf("taps reached %v, want %v", got, tc.want)
			}
		})
	}
}

func TestInteractiveAgainAfterReview(t *testing.T) {
	b, r, _ := showBoard(t, opening, fyne.NewSize(450, 450))
	b.SetInteractive(false)
	b.SetInteractive(true)
	if got, want := tapEach(b, r), game.Squares[:]; !slices.Equal(got, want) {
		t.Errorf("taps reached %v, want %v", got, want)
	}
}

func TestClassicalSquaresLookUnavailable(t *testing.T) {
	for _, p := range []style.Palette{style.PaletteStandard, style.PaletteColorBlind, style.PaletteHighContrast} {
		for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
			th := variantTheme{style.Theme{Palette: p}, v}
			_, r, _ := showBoardIn(t, th, collapsed, fyne.NewSize(450, 450))
			open := r.square(1).cell.FillColor
			if open != th.Color(style.ColorSquare, v) {
				t.Errorf("palette %v, variant %v: an open square is filled %v, want the square colour", p, v, open)
			}
			for _, sq := range []game.Square{3, 5} {
				if c := contrast(r.square(sq).cell.FillColor, open); c < minUnavailableContrast {
					t.Errorf("palette %v, variant %v: square %v with a classical mark has a contrast of %.2f with an open square, want at least %v",
						p, v, sq, c, minUnavailableContrast)
				}
			}
		}
	}
}

// minUnavailableContrast is the least contrast ratio between a square
// holding a classical mark and an open square: clearly apart, though far
// below what text needs.
const minUnavailableContrast = 1.4

// contrast returns the WCAG contrast ratio of two opaque colours, from 1
// (the same) to 21 (black and white).
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance returns the relative luminance of c, as WCAG defines it.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

func TestPointerShowsWhereATapWorks(t *testing.T) {
	b, r, w := showBoard(t, collapsed, fyne.NewSize(450, 450))
	for sq, want := range map[game.Square]desktop.Cursor{1: desktop.PointerCursor, 3: desktop.DefaultCursor, 5: desktop.DefaultCursor} {
		test.MoveMouse(w.Canvas(), cellCenter(r, sq))
		if got := b.Cursor(); got != want {
			t.Errorf("over square %v the cursor is %v, want %v", sq, got, want)
		}
	}
}

func TestSelectedAndHighlightedSquares(t *testing.T) {
	b, r, _ := showBoard(t, opening, fyne.NewSize(450, 450))
	b.SetSelected(4)
	b.SetHint([]game.Square{1})
	b.SetGroup([]game.Square{1, 5})
	fills := map[game.Square]fyne.ThemeColorName{1: style.ColorEntangled, 4: style.ColorSelected, 5: style.ColorEntangled, 9: style.ColorSquare}
	for sq, name := range fills {
		if fill := r.square(sq).cell.FillColor; fill != colorOf(name) {
			t.Errorf("square %v is filled %v, want %s", sq, fill, name)
		}
	}
	b.SetGroup(nil)
	if fill := r.square(1).cell.FillColor; fill != colorOf(style.ColorEntangled) || !b.Lit(1) || b.Lit(5) {
		t.Errorf("clearing the group: square 1 filled %v (lit %v), square 5 lit %v; want the hint's square 1 lit alone",
			fill, b.Lit(1), b.Lit(5))
	}
	b.SetSelected(game.NoSquare)
	b.SetHint(nil)
	for _, sq := range []game.Square{1, 4, 5} {
		if fill := r.square(sq).cell.FillColor; fill != colorOf(style.ColorSquare) {
			t.Errorf("square %v is still filled %v", sq, fill)
		}
	}
}

func TestHoveringAMarkShowsItsTwin(t *testing.T) {
	b, r, w := showBoard(t, "X1 1 5\nO2 2 5\n", fyne.NewSize(450, 450))
	var hovers []game.Square
	b.OnHover = func(sq game.Square) { hovers = append(hovers, sq) }
	shown := func(m game.Mark) bool {
		return !r.mark(m).chips[0].Hidden && !r.mark(m).chips[1].Hidden && !r.mark(m).tether.Hidden &&
			r.mark(m).chips[0].FillColor == colorOf(style.ColorEntangled)
	}

	// X1's glyph in square 1 lights up its twin in square 5.
	test.MoveMouse(w.Canvas(), b.geometry().slotCenter(1, 1))
	if !shown(1) || shown(2) {
		t.Errorf("hovering X1 in square 1: twins shown X1 %v O2 %v, want X1 only", shown(1), shown(2))
	}
	tether := r.mark(1).tether
	if from, to := tether.Position().Add(tether.StartPoint), tether.Position().Add(tether.EndPoint); b.geometry().squareAt(from) != 1 || b.geometry().squareAt(to) != 5 {
		t.Errorf("X1's tether runs from %v to %v, want from square 1 to square 5", from, to)
	}

	// Square 5 away from any glyph: both of its marks.
	test.MoveMouse(w.Canvas(), cellCenter(r, 5).AddXY(0, b.geometry().cell()*0.49))
	if !shown(1) || !shown(2) {
		t.Errorf("hovering square 5: twins shown X1 %v O2 %v, want both", shown(1), shown(2))
	}

	test.MoveMouse(w.Canvas(), fyne.NewPos(0, 0))
	if shown(1) || shown(2) {
		t.Error("twins still shown after the pointer left the board")
	}
	if want := []game.Square{1, 5, game.NoSquare}; !slices.Equal(hovers, want) {
		t.Errorf("OnHover got %v, want %v", hovers, want)
	}
}

func TestHoveringALonePairKeepsTheEntangledColourOff(t *testing.T) {
	b, r, w := showBoard(t, "X1 1 5\n", fyne.NewSize(450, 450))
	test.MoveMouse(w.Canvas(), b.geometry().slotCenter(1, 1))
	chips, tether := r.mark(1).chips, r.mark(1).tether
	if chips[0].Hidden || tether.Hidden {
		t.Fatal("hovering X1: its twin is not picked out")
	}
	if chips[0].FillColor == colorOf(style.ColorEntangled) || chips[1].FillColor == colorOf(style.ColorEntangled) {
		t.Error("hovering a lone pair paints it in the entangled colour: it is in superposition, not entangled")
	}
}

func TestPendingCollapseShowsCycleAndChoices(t *testing.T) {
	for _, tc := range []struct {
		name    string
		record  string
		squares []game.Square // in the cycle, not choices
		choices []game.Square
		marks   []game.Mark // forming the cycle
	}{
		{"two-cycle", twoCycle, nil, []game.Square{1, 5}, []game.Mark{1, 2}},
		{"long cycle", longCycle, []game.Square{6, 7}, []game.Square{5, 9}, []game.Mark{3, 7, 8, 9}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, r, _ := showBoard(t, tc.record, fyne.NewSize(450, 450))
			outline := func(sq game.Square) color.Color {
				if r.square(sq).overlay.StrokeWidth == 0 {
					return nil
				}
				return r.square(sq).overlay.StrokeColor
			}
			for _, sq := range game.Squares {
				var want color.Color
				switch {
				case slices.Contains(tc.choices, sq):
					want = colorOf(style.ColorChoice)
				case slices.Contains(tc.squares, sq):
					want = colorOf(style.ColorCycle)
				}
				if got := outline(sq); got != want {
					t.Errorf("square %v is outlined in %v, want %v", sq, got, want)
				}
			}
			for m := game.Mark(1); m <= game.MaxMoves; m++ {
				if inCycle := !r.mark(m).tether.Hidden && r.mark(m).tether.StrokeColor == colorOf(style.ColorCycle); inCycle != slices.Contains(tc.marks, m) {
					t.Errorf("mark %v linked as part of the cycle: %v", m, inCycle)
				}
			}
			if r.pulse == nil {
				t.Fatal("the choices do not pulse")
			}
			pulsed := mix(colorOf(style.ColorSquare), colorOf(style.ColorChoice), choiceTint)
			for _, sq := range tc.choices {
				if fill := r.square(sq).cell.FillColor; !sameColor(fill, pulsed) {
					t.Errorf("choice %v is filled %v at the pulse's peak, want %v", sq, fill, pulsed)
				}
			}

			b.SetState(position(t, opening))
			if r.pulse != nil {
				t.Error("the pulse runs on after the collapse")
			}
			for _, sq := range game.Squares {
				if outline(sq) != nil {
					t.Errorf("square %v still outlined", sq)
				}
			}
		})
	}
}

func TestChoicesPulseAFewTimesThenStayTinted(t *testing.T) {
	_, r, _ := showBoard(t, twoCycle, fyne.NewSize(450, 450))
	if r.pulse == nil {
		t.Fatal("the choices do not pulse")
	}
	if r.pulse.RepeatCount != 0 || r.pulse.Duration > 6*time.Second {
		t.Fatalf("the pulse runs %v, repeated %d times: want a few seconds once", r.pulse.Duration, r.pulse.RepeatCount)
	}
	r.pulse.Stop() // the test plays it
	square := colorOf(style.ColorSquare)
	tinted := mix(square, colorOf(style.ColorChoice), choiceTint)
	for _, at := range []struct {
		p    float32
		want color.Color
	}{{0, square}, {1 / float32(2*pulseBeats+1), tinted}, {2 / float32(2*pulseBeats+1), square}, {1, tinted}} {
		r.pulse.Tick(at.p)
		for _, sq := range []game.Square{1, 5} {
			if fill := r.square(sq).cell.FillColor; !sameColor(fill, at.want) {
				t.Errorf("at %.2f of the pulse choice %v is filled %v, want %v", at.p, sq, fill, at.want)
			}
		}
	}
	r.draw() // a redraw after the pulse keeps the tint
	if fill := r.square(1).cell.FillColor; !sameColor(fill, tinted) {
		t.Errorf("after the pulse choice 1 is filled %v, want %v", fill, tinted)
	}
}

// stillApp is an app whose settings turn animations off.
type stillApp struct{ fyne.App }

func (a stillApp) Settings() fyne.Settings { return stillSettings{a.App.Settings()} }

type stillSettings struct{ fyne.Settings }

func (stillSettings) ShowAnimations() bool { return false }

func TestChoicesStayStillWhenAnimationsAreOff(t *testing.T) {
	b, r, _ := showBoard(t, opening, fyne.NewSize(450, 450))
	fyne.SetCurrentApp(stillApp{fyne.CurrentApp()})
	b.SetState(position(t, twoCycle))
	if r.pulse != nil {
		t.Error("the choices pulse although animations are off")
	}
	tinted := mix(colorOf(style.ColorSquare), colorOf(style.ColorChoice), choiceTint)
	for _, sq := range []game.Square{1, 5} {
		if fill := r.square(sq).cell.FillColor; !sameColor(fill, tinted) {
			t.Errorf("choice %v is filled %v, want %v", sq, fill, tinted)
		}
	}
}

func TestHoveringAChoicePreviewsTheCollapse(t *testing.T) {
	b, r, w := showBoard(t, longCycle, fyne.NewSize(450, 450))
	test.MoveMouse(w.Canvas(), cellCenter(r, 9))
	// Choosing 9: X9 lands in 9, pushing X3 to 6, which pushes O8 to 7,
	// which pushes X7 to 5.
	for sq, want := range map[game.Square]game.Player{9: game.X, 6: game.X, 7: game.O, 5: game.X} {
		if got := drawnClassical(r, sq); got != want {
			t.Errorf("preview shows %v in square %v, want %v", got, sq, want)
		}
	}
	if _, _, _, a := r.square(9).cross[0].StrokeColor.RGBA(); a == 0xffff {
		t.Error("the preview's glyphs are drawn as solid as real ones")
	}
	// No spooky glyph sits on a ghost (the walk: "O8 X9" on the ghost's
	// ring, its move number among them).
	s := b.shown()
	for m := game.Mark(1); m <= s.Newest(); m++ {
		if !s.IsSpooky(m) {
			continue
		}
		x, y := s.Pair(m)
		for h, sq := range [2]game.Square{x, y} {
			if drawnClassical(r, sq) != game.NoPlayer && !r.mark(m).glyphs[h].Hidden {
				t.Errorf("the preview draws %v's spooky glyph on the ghost in square %v", m, sq)
			}
		}
	}

	b.SetInteractive(false)
	if got := drawnClassical(r, 9); got != game.NoPlayer {
		t.Errorf("a board that is not interactive previews %v in square 9", got)
	}

	// A board that asks about marks (a practice puzzle) would give its
	// answer away.
	b.SetInteractive(true)
	b.EveryMark = true
	b.Refresh()
	if got := drawnClassical(r, 9); got != game.NoPlayer {
		t.Errorf("a board that asks about marks previews %v in square 9", got)
	}
}

// drawnClassical returns the player whose classical glyph is drawn in sq.
func drawnClassical(r *renderer, sq game.Square) game.Player {
	switch {
	case !r.square(sq).cross[0].Hidden:
		return game.X
	case !r.square(sq).ring.Hidden:
		return game.O
	}
	return game.NoPlayer
}

func TestFinishedGameDrawsLinesWinnerBoldest(t *testing.T) {
	_, r, _ := showBoard(t, simultaneous, fyne.NewSize(450, 450))
	var shown []*canvas.Line
	for _, l := range r.wins {
		if !l.Hidden {
			shown = append(shown, l)
		}
	}
	if len(shown) != 2 {
		t.Fatalf("%d lines drawn, want 2", len(shown))
	}
	g := newGeometry(fyne.NewSize(450, 450), theme.Padding())
	if from, to := g.squareAt(shown[0].Position1), g.squareAt(shown[0].Position2); from != 3 || to != 9 {
		t.Errorf("the first line runs from square %v to %v, want X's from 3 to 9", from, to)
	}
	if shown[0].StrokeWidth <= shown[1].StrokeWidth {
		t.Errorf("the winner's line is %v wide, the other %v", shown[0].StrokeWidth, shown[1].StrokeWidth)
	}
}

// sameColor reports whether two colours look the same, whatever their types.
func sameColor(a, b color.Color) bool {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	return ar == br && ag == bg && ab == bb && aa == ba
}

func TestScreenReadersReadTheBoardSquareBySquare(t *testing.T) {
	b, _, _ := showBoard(t, "X1 1 5\nO2 5 9\nX3 1 9\ncollapse 9\n", fyne.NewSize(300, 300))
	want := "Square 1: classical mark X1. Square 2: empty. Square 3: empty. Square 4: empty. " +
		"Square 5: classical mark O2. Square 6: empty. Square 7: empty. Square 8: empty. Square 9: classical mark X3."
	if got := b.AccessibilityLabel(); got != want {
		t.Errorf("after the collapse the board reads\n%q\nwant\n%q", got, want)
	}
	b.SetState(position(t, "X1 1 5\nO2 5 9\n"))
	if got := b.AccessibilityLabel(); !strings.Contains(got, "Square 5: spooky marks X1, O2.") || !strings.Contains(got, "Square 9: spooky marks O2.") {
		t.Errorf("two spooky pairs read %q", got)
	}
}

// A board resized under a still pointer, as presentation mode does,
// forgets the square the pointer was over: no shading stays there.
func TestResizingForgetsTheHoveredSquare(t *testing.T) {
	b, r, w := showBoard(t, "X1 1 5\n", fyne.NewSize(450, 450))
	var hovers []game.Square
	b.OnHover = func(sq game.Square) { hovers = append(hovers, sq) }
	test.MoveMouse(w.Canvas(), cellCenter(r, 9))
	w.Resize(fyne.NewSize(700, 700))
	if want := []game.Square{9, game.NoSquare}; !slices.Equal(hovers, want) {
		t.Errorf("OnHover got %v, want %v: the hovered square forgotten on resizing", hovers, want)
	}
	if fill := r.square(9).cell.FillColor; fill != colorOf(style.ColorSquare) {
		t.Errorf("after resizing, square 9 is still filled %v", fill)
	}
}

// TestAHintedChoiceStandsOut: the collapse choice a hint advises (or the
// computer is about to make) is filled in the selection colour, and the
// choices' pulse leaves it so.
func TestAHintedChoiceStandsOut(t *testing.T) {
	b, r, _ := showBoard(t, twoCycle, fyne.NewSize(450, 450))
	b.SetHint([]game.Square{5})
	if r.pulse == nil {
		t.Fatal("the choices do not pulse")
	}
	r.pulse.Tick(0.5)
	if fill := r.square(5).cell.FillColor; fill != colorOf(style.ColorSelected) {
		t.Errorf("the hinted choice is filled %v, want the selection colour", fill)
	}
	if fill := r.square(1).cell.FillColor; fill == colorOf(style.ColorSelected) {
		t.Error("the other choice is filled like the hinted one")
	}
}

// TestAPendingCollapseKeepsTheBoardReadable shows lesson 5's crowded cycle
// as a lesson's step does, with the board taking no taps and the pointer
// resting on it: the hovered group is not lit over
// the cycle, only the cycle's tethers are drawn, and every other glyph
// stands on its square's colour so that a tether runs under its letters,
// not through them.
func TestAPendingCollapseKeepsTheBoardReadable(t *testing.T) {
	b, r, w := showBoard(t, "X1 7 9\nO2 8 9\nX3 5 9\nO4 5 6\nX5 2 3\nO6 2 6\nX7 6 9\n", fyne.NewSize(450, 450))
	b.SetInteractive(false)
	b.SetGroup([]game.Square{2, 3, 5, 6, 7, 8, 9})
	test.MoveMouse(w.Canvas(), cellCenter(r, 9).AddXY(0, b.geometry().cell()*0.49))
	for _, sq := range game.Squares {
		if b.Lit(sq) || r.square(sq).cell.FillColor == colorOf(style.ColorEntangled) {
			t.Errorf("square %v is lit as the hovered group over the pending cycle", sq)
		}
	}
	for m, tethered := range map[game.Mark]bool{1: false, 2: false, 3: true, 4: true, 5: false, 6: false, 7: true} {
		if got := !r.mark(m).tether.Hidden; got != tethered {
			t.Errorf("%v's tether drawn: %v, want %v (only the cycle's)", m, got, tethered)
		}
	}
	for h, sq := range [2]game.Square{7, 9} { // X1's two glyphs
		chip := r.mark(1).chips[h]
		if chip.Hidden || chip.FillColor != r.square(sq).cell.FillColor || chip.StrokeWidth != 0 {
			t.Errorf("X1 in square %v stands on a chip hidden %v, filled %v, stroke %v; want one of its square's fill %v without outline",
				sq, chip.Hidden, chip.FillColor, chip.StrokeWidth, r.square(sq).cell.FillColor)
		}
	}
	test.MoveMouse(w.Canvas(), b.geometry().slotCenter(9, 2))
	if r.mark(2).tether.Hidden {
		t.Error("pointing at O2 itself does not show its twin")
	}
}

// A collapse choice clicked as the pointer crosses into it from the other
// choice is held: the window asks for a second click, which counts (the
// walk: a click near the border chose the losing square at once). A
// pointer that comes from outside the board, or no pointer, counts at once.
func TestAClickAsThePointerCrossesIntoAChoiceIsHeld(t *testing.T) {
	b, r, w := showBoard(t, twoCycle, fyne.NewSize(450, 450))
	taps := tapped(b)
	var held []game.Square
	b.OnHeld = func(sq game.Square, _ game.Mark) { held = append(held, sq) }

	test.MoveMouse(w.Canvas(), cellCenter(r, 1))
	test.MoveMouse(w.Canvas(), cellCenter(r, 5))
	test.TapCanvas(w.Canvas(), cellCenter(r, 5))
	if !slices.Equal(held, []game.Square{5}) || len(*taps) != 0 {
		t.Fatalf("a click as the pointer crossed into square 5: held %v, chosen %v; want held 5, nothing chosen", held, *taps)
	}
	test.TapCanvas(w.Canvas(), cellCenter(r, 5))
	if !slices.Equal(*taps, []game.Square{5}) {
		t.Errorf("the second click chose %v, want square 5", *taps)
	}

	b2, r2, w2 := showBoard(t, twoCycle, fyne.NewSize(450, 450))
	taps2 := tapped(b2)
	b2.OnHeld = func(sq game.Square, _ game.Mark) {
		t.Errorf("a click from outside the board on square %v was held", sq)
	}
	test.MoveMouse(w2.Canvas(), cellCenter(r2, 1))
	test.TapCanvas(w2.Canvas(), cellCenter(r2, 1))
	if !slices.Equal(*taps2, []game.Square{1}) {
		t.Errorf("a click from outside the board chose %v, want square 1", *taps2)
	}
}
