package typeset

import (
	"slices"
	"testing"
)

func TestBindKeepsShortWordsWithTheirNeighbours(t *testing.T) {
	for in, want := range map[string]string{
		"dopóki nie nastąpi kolaps. W grze przedstawia": "dopóki nie nastąpi kolaps. W\u00a0grze przedstawia",
		"jedna klasická značka v tom poli 5.":           "jedna klasická značka v\u00a0tom poli\u00a05.",
		"Важен ли выбор O?":                             "Важен ли выбор\u00a0O?",
		"X1 стоит в клетке 1, а в «клетке 5»":           "X1 стоит в\u00a0клетке\u00a01, а\u00a0в\u00a0«клетке\u00a05»",
		"Name: ______    Class: ____":                   "Name: ______    Class: ____",
		"one pair (a cycle) — then":                     "one pair (a\u00a0cycle)\u00a0— then",
	} {
		if got := Bind(in); got != want {
			t.Errorf("Bind(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWordsAreThePiecesALineMayBreakBetween(t *testing.T) {
	for in, want := range map[string][]string{
		"nigdy na obu. W grze przedstawia":          {"nigdy", "na", "obu.", "W grze", "przedstawia"},
		"Obě patří k jednomu tahu, o jednom z nich": {"Obě", "patří", "k jednomu", "tahu,", "o jednom", "z nich"},
		"X1 стоит в клетке 1, а в «клетке 5»":       {"X1", "стоит", "в клетке 1,", "а в «клетке 5»"},
		"  one  two\tthree ":                        {"one", "two", "three"},
		"даёт монетка — правило, добавленное":       {"даёт", "монетка —", "правило,", "добавленное"},
		"fits again: 2 × 2 × 2 × 2 = 16 boards":     {"fits", "again:", "2 × 2 × 2 × 2 = 16", "boards"},
		// After a comma or a full stop a line may end (teacher walk t10 m5).
		"in square 4, O completes 1, 4, 7. These":         {"in", "square 4,", "O completes 1,", "4,", "7.", "These"},
		"a rule of the game, not of physics. O closed it": {"a rule", "of", "the", "game,", "not", "of", "physics.", "O closed", "it"},
		"time: X picks square 9 for O6, X5 then":          {"time:", "X picks", "square 9", "for O6,", "X5", "then"},
		"":                                                nil,
	} {
		if got := Words(in); !slices.Equal(got, want) {
			t.Errorf("Words(%q) = %q, want %q", in, got, want)
		}
	}
}
