package instance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"unsafe"

	"golang.org/x/sys/windows"
)

// The pipe's access list allows this user alone, and its name is random:
// another start's pipe has another.
func TestThePipeIsTheUsersAloneAndUnguessable(t *testing.T) {
	dir := tempDir(t)
	l := claim(t, dir)
	defer l.Release()
	name, err := pipeName(filepath.Join(dir, "instance.pipe"))
	if err != nil {
		t.Fatal(err)
	}
	conn := connect(t, dir)
	defer conn.Close()
	sd, err := windows.GetSecurityInfo(windows.Handle(conn.(interface{ Fd() uintptr }).Fd()), windows.SE_KERNEL_OBJECT, windows.DACL_SECURITY_INFORMATION)
	if err != nil {
		t.Fatal(err)
	}
	dacl, _, err := sd.DACL()
	if err != nil || dacl == nil {
		t.Fatalf("the pipe has no access list (%v): anyone may open it", err)
	}
	me, _ := userSID()
	for i := range uint32(dacl.AceCount) {
		var ace *windows.ACCESS_ALLOWED_ACE
		if err := windows.GetAce(dacl, i, &ace); err != nil {
			t.Fatal(err)
		}
		sid := (*windows.SID)(unsafe.Pointer(&ace.SidStart))
		if ace.Header.AceType == windows.ACCESS_ALLOWED_ACE_TYPE && !sid.Equals(me) {
			t.Errorf("the pipe lets %v in", sid)
		}
	}
	l.Release()
	again := claim(t, dir)
	defer again.Release()
	if other, _ := pipeName(filepath.Join(dir, "instance.pipe")); other == name || !strings.HasPrefix(other, pipePrefix) {
		t.Errorf("the next pipe is %q, after %q", other, name)
	}
}

// A file in the profile that names a file, or a pipe that is not the
// app's, is never opened: a later start opens only the app's pipes.
func TestOnlyTheAppsPipesAreOpened(t *testing.T) {
	dir := tempDir(t)
	g, err := guardFor(dir)
	if err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "target")
	os.WriteFile(target, []byte("x"), 0o600)
	for _, name := range []string{target, `\\.\pipe\other`, pipePrefix + "zz", pipePrefix + strings.Repeat("0", 2*pipeRandom) + `\..\x`} {
		os.WriteFile(g.socket, []byte(name), 0o600)
		if conn, err := g.dial(); err == nil {
			conn.Close()
			t.Errorf("%q was opened", name)
		}
	}
}

// tempDir is t.TempDir, whose clean-up fails under Wine 8 (Go's RemoveAll
// asks Windows for a call that Wine lacks): it removes what is in it one
// file at a time instead.
func tempDir(t *testing.T) string {
	dir, err := os.MkdirTemp("", "instance")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		var paths []string
		filepath.Walk(dir, func(path string, _ os.FileInfo, _ error) error {
			paths = append(paths, path)
			return nil
		})
		for i := len(paths) - 1; i >= 0; i-- {
			os.Remove(paths[i])
		}
	})
	return dir
}
