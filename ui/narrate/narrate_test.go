package narrate

import (
	"slices"
	"strings"
	"testing"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/uitest"
)

// record replays a record written one action per line.
func record(t *testing.T, lines ...string) *game.Record { return uitest.Record(t, lines...) }

// expect fails the test unless got holds every sentence of want, in order.
func expect(t *testing.T, topic string, got []string, want ...string) {
	t.Helper()
	i := 0
	for _, line := range got {
		if i < len(want) && line == want[i] {
			i++
		}
	}
	if i < len(want) {
		t.Errorf("%s says:\n  %s\nwant, in order:\n  %s", topic, strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestExplainPendingTwoCycle(t *testing.T) {
	e := Explain(Moment{State: record(t, "X1 1 5", "O2 1 5").State()})
	if e.Active != Collapse {
		t.Errorf("Active = %v, want Collapse", e.Active)
	}
	expect(t, "Collapse", e.Collapse,
		"By the game's rule this cycle collapses now: X chooses where O2 lands.",
		"The cycle runs through squares 1 and 5.",
		"O2 lands in square 1 or square 5, and every mark entangled with it becomes classical.",
		"Rule: the player who did not close the cycle chooses the collapse.")
	expect(t, "Entanglement", e.Entanglement, "X1 and O2 are entangled: their spooky marks lie in squares 1 and 5.")
	expect(t, "Superposition", e.Superposition, "O2's spooky marks are in squares 1 and 5: both squares stay possible for O2 until a collapse settles it.")
}

func TestExplainLongCycleWithBranch(t *testing.T) {
	// The cycle 1-2-3 closes with O4; X3 hangs off it in square 6.
	e := Explain(Moment{State: record(t, "X1 1 2", "O2 2 3", "X3 3 6", "O4 1 3").State()})
	if e.Active != Collapse {
		t.Errorf("Active = %v, want Collapse", e.Active)
	}
	expect(t, "Collapse", e.Collapse,
		"By the game's rule this cycle collapses now: X chooses where O4 lands.",
		"The cycle runs through squares 1, 2 and 3.",
		"O4 lands in square 1 or square 3, and every mark entangled with it becomes classical.")
	expect(t, "Entanglement", e.Entanglement, "X1, O2, X3 and O4 are entangled: their spooky marks lie in squares 1, 2, 3 and 6.")
}

func TestExplainTwoGroups(t *testing.T) {
	s := record(t, "X1 1 2", "O2 2 3", "X3 7 8", "O4 8 9").State()
	e := Explain(Moment{State: s})
	if e.Active != Entanglement {
		t.Errorf("Active = %v, want Entanglement", e.Active)
	}
	first := "X1 and O2 are entangled: their spooky marks lie in squares 1, 2 and 3."
	second := "X3 and O4 are entangled: their spooky marks lie in squares 7, 8 and 9."
	if !slices.Equal(e.Entanglement, []string{first, second}) {
		t.Errorf("Entanglement = %q, want the two groups named separately", e.Entanglement)
	}
	hovered := Explain(Moment{State: s, Hover: 8})
	if !slices.Equal(hovered.Entanglement, []string{second, first}) {
		t.Errorf("hovering square 8: Entanglement = %q, want its group first", hovered.Entanglement)
	}
	expect(t, "Superposition", hovered.Superposition, "O4's spooky marks are in squares 8 and 9: both squares stay possible for O4 until a collapse settles it.")
}

func TestExplainCascade(t *testing.T) {
	r := record(t, "X1 1 5", "O2 5 9", "X3 1 9")
	cascade, err := r.Apply(game.ChooseAction(9))
	if err != nil {
		t.Fatal(err)
	}
	e := Explain(Moment{State: r.State(), Cascade: cascade})
	if e.Active != Collapse {
		t.Errorf("Active = %v, want Collapse", e.Active)
	}
	expect(t, "Collapse", e.Collapse,
		"O chose square 9 for X3.",
		"X3 became classical in square 9, so square 5 was the only one left for O2.",
		"O2 became classical in square 5, so square 1 was the only one left for X1.")
	chance := Explain(Moment{State: r.State(), Cascade: cascade, Chance: true})
	expect(t, "Collapse by chance", chance.Collapse,
		"The coin toss settled it: X3 lands in square 9.",
		"X3 became classical in square 9, so square 5 was the only one left for O2.",
		"Coin variant: a fair coin decides every collapse.")
}

func TestExplainChancePending(t *testing.T) {
	e := Explain(Moment{State: record(t, "X1 1 5", "O2 1 5").State(), Chance: true})
	expect(t, "Collapse", e.Collapse,
		"By the game's rule this cycle collapses now: a coin toss decides where O2 lands.",
		"Coin variant: a fair coin decides every collapse.")
}

func TestExplainSuperposition(t *testing.T) {
	e := Explain(Moment{State: record(t, "X1 1 5", "O2 3 7").State()})
	if e.Active != Superposition {
		t.Errorf("Active = %v, want Superposition", e.Active)
	}
	expect(t, "Superposition", e.Superposition,
		"O2's spooky marks are in squares 3 and 7: both squares stay possible for O2 until a collapse settles it.",
		"2 marks on the board are still spooky.")
	if e := Explain(Moment{}); e.Active != NoTopic {
		t.Errorf("empty board: Active = %v, want NoTopic", e.Active)
	}
}

// While a lesson's question waits, the explanation says nothing about the
// position: lesson 1 asks where X1 is, which the superposition section
// would otherwise answer.
func TestExplainHoldsBackWhileAsking(t *testing.T) {
	s := record(t, "X1 1 5").State()
	if open := Explain(Moment{State: s}); !slices.ContainsFunc(open.Superposition, func(l string) bool { return strings.Contains(l, "squares 1 and 5") }) {
		t.Fatalf("with no question waiting, the explanation does not name X1's squares: %q", open.Superposition)
	}
	e := Explain(Moment{State: s, Asking: true})
	if e.Active != NoTopic {
		t.Errorf("asking: Active = %v, want NoTopic", e.Active)
	}
	for _, lines := range [][]string{e.Superposition, e.Entanglement, e.Collapse} {
		for _, l := range lines {
			if strings.Contains(l, "X1") || strings.Contains(l, "square") {
				t.Errorf("asking: the explanation still speaks of the position: %q", l)
			}
		}
	}
}

func TestCountsOfAMarkAPendingCycleLeavesOneSquare(t *testing.T) {
	// The cycle 2-3-4 closes with O4 and fills squares 2, 3 and 4 on both
	// of its boards, so X1, attached in square 2, has only square 1 left.
	s := record(t, "X1 1 2", "O2 2 3", "X3 3 4", "O4 4 2").State()
	e := s.Ensemble()
	if got, want := Counts(s, e, 1, false), "X1 is still spooky, but it is in square 1 on each of the 2 possible boards: square 2 is no longer possible for it."; got != want {
		t.Errorf("Counts(X1) = %q, want %q", got, want)
	}
	if got, want := Counts(s, e, 2, false), "O2 is in square 2 on 1 of the 2 possible boards and in square 3 on 1 of them. These are counts, not probabilities."; got != want {
		t.Errorf("Counts(O2) = %q, want %q", got, want)
	}
}

// The question a worksheet and the presenter view put on a pending
// collapse is about a choice not made: its answer says what would happen,
// in the conditional, down to the line the choice would give (lesson 4's
// last position: square 4 for O6 gives O the line 1, 4, 7).
func TestAskAnswersWhatAChoiceWouldDo(t *testing.T) {
	s := record(t, "X1 1 5", "O2 1 5", "collapse 1", "X3 6 7", "O4 6 7", "collapse 7", "X5 4 9", "O6 4 9").State()
	q, answer := Ask(s)
	if q != "If X chooses square 4 for O6, which marks become classical, and in which squares?" {
		t.Errorf("Ask asks %q", q)
	}
	want := "O6 would become classical in square 4. O6 in square 4 would leave only square 9 for X5. O would then have the line 1, 4 and 7."
	if answer != want {
		t.Errorf("Ask answers %q, want %q", answer, want)
	}
	// Both players' lines from one choice: the answer says whose wins.
	s = record(t, "X1 7 9", "O2 8 9", "X3 5 9", "O4 5 6", "X5 2 3", "O6 2 6", "X7 6 9").State()
	if _, answer = Ask(s); !strings.HasSuffix(answer, "O's line would be the earlier one, so O would win.") {
		t.Errorf("for lesson 5's two lines at once Ask answers %q", answer)
	}
}

// A long cascade is one short story: the choice, the first mark that
// followed with why, and the rest in one sentence, in every language.
func TestNarrateTellsALongCascadeOnce(t *testing.T) {
	r := record(t, "X1 1 2", "O2 2 3", "X3 3 4", "O4 4 5", "X5 5 6", "O6 6 7", "X7 7 1")
	cascade, err := r.Apply(game.ChooseAction(1))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"O chose square 1 for X7.",
		"X7 became classical in square 1, so square 2 was the only one left for X1.",
		"In the same way, 5 more marks became classical, each in the only square left to it: O2 in square 3, X3 in square 4, O4 in square 5, X5 in square 6 and O6 in square 7.",
	}
	if got := Narrate(r.State(), cascade, false); !slices.Equal(got, want) {
		t.Errorf("Narrate =\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
	t.Setenv("LANGUAGE", "en") // Load sets it: restored after the test
	t.Cleanup(func() { _ = i18n.Load("en") })
	for _, l := range i18n.Languages {
		if err := i18n.Load(l.Tag); err != nil {
			t.Fatal(err)
		}
		got := Narrate(r.State(), cascade, false)
		if len(got) != 3 {
			t.Errorf("%s: %d sentences, want 3: %q", l.Tag, len(got), got)
			continue
		}
		for _, m := range []string{"O2", "X3", "O4", "X5", "O6", "5", "7"} {
			if !strings.Contains(got[2], m) {
				t.Errorf("%s: the rest of the cascade leaves out %s: %q", l.Tag, m, got[2])
			}
		}
	}
}

// The t9 walk's game: O chose square 1 for X3, which left X1 and O2 one
// square each. Said once, not "X3 became classical in square 1, so …"
// twice in a row.
func TestNarrateSaysOnceWhatOneMarkLeftTwoOthers(t *testing.T) {
	r := record(t, "X1 1 9", "O2 1 3", "X3 1 9")
	cascade, err := r.Apply(game.ChooseAction(1))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"O chose square 1 for X3.",
		"X3 became classical in square 1, so each of these marks had only one square left: X1 in square 9 and O2 in square 3.",
	}
	if got := Narrate(r.State(), cascade, false); !slices.Equal(got, want) {
		t.Errorf("Narrate =\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// While lesson 7's two paths stand in place of the board, the explanation
// speaks of them, not of the hidden board's cycle (student walk t17 #3).
func TestExplainBesideAnExperimentNamesNoHiddenMark(t *testing.T) {
	s := record(t, "X1 1 5", "O2 1 5").State()
	e := Explain(Moment{State: s, Experiment: true})
	all := slices.Concat(e.Superposition, e.Entanglement, e.Collapse)
	if len(all) != 1 || !strings.Contains(all[0], "a real experiment with photons") {
		t.Errorf("beside the experiment the explanation says %q, want one sentence on the experiment", all)
	}
	for _, line := range all {
		if strings.Contains(line, "O2") || strings.Contains(line, "cycle") {
			t.Errorf("beside the experiment the explanation speaks of the hidden board: %q", line)
		}
	}
	if e.Active != Superposition {
		t.Errorf("Active = %v, want the section the sentence is in lit", e.Active)
	}
}
