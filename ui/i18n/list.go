package i18n

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"
)

// List writes items as a list in the language in force, as in "1, 5 and
// 9": commas between all but the last two, the language's "and" before the
// last.
func List[T fmt.Stringer](items []T) string {
	names := make([]string, len(items))
	for i, it := range items {
		names[i] = it.String()
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return lang.L("{{.Most}} and {{.Last}}", map[string]any{
		"Most": strings.Join(names[:len(names)-1], ", "),
		"Last": names[len(names)-1],
	})
}
