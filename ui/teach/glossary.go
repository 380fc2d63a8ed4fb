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
		{lang.L("Spooky mark"), lang.L("A small mark, like X1. Each move writes two of them, in two different squares: the move can end up in either of these squares, and which one is not settled yet. Goff named them after Einstein's phrase \"spooky action at a distance\". Nothing spooky happens: no mark acts on another.")},
		{lang.L("Classical mark"), lang.L("A big, ordinary mark, as in ordinary tic-tac-toe: its square is settled for good. Only classical marks make a line.")},
		{lang.L("Superposition (in the game)"), lang.L("In the game, a spooky mark's two squares both stay possible until a collapse settles it: the mark is not in both, and which one it ends up in is not settled yet. A real superposition is more than \"not known yet\" and more than \"not decided yet\": its possibilities can interfere, which spooky marks cannot. In real physics a superposition is one state in which each possibility has an amplitude, and amplitudes can reinforce or cancel each other.")},
		{lang.L("Entanglement (in the game)"), lang.L("In the game, marks whose pairs share a square, directly or through other marks, are entangled: where one of them ends up limits where the others can end up. Real entangled particles can be far apart when they are measured, and their results can agree in a way that no answers fixed in advance and carried by each particle could explain (Bell).")},
		{lang.L("Correlation"), lang.L("A link between two results: knowing one tells you something about the other, as with a pair of gloves packed one in each of two boxes. Marks in the game are correlated only in this ordinary way. Real entangled particles can show a pattern of agreement across different settings that no answers fixed in advance and carried by each particle could give (Bell; lesson 8).")},
		{lang.L("Cycle"), lang.L("Follow spooky marks from square to square: when the path comes back to where it started without using any pair twice, the marks form a cycle. By the game's rule a cycle collapses at once.")},
		{lang.L("Collapse (in the game)"), lang.L("By the game's rule a cycle collapses at once: every mark of the cycle, and every mark attached to it, becomes classical. In the game it stands for a measurement, and a player chooses how it goes. In standard quantum physics, when the result of a measurement is not certain, no one decides it: only the odds of each result are fixed.")},
		{lang.L("Attached to a cycle"), lang.L("A spooky mark is attached to a cycle when it is not in the cycle but shares a square with it, directly or through other marks. A collapse of the cycle settles it too.")},
		{lang.L("Cascade"), lang.L("The marks of one collapse, drawn one after another: once one mark is settled, the next has only one square left, and so on. They settle together; the app draws them in turn so that you can follow.")},
		{lang.L("Possible boards"), lang.L("The ordinary boards the spooky marks could still end up as. Counting them counts possibilities: it does not give odds.")},
		{lang.L("Coin variant"), lang.L("A variant for the classroom: a fair coin, not a player, decides each collapse. Then there are odds, one half each way, and they come from the coin, not from the marks.")},
		{lang.L("Measurement"), lang.L("In physics, an interaction that leaves a lasting record of one result in a device, such as a detector's click. It needs no person watching. In the game, a collapse stands for it.")},
		{lang.L("Amplitude"), lang.L("In real physics, a number that a quantum state (what physics says about how a system was prepared) gives each way to a result. The amplitudes of all the ways to one result add up, as long as nothing records which way was taken; the chance of the result is the square of the sum's size. Amplitudes can be negative, so two ways to one result can cancel.")},
		{lang.L("Interference"), lang.L("Two ways to the same result reinforcing or cancelling each other, because their amplitudes add, as in an interferometer. Real superpositions can show it; spooky marks cannot.")},
		{lang.L("Interferometer"), lang.L("An experiment with two paths that meet again before two detectors, as in lesson 7: photons (particles of light) are sent one at a time; there are two ways to each detector, and the two ways reinforce or cancel each other.")},
		{lang.L("Detector"), lang.L("A device that clicks when a particle, such as a photon, arrives. Lesson 7's experiment has two: D and a second one.")},
		{lang.L("Local hidden variables"), lang.L("Answers fixed in advance and carried by each particle, like a hidden card. Local means that each particle's answer depends only on what happens where it is measured. Experiments testing Bell's inequality show that such local hidden variables cannot explain real entangled particles. Hidden variables that act at a distance, as in pilot-wave theory (a reading of quantum physics that keeps a definite path for each particle), are not ruled out this way.")},
		{lang.L("Bell's inequality"), lang.L("A limit that any answers fixed in advance and carried by each particle must obey. In lesson 8, when the two labs pick different settings, such cards agree at least a third of the time; in that set-up, real entangled particles agree only a quarter of the time, so they break it.")},
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
