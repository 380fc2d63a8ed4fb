// Package teach is the teaching side of the app: a side panel that explains
// superposition, entanglement and collapse on the position at hand, the
// classical ensemble a position could still collapse to, an entanglement
// graph, guided lessons, and the "choice or chance" teaching variant.
//
// The widgets only read game states; the window feeds them each new state
// and listens to their callbacks.
package teach
