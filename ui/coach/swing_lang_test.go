package coach

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/game/solver"
	"github.com/qttt-edu/qttt/ui/i18n"
)

// The t15 native read (P1): the review's "slipped in turn" sentence put
// {{.Action}} after «przed» in Polish, which takes the instrumental, so
// a collapse filled in read «przed kolaps (X5 na polu 5)»; Russian
// «перед» and Czech «před» did the same. A name in the nominative can
// open a sentence or follow a colon or a dash, never a preposition. In a
// random game against the computer whose next judged action after the
// swing back is the student's collapse choice, every sentence of the
// review in these languages names the action that way.
func TestTheReviewNamesACollapseWhereItsCaseFits(t *testing.T) {
	t.Cleanup(func() { _ = i18n.Load("en") })
	judge := solver.New()
	rng := rand.New(rand.NewPCG(7, 36))
	for range 2000 {
		r := randomGame(t, rng)
		_, again := swingBack(xSlips(judge, r))
		if again < 0 || r.Action(again).Kind != game.Choose || r.State().Winner() == game.X { // a game X won tells no swing back
			continue
		}
		c := reviewed(t, r)
		for _, tag := range []string{"pl", "ru", "cs"} {
			if err := i18n.Load(tag); err != nil {
				t.Fatal(err)
			}
			name := ActionName(r, again)
			text := c.reviewText()
			swung := false
			for _, line := range text {
				for rest := line; strings.Contains(rest, name); {
					before, after, _ := strings.Cut(rest, name)
					if b := strings.TrimSpace(before); b != "" && !strings.HasSuffix(b, ":") && !strings.HasSuffix(b, "–") && !strings.HasSuffix(b, "—") {
						t.Errorf("%s: %q follows %q, which asks for another case than its nominative:\n%s", tag, name, lastWord(b), line)
					}
					rest = after
				}
				swung = swung || strings.Contains(line, name+" – ") || strings.Contains(line, name+" — ")
			}
			if !strings.HasPrefix(name, map[string]string{"pl": "kolaps", "ru": "схлопывание", "cs": "kolaps"}[tag]) || !swung {
				t.Errorf("%s: the review does not say the computer gave the result back before the collapse %q:\n%s", tag, name, strings.Join(text, "\n"))
			}
			t.Logf("%s:\n%s", tag, strings.Join(text, "\n"))
		}
		return
	}
	t.Fatal("no random game with a slip, a swing back and a collapse choice slipped again: nothing tested")
}

// lastWord is the last word of s.
func lastWord(s string) string {
	f := strings.Fields(s)
	return f[len(f)-1]
}
