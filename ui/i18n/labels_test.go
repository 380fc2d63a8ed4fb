package i18n

import (
	"strings"
	"testing"
)

// shownTogether are labels a user sees side by side, which must differ in
// every language: the toolbar's Undo beside the lesson panel's Back, and the
// Help menu beside the Hint button (the translation review, issue 24, found
// Czech naming both Undo and Back «Zpět», and Hint «Nápověda», the name the
// system gives the Help menu).
var shownTogether = [][2]string{{"Undo", "Back"}, {"Help", "Hint"}}

// hinted are the sentences the Hint button shows, each opening with the
// button's name.
var hinted = []string{
	"Hint: with perfect play from both sides, the game is a draw.",
	"Hint: {{.Player}} can force a win.",
	"Hint: {{.Player}} loses against perfect play, but the opponent can still go wrong.",
}

func TestLabelsShownTogetherDiffer(t *testing.T) {
	for _, l := range Languages {
		words := readTranslation(t, l.Tag)
		for _, pair := range shownTogether {
			a, b := words[pair[0]]["other"], words[pair[1]]["other"]
			if a == "" || strings.EqualFold(a, b) {
				t.Errorf("%s: %q and %q are both %q", l.Tag, pair[0], pair[1], a)
			}
		}
		hint := words["Hint"]["other"]
		for _, key := range hinted {
			if s := words[key]["other"]; !strings.HasPrefix(s, hint+":") {
				t.Errorf("%s: the hint %q does not open with the button's name %q", l.Tag, s, hint)
			}
		}
	}
}
