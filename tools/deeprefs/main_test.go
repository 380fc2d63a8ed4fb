package main

import (
	"path/filepath"
	"testing"
)

// limit is issue 31's ceiling on the ui package's tests reaching two
// private names deep: past it, a test wants a helper in testapi_test.go.
const limit = 60

func TestTheUITestsStayWithinTheLimit(t *testing.T) {
	files, err := filepath.Glob("../../ui/*_test.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no ui tests found: %v", err)
	}
	total := 0
	for _, f := range files {
		n, err := count(f, map[string]int{})
		if err != nil {
			t.Fatal(err)
		}
		total += n
	}
	if total > limit {
		t.Errorf("the ui tests reach two private names deep %d times, more than %d: go run ./tools/deeprefs -v ui/*_test.go lists them; use or add a helper in ui/testapi_test.go", total, limit)
	}
}
