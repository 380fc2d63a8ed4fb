// Command mkpuzzles writes the practice puzzles, assets/puzzles/*.qttt,
// from positions of games the computer players play against each other at
// every level, with a fixed seed, so that a run gives the same files:
//
//	go run ./tools/mkpuzzles assets/puzzles
//
// It asks the eight kinds of question of game/puzzle and sorts them into
// the levels of plan, each kind from easy to hard. No position is asked
// about twice, not even turned or mirrored, and no game gives two puzzles
// of a kind (of Where, one about a mark on the cycle and one about an
// attached mark).
package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/game/solver"
)

const games = 1500 // games played to find positions

// part is a share of a level: n puzzles of one kind, from the easy or the
// hard end of what that kind offers; for a Where puzzle, about a mark on
// the cycle (two squares) or attached to it (one).
type part struct {
	kind     puzzle.Kind
	n        int
	hard     bool
	attached bool
}

// plan is the levels, in the order they open. Each level's "what you learn
// here" is in ui/practice, and a level asks only what that line promises
// (student walk t17 #4: level 2 "Counting boards" opened with "Entangled
// marks", level 3 "Closing a cycle" asked "How many boards" again). Where
// a line promises two kinds, interleave keeps either from coming more
// than twice in a row (student walk t8 #4: level 5 asked the same
// two-square question six times, and none about an attached mark).
var plan = [][]part{
	{{kind: puzzle.Entangled, n: 8}, {kind: puzzle.Groups, n: 5}},
	{{kind: puzzle.Count, n: 10}}, // ten sums: there are not many more
	{{kind: puzzle.Cycle, n: 13}},
	{{kind: puzzle.Cascade, n: 13}},
	{{kind: puzzle.Where, n: 7, attached: true}, {kind: puzzle.Where, n: 6}},
	{{kind: puzzle.Chooser, n: 13}},
	{{kind: puzzle.Cascade, n: 7, hard: true}, {kind: puzzle.Count, n: 6, hard: true}},
	{{kind: puzzle.Win, n: 13}},
	{{kind: puzzle.Cycle, n: 5, hard: true}, {kind: puzzle.Where, n: 5, hard: true, attached: true}, {kind: puzzle.Groups, n: 3, hard: true}},
	{{kind: puzzle.Chooser, n: 6, hard: true}, {kind: puzzle.Win, n: 7, hard: true}},
}

// bucket is what a part draws its puzzles from: a kind, and for Where
// whether the mark asked about is attached to the cycle.
type bucket struct {
	kind     puzzle.Kind
	attached bool
}

func (pt part) bucket() bucket { return bucket{pt.kind, pt.attached} }

// bucketOf returns the bucket a puzzle belongs to.
func bucketOf(p *puzzle.Puzzle) bucket {
	return bucket{p.Kind, p.Kind == puzzle.Where && len(p.Squares) == 1}
}

// candidate is a puzzle with how hard it looks: higher is harder.
type candidate struct {
	p     *puzzle.Puzzle
	hard  float64
	key   string // puzzle.Position
	shape string // for a count or groups puzzle, its groups' sizes: the same sum again
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: mkpuzzles DIR")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "mkpuzzles:", err)
		os.Exit(1)
	}
}

func write(dir string) error {
	sv := solver.New()
	byBucket := collect(sv)
	used := map[string]bool{}
	// No puzzle shows a board another shows a few moves before or after,
	// whatever either asks (student walk t9 #12: level 1's #4 was #1's
	// board with a mark taken away).
	var shown []*game.Record
	// Each bucket's puzzles are picked at once, from easy to hard, and
	// split between its levels: the easy share first.
	picked := map[bucket][]candidate{}
	var buckets []bucket
	for _, k := range puzzle.Kinds {
		buckets = append(buckets, bucket{k, false})
		if k == puzzle.Where {
			buckets = append(buckets, bucket{k, true})
		}
	}
	for _, k := range buckets {
		n := 0
		for _, level := range plan {
			for _, pt := range level {
				if pt.bucket() == k {
					n += pt.n
				}
			}
		}
		if n == 0 {
			continue
		}
		var free []candidate
		for _, c := range byBucket[k] {
			if !used[c.key] {
				free = append(free, c)
			}
		}
		want := n
		if slices.ContainsFunc(free, func(c candidate) bool { return c.shape != "" }) {
			want = 2 * n // room to take each level's sums all different, easy or hard
		}
		for {
			picked[k] = spread(free, want)
			again := laterOrEarlier(picked[k], shown)
			if len(again) == 0 {
				break
			}
			free = slices.DeleteFunc(free, func(c candidate) bool { return again[c.key] })
		}
		if len(picked[k]) < n {
			return fmt.Errorf("only %d %v puzzles, want %d", len(picked[k]), k, n)
		}
		for _, c := range picked[k] {
			used[c.key] = true
			shown = append(shown, c.p.Record)
		}
	}
	old, _ := filepath.Glob(filepath.Join(dir, "*"+game.FileExt))
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	total := 0
	for li, level := range plan {
		var ps []candidate
		shapes := map[string]bool{} // no sum twice in a level
		for _, pt := range level {
			var took []candidate
			took, picked[pt.bucket()] = take(picked[pt.bucket()], pt, shapes)
			if len(took) < pt.n {
				return fmt.Errorf("level %d: only %d %v puzzles of different shapes, want %d", li+1, len(took), pt.kind, pt.n)
			}
			ps = append(ps, took...)
		}
		// Within a level the kinds take turns, each growing harder.
		mixed := interleave(ps, level)
		for i, c := range mixed {
			p := c.p
			p.Level = li + 1
			p.Name = fmt.Sprintf("%02d-%02d-%s", li+1, i+1, p.Kind)
			if err := save(dir, p); err != nil {
				return err
			}
		}
		total += len(mixed)
	}
	fmt.Printf("%d puzzles in %d levels, %d kinds\n", total, len(plan), len(puzzle.Kinds))
	return nil
}

// take returns pt.n candidates of cs, from its easy end or, for a hard
// part, its hard end, each of a shape not in shapes (which it adds to),
// and the candidates of cs left.
func take(cs []candidate, pt part, shapes map[string]bool) (took, left []candidate) {
	order := slices.Clone(cs)
	if pt.hard {
		slices.Reverse(order)
	}
	for _, c := range order {
		if len(took) < pt.n && (c.shape == "" || !shapes[c.shape]) {
			took = append(took, c)
			shapes[c.shape] = c.shape != ""
			continue
		}
		left = append(left, c)
	}
	if pt.hard {
		slices.Reverse(took)
		slices.Reverse(left)
	}
	return took, left
}

// laterOrEarlier returns the keys of the candidates of cs whose game is
// one of shown's, or of an earlier one of cs's, a few moves on or back.
func laterOrEarlier(cs []candidate, shown []*game.Record) map[string]bool {
	again := map[string]bool{}
	seen := slices.Clone(shown)
	for _, c := range cs {
		if slices.ContainsFunc(seen, func(r *game.Record) bool { return sameGame(r, c.p.Record) }) {
			again[c.key] = true
			continue
		}
		seen = append(seen, c.p.Record)
	}
	return again
}

// sameGame reports whether one of a and b is the other a few actions on.
func sameGame(a, b *game.Record) bool {
	if a.Len() > b.Len() {
		a, b = b, a
	}
	for i := range a.Len() {
		if a.Action(i) != b.Action(i) {
			return false
		}
	}
	return true
}

// interleave orders a level's puzzles so that its parts take turns, each
// in its order, growing harder: next comes the part least far along,
// but never a part's bucket a third time in a row.
func interleave(ps []candidate, level []part) []candidate {
	var queues [][]candidate
	i := 0
	for _, pt := range level {
		queues = append(queues, ps[i:i+pt.n])
		i += pt.n
	}
	taken := make([]int, len(level))
	var out []candidate
	for len(out) < len(ps) {
		next, least := -1, 2.0
		for j, pt := range level {
			if taken[j] == pt.n {
				continue
			}
			if n := len(out); n >= 2 && bucketOf(out[n-1].p) == pt.bucket() && bucketOf(out[n-2].p) == pt.bucket() {
				continue
			}
			if rank := (float64(taken[j]) + 0.5) / float64(pt.n); rank < least {
				next, least = j, rank
			}
		}
		if next < 0 { // only the kind of the last two is left
			for j, pt := range level {
				if taken[j] < pt.n {
					next = j
				}
			}
		}
		out = append(out, queues[next][taken[next]])
		taken[next]++
	}
	return out
}

func save(dir string, p *puzzle.Puzzle) error {
	f, err := os.Create(filepath.Join(dir, p.Name+game.FileExt))
	if err != nil {
		return err
	}
	if err := p.Format(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// collect plays seeded games between computer players of every level and
// returns every puzzle their positions offer, each position once a kind
// and each kind once a game, so that no question comes back a few moves
// later on the same board.
func collect(sv *solver.Solver) map[bucket][]candidate {
	rng := rand.New(rand.NewPCG(2025, 25))
	levels := []solver.Level{solver.Beginner, solver.Club, solver.Perfect}
	seen := map[string]bool{}
	asked := map[bucket]bool{} // the buckets this game has given to
	out := map[bucket][]candidate{}
	add := func(p *puzzle.Puzzle, hard float64) {
		if p == nil {
			return
		}
		key, b := puzzle.Position(p.Record), bucketOf(p)
		if seen[fmt.Sprint(b)+key] || asked[b] {
			return
		}
		seen[fmt.Sprint(b)+key], asked[b] = true, true
		p.Title, p.Question = text(p)
		out[b] = append(out[b], candidate{p, hard, key, shape(p)})
	}
	for g := range games {
		x, o := levels[g%3], levels[(g/3)%3]
		clear(asked)
		rec := game.NewRecord()
		for !rec.State().Over() {
			s := rec.State()
			switch s.Phase() {
			case game.PhaseChoose:
				for _, sq := range puzzle.Choices(s) {
					add(cascade(rec, sq))
				}
				add(where(rec, rng, false))
				add(where(rec, rng, true))
				if s.Moves() >= 5 {
					add(chooser(sv, rec))
				}
			case game.PhasePlace:
				add(count(rec))
				add(groups(rec))
				add(entangled(rec, rng))
				add(cycle(rec, rng))
				if s.Moves() >= 5 {
					add(win(sv, rec))
				}
			}
			lvl := x
			if s.ToAct() == game.O {
				lvl = o
			}
			act, _ := sv.Pick(s, lvl, rng)
			if _, err := rec.Apply(act); err != nil {
				panic(err)
			}
		}
	}
	return out
}

// shape returns what makes a count or groups puzzle the same sum as
// another: the squares and marks of each of its entangled groups (student
// walk t17 #4: level 2's puzzles 1 and 3 were each one group over three
// squares, answer 3). Other kinds have none.
func shape(p *puzzle.Puzzle) string {
	if p.Kind != puzzle.Count && p.Kind != puzzle.Groups {
		return ""
	}
	var sizes []string
	for _, g := range p.State().Groups() {
		if len(g.Marks) > 0 {
			sizes = append(sizes, fmt.Sprintf("%d/%d", len(g.Squares), len(g.Marks)))
		}
	}
	slices.Sort(sizes)
	return fmt.Sprint(sizes)
}

// spooky returns the spooky marks of s in move order.
func spooky(s game.State) []game.Mark {
	var out []game.Mark
	for m := game.Mark(1); m <= s.Newest(); m++ {
		if s.IsSpooky(m) {
			out = append(out, m)
		}
	}
	return out
}

// cascade returns the cascade puzzle of landing the newest mark in sq.
func cascade(rec *game.Record, sq game.Square) (*puzzle.Puzzle, float64) {
	s := rec.State()
	landed, steps, err := puzzle.Landings(s, sq)
	if err != nil {
		return nil, 0
	}
	c, _ := s.Cycle()
	branches := len(steps) - len(c.Marks)
	return &puzzle.Puzzle{Kind: puzzle.Cascade, Record: rec.Clone(), Choice: sq, Landed: landed},
		float64(len(steps)) + 1.5*float64(branches)
}

// where asks where a mark other than the newest can land in the pending
// collapse: one on the cycle (two squares) or, with attached, one attached
// to it (one square, whichever the choice).
func where(rec *game.Record, rng *rand.Rand, attached bool) (*puzzle.Puzzle, float64) {
	s := rec.State()
	c, _ := s.Cycle()
	var pool []game.Mark
	for _, m := range spooky(s) {
		if n := len(puzzle.CanLand(s, m)); m != s.Newest() && n > 0 && (n == 1) == attached {
			pool = append(pool, m)
		}
	}
	if len(pool) == 0 {
		return nil, 0
	}
	m := pool[rng.IntN(len(pool))]
	sqs := puzzle.CanLand(s, m)
	return &puzzle.Puzzle{Kind: puzzle.Where, Record: rec.Clone(), Mark: m, Squares: sqs},
		float64(len(c.Marks)) + float64(len(spooky(s)))/2
}

// chooser asks who chooses the pending collapse and what each choice
// gives, after move 5 or later.
func chooser(sv *solver.Solver, rec *game.Record) (*puzzle.Puzzle, float64) {
	s := rec.State()
	r := puzzle.Results(sv, s)
	hard := float64(len(spooky(s))) + 2*float64(game.MaxMoves-s.Moves())
	for _, c := range puzzle.Choices(s) {
		t := s
		t.Apply(game.ChooseAction(c))
		if !t.Over() {
			hard += 3 // the result needs looking ahead
		}
	}
	if r[0] != r[1] {
		hard -= 2 // the choices differ: one is plainly better
	}
	return &puzzle.Puzzle{Kind: puzzle.Chooser, Record: rec.Clone(), Chooser: s.ToAct(), Results: r}, hard
}

// count returns the count puzzle of a position with at least two spooky marks.
func count(rec *game.Record) (*puzzle.Puzzle, float64) {
	s := rec.State()
	if len(spooky(s)) < 2 {
		return nil, 0
	}
	n := s.Ensemble().Len()
	return &puzzle.Puzzle{Kind: puzzle.Count, Record: rec.Clone(), Boards: n},
		float64(n) + float64(len(s.Groups()))
}

// groups asks how many entangled groups the spooky marks make.
func groups(rec *game.Record) (*puzzle.Puzzle, float64) {
	s := rec.State()
	n := len(spooky(s))
	if n < 2 {
		return nil, 0
	}
	g := len(s.Groups())
	return &puzzle.Puzzle{Kind: puzzle.Groups, Record: rec.Clone(), Groups: g}, float64(n) + float64(g)/2
}

// entangled asks which marks are entangled with one mark, where some are
// and some are not.
func entangled(rec *game.Record, rng *rand.Rand) (*puzzle.Puzzle, float64) {
	s := rec.State()
	all := spooky(s)
	var fit []game.Mark
	for _, m := range all {
		if n := len(puzzle.EntangledWith(s, m)); n > 0 && n < len(all)-1 {
			fit = append(fit, m)
		}
	}
	if len(fit) == 0 {
		return nil, 0
	}
	m := fit[rng.IntN(len(fit))]
	with := puzzle.EntangledWith(s, m)
	a, _ := s.Pair(m)
	return &puzzle.Puzzle{Kind: puzzle.Entangled, Record: rec.Clone(), Mark: m, Marks: with},
		float64(len(all)) + float64(len(s.Group(a).Squares))
}

// cycle offers three moves of which exactly one closes a cycle; the other
// two touch spooky marks too, so that only the links tell them apart.
func cycle(rec *game.Record, rng *rand.Rand) (*puzzle.Puzzle, float64) {
	s := rec.State()
	if len(spooky(s)) < 2 {
		return nil, 0
	}
	touches := func(sq game.Square) bool { return len(s.Spooky(sq)) > 0 }
	var closing, open []game.Action
	for _, a := range s.Legal() {
		if a.Kind != game.Place || !touches(a.Squares[0]) && !touches(a.Squares[1]) {
			continue
		}
		if s.Connected(a.Squares[0], a.Squares[1]) {
			closing = append(closing, a)
		} else {
			open = append(open, a)
		}
	}
	if len(closing) == 0 || len(open) < 2 {
		return nil, 0
	}
	// The longest cycles ask the most; a move on one mark's own pair the least.
	length := func(a game.Action) int {
		t := s
		t.Apply(a)
		c, _ := t.Cycle()
		return len(c.Marks)
	}
	pick := closing[rng.IntN(len(closing))]
	rng.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
	opts := puzzle.InLegalOrder(s, []game.Action{pick, open[0], open[1]})
	return &puzzle.Puzzle{Kind: puzzle.Cycle, Record: rec.Clone(), Options: opts, Closing: pick},
		2*float64(length(pick)) + float64(len(spooky(s)))/2
}

// win returns the win puzzle of a position where one to three moves win
// for the side to move and others do not.
func win(sv *solver.Solver, rec *game.Record) (*puzzle.Puzzle, float64) {
	s := rec.State()
	w := puzzle.Winning(sv, s)
	legal := len(s.Legal())
	if len(w) == 0 || len(w) > 3 || len(w) == legal {
		return nil, 0
	}
	return &puzzle.Puzzle{Kind: puzzle.Win, Record: rec.Clone(), Wins: w}, float64(legal) / float64(len(w))
}

// text returns the puzzle's English title and question, as ui/practice
// composes them.
func text(p *puzzle.Puzzle) (title, question string) {
	s := p.State()
	switch p.Kind {
	case puzzle.Entangled:
		return "Entangled marks", fmt.Sprintf("Which spooky marks are entangled with %v? Pick them all.", p.Mark)
	case puzzle.Groups:
		return "Groups of marks", "How many separate groups do the spooky marks on this board make? Marks linked by shared squares, directly or through other marks, are one group; a mark linked to none is a group of its own."
	case puzzle.Count:
		return "How many boards", "How many possible boards does this position have?"
	case puzzle.Cycle:
		return "Closing a cycle", fmt.Sprintf("%v to move. Only one of these moves closes a cycle: which one?", s.ToAct())
	case puzzle.Cascade:
		return "Where the marks land", fmt.Sprintf("%v chooses square %v for %v. In which square does each mark of the collapse become classical?", s.ToAct(), p.Choice, s.Newest())
	case puzzle.Where:
		return "Where a mark can land", fmt.Sprintf("%v closed a cycle. Over both possible choices for %v, in which squares can %v become classical? Pick them all.", s.Newest(), s.Newest(), p.Mark)
	case puzzle.Chooser:
		return "Who chooses", fmt.Sprintf("%v closed a cycle. Who chooses where %v lands, and how does the game end after each choice, with best play on both sides?", s.Newest(), s.Newest())
	}
	return "Winning moves", fmt.Sprintf("%v to move. Which moves win for %v, whatever %v does afterwards? Find them all.", s.ToAct(), s.ToAct(), s.ToAct().Opponent())
}

// spread returns n candidates from easy to hard: one of each degree of
// difficulty (and of each shape) first, then more of the same degrees
// when there are too few.
func spread(cs []candidate, n int) []candidate {
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].hard < cs[j].hard })
	var rounds [][]candidate // rounds[r]: the r-th candidate of each degree
	for i, c := range cs {
		r := 0
		for j := i - 1; j >= 0 && cs[j].hard == c.hard; j-- {
			if cs[j].shape == c.shape {
				r++
			}
		}
		if r == len(rounds) {
			rounds = append(rounds, nil)
		}
		rounds[r] = append(rounds[r], c)
	}
	var out []candidate
	for _, round := range rounds {
		// Within a round, take evenly spread ones until n are chosen.
		take := min(n-len(out), len(round))
		for i := range take {
			j := i * len(round) / take
			out = append(out, round[j])
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].hard < out[j].hard })
	return slices.Clip(out)
}
