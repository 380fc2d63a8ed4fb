// Command mkpuzzles writes the practice puzzles, assets/puzzles/*.qttt,
// from positions of games the computer players play against each other at
// every level, with a fixed seed, so that a run gives the same files:
//
//	go run ./tools/mkpuzzles assets/puzzles
//
// It asks three kinds of question (see game/puzzle): where every mark of a
// collapse lands, how many classical boards are still possible, and which
// moves win for the side to move (after move 5 or later). Each kind is
// spread from easy to hard, and the files are numbered in an order that
// mixes the kinds and grows harder.
package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/puzzle"
	"github.com/qttt-edu/qttt/game/solver"
)

// How many puzzles of each kind are written.
const (
	cascades = 30
	counts   = 16
	wins     = 16
	games    = 400 // games played to find positions
)

// candidate is a puzzle with how hard it looks: higher is harder.
type candidate struct {
	p    *puzzle.Puzzle
	hard float64
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
	byKind := collect(sv)
	picked := map[puzzle.Kind][]candidate{
		puzzle.Cascade: spread(byKind[puzzle.Cascade], cascades),
		puzzle.Count:   spread(byKind[puzzle.Count], counts),
		puzzle.Win:     spread(byKind[puzzle.Win], wins),
	}
	// Number them by rank within their kind, so the kinds mix and every
	// kind grows harder along the list.
	type ranked struct {
		c    candidate
		rank float64
	}
	var all []ranked
	for _, k := range []puzzle.Kind{puzzle.Cascade, puzzle.Count, puzzle.Win} {
		for i, c := range picked[k] {
			all = append(all, ranked{c, float64(i+1) / float64(len(picked[k])+1)})
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].rank < all[j].rank })
	old, _ := filepath.Glob(filepath.Join(dir, "*"+game.FileExt))
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	for i, r := range all {
		p := r.c.p
		p.Name = fmt.Sprintf("%02d-%s", i+1, p.Kind)
		f, err := os.Create(filepath.Join(dir, p.Name+game.FileExt))
		if err != nil {
			return err
		}
		if err := p.Format(f); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	fmt.Printf("%d puzzles: %d cascade, %d count, %d win\n", len(all),
		len(picked[puzzle.Cascade]), len(picked[puzzle.Count]), len(picked[puzzle.Win]))
	return nil
}

// collect plays seeded games between computer players of every level and
// returns every puzzle their positions offer, each position once.
func collect(sv *solver.Solver) map[puzzle.Kind][]candidate {
	rng := rand.New(rand.NewPCG(2025, 25))
	levels := []solver.Level{solver.Beginner, solver.Club, solver.Perfect}
	seen := map[string]bool{}
	out := map[puzzle.Kind][]candidate{}
	add := func(p *puzzle.Puzzle, hard float64) {
		key := string(p.Kind) + fmt.Sprint(p.State(), p.Choice)
		if seen[key] {
			return
		}
		seen[key] = true
		out[p.Kind] = append(out[p.Kind], candidate{p, hard})
	}
	for g := range games {
		x, o := levels[g%3], levels[(g/3)%3]
		rec := game.NewRecord()
		for !rec.State().Over() {
			s := rec.State()
			switch s.Phase() {
			case game.PhaseChoose:
				a, b := s.Pair(s.Newest())
				for _, sq := range []game.Square{a, b} {
					if p, hard := cascade(rec, sq); p != nil {
						add(p, hard)
					}
				}
			case game.PhasePlace:
				if p, hard := count(rec); p != nil {
					add(p, hard)
				}
				if s.Moves() >= 5 {
					if p, hard := win(sv, rec); p != nil {
						add(p, hard)
					}
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

// cascade returns the cascade puzzle of landing the newest mark in sq.
func cascade(rec *game.Record, sq game.Square) (*puzzle.Puzzle, float64) {
	s := rec.State()
	landed, steps, err := puzzle.Landings(s, sq)
	if err != nil {
		return nil, 0
	}
	c, _ := s.Cycle()
	branches := len(steps) - len(c.Marks)
	chooser := s.Newest().Player().Opponent()
	return &puzzle.Puzzle{
		Title:    "Where the marks land",
		Question: fmt.Sprintf("%v chooses square %v for %v. In which square does each mark of the collapse become classical?", chooser, sq, s.Newest()),
		Kind:     puzzle.Cascade, Record: rec.Clone(), Choice: sq, Landed: landed,
	}, float64(len(steps)) + 1.5*float64(branches)
}

// count returns the count puzzle of a position with at least two spooky marks.
func count(rec *game.Record) (*puzzle.Puzzle, float64) {
	s := rec.State()
	spooky := 0
	for m := game.Mark(1); m <= s.Newest(); m++ {
		if s.IsSpooky(m) {
			spooky++
		}
	}
	n := s.Ensemble().Len()
	if spooky < 2 {
		return nil, 0
	}
	return &puzzle.Puzzle{
		Title:    "How many boards",
		Question: "How many classical boards could the spooky marks on this board still collapse to?",
		Kind:     puzzle.Count, Record: rec.Clone(), Boards: n,
	}, float64(n) + float64(len(s.Groups()))
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
	p, q := s.ToAct(), s.ToAct().Opponent()
	return &puzzle.Puzzle{
		Title:    "Winning moves",
		Question: fmt.Sprintf("%v to move. Which moves win for %v, whatever %v does afterwards? Find them all.", p, p, q),
		Kind:     puzzle.Win, Record: rec.Clone(), Wins: w,
	}, float64(legal) / float64(len(w))
}

// spread returns n candidates from easy to hard: one of each degree of
// difficulty first, then more of the same degrees when there are too few.
func spread(cs []candidate, n int) []candidate {
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].hard < cs[j].hard })
	var rounds [][]candidate // rounds[r]: the r-th candidate of each degree
	for i, c := range cs {
		r := 0
		for j := i - 1; j >= 0 && cs[j].hard == c.hard; j-- {
			r++
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
	return out
}
