// Package board draws a quantum tic-tac-toe position as a Fyne widget that
// scales from a laptop to a classroom projector: spooky and classical marks,
// the cycle awaiting collapse with its two pulsing choices, a preview of
// each choice, the collapse cascade as an animation, and the winning lines.
// What a tap means is up to the window around it.
package board

import (
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
)

// Board is a canvas-drawn 3×3 quantum tic-tac-toe board.
type Board struct {
	widget.BaseWidget

	// OnSquare is called when a square that can be played now is tapped:
	// during a move any square without a classical mark, during a pending
	// collapse one of the newest mark's two squares. The window decides
	// what the tap means (the first or second square of a move, a cancel,
	// or a collapse choice).
	OnSquare func(sq game.Square)
	// OnRefused is called when a square that cannot be played now is
	// tapped (it holds a classical mark, the board takes no input, it is
	// not one of a collapse's two squares), for the window to say why.
	OnRefused func(sq game.Square)
	// OnMark is called when, while a collapse is pending, a spooky mark
	// other than the newest is tapped: by the rules only where the newest
	// mark lands is chosen, so the tap is not taken as a choice of the
	// square the mark sits in; the window says what it means. Without
	// OnMark such a tap counts as a tap on its square.
	OnMark func(sq game.Square, m game.Mark)
	// EveryMark passes a tap on the newest mark, too, to OnMark, and
	// previews no collapse choice: for a board that asks about marks, as a
	// practice puzzle does, rather than taking the collapse choice.
	EveryMark bool
	// OnHover is called when the pointer enters a square, with
	// game.NoSquare when it leaves the board.
	OnHover func(sq game.Square)
	// OnHeld is called, in place of OnSquare, when a collapse choice is
	// clicked within SettleTime of the pointer crossing into it from
	// another square (m is 0), or clicked on another spooky mark than the
	// newest (m): the click may have been meant for the other square, or
	// for mark m rather than the square, so the board shows the choice's
	// preview and the window asks for a second click, which counts.
	// Without OnHeld the first kind counts at once and the second goes to
	// OnMark.
	OnHeld func(sq game.Square, m game.Mark)

	state       game.State
	selected    game.Square
	hint        [10]bool // by square: the squares of SetHint
	group       [10]bool // by square: the squares of SetGroup
	interactive bool
	hovered     game.Square // the square under the pointer
	hoveredMark game.Mark   // the spooky mark under the pointer, 0 for none
	crossedFrom game.Square // the square the pointer came from into the hovered one, NoSquare for outside the board
	crossedAt   time.Time   // when it did
	held        game.Square // the collapse choice clicked once on another mark, whose next click counts; NoSquare for none
	run         *cascadeRun // the collapse being animated, nil for none

	cascadeDuration time.Duration // see SetCascadeDuration
	focusedAt       atomic.Int64  // when the window got the focus (WindowFocused), in Unix nanoseconds; 0 for never
}

var (
	_ fyne.Tappable      = (*Board)(nil)
	_ desktop.Hoverable  = (*Board)(nil)
	_ desktop.Cursorable = (*Board)(nil)
)

// New returns an interactive board showing the empty position.
func New() *Board {
	b := &Board{interactive: true, cascadeDuration: DefaultCascadeDuration}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer returns the board's renderer. It is called by Fyne.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	b.ExtendBaseWidget(b)
	return newRenderer(b)
}

// SetState shows position s at once. A running cascade animation stops
// without calling its done function.
func (b *Board) SetState(s game.State) {
	if b.run != nil {
		b.run.anim.Stop()
		b.run = nil
	}
	b.state = s
	b.held = game.NoSquare
	b.hoveredMark = b.spookyMarkAt(b.hovered, b.hoveredMark)
	b.Refresh()
}

// SetSelected highlights sq as the first square of a half-made move;
// game.NoSquare clears the selection.
func (b *Board) SetSelected(sq game.Square) {
	if sq == b.selected {
		return
	}
	b.selected = sq
	b.Refresh()
}

// SetHint lights the squares of the action a hint advises; nil clears
// them. The hint's squares and the group of SetGroup have one owner each
// and are lit together, so neither clears the other's.
func (b *Board) SetHint(squares []game.Square) { b.setLit(&b.hint, squares) }

// SetGroup lights an entangled group, for example the one the teaching
// panel points at; nil clears it.
func (b *Board) SetGroup(squares []game.Square) { b.setLit(&b.group, squares) }

// setLit makes the squares the ones lit in *set.
func (b *Board) setLit(set *[10]bool, squares []game.Square) {
	var lit [10]bool
	for _, sq := range squares {
		if sq.Valid() {
			lit[sq] = true
		}
	}
	if lit == *set {
		return
	}
	*set = lit
	b.Refresh()
}

// Lit reports whether square sq is lit by the hint or the group. While a
// collapse is pending the group is not lit: the cycle's outline and its
// two choices are what to look at, and its group, often most of the
// board, would drown them.
func (b *Board) Lit(sq game.Square) bool {
	if !sq.Valid() {
		return false
	}
	_, pending := b.state.Cycle()
	return b.hint[sq] || b.group[sq] && !pending
}

// SetInteractive turns taps and collapse previews on or off: off while the
// computer thinks or while an earlier position is reviewed. Hovering still
// shows a mark's twin and still calls OnHover.
func (b *Board) SetInteractive(on bool) {
	if on == b.interactive {
		return
	}
	b.interactive = on
	b.Refresh()
}

// FocusClick is how long after its window gets the keyboard focus a tap
// on the board is taken for the click that gave it the focus: that click
// (the teacher coming back from the presenter view) picks nothing.
const FocusClick = 400 * time.Millisecond

// WindowFocused tells b that its window got the keyboard focus from
// outside the app at t: a click on it, Alt+Tab. It may be called on any
// goroutine.
func (b *Board) WindowFocused(t time.Time) { b.focusedAt.Store(t.UnixNano()) }

// Tapped passes a tap on a square that can be played to OnSquare, and
// one on any other square to OnRefused; a first tap on a collapse choice
// that may have been meant otherwise goes to OnHeld, and one on another
// mark than the newest elsewhere to OnMark. A tap during a cascade
// animation skips to its end instead, and the click that gave the window
// the focus picks nothing.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	if b.run != nil {
		b.SkipAnimation()
		return
	}
	if at := b.focusedAt.Load(); at != 0 && time.Since(time.Unix(0, at)) < FocusClick {
		return
	}
	sq, m := b.geometry().slotAt(ev.Position)
	m = b.spookyMarkAt(sq, m)
	switch {
	case sq == game.NoSquare:
	case b.heldByMark(sq, m) && sq != b.held:
		b.held = sq // the next click there is taken
		b.OnHeld(sq, m)
	case b.otherMark(m) && !b.heldByMark(sq, m):
		b.OnMark(sq, m)
	case b.offered(sq) && b.hasty(sq):
		b.crossedFrom, b.held = game.NoSquare, sq // the next click is taken
		b.OnHeld(sq, 0)
	case b.offered(sq):
		if b.OnSquare != nil {
			b.OnSquare(sq)
		}
	case b.OnRefused != nil:
		b.OnRefused(sq)
	}
}

// SettleTime is how long the pointer rests in a collapse choice, having
// crossed into it from another square, before a click there counts at
// once: a click near the border between the two choices, as the pointer
// crosses it, may have been meant for the other one.
const SettleTime = 400 * time.Millisecond

// hasty reports whether a click on square sq, a collapse choice, came
// within SettleTime of the pointer crossing into it from another square.
func (b *Board) hasty(sq game.Square) bool {
	_, pending := b.state.Cycle()
	return pending && b.OnHeld != nil && sq == b.hovered && b.crossedFrom != game.NoSquare &&
		time.Since(b.crossedAt) < SettleTime
}

// Cursor shows a pointing hand over a square that can be played now.
func (b *Board) Cursor() desktop.Cursor {
	if b.takesHovered() {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// MouseIn follows the pointer onto the board.
func (b *Board) MouseIn(ev *desktop.MouseEvent) { b.hover(ev.Position) }

// MouseMoved follows the pointer over the board.
func (b *Board) MouseMoved(ev *desktop.MouseEvent) { b.hover(ev.Position) }

// Resize gives the board a new size. The squares then move under a
// pointer that stays still, as when presentation mode fills the screen:
// the square it was over is forgotten until it moves again, so that no
// hover shading stays where the pointer no longer is.
func (b *Board) Resize(size fyne.Size) {
	if size != b.Size() {
		b.MouseOut()
	}
	b.BaseWidget.Resize(size)
}

// MouseOut clears the hover highlight when the pointer leaves.
func (b *Board) MouseOut() { b.setHover(game.NoSquare, 0) }

// hover notes the square and spooky mark under pointer position p.
func (b *Board) hover(p fyne.Position) {
	sq, m := b.geometry().slotAt(p)
	b.setHover(sq, b.spookyMarkAt(sq, m))
}

// setHover records what the pointer is over, redraws if that changed and
// tells OnHover when the square changed.
func (b *Board) setHover(sq game.Square, m game.Mark) {
	if sq == b.hovered && m == b.hoveredMark {
		return
	}
	moved := sq != b.hovered
	if moved {
		b.crossedFrom, b.crossedAt = b.hovered, time.Now()
		b.held = game.NoSquare
	}
	b.hovered, b.hoveredMark = sq, m
	b.Refresh()
	if moved && b.OnHover != nil {
		b.OnHover(sq)
	}
}

// spookyMarkAt returns m if it is a spooky mark in square sq of the shown
// position, else 0.
func (b *Board) spookyMarkAt(sq game.Square, m game.Mark) game.Mark {
	s := b.shown()
	if sq == game.NoSquare || !s.IsSpooky(m) {
		return 0
	}
	if x, y := s.Pair(m); sq != x && sq != y {
		return 0
	}
	return m
}

// geometry places the board in the widget's current size.
func (b *Board) geometry() geometry {
	return newGeometry(b.Size(), b.Theme().Size(theme.SizeNamePadding))
}

// shown returns the position drawn under the marks: during a cascade
// animation the position before the collapse.
func (b *Board) shown() *game.State {
	if b.run != nil {
		return &b.run.from
	}
	return &b.state
}

// offered reports whether a tap on square sq means something now.
func (b *Board) offered(sq game.Square) bool {
	if !b.interactive || b.run != nil || !sq.Valid() {
		return false
	}
	switch b.state.Phase() {
	case game.PhasePlace, game.PhasePlaceFinal:
		return b.state.Classical(sq) == 0
	case game.PhaseChoose:
		return b.isChoice(sq)
	}
	return false
}

// otherMark reports whether a tap on spooky mark m goes to OnMark: a
// collapse is pending, m is not its newest mark (or EveryMark is set), and
// the board takes taps.
func (b *Board) otherMark(m game.Mark) bool {
	return m != 0 && b.OnMark != nil && b.interactive && b.run == nil &&
		b.state.Phase() == game.PhaseChoose && (m != b.state.Newest() || b.EveryMark)
}

// heldByMark reports whether a tap on spooky mark m in square sq, a
// collapse choice, is held for a second click as a choice of sq: m is not
// the newest mark, so the click may have meant m rather than the square.
func (b *Board) heldByMark(sq game.Square, m game.Mark) bool {
	return b.otherMark(m) && !b.EveryMark && b.OnHeld != nil && b.isChoice(sq)
}

// takesHovered reports whether a tap where the pointer is now would
// choose or play its square, at once or after a second click: on a square
// offered, and on another mark than a collapse's newest only in one of its
// two squares.
func (b *Board) takesHovered() bool {
	return b.offered(b.hovered) && (!b.otherMark(b.hoveredMark) || b.heldByMark(b.hovered, b.hoveredMark))
}

// isChoice reports whether sq is one of the two squares the newest mark can
// land in while a collapse is pending and no animation runs.
func (b *Board) isChoice(sq game.Square) bool {
	if b.run != nil || b.state.Phase() != game.PhaseChoose {
		return false
	}
	x, y := b.state.Pair(b.state.Newest())
	return sq == x || sq == y
}

// preview returns the cascade that choosing the hovered square would set
// off, or nil when no collapse choice is hovered.
func (b *Board) preview() []game.Landing {
	if b.state.Phase() != game.PhaseChoose || !b.takesHovered() || b.EveryMark {
		return nil
	}
	cascade, _ := b.state.Preview(b.hovered)
	return cascade
}
