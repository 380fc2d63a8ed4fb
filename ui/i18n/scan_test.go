package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// repoRoot is the module's root, two folders up from this package.
const repoRoot = "../.."

// key is a translation key the code uses.
type key struct {
	plural bool           // used with i18n.N, lang.N or lang.XN
	at     token.Position // the first use
}

// scan is what a walk over the code found.
type scan struct {
	keys     map[string]key
	problems []string // user-visible text that bypasses translation, keys that cannot be checked
}

// langFuncs are lang's lookups, by whether they take a plural count.
var langFuncs = map[string]bool{
	"L": false, "Localize": false, "X": false, "LocalizeKey": false,
	"N": true, "LocalizePlural": true, "XN": true, "LocalizePluralKey": true,
}

// thisPackage is the import path of i18n, whose N looks up plurals.
const thisPackage = "github.com/qttt-edu/qttt/ui/i18n"

// textFuncs are the package functions whose string arguments a user reads,
// by package import path; an empty list means every function.
var textFuncs = map[string][]string{
	"fyne.io/fyne/v2/widget": {"NewLabel", "NewLabelWithStyle", "NewButton", "NewButtonWithIcon",
		"NewCheck", "NewHyperlink", "NewCard", "NewRichTextFromMarkdown", "NewRichTextWithText",
		"NewFormItem", "NewSelect", "NewRadioGroup", "NewAccordionItem", "NewToolbarAction"},
	"fyne.io/fyne/v2/dialog":    nil,
	"fyne.io/fyne/v2":           {"NewMenu", "NewMenuItem"},
	"fyne.io/fyne/v2/container": {"NewTabItem", "NewTabItemWithIcon"},
	"fyne.io/fyne/v2/canvas":    {"NewText"},
}

// textMethods are methods whose string arguments a user reads, on any type.
var textMethods = map[string]bool{
	"SetText": true, "SetTitle": true, "SetPlaceHolder": true, "SetSubTitle": true,
	"SetDismissText": true, "SetConfirmText": true, "SetOptions": true, "NewWindow": true,
	"SetToolTip": true, "ShowPopUp": false,
}

// textFields are struct fields a user reads, set in literals or assignments.
var textFields = map[string]bool{
	"Text": true, "Label": true, "Title": true, "Subtitle": true, "PlaceHolder": true, "HintText": true,
}

// parseCode parses every non-test Go file under the repository, by folder.
func parseCode(t *testing.T) (*token.FileSet, map[string][]*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	packages := map[string][]*ast.File{}
	err := filepath.WalkDir(repoRoot, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); p != repoRoot && (strings.HasPrefix(name, ".") || name == "testdata" || name == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		packages[filepath.Dir(p)] = append(packages[filepath.Dir(p)], f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return fset, packages
}

// scanCode walks every non-test Go file under the repository: it collects
// the keys of every lang lookup and, under ui/ and in main.go, reports
// literal text handed to a widget without going through lang.
func scanCode(t *testing.T) scan {
	t.Helper()
	s := scan{keys: map[string]key{}}
	fset, packages := parseCode(t)
	for dir, files := range packages {
		consts := stringConsts(files)
		rel, _ := filepath.Rel(repoRoot, dir)
		checkText := rel == "." || rel == "ui" || strings.HasPrefix(rel, "ui"+string(filepath.Separator))
		for _, f := range files {
			w := walker{scan: &s, fset: fset, consts: consts, imports: importNames(f)}
			ast.Inspect(f, func(n ast.Node) bool { return w.visit(n, checkText) })
		}
	}
	return s
}

// walker looks at one file.
type walker struct {
	*scan
	fset    *token.FileSet
	consts  map[string]string // the package's string constants
	imports map[string]string // local name → import path
}

func (w walker) visit(n ast.Node, checkText bool) bool {
	switch n := n.(type) {
	case *ast.CallExpr:
		pkg, name := w.callee(n)
		if plural, ok := langFuncs[name]; ok && pkg == "fyne.io/fyne/v2/lang" {
			if plural {
				w.problems = append(w.problems, w.fset.Position(n.Pos()).String()+": lang."+name+
					" applies the system's plural rules on Windows and macOS, not the chosen language's: use i18n.N")
			}
			w.addKey(n, plural)
			return true
		}
		if pkg == thisPackage && name == "N" {
			w.addKey(n, true)
			return true
		}
		if !checkText {
			return true
		}
		names, isText := textFuncs[pkg]
		if pkg == "" {
			isText = textMethods[name]
		} else if isText && names != nil {
			isText = contains(names, name)
		}
		if isText {
			for _, arg := range n.Args {
				w.checkText(arg, name)
			}
		}
	case *ast.CompositeLit:
		if !checkText {
			return true
		}
		for _, e := range n.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && textFields[id.Name] {
					w.checkText(kv.Value, id.Name)
				}
			}
		}
	case *ast.AssignStmt:
		if !checkText {
			return true
		}
		for i, lhs := range n.Lhs {
			if sel, ok := lhs.(*ast.SelectorExpr); ok && textFields[sel.Sel.Name] && i < len(n.Rhs) {
				w.checkText(n.Rhs[i], sel.Sel.Name)
			}
		}
	}
	return true
}

// callee names a call's function: its package's import path and name for a
// package function, "" and the name for a method.
func (w walker) callee(c *ast.CallExpr) (pkg, name string) {
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return "", ""
	}
	if id, ok := sel.X.(*ast.Ident); ok && id.Obj == nil {
		if path, ok := w.imports[id.Name]; ok {
			return path, sel.Sel.Name
		}
	}
	return "", sel.Sel.Name
}

// addKey records the key of a lang lookup.
func (w walker) addKey(c *ast.CallExpr, plural bool) {
	at := w.fset.Position(c.Pos())
	if len(c.Args) == 0 {
		return
	}
	k, ok := w.constant(c.Args[0])
	if !ok {
		w.problems = append(w.problems, at.String()+": the key is not a constant string, so no test can check it is translated")
		return
	}
	if _, seen := w.keys[k]; !seen {
		w.keys[k] = key{plural: plural, at: at}
	}
}

// checkText reports literal words in an expression a user reads, looking
// through concatenations, slices and fmt calls but not into lang lookups.
func (w walker) checkText(e ast.Expr, where string) {
	switch e := e.(type) {
	case *ast.BasicLit, *ast.Ident:
		if s, ok := w.constant(e); ok && hasWord(s) && !notation.MatchString(s) {
			w.problems = append(w.problems, w.fset.Position(e.Pos()).String()+": "+where+" shows "+strconv.Quote(s)+" untranslated")
		}
	case *ast.BinaryExpr:
		w.checkText(e.X, where)
		w.checkText(e.Y, where)
	case *ast.ParenExpr:
		w.checkText(e.X, where)
	case *ast.CompositeLit:
		for _, el := range e.Elts {
			w.checkText(el, where)
		}
	case *ast.CallExpr:
		if pkg, name := w.callee(e); pkg == "fmt" && strings.HasPrefix(name, "Sprint") || pkg == "strings" && name == "Join" {
			for _, arg := range e.Args {
				w.checkText(arg, where)
			}
		}
	}
}

// constant evaluates a string literal, a package constant or a
// concatenation of them.
func (w walker) constant(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.Ident:
		s, ok := w.consts[e.Name]
		return s, ok
	case *ast.ParenExpr:
		return w.constant(e.X)
	case *ast.BinaryExpr:
		x, okX := w.constant(e.X)
		y, okY := w.constant(e.Y)
		return x + y, e.Op == token.ADD && okX && okY
	}
	return "", false
}

// stringConsts collects a package's constants whose values are strings
// made of literals and other such constants.
func stringConsts(files []*ast.File) map[string]string {
	consts := map[string]string{}
	var specs []*ast.ValueSpec
	for _, f := range files {
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
				for _, spec := range g.Specs {
					specs = append(specs, spec.(*ast.ValueSpec))
				}
			}
		}
	}
	// Constants may name constants declared after them: repeat until stable.
	for grew := true; grew; {
		grew = false
		for _, v := range specs {
			for i, name := range v.Names {
				if _, done := consts[name.Name]; done || i >= len(v.Values) {
					continue
				}
				if s, ok := (walker{consts: consts}).constant(v.Values[i]); ok {
					consts[name.Name], grew = s, true
				}
			}
		}
	}
	return consts
}

// importNames maps a file's import names to their paths.
func importNames(f *ast.File) map[string]string {
	names := map[string]string{}
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		name := path[strings.LastIndex(path, "/")+1:]
		if path == "fyne.io/fyne/v2" {
			name = "fyne"
		}
		if imp.Name != nil {
			name = imp.Name.Name
		}
		names[name] = path
	}
	return names
}

// notation matches the .qttt record notation ("X1 1 5", "collapse 9"),
// which is the same in every language.
var notation = regexp.MustCompile(`^(collapse [0-9]|[XO][0-9]( [0-9]){1,2})$`)

// hasWord reports whether s holds two letters in a row: text to translate,
// as opposed to a mark such as "X", a number or punctuation.
func hasWord(s string) bool {
	run := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			run++
			if run == 2 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestScannerFindsKeysAndBypasses(t *testing.T) {
	dir := t.TempDir()
	src := `package p

import (
	"strings"

	"fyne.io/fyne/v2/lang"
	w "fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/i18n"
)

const title = "Quantum " + "Tic-Tac-Toe"

func f(l *w.Label, n int) {
	w.NewLabel(lang.L("New game"))
	w.NewLabel("Hello there")
	w.NewLabel(title)
	w.NewButton("X", nil)
	w.NewLabel("collapse 9")
	w.NewLabel(strings.TrimPrefix("#title: x", "#title:"))
	l.SetText(lang.N("{{.Count}} move", n))
	l.Text = "Fine " + lang.L("words")
	_ = &w.Label{Text: "Board"}
	lang.L(l.Text)
	l.SetText(i18n.N("{{.Count}} board", n))
}
`
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, filepath.Join(dir, "p.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	s := scan{keys: map[string]key{}}
	wk := walker{scan: &s, fset: fset, consts: stringConsts([]*ast.File{f}), imports: importNames(f)}
	ast.Inspect(f, func(n ast.Node) bool { return wk.visit(n, true) })

	if len(s.keys) != 4 || !s.keys["{{.Count}} move"].plural || !s.keys["{{.Count}} board"].plural || s.keys["New game"].plural {
		t.Errorf("keys = %v, want New game, words and the plurals {{.Count}} move and {{.Count}} board", s.keys)
	}
	want := []string{`"Hello there"`, `"Quantum Tic-Tac-Toe"`, "use i18n.N", `"Fine "`, `"Board"`, "not a constant string"}
	if len(s.problems) != len(want) {
		t.Fatalf("problems = %q, want %d of them", s.problems, len(want))
	}
	for i, p := range s.problems {
		if !strings.Contains(p, want[i]) {
			t.Errorf("problem %d = %q, want it to mention %s", i, p, want[i])
		}
	}
}
