// Package game plays Allan Goff's quantum tic-tac-toe exactly as the
// project's RULES.md states it, and reads and writes game records.
//
// A [State] is one position: a small value that is cheap to copy, so the
// user interface can keep one per action for undo and the solver can search
// through millions of them. Every change goes through [State.Apply]:
//
//   - A move places a spooky pair ([Place]); when its two squares were
//     already connected through spooky pairs it closes a cycle (see
//     cycle.go) and the state waits for a collapse choice.
//   - The player who did not close the cycle picks where the newest mark
//     lands ([Choose]); the collapse then cascades through the whole
//     connected group (see collapse.go).
//   - When one square without a classical mark is left, X's ninth move is a
//     single classical mark ([PlaceFinal]).
//
// A [Record] is a whole game as a list of actions, with the state after
// each; it reads and writes the line-based .qttt format (see record.go).
package game
