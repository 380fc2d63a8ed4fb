package game

// Landing is one step of a collapse cascade: a mark becoming classical.
type Landing struct {
	Mark   Mark
	Square Square // where the mark landed
	// PushedBy is the mark whose landing in the other square of Mark's
	// pair forced Mark here; 0 for the newest mark, whose square was chosen.
	PushedBy Mark
}

// Preview returns the cascade that choosing square sq for the newest mark
// would set off, without changing the state: which mark lands where, in
// cascade order. It returns an error if that choice is not allowed now.
func (s State) Preview(sq Square) ([]Landing, error) {
	if err := s.Check(ChooseAction(sq)); err != nil {
		return nil, err
	}
	return s.collapse(sq), nil // s is a copy: the cascade changes only it
}

// collapse lands the newest mark in sq and cascades: every other spooky
// mark in a square that turns classical moves to the other square of its
// pair, which turns classical in turn, until the whole connected group is
// classical. Marks not connected to it stay spooky. The landings come back
// in cascade (breadth-first) order.
func (s *State) collapse(sq Square) []Landing {
	cascade := []Landing{{Mark: s.Newest(), Square: sq}}
	for i := 0; i < len(cascade); i++ {
		l := cascade[i]
		s.land(l.Mark, l.Square)
		for m := Mark(1); m <= s.Newest(); m++ {
			a, b := s.Pair(m)
			if !s.IsSpooky(m) || (a != l.Square && b != l.Square) || queued(cascade, m) {
				continue
			}
			cascade = append(cascade, Landing{Mark: m, Square: s.Twin(m, l.Square), PushedBy: l.Mark})
		}
	}
	return cascade
}

// queued reports whether mark m already has a place in the cascade.
func queued(cascade []Landing, m Mark) bool {
	for _, l := range cascade {
		if l.Mark == m {
			return true
		}
	}
	return false
}
