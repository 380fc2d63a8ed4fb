// Command deeprefs counts, in the Go test files it is given, the places
// where a test reaches two or more unexported names deep into a value:
// selector chains such as a.frame.tabs or a.world.stage.laptop, rooted at
// a variable (not an imported package), whose first two selected names
// are both unexported. A chain is counted once, however long it is. It
// prints the count per file and the total, and with -v every chain.
//
//	go run ./tools/deeprefs ui/*_test.go
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"
)

func main() {
	verbose := flag.Bool("v", false, "print every chain, with how often it occurs")
	flag.Parse()
	total, chains := 0, map[string]int{}
	for _, path := range flag.Args() {
		n, err := count(path, chains)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("%5d %s\n", n, path)
		total += n
	}
	if *verbose {
		names := make([]string, 0, len(chains))
		for c := range chains {
			names = append(names, c)
		}
		sort.Slice(names, func(i, j int) bool {
			return chains[names[i]] > chains[names[j]] || chains[names[i]] == chains[names[j]] && names[i] < names[j]
		})
		for _, c := range names {
			fmt.Printf("%5d %s\n", chains[c], c)
		}
	}
	fmt.Printf("%5d total\n", total)
}

// count adds the deep chains of the file at path to chains and returns
// how many it holds.
func count(path string, chains map[string]int) (int, error) {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
	if err != nil {
		return 0, err
	}
	imports := map[string]bool{}
	for _, im := range f.Imports {
		p := strings.Trim(im.Path.Value, `"`)
		name := p[strings.LastIndex(p, "/")+1:]
		if im.Name != nil {
			name = im.Name.Name
		}
		imports[name] = true
	}
	n := 0
	inner := map[*ast.SelectorExpr]bool{} // selectors inside a chain already counted
	ast.Inspect(f, func(node ast.Node) bool {
		sel, ok := node.(*ast.SelectorExpr)
		if !ok || inner[sel] {
			return true
		}
		names, root := chain(sel)
		for x := sel; ; {
			inner[x] = true
			next, ok := x.X.(*ast.SelectorExpr)
			if !ok {
				break
			}
			x = next
		}
		if root == nil || imports[root.Name] || len(names) < 2 || ast.IsExported(names[0]) || ast.IsExported(names[1]) {
			return true
		}
		n++
		deep := []string{root.Name}
		for _, s := range names {
			if ast.IsExported(s) {
				break
			}
			deep = append(deep, s)
		}
		chains[strings.Join(deep, ".")]++
		return true
	})
	return n, nil
}

// chain returns the names sel selects, from the root outwards, and the
// identifier at its root; nil when the root is not an identifier.
func chain(sel *ast.SelectorExpr) ([]string, *ast.Ident) {
	var names []string
	var x ast.Expr = sel
	for {
		s, ok := x.(*ast.SelectorExpr)
		if !ok {
			break
		}
		names = append([]string{s.Sel.Name}, names...)
		x = s.X
	}
	id, _ := x.(*ast.Ident)
	return names, id
}
