package fynefix

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// The lifecycle Fyne makes still takes the hook KeepPreferencesOut
// replaces.
func TestFynesLifecycleTakesAStopHook(t *testing.T) {
	if _, ok := test.NewTempApp(t).Lifecycle().(stopHooker); !ok {
		t.Error("Fyne's lifecycle has no SetOnStoppedHookExecuted: KeepPreferencesOut no longer keeps Fyne's preferences.json out of a lost profile")
	}
}

// The desktop driver's menu bar item still hands out its menu as
// MenuOpen asks for it, read from the driver's source, which a test
// cannot build a window of.
func TestTheMenuBarItemHandsOutItsMenu(t *testing.T) {
	dir := moduleDir(t, "fyne.io/fyne/v2/internal/driver/glfw")
	f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, "menu_bar_item.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv == nil || fn.Name.Name != "Child" || fn.Type.Results == nil || len(fn.Type.Params.List) != 0 {
			continue
		}
		star, ok := fn.Recv.List[0].Type.(*ast.StarExpr)
		res, ok2 := fn.Type.Results.List[0].Type.(*ast.StarExpr)
		if ok && ok2 && star.X.(*ast.Ident).Name == "menuBarItem" {
			sel, ok := res.X.(*ast.SelectorExpr)
			found = ok && sel.Sel.Name == "Menu"
		}
	}
	if !found {
		t.Error("Fyne's menuBarItem has no Child() *widget.Menu: MenuOpen no longer sees an open menu, and a menu rebuild would close it")
	}
}

// GLFW still says so when it is not initialized, as NoDisplay looks for.
func TestGLFWsErrorIsStillTheOneNoDisplayKnows(t *testing.T) {
	dir := moduleDir(t, "github.com/go-gl/glfw/v3.4/glfw")
	src, err := exec.Command("grep", "-rl", "GLFW library is not initialized", dir).Output()
	if err != nil || len(strings.TrimSpace(string(src))) == 0 {
		t.Errorf("GLFW's sources (%s) no longer hold the text NoDisplay matches", dir)
	}
	if !NoDisplay("glfw: The GLFW library is not initialized") || NoDisplay("index out of range") {
		t.Error("NoDisplay does not tell GLFW's panic from another")
	}
}

// moduleDir returns the folder of the Go package path, as the build
// finds it; the test is skipped when it cannot be found.
func moduleDir(t *testing.T, path string) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}", path).Output()
	if err != nil {
		t.Skipf("go list %s: %v", path, err)
	}
	return strings.TrimSpace(string(out))
}
