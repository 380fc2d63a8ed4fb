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
	// Club takes a win it can force within clubHorizon actions, often
	// guards against a win the opponent could force within clubThreat
	// actions, and now and then plays at random.
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
		return s.perfect(st, acts, order), true
	case Club:
		return club(st, acts, order, rng), true
	}
	return acts[order[0]], true
}

// Best returns a perfect action in st: the first, in the order of
// st.Legal, of those Perfect would choose from. It returns ok == false
// once the game is over.
func (s *Solver) Best(st game.State) (a game.Action, ok bool) {
	acts := st.Legal()
	if len(acts) == 0 {
		return game.Action{}, false
	}
	order := make([]int, len(acts))
	for i := range order {
		order[i] = i
	}
	return s.perfect(st, acts, order), true
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
			opts[i].value = int8(outcomeOf(next.Winner()))
		}
	}
	return opts
}

// perfect returns the first action in order that keeps st's value for the
// player to act, preferring the quickest forced win or, when every action
// loses, the one whose loss takes the longest to force.
func (s *Solver) perfect(st game.State, acts []game.Action, order []int) game.Action {
	p := fromState(&st)
	forX := p.xToAct()
	v := s.solve(p)
	opts := options(st, acts, order)
	mine, theirs := xWins, oWins
	if !forX {
		mine, theirs = oWins, xWins
	}
	h := tactics{t: s.t, budget: perfectBudget}
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
	key, _ := p.key()
	lo, hi := s.t.load(key)
	return forX && lo >= v || !forX && hi <= v
}

// holds reports whether position p is worth at least v to X (if forX) or
// at most v to O: a search with a window just around v.
func (s *Solver) holds(p pos, v int8, forX bool) bool {
	w := newSearch(s.t)
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

// club returns the Club player's action: see Club.
func club(st game.State, acts []game.Action, order []int, rng *rand.Rand) game.Action {
	opts := options(st, acts, order)
	if rng.Float64() < clubBlunders {
		return opts[0].action
	}
	forX := st.ToAct() == game.X
	mine := oWins
	if forX {
		mine = xWins
	}
	h := tactics{budget: clubBudget}
	for _, o := range opts {
		if o.over && o.value == mine || !o.over && h.wins(o.next, forX, clubHorizon-1) {
			return o.action
		}
	}
	if rng.Float64() < clubGuards {
		for _, o := range opts {
			if o.over || !h.wins(o.next, !forX, clubThreat) {
				return o.action
			}
		}
	}
	return opts[0].action
}
