package solver

import "math/bits"

// successors calls yield with each position one action after p, and
// whether the game is over there with value v, until yield returns false.
func (p *pos) successors(yield func(c pos, v int8, over bool) bool) {
	switch open := p.open(); {
	case p.pending:
		for q := p.loc[p.moves]; q != 0; q &= q - 1 {
			c := *p
			c.collapse(bits.TrailingZeros16(q))
			if v, over := c.result(); !yield(c, v, over) {
				return
			}
		}
	case open&(open-1) == 0:
		c := *p
		c.placeFinal()
		v, over := c.result()
		yield(c, v, over)
	default:
		comp := p.components()
		for q := open; q != 0; q &= q - 1 {
			for r := q & (q - 1); r != 0; r &= r - 1 {
				pair := q&-q | r&-r
				c := *p
				c.place(pair, comp[bits.TrailingZeros16(q)]&pair == pair)
				if !yield(c, draw, false) {
					return
				}
			}
		}
	}
}

// tactics answers "can this player force a win within n actions?", the
// question behind a short horizon, within a budget of positions.
type tactics struct {
	t         *table // when not nil, positions it proves no win for are skipped
	budget    int64  // positions it may still visit
	exhausted bool   // an answer was cut short by the budget
}

// wins reports whether X (if forX) or O can force a win within n actions
// from p, which must be in play. When the budget runs out it answers
// false and sets exhausted.
func (h *tactics) wins(p pos, forX bool, n int) bool {
	if n == 0 {
		return false
	}
	if h.budget <= 0 {
		h.exhausted = true
		return false
	}
	h.budget--
	want := oWins
	if forX {
		want = xWins
	}
	if h.t != nil && !p.pending && p.moves <= tableMoves {
		key := p.key()
		if lo, hi := h.t.load(key); forX && hi < xWins || !forX && lo > oWins {
			return false
		}
	}
	mine := p.xToAct() == forX
	result := !mine
	p.successors(func(c pos, v int8, over bool) bool {
		win := over && v == want
		if !over {
			win = h.wins(c, forX, n-1)
		}
		if win == mine {
			result = mine
			return false
		}
		return true
	})
	return result
}
