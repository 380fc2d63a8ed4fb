package solver

import (
	"math/bits"

	"github.com/qttt-edu/qttt/game"
)

// Squares inside the solver are bits 0–8 of a uint16: square s of the game
// is bit s-1. A set of squares is such a bit mask.
const allSquares uint16 = 1<<9 - 1

// lineMasks are the eight rows, columns and diagonals as square masks.
var lineMasks = [8]uint16{
	0b000_000_111, 0b000_111_000, 0b111_000_000, // rows
	0b001_001_001, 0b010_010_010, 0b100_100_100, // columns
	0b100_010_001, 0b001_010_100, // diagonals
}

// hasLine[m] reports whether the squares in mask m contain a whole line.
var hasLine [1 << 9]bool

func init() {
	for m := range hasLine {
		for _, l := range lineMasks {
			if uint16(m)&l == l {
				hasLine[m] = true
			}
		}
	}
}

// Values of positions are X's points minus O's in half points, from X's
// side: X maximizes, O minimizes. A line alone is worth a whole point, so
// under either scoring a win is ±2; under Goff's scoring a collapse that
// gives both players a line is worth ±1 (1 point against ½).
const (
	oWins    int8 = -2
	oEarlier int8 = -1 // both lines, O's the earlier (Goff's scoring)
	draw     int8 = 0
	xEarlier int8 = 1 // both lines, X's the earlier (Goff's scoring)
	xWins    int8 = 2
)

// pos is the solver's compact copy of a game.State: a few bit masks and
// small arrays, 38 bytes, copied freely during the search.
type pos struct {
	loc     [10]uint16 // loc[m]: mark m's two squares while spooky, its one square once classical
	num     [9]int8    // num[i]: the classical mark in square bit i, 0 if none
	xs, os  uint16     // squares holding classical X and O marks
	spooky  uint16     // bit m is set while mark m is spooky
	moves   int8       // marks placed so far; the newest is mark moves
	pending bool       // the newest mark closed a cycle and awaits a collapse choice
}

// fromState converts a game position. It reads only what the rules make
// visible: classical marks, spooky pairs and the pending collapse.
func fromState(s *game.State) pos {
	var p pos
	p.moves = int8(s.Moves())
	for m := game.Mark(1); m <= s.Newest(); m++ {
		if sq := s.Landed(m); sq != game.NoSquare {
			p.land(int8(m), int(sq-1))
			continue
		}
		a, b := s.Pair(m)
		p.loc[m] = 1<<(a-1) | 1<<(b-1)
		p.spooky |= 1 << m
	}
	p.pending = s.Phase() == game.PhaseChoose
	return p
}

// xToAct reports whether X acts next. The chooser of a pending collapse
// is the opponent of the newest mark's player, who also places the next
// mark, so in every phase the parity of moves tells who acts.
func (p *pos) xToAct() bool { return p.moves%2 == 0 }

// open returns the squares without a classical mark.
func (p *pos) open() uint16 { return allSquares &^ (p.xs | p.os) }

// land makes mark m classical in square bit sq.
func (p *pos) land(m int8, sq int) {
	p.loc[m] = 1 << sq
	p.num[sq] = m
	if m%2 == 1 {
		p.xs |= 1 << sq
	} else {
		p.os |= 1 << sq
	}
	p.spooky &^= 1 << m
}

// components returns, for each square bit, the set of squares linked to it
// through spooky marks (itself included).
func (p *pos) components() (comp [9]uint16) {
	for i := range comp {
		comp[i] = 1 << i
	}
	for s := p.spooky; s != 0; s &= s - 1 {
		pair := p.loc[bits.TrailingZeros16(s)]
		u := comp[bits.TrailingZeros16(pair)] | comp[bits.Len16(pair)-1]
		for q := u; q != 0; q &= q - 1 {
			comp[bits.TrailingZeros16(q)] = u
		}
	}
	return comp
}

// place plays the next mark as a spooky pair in squares mask pair; closes
// tells whether the pair closes a cycle.
func (p *pos) place(pair uint16, closes bool) {
	p.moves++
	p.loc[p.moves] = pair
	p.spooky |= 1 << p.moves
	p.pending = closes
}

// placeFinal plays X's ninth mark as a single classical mark in the one
// open square.
func (p *pos) placeFinal() {
	p.moves++
	p.land(p.moves, bits.TrailingZeros16(p.open()))
}

// collapse lands the newest mark in square bit sq and lets every mark of
// its group follow: each square of a collapsing group ends up with exactly
// one classical mark, so the order of the cascade does not matter.
func (p *pos) collapse(sq int) {
	p.land(p.moves, sq)
	p.pending = false
	for frontier := uint16(1) << sq; frontier != 0; {
		var next uint16
		for s := p.spooky; s != 0; s &= s - 1 {
			m := int8(bits.TrailingZeros16(s))
			if pair := p.loc[m]; pair&frontier != 0 {
				to := pair &^ frontier
				p.land(m, bits.TrailingZeros16(to))
				next |= to
			}
		}
		frontier = next
	}
}

// result tells whether the classical marks end the game and with which
// value under this app's rules: a line wins, the earlier completed line if
// both players have one, and a full board without a line is a draw.
func (p *pos) result() (v int8, over bool) { return p.scored(EarlierLine) }

// scored is result under scoring sc.
func (p *pos) scored(sc Scoring) (v int8, over bool) {
	x, o := hasLine[p.xs], hasLine[p.os]
	switch {
	case x && o:
		xFirst := p.earliestLine(p.xs) < p.earliestLine(p.os)
		switch {
		case sc == GoffPoints && xFirst:
			return xEarlier, true
		case sc == GoffPoints:
			return oEarlier, true
		case xFirst:
			return xWins, true
		}
		return oWins, true
	case x:
		return xWins, true
	case o:
		return oWins, true
	case p.xs|p.os == allSquares:
		return draw, true
	}
	return draw, false
}

// earliestLine returns the lowest, over the lines inside mask own, of the
// line's highest move number: when it was completed.
func (p *pos) earliestLine(own uint16) int8 {
	earliest := int8(game.MaxMoves + 1)
	for _, l := range lineMasks {
		if own&l != l {
			continue
		}
		var last int8
		for q := l; q != 0; q &= q - 1 {
			last = max(last, p.num[bits.TrailingZeros16(q)])
		}
		earliest = min(earliest, last)
	}
	return earliest
}
