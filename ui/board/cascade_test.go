package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/qttt-edu/qttt/game"
)

// chooseNine returns the long cycle's position, the collapse that landing X9
// in square 9 sets off and the position after it: X9 lands in 9, X3 in 6,
// O8 in 7 and X7 in 5, which gives O the column 1-4-7.
func chooseNine(t *testing.T) (from game.State, cascade []game.Landing, to game.State) {
	t.Helper()
	from = position(t, longCycle)
	to = from
	cascade, err := to.Apply(game.ChooseAction(9))
	if err != nil {
		t.Fatal(err)
	}
	return from, cascade, to
}

func TestCascadeEndsInTheFinalStateAndCallsDone(t *testing.T) {
	b, r, _ := showBoard(t, longCycle, fyne.NewSize(450, 450))
	from, cascade, to := chooseNine(t)
	calls := 0
	b.PlayCascade(from, cascade, to, func() { calls++ })

	// The test driver runs an animation to its end as soon as it starts.
	if calls != 1 {
		t.Fatalf("done called %d times, want once", calls)
	}
	if b.state != to || b.run != nil {
		t.Error("the board does not show the position after the collapse")
	}
	for sq, want := range map[game.Square]game.Player{9: game.X, 6: game.X, 7: game.O, 5: game.X} {
		if got := drawnClassical(r, sq); got != want {
			t.Errorf("square %v shows %v, want %v", sq, got, want)
		}
	}
	if r.wins[0].Hidden {
		t.Error("O's winning line is not drawn")
	}
}

// startCascade puts b in the middle of the long cycle's collapse, as if the
// animation had run for the given fraction of its time, and returns how
// many times done was called.
func startCascade(t *testing.T, b *Board, progress float32) *int {
	from, cascade, to := chooseNine(t)
	calls := new(int)
	b.run = &cascadeRun{
		from: from, to: to, steps: cascade,
		done:     func() { *calls++ },
		anim:     fyne.NewAnimation(DefaultCascadeDuration, func(float32) {}),
		progress: progress,
	}
	b.Refresh()
	return calls
}

func TestCascadeLandsMarksInCascadeOrder(t *testing.T) {
	b, r, _ := showBoard(t, longCycle, fyne.NewSize(450, 450))
	startCascade(t, b, 0.5)
	// Half way through four steps: X9 and X3 have landed, O8 and X7 are
	// still spooky, and the cycle is no longer drawn.
	for sq, want := range map[game.Square]game.Player{9: game.X, 6: game.X, 7: game.NoPlayer, 5: game.NoPlayer} {
		if got := drawnClassical(r, sq); got != want {
			t.Errorf("half way, square %v shows %v, want %v", sq, got, want)
		}
	}
	for _, m := range []game.Mark{7, 8} {
		if r.mark(m).glyphs[0].Hidden || r.mark(m).glyphs[1].Hidden {
			t.Errorf("half way, mark %v is no longer spooky", m)
		}
	}
	for _, m := range []game.Mark{3, 9} {
		if !r.mark(m).glyphs[0].Hidden {
			t.Errorf("half way, mark %v is still spooky", m)
		}
	}
	for _, sq := range game.Squares {
		if r.square(sq).overlay.StrokeWidth != 0 {
			t.Errorf("square %v is outlined during the animation", sq)
		}
	}
}

func TestTapSkipsTheCascade(t *testing.T) {
	b, r, _ := showBoard(t, longCycle, fyne.NewSize(450, 450))
	taps := tapped(b)
	calls := startCascade(t, b, 0.3)
	test.TapAt(b, cellCenter(r, 5))
	if *calls != 1 || b.run != nil {
		t.Fatalf("after a tap done was called %d times and the animation runs: %v", *calls, b.run != nil)
	}
	if len(*taps) != 0 {
		t.Errorf("the tap that skipped the animation also reached %v", *taps)
	}
	if got := drawnClassical(r, 5); got != game.X {
		t.Errorf("square 5 shows %v after the skip, want X", got)
	}
	b.SkipAnimation()
	if *calls != 1 {
		t.Errorf("done called %d times, want once", *calls)
	}
}

func TestSetStateStopsTheCascadeWithoutDone(t *testing.T) {
	b, r, _ := showBoard(t, longCycle, fyne.NewSize(450, 450))
	calls := startCascade(t, b, 0.3)
	b.SetState(position(t, opening))
	if *calls != 0 || b.run != nil {
		t.Errorf("SetState: done called %d times, animation runs: %v", *calls, b.run != nil)
	}
	if got := drawnClassical(r, 9); got != game.NoPlayer {
		t.Errorf("square 9 shows %v in the opening", got)
	}
}
