//go:build unix

package worksheet

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// --worksheet with a named pipe as the lesson is refused at once, not
// waited on; and a worksheet written over an old file replaces it whole.
func TestAPipeAsTheLessonIsRefusedAtOnce(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "lesson.qttt")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Fatal(err)
	}
	blocked := time.AfterFunc(3*time.Second, func() { os.WriteFile(pipe, nil, 0) })
	_, err := FindLesson(pipe, "en")
	if !blocked.Stop() {
		t.Fatal("FindLesson waited on the named pipe")
	}
	if err == nil {
		t.Error("a named pipe was read as a lesson")
	}
}
