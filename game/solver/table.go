package solver

import "sync/atomic"

// table is a transposition table of bounds on position values, shared by
// all searching goroutines without locks: each entry is one atomic word, so
// a reader sees a whole entry or none, never a torn one. Entries may be
// overwritten at any time; that costs only a repeated search.
//
// Each key is mixed by a bijective hash; the low bits of the hash pick a
// bucket and the rest are stored as the entry's tag, so bucket and tag
// together identify the key exactly: no two positions ever share an entry.
type table struct {
	words      []atomic.Uint64
	bucketBits uint
}

const (
	bucketSize = 4  // entries per bucket: 32 bytes, half a cache line
	dataBits   = 16 // the low bits of an entry that hold its data
	// data layout: bits 0–2 lower bound+4, bits 3–5 upper bound+4, bits
	// 6–9 the position's move count (cheaper entries are replaced first),
	// bit 10 set in every used entry.
	usedBit = 1 << 10
)

// newTable returns a table of 2^bucketBits buckets; bucketBits must be at
// least dataBits so that a tag and its data fit in one word.
func newTable(bucketBits uint) *table {
	return &table{
		words:      make([]atomic.Uint64, bucketSize<<bucketBits),
		bucketBits: bucketBits,
	}
}

// mix is a bijective 64-bit hash (the SplitMix64 finalizer).
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// bucket returns the entries of key's bucket and the tag key has there.
func (t *table) bucket(key uint64) ([]atomic.Uint64, uint64) {
	h := mix(key)
	i := (h & (1<<t.bucketBits - 1)) * bucketSize
	return t.words[i : i+bucketSize], h >> t.bucketBits
}

// load returns the bounds lo ≤ value ≤ hi known for key; without an entry
// they are the widest, oWins and xWins.
func (t *table) load(key uint64) (lo, hi int8) {
	b, tag := t.bucket(key)
	for i := range b {
		if w := b[i].Load(); w>>dataBits == tag && w&usedBit != 0 {
			return bounds(w)
		}
	}
	return oWins, xWins
}

// store records lo ≤ value ≤ hi for key, narrowing what was known, for a
// position with the given move count. Without a free entry it replaces
// the entry of the most advanced position, whose search is the cheapest.
func (t *table) store(key uint64, lo, hi int8, moves int8) {
	b, tag := t.bucket(key)
	victim := -1
	var victimMoves uint64
	for i := range b {
		w := b[i].Load()
		if w&usedBit == 0 {
			if victim < 0 || victimMoves < 16 {
				victim, victimMoves = i, 16
			}
			continue
		}
		if w>>dataBits == tag {
			l, h := bounds(w)
			lo, hi = max(lo, l), min(hi, h)
			victim = i
			break
		}
		if m := w >> 6 & 15; victim < 0 || m > victimMoves {
			victim, victimMoves = i, m
		}
	}
	b[victim].Store(tag<<dataBits | usedBit | uint64(moves)<<6 | uint64(hi+4)<<3 | uint64(lo+4))
}

// bounds returns the lower and upper bound stored in entry w.
func bounds(w uint64) (lo, hi int8) { return int8(w&7) - 4, int8(w>>3&7) - 4 }
