package durable

import (
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"
)

// maxWriting is how many writes of one file Behind runs at once: enough
// that a new version seldom waits for an older one's flush (a move a
// second, on a disk whose flush takes 3 s), few enough that a disk that
// hangs holds a handful of threads, not one a move.
const maxWriting = 4

// Behind writes one file of the app's own, name in the folder dir, as
// Write does but off the goroutine that asks for it, so that a slow disk
// (a network home, an SD card, a USB stick) never holds up the window.
//
// Each Put starts its write at once, beside those still under way (up to
// maxWriting; past that the newest version waits, in place of any older
// one waiting: it is never dropped), and the versions are put in place in
// the order they were asked for: one that finishes after a newer one is
// in place is dropped. So the file always holds one version whole, and a
// kill at any moment leaves the newest whose write had finished: what it
// lacks is at most what the writes under way hold, never a version that
// waited behind an older one's flush.
type Behind struct {
	dir  fyne.URI
	name string

	// Spawn runs a write on a goroutine of its own; nil runs it at once,
	// before Put returns (tests).
	Spawn func(func())
	// SlowDown, when set, runs before each write of data, on its
	// goroutine: tests play a slow or a hung disk with it.
	SlowDown func(data []byte)

	order   sync.Mutex     // held while a version is put in place
	mu      sync.Mutex     // guards what follows
	running sync.WaitGroup // the writers, while they run
	writing int            // writers running
	waiting *version       // the newest version, waiting for a writer; nil for none
	asked   uint64         // the versions asked for so far: the newest's number
	placed  uint64         // the newest version in place (under order)
	told    uint64         // the newest version whose outcome was told
	closed  bool           // nothing more is written or told

	settling  bool // the folder is being flushed
	unsettled bool // a version was put in place since that flush began
}

// version is one Put: its number, in the order asked, its bytes, and
// whom to tell how its write went.
type version struct {
	n    uint64
	data []byte
	done func(error)
}

// NewBehind returns the writer of the file name in the folder dir.
func NewBehind(dir fyne.URI, name string) *Behind {
	return &Behind{dir: dir, name: name, Spawn: func(f func()) { go f() }}
}

// Put has data written to the file, in place of every version asked for
// before, and calls done (on the writer's goroutine) with how its write
// went, unless a newer version's outcome was told first. done may be nil.
func (b *Behind) Put(data []byte, done func(error)) {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	b.asked++
	v := &version{n: b.asked, data: data, done: done}
	if b.writing == maxWriting {
		b.waiting = v
		b.mu.Unlock()
		return
	}
	b.writing++
	b.running.Add(1)
	b.mu.Unlock()
	if b.Spawn == nil {
		b.run(v)
	} else {
		b.Spawn(func() { b.run(v) })
	}
}

// run writes v, then the version waiting, until none waits.
func (b *Behind) run(v *version) {
	defer b.running.Done()
	for v != nil {
		err := b.write(v)
		b.mu.Lock()
		tell := !b.closed && v.n > b.told && v.done != nil
		if v.n > b.told {
			b.told = v.n
		}
		b.mu.Unlock()
		if tell {
			v.done(err)
		}
		b.mu.Lock()
		v, b.waiting = b.waiting, nil
		if v == nil {
			b.writing--
		}
		b.mu.Unlock()
	}
}

// write puts v in the file, unless a newer version is there first.
func (b *Behind) write(v *version) error {
	if b.SlowDown != nil {
		b.SlowDown(v.data)
	}
	if b.dir.Scheme() != "file" { // the browser's storage: one write, in order
		b.order.Lock()
		defer b.order.Unlock()
		if v.n < b.placed {
			return nil
		}
		b.placed = v.n
		return Write(b.dir, b.name, v.data)
	}
	path := filepath.Join(b.dir.Path(), b.name)
	f, err := stage(path, v.data)
	if err != nil {
		return err
	}
	b.order.Lock()
	if v.n < b.placed { // a newer version is in place: this one is history
		b.order.Unlock()
		f.drop()
		return nil
	}
	err = f.put()
	if err == nil {
		b.placed = v.n
	}
	b.order.Unlock()
	if err == nil {
		b.settle()
	}
	return err
}

// settle flushes the folder, so that the renames in it so far outlast a
// power cut, on a goroutine of its own: a writer is free for the next
// version once its own is in place (a kill, unlike a power cut, leaves
// a rename done). One flush covers every rename before it.
func (b *Behind) settle() {
	b.mu.Lock()
	if b.settling {
		b.unsettled = true
		b.mu.Unlock()
		return
	}
	b.settling = true
	b.running.Add(1)
	b.mu.Unlock()
	run := func() {
		defer b.running.Done()
		for {
			if err := syncDir(b.dir.Path()); err != nil {
				fyne.LogError("flushing the folder "+b.dir.Path(), err)
			}
			b.mu.Lock()
			again := b.unsettled
			b.unsettled, b.settling = false, again
			b.mu.Unlock()
			if !again {
				return
			}
		}
	}
	if b.Spawn == nil {
		run()
	} else {
		b.Spawn(run)
	}
}

// Flush waits until the versions put so far are written.
func (b *Behind) Flush() { b.running.Wait() }

// FlushWithin is Flush for at most d, and reports whether the versions
// were written by then: a disk that hangs (a network home gone away) must
// not keep the app from closing.
func (b *Behind) FlushWithin(d time.Duration) bool {
	done := make(chan struct{})
	go func() {
		b.running.Wait()
		close(done)
	}()
	select {
	case <-done:
		return true
	case <-time.After(d):
		return false
	}
}

// Close writes what was put, and then nothing more: the app is ending,
// and how the writes went no longer matters.
func (b *Behind) Close() {
	b.Flush()
	b.mu.Lock()
	b.closed = true
	b.mu.Unlock()
}
