package game

// The spooky graph: squares are its nodes and every spooky mark is an edge
// between the two squares of its pair. Before each move the graph is a
// forest, because every cycle collapses as soon as it closes; a move whose
// two squares are already connected closes exactly one cycle.

// step is one edge walked in the spooky graph: mark m, arriving at square to.
type step struct {
	m  Mark
	to Square
}

// path returns the marks and squares on the way from square a to square b
// through spooky marks other than skip, or ok == false if they are not
// connected. The forest makes the path unique.
func (s State) path(a, b Square, skip Mark) (steps []step, ok bool) {
	var via [10]step // via[sq]: the edge the search reached sq by
	var seen [10]bool
	seen[a] = true
	queue := []Square{a}
	for len(queue) > 0 {
		sq := queue[0]
		queue = queue[1:]
		if sq == b {
			for ; sq != a; sq = s.Twin(via[sq].m, sq) {
				steps = append(steps, via[sq])
			}
			for i, j := 0, len(steps)-1; i < j; i, j = i+1, j-1 {
				steps[i], steps[j] = steps[j], steps[i]
			}
			return steps, true
		}
		for m := Mark(1); m <= s.Newest(); m++ {
			if m == skip || !s.IsSpooky(m) || (s.pairs[m][0] != sq && s.pairs[m][1] != sq) {
				continue
			}
			if next := s.Twin(m, sq); !seen[next] {
				seen[next] = true
				via[next] = step{m, next}
				queue = append(queue, next)
			}
		}
	}
	return nil, false
}

// Connected reports whether squares a and b are linked through spooky
// marks. A move in two connected squares closes a cycle.
func (s State) Connected(a, b Square) bool {
	_, ok := s.path(a, b, 0)
	return ok
}

// Cycle is the loop of entangled squares that a cycle-closing move made.
type Cycle struct {
	// Squares lists the squares around the loop, starting at the first
	// square of the newest mark and ending at its second one.
	Squares []Square
	// Marks[i] links Squares[i] and Squares[i+1]; the last mark, the
	// newest, links the last square back to the first.
	Marks []Mark
}

// Cycle returns the cycle awaiting collapse, or ok == false if no collapse
// is pending.
func (s State) Cycle() (c Cycle, ok bool) {
	if !s.pending {
		return Cycle{}, false
	}
	newest := s.Newest()
	a, b := s.Pair(newest)
	steps, _ := s.path(a, b, newest)
	c.Squares = append(c.Squares, a)
	for _, st := range steps {
		c.Marks = append(c.Marks, st.m)
		c.Squares = append(c.Squares, st.to)
	}
	c.Marks = append(c.Marks, newest)
	return c, true
}

// Group is a set of squares entangled with each other through spooky marks:
// one connected part of the spooky graph.
type Group struct {
	Squares []Square // in ascending order
	Marks   []Mark   // the spooky marks linking them, in move order
}

// Group returns the entangled group that square sq belongs to. A square
// with no spooky marks makes a group of its own with no marks.
func (s State) Group(sq Square) Group {
	var in [10]bool
	in[sq] = true
	for grown := true; grown; {
		grown = false
		for m := Mark(1); m <= s.Newest(); m++ {
			a, b := s.Pair(m)
			if s.IsSpooky(m) && in[a] != in[b] {
				in[a], in[b], grown = true, true, true
			}
		}
	}
	var g Group
	for _, q := range Squares {
		if in[q] {
			g.Squares = append(g.Squares, q)
		}
	}
	for m := Mark(1); m <= s.Newest(); m++ {
		if a, _ := s.Pair(m); s.IsSpooky(m) && in[a] {
			g.Marks = append(g.Marks, m)
		}
	}
	return g
}

// Groups returns every entangled group that holds at least one spooky
// mark, ordered by its smallest square.
func (s State) Groups() []Group {
	var groups []Group
	var done [10]bool
	for _, sq := range Squares {
		if done[sq] {
			continue
		}
		g := s.Group(sq)
		for _, q := range g.Squares {
			done[q] = true
		}
		if len(g.Marks) > 0 {
			groups = append(groups, g)
		}
	}
	return groups
}
