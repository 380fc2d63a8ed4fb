package durable

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// After the rename the folder is flushed where the system can do it; on
// Windows, which refuses (every move raised "could not be autosaved"),
// syncDir is a no-op that .ci/windows-test runs under Wine.
func TestSyncDirFlushesAFolder(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "autosave.qttt"), []byte("X1 1 2\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := syncDir(dir); err != nil {
		t.Errorf("syncDir(%s) = %v", dir, err)
	}
}

func TestWriteReplacesTheFileWholeAndCleanRemovesWhatAKillLeft(t *testing.T) {
	test.NewTempApp(t)
	root := t.TempDir()
	dir := storage.NewFileURI(filepath.Join(root, "profile"))
	for _, text := range []string{"first", "second"} {
		if err := Write(dir, "settings.json", []byte(text)); err != nil {
			t.Fatal(err)
		}
	}
	u, _ := storage.Child(dir, "settings.json")
	if data, err := Read(u, 100); err != nil || string(data) != "second" {
		t.Errorf("read back %q, %v", data, err)
	}
	left := filepath.Join(dir.Path(), "settings-123.tmp")
	os.WriteFile(left, []byte("sec"), 0o600)
	Clean(dir, "autosave.qttt")
	if _, err := os.Stat(left); err != nil {
		t.Errorf("cleaning the autosave's files removed the settings' (%v)", err)
	}
	Clean(dir, "settings.json")
	if entries, _ := os.ReadDir(dir.Path()); len(entries) != 1 {
		t.Errorf("left in the folder: %v", entries)
	}
	kept, err := SetAside(u, time.Date(2026, 12, 2, 14, 5, 0, 0, time.UTC))
	if err != nil || filepath.Base(kept) != "settings.corrupt-20261202-140500.json" {
		t.Errorf("set aside as %s (%v)", kept, err)
	}
}
