package game

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestEngineImportsNoUI keeps the engine pure Go: nothing under game/ may
// import Fyne, so it builds and tests without cgo, nor the window's
// packages (ui/...), which stand above it.
func TestEngineImportsNoUI(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			if p := strings.Trim(imp.Path.Value, `"`); strings.HasPrefix(p, "fyne.io/") || strings.HasPrefix(p, "github.com/qttt-edu/qttt/ui") {
				t.Errorf("%s imports %s: the engine must not depend on the UI", path, imp.Path.Value)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
