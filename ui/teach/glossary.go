package teach

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Term is one entry of the glossary: a word the app uses and what it means
// in the game, in plain words.
type Term struct {
	Word, Meaning string
}

// Glossary returns the words the panel and the lessons use, in the order
// a class meets them.
func Glossary() []Term {
	return []Term{
		{lang.L("Spooky mark"), lang.L("A small mark, like X1. Each move writes two of them, in two different squares: the move will end up in one of these squares, and which one is not settled yet.")},
		{lang.L("Classical mark"), lang.L("A big, ordinary mark, as in ordinary tic-tac-toe: its square is settled for good. Only classical marks make a line.")},
		{lang.L("Superposition (in the game)"), lang.L("In the game, a spooky mark's two squares both stay possible until a collapse decides: the mark is not in both, and which one it ends up in is not settled yet. In physics a superposition is more than not knowing: its possibilities can interfere, which spooky marks cannot (see Where the metaphor ends).")},
		{lang.L("Entanglement (in the game)"), lang.L("In the game, marks whose pairs share a square, directly or through other marks, are entangled: where one of them ends up limits where the others can end up. Real entangled particles can be far apart and share nothing, and still their measurement results are correlated.")},
		{lang.L("Cycle"), lang.L("Follow spooky marks from square to square: when the path comes back to where it started, the marks form a cycle. By the game's rule a cycle collapses at once.")},
		{lang.L("Collapse (measurement)"), lang.L("A collapse settles every mark of a cycle, and every mark attached to it, as classical marks. In the game a player chooses how; in real physics the result of a measurement is random.")},
		{lang.L("Possible boards"), lang.L("The ordinary boards the spooky marks could still end up as. Counting them counts possibilities: it does not give odds.")},
	}
}

// NewGlossaryView returns the glossary as a list of words, each above its
// meaning.
func NewGlossaryView() fyne.CanvasObject {
	box := container.NewVBox()
	for _, t := range Glossary() {
		box.Add(&widget.Label{Text: t.Word, TextStyle: fyne.TextStyle{Bold: true}, SizeName: theme.SizeNameSubHeadingText})
		box.Add(&widget.Label{Text: t.Meaning, Wrapping: fyne.TextWrapWord, SizeName: theme.SizeNameSubHeadingText})
	}
	return box
}
