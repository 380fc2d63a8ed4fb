package model

import "slices"

// Class answers: the room, its rounds, its server and what they show in
// place of the board are outside the model (package classanswers), which
// reads the step on show and what the class has seen of it, and tells
// the model of their news; like the view modes, that is not refused while
// a question waits.

// SlideSeen is told, in presentation mode, the blocks of text of the
// class view's slide that the class has seen: those of the pages up to
// the one on show. It changes nothing on show; class answers read it
// (QuestionSeen) at the next change.
func (m *Model) SlideSeen(blocks []string) { m.view.seen = slices.Clone(blocks) }

// QuestionSeen reports whether the class has seen text, a question of
// the step on show: out of presentation mode, where the window shows a
// step whole, always; in it, once the page that shows it has been on the
// projector. A question goes to the phones only then (teacher walk t8
// m7: the phones had a step's question while the projector was on the
// page before it).
func (m *Model) QuestionSeen(text string) bool {
	return !m.view.presented || slices.Contains(m.view.seen, text)
}

// AnswersChanged shows class answers' news: the server started or
// stopped, a round opened or closed, the chart put away or brought back,
// the phones' answers and connections.
func (m *Model) AnswersChanged() { m.changed(nil) }
