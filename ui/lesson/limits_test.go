package lesson

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// A lesson file larger than MaxSize is refused with one line, unread;
// one just within it is read.
func TestALessonLargerThanMaxSizeIsRefused(t *testing.T) {
	step := "#> " + strings.Repeat("word ", 1000) + "\n"
	text := "#title: Long\n" + strings.Repeat(step, MaxSize/len(step)) + "X1 1 2\n#> One pair.\n"
	if len(text) > MaxSize {
		t.Fatalf("the test's lesson is %d bytes, more than MaxSize", len(text))
	}
	if _, err := Parse("within.qttt", strings.NewReader(text)); err != nil {
		t.Errorf("a lesson of %d bytes: %v", len(text), err)
	}
	_, err := Parse("huge.qttt", strings.NewReader(strings.Repeat(step, 2*MaxSize/len(step))))
	if !errors.Is(err, ErrTooLarge) || strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "huge.qttt: ") {
		t.Errorf("a lesson of %d KiB: %v", 2*MaxSize>>10, err)
	}
}

// Only regular files among the lessons are opened: a named pipe or a
// folder named like a lesson is refused, and the others load.
func TestOnlyRegularFilesAreReadAsLessons(t *testing.T) {
	fsys := fstest.MapFS{
		"01-good.qttt":   {Data: []byte("#title: Good\n#> Empty.\nX1 1 2\n#> One pair.\n")},
		"02-pipe.qttt":   {Mode: fs.ModeNamedPipe},
		"03-folder.qttt": {Mode: fs.ModeDir},
	}
	lessons, err := Load(fsys, "en")
	if len(lessons) != 1 || lessons[0].Title != "Good" {
		t.Errorf("loaded %d lessons, want the good one", len(lessons))
	}
	if err == nil || !strings.Contains(err.Error(), "02-pipe.qttt: not a regular file") {
		t.Errorf("the pipe is not reported: %v", err)
	}
}
