package answers

import (
	"sync"
	"time"
)

// A bucket allows a burst of events and then a steady rate: it holds up
// to burst tokens, refills at rate per second, and each event takes one.
type bucket struct {
	tokens float64
	at     time.Time // when tokens was counted
}

// limiter keeps a bucket per key (a device, an address), at most max of
// them: when full, it forgets those that have filled up again, and if
// none has, refuses new keys until one does.
type limiter struct {
	burst float64
	rate  float64 // tokens per second
	max   int

	mu      sync.Mutex
	buckets map[string]*bucket
}

func newLimiter(burst, perSecond float64, max int) *limiter {
	return &limiter{burst: burst, rate: perSecond, max: max, buckets: map[string]*bucket{}}
}

// allow takes a token from key's bucket, and reports whether there was one.
func (l *limiter) allow(key string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		if len(l.buckets) >= l.max {
			l.forgetFull(now)
			if len(l.buckets) >= l.max {
				return false
			}
		}
		b = &bucket{tokens: l.burst, at: now}
		l.buckets[key] = b
	}
	l.refill(b, now)
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// spent reports whether key's bucket is empty, without taking a token.
func (l *limiter) spent(key string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		return false
	}
	l.refill(b, now)
	return b.tokens < 1
}

func (l *limiter) refill(b *bucket, now time.Time) {
	if d := now.Sub(b.at).Seconds(); d > 0 {
		b.tokens = min(l.burst, b.tokens+d*l.rate)
	}
	b.at = now
}

// forgetFull drops the buckets that have filled up: forgetting them
// changes nothing.
func (l *limiter) forgetFull(now time.Time) {
	for key, b := range l.buckets {
		if l.refill(b, now); b.tokens >= l.burst {
			delete(l.buckets, key)
		}
	}
}
