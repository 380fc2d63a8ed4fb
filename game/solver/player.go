package solver

import (
	"math/bits"
	"math/rand/v2"

	"github.com/qttt-edu/qttt/game"
)

// Level is the strength of a computer opponent.
type Level int8

// The levels, weakest first.
const (
	// Beginner plays any legal move and makes any collapse choice, at
	// random.
	Beginner Level = iota
	// Club takes a win it can force within clubHorizon actions, mostly
	// guards against a win the opponent could force within clubThreat
	// actions, otherwise plays what looks best at a glance (lines still
	// open to it, spooky marks on busy squares), and now and then plays at
	// random.
	Club
	// Perfect never lets its outcome slip: it wins whenever its position
	// is won, choosing the quickest win it finds, and when lost it holds
	// out for as long as it can.
	Perfect
)

// How the Club player plays.
const (
	clubHorizon   = 3   // actions ahead, its own included, it sees its wins
	clubThreat    = 3   // actions ahead it sees the opponent's wins
	clubGuards    = 0.9 // how often it avoids a threat it sees
	clubBlunders  = 0.1 // how often it plays at random instead
	clubBudget    = 3e5 // positions it may look at for one action
	perfectReach  = 12  // actions ahead Perfect looks for the quickest win
	perfectBudget = 3e3 // positions it may look at for that
)

// Pick returns the action a computer opponent of level lvl takes in st,
// drawing its random choices from rng. It returns ok == false once the
// game is over.
func (s *Solver) Pick(st game.State, lvl Level, rng *rand.Rand) (a game.Action, ok bool) {
	acts := st.Legal()
	if len(acts) == 0 {
		return game.Action{}, false
	}
	order := rng.Perm(len(acts))
	switch lvl {
	case Perfect:
		return s.perfect(st, acts, order, false), true
	case Club:
		return club(st, acts, order, rng), true
	}
	return acts[order[0]], true
}

// Best returns a perfect action in st: the first, in the order of
// st.Legal, of those Perfect would choose from. It returns ok == false
// once the game is over. The answer depends on st alone, not on what the
// solver's table happens to hold from earlier searches, so that a hint
// names the same move every time (and in every language's phrasebook).
func (s *Solver) Best(st game.State) (a game.Action, ok bool) {
	acts := st.Legal()
	if len(acts) == 0 {
		return game.Action{}, false
	}
	order := make([]int, len(acts))
	for i := range order {
		order[i] = i
	}
	return s.perfect(st, acts, order, true), true
}

// option is an action with the position it leads to.
type option struct {
	action game.Action
	next   pos
	over   bool
	value  int8 // the result, once over
}

// options returns the actions of st in the given order with their
// positions.
func options(st game.State, acts []game.Action, order []int) []option {
	opts := make([]option, len(acts))
	for i, j := range order {
		next := st
		if _, err := next.Apply(acts[j]); err != nil {
			panic("solver: a legal action failed: " + err.Error())
		}
		opts[i] = option{action: acts[j], next: fromState(&next), over: next.Over()}
		if opts[i].over {
			opts[i].value, _ = opts[i].next.result()
		}
	}
	return opts
}

// perfect returns the first action in order that keeps st's value for the
// player to act, preferring the quickest forced win or, when every action
// loses, the one whose loss takes the longest to force. Unless exact, it
// takes a shortcut through what the table already holds, so that its
// choice among equally good actions depends on earlier searches; exact
// makes the choice a function of st and order alone.
func (s *Solver) perfect(st game.State, acts []game.Action, order []int, exact bool) game.Action {
	p := fromState(&st)
	forX := p.xToAct()
	v := s.solve(p)
	opts := options(st, acts, order)
	mine, theirs := xWins, oWins
	if !forX {
		mine, theirs = oWins, xWins
	}
	h := tactics{t: s.t(), budget: perfectBudget}
	if exact {
		h.t = nil // what the table holds would change where the budget runs out
	}
	switch v {
	case mine:
		for n := 0; n < perfectReach && !h.exhausted; n++ {
			for _, o := range opts {
				if o.over && o.value == mine || !o.over && h.wins(o.next, forX, n) {
					return o.action
				}
			}
		}
	case theirs:
		return longestLoss(opts, !forX, &h).action
	}
	if exact { // the first in order that keeps the value, by search
		for _, o := range opts {
			if o.over && o.value == v || !o.over && s.holds(o.next, v, forX) {
				return o.action
			}
		}
		panic("solver: no action keeps the position's value")
	}
	for _, o := range opts { // first those the table already vouches for
		if o.over && o.value == v || !o.over && s.known(o.next, v, forX) {
			return o.action
		}
	}
	for _, o := range opts {
		if !o.over && s.holds(o.next, v, forX) {
			return o.action
		}
	}
	panic("solver: no action keeps the position's value")
}

// known reports whether the table alone shows that position p is worth at
// least v to X (if forX) or at most v to O. A pending collapse is looked
// through to the positions it may lead to.
func (s *Solver) known(p pos, v int8, forX bool) bool {
	if p.pending {
		chooserIsMe := p.xToAct() == forX
		all := true
		for q := p.loc[p.moves]; q != 0; q &= q - 1 {
			c := p
			c.collapse(bits.TrailingZeros16(q))
			w, over := c.result()
			ok := over && (forX && w >= v || !forX && w <= v) || !over && s.known(c, v, forX)
			if ok && chooserIsMe {
				return true
			}
			all = all && ok
		}
		return all && !chooserIsMe
	}
	if p.moves > tableMoves {
		return false
	}
	key := p.key()
	lo, hi := s.t().load(key)
	return forX && lo >= v || !forX && hi <= v
}

// holds reports whether position p is worth at least v to X (if forX) or
// at most v to O: a search with a window just around v.
func (s *Solver) holds(p pos, v int8, forX bool) bool {
	w := newSearch(s.t(), s.scoring)
	defer s.nodes.Add(w.nodes)
	if forX {
		return w.value(p, v-1, v) >= v
	}
	return w.value(p, v, v+1) <= v
}

// longestLoss returns the option after which the winner, X if winnerX,
// needs the most actions to force the win, as far as the budget lets h
// look; among equals the first.
func longestLoss(opts []option, winnerX bool, h *tactics) option {
	left := opts
	for n := 0; len(left) > 1 && !h.exhausted; n++ {
		var hold []option
		for _, o := range left {
			if !o.over && !h.wins(o.next, winnerX, n) {
				hold = append(hold, o)
			}
		}
		if len(hold) == 0 {
			break
		}
		left = hold
	}
	return left[0]
}

// club returns the Club player's action: see Club. Where it sees nothing
// to win or to guard against, it takes the action that looks best by
// clubScore.
func club(st game.State, acts []game.Action, order []int, rng *rand.Rand) game.Action {
	opts := options(st, acts, order)
	if rng.Float64() < clubBlunders {
		return opts[0].action
	}
	forX := st.ToAct() == game.X
	mine, theirs := oWins, xWins
	if forX {
		mine, theirs = xWins, oWins
	}
	h := tactics{budget: clubBudget}
	for _, o := range opts {
		if o.over && o.value == mine || !o.over && h.wins(o.next, forX, clubHorizon-1) {
			return o.action
		}
	}
	candidates := opts
	if rng.Float64() < clubGuards {
		var safe []option
		for _, o := range opts {
			if o.over && o.value != theirs || !o.over && !h.wins(o.next, !forX, clubThreat) {
				safe = append(safe, o)
			}
		}
		if len(safe) > 0 {
			candidates = safe
		}
	}
	best := candidates[0]
	for _, o := range candidates[1:] {
		if clubScore(o, forX) > clubScore(best, forX) {
			best = o
		}
	}
	return best.action
}

// clubScore is how good the position after o looks to the player to act
// (X if forX) at a glance: lines it can still complete, the more of its
// classical marks in them the better, less the same for the opponent, and
// spooky marks in squares that lie on many lines.
func clubScore(o option, forX bool) int {
	if o.over { // a draw or a loss: any win was taken before scoring
		if o.value == draw {
			return 0
		}
		return -100
	}
	p := &o.next
	own, other := p.xs, p.os
	if !forX {
		own, other = other, own
	}
	score := 0
	for _, l := range lineMasks {
		m, t := bits.OnesCount16(own&l), bits.OnesCount16(other&l)
		if t == 0 {
			score += m * m
		}
		if m == 0 {
			score -= t * t
		}
	}
	if o.action.Kind == game.Place {
		for _, sq := range o.action.Squares {
			score += linesThrough[sq-1]
		}
	}
	return score
}

// linesThrough counts the lines through each square.
var linesThrough = [9]int{3, 2, 3, 2, 4, 2, 3, 2, 3}
