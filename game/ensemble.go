package game

// Outcome is one classical board: Outcome[sq-1] is the mark that would be
// classical in square sq, 0 for an empty square.
type Outcome [9]Mark

// At returns the mark in square sq, or 0 if the square is empty.
func (o Outcome) At(sq Square) Mark { return o[sq-1] }

// Ensemble is the set of classical boards that a position's spooky marks
// could still collapse to: every way of putting each spooky mark in one of
// its two squares so that no square holds two marks, beside the classical
// marks already on the board. Entangled groups collapse independently, so
// the boards are every combination of one way per group, and the count is
// the product of the groups' counts.
type Ensemble struct {
	base Outcome
	ways [][][]Landing // ways[g]: the assignments of group g's marks
}

// Ensemble returns the classical boards this position could collapse to.
func (s State) Ensemble() Ensemble {
	var e Ensemble
	for _, sq := range Squares {
		e.base[sq-1] = s.Classical(sq)
	}
	for _, g := range s.Groups() {
		e.ways = append(e.ways, s.assignments(g.Marks))
	}
	return e
}

// Len returns the number of distinct classical boards: 1 when no mark is
// spooky (the board itself).
func (e Ensemble) Len() int {
	n := 1
	for _, w := range e.ways {
		n *= len(w)
	}
	return n
}

// Board returns the i-th board, 0 <= i < Len(). The first group varies
// slowest, so consecutive boards differ in the last group first.
func (e Ensemble) Board(i int) Outcome {
	o := e.base
	for g := len(e.ways) - 1; g >= 0; g-- {
		w := e.ways[g]
		for _, l := range w[i%len(w)] {
			o[l.Square-1] = l.Mark
		}
		i /= len(w)
	}
	return o
}

// assignments lists every way of landing each of marks in one of its two
// squares with at most one mark per square and none on a classical mark.
func (s State) assignments(marks []Mark) [][]Landing {
	var all [][]Landing
	var taken [10]bool
	for _, sq := range Squares {
		taken[sq] = s.Classical(sq) != 0
	}
	chosen := make([]Landing, 0, len(marks))
	var place func(i int)
	place = func(i int) {
		if i == len(marks) {
			all = append(all, append([]Landing(nil), chosen...))
			return
		}
		a, b := s.Pair(marks[i])
		for _, sq := range [2]Square{a, b} {
			if taken[sq] {
				continue
			}
			taken[sq] = true
			chosen = append(chosen, Landing{Mark: marks[i], Square: sq})
			place(i + 1)
			chosen = chosen[:len(chosen)-1]
			taken[sq] = false
		}
	}
	place(0)
	return all
}

// Count returns on how many of the boards mark m is in square sq: a count
// of possible boards, which says nothing of odds.
func (e Ensemble) Count(m Mark, sq Square) int {
	n := 0
	for i := range e.Len() {
		if e.Board(i).At(sq) == m {
			n++
		}
	}
	return n
}
