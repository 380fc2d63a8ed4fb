package puzzle

// A second, deliberately plain implementation of the rules (RULES.md),
// sharing no code with the game package, to confirm the shipped puzzles'
// answers: it reads the records itself, collapses by repeating "a spooky
// mark with a classical square goes to its other square" until nothing
// changes, counts boards by trying every assignment of the spooky marks,
// and finds wins by plain search.

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// ipos is a position: pairs[m] are the squares of move m (1–9), at[m] where
// it became classical (0 while spooky), owner[sq] the classical mark in sq.
type ipos struct {
	moves   int
	pairs   [10][2]int
	at      [10]int
	owner   [10]int
	pending bool
	over    bool
	winner  byte // 'X', 'O' or 0
}

func player(m int) byte {
	if m%2 == 1 {
		return 'X'
	}
	return 'O'
}

func (p *ipos) spooky(m int) bool { return m >= 1 && m <= p.moves && p.at[m] == 0 }

// connected: is b reachable from a along spooky pairs?
func (p *ipos) connected(a, b int) bool {
	seen := map[int]bool{a: true}
	todo := []int{a}
	for len(todo) > 0 {
		sq := todo[0]
		todo = todo[1:]
		if sq == b {
			return true
		}
		for m := 1; m <= p.moves; m++ {
			if !p.spooky(m) {
				continue
			}
			for i, s := range p.pairs[m] {
				if s == sq && !seen[p.pairs[m][1-i]] {
					seen[p.pairs[m][1-i]] = true
					todo = append(todo, p.pairs[m][1-i])
				}
			}
		}
	}
	return false
}

func (p *ipos) open() []int {
	var sqs []int
	for sq := 1; sq <= 9; sq++ {
		if p.owner[sq] == 0 {
			sqs = append(sqs, sq)
		}
	}
	return sqs
}

// actor is the player who acts now.
func (p *ipos) actor() byte {
	if p.pending {
		if player(p.moves) == 'X' {
			return 'O'
		}
		return 'X'
	}
	return player(p.moves + 1)
}

// iact is an action: a collapse choice (choice != 0) or a move in a (and b).
type iact struct{ choice, a, b int }

func (p *ipos) legal() []iact {
	if p.over {
		return nil
	}
	if p.pending {
		return []iact{{choice: p.pairs[p.moves][0]}, {choice: p.pairs[p.moves][1]}}
	}
	open := p.open()
	if len(open) == 1 {
		return []iact{{a: open[0]}}
	}
	var acts []iact
	for i, a := range open {
		for _, b := range open[i+1:] {
			acts = append(acts, iact{a: a, b: b})
		}
	}
	return acts
}

// apply plays act and returns the marks a collapse settled, with their squares.
func (p *ipos) apply(act iact) map[int]int {
	switch {
	case act.choice != 0:
		return p.collapse(act.choice)
	case act.b == 0:
		p.moves++
		p.pairs[p.moves] = [2]int{act.a, act.a}
		p.at[p.moves], p.owner[act.a] = act.a, p.moves
		p.settle()
	default:
		closes := p.connected(act.a, act.b)
		p.moves++
		p.pairs[p.moves] = [2]int{act.a, act.b}
		p.pending = closes
	}
	return nil
}

func (p *ipos) collapse(sq int) map[int]int {
	settled := map[int]int{p.moves: sq}
	p.at[p.moves], p.owner[sq] = sq, p.moves
	for changed := true; changed; {
		changed = false
		for m := 1; m <= p.moves; m++ {
			if !p.spooky(m) {
				continue
			}
			for i, s := range p.pairs[m] {
				if p.owner[s] != 0 {
					other := p.pairs[m][1-i]
					p.at[m], p.owner[other] = other, m
					settled[m] = other
					changed = true
					break
				}
			}
		}
	}
	p.pending = false
	p.settle()
	return settled
}

var ilines = [8][3]int{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {1, 4, 7}, {2, 5, 8}, {3, 6, 9}, {1, 5, 9}, {3, 5, 7}}

func (p *ipos) settle() {
	best := 100
	for _, l := range ilines {
		a, b, c := p.owner[l[0]], p.owner[l[1]], p.owner[l[2]]
		if a == 0 || b == 0 || c == 0 || player(a) != player(b) || player(b) != player(c) {
			continue
		}
		if hi := max(a, b, c); hi < best {
			best, p.winner = hi, player(a)
		}
	}
	p.over = best < 100 || len(p.open()) == 0
}

// iparse replays a record's action lines (comments and blank lines skipped).
func iparse(text string) (ipos, error) {
	var p ipos
	for _, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "#"); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		act, err := iparseAction(f)
		if err != nil {
			return p, err
		}
		p.apply(act)
	}
	return p, nil
}

func iparseAction(f []string) (iact, error) {
	var n []int
	for _, s := range f[1:] {
		v, err := strconv.Atoi(s)
		if err != nil {
			return iact{}, err
		}
		n = append(n, v)
	}
	switch {
	case f[0] == "collapse" && len(n) == 1:
		return iact{choice: n[0]}, nil
	case len(n) == 1:
		return iact{a: n[0]}, nil
	case len(n) == 2:
		return iact{a: min(n[0], n[1]), b: max(n[0], n[1])}, nil
	}
	return iact{}, fmt.Errorf("cannot read %q", strings.Join(f, " "))
}

// boards counts the classical boards the spooky marks can still make: every
// way of putting each spooky mark in one of its squares with no two in one.
func (p *ipos) boards() int {
	var marks []int
	for m := 1; m <= p.moves; m++ {
		if p.spooky(m) {
			marks = append(marks, m)
		}
	}
	n := 0
	for mask := 0; mask < 1<<len(marks); mask++ {
		used := map[int]bool{}
		ok := true
		for i, m := range marks {
			sq := p.pairs[m][mask>>i&1]
			ok = ok && !used[sq] && p.owner[sq] == 0
			used[sq] = true
		}
		if ok {
			n++
		}
	}
	return n
}

// wins reports whether side can force a win from p.
func (p *ipos) wins(side byte, memo map[ipos]bool) bool {
	if p.over {
		return p.winner == side
	}
	if v, ok := memo[*p]; ok {
		return v
	}
	mine := p.actor() == side
	v := !mine
	for _, a := range p.legal() {
		next := *p
		next.apply(a)
		if next.wins(side, memo) == mine {
			v = mine
			break
		}
	}
	memo[*p] = v
	return v
}

// winning lists the actions that win for the side to act, written as in a
// record and sorted.
func (p *ipos) winning() []string {
	side := p.actor()
	memo := map[ipos]bool{}
	var out []string
	for _, a := range p.legal() {
		next := *p
		next.apply(a)
		if next.wins(side, memo) {
			out = append(out, iformat(p, a))
		}
	}
	sort.Strings(out)
	return out
}

func iformat(p *ipos, a iact) string {
	mark := fmt.Sprintf("%c%d", player(p.moves+1), p.moves+1)
	switch {
	case a.choice != 0:
		return fmt.Sprintf("collapse %d", a.choice)
	case a.b == 0:
		return fmt.Sprintf("%s %d", mark, a.a)
	}
	return fmt.Sprintf("%s %d %d", mark, a.a, a.b)
}

// value is the result of p with perfect play on both sides: 'X', 'O' or 0
// for a draw.
func (p *ipos) value() byte {
	for _, side := range []byte{'X', 'O'} {
		if p.wins(side, map[ipos]bool{}) {
			return side
		}
	}
	return 0
}

// entangledWith lists the spooky marks other than m linked to m's squares
// by a chain of spooky marks, sorted.
func (p *ipos) entangledWith(m int) []string {
	var out []string
	for n := 1; n <= p.moves; n++ {
		if n != m && p.spooky(n) && p.connected(p.pairs[m][0], p.pairs[n][0]) {
			out = append(out, fmt.Sprintf("%c%d", player(n), n))
		}
	}
	return out
}

// groups counts the sets of squares that spooky marks link.
func (p *ipos) groups() int {
	var firsts []int // one square of each group found
	for m := 1; m <= p.moves; m++ {
		if !p.spooky(m) {
			continue
		}
		known := false
		for _, sq := range firsts {
			known = known || p.connected(sq, p.pairs[m][0])
		}
		if !known {
			firsts = append(firsts, p.pairs[m][0])
		}
	}
	return len(firsts)
}

// canLand lists the squares mark m becomes classical in over both choices
// of the pending collapse, ascending.
func (p *ipos) canLand(m int) []string {
	var out []string
	for _, a := range p.legal() {
		next := *p
		if at, ok := next.apply(a)[m]; ok && !slices.Contains(out, strconv.Itoa(at)) {
			out = append(out, strconv.Itoa(at))
		}
	}
	sort.Strings(out)
	return out
}

// icheck checks a puzzle file's answer with the plain implementation
// alone, reading the file itself.
func icheck(text string) error {
	p, err := iparse(text)
	if err != nil {
		return err
	}
	field := func(name string) string {
		for _, line := range strings.Split(text, "\n") {
			if v, ok := strings.CutPrefix(line, "#"+name+":"); ok {
				return strings.TrimSpace(v)
			}
		}
		return ""
	}
	answer := strings.Join(strings.Fields(field("answer")), " ")
	mark := 0
	if m := field("mark"); m != "" {
		mark, _ = strconv.Atoi(m[1:])
		if !p.spooky(mark) {
			return fmt.Errorf("#mark: %s is not spooky", m)
		}
	}
	var got string
	switch kind := field("kind"); kind {
	case "cascade", "where", "chooser":
		if !p.pending {
			return fmt.Errorf("%s: no collapse is waiting", kind)
		}
	}
	switch kind := field("kind"); kind {
	case "cascade":
		sq, _ := strconv.Atoi(field("choice"))
		var landed []string
		for m, at := range p.collapse(sq) {
			landed = append(landed, string(player(m))+strconv.Itoa(m)+"="+strconv.Itoa(at))
		}
		want := strings.Fields(answer)
		sort.Strings(landed)
		sort.Strings(want)
		got, answer = strings.Join(landed, " "), strings.Join(want, " ")
	case "count":
		got = strconv.Itoa(p.boards())
	case "groups":
		got = strconv.Itoa(p.groups())
	case "entangled":
		got = strings.Join(p.entangledWith(mark), " ")
	case "where":
		got = strings.Join(p.canLand(mark), " ")
	case "cycle":
		var closing []string
		for _, o := range strings.Split(field("options"), "|") {
			act, err := iparseAction(strings.Fields(o))
			if err != nil {
				return err
			}
			if p.connected(act.a, act.b) {
				closing = append(closing, iformat(&p, act))
			}
		}
		act, err := iparseAction(strings.Fields(answer))
		if err != nil {
			return err
		}
		got, answer = strings.Join(closing, "|"), iformat(&p, act)
	case "chooser":
		parts := []string{string(p.actor())}
		a, b := p.pairs[p.moves][0], p.pairs[p.moves][1]
		for _, sq := range []int{min(a, b), max(a, b)} {
			next := p
			next.apply(iact{choice: sq})
			result := "draw"
			if v := next.value(); v != 0 {
				result = string(v)
			}
			parts = append(parts, fmt.Sprintf("%d=%s", sq, result))
		}
		got = strings.Join(parts, " ")
	case "win":
		var want []string
		for _, a := range strings.Split(answer, "|") {
			act, err := iparseAction(strings.Fields(a))
			if err != nil {
				return err
			}
			want = append(want, iformat(&p, act))
		}
		sort.Strings(want)
		got, answer = strings.Join(p.winning(), "|"), strings.Join(want, "|")
	default:
		return fmt.Errorf("kind %q", kind)
	}
	if got != answer {
		return fmt.Errorf("answer %q, independently %q", answer, got)
	}
	return nil
}
