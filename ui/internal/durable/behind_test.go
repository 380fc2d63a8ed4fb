package durable

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"
)

// A version whose write finishes after a newer one's is not put in
// place, and its outcome is not told: the file ends with the newest.
func TestAnOlderVersionFinishingLateIsDropped(t *testing.T) {
	dir := t.TempDir()
	b := NewBehind(storage.NewFileURI(dir), "game.txt")
	b.SlowDown = func(data []byte) {
		if string(data) == "old" {
			time.Sleep(300 * time.Millisecond)
		}
	}
	var mu sync.Mutex
	var told []string
	tell := func(name string) func(error) {
		return func(err error) {
			mu.Lock()
			defer mu.Unlock()
			told = append(told, fmt.Sprint(name, err))
		}
	}
	b.Put([]byte("old"), tell("old"))
	time.Sleep(20 * time.Millisecond) // the old write is under way
	b.Put([]byte("new"), tell("new"))
	b.Close()
	if data, err := os.ReadFile(filepath.Join(dir, "game.txt")); string(data) != "new" {
		t.Errorf("the file holds %q (%v), want the newest version", data, err)
	}
	if len(told) != 1 || told[0] != "new<nil>" {
		t.Errorf("told %q, want only the newest version's outcome", told)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(left) > 0 {
		t.Errorf("left %v", left)
	}
}

// More versions than writers at once on a slow disk: the newest is
// written, never dropped, and no older one after it.
func TestTheNewestVersionIsNeverDropped(t *testing.T) {
	dir := t.TempDir()
	b := NewBehind(storage.NewFileURI(dir), "game.txt")
	b.SlowDown = func([]byte) { time.Sleep(50 * time.Millisecond) }
	for i := range 3 * maxWriting {
		b.Put(fmt.Appendf(nil, "version %d", i), nil)
	}
	if !b.FlushWithin(10 * time.Second) {
		t.Fatal("the writes did not end")
	}
	want := fmt.Sprintf("version %d", 3*maxWriting-1)
	if data, err := os.ReadFile(filepath.Join(dir, "game.txt")); string(data) != want {
		t.Errorf("the file holds %q (%v), want %q", data, err, want)
	}
}

// A new version starts at once beside a write that hangs on the disk,
// and is in place while the hung one still waits.
func TestANewVersionDoesNotWaitForAnOldOnesFlush(t *testing.T) {
	dir := t.TempDir()
	b := NewBehind(storage.NewFileURI(dir), "game.txt")
	hung := make(chan struct{})
	b.SlowDown = func(data []byte) {
		if string(data) == "old" {
			<-hung
		}
	}
	b.Put([]byte("old"), nil)
	b.Put([]byte("new"), nil)
	path := filepath.Join(dir, "game.txt")
	for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(10 * time.Millisecond) {
		if data, _ := os.ReadFile(path); string(data) == "new" {
			break
		}
	}
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("while the old write hung the file held %q, want the new version", data)
	}
	close(hung)
	b.Close()
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("after the old write ended the file held %q, want the new version", data)
	}
}

// A link in the place of the app's folder is not written through.
func TestALinkInTheFoldersPlaceIsNotWrittenThrough(t *testing.T) {
	root := t.TempDir()
	elsewhere := t.TempDir()
	os.Symlink(elsewhere, filepath.Join(root, "state"))
	b := NewBehind(storage.NewFileURI(filepath.Join(root, "state")), "autosave.qttt")
	b.Spawn = nil
	var got error
	b.Put([]byte("X1 1 5\n"), func(err error) { got = err })
	if got == nil {
		t.Error("the write through a link was reported done")
	}
	if entries, _ := os.ReadDir(elsewhere); len(entries) > 0 {
		t.Errorf("written through the link: %v", entries)
	}
}
