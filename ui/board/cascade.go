package board

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/qttt-edu/qttt/game"
)

// DefaultCascadeDuration is how long a collapse cascade of a mark or two
// takes to play at the normal speed: long enough to follow, short enough
// not to wait for.
const DefaultCascadeDuration = time.Second

// LandingPace is the least time each mark of a longer cascade takes to
// land at the normal speed, so that the order they land in can be
// followed (student walk t8 #9: five marks in a second were all classical
// before the student saw which came first).
const LandingPace = 400 * time.Millisecond

// SetCascadeDuration sets how long the next collapse cascades take to play;
// zero or less plays them at once, as when the app's settings turn
// animations off.
func (b *Board) SetCascadeDuration(d time.Duration) { b.cascadeDuration = d }

// cascadeRun is a collapse cascade being animated.
type cascadeRun struct {
	from, to game.State
	steps    []game.Landing
	done     func()
	anim     *fyne.Animation
	progress float32 // 0 at the start, 1 when every mark has landed
}

// PlayCascade animates a collapse: starting from the pending position
// `from`, the marks of `cascade` become classical one after another in
// cascade order, and the board ends showing `to`. Then done, if not nil, is
// called on the UI goroutine. A running animation is skipped to its end
// first. When the app's settings turn animations off, the board shows `to`
// and calls done before PlayCascade returns; so does a cascade duration
// of zero.
func (b *Board) PlayCascade(from game.State, cascade []game.Landing, to game.State, done func()) {
	b.SkipAnimation()
	if len(cascade) == 0 || b.cascadeDuration <= 0 || !fyne.CurrentApp().Settings().ShowAnimations() {
		b.SetState(to)
		if done != nil {
			done()
		}
		return
	}
	run := &cascadeRun{from: from, to: to, steps: cascade, done: done}
	run.anim = fyne.NewAnimation(b.cascadeDuration, func(p float32) {
		if b.run != run {
			return
		}
		if p >= 1 {
			b.SkipAnimation()
			return
		}
		run.progress = p
		b.Refresh()
	})
	run.anim.Curve = fyne.AnimationLinear
	b.run = run
	b.Refresh()
	run.anim.Start()
}

// Animating reports whether a collapse cascade is being animated.
func (b *Board) Animating() bool { return b.run != nil }

// SkipAnimation ends a running cascade animation at once: the board shows
// its final position and its done function is called. It does nothing when
// no animation runs.
func (b *Board) SkipAnimation() {
	run := b.run
	if run == nil {
		return
	}
	run.anim.Stop()
	b.run = nil
	b.state = run.to
	b.hoveredMark = b.spookyMarkAt(b.hovered, b.hoveredMark)
	b.Refresh()
	if run.done != nil {
		run.done()
	}
}

// look is how one mark is drawn in a frame.
type look struct {
	spooky  float32     // opacity of its spooky halves; 0 hides them
	landed  game.Square // where its classical glyph is drawn, NoSquare for nowhere
	opacity float32     // the classical glyph's opacity
	scale   float32     // the classical glyph's size, 1 for full size
}

// Opacities of a collapse preview: the marks that would move fade, and
// ghosts of their classical glyphs show where they would land.
const (
	ghostSpooky    = 0.3
	ghostClassical = 0.45
	ghostNewest    = 0.85 // the newest mark's, the one the choice lands, stands out
)

// looks returns how each mark is drawn now, indexed by mark: as the shown
// position has it, changed by the running animation's progress or by the
// preview of the hovered collapse choice.
func (b *Board) looks() (looks [game.MaxMoves + 1]look) {
	s := b.shown()
	for m := game.Mark(1); m <= s.Newest(); m++ {
		if sq := s.Landed(m); sq != game.NoSquare {
			looks[m] = look{landed: sq, opacity: 1, scale: 1}
		} else {
			looks[m] = look{spooky: 1}
		}
	}
	if run := b.run; run != nil {
		landed := run.progress * float32(len(run.steps))
		for i, l := range run.steps {
			p := min(max(landed-float32(i), 0), 1)
			if p == 0 {
				break
			}
			p = fyne.AnimationEaseOut(p)
			looks[l.Mark] = look{spooky: 1 - p, landed: l.Square, opacity: p, scale: 0.4 + 0.6*p}
		}
		return looks
	}
	for _, l := range b.preview() {
		looks[l.Mark] = look{spooky: ghostSpooky, landed: l.Square, opacity: ghostClassical, scale: 1}
		if l.Mark == s.Newest() {
			looks[l.Mark].opacity = ghostNewest
		}
	}
	return looks
}
