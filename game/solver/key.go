package solver

import "math/bits"

// The transposition table's key names a position up to everything that
// cannot change its value:
//
//   - Symmetry: the eight rotations and reflections of the board map a
//     position to positions of the same value; the key is the least of the
//     eight.
//   - Old classical marks: move numbers matter only to tell which of two
//     lines made by one collapse was completed first, by each line's
//     highest move number. Every line made from now on holds a mark that is
//     spooky now or not yet played, and all of those are newer than any
//     classical mark older than the oldest spooky mark. So such old marks
//     keep only their player, and the marks from the oldest spooky one on
//     are renumbered from 1 or 2, keeping their order and parity.
//
// What is left fits in 63 bits, written as one mixed-radix number:
//
//	key = parity + 2·(count + 10·(locations + 45^count · old))
//
// where count ≤ 9 is the number of renumbered marks, parity whether the
// first of them (or the next mark, if there are none) is O's, locations
// holds one digit 0–44 per renumbered mark (a classical square 0–8, or 9 +
// the index of its spooky pair), and old is a base-3 digit per square
// (none, old X, old O). Old marks exist only when count ≤ 8, so the key
// stays below 2·10·45^8·3^9 < 2^63.

// symmetries lists the eight maps of the board onto itself as square
// permutations: symmetries[t][i] is where square bit i goes.
var symmetries [8][9]int

// symMask[t][m] is square mask m moved by symmetry t.
var symMask [8][1 << 9]uint16

// locDigit[m] is the location digit of a one-square mask (0–8) or of a
// two-square pair mask (9–44).
var locDigit [1 << 9]uint64

// oldDigits[m] is the base-3 number with digit 1 at every square of mask m.
var oldDigits [1 << 9]uint64

func init() {
	for t := range symmetries {
		for i := range 9 {
			r, c := i/3, i%3
			if t&1 != 0 { // mirror left to right
				c = 2 - c
			}
			if t&2 != 0 { // mirror top to bottom
				r = 2 - r
			}
			if t&4 != 0 { // mirror in the main diagonal
				r, c = c, r
			}
			symmetries[t][i] = r*3 + c
		}
		for m := range symMask[t] {
			for q := uint16(m); q != 0; q &= q - 1 {
				symMask[t][m] |= 1 << symmetries[t][bits.TrailingZeros16(q)]
			}
		}
	}
	next := uint64(9)
	for a := range 9 {
		locDigit[1<<a] = uint64(a)
		for b := a + 1; b < 9; b++ {
			locDigit[1<<a|1<<b] = next
			next++
		}
	}
	for m := range oldDigits {
		d := uint64(1)
		for i := range 9 {
			if m&(1<<i) != 0 {
				oldDigits[m] += d
			}
			d *= 3
		}
	}
}

// key returns the position's canonical key.
func (p *pos) key() uint64 {
	first := p.moves + 1 // the oldest spooky mark, or the next mark if none
	if p.spooky != 0 {
		first = int8(bits.TrailingZeros16(p.spooky))
	}
	var oldX, oldO uint16
	for q := p.xs | p.os; q != 0; q &= q - 1 {
		i := bits.TrailingZeros16(q)
		if p.num[i] >= first {
			continue
		}
		if p.num[i]%2 == 1 {
			oldX |= 1 << i
		} else {
			oldO |= 1 << i
		}
	}
	count := uint64(p.moves - first + 1)
	parity := uint64(1 - first%2)
	key := ^uint64(0)
	for t := range symmetries {
		m := &symMask[t]
		k := oldDigits[m[oldX]] + 2*oldDigits[m[oldO]]
		for n := first; n <= p.moves; n++ {
			k = k*45 + locDigit[m[p.loc[n]]]
		}
		k = parity + 2*(count+10*k)
		key = min(key, k)
	}
	return key
}
