//go:build (linux || openbsd || freebsd || netbsd) && !android

package instance

import (
	"errors"
	"path/filepath"
	"testing"
)

func TestDirRefusesAPlaceUnderTheCurrentFolder(t *testing.T) {
	for _, env := range []struct{ home, xdg string }{{"", ""}, {"/home/ann", "config"}, {"", "./config"}} {
		t.Setenv("HOME", env.home)
		t.Setenv("XDG_CONFIG_HOME", env.xdg)
		if dir, err := Dir("app.id"); !errors.Is(err, ErrNoProfile) {
			t.Errorf("HOME=%q XDG_CONFIG_HOME=%q: the profile is %q (%v), want ErrNoProfile", env.home, env.xdg, dir, err)
		}
	}
}

func TestDirIsFynesProfile(t *testing.T) {
	t.Setenv("HOME", "/home/ann")
	t.Setenv("XDG_CONFIG_HOME", "")
	if dir, err := Dir("app.id"); err != nil || dir != filepath.FromSlash("/home/ann/.config/fyne/app.id") {
		t.Errorf("Dir = %q, %v", dir, err)
	}
	t.Setenv("XDG_CONFIG_HOME", "/etc/xdg-ann")
	if dir, err := Dir("app.id"); err != nil || dir != filepath.FromSlash("/etc/xdg-ann/fyne/app.id") {
		t.Errorf("with XDG_CONFIG_HOME: Dir = %q, %v", dir, err)
	}
}
