// Package teach holds the widgets of the app's teaching side: a side
// panel that explains superposition, entanglement and collapse on the
// position at hand, a glossary of its words, the classical ensemble a
// position could still collapse to (with counts of a mark's squares), an
// entanglement graph, and the view that walks through a guided lesson
// (package lesson) asking before it tells; and the teacher's guide's
// tables, wrapped to the window's width (WrapTables).
//
// The widgets only read game states; the window feeds them each new state
// and listens to their callbacks.
package teach
