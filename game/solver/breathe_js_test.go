//go:build js

package solver

import (
	"testing"
	"time"

	"github.com/qttt-edu/qttt/game"
)

// TestSearchLetsOthersRun solves the empty board with a new solver (half a
// second or more in a browser) while another goroutine asks to run every
// 5 ms, as the browser's drawing and input would. Without breaks the search
// holds the one thread to the end and that goroutine runs once at most;
// with them it runs every few dozen milliseconds. Counting its turns, not
// timing them, keeps the test steady on a busy machine.
//
//	GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./game/solver
func TestSearchLetsOthersRun(t *testing.T) {
	done := make(chan []Scored)
	start := time.Now()
	go func() { done <- New().Evaluate(game.State{}) }()
	turns := 0
	for {
		select {
		case scored := <-done:
			if len(scored) != 36 {
				t.Fatalf("Evaluate gave %d actions on the empty board, want 36", len(scored))
			}
			t.Logf("the search took %v; another goroutine ran %d times meanwhile", time.Since(start), turns)
			if turns < 5 {
				t.Errorf("another goroutine ran %d times while the solver searched for %v; want 5 or more", turns, time.Since(start))
			}
			return
		case <-time.After(5 * time.Millisecond):
			turns++
		}
	}
}
