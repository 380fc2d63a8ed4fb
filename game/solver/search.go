package solver

import "math/bits"

// tableMoves is the last move count whose positions go into the table;
// later ones are searched again, which is cheaper than keying them.
const tableMoves = 7

// search is one goroutine's alpha-beta search over a shared table.
type search struct {
	t       *table
	scoring Scoring
	nodes   int64 // positions visited
	// history[mover][pair] grows each time the mover's pair caused a
	// cutoff, the more the earlier in the game; pairs are tried in order
	// of it, the strongest first.
	history [2][1 << 9]int64
}

// squareWeight orders pairs before the search has any history: pairs
// through the centre first, then through corners, as measured fastest.
var squareWeight = [9]int64{
	2, 1, 2,
	1, 5, 1,
	2, 1, 2,
}

// newSearch returns a search over table t, scoring finished games by sc,
// with its history seeded by squareWeight.
func newSearch(t *table, sc Scoring) *search {
	s := &search{t: t, scoring: sc}
	for i := range 9 {
		for j := i + 1; j < 9; j++ {
			w := squareWeight[i] + squareWeight[j]
			s.history[0][1<<i|1<<j], s.history[1][1<<i|1<<j] = w, w
		}
	}
	return s
}

// value returns the position's value if it lies strictly between alpha
// and beta; otherwise a bound on the same side of the window (fail-soft).
// Values are from X's side: X maximizes, O minimizes.
func (s *search) value(p pos, alpha, beta int8) int8 {
	s.nodes++
	if breathing && s.nodes&breatheMask == 0 {
		breathe()
	}
	if p.pending {
		return s.choose(p, alpha, beta)
	}
	open := p.open()
	if open&(open-1) == 0 { // one square left: X's ninth mark
		if hasLine[p.xs|open] {
			return xWins
		}
		return draw
	}
	var key uint64
	cached := p.moves <= tableMoves
	if cached {
		key = p.key()
		lo, hi := s.t.load(key)
		if lo == hi || lo >= beta || hi <= alpha {
			if lo >= beta {
				return lo
			}
			return hi
		}
		alpha, beta = max(alpha, lo), min(beta, hi)
	}
	v := s.moves(p, open, alpha, beta)
	if cached {
		lo, hi := oWins, xWins
		switch {
		case v <= alpha:
			hi = v
		case v >= beta:
			lo = v
		default:
			lo, hi = v, v
		}
		s.t.store(key, lo, hi, p.moves)
	}
	return v
}

// moves searches every pair the player to move may place: those that
// close a cycle first, as they force the game on (this alone divides the
// positions searched by three), and each kind in order of history.
//
// A pair that closes a cycle lets the opponent choose where the new mark
// lands, and where it lands decides the whole collapse: the mark in square
// a pushes every other mark of the group away from a, so the outcome is
// the same whichever square in a's group the pair's other mark is in.
// Those outcomes are therefore searched once per square and shared by
// every cycle-closing pair through it.
func (s *search) moves(p pos, open uint16, alpha, beta int8) int8 {
	comp := p.components()
	hist := &s.history[p.moves%2]
	var pairs [36]uint16
	var closes [36]bool
	n := 0
	for q := open; q != 0; q &= q - 1 {
		for r := q & (q - 1); r != 0; r &= r - 1 {
			pair := q&-q | r&-r
			c := comp[bits.TrailingZeros16(q)]&pair == pair
			i := n // insertion sort: n ≤ 36
			for ; i > 0 && (c && !closes[i-1] || c == closes[i-1] && hist[pair] > hist[pairs[i-1]]); i-- {
				pairs[i], closes[i] = pairs[i-1], closes[i-1]
			}
			pairs[i], closes[i] = pair, c
			n++
		}
	}
	maximize := p.xToAct()
	best := xWins
	if maximize {
		best = oWins
	}
	landings := landings{p: p}
	for i, pair := range pairs[:n] {
		var v int8
		if closes[i] {
			v = s.chosen(&landings, pair, !maximize, alpha, beta)
		} else {
			c := p
			c.place(pair, false)
			v = s.value(c, alpha, beta)
		}
		if maximize && v > best {
			best, alpha = v, max(alpha, v)
		} else if !maximize && v < best {
			best, beta = v, min(beta, v)
		}
		if alpha >= beta {
			hist[pair] += 1 << (2 * (9 - p.moves))
			return best
		}
	}
	return best
}

// landings remembers, for one position, the value of landing a
// cycle-closing mark in each square (a bound, as value returns it, for the
// window it was found with; the window only narrows within one node, so
// the bound stays good for it).
type landings struct {
	p     pos
	known uint16
	value [9]int8
}

// landing returns the value after the next mark closes a cycle and lands
// in square bit sq.
func (s *search) landing(l *landings, sq int, alpha, beta int8) int8 {
	if l.known&(1<<sq) == 0 {
		s.nodes++
		c := l.p
		c.place(1<<sq, true)
		c.collapse(sq)
		v, over := c.scored(s.scoring)
		if !over {
			v = s.value(c, alpha, beta)
		}
		l.value[sq] = v
		l.known |= 1 << sq
	}
	return l.value[sq]
}

// chosen returns the value of a cycle-closing pair: the better of its two
// landings for the chooser, X if maximize.
func (s *search) chosen(l *landings, pair uint16, maximize bool, alpha, beta int8) int8 {
	a, b := bits.TrailingZeros16(pair), bits.Len16(pair)-1
	if l.known&(1<<a) == 0 { // an outcome already known is looked at first
		a, b = b, a
	}
	v := s.landing(l, a, alpha, beta)
	if maximize && v >= beta || !maximize && v <= alpha {
		return v
	}
	w := s.landing(l, b, alpha, beta)
	if maximize {
		return max(v, w)
	}
	return min(v, w)
}

// choose searches the two squares the chooser may land the newest mark
// in. Both collapses are made first, so that one ending the game in the
// chooser's favour needs no search of the other.
func (s *search) choose(p pos, alpha, beta int8) int8 {
	maximize := p.xToAct()
	pair := p.loc[p.moves]
	var children [2]pos
	var values [2]int8
	var over [2]bool
	for i, q := 0, pair; q != 0; i, q = i+1, q&(q-1) {
		children[i] = p
		children[i].collapse(bits.TrailingZeros16(q))
		values[i], over[i] = children[i].scored(s.scoring)
		if over[i] && (maximize && values[i] == xWins || !maximize && values[i] == oWins) {
			return values[i]
		}
	}
	best := xWins
	if maximize {
		best = oWins
	}
	for i := range children {
		v := values[i]
		if !over[i] {
			v = s.value(children[i], alpha, beta)
		}
		if maximize && v > best {
			best, alpha = v, max(alpha, v)
		} else if !maximize && v < best {
			best, beta = v, min(beta, v)
		}
		if alpha >= beta {
			return best
		}
	}
	return best
}
