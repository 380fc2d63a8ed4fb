package coach

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/loop"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/model"
)

// newTestComputer returns a computer on a model of the bundled lessons in
// English, playing at no pace with fixed dice, and the queue its answers
// land in (await drains it). Nothing follows the model's changes: a test
// calls Update where a window would.
func newTestComputer(t *testing.T) (*Computer, *model.Model, chan func()) {
	t.Helper()
	lessons, err := lesson.Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	m := model.New(lessons, nil, time.Now)
	play := func(act game.Action) error { _, err := m.Play(act); return err }
	queue := make(chan func(), 16)
	c := New(m, play, func() bool { return false }, uitest.Solver(), &loop.Fake{OnDo: func(f func()) { queue <- f }})
	c.Pace = 0
	c.Dice = rand.New(rand.NewPCG(1, 2))
	return c, m, queue
}

// await runs the computer's answers as they come until done reports true.
func await(t *testing.T, queue chan func(), done func() bool) {
	t.Helper()
	for !done() {
		select {
		case f := <-queue:
			f()
		case <-time.After(10 * time.Second):
			t.Fatal("the computer did not answer within 10 s")
		}
	}
}

// recordState returns the position after a game record.
func recordState(t *testing.T, record string) game.State {
	t.Helper()
	r, err := game.Parse("test.qttt", strings.NewReader(record))
	if err != nil {
		t.Fatal(err)
	}
	return r.State()
}

// In presentation mode the coin waits longer before it tosses, so that
// the class sees the cycle and guesses first.
func TestTheCoinWaitsLongerInFrontOfTheClass(t *testing.T) {
	c, m, _ := newTestComputer(t)
	if d := c.coinDelay(); d != CoinDelay {
		t.Errorf("out of presentation mode the coin waits %v, want %v", d, CoinDelay)
	}
	m.SetPresented(true)
	if d := c.coinDelay(); d != ClassCoinDelay || d < 3*time.Second {
		t.Errorf("in presentation mode the coin waits %v, want %v (at least 3 s)", d, ClassCoinDelay)
	}
}
