package fynefix

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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

// NoPreferencesAtStop takes the place of the hook Fyne runs when the app
// stops, and Fyne's app writes its preferences.json there, truncated and
// written again, which an app starting on the profile meanwhile read
// empty ("Preferences load error: EOF" after a restart for a new
// language), read from Fyne's source.
func TestNoPreferencesAtStopDropsFynesWriteAtStop(t *testing.T) {
	a := test.NewTempApp(t)
	l, ok := a.Lifecycle().(interface {
		stopHooker
		OnStopped() func()
	})
	if !ok {
		t.Fatal("Fyne's lifecycle no longer takes and runs a stop hook")
	}
	wrote := false
	l.SetOnStoppedHookExecuted(func() { wrote = true }) // as Fyne's app does
	NoPreferencesAtStop(a)
	l.OnStopped()()
	if wrote {
		t.Error("with NoPreferencesAtStop, Fyne's hook still ran when the app stopped")
	}

	src, err := os.ReadFile(filepath.Join(moduleDir(t, "fyne.io/fyne/v2/app"), "app.go"))
	if err != nil {
		t.Fatal(err)
	}
	hook := regexp.MustCompile(`SetOnStoppedHookExecuted\(func\(\) \{\s*if prefs, ok := [a-zA-Z.]+\.\(\*preferences\); ok \{\s*prefs\.forceImmediateSave\(\)`)
	if !hook.Match(src) {
		t.Error("Fyne's app no longer writes its preferences in the stop hook: see whether NoPreferencesAtStop still keeps a starting app from reading the file half written")
	}
}
