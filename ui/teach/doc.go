// Package teach is the teaching side of the app: a side panel that explains
// superposition, entanglement and collapse on the position at hand, a
// glossary of its words, the classical ensemble a position could still
// collapse to (with counts of a mark's squares), an entanglement graph,
// guided lessons that ask before they tell and whose claims about who wins
// the tests check with the solver, and the "choice or chance" teaching
// variant.
//
// The widgets only read game states; the window feeds them each new state
// and listens to their callbacks.
package teach
